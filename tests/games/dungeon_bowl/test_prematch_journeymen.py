"""§5.2: a journeyman is a Lineman from one of the College's Lineman options, and the coach chooses which.
The pre-match sheet proposes the cheapest and offers the others; the choice moves CTV and so Petty Cash
(§5.3), is the coach's alone, and is closed once a team has bought inducements."""

import pytest
from django.core.exceptions import PermissionDenied, ValidationError
from django.test import Client
from django.urls import reverse
from rest_framework.test import APIClient

from games.dungeon_bowl.models import PreMatchSheet
from games.dungeon_bowl.services.journeymen import hire_fixture_journeymen
from games.dungeon_bowl.services.prematch import buy_inducements, choose_journeymen, live_sheet
from league.models import Player
from tests.games.dungeon_bowl.test_prematch import DWARF_BLOCKER, GNOBLAR, match  # noqa: F401 (a pytest fixture)

BLOODBORN = 50_000  # College of Fire's Bloodborn Marauder Lineman


@pytest.fixture
def short(match):  # noqa: F811
    """The home team has 9 players available: 2 journeymen."""
    fx = match
    Player.objects.filter(pk__in=list(fx.home.players.order_by("number").values_list("pk", flat=True)[:2])).update(
        miss_next_game=True)
    return fx


def _page(user, fx):
    c = Client()
    c.force_login(user)
    return c, c.get(reverse("matches:prematch", args=[fx.pk])).content.decode()


def test_the_sheet_offers_the_lineman_options_cheapest_first(short):
    fx = short
    _, page = _page(fx.home.coach.user, fx)
    assert 'name="position"' in page
    options = page[page.index('name="position"'):page.index("</select>", page.index('name="position"'))]
    assert options.index("Gnoblar") < options.index("Bloodborn") < options.index("Dwarf")
    assert 'value="gnoblar_lineman" selected' in options
    _, other = _page(fx.away.coach.user, fx)  # the away team needs none, and may not choose the home team's
    assert 'name="position"' not in other


def test_choosing_a_lineman_option_sets_ctv_and_petty_cash_and_the_journeymen_hired(short):
    fx = short
    assert live_sheet(fx).home_ctv == 9 * DWARF_BLOCKER + 2 * GNOBLAR
    c, _ = _page(fx.home.coach.user, fx)
    r = c.post(reverse("matches:choose-journeymen", args=[fx.pk]), {"position": "bloodborn_marauder_lineman"}, follow=True)
    assert "Journeymen chosen" in r.content.decode() and "Bloodborn Marauder" in r.content.decode()
    sheet = PreMatchSheet.objects.get(fixture=fx)
    assert sheet.home_journeyman_position == "bloodborn_marauder_lineman"
    assert sheet.home_ctv == 9 * DWARF_BLOCKER + 2 * BLOODBORN
    assert sheet.home_petty_cash == 11 * DWARF_BLOCKER - sheet.home_ctv  # §5.3: exactly the difference
    hired = hire_fixture_journeymen(fixture=fx, team=fx.home, side="home", ruleset=fx.season.league.rules)
    assert len(hired) == 2 and hired[0].position == "bloodborn_marauder_lineman" and "Loner (4+)" in hired[0].skills
    assert hired[0].hired_for_id == fx.pk


def test_an_option_outside_the_college_is_refused_and_nothing_changes(short):
    fx = short
    with pytest.raises(ValidationError, match="§5.2"):
        choose_journeymen(fixture=fx, team=fx.home, user=fx.home.coach.user, position="orc_lineman")
    with pytest.raises(ValidationError, match="§5.2"):
        choose_journeymen(fixture=fx, team=fx.home, user=fx.home.coach.user, position="dwarf_blitzer")
    with pytest.raises(ValidationError, match="no journeymen"):
        choose_journeymen(fixture=fx, team=fx.away, user=fx.away.coach.user, position="bloodborn_marauder_lineman")
    assert not PreMatchSheet.objects.exists()


def test_only_the_teams_coach_chooses_page_and_api(short):
    fx = short
    with pytest.raises(PermissionDenied):
        choose_journeymen(fixture=fx, team=fx.home, user=fx.away.coach.user, position="bloodborn_marauder_lineman")
    api = APIClient()
    api.force_authenticate(fx.away.coach.user)
    url = f"/api/matches/fixtures/{fx.pk}/prematch/journeymen/"
    assert api.post(url, {"team": fx.home_id, "position": "bloodborn_marauder_lineman"}, format="json").status_code == 403
    from tests import schedule_factories as f
    c = Client()
    c.force_login(f.user())
    assert c.post(reverse("matches:choose-journeymen", args=[fx.pk]), {"position": "gnoblar_lineman"}).status_code == 403
    assert not PreMatchSheet.objects.exists()
    api.force_authenticate(fx.home.coach.user)
    r = api.post(url, {"team": fx.home_id, "position": "bloodborn_marauder_lineman"}, format="json")
    assert r.status_code == 200 and r.json()["home"]["journeyman_position"] == "bloodborn_marauder_lineman"


def test_no_choice_once_a_team_has_bought(short):
    fx = short
    buy_inducements(fixture=fx, team=fx.home, user=fx.home.coach.user, purchases={})
    with pytest.raises(ValidationError, match="§5.3"):
        choose_journeymen(fixture=fx, team=fx.home, user=fx.home.coach.user, position="bloodborn_marauder_lineman")
    assert PreMatchSheet.objects.get(fixture=fx).home_journeyman_position == "gnoblar_lineman"
    _, page = _page(fx.home.coach.user, fx)
    assert 'name="position"' not in page
