"""Post-match step 2 (§7.3.1-§7.3.3): SPP for the achievements in the report and the winning
touchdown, the MVP award(s) and the Air Oberwald athlete's SPP; then flag who may, or must, spend.

MVP (§7.3.2): one random player of the team who was eligible to play this match and did not die in
it; two for the winner of a conceded match (§8.5); none in a friendly (§8.7). Eligible: on the roster
at the match, not Temporarily Retired and not missing it through MNG (step 1 records who missed it).
"""

from __future__ import annotations

from collections import Counter

from django.db.models import Count
from django.utils.translation import gettext as _

from engine.campaign import advancement_cost, must_spend, mvp_awards, select_mvps, spp_for
from games.dungeon_bowl.models import MatchReport, sponsor_of
from games.dungeon_bowl.services.postmatch.context import StepContext
from league.models import Advancement, Player, PlayerEvent

REPORT_EVENTS = {  # PlayerLine field -> the engine's SPP event kind
    "pass_completions": "pass_completion",
    "throw_completions": "throw_completion",
    "deflections": "deflection",
    "interceptions": "interception",
    "casualties_caused": "casualty",
}
AIR_OBERWALD = "air_oberwald"


def apply_spp(ctx: StepContext) -> dict:
    team, report, rules = ctx.team, ctx.report, ctx.rules
    players = ctx.locked_players()
    result_step = ctx.earlier.get("result")
    if result_step is None:  # a fixture conceded before its deadline: nobody played, MNG players were out
        result_step = {"missed": [pk for pk, p in players.items() if p.miss_next_game], "dead": []}
    missed = set(result_step.get("missed", []))
    died = set(result_step.get("dead", []))

    events: dict[int, Counter] = {}
    for line in ctx.lines():
        counts = Counter({kind: getattr(line, field) for field, kind in REPORT_EVENTS.items() if getattr(line, field)})
        events.setdefault(line.player_id, Counter()).update(counts)
    if report is not None and report.finish == MatchReport.Finish.TOUCHDOWN and report.scorer_id in players:
        events.setdefault(report.scorer_id, Counter())["touchdown"] += 1

    took_part = [
        p for pk, p in players.items()
        if not p.fired and not p.temporarily_retired and pk not in missed and (not p.dead or pk in died)
    ]
    candidates = [p for p in took_part if p.pk not in died]
    if report is None:  # conceded before the deadline: only the winner draws, two awards (§8.5), none in a friendly
        count = mvp_awards(friendly=ctx.friendly, conceded_win=True, ruleset=rules) if ctx.result == "win" else 0
    else:
        count = mvp_awards(friendly=ctx.friendly, conceded_win=ctx.conceded and ctx.result == "win", ruleset=rules)
    mvps = []
    if count:
        with ctx.recorder.for_player(None) as dice:
            mvps = select_mvps(sorted(candidates, key=lambda p: (p.number, p.pk)), dice=dice, count=count)
        # Each MVP roll names the player drawn: attribute the draws to them for their page.
        _attribute_draws(ctx, mvps)
    for mvp in mvps:
        events.setdefault(mvp.pk, Counter())["mvp"] += 1

    athletes = set()
    if sponsor_of(team) == AIR_OBERWALD and report is not None:  # +1 per match played (§11.2)
        athletes = {p.pk for p in took_part if p.air_oberwald_athlete}

    earned = {}
    for pk in sorted(set(events) | athletes):
        player = players.get(pk)
        if player is None:
            continue
        spp = spp_for(events.get(pk, Counter()), air_oberwald_athlete=pk in athletes, ruleset=rules)
        if not spp:
            continue
        player.spp += spp
        player.spp_earned += spp
        player.mvp_awards += events.get(pk, Counter())["mvp"]
        earned[str(pk)] = {"name": player.name, "spp": spp, "events": dict(events.get(pk, Counter())), "athlete": pk in athletes}
        ctx.writes.player(player, ["spp", "spp_earned", "mvp_awards"])  # written with the run's changes
        ctx.writes.events.append(PlayerEvent(player=player, kind="spp", text=f"{spp} SPP in {ctx.fixture}" + (" (MVP)" if pk in {m.pk for m in mvps} else "")))

    may, must = flag_advancements(players.values(), rules=rules, team_id=team.pk, counts=ctx.advancements)
    if may:  # the coach chooses on the player's page (§7.3.3); told once, as this step runs once (sent by the run)
        ctx.writes.waiting.append((
            team, _("%(count)s player(s) of %(team)s may take an advancement after %(fixture)s.")
            % {"count": len(may), "team": team, "fixture": ctx.fixture},
            f"/players/{may[0]}/" if len(may) == 1 else f"/teams/{team.pk}/"))
    return {
        "spp": earned,
        "mvps": [m.pk for m in mvps],
        "mvp_awards": count,
        "may_advance": may,
        "must_spend": must,
    }


def _attribute_draws(ctx: StepContext, mvps: list[Player]) -> None:
    recorder = ctx.recorder
    recorder._catch_up()
    draws = [i for i, roll in enumerate(recorder.dice.log) if roll.why.startswith("MVP award")]
    for index, mvp in zip(draws, mvps, strict=False):
        recorder._owners[index] = mvp.pk


def flag_advancements(players, *, rules, team_id: int, counts: dict[int, int] | None = None) -> tuple[list[int], list[int]]:
    """Players on the roster who can afford an advancement, and those who must spend (§7.3.3). `counts`:
    advancements taken per player, when the caller read them (`advancement_counts`)."""
    if counts is None:
        counts = advancement_counts([team_id])
    may, must = [], []
    for p in players:
        if not p.on_roster:
            continue
        taken = counts.get(p.pk, 0)
        if taken >= len(rules.tables.ADVANCEMENT_COSTS):
            continue
        if p.spp >= advancement_cost(taken + 1, "random_primary", ruleset=rules):
            may.append(p.pk)
        if must_spend(spp=p.spp, advancements_taken=taken, ruleset=rules):
            must.append(p.pk)
    return sorted(may), sorted(must)


def advancement_counts(team_ids) -> dict[int, int]:
    """Advancements taken per player of the teams (one statement); a player who took none is absent."""
    return dict(Advancement.objects.filter(player__team_id__in=list(team_ids)).values("player")
                .annotate(n=Count("id")).values_list("player", "n"))
