"""Who may write what in a Team Manager league: only the season's managers enter and confirm its weeks and
its end, never their own; the commissioner starts seasons and rules (audited); everyone else reads. A
refused write changes nothing, and a double confirmation counts once."""

import pytest

from games.team_manager.models import Game, Week, WeekConfirmation
from league.models import AuditEntry
from matches.models import ResultReport
from tests.api_errors import messages
from tests.team_manager.helpers import api, league_of_managers, line, week

pytestmark = pytest.mark.django_db


@pytest.fixture
def table(make_user):
    league, boss, m = league_of_managers(make_user, names=("ann", "bob", "cy", "dee"))
    (_, ann), (_, bob), (_, cy) = m["ann"], m["bob"], m["cy"]
    game = api(boss).post(f"/api/team-manager/leagues/{league.pk}/games/", {"seats": [
        {"team": ann.pk, "card_team": "humans"}, {"team": bob.pk, "card_team": "orcs"},
        {"team": cy.pk, "card_team": "chaos"}]}, format="json").json()
    return {"league": league, "boss": boss, "m": m, "stranger": make_user("stranger"),
            "url": f"/api/team-manager/games/{game['id']}", "game": Game.objects.get(fixture_id=game["id"])}


def first_week(t):
    m = t["m"]
    return week(1, "news", line(m["ann"][1], 2), line(m["bob"][1], 1), line(m["cy"][1]))


def test_only_the_commissioner_starts_a_season(table, make_user):
    m, url = table["m"], f"/api/team-manager/leagues/{table['league'].pk}/games/"
    seats = {"seats": [{"team": m["ann"][1].pk, "card_team": "dwarfs"}, {"team": m["dee"][1].pk, "card_team": "orcs"}]}
    assert api(m["ann"][0]).post(url, seats, format="json").status_code == 403
    assert api(table["stranger"]).post(url, seats, format="json").status_code == 403
    assert api().post(url, seats, format="json").status_code in (401, 403)
    assert Game.objects.count() == 1


def test_only_the_seasons_managers_enter_a_week(table):
    url, m = table["url"], table["m"]
    assert api(table["stranger"]).post(f"{url}/weeks/", first_week(table), format="json").status_code == 403
    # Dee manages in this league but does not sit at this table.
    assert api(m["dee"][0]).post(f"{url}/weeks/", first_week(table), format="json").status_code == 403
    assert api().post(f"{url}/weeks/", first_week(table), format="json").status_code in (401, 403)
    assert not Week.objects.exists()


def test_a_manager_confirms_others_weeks_not_their_own_and_once(table):
    url, m = table["url"], table["m"]
    assert api(m["ann"][0]).post(f"{url}/weeks/", first_week(table), format="json").status_code == 201
    assert api(m["ann"][0]).post(f"{url}/weeks/1/confirm/").status_code == 403
    assert api(m["dee"][0]).post(f"{url}/weeks/1/confirm/").status_code == 403
    assert api(table["stranger"]).post(f"{url}/weeks/1/confirm/").status_code == 403
    from league.games import pages_of

    waiting = pages_of("team_manager").coach_actions(m["bob"][0].coach)
    assert [a["text"] for a in waiting] == ["Team Manager: confirm week 1"]  # on Bob's dashboard
    assert pages_of("team_manager").coach_actions(m["ann"][0].coach) == []
    assert api(m["bob"][0]).post(f"{url}/weeks/1/confirm/").status_code == 200
    again = api(m["bob"][0]).post(f"{url}/weeks/1/confirm/")
    assert again.status_code == 400 and "already confirmed" in messages(again)[0]
    assert WeekConfirmation.objects.count() == 1 and Week.objects.get().status == Week.Status.PENDING
    # Only the manager who entered it may correct it, and only until someone answers it.
    assert api(m["cy"][0]).post(f"{url}/weeks/", first_week(table), format="json").status_code == 400
    assert api(m["ann"][0]).post(f"{url}/weeks/", first_week(table), format="json").status_code == 400


def test_the_enterer_corrects_a_week_nobody_answered(table):
    url, m = table["url"], table["m"]
    api(m["ann"][0]).post(f"{url}/weeks/", first_week(table), format="json")
    corrected = week(1, "news", line(m["ann"][1], 3), line(m["bob"][1], 1), line(m["cy"][1]))
    answer = api(m["ann"][0]).post(f"{url}/weeks/", corrected, format="json")
    assert answer.status_code == 201 and answer.json()["lines"][0]["fans_gained"] == 3
    assert Week.objects.count() == 1


def test_disputes_and_rulings(table):
    url, m, boss = table["url"], table["m"], table["boss"]
    api(m["ann"][0]).post(f"{url}/weeks/", first_week(table), format="json")
    assert api(m["ann"][0]).post(f"{url}/weeks/1/dispute/", {"reason": "mine"}, format="json").status_code == 403
    assert api(table["stranger"]).post(f"{url}/weeks/1/dispute/", {"reason": "x"}, format="json").status_code == 403
    assert api(m["bob"][0]).post(f"{url}/weeks/1/dispute/", {"reason": ""}, format="json").status_code == 400
    assert api(m["bob"][0]).post(f"{url}/weeks/1/dispute/", {"reason": "Ann won 1"},
                                 format="json").status_code == 200
    assert api(m["bob"][0]).post(f"{url}/weeks/1/rule/", {"reason": "x"}, format="json").status_code == 403
    assert Week.objects.get().status == Week.Status.DISPUTED
    corrected = {"reason": "checked the scoreboards", "spike": "news", "lines": [
        line(m["ann"][1], 1), line(m["bob"][1], 1), line(m["cy"][1])]}
    ruled = api(boss).post(f"{url}/weeks/1/rule/", corrected, format="json")
    assert ruled.status_code == 200 and ruled.json()["status"] == "confirmed"
    assert ruled.json()["lines"][0]["fans_after"] == 1
    assert AuditEntry.objects.get(action="rule week").reason == "checked the scoreboards"


def test_a_commissioners_week_is_final_and_audited(table):
    url, boss = table["url"], table["boss"]
    answer = api(boss).post(f"{url}/weeks/", first_week(table), format="json")
    assert answer.status_code == 201 and answer.json()["status"] == "confirmed"
    assert AuditEntry.objects.filter(action="enter week").exists()


def test_only_the_seasons_managers_report_and_answer_its_end(table):
    url, m = table["url"], table["m"]
    totals = {"totals": {str(m["ann"][1].pk): {"fans": 5}, str(m["bob"][1].pk): {"fans": 3},
                         str(m["cy"][1].pk): {"fans": 1}}}
    assert api(table["stranger"]).post(f"{url}/end/", totals, format="json").status_code == 403
    assert api(m["dee"][0]).post(f"{url}/end/", totals, format="json").status_code == 403
    assert not ResultReport.objects.exists()
    assert api(m["ann"][0]).post(f"{url}/end/", totals, format="json").status_code == 201
    assert api(m["ann"][0]).post(f"{url}/end/confirm/", {}, format="json").status_code == 403
    assert api(m["dee"][0]).post(f"{url}/end/confirm/", {}, format="json").status_code == 403
    assert api(m["bob"][0]).post(f"{url}/end/rule/", {"reason": "x"}, format="json").status_code == 403
    assert ResultReport.objects.get().status == "pending"
    assert api(table["boss"]).post(f"{url}/end/rule/", {"reason": "all agreed"}, format="json").status_code == 200
    assert ResultReport.objects.get().status == "confirmed"
    # The season is over: its weeks can no longer change.
    late = api(m["bob"][0]).post(f"{url}/weeks/", first_week(table), format="json")
    assert late.status_code == 400 and "§14.1" in messages(late)[0]


def test_page_writes_are_permission_checked(table, client):
    m, game = table["m"], table["game"]
    page = f"/team-manager/games/{game.fixture_id}/"
    client.force_login(table["stranger"])
    assert client.post(f"{page}weeks/", {"number": 1, "spike": "news"}).status_code == 403
    assert client.post(f"/team-manager/{table['league'].pk}/games/", {
        "manager_0": m["ann"][1].pk, "team_0": "humans", "manager_1": m["bob"][1].pk, "team_1": "orcs"}
    ).status_code == 403
    assert not Week.objects.exists() and Game.objects.count() == 1


def test_a_league_opened_through_the_core_api_plays_seasons(make_user):
    """The core's league API knows the game by its ruleset; a season can be started there too."""
    boss, ann_user, bob_user = make_user("core-boss"), make_user("core-ann"), make_user("core-bob")
    created = api(boss).post("/api/leagues/", {"name": "Core TM", "ruleset": "team_manager",
                                               "settings": {"season_length": "long"}}, format="json")
    assert created.status_code == 201, created.content
    league_id = created.json()["id"]
    ann = api(ann_user).post(f"/api/team-manager/leagues/{league_id}/join/", {"name": "Ann"}, format="json").json()
    bob = api(bob_user).post(f"/api/team-manager/leagues/{league_id}/join/", {"name": "Bob"}, format="json").json()
    cy_user = make_user("core-cy")
    cy = api(cy_user).post(f"/api/team-manager/leagues/{league_id}/join/", {"name": "Cy"}, format="json").json()
    game = api(boss).post(f"/api/team-manager/leagues/{league_id}/games/", {"seats": [
        {"team": ann["id"], "card_team": "humans"}, {"team": bob["id"], "card_team": "orcs"},
        {"team": cy["id"], "card_team": "chaos"}]}, format="json")
    assert game.status_code == 201, game.content
    assert game.json()["weeks"] == 6  # §16.3 Long Season
