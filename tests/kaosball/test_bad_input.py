"""Bad input to a Kaosball league gets a clear message naming the rule it breaks, and nothing is stored."""

import pytest

from league.models import Bracket, Fixture, League, Season, Team
from tests.api_errors import messages
from tests.kaosball.helpers import api_as, make_league

pytestmark = pytest.mark.django_db


def test_a_fifth_team_in_a_match_is_refused(make_user):
    """§5: a match has 2, 3 or 4 teams."""
    boss, league, users, teams = make_league(make_user, 5, prefix="five")
    answer = api_as(boss).post(f"/api/kaosball/leagues/{league.pk}/friendlies/", {"teams": [t.pk for t in teams]},
                               format="json")
    assert answer.status_code == 400
    assert "a Kaosball match has 2 to 4 teams, not 5 (§5)" in messages(answer)
    assert not Fixture.objects.filter(kind=Fixture.Kind.FRIENDLY).exists()


def test_a_ninth_team_cannot_join_and_a_league_needs_four(make_user):
    """§5: a league has 4-8 teams."""
    boss, league, users, teams = make_league(make_user, 3, start=False, prefix="size")
    answer = api_as(boss).post(f"/api/kaosball/leagues/{league.pk}/start/")
    assert answer.status_code == 400 and "a Kaosball league has 4 to 8 teams, not 3 (§5)" in messages(answer)
    assert league.seasons.get().state == Season.State.REGISTRATION and not Fixture.objects.exists()
    for i in range(5):
        assert api_as(make_user(f"size-more{i}")).post(f"/api/kaosball/leagues/{league.pk}/join/", {
            "team_name": f"More {i}", "team_key": "ogres"}, format="json").status_code == 201
    ninth = api_as(make_user("size-ninth")).post(f"/api/kaosball/leagues/{league.pk}/join/", {
        "team_name": "Ninth", "team_key": "ogres"}, format="json")
    assert ninth.status_code == 400 and "(§5)" in messages(ninth)[0] and "at most 8" in messages(ninth)[0]
    assert league.teams.count() == 8


def test_joining_with_no_such_team_or_twice(make_user):
    boss, league, users, teams = make_league(make_user, 4, start=False, prefix="key")
    answer = api_as(make_user("key-x")).post(f"/api/kaosball/leagues/{league.pk}/join/", {
        "team_name": "Goblins", "team_key": "goblins"}, format="json")
    assert answer.status_code == 400 and "there is no Kaosball team 'goblins'" in messages(answer)[0]
    again = api_as(users[0]).post(f"/api/kaosball/leagues/{league.pk}/join/", {
        "team_name": "Second", "team_key": "fangs"}, format="json")
    assert again.status_code == 400 and "you already coach a team" in messages(again)[0]
    assert Team.objects.count() == 4


def test_settings_outside_the_schema_are_refused(make_user):
    boss = make_user("set-boss")
    answer = api_as(boss).post("/api/kaosball/leagues/", {"name": "Bad", "settings": {"playoff_format": "top3"}},
                               format="json")
    assert answer.status_code == 400 and "Play-offs must be one of final, semi_finals, quarter_finals" in \
        " ".join(messages(answer))
    assert not League.objects.exists()


def test_the_playoffs_wait_for_every_league_match_and_need_enough_teams(make_user):
    boss, league, users, teams = make_league(make_user, 6, prefix="po", settings={"playoff_format": "quarter_finals"})
    early = api_as(boss).post(f"/api/kaosball/leagues/{league.pk}/playoffs/")
    assert early.status_code == 400 and "30 league match(es) have no result yet (§5)" in messages(early)[0]
    from matches.services.results import submit_result
    from tests.kaosball.helpers import head_to_head

    for fixture in league.seasons.get().fixtures.all():
        submit_result(fixture=fixture, user=boss, reason="club", **head_to_head(fixture, (8, 3)))
    short = api_as(boss).post(f"/api/kaosball/leagues/{league.pk}/playoffs/")
    assert short.status_code == 400 and "needs 8 teams; the league has 6 (§5)" in messages(short)[0]
    assert not Bracket.objects.exists()


def test_a_friendly_sent_twice_is_arranged_once(make_user):
    boss, league, users, teams = make_league(make_user, 4, prefix="twice")
    body = {"teams": [t.pk for t in teams]}
    assert api_as(boss).post(f"/api/kaosball/leagues/{league.pk}/friendlies/", body, format="json").status_code == 201
    again = api_as(boss).post(f"/api/kaosball/leagues/{league.pk}/friendlies/", body, format="json")
    assert again.status_code == 400 and "already have their friendly this season (§5)" in messages(again)[0]
    assert Fixture.objects.filter(kind=Fixture.Kind.FRIENDLY).count() == 1
