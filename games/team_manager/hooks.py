"""How Team Manager joins the core: its pages (league/games.py) and the result flow (matches/hooks.py).

A season's end must agree with the weeks entered (§14.1), so the ruleset's check is given each manager's
totals from the weeks and the managers' names.
"""

from games.team_manager.models import Game
from games.team_manager.selectors import RULESET, actions_for_coach, actions_for_commissioner, names_of, week_totals
from league.games import GamePages, register_pages
from matches.hooks import result_context


def weeks_entered(sender, fixture, **kwargs):
    if fixture.season.league.ruleset != RULESET:
        return None
    game = Game.objects.filter(fixture=fixture).first()
    if game is None:
        return None
    return {"names": names_of(game), "weeks": week_totals(game)}


def connect() -> None:
    register_pages(RULESET, GamePages(league="tm-league", team="tm-manager", fixture="tm-game",
                                      coach_actions=actions_for_coach, commissioner_actions=actions_for_commissioner,
                                      new_league="tm-league-new",
                                      new_league_label="New Team Manager league"))
    result_context.connect(weeks_entered, dispatch_uid="team_manager.weeks_entered")
