"""A Team Manager season of three managers entered week by week through the pages, ending by §14.5: Ann
and Cy are tied on fans and on upgrades gained (tie-break 1 cannot separate them), so the UTM investigation
suspends both, they lose all their fans, and Bob — the remaining manager with most fans — is Manager of the
Year. The league page shows the series table, the manager page the history; fragments answer HTMX."""

import pytest
from django.test import Client

from games.team_manager.models import Game, Week
from league.models import AuditEntry
from tests.team_manager.helpers import league_of_managers

pytestmark = pytest.mark.django_db


def browser(user=None) -> Client:
    client = Client()
    if user is not None:
        client.force_login(user)
    return client


def week_form(number, spike, lines):
    data = {"number": number, "spike": spike}
    for team, values in lines.items():
        for key, value in values.items():
            data[f"m{team.pk}_{key}"] = value
    return data


def test_a_season_week_by_week_through_the_pages_won_after_the_utm_investigation(make_user):
    league, boss, m = league_of_managers(make_user)
    (ann_user, ann), (bob_user, bob), (cy_user, cy) = m["ann"], m["bob"], m["cy"]
    started = browser(boss).post(f"/team-manager/{league.pk}/games/", {
        "manager_0": ann.pk, "team_0": "humans", "manager_1": bob.pk, "team_1": "dwarfs",
        "manager_2": cy.pk, "team_2": "chaos"})
    game = Game.objects.get()
    assert started.status_code == 302 and started["Location"] == f"/team-manager/games/{game.fixture_id}/"
    page = f"/team-manager/games/{game.fixture_id}/"
    assert "Enter week 1" in browser(ann_user).get(page).content.decode()

    season = [
        (1, "news", {ann: {"fans_gained": 2, "star_players": 1}, bob: {"fans_gained": 1}, cy: {"fans_gained": 3}}),
        (2, "tournament", {ann: {"fans_gained": 3}, bob: {"fans_gained": 2, "team_upgrades": 1},
                           cy: {"fans_gained": 1, "staff_upgrades": 1}}),
        (3, "news", {ann: {"fans_gained": 1}, bob: {"fans_gained": 1}, cy: {"fans_gained": 2, "fans_lost": 1}}),
        (4, "tournament", {ann: {"fans_gained": 1, "team_upgrades": 1}, bob: {"fans_gained": 0},
                           cy: {"fans_gained": 1, "star_players": 1}}),
        (5, "blood_bowl", {ann: {"fans_gained": 1}, bob: {"fans_gained": 1}, cy: {"fans_gained": 2}}),
    ]
    enterers = [ann_user, bob_user, cy_user, ann_user, bob_user]
    for (number, spike, lines), enterer in zip(season, enterers, strict=True):
        sent = browser(enterer).post(f"{page}weeks/", week_form(number, spike, lines))
        assert sent.status_code == 302
        for other in (ann_user, bob_user, cy_user):
            if other is not enterer:
                html = browser(other).get(page).content.decode()
                assert f"Confirm week {number}" in html
                assert browser(other).post(f"{page}weeks/{number}/confirm/").status_code == 302
        assert Week.objects.get(game=game, number=number).status == Week.Status.CONFIRMED

    # Ann: 2+3+1+1+1 = 8 fans, 2 upgrades; Cy: 3+1+1+1+2 = 8 fans, 2 upgrades; Bob: 5 fans, 1 upgrade.
    html = browser().get(page).content.decode()
    assert f'action="{page}end/"' not in html  # only the season's managers (or a commissioner) report its end
    assert f'action="{page}end/"' in browser(cy_user).get(page).content.decode()
    assert browser(cy_user).post(f"{page}end/", {}).status_code == 302
    assert browser(ann_user).post(f"{page}end/confirm/").status_code == 302

    html = browser().get(page).content.decode()
    assert "UTM investigation: Ann, Cy are suspended and lose all their fans" in html  # §14.5
    assert "Bob has the most fans (5): Manager of the Year" in html  # §14.5: the remaining manager with most fans
    assert "suspended (§14.5)" in html

    league_html = browser().get(f"/team-manager/{league.pk}/").content.decode()
    assert "Manager of the Year" in league_html and "Bob" in league_html
    fragment = browser().get(f"/team-manager/{league.pk}/", HTTP_HX_REQUEST="true").content.decode()
    assert fragment.startswith('<div id="tm-series">') and "<html" not in fragment
    board = browser().get(page, HTTP_HX_REQUEST="true").content.decode()
    assert board.lstrip().startswith('<div id="tm-scoreboard">')
    history = browser().get(f"/team-manager/managers/{ann.pk}/").content.decode()
    assert "suspended by the UTM (§14.5)" in history and "Guardie del Reikland" in history


def test_a_bad_week_from_the_page_shows_the_rule_and_stores_nothing(make_user):
    league, boss, m = league_of_managers(make_user)
    (ann_user, ann), (_, bob), (_, cy) = m["ann"], m["bob"], m["cy"]
    browser(boss).post(f"/team-manager/{league.pk}/games/", {
        "manager_0": ann.pk, "team_0": "humans", "manager_1": bob.pk, "team_1": "dwarfs",
        "manager_2": cy.pk, "team_2": "chaos"})
    game = Game.objects.get()
    page = f"/team-manager/games/{game.fixture_id}/"
    answer = browser(ann_user).post(f"{page}weeks/", week_form(1, "news", {ann: {"fans_lost": -1}, bob: {}, cy: {}}),
                                    follow=True)
    assert "never goes below 00 (§14)" in answer.content.decode()
    assert not Week.objects.exists()
    twice = browser(boss).post(f"/team-manager/{league.pk}/games/", {
        "manager_0": ann.pk, "team_0": "humans", "manager_1": ann.pk, "team_1": "dwarfs"}, follow=True)
    assert "A manager sits at the table once" in twice.content.decode() and Game.objects.count() == 1


def test_a_disputed_week_is_ruled_by_the_commissioner_and_audited(make_user):
    league, boss, m = league_of_managers(make_user, names=("ann", "bob"))
    (ann_user, ann), (bob_user, bob) = m["ann"], m["bob"]
    browser(boss).post(f"/team-manager/{league.pk}/games/", {
        "manager_0": ann.pk, "team_0": "skaven", "manager_1": bob.pk, "team_1": "orcs"})
    game = Game.objects.get()
    assert (game.weeks, game.two_managers) == (4, True)  # §16.1: four weeks, a tournament each
    page = f"/team-manager/games/{game.fixture_id}/"
    browser(ann_user).post(f"{page}weeks/", week_form(1, "tournament", {ann: {"fans_gained": 9}, bob: {}}))
    browser(bob_user).post(f"{page}weeks/1/dispute/", {"reason": "Ann won 3, not 9"})
    assert Week.objects.get().status == Week.Status.DISPUTED
    assert browser(ann_user).post(f"{page}weeks/1/confirm/").status_code == 403  # not her own week
    assert Week.objects.get().status == Week.Status.DISPUTED
    browser(boss).post(f"{page}weeks/1/rule/", {"reason": "scoreboards checked"})
    assert Week.objects.get().status == Week.Status.CONFIRMED
    assert AuditEntry.objects.filter(league=league, action="rule week").exists()


def test_the_scoring_helper_page_and_its_fragment(client):
    """§12.5's scoring example on the helper: 6 all, the Humans hold the ball and win."""
    query = ("?kind=highlight&s0_name=Chaos&s0p0_power=3&s0p0_t0=power_3&s0p1_power=2&s0p1_t0=fan_frenzy_1"
             "&s0p1_t1=ejection&s1_name=Humans&s1_zone=1&s1p0_power=2&s1p1_power=2&s1p1_fans=1&ball=s1p1&central=2")
    html = client.get(f"/team-manager/helper/{query}").content.decode()
    assert "Matchup scoring helper" in html and "ejected" in html
    assert '<option value="ejection" selected>' in html  # without HTMX the form keeps what was sent
    fragment = client.get(f"/team-manager/helper/{query}", HTTP_HX_REQUEST="true").content.decode()
    assert fragment.startswith('<div id="tm-helper-result">')
    assert "<td>win</td><td class=\"num\">4</td>" in fragment.replace("\n", "")


def test_the_manager_who_entered_a_week_corrects_it_from_the_page(make_user):
    league, boss, m = league_of_managers(make_user)
    (ann_user, ann), (bob_user, bob), (_, cy) = m["ann"], m["bob"], m["cy"]
    browser(boss).post(f"/team-manager/{league.pk}/games/", {
        "manager_0": ann.pk, "team_0": "humans", "manager_1": bob.pk, "team_1": "dwarfs",
        "manager_2": cy.pk, "team_2": "chaos"})
    page = f"/team-manager/games/{Game.objects.get().fixture_id}/"
    first = week_form(1, "tournament", {ann: {"fans_gained": 4}, bob: {}, cy: {}})
    first.update({f"x3_{ann.pk}_result": "win", f"x3_{ann.pk}_fans": 3, "x3_name": "Chaos Cup"})
    browser(ann_user).post(f"{page}weeks/", first)
    html = browser(ann_user).get(page).content.decode()
    assert "Correct week 1" in html and 'value="Chaos Cup"' in html
    assert "Correct week 1" not in browser(bob_user).get(page).content.decode()
    browser(ann_user).post(f"{page}weeks/", week_form(1, "tournament", {ann: {"fans_gained": 2}, bob: {}, cy: {}}))
    week = Week.objects.get()
    assert week.lines.get(seat__team=ann).fans_gained == 2 and not week.matchups.exists()
