"""Shared set-up for the Blitz Bowl league tests: a league with N coaches, and reports sent through the one
result flow (matches/services/results.py) in Blitz Bowl's terms."""

from games.blitz_bowl import services as blitz
from games.blitz_bowl.selectors import game as game_view
from matches.models import ResultReport
from matches.services import results


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


def report(*, by, game, home, away, ending, end_game_rule=False, reason="", dice=None):
    return results.submit_result(fixture=game, user=by, sides=blitz.report_sides(game, home=home, away=away),
                                 match=blitz.match_of(ending=ending, end_game_rule=end_game_rule), reason=reason,
                                 dice=dice)


def confirm(*, by, game, dice=None):
    return results.confirm_result(report=ResultReport.objects.get(fixture=game), user=by, dice=dice)


def dispute(*, by, game, reason):
    return results.dispute_result(report=ResultReport.objects.get(fixture=game), user=by, reason=reason)


def decide(*, by, game, home, away, ending, reason, end_game_rule=False, dice=None):
    """The commissioner's ruling: on the report if there is one, else a commissioner's (final) report."""
    existing = ResultReport.objects.filter(fixture=game).first()
    if existing is None:
        return report(by=by, game=game, home=home, away=away, ending=ending, end_game_rule=end_game_rule,
                      reason=reason, dice=dice)
    return results.decide_result(report=existing, user=by, reason=reason,
                                 sides=blitz.report_sides(game, home=home, away=away),
                                 match=blitz.match_of(ending=ending, end_game_rule=end_game_rule), dice=dice)


def view(game):
    """The game as Blitz Bowl's pages read it: scores, tallies, league points."""
    return game_view(game)


def user_of(users, teams, team):
    return users[[t.pk for t in teams].index(team.pk)]


def play(game, users, teams, *, home=None, away=None, ending="end_of_deck", dice=None):
    """Report and confirm a game (home coach reports, away coach confirms)."""
    home = home if home is not None else side(touchdowns=2, cards_claimed=1, card_points=2, injuries_caused=1)
    away = away if away is not None else side(touchdowns=1, cards_claimed=2, card_points=3)
    report(by=user_of(users, teams, game.home), game=game, home=home, away=away, ending=ending)
    confirm(by=user_of(users, teams, game.away), game=game, dice=dice)
    return view(game)
