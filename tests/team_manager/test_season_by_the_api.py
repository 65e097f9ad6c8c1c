"""A Team Manager season of three managers entered week by week through the API (§7), each week confirmed
by the other two, ending by §14: End of Game fans (§14.2), a tie on fans broken by tie-break 1, most upgrades
gained (§14.4). The season's end goes through the core's result report and counts in the series table."""

import pytest

from games.team_manager.models import Week, WeekLine
from league.models import Fixture
from matches.models import ResultReport
from tests.api_errors import messages
from tests.team_manager.helpers import api, league_of_managers, line, week

pytestmark = pytest.mark.django_db


def test_a_season_week_by_week_won_on_tie_break_1(make_user):
    league, boss, m = league_of_managers(make_user)
    (ann_user, ann), (bob_user, bob), (cy_user, cy) = m["ann"], m["bob"], m["cy"]

    started = api(boss).post(f"/api/team-manager/leagues/{league.pk}/games/", {"seats": [
        {"team": ann.pk, "card_team": "dwarfs"}, {"team": bob.pk, "card_team": "orcs"},
        {"team": cy.pk, "card_team": "skaven"}]}, format="json")
    assert started.status_code == 201, started.content
    game = started.json()
    assert game["weeks"] == 5 and not game["two_managers"]  # §7: a season of five weeks
    url = f"/api/team-manager/games/{game['id']}"

    weeks = [
        # §8.4 / §6.6: two News and two Tournament cards, then The Blood Bowl in week 5.
        (ann_user, week(1, "news", line(ann, 3, star_players=1), line(bob, 2), line(cy, 1, cheat_tokens=2),
                        matchups=[{"kind": "highlight", "name": "Unsportsmanlike Conduct",
                                   "results": [{"team": ann.pk, "result": "win", "fans": 3},
                                               {"team": bob.pk, "result": "loss", "fans": 1}]}])),
        (bob_user, week(2, "tournament", line(ann, 2), line(bob, 3, team_upgrades=1), line(cy, 0, fans_lost=3))),
        (cy_user, week(3, "news", line(ann, 1, staff_upgrades=1), line(bob, 1), line(cy, 4))),
        (ann_user, week(4, "tournament", line(ann, 2), line(bob, 2, staff_upgrades=1), line(cy, 1))),
        (bob_user, week(5, "blood_bowl", line(ann, 2), line(bob, 1, star_players=1), line(cy, 2))),
    ]
    confirmers = {ann_user: (bob_user, cy_user), bob_user: (ann_user, cy_user), cy_user: (ann_user, bob_user)}
    for enterer, entry in weeks:
        answer = api(enterer).post(f"{url}/weeks/", entry, format="json")
        assert answer.status_code == 201, answer.content
        assert answer.json()["status"] == "pending"
        first, second = confirmers[enterer]
        assert api(first).post(f"{url}/weeks/{entry['number']}/confirm/").json()["status"] == "pending"
        assert api(second).post(f"{url}/weeks/{entry['number']}/confirm/").json()["status"] == "confirmed"

    sixth = api(ann_user).post(f"{url}/weeks/", week(6, "news", line(ann, 1), line(bob), line(cy)), format="json")
    assert sixth.status_code == 400 and "this season lasts 5 weeks: there is no week 6 (§7)" in messages(sixth)
    assert Week.objects.count() == 5

    state = api().get(f"{url}/").json()
    fans = {row["manager"]: row["fans_by_week"] for row in state["managers"]}
    assert fans[cy.pk] == [1, 0, 4, 5, 7]  # §14: Cy lost 3 with 1 fan: the track stops at 00
    assert fans[ann.pk][-1] == 10 and fans[bob.pk][-1] == 9

    # §14.2: Bob's End of Game upgrade gives 1 fan: Ann and Bob are tied on 10 fans.
    ended = api(bob_user).post(f"{url}/end/", {"end_of_game": {str(bob.pk): 1}}, format="json")
    assert ended.status_code == 201, ended.content
    report = ResultReport.objects.get(fixture_id=game["id"])
    # The season's end is a core result report: another manager confirms it through the core API.
    assert api(bob_user).post(f"/api/matches/results/{report.pk}/confirm/").status_code == 403
    assert api(cy_user).post(f"/api/matches/results/{report.pk}/confirm/").status_code == 200

    end = api().get(f"{url}/").json()["end"]
    # §14.4, tie-break 1: Ann gained 2 upgrades (a Star Player, a Staff Upgrade), Bob 3: Bob is Manager of the Year.
    assert (end["winner"], end["decided_by"], end["suspended"]) == (bob.pk, "most_upgrades", [])
    assert [s["section"] for s in end["steps"]] == ["§14.2", "§14.4", "§14.4"]
    fixture = Fixture.objects.get(pk=game["id"])
    assert fixture.status == "played" and [s.result for s in fixture.side_rows()] == ["loss", "win", "loss"]

    series = api().get(f"/api/team-manager/leagues/{league.pk}/").json()
    assert series["manager_of_the_year"] == bob.pk
    assert [(r["name"], r["wins"], r["fans"], r["upgrades"]) for r in series["series"]] == [
        ("Bob", 1, 10, 3), ("Ann", 0, 10, 2), ("Cy", 0, 7, 0)]
    history = api().get(f"/api/team-manager/managers/{bob.pk}/").json()["history"]
    assert history == [{"season": game["id"], "number": 1, "team": "orcs", "fans": 10, "upgrades": 3, "won": True,
                        "suspended": False}]


def _season_of_four_weeks(make_user):
    league, boss, m = league_of_managers(make_user, settings={"season_length": "short"})
    ann, bob, cy = m["ann"][1], m["bob"][1], m["cy"][1]
    game = api(boss).post(f"/api/team-manager/leagues/{league.pk}/games/", {"seats": [
        {"team": ann.pk, "card_team": "humans"}, {"team": bob.pk, "card_team": "chaos"},
        {"team": cy.pk, "card_team": "wood_elves"}]}, format="json").json()
    return league, boss, m, f"/api/team-manager/games/{game['id']}", game


def test_bad_weeks_are_refused_naming_the_rule_and_nothing_is_stored(make_user):
    league, boss, m, url, game = _season_of_four_weeks(make_user)
    (ann_user, ann), (bob_user, bob), cy = m["ann"], m["bob"], m["cy"][1]
    assert game["weeks"] == 4  # §16.2 Short Season

    negative = api(ann_user).post(f"{url}/weeks/", week(1, "news", line(ann, -2), line(bob), line(cy)), format="json")
    assert negative.status_code == 400 and "(§14)" in messages(negative)[0]
    assert "never goes below 00" in messages(negative)[0]
    twice = api(ann_user).post(f"{url}/weeks/", week(1, "news", line(ann, 2), line(ann, 1), line(bob)),
                               format="json")
    assert twice.status_code == 400 and any("Ann is entered twice" in e and "§6.2" in e
                                            for e in messages(twice))
    fifth = api(ann_user).post(f"{url}/weeks/", week(5, "blood_bowl", line(ann), line(bob), line(cy)), format="json")
    assert fifth.status_code == 400 and "this season lasts 4 weeks: there is no week 5 (§16)" in messages(fifth)
    early_blood_bowl = api(ann_user).post(f"{url}/weeks/", week(1, "blood_bowl", line(ann), line(bob), line(cy)),
                                          format="json")
    assert early_blood_bowl.status_code == 400 and "§6.6" in messages(early_blood_bowl)[0]
    assert not Week.objects.exists() and not WeekLine.objects.exists()

    # Enter three weeks; a fourth in the wrong order and an end before the last week are refused (§7, §14.1).
    for n, spike in ((1, "news"), (2, "tournament"), (3, "news")):
        assert api(ann_user).post(f"{url}/weeks/", week(n, spike, line(ann, 1), line(bob), line(cy)),
                                  format="json").status_code == 201
    again = api(bob_user).post(f"{url}/weeks/", week(3, "news", line(ann), line(bob), line(cy)), format="json")
    assert again.status_code == 400 and "already entered" in messages(again)[0]
    early_end = api(ann_user).post(f"{url}/end/", {}, format="json")
    assert early_end.status_code == 400 and "§14.1" in messages(early_end)[0]
    assert not ResultReport.objects.exists()


def test_a_season_reported_all_at_once_at_the_end(make_user):
    """No weeks entered: one manager gives every manager's season; §14 still decides, and a report that
    leaves out the UTM's suspension is refused (§14.5)."""
    league, boss, m, url, game = _season_of_four_weeks(make_user)
    (ann_user, ann), bob, (cy_user, cy) = m["ann"], m["bob"][1], m["cy"]
    totals = {str(ann.pk): {"fans": 12, "star_players": 2}, str(bob.pk): {"fans": 12, "star_players": 2},
              str(cy.pk): {"fans": 6}}
    answer = api(cy_user).post(f"{url}/end/", {"totals": totals}, format="json")
    assert answer.status_code == 201, answer.content
    assert api(ann_user).post(f"{url}/end/confirm/", {}, format="json").status_code == 200
    end = api().get(f"{url}/").json()["end"]
    assert end["winner"] == cy.pk and sorted(end["suspended"]) == sorted([ann.pk, bob.pk])

    # Through the core API every game's report goes, it must say who the UTM suspended (§14.5).
    other = api(boss).post(f"/api/team-manager/leagues/{league.pk}/games/", {"seats": [
        {"team": ann.pk, "card_team": "orcs"}, {"team": bob.pk, "card_team": "dwarfs"},
        {"team": cy.pk, "card_team": "chaos"}]}, format="json").json()
    sides = [{"team": ann.pk, "data": {"team": "orcs", "fans": 9}}, {"team": bob.pk, "data": {"team": "dwarfs", "fans": 9}},
             {"team": cy.pk, "data": {"team": "chaos", "fans": 4}}]
    refused = api(ann_user).post(f"/api/matches/fixtures/{other['id']}/result/", {"sides": sides}, format="json")
    assert refused.status_code == 400 and "(§14.5)" in refused.content.decode()
    assert not ResultReport.objects.filter(fixture_id=other["id"]).exists()
    for side in sides[:2]:
        side["data"]["suspended"] = True
    accepted = api(ann_user).post(f"/api/matches/fixtures/{other['id']}/result/", {"sides": sides}, format="json")
    assert accepted.status_code == 201, accepted.content
    assert [s["score"] for s in accepted.json()["sides"]] == [0, 0, 4]
