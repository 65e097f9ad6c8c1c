"""§8.8 qualification from the final standings (league points, then touchdowns, then casualties) for one,
two, three and four divisions (both four-division formats), with ties broken as the rulebook says."""

import pytest
from django.core.exceptions import PermissionDenied

from league.models import Bracket, PlayoffMatch, Season
from league.services.errors import RuleViolation
from league.services.playoffs import draw_playoffs
from tests import playoff_factories as pf
from tests import schedule_factories as f


def seeds(bracket):
    return [(s.seed, s.team_id, s.qualified_as) for s in bracket.seeds.order_by("seed")]


def first_stage_pairs(bracket):
    stage = PlayoffMatch.Stage.QUARTER_FINAL if bracket.format == Bracket.Format.QUARTER_FINALS else PlayoffMatch.Stage.SEMI_FINAL
    return [(m.home.seed, m.away.seed) for m in bracket.matches.filter(stage=stage).order_by("slot")]


@pytest.mark.django_db
def test_one_division_top_four_with_a_touchdown_tie_and_a_casualty_tie():
    commish, lg, s, (d,) = pf.regular_season(1, teams=6)
    t = pf.teams_of(d)
    # t1 beats all; t2 and t3 level on points (draw each other), t3's wins are 1-0, t2's on the time limit;
    # t4 and t5 level on points and touchdowns (no wins), t5 causes more casualties; t6 last.
    strength = {t[0].pk: 9, t[1].pk: 5, t[2].pk: 5, t[3].pk: 2, t[4].pk: 2, t[5].pk: 1}
    pf.finish_regular_season(s, strength, time_limit_wins={t[1].pk, t[3].pk, t[4].pk}, casualties={t[4].pk: 1})
    bracket = draw_playoffs(by=commish, season=s)
    assert [x[1] for x in seeds(bracket)] == [t[0].pk, t[2].pk, t[1].pk, t[4].pk]
    assert bracket.format == Bracket.Format.SEMI_FINALS
    assert first_stage_pairs(bracket) == [(1, 4), (2, 3)]
    s.refresh_from_db()
    assert s.state == Season.State.PLAYOFFS


@pytest.mark.django_db
def test_two_divisions_top_two_of_each_to_semis_never_from_the_same_division():
    commish, lg, s, (a, b) = pf.regular_season(2)
    ta, tb = pf.teams_of(a), pf.teams_of(b)
    # Both winners on equal points (6 wins): B's winner scores touchdowns, A's wins on the time limit.
    strength = {ta[0].pk: 9, ta[1].pk: 5, ta[2].pk: 1, ta[3].pk: 0, tb[0].pk: 9, tb[1].pk: 5, tb[2].pk: 1, tb[3].pk: 0}
    # The runners-up are level on points and touchdowns; B's causes a casualty a match.
    pf.finish_regular_season(s, strength, time_limit_wins={ta[0].pk}, casualties={tb[1].pk: 1})
    bracket = draw_playoffs(by=commish, season=s)
    got = seeds(bracket)
    assert [x[1] for x in got] == [tb[0].pk, ta[0].pk, tb[1].pk, ta[1].pk]
    assert got[0][2] == "Winner of Division B"
    # Classic 1v4 / 2v3 keeps the divisions apart here: B1 v A2 and A1 v B2.
    assert first_stage_pairs(bracket) == [(1, 4), (2, 3)]


@pytest.mark.django_db
def test_two_divisions_pairing_swaps_when_the_classic_draw_would_pair_a_division():
    commish, lg, s, (a, b) = pf.regular_season(2)
    ta, tb = pf.teams_of(a), pf.teams_of(b)
    # A's runner-up has more points than B's: seeds 1 A1, 2 B1, 3 A2, 4 B2; 1v4 / 2v3 is A v B both times.
    strength = {ta[0].pk: 9, ta[1].pk: 8, ta[2].pk: 1, ta[3].pk: 0, tb[0].pk: 9, tb[1].pk: 2, tb[2].pk: 2, tb[3].pk: 0}
    pf.finish_regular_season(s, strength, casualties={ta[0].pk: 2, tb[1].pk: 1})
    bracket = draw_playoffs(by=commish, season=s)
    by_seed = {x[0]: x[1] for x in seeds(bracket)}
    assert by_seed[1] == ta[0].pk and by_seed[2] == tb[0].pk and by_seed[3] == ta[1].pk
    # B's runner-up: tb1 and tb2 level on points and touchdowns; tb1 causes more casualties.
    assert by_seed[4] == tb[1].pk
    assert first_stage_pairs(bracket) == [(1, 4), (2, 3)]
    for m in bracket.matches.filter(stage=PlayoffMatch.Stage.SEMI_FINAL):
        assert m.home.division_id != m.away.division_id


@pytest.mark.django_db
def test_three_divisions_winners_and_the_best_runner_up_as_wild_card_broken_by_touchdowns():
    commish, lg, s, divs = pf.regular_season(3)
    t = [pf.teams_of(d) for d in divs]
    strength = {}
    for teams in t:
        strength.update({teams[0].pk: 9, teams[1].pk: 5, teams[2].pk: 1, teams[3].pk: 0})
    # Every runner-up has 12 points; only C's runner-up wins its matches by touchdowns.
    pf.finish_regular_season(s, strength, time_limit_wins={t[0][1].pk, t[1][1].pk}, casualties={t[0][1].pk: 3})
    bracket = draw_playoffs(by=commish, season=s)
    got = seeds(bracket)
    assert {x[1] for x in got[:3]} == {teams[0].pk for teams in t}
    assert got[3][1] == t[2][1].pk and got[3][2].startswith("Wild card")
    # The wild card comes from Division C; it must not meet C's winner in a semi-final.
    for m in bracket.matches.filter(stage=PlayoffMatch.Stage.SEMI_FINAL):
        assert m.home.division_id != m.away.division_id


@pytest.mark.django_db
def test_three_divisions_wild_card_tie_on_points_and_touchdowns_goes_to_casualties():
    commish, lg, s, divs = pf.regular_season(3)
    t = [pf.teams_of(d) for d in divs]
    strength = {}
    for teams in t:
        strength.update({teams[0].pk: 9, teams[1].pk: 5, teams[2].pk: 1, teams[3].pk: 0})
    pf.finish_regular_season(s, strength, casualties={t[1][1].pk: 1})
    bracket = draw_playoffs(by=commish, season=s)
    assert seeds(bracket)[3][1] == t[1][1].pk


@pytest.mark.django_db
def test_four_divisions_winners_format_goes_straight_to_semis():
    commish, lg, s, divs = pf.regular_season(4, playoff_format_four_divisions="division_winners")
    t = [pf.teams_of(d) for d in divs]
    strength = {}
    for teams in t:
        strength.update({teams[0].pk: 9, teams[1].pk: 5, teams[2].pk: 1, teams[3].pk: 0})
    # All four winners have 18 points; D's wins are all on the time limit: D's winner is seeded 4th.
    pf.finish_regular_season(s, strength, time_limit_wins={t[3][0].pk}, casualties={t[2][0].pk: 1})
    bracket = draw_playoffs(by=commish, season=s)
    got = seeds(bracket)
    assert len(got) == 4 and bracket.format == Bracket.Format.SEMI_FINALS
    assert got[0][1] == t[2][0].pk  # casualties break the tie on points and touchdowns
    assert got[3][1] == t[3][0].pk
    assert first_stage_pairs(bracket) == [(1, 4), (2, 3)]


@pytest.mark.django_db
def test_four_divisions_top_two_format_plays_quarter_finals_with_divisions_kept_apart():
    commish, lg, s, divs = pf.regular_season(4, playoff_format_four_divisions="top_two")
    t = [pf.teams_of(d) for d in divs]
    strength = {}
    for teams in t:
        strength.update({teams[0].pk: 9, teams[1].pk: 5, teams[2].pk: 1, teams[3].pk: 0})
    # Winners seeded A, B, C, D by casualties; runners-up D, C, B, A (seeds 5-8) by casualties.
    cas = {t[0][0].pk: 4, t[1][0].pk: 3, t[2][0].pk: 2, t[3][0].pk: 1,
           t[3][1].pk: 4, t[2][1].pk: 3, t[1][1].pk: 2, t[0][1].pk: 1}
    pf.finish_regular_season(s, strength, casualties=cas)
    bracket = draw_playoffs(by=commish, season=s)
    got = seeds(bracket)
    assert bracket.format == Bracket.Format.QUARTER_FINALS
    assert [x[1] for x in got] == [t[0][0].pk, t[1][0].pk, t[2][0].pk, t[3][0].pk,
                                   t[3][1].pk, t[2][1].pk, t[1][1].pk, t[0][1].pk]
    # Seed 8 is A's runner-up: the classic 1v8 would pair Division A, so the draw moves it.
    qf = bracket.matches.filter(stage=PlayoffMatch.Stage.QUARTER_FINAL).order_by("slot")
    halves = [{m.home.division_id for m in qf[:2]} | {m.away.division_id for m in qf[:2]},
              {m.home.division_id for m in qf[2:]} | {m.away.division_id for m in qf[2:]}]
    assert halves[0] == halves[1] == {d.pk for d in divs}  # every division has one team in each half
    assert first_stage_pairs(bracket)[0][0] == 1 and (1, 8) not in first_stage_pairs(bracket)
    assert {x for pair in first_stage_pairs(bracket)[:2] for x in pair} & {1, 2} == {1}  # 1 and 2 meet only in the final


@pytest.mark.django_db
def test_only_a_commissioner_draws_and_only_when_every_division_has_finished():
    commish, lg, s, (a, b) = pf.regular_season(2)
    coach = a.teams.first().coach.user
    with pytest.raises(PermissionDenied):
        draw_playoffs(by=coach, season=s)
    with pytest.raises(RuleViolation, match="every division has finished"):
        draw_playoffs(by=commish, season=s)
    assert not Bracket.objects.exists()
    pf.finish_regular_season(s, {})
    draw_playoffs(by=commish, season=s)
    with pytest.raises(RuleViolation, match="already drawn"):
        draw_playoffs(by=commish, season=s)


@pytest.mark.django_db
def test_play_offs_need_the_regular_season():
    commish = f.user()
    lg = f.league(commissioner=commish)
    s = f.season(lg)
    with pytest.raises(RuleViolation, match="follow the Regular Season"):
        draw_playoffs(by=commish, season=s)


@pytest.mark.django_db
def test_a_season_moved_to_the_play_offs_by_hand_can_still_be_drawn():
    commish, lg, s, (a, b) = pf.regular_season(2)
    pf.finish_regular_season(s, {})
    Season.objects.filter(pk=s.pk).update(state=Season.State.PLAYOFFS)
    assert draw_playoffs(by=commish, season=s).seeds.count() == 4
