"""Post-match step 1 (§7.2): the result, the winnings, league points, and the injuries and deaths of
the report (§6.13). Players who missed this match through MNG are back for the next one (§7.5).

Winnings: the winning coach rolls 2D6, the higher die x 10,000 gp to the winner and the lower to the
loser. The roll belongs to the match, not to a team: both teams' steps derive it from the same seed
(the fixture's), so each takes its share of one roll whichever runs first; it is stored with the
winner's step (the home team's after a draw). A conceded match pays the winner D6 x 10,000 gp and
the loser nothing (§8.5).
"""

from __future__ import annotations

from django.utils import translation

from engine.campaign import (
    apply_lasting_injury,
    concession_winnings,
    league_points,
    resolve_casualty,
    winnings,
)
from engine.campaign.profile import Profile
from engine.dice import Dice
from games.dungeon_bowl.models import PlayerLine
from games.dungeon_bowl.services.postmatch.context import StepContext
from games.dungeon_bowl.services.postmatch.dice import keyed_seed
from league.models import Player, PlayerEvent

EFFECTS_OF_REPORTED = {  # a result the coach rolled at the table and reported
    "badly_hurt": {"mng": False, "niggling": False, "dead": False},
    "seriously_hurt": {"mng": True, "niggling": False, "dead": False},
    "serious_injury": {"mng": True, "niggling": True, "dead": False},
    "lasting_injury": {"mng": True, "niggling": False, "dead": False},
    "dead": {"mng": False, "niggling": False, "dead": True},
}


def winnings_seed(fixture_id: int) -> str:
    return keyed_seed(f"postmatch:{fixture_id}:winnings")


def match_winnings(ctx: StepContext, *, dice: Dice | None = None) -> tuple[int, Dice]:
    """This team's share of the winnings and the dice that decided it."""
    dice = dice if dice is not None else Dice(winnings_seed(ctx.fixture.pk))
    if ctx.conceded:
        gold = concession_winnings(dice=dice, ruleset=ctx.rules)
        return (gold if ctx.result == "win" else 0), dice
    if ctx.result == "draw":
        home, away = winnings(dice=dice, winner_side_draw=True, ruleset=ctx.rules)
        return (home if ctx.is_home else away), dice
    winner, loser = winnings(dice=dice, ruleset=ctx.rules)
    return (winner if ctx.result == "win" else loser), dice


def apply_result(ctx: StepContext, *, winnings_dice: Dice | None = None) -> dict:
    team = ctx.team
    players = ctx.locked_players()

    gold, dice = match_winnings(ctx, dice=winnings_dice)
    ctx.writes.treasury[team.pk] += gold
    owns_roll = ctx.result == "win" or (ctx.result == "draw" and ctx.is_home)
    if owns_roll:
        ctx.recorder.add(dice)  # stored with this step, attributed to no player
    points = 0 if ctx.friendly else league_points(
        ctx.result, casualties=ctx.report.casualties_caused(team.pk),
        casualty_bonus=team.league.option("casualty_bonus_point"), ruleset=ctx.rules,
    )

    # Players who sat this match out with MNG are available again after it (§7.5).
    missed = sorted(pk for pk, p in players.items() if p.miss_next_game and p.on_roster)
    for pk in missed:
        players[pk].miss_next_game = False
        ctx.writes.player(players[pk], ["miss_next_game"])

    # The injured players and their history are written with the run's other changes (the rows are locked).
    injuries = [_injure(ctx, players[line.player_id], line) for line in ctx.lines() if line.casualty]
    return {
        "result": ctx.result,
        "winnings": gold,
        "league_points": points,
        "missed": missed,
        "injuries": injuries,
        "dead": [i["player"] for i in injuries if i["dead"]],
    }


def _injure(ctx: StepContext, player: Player, line: PlayerLine) -> dict:
    """Apply one casualty: rolled here (D16 + Niggling Injuries) or as the coach reported it. The player
    and the event go into the run's writes."""
    rolled = None
    if line.casualty == PlayerLine.Casualty.ROLL:
        with ctx.recorder.for_player(player.pk) as dice:
            rolled = resolve_casualty(
                dice=dice, niggling_injuries=player.niggling_injuries, decay="Decay" in player.skills, ruleset=ctx.rules
            )
        result, name = rolled.result, rolled.name
        effects = {"mng": rolled.miss_next_game, "niggling": rolled.niggling_injury, "dead": rolled.dead}
        lasting = rolled.lasting_injury.characteristic if rolled.lasting_injury else ""
    else:
        # stored in English like the engine's own casualty names (rolled.name): the summary is data, not a page
        with translation.override("en"):
            result, name = line.casualty, str(PlayerLine.Casualty(line.casualty).label)
        effects = EFFECTS_OF_REPORTED[line.casualty]
        lasting = line.lasting_injury

    changed = ["miss_next_game", "niggling_injuries", "dead"]
    if effects["dead"]:
        player.dead = True
        player.miss_next_game = False
    else:
        player.miss_next_game = player.miss_next_game or effects["mng"]
    if effects["niggling"]:
        player.niggling_injuries += 1
    before = None
    if lasting and not player.dead:
        # Never below the characteristic's minimum (§3.2): the engine's Profile stops there.
        before = Profile(player.ma, player.st, player.ag, player.pa, player.av)
        after = apply_lasting_injury(before, lasting, ruleset=ctx.rules)
        player.ma, player.st, player.ag, player.pa, player.av = after.ma, after.st, after.ag, after.pa, after.av
        player.lasting_injuries = [*player.lasting_injuries, lasting]
        changed += ["ma", "st", "ag", "pa", "av", "lasting_injuries"]
    ctx.writes.player(player, changed)
    text = f"{name} in {ctx.fixture}" + (f" (−1 {lasting})" if lasting and before else "")
    if rolled is not None:
        text += f" — Casualty roll {rolled.roll}" + (f", total {rolled.total}" if rolled.total != rolled.roll else "")
    ctx.writes.events.append(PlayerEvent(player=player, kind="dead" if player.dead else "injury", text=text[:300]))
    return {
        "player": player.pk, "name": player.name, "result": result, "label": name, "lasting": lasting,
        "mng": player.miss_next_game, "niggling": bool(effects["niggling"]), "dead": player.dead,
        "rolled": rolled is not None,
    }
