"""Blitz Bowl pages and API reads show Blitz Bowl's own terms (rules/blitz-bowl.md §18)."""

from django.test import Client

from engine.dice import Dice
from games.blitz_bowl import services as blitz
from league.models import League
from league.views.leagues import LeagueForm
from tests.api_errors import messages
from tests.league.blitz_helpers import confirm, dispute, make_blitz_league, report, side


def _league_with_a_game(make_user):
    commissioner, league, users, teams = make_blitz_league(make_user, 3)
    game = blitz.arrange_game(by=users[0], league=league, home=teams[0], away=teams[1])
    report(by=users[0], game=game, ending="end_of_deck",
                        home=side(touchdowns=2, cards_claimed=3, card_points=4, injuries_caused=2), away=side(touchdowns=1))
    confirm(by=users[1], game=game, dice=Dice.forcing(4, 4, 5, 5))
    return commissioner, league, users, teams, game


def test_league_page_shows_league_points_and_blitz_terms(make_user):
    commissioner, league, users, teams, game = _league_with_a_game(make_user)
    client = Client()
    client.force_login(commissioner)
    html = client.get(f"/blitz/{league.pk}/").content.decode()
    assert "League points" in html and "Pair round 1" in html and "Start the finals" in html
    assert "Team chosen" in html and "Dwarfs" in html
    assert 'name="viewport"' in html and "table-wrap" in html  # phone: the tables scroll sideways


def test_pairing_a_round_posted_twice_pairs_it_once(make_user):  # a double click, §18.2
    commissioner, league, _, _ = make_blitz_league(make_user, 4)
    client = Client()
    client.force_login(commissioner)
    html = client.get(f"/blitz/{league.pk}/").content.decode()
    assert 'name="round" value="1"' in html
    for _ in range(2):
        response = client.post(f"/blitz/{league.pk}/round/", {"round": "1"}, follow=True)
    assert league.seasons.get().fixtures.count() == 2  # four coaches: one round is two games
    assert "Round 1 is already paired" in response.content.decode()
    client.post(f"/blitz/{league.pk}/round/", {"round": "2"})
    assert league.seasons.get().fixtures.filter(round_number=2).count() == 2
    api = client.post(f"/api/blitz/leagues/{league.pk}/rounds/", {"round": 2}, content_type="application/json")
    assert api.status_code == 400 and "Round 2 is already paired" in api.content.decode()
    assert league.seasons.get().fixtures.count() == 4


def test_coach_roster_page_lists_games_totals_and_traits_with_rule_text(make_user):
    _, league, users, teams, game = _league_with_a_game(make_user)
    client = Client()
    client.force_login(users[0])
    html = client.get(f"/blitz/teams/{teams[0].pk}/").content.decode()
    assert "Coach Roster" in html and "Game 1" in html and "League totals" in html
    assert "Game 10" in html  # the rows still to play, as on the paper sheet
    assert "Loud Celebrator" in html and "A touchdown scores 4 points instead of 3." in html
    assert "Mark used" in html  # the coach may tick it
    other = Client().get(f"/blitz/teams/{teams[0].pk}/").content.decode()
    assert "Loud Celebrator" in other and "Mark used" not in other


def test_game_page_offers_the_report_form_to_its_coaches_only(make_user):
    _, league, users, teams, _ = _league_with_a_game(make_user)
    game = blitz.arrange_game(by=users[0], league=league, home=teams[0], away=teams[2])
    client = Client()
    client.force_login(users[2])
    html = client.get(f"/blitz/fixtures/{game.pk}/").content.decode()
    assert "Send the report" in html and "Sudden Death" in html
    client.force_login(users[1])
    assert "Send the report" not in client.get(f"/blitz/fixtures/{game.pk}/").content.decode()


def test_page_report_with_a_broken_rule_shows_it_and_saves_nothing(make_user):
    _, league, users, teams, _ = _league_with_a_game(make_user)
    game = blitz.arrange_game(by=users[0], league=league, home=teams[0], away=teams[2])
    client = Client()
    client.force_login(users[0])
    data = {"ending": "sudden_death", "home_touchdowns": 1, "away_touchdowns": 0}
    for s in ("home", "away"):
        for n in ("cards_claimed", "card_points", "sweeps", "injuries_caused"):
            data[f"{s}_{n}"] = 0
    response = client.post(f"/blitz/fixtures/{game.pk}/report/", data, follow=True)
    assert "Sudden Death needs a lead of 10" in response.content.decode()
    game.refresh_from_db()
    assert game.status == "scheduled"


def test_api_shows_blitz_terms_league_points_and_the_coach_roster(make_user):
    _, league, users, teams, game = _league_with_a_game(make_user)
    client = Client()
    data = client.get(f"/api/blitz/leagues/{league.pk}/").json()
    assert data["ruleset"] == "blitz_bowl" and data["terms"]["roster"] == "Coach Roster"
    assert data["state_name"] == "League games"
    top = data["league_points"][0]
    assert (top["id"], top["league_points"], top["challenge_cards_claimed"], top["injuries_caused"]) == \
        (teams[0].pk, 3, 3, 2)
    roster = client.get(f"/api/blitz/teams/{teams[0].pk}/roster/").json()
    assert roster["games"][0]["league_points"] == 3 and roster["league_totals"]["league_points"] == 3
    assert roster["coach_traits"][0]["name"] == "Loud Celebrator"
    assert roster["coach_traits"][0]["roll"] == [{"die": "D8", "why": "Coach Trait (2D8)", "result": 4}] * 2


def test_api_broken_rule_is_a_400_naming_the_rule(make_user):
    _, league, users, teams, _ = _league_with_a_game(make_user)
    client = Client()
    client.force_login(users[1])
    response = client.post(f"/api/blitz/leagues/{league.pk}/games/",
                           {"home": teams[1].pk, "away": teams[0].pk}, content_type="application/json")
    assert response.status_code == 400 and "§18.2" in messages(response)[0]


def test_shared_league_pages_lead_to_the_blitz_bowl_pages(make_user):
    _, league, users, teams, _ = _league_with_a_game(make_user)
    client = Client()
    assert client.get(f"/leagues/{league.pk}/")["Location"] == f"/blitz/{league.pk}/"
    assert client.get(f"/teams/{teams[0].pk}/")["Location"] == f"/blitz/teams/{teams[0].pk}/"
    assert client.get(f"/seasons/{league.seasons.get().pk}/")["Location"] == f"/blitz/{league.pk}/"
    client.force_login(users[0])
    assert client.get(f"/leagues/{league.pk}/teams/new/")["Location"] == f"/blitz/{league.pk}/"
    assert "New Blitz Bowl league" in client.get("/").content.decode()


def test_the_shared_new_league_form_can_open_a_blitz_bowl_league(make_user):
    client = Client()
    client.force_login(make_user())
    form = LeagueForm()  # the shared form's defaults, whatever settings it has grown
    data = {name: field.initial for name, field in form.fields.items()
            if field.initial is not None and not isinstance(field.initial, bool)}
    data.update({name: "on" for name, field in form.fields.items() if field.initial is True})
    data.update({"name": "Via the shared form", "ruleset": "blitz_bowl"})
    response = client.post("/leagues/new/", data, follow=True)
    league = League.objects.get(name="Via the shared form")
    assert response.redirect_chain[-1] == (f"/blitz/{league.pk}/", 302)
    assert "Coaches joining" in client.get(f"/blitz/{league.pk}/").content.decode()


def test_shared_pages_and_api_list_blitz_teams_without_a_dungeon_bowl_roster(make_user):
    _, league, users, teams, _ = _league_with_a_game(make_user)
    client = Client()
    client.force_login(users[0])
    dashboard = client.get("/dashboard/")
    assert dashboard.status_code == 200 and "Dwarfs" in dashboard.content.decode()
    response = client.get("/api/teams/")
    assert response.status_code == 200
    assert teams[0].pk in [t["id"] for t in response.json()["results"]]
    assert teams[0].roster_name == "Dwarfs"


def test_the_shared_team_builder_refuses_a_blitz_bowl_league(make_user):
    _, league, users, teams, _ = _league_with_a_game(make_user)
    client = Client()
    client.force_login(make_user("newcomer"))
    response = client.post("/api/teams/", {"league": league.pk, "name": "Built", "roster": "Dwarfs", "hires": {},
                                           "rerolls": 0}, content_type="application/json")
    assert response.status_code == 400 and "join the league on its own page" in response.content.decode()
    assert not league.teams.filter(name="Built").exists()


def test_dashboard_lists_blitz_games_to_play_reports_to_confirm_and_disputes(make_user):
    commissioner, league, users, teams, _ = _league_with_a_game(make_user)
    game = blitz.arrange_game(by=users[0], league=league, home=teams[0], away=teams[2])
    client = Client()
    client.force_login(users[2])
    html = client.get("/dashboard/").content.decode()
    assert game.get_absolute_url() in html  # a game to play, on the core's dashboard
    # The core's fixture link leads to Blitz Bowl's own page for it.
    assert client.get(game.get_absolute_url())["Location"] == f"/blitz/fixtures/{game.pk}/"
    report(by=users[0], game=game, ending="end_of_deck", home=side(touchdowns=1), away=side())
    assert "reported Team 0 v Team 2: confirm or dispute it" in client.get("/dashboard/").content.decode()
    dispute(by=users[2], game=game, reason="no")
    client.force_login(commissioner)
    assert "the report on Team 0 v Team 2 is disputed; decide it" in client.get("/dashboard/").content.decode()


def test_api_lists_blitz_bowl_leagues_only(make_user):
    _, league, _, _, _ = _league_with_a_game(make_user)
    League.objects.create(name="A Dungeon", ruleset="dungeon_bowl")
    assert Client().get("/api/blitz/leagues/").json()["results"] == [
        {"id": league.pk, "name": league.name, "ruleset": "blitz_bowl"}]
