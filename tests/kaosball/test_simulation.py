"""An unplayed Kaosball match resolved by simulation on the commissioner's word (§12-§26): the engine's
scripted bots play it out from a seed; the result goes through the core's result flow (final, audited) and
counts in the table; only a commissioner may, only once, and never during the match's auction."""

import pytest
from django.test import Client

from engine.kaosball.simulate import simulate
from games.kaosball import simulation
from games.kaosball.models import Auction, Holdings, Simulation
from league.models import AuditEntry, Fixture
from league.selectors.standings import division_standings
from tests.api_errors import messages
from tests.kaosball.helpers import api_as, make_league

pytestmark = pytest.mark.django_db


def test_the_commissioner_simulates_an_unplayed_league_match(make_user):
    boss, league, users, teams = make_league(make_user, 4, prefix="sim")
    fixture = league.seasons.get().fixtures.order_by("id").first()
    for user in [*users, make_user("sim-stranger")]:
        assert api_as(user).post(f"/api/kaosball/fixtures/{fixture.pk}/simulate/").status_code == 403
    assert not Simulation.objects.exists()

    sim = simulation.simulate_match(by=boss, fixture=fixture, seed="kaos-7")
    fixture.refresh_from_db()
    assert fixture.status == Fixture.Status.PLAYED and "seed kaos-7" in fixture.note
    # The same seed and sheets replay the same match (the engine's contract).
    again = simulate(*simulation.sheets_for(fixture), seed="kaos-7")
    assert [s.score for s in fixture.side_rows()] == [s["score"] for s in again.result["sides"]]
    assert sim.replay and sim.events == again.events
    # Nobody held the draft: the scripted bidders did (§27), and what they won is kept with the teams.
    auction = Auction.objects.get(fixture=fixture)
    assert auction.state["phase"] == "done" and auction.settled_at is not None and auction.seed == "auction kaos-7"
    won = sum(len(w) for w in auction.state["tiles_won"] + auction.state["ringers_won"])
    assert won > 0 and sum(len(h.tiles) + len(h.ringers) for h in Holdings.objects.all()) == won
    assert AuditEntry.objects.filter(action="report result").exists()
    rows = division_standings(league.seasons.get().divisions.get())
    assert sum(r.played for r in rows) == 2

    twice = api_as(boss).post(f"/api/kaosball/fixtures/{fixture.pk}/simulate/")
    assert twice.status_code == 400 and "(§5)" in messages(twice)[0]
    assert Simulation.objects.count() == 1

    page = Client()
    page.force_login(boss)
    assert "seed kaos-7" in page.get(f"/kaosball/fixtures/{fixture.pk}/").content.decode()
    other = league.seasons.get().fixtures.exclude(pk=fixture.pk).order_by("id").first()
    assert page.post(f"/kaosball/fixtures/{other.pk}/simulate/").status_code == 302
    assert Fixture.objects.get(pk=other.pk).status == Fixture.Status.PLAYED


def test_a_match_during_its_auction_is_not_simulated(make_user):
    boss, league, users, teams = make_league(make_user, 4, prefix="simauc")
    fixture = league.seasons.get().fixtures.order_by("id").first()
    from games.kaosball import auction_services

    auction_services.start_auction(by=boss, fixture=fixture)
    answer = api_as(boss).post(f"/api/kaosball/fixtures/{fixture.pk}/simulate/")
    assert answer.status_code == 400 and "(§27)" in messages(answer)[0]
    assert Fixture.objects.get(pk=fixture.pk).status == Fixture.Status.SCHEDULED


def test_a_max4_friendly_is_simulated_and_stays_out_of_the_table(make_user):
    """§5, §26.1: four teams every one for itself; the result is placings, and no table row counts it."""
    boss, league, users, teams = make_league(make_user, 4, prefix="sim4")
    from games.kaosball import services

    friendly = services.arrange_friendly(by=boss, league=league, teams=teams)
    simulation.simulate_match(by=boss, fixture=friendly, seed=11)
    friendly.refresh_from_db()
    assert friendly.outcome == Fixture.Outcome.PLACED and len(friendly.side_rows()) == 4
    assert all(r.played == 0 for r in division_standings(league.seasons.get().divisions.get()))


def test_the_deadline_policy_simulate_plays_kaosball_matches_with_its_engine(make_user, django_capture_on_commit_callbacks):
    """§5 is silent on unplayed matches; a league that chose "simulate" has every match of a round that passed
    its deadline played by the Kaosball engine through the core (matches/hooks.py), filed as the commissioner's
    report, once, with the fixture's own seed (docs/decisions.md, "Kaosball: web side")."""
    from datetime import timedelta

    from league.services.schedule import close_round

    boss, league, users, teams = make_league(make_user, 4, prefix="dl", settings={"unplayed_policy": "simulate"})
    assert league.unplayed_policy == "simulate"
    season = league.seasons.get()
    rnd = season.divisions.get().rounds.order_by("number").first()
    fixtures = list(rnd.fixtures.order_by("id"))
    with django_capture_on_commit_callbacks(execute=True):  # the simulations are queued on commit
        close_round(round_id=rnd.pk, now=rnd.deadline + timedelta(minutes=1))

    for fixture in fixtures:
        fixture.refresh_from_db()
        assert fixture.status == Fixture.Status.PLAYED, fixture.note
        sim = Simulation.objects.get(fixture=fixture)
        assert sim.seed == f"fixture {fixture.pk}" and sim.replay
    # Asked again (a retried task), nothing is played twice.
    assert simulation.play(fixture_id=fixtures[0].pk) is False
    assert Simulation.objects.count() == len(fixtures)
    rows = division_standings(season.divisions.get())
    assert sum(r.played for r in rows) == 2 * len(fixtures)
    assert AuditEntry.objects.filter(action="report result").count() == len(fixtures)


def test_a_game_without_an_engine_refuses_the_simulate_policy(make_user):
    """The deadline would hand its fixtures to an engine it does not have: the setting is refused by name."""
    from league.services.errors import RuleViolation
    from league.services.leagues import create_league

    boss = make_user("noeng-boss")
    with pytest.raises(RuleViolation, match="has no match engine"):
        create_league(by=boss, name="No engine", ruleset="team_manager", unplayed_policy="simulate")
    ok = create_league(by=boss, name="Engine", ruleset="kaosball", unplayed_policy="simulate")
    assert ok.unplayed_policy == "simulate"
