"""Shared set-up for the Blitz Bowl league tests: a league with N coaches, and report data."""

from league.services import blitz_bowl as blitz


def make_blitz_league(make_user, coaches: int = 4, *, start: bool = True, quarter_finals: bool = False):
    commissioner = make_user("commish")
    league = blitz.create_league(by=commissioner, name="Blitz Test League", quarter_finals=quarter_finals)
    users, teams = [], []
    for i in range(coaches):
        user = make_user(f"bcoach{i}")
        users.append(user)
        teams.append(blitz.join_league(by=user, league=league, team_name=f"Team {i}", team_chosen="Dwarfs"))
    if start:
        blitz.start_league_games(by=commissioner, league=league)
    return commissioner, league, users, teams


def side(touchdowns=0, cards_claimed=0, card_points=0, sweeps=0, injuries_caused=0, traits_used=()):
    return {"touchdowns": touchdowns, "cards_claimed": cards_claimed, "card_points": card_points,
            "sweeps": sweeps, "injuries_caused": injuries_caused, "traits_used": list(traits_used)}


def user_of(users, teams, team):
    return users[[t.pk for t in teams].index(team.pk)]


def play(game, users, teams, *, home=None, away=None, ending="end_of_deck"):
    """Report and confirm a game (home coach reports, away coach confirms)."""
    home = home if home is not None else side(touchdowns=2, cards_claimed=1, card_points=2, injuries_caused=1)
    away = away if away is not None else side(touchdowns=1, cards_claimed=2, card_points=3)
    blitz.submit_report(by=user_of(users, teams, game.home), game=game, home=home, away=away, ending=ending)
    return blitz.confirm_report(by=user_of(users, teams, game.away), game=game)
