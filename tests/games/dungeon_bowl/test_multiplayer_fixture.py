"""§10.1 multi-player Dungeon Bowl in a league: a commissioner arranges a friendly of three or four teams, the
engine plays it through the game's Simulator (matches/hooks.py) or the commissioner reports its placings; its
fixture page shows the placings and the event log. No league points (a friendly, §8.7; docs/decisions.md).
Every write is checked: who may make it, and a broken rule changes nothing."""

from __future__ import annotations

import pytest
from django.core.exceptions import PermissionDenied, ValidationError

from games.dungeon_bowl.models import MatchReport, SimulatedMatch
from games.dungeon_bowl.services import multiplayer as services
from games.dungeon_bowl.services import reports as report_services
from games.dungeon_bowl.services import simulation as dungeon_simulation
from league.models import Fixture, FixtureSide, Season
from league.services import fixtures as fixture_services
from matches.services import simulation as core_simulation
from tests import postmatch_factories as pf
from tests import schedule_factories as f

pytestmark = pytest.mark.django_db


@pytest.fixture
def league4():
    commish = f.user()
    lg = f.league(commissioner=commish)
    season = f.season(lg, state=Season.State.REGULAR_SEASON)
    coaches = [f.user() for _ in range(4)]
    teams = [pf.team(lg, coach=c) for c in coaches]
    return lg, season, commish, coaches, teams


def arranged(league4, n=4) -> Fixture:
    _lg, season, commish, _coaches, teams = league4
    return services.arrange_multiplayer_match(by=commish, season=season, teams=teams[:n])


# -- arranging -----------------------------------------------------------------------------------------------------
def test_the_commissioner_arranges_a_friendly_of_three_or_four_teams_10_1(league4):
    fx3 = arranged(league4, 3)
    assert fx3.kind == Fixture.Kind.FRIENDLY and not fx3.awards_league_points
    assert [s.team_id for s in services.sides_of(fx3)] == [t.pk for t in league4[4][:3]]
    fx4 = arranged(league4, 4)
    assert len(services.sides_of(fx4)) == 4


def test_a_coach_or_an_outsider_may_not_arrange_one(league4):
    _lg, season, _commish, coaches, teams = league4
    for user in (coaches[0], f.user()):
        with pytest.raises(PermissionDenied):
            services.arrange_multiplayer_match(by=user, season=season, teams=teams[:3])
    assert not Fixture.objects.exists()


@pytest.mark.parametrize("count", [2, 1])
def test_fewer_than_three_teams_is_not_a_multiplayer_match_10_1(league4, count):
    _lg, season, commish, _coaches, teams = league4
    with pytest.raises(ValidationError, match="§10.1"):
        services.arrange_multiplayer_match(by=commish, season=season, teams=teams[:count])
    assert not Fixture.objects.exists()


def test_five_teams_are_too_many_10_1(league4):
    lg, season, commish, _coaches, teams = league4
    with pytest.raises(ValidationError, match="§10.1"):
        services.arrange_multiplayer_match(by=commish, season=season, teams=teams + [pf.team(lg)])
    assert not Fixture.objects.exists()


def test_three_or_four_teams_never_make_a_league_match_10_1(league4):
    """Our reading: a Dungeon Bowl match of three or four teams is always a friendly (no league points)."""
    _lg, season, commish, _coaches, teams = league4
    with pytest.raises(ValidationError, match="§10.1"):
        fixture_services.arrange_match(by=commish, season=season, teams=teams[:3], kind=Fixture.Kind.LEAGUE)
    assert not Fixture.objects.exists()
    two = fixture_services.arrange_match(by=commish, season=season, teams=teams[:2], kind=Fixture.Kind.LEAGUE)
    assert two.kind == Fixture.Kind.LEAGUE  # two teams as ever


def test_the_same_teams_meet_once_a_season_8_7(league4):
    arranged(league4, 3)
    with pytest.raises(ValidationError, match="§8.7"):
        arranged(league4, 3)
    assert Fixture.objects.count() == 1


# -- simulated --------------------------------------------------------------------------------------------------------
def test_the_engine_plays_it_through_the_games_simulator_10_1(league4):
    fx = arranged(league4, 4)
    assert core_simulation.play_fixture(fixture_id=fx.pk) is True  # matches/hooks.py Simulator -> the game
    fx.refresh_from_db()
    assert fx.status == Fixture.Status.PLAYED and fx.outcome == Fixture.Outcome.PLACED
    sides = services.sides_of(fx)
    placings = [s.data["placing"] for s in sides]
    assert sorted(placings)[0] == 1 and all(1 <= p <= 4 for p in placings)
    assert [s.result for s in sides] == services.results_from_placings(placings)
    sim = SimulatedMatch.objects.get(fixture=fx)
    assert sim.report is None and sim.post_match_at is not None  # an exhibition: no post-match sequence
    kinds = {e["t"] for e in sim.events}
    assert {"placement_order", "game_turn", "end"} <= kinds
    end = sim.events[-1]
    assert {sides[i].data["placing"] for i in range(4)} == set(end["placings"].values())
    if fx.finish == Fixture.Finish.DECIDED:
        assert [s.score for s in sides].count(1) == 1 and sides[[s.score for s in sides].index(1)].result == "win"
    assert not MatchReport.objects.filter(fixture=fx).exists()
    # a second run plays nothing
    assert core_simulation.play_fixture(fixture_id=fx.pk) is False
    assert SimulatedMatch.objects.filter(fixture=fx).count() == 1


def test_simulating_a_three_team_match_with_a_given_seed_is_repeatable(league4):
    fx = arranged(league4, 3)
    sim = dungeon_simulation.simulate_fixture(fixture_id=fx.pk, seed="mp-1")
    assert sim is not None and sim.seed == "mp-1"
    import engine.rulesets
    from engine.ai import ScriptedCoach
    from engine.match.multiplayer import simulate_multiplayer
    ruleset = engine.rulesets.get("dungeon_bowl")
    sides = services.sides_of(fx)
    sheets = [services.multiplayer_sheet(s.team, ruleset) for s in sides]
    names = tuple(f"side{s.slot}" for s in sides)
    again = simulate_multiplayer("mp-1", sheets, sides=names, bots=[ScriptedCoach(f"mp-1:{n}") for n in names])
    assert again.events == sim.events


# -- reported -----------------------------------------------------------------------------------------------------------
def test_the_commissioner_reports_placings_10_1(league4):
    fx = arranged(league4, 4)
    _lg, _season, commish, _coaches, teams = league4
    services.report_placings(by=commish, fixture=fx, finish="touchdown",
                             placings={teams[0].pk: 2, teams[1].pk: 1, teams[2].pk: 3, teams[3].pk: 3})
    fx.refresh_from_db()
    assert fx.outcome == Fixture.Outcome.PLACED and fx.finish == "touchdown" and fx.winner_id() == teams[1].pk
    rows = {s.team_id: (s.data["placing"], s.result, s.score) for s in services.sides_of(fx)}
    assert rows == {teams[0].pk: (2, "loss", 0), teams[1].pk: (1, "win", 1), teams[2].pk: (3, "loss", 0),
                    teams[3].pk: (3, "loss", 0)}


def test_a_shared_first_place_at_the_time_limit_is_a_draw_among_them_6_16(league4):
    fx = arranged(league4, 3)
    _lg, _season, commish, _coaches, teams = league4
    services.report_placings(by=commish, fixture=fx, finish="time_limit",
                             placings={teams[0].pk: 1, teams[1].pk: 1, teams[2].pk: 3})
    assert [s.result for s in services.sides_of(fx)] == ["draw", "draw", "loss"]


def test_only_the_commissioner_reports_placings(league4):
    fx = arranged(league4, 3)
    _lg, _season, _commish, coaches, teams = league4
    for user in (coaches[0], f.user()):
        with pytest.raises(PermissionDenied):
            services.report_placings(by=user, fixture=fx, finish="touchdown",
                                     placings={teams[0].pk: 1, teams[1].pk: 2, teams[2].pk: 3})
    fx.refresh_from_db()
    assert fx.status == Fixture.Status.SCHEDULED and not fx.outcome


@pytest.mark.parametrize("places, finish, message", [
    ((1, 1, 3), "touchdown", "one winner"),
    ((1, 3, 3), "time_limit", "ranking"),
    ((1, 2, 4), "time_limit", "from 1 to 3"),
    ((1, 2, 3), "concession", "touchdown or at the time limit"),
])
def test_bad_placings_name_the_rule_and_change_nothing(league4, places, finish, message):
    fx = arranged(league4, 3)
    _lg, _season, commish, _coaches, teams = league4
    with pytest.raises(ValidationError, match=message):
        services.report_placings(by=commish, fixture=fx, finish=finish,
                                 placings={t.pk: p for t, p in zip(teams[:3], places, strict=True)})
    fx.refresh_from_db()
    assert fx.status == Fixture.Status.SCHEDULED and not fx.outcome
    assert not any(s.result for s in services.sides_of(fx))


def test_placings_for_every_team_and_only_once(league4):
    fx = arranged(league4, 3)
    _lg, _season, commish, _coaches, teams = league4
    with pytest.raises(ValidationError, match="every team"):
        services.report_placings(by=commish, fixture=fx, finish="touchdown", placings={teams[0].pk: 1})
    services.report_placings(by=commish, fixture=fx, finish="touchdown",
                             placings={teams[0].pk: 1, teams[1].pk: 2, teams[2].pk: 3})
    with pytest.raises(ValidationError, match="already"):
        services.report_placings(by=commish, fixture=fx, finish="touchdown",
                                 placings={teams[0].pk: 2, teams[1].pk: 1, teams[2].pk: 3})
    assert dungeon_simulation.simulate_fixture(fixture_id=fx.pk) is None  # played: nothing to simulate


def test_the_two_team_report_is_refused_10_1(league4):
    fx = arranged(league4, 3)
    _lg, _season, commish, _coaches, _teams = league4
    data = report_services.ReportData(outcome="home_win", finish="touchdown", scorer_id=None, lines=[])
    with pytest.raises(ValidationError, match="§10.1"):
        report_services.submit_report(fixture=fx, user=commish, data=data)
    assert not MatchReport.objects.exists()


# -- pages ------------------------------------------------------------------------------------------------------------
def test_arrange_page_commissioner_only(client, league4):
    _lg, season, commish, coaches, teams = league4
    url = f"/seasons/{season.pk}/multiplayer/"
    client.force_login(coaches[0])
    assert client.get(url).status_code == 403
    assert client.post(url, {"teams": [t.pk for t in teams[:3]]}).status_code == 403
    assert not Fixture.objects.exists()
    client.force_login(commish)
    assert client.get(url).status_code == 200
    bad = client.post(url, {"teams": [teams[0].pk]})
    assert bad.status_code == 400 and "§10.1" in bad.content.decode()
    response = client.post(url, {"teams": [t.pk for t in teams[:3]]})
    fx = Fixture.objects.get()
    assert response.status_code == 302 and response["Location"] == f"/matches/fixtures/{fx.pk}/"
    assert FixtureSide.objects.filter(fixture=fx).count() == 3


def test_fixture_page_shows_placings_and_the_event_log(client, league4):
    fx = arranged(league4, 4)
    _lg, _season, commish, coaches, teams = league4
    client.force_login(commish)
    page = client.get(f"/matches/fixtures/{fx.pk}/").content.decode()
    assert "Simulate with the match engine" in page and "Report the placings" in page
    dungeon_simulation.simulate_fixture(fixture_id=fx.pk, seed="page-1")
    client.force_login(coaches[0])
    page = client.get(f"/matches/fixtures/{fx.pk}/").content.decode()
    for t in teams:
        assert t.name in page
    assert "Event log" in page and "Game turn 1:" in page and "Placement order (§10.1)" in page
    assert "Simulate with the match engine" not in page  # a coach, and the match is played


def test_placings_page_commissioner_only(client, league4):
    fx = arranged(league4, 3)
    _lg, _season, commish, coaches, teams = league4
    url = f"/matches/fixtures/{fx.pk}/placings/"
    form = {f"placing-{t.pk}": n for n, t in enumerate(teams[:3], start=1)} | {"finish": "touchdown"}
    client.force_login(coaches[1])
    assert client.get(url).status_code == 403
    assert client.post(url, form).status_code == 403
    fx.refresh_from_db()
    assert not fx.outcome
    client.force_login(commish)
    assert client.post(url, {**form, f"placing-{teams[1].pk}": 1}).status_code == 400  # two 1sts, a touchdown
    assert client.post(url, form).status_code == 302
    fx.refresh_from_db()
    assert fx.winner_id() == teams[0].pk


def test_the_two_team_report_page_sends_to_the_placings(client, league4):
    fx = arranged(league4, 3)
    client.force_login(league4[2])
    response = client.get(f"/matches/fixtures/{fx.pk}/report/")
    assert response.status_code == 302 and response["Location"].endswith(f"/matches/fixtures/{fx.pk}/placings/")


def test_the_commissioners_dashboard_offers_it_in_the_regular_season(league4):
    from games.dungeon_bowl.league_hooks import commissioner_actions

    lg, season, *_ = league4
    lines = [a for a in commissioner_actions(lg) if "§10.1" in a["text"]]
    assert lines and lines[0]["url"] == f"/seasons/{season.pk}/multiplayer/"
    Season.objects.filter(pk=season.pk).update(state=Season.State.PLAYOFFS)
    assert not [a for a in commissioner_actions(lg) if "§10.1" in a["text"]]


def test_no_league_points_in_the_standings_8_7(league4):
    """Our reading: a multi-player match is a friendly; the division's table does not count it."""
    from league.models import Division
    from league.selectors.standings import division_standings

    _lg, season, *_rest, teams = league4
    division = Division.objects.create(season=season, name="Only")
    division.teams.add(*teams)
    fx = arranged(league4, 4)
    services.report_placings(by=league4[2], fixture=fx, finish="touchdown",
                             placings={teams[0].pk: 1, teams[1].pk: 2, teams[2].pk: 3, teams[3].pk: 4})
    rows = division_standings(division)
    assert len(rows) == 4 and all(r.points == 0 and r.played == 0 for r in rows)


def test_the_replay_page_of_a_multiplayer_match_answers(client, league4):
    """Never a 500: the two-team replay steps through a multi-player log too (every team's players shown)."""
    fx = arranged(league4, 3)
    dungeon_simulation.simulate_fixture(fixture_id=fx.pk, seed="replay-1")
    client.force_login(league4[3][0])
    for step in (0, 5, 10_000):
        assert client.get(f"/matches/fixtures/{fx.pk}/replay/?step={step}").status_code == 200
    page = client.get(f"/matches/fixtures/{fx.pk}/replay/?step=3").content.decode()
    teams = league4[4]
    assert f"Red: {teams[0].name}, Blue: {teams[1].name}, Green: {teams[2].name}" in page
    assert "#27ae60" in page and "#cdeccd" in page  # the third team's players and End Zone


def test_a_coach_of_one_of_the_teams_may_arrange_it_as_any_friendly_through_the_core(league4):
    """The core's friendly rule (league/services/fixtures.arrange_match, the API's): a coach of one of the teams
    arranges a friendly; for three or four Dungeon Bowl teams it is a multi-player one. A coach of none may not."""
    _lg, season, _commish, coaches, teams = league4
    with pytest.raises(PermissionDenied):
        fixture_services.arrange_match(by=coaches[3], season=season, teams=teams[:3], kind=Fixture.Kind.FRIENDLY)
    fx = fixture_services.arrange_match(by=coaches[0], season=season, teams=teams[:3], kind=Fixture.Kind.FRIENDLY)
    assert services.is_multiplayer(fx)
