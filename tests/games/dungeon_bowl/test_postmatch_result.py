"""Post-match step 1 (§7.2): winnings, league points, injuries and deaths, MNG back after a match."""

import pytest

from engine.dice import Dice
from games.dungeon_bowl.models import PostMatchRoll, PostMatchStep
from games.dungeon_bowl.services.postmatch import run_step
from games.dungeon_bowl.services.postmatch.result import apply_result
from league.models import Fixture, Player, PlayerEvent
from tests import postmatch_factories as pf

pytestmark = pytest.mark.django_db
RESULT = PostMatchStep.Step.RESULT


def step1(report, team, *, winnings=(), rolls=()):
    winnings_dice, dice = Dice.forcing(*winnings), Dice.forcing(*rolls)
    row = run_step(fixture=report.fixture, report=report, team=team, step=RESULT, apply=apply_result, dice=dice, winnings_dice=winnings_dice)
    winnings_dice.assert_all_forced_used()
    dice.assert_all_forced_used()
    return row


def test_winner_takes_the_higher_die_and_loser_the_lower_times_10000_gp():
    """§7.2: the winning coach rolls 2D6; higher die x 10,000 gp to the winner, lower to the loser."""
    fx = pf.match()
    report = pf.report(fx, outcome="away_win")
    won = step1(report, fx.away, winnings=(2, 5))
    lost = step1(report, fx.home, winnings=(2, 5))
    fx.home.refresh_from_db()
    fx.away.refresh_from_db()
    assert (fx.away.treasury, fx.home.treasury) == (50_000, 20_000)
    assert won.summary["winnings"] == 50_000 and lost.summary["winnings"] == 20_000
    assert (won.summary["league_points"], lost.summary["league_points"]) == (3, 0)  # §8.6
    # The roll is the winner's and is stored once, with the winner's step.
    rolls = PostMatchRoll.objects.filter(fixture=report.fixture)
    assert [(r.team_id, r.die, r.result) for r in rolls] == [(fx.away_id, "D6", 2), (fx.away_id, "D6", 5)]


def test_both_teams_share_one_seeded_winnings_roll_whichever_runs_first():
    """§7.2: one 2D6 roll pays both teams, so the two steps must agree without forced dice."""
    fx = pf.match()
    report = pf.report(fx, outcome="home_win")
    run_step(fixture=report.fixture, report=report, team=fx.away, step=RESULT, apply=apply_result)
    run_step(fixture=report.fixture, report=report, team=fx.home, step=RESULT, apply=apply_result)
    dice = [r.result for r in PostMatchRoll.objects.filter(fixture=report.fixture, step=RESULT)]
    fx.home.refresh_from_db()
    fx.away.refresh_from_db()
    assert fx.home.treasury == max(dice) * 10_000 and fx.away.treasury == min(dice) * 10_000


def test_draw_pays_one_die_each_and_a_point_each():
    """§7.2 [Uncertain] draw: first die to the home team, second to the away team (docs/decisions.md); §8.6 1 point."""
    fx = pf.match()
    report = pf.report(fx, outcome="draw", finish="time_limit")
    home = step1(report, fx.home, winnings=(6, 1))
    away = step1(report, fx.away, winnings=(6, 1))
    assert (home.summary["winnings"], away.summary["winnings"]) == (60_000, 10_000)
    assert home.summary["league_points"] == away.summary["league_points"] == 1


def test_conceded_match_pays_the_winner_d6_and_the_loser_nothing():
    """§8.5: the other team wins and earns D6 x 10,000 gp."""
    fx = pf.match()
    report = pf.report(fx, outcome="home_win", finish="concession", conceded_by=fx.away)
    assert step1(report, fx.home, winnings=(4,)).summary["winnings"] == 40_000
    assert step1(report, fx.away, winnings=(4,)).summary["winnings"] == 0


def test_friendly_gives_no_league_points():
    """§8.7: no League points in a friendly; winnings as usual."""
    fx = pf.match(kind=Fixture.Kind.FRIENDLY)
    row = step1(pf.report(fx), fx.home, winnings=(3, 3))
    assert row.summary["league_points"] == 0 and row.summary["winnings"] == 30_000


def test_casualty_bonus_point_when_the_league_uses_it():
    """§8.6 optional: +1 league point for 3+ SPP-earning casualties."""
    fx = pf.match(casualty_bonus_point=True)
    victims = [pf.numbered(fx.away, n) for n in (1, 2, 3)]
    lines = [{"player": pf.numbered(fx.home, 2), "casualties_caused": 3}]
    lines += [{"player": v, "casualty": "badly_hurt"} for v in victims]
    row = step1(pf.report(fx, lines=lines), fx.home, winnings=(1, 1))
    assert row.summary["league_points"] == 4


def test_reported_injuries_apply_mng_niggling_lasting_and_death():
    """§6.13: Seriously Hurt MNG; Serious Injury MNG + Niggling; Lasting Injury MNG + −1 characteristic;
    Dead removes the player from the roster (§7.2), kept in the team's history."""
    fx = pf.match()
    a, b, c, d = (pf.numbered(fx.away, n) for n in (1, 2, 3, 4))
    lines = [
        {"player": a, "casualty": "seriously_hurt"},
        {"player": b, "casualty": "serious_injury"},
        {"player": c, "casualty": "lasting_injury", "lasting_injury": "MA"},
        {"player": d, "casualty": "dead"},
    ]
    row = step1(pf.report(fx, lines=lines), fx.away, winnings=(1, 2))
    a, b, c, d = (Player.objects.get(pk=p.pk) for p in (a, b, c, d))
    assert a.miss_next_game and not a.niggling_injuries
    assert b.miss_next_game and b.niggling_injuries == 1
    blitzer = pf.RULES.roster("fire").position("dwarf_blitzer")
    assert c.miss_next_game and c.ma == blitzer.ma - 1 and c.lasting_injuries == ["MA"]
    assert d.dead and not d.on_roster and d not in fx.away.roster_players()
    assert row.summary["dead"] == [d.pk]
    assert PlayerEvent.objects.filter(player=d, kind="dead").exists()


def test_lasting_injury_never_goes_below_the_minimum():
    """§6.13, §3.2: a characteristic reduction stops at the minimum (MA 1)."""
    fx = pf.match()
    p = pf.numbered(fx.away, 1)
    Player.objects.filter(pk=p.pk).update(ma=1)
    step1(pf.report(fx, lines=[{"player": p, "casualty": "lasting_injury", "lasting_injury": "MA"}]), fx.away, winnings=(1, 2))
    p.refresh_from_db()
    assert p.ma == 1 and p.lasting_injuries == ["MA"]


def test_dugout_rolls_the_casualty_table_with_the_niggling_injury_modifier():
    """§6.13: D16 + 1 per Niggling Injury; 13 + 2 = 15 is Dead. The roll is stored for the player."""
    fx = pf.match()
    p = pf.numbered(fx.away, 5)
    Player.objects.filter(pk=p.pk).update(niggling_injuries=2)
    row = step1(pf.report(fx, lines=[{"player": p, "casualty": "roll"}]), fx.away, winnings=(1, 2), rolls=(13,))
    p.refresh_from_db()
    assert p.dead and row.summary["injuries"][0]["result"] == "dead"
    roll = PostMatchRoll.objects.get(player=p)
    assert (roll.die, roll.result, roll.team_id) == ("D16", 13, fx.away_id) and "+2" in roll.why


def test_dugout_rolled_lasting_injury_rolls_the_characteristic_too():
    """§6.13: Lasting Injury (13-14) then a D6 on the Lasting Injury table (1-2 Head Injury, −1 AV)."""
    fx = pf.match()
    p = pf.numbered(fx.away, 6)
    step1(pf.report(fx, lines=[{"player": p, "casualty": "roll"}]), fx.away, winnings=(1, 2), rolls=(13, 1))
    p.refresh_from_db()
    blitzer = pf.RULES.roster("fire").position("dwarf_blitzer")
    assert p.miss_next_game and p.lasting_injuries == ["AV"] and p.av == blitzer.av - 1  # AV 10+ -> 9+
    assert PostMatchRoll.objects.filter(player=p).count() == 2


def test_players_who_missed_this_match_are_back_and_new_injuries_miss_the_next():
    """§7.5: an MNG player misses one match and is available after it."""
    fx = pf.match()
    out, hurt = pf.numbered(fx.home, 7), pf.numbered(fx.home, 8)
    Player.objects.filter(pk=out.pk).update(miss_next_game=True)
    row = step1(pf.report(fx, outcome="away_win", lines=[{"player": hurt, "casualty": "seriously_hurt"}]), fx.home, winnings=(2, 3))
    out.refresh_from_db()
    hurt.refresh_from_db()
    assert not out.miss_next_game and hurt.miss_next_game
    assert row.summary["missed"] == [out.pk]


def test_decay_adds_one_to_the_casualty_roll():
    """§13.7 Decay: +1 to all rolls on the Casualty table; 14 + 1 = 15 is Dead (§6.13)."""
    fx = pf.match()
    p = pf.numbered(fx.away, 7)
    Player.objects.filter(pk=p.pk).update(skills=["Decay", "Plague Ridden"])
    step1(pf.report(fx, lines=[{"player": p, "casualty": "roll"}]), fx.away, winnings=(1, 2), rolls=(14,))
    p.refresh_from_db()
    assert p.dead
