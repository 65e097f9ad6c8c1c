"""How Blitz Bowl joins the core: its pages (league/games.py) and the result flow (matches/hooks.py).

A report may only tick Coach Traits the coach held before the game (§18.8), so the ruleset's check is
given them; once a result is final both coaches roll for a trait after a league game, or the next
knock-out round is drawn after a finals game (§18.4, §18.5).
"""

from games.blitz_bowl.selectors import RULESET, actions_for_coach, traits_usable_in
from games.blitz_bowl.services import bracket_completed, result_recorded
from league.games import GamePages, register_pages
from league.games import bracket_completed as bracket_completed_signal
from matches.hooks import result_confirmed, result_context


def _is_blitz(fixture) -> bool:
    return fixture.season.league.ruleset == RULESET


def traits_held(sender, fixture, **kwargs):
    if not _is_blitz(fixture):
        return None
    return {team: [t.trait for t in traits_usable_in(fixture, team)] for team in (fixture.home_id, fixture.away_id)}


def after_result(sender, fixture, dice=None, **kwargs):
    if _is_blitz(fixture):
        result_recorded(fixture=fixture, dice=dice)


def after_bracket(sender, bracket, **kwargs):
    if bracket.season.league.ruleset == RULESET:
        bracket_completed(bracket=bracket)


def connect() -> None:
    register_pages(RULESET, GamePages(league="blitz-league", team="blitz-roster", fixture="blitz-fixture",
                                      coach_actions=actions_for_coach, new_league="blitz-league-new",
                                      new_league_label="New Blitz Bowl league"))
    result_context.connect(traits_held, dispatch_uid="blitz_bowl.traits_held")
    result_confirmed.connect(after_result, dispatch_uid="blitz_bowl.after_result")
    bracket_completed_signal.connect(after_bracket, dispatch_uid="blitz_bowl.after_bracket")
