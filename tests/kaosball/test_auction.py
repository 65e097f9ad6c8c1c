"""The pre-game draft and auction of a league match on the web (§27), with forced dice: opened by a coach,
bid and passed in turn through the API, refused when the rules say no (nothing stored), applied once when
submitted twice, acted only for one's own team; the choices stay secret until all have chosen; what was won
is kept with the team for the rest of the league (§5), and a ringer kept by a team is never sold again."""

import pytest
from django.test import Client

from engine.dice import Dice
from games.kaosball import auction_services
from games.kaosball.models import Auction, Holdings
from league.models import Fixture
from tests.api_errors import messages
from tests.kaosball.helpers import api_as, coach_of, make_league

pytestmark = pytest.mark.django_db

# The first-player roll (seat 1 = home), then each reveal takes the pool's first card: tiles brick, brick,
# celerity, enforcement, enforcement, hardy (§27.3: 6 for 2 teams); ringers Cretin, Macho Libre, Panda
# Monium, Panther, T-Bone (§27.4: 5).
FORCED = (1, *[1] * 6, *[1] * 5)


def _open(fixture, user, forced=FORCED) -> Auction:
    dice = Dice.forcing(*forced)
    auction = auction_services.start_auction(by=user, fixture=fixture, dice=dice)
    dice.assert_all_forced_used()
    return auction


def _act(user, fixture, team, version, **action):
    return api_as(user).post(f"/api/kaosball/fixtures/{fixture.pk}/auction/act/",
                             {"team": team.pk, "version": version, **action}, format="json")


@pytest.fixture
def match(make_user):
    boss, league, users, teams = make_league(make_user, 4, prefix="auc")
    fixture = league.seasons.get().fixtures.filter(kind=Fixture.Kind.LEAGUE).order_by("id").first()
    home, away = fixture.home, fixture.away
    return {"boss": boss, "league": league, "fixture": fixture, "home": home, "away": away,
            "home_coach": coach_of(fixture, users, teams, home.pk), "away_coach": coach_of(fixture, users, teams, away.pk),
            "users": users, "teams": teams}


def test_an_auction_from_the_first_lot_to_the_holdings(match):
    fixture, home, away = match["fixture"], match["home"], match["away"]
    hc, ac = match["home_coach"], match["away_coach"]
    _open(fixture, hc)
    dashboard = Client()
    dashboard.force_login(ac)
    assert "the pre-game auction is under way (§27)" in dashboard.get("/dashboard/").content.decode()
    data = api_as(hc).get(f"/api/kaosball/fixtures/{fixture.pk}/auction/").json()
    assert data["phase"] == "tiles" and [s["cash"] for s in data["seats"]] == [10, 10]  # a league match: 10 (§5)
    assert [t["key"] for t in data["tiles"]] == ["brick", "brick", "celerity", "enforcement", "enforcement", "hardy"]
    assert data["to_act"] == home.pk and data["options"]["act"] == "open"

    # §27.3: home opens Celerity at its cost 2, away raises to 3, home passes: away pays 3.
    assert _act(hc, fixture, home, 0, action="open", item="celerity", amount=2).status_code == 200
    assert _act(ac, fixture, away, 1, action="bid", amount=3).status_code == 200
    answer = _act(hc, fixture, home, 2, action="pass")
    assert answer.status_code == 200
    seats = answer.json()["seats"]
    assert [s["cash"] for s in seats] == [10, 7] and seats[1]["tiles_won"] == ["celerity"]
    assert answer.json()["to_act"] == away.pk  # the winner names the next lot

    # Both name no lot: the tile auction is over; the first player opens the ringers (§27.4 reading).
    _act(ac, fixture, away, 3, action="pass")
    state = _act(hc, fixture, home, 4, action="pass").json()
    assert state["phase"] == "ringers" and state["to_act"] == home.pk
    _act(hc, fixture, home, 5, action="open", item="panther", amount=2)
    _act(ac, fixture, away, 6, action="pass")  # home buys Panther for 2
    again = _act(hc, fixture, home, 7, action="open", item="panther", amount=3)
    assert again.status_code == 400
    assert "Panther has already been bought by" in messages(again)[0] and "(§27.4)" in messages(again)[0]
    assert Auction.objects.get().version == 7  # nothing stored
    _act(hc, fixture, home, 7, action="pass")
    state = _act(ac, fixture, away, 8, action="pass").json()
    assert state["phase"] == "choose"

    # §27.5: active tiles within the Active Upgrade Points (3), chosen secretly, revealed together.
    chose = _act(ac, fixture, away, 9, action="choose", tiles=["celerity"], ringer="")
    assert chose.status_code == 200, chose.json()
    hidden = api_as(hc).get(f"/api/kaosball/fixtures/{fixture.pk}/auction/").json()
    assert hidden["seats"][1]["chosen"] and hidden["seats"][1]["active"] is None  # away's choice is secret
    assert _act(hc, fixture, home, 10, action="choose", tiles=[], ringer="panther", position="bruiser").status_code == 200
    done = api_as(ac).get(f"/api/kaosball/fixtures/{fixture.pk}/auction/").json()
    assert done["phase"] == "done" and done["seats"][0]["fielded"] == [{"ringer": "panther", "position": "bruiser"}]
    assert done["settled"]
    assert Holdings.objects.get(team=home).ringers == ["panther"]
    assert Holdings.objects.get(team=away).tiles == ["celerity"]
    team = api_as(ac).get(f"/api/kaosball/teams/{home.pk}/").json()
    assert team["ringers"] == ["panther"] and team["active_upgrade_points"] == 3


def test_bad_bids_are_refused_with_the_rule_and_nothing_is_stored(match):
    fixture, home, away = match["fixture"], match["home"], match["away"]
    hc, ac = match["home_coach"], match["away_coach"]
    _open(fixture, hc)
    before = Auction.objects.get().state
    above = _act(hc, fixture, home, 0, action="open", item="hardy", amount=11)
    assert above.status_code == 400
    assert messages(above) == ["you may not bid more cash than you have (10), not 11 (§27.3)"]
    low = _act(hc, fixture, home, 0, action="open", item="hardy", amount=2)
    assert "at least its printed cost 3, not 2 (§27.3)" in messages(low)[0]
    turn = _act(ac, fixture, away, 0, action="open", item="hardy", amount=3)
    assert turn.status_code == 400 and "it is not your turn" in messages(turn)[0]
    auction = Auction.objects.get()
    assert auction.state == before and auction.version == 0


def test_a_double_submit_applies_once(match):
    fixture, home = match["fixture"], match["home"]
    hc = match["home_coach"]
    _open(fixture, hc)
    assert _act(hc, fixture, home, 0, action="open", item="brick", amount=1).status_code == 200
    twice = _act(hc, fixture, home, 0, action="open", item="brick", amount=1)
    assert twice.status_code == 400 and "has moved on" in messages(twice)[0]
    auction = Auction.objects.get()
    assert auction.version == 1 and [e["t"] for e in auction.state["log"]] == ["reveal", "open"]


def test_only_the_coach_acts_for_a_team_and_only_the_match_opens_it(match, make_user):
    fixture, home, _away = match["fixture"], match["home"], match["away"]
    hc, ac = match["home_coach"], match["away_coach"]
    stranger = make_user("auc-stranger")
    assert api_as(stranger).post(f"/api/kaosball/fixtures/{fixture.pk}/auction/").status_code == 403
    other = next(u for u in match["users"] if u not in (hc, ac))
    assert api_as(other).post(f"/api/kaosball/fixtures/{fixture.pk}/auction/").status_code == 403
    assert Client().post(f"/kaosball/fixtures/{fixture.pk}/auction/start/").status_code == 302  # log in first
    assert not Auction.objects.exists()
    _open(fixture, match["boss"])  # a commissioner may open it
    assert _act(ac, fixture, home, 0, action="open", item="brick", amount=1).status_code == 403  # for another team
    assert _act(stranger, fixture, home, 0, action="pass").status_code == 403
    page = Client()
    page.force_login(ac)
    assert page.post(f"/kaosball/fixtures/{fixture.pk}/auction/act/", {"team": home.pk, "version": 0,
                                                                      "action": "pass"}).status_code == 403
    assert Auction.objects.get().version == 0
    again = api_as(hc).post(f"/api/kaosball/fixtures/{fixture.pk}/auction/")
    assert again.status_code == 400 and "already open (§27)" in messages(again)[0]


def test_what_a_team_keeps_shapes_its_next_auction(match):
    """§5, §28.2: a ringer kept by a team of the league is not revealed again; a Sexy Contract gives +3 cash."""
    league, fixture, home = match["league"], match["fixture"], match["home"]
    Holdings.objects.filter(team=home).update(ringers=["cretin_the_ettin"], tiles=["sexy_contract"])
    auction = _open(fixture, match["home_coach"])
    state = auction.state
    assert "cretin_the_ettin" not in state["ringers"] and state["ringers"][0] == "macho_libre"
    assert "sexy_contract" not in state["tiles"]
    assert state["cash"] == [13, 10] and state["tiles_owned"][0] == ["sexy_contract"]
    friendly_teams = [t for t in match["teams"] if t.pk != home.pk][:3]
    from games.kaosball import services

    friendly = services.arrange_friendly(by=match["boss"], league=league, teams=friendly_teams)
    forced = (1, *[1] * 7, *[1] * 6)  # 3 teams: 7 tiles, 6 ringers
    cash = _open(friendly, match["boss"], forced).state["cash"]
    assert cash == [12, 12, 12]  # a friendly starts with 12 (§5, §12.2)


def test_the_live_page_and_its_fragment(match):
    fixture, home = match["fixture"], match["home"]
    hc = match["home_coach"]
    page = Client()
    page.force_login(hc)
    assert "Open the auction" in page.get(f"/kaosball/fixtures/{fixture.pk}/auction/").content.decode()
    page.post(f"/kaosball/fixtures/{fixture.pk}/auction/start/")
    state = Auction.objects.get().state
    first = state["teams"][state["first"]]
    if first != home.pk:  # the die gave the away team the first-player marker: act as its coach
        page.force_login(match["away_coach"])
        home = match["away"]
    tile = state["tiles"][0]
    html = page.get(f"/kaosball/fixtures/{fixture.pk}/auction/").content.decode()
    assert 'hx-trigger="every 2s"' in html and "Open the bidding" in html
    unchanged = page.get(f"/kaosball/fixtures/{fixture.pk}/auction/?seen=0", HTTP_HX_REQUEST="true")
    assert unchanged.status_code == 204  # nothing new: the page keeps what the coach is typing
    answer = page.post(f"/kaosball/fixtures/{fixture.pk}/auction/act/", {
        "team": home.pk, "version": 0, "action": "open", "item": tile, "amount": 99}, HTTP_HX_REQUEST="true")
    assert answer.status_code == 200 and "more cash than you have (10), not 99 (§27.3)" in answer.content.decode()
    fragment = page.get(f"/kaosball/fixtures/{fixture.pk}/auction/?seen=0", HTTP_HX_REQUEST="true")
    assert fragment.status_code == 204  # the refusal stored nothing
    page.post(f"/kaosball/fixtures/{fixture.pk}/auction/act/", {"team": home.pk, "version": 0, "action": "open",
                                                                "item": tile, "amount": 3})
    fragment = page.get(f"/kaosball/fixtures/{fixture.pk}/auction/?seen=0", HTTP_HX_REQUEST="true")
    assert fragment.status_code == 200 and "<html" not in fragment.content.decode()
    assert "Waiting for" in fragment.content.decode()


def test_two_ringers_need_an_active_enforcement(match):
    """§27.5, §28.2: one ringer on the pitch, one more for each active Enforcement (through the API's list)."""
    fixture, home, away = match["fixture"], match["home"], match["away"]
    hc, ac = match["home_coach"], match["away_coach"]
    _open(fixture, hc)
    steps = [(hc, home, {"action": "open", "item": "enforcement", "amount": 3}), (ac, away, {"action": "pass"}),
             (hc, home, {"action": "pass"}), (ac, away, {"action": "pass"}),  # tiles over
             (hc, home, {"action": "open", "item": "macho_libre", "amount": 1}), (ac, away, {"action": "pass"}),
             (hc, home, {"action": "open", "item": "panda_monium", "amount": 2}), (ac, away, {"action": "pass"}),
             (hc, home, {"action": "pass"}), (ac, away, {"action": "pass"})]
    for version, (user, team, action) in enumerate(steps):
        answer = _act(user, fixture, team, version, **action)
        assert answer.status_code == 200, answer.json()
    two = [{"ringer": "macho_libre", "position": "runner"}, {"ringer": "panda_monium", "position": "bruiser"}]
    refused = _act(hc, fixture, home, 10, action="choose", tiles=[], ringers=two)
    assert refused.status_code == 400 and "(§27.5)" in messages(refused)[0]
    chosen = _act(hc, fixture, home, 10, action="choose", tiles=["enforcement"], ringers=two)
    assert chosen.status_code == 200, chosen.json()
    assert chosen.json()["seats"][0]["fielded"] == two and chosen.json()["seats"][0]["cash"] == 4
