"""§5 pre-match: journeymen to reach 11 (§5.2), Petty Cash from the CTV difference (§5.3), inducements
from Petty Cash and Treasury within their limits (§5.4, §5.5, §12) — one sheet both coaches see."""

import pytest
from django.core.exceptions import PermissionDenied, ValidationError
from django.test import Client
from django.urls import reverse
from rest_framework.test import APIClient

from games.dungeon_bowl.models import InducementPurchase, PreMatchSheet
from games.dungeon_bowl.services.prematch import buy_inducements, live_sheet
from league.models import Fixture, Player, Season, Team
from league.services.schedule import generate_schedule
from tests import schedule_factories as f

DWARF_BLOCKER = 70_000
GNOBLAR = 15_000  # the cheapest College of Fire Lineman: the sheet proposes it for journeymen


@pytest.fixture
def match(db):
    commish = f.user()
    lg = f.league(commissioner=commish)
    s = f.season(lg)
    d = f.division(s, teams=4, roster="fire")
    generate_schedule(season=s, user=commish)
    Season.objects.filter(pk=s.pk).update(state=Season.State.REGULAR_SEASON)
    fx = Fixture.objects.filter(round__division=d, round__number=1).select_related("home", "away").order_by("id").first()
    Player.objects.filter(team__in=[fx.home, fx.away]).update(value=DWARF_BLOCKER, hiring_fee=DWARF_BLOCKER)
    return fx


def test_journeymen_bring_available_players_to_eleven_and_count_in_ctv(match):
    fx = match
    # two of the home players miss this match (MNG): 9 available, 2 journeymen (§5.2, §4.8)
    mng = list(fx.home.players.order_by("number")[:2])
    Player.objects.filter(pk__in=[p.pk for p in mng]).update(miss_next_game=True)
    sheet = live_sheet(fx)
    assert sheet.home_journeymen == 2 and sheet.home_journeyman_position == "gnoblar_lineman"
    assert sheet.home_ctv == 9 * DWARF_BLOCKER + 2 * GNOBLAR
    assert sheet.away_journeymen == 0 and sheet.away_ctv == 11 * DWARF_BLOCKER


def test_petty_cash_is_the_ctv_difference_for_the_lower_team_only(match):
    fx = match
    Player.objects.filter(pk=fx.away.players.first().pk).update(value=DWARF_BLOCKER + 40_000)
    sheet = live_sheet(fx)
    assert (sheet.home_petty_cash, sheet.away_petty_cash) == (40_000, 0)


def test_both_coaches_see_the_same_sheet_page_and_api(match):
    fx = match
    Player.objects.filter(pk=fx.away.players.first().pk).update(value=DWARF_BLOCKER + 40_000)
    pages = []
    for user in (fx.home.coach.user, fx.away.coach.user):
        c = Client()
        c.force_login(user)
        html = c.get(reverse("matches:prematch", args=[fx.pk])).content.decode()
        pages.append(html[html.index("<h1>"):html.index("<form") if "<form" in html else None])
        assert "40,000 gp" in html
    api = APIClient().get(f"/api/matches/fixtures/{fx.pk}/prematch/").json()
    assert api["home"]["petty_cash"] == 40_000 and api["away"]["ctv"] == 11 * DWARF_BLOCKER + 40_000


def test_buying_spends_petty_cash_first_then_treasury_and_freezes_the_sheet(match):
    fx = match
    Player.objects.filter(pk=fx.away.players.first().pk).update(value=DWARF_BLOCKER + 150_000)
    Team.objects.filter(pk=fx.home_id).update(treasury=120_000)
    sheet = buy_inducements(fixture=fx, team=fx.home, user=fx.home.coach.user,
                            purchases={"extra_team_training": 1, "bright_wizard": 1})
    assert (sheet.home_paid_petty_cash, sheet.home_paid_treasury) == (150_000, 50_000)
    fx.home.refresh_from_db()
    assert fx.home.treasury == 70_000
    assert {p.inducement: p.count for p in InducementPurchase.objects.filter(team=fx.home)} == {
        "extra_team_training": 1, "bright_wizard": 1}
    # frozen: later roster changes do not move the figures both coaches agreed on
    Player.objects.filter(team=fx.away).update(value=10_000)
    assert PreMatchSheet.objects.get(fixture=fx).home_petty_cash == 150_000
    with pytest.raises(ValidationError, match="already bought"):
        buy_inducements(fixture=fx, team=fx.home, user=fx.home.coach.user, purchases={"bribes": 0})


@pytest.mark.parametrize(
    "purchases, rule",
    [
        ({"extra_team_training": 9}, "§12.2"),  # 0-8
        ({"bribes": 4}, "§12.2"),  # 0-3
        ({"grey_wizard": 1}, "own College"),  # a College of Fire team hires the Bright Wizard only
        ({"bribes": 2}, "§5.4"),  # 200,000 gp but only 100,000 gp available
    ],
)
def test_inducements_outside_the_rules_are_refused_and_nothing_is_spent(match, purchases, rule):
    fx = match
    Team.objects.filter(pk=fx.home_id).update(treasury=100_000)
    with pytest.raises(ValidationError) as err:
        buy_inducements(fixture=fx, team=fx.home, user=fx.home.coach.user, purchases=purchases)
    assert any(rule in m for m in err.value.messages)
    fx.home.refresh_from_db()
    assert fx.home.treasury == 100_000
    assert not InducementPurchase.objects.exists()
    assert not PreMatchSheet.objects.filter(home_bought_at__isnull=False).exists()


def test_only_the_teams_coach_buys_page_and_api(match):
    fx = match
    Team.objects.filter(pk=fx.home_id).update(treasury=100_000)
    with pytest.raises(PermissionDenied):
        buy_inducements(fixture=fx, team=fx.home, user=fx.away.coach.user, purchases={"bribes": 1})
    stranger = f.user()
    c = Client()
    c.force_login(stranger)
    assert c.post(reverse("matches:buy-inducements", args=[fx.pk]), {"bribes": 1}).status_code == 403
    api = APIClient()
    api.force_authenticate(fx.away.coach.user)
    r = api.post(f"/api/matches/fixtures/{fx.pk}/prematch/buy/", {"team": fx.home_id, "purchases": {"bribes": 1}}, format="json")
    assert r.status_code == 403
    assert APIClient().post(f"/api/matches/fixtures/{fx.pk}/prematch/buy/", {"team": fx.home_id, "purchases": {}}, format="json").status_code in (401, 403)
    fx.home.refresh_from_db()
    assert fx.home.treasury == 100_000 and not InducementPurchase.objects.exists()
    # the home coach can, through the page
    c.force_login(fx.home.coach.user)
    r = c.post(reverse("matches:buy-inducements", args=[fx.pk]), {"bribes": 1}, follow=True)
    assert "Inducements bought" in r.content.decode()
    fx.home.refresh_from_db()
    assert fx.home.treasury == 0


def test_no_buying_once_the_match_is_reported(match):
    fx = match
    Fixture.objects.filter(pk=fx.pk).update(status=Fixture.Status.REPORTED)
    fx.refresh_from_db()
    with pytest.raises(ValidationError, match="before the match"):
        buy_inducements(fixture=fx, team=fx.home, user=fx.home.coach.user, purchases={})
