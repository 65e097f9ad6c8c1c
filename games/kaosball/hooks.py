"""How Kaosball joins the core: its pages (league/games.py) and the end of its play-offs.

The league, team and fixture pages of the core send a Kaosball object on to Kaosball's own page; the
dashboard lists the auctions waiting on a coach; a report is checked with the league's settings; once the
bracket is complete the league is closed.
"""

from django.utils.translation import gettext_lazy

from games.kaosball import simulation
from games.kaosball.rules import RULESET
from games.kaosball.selectors import actions_for_coach
from games.kaosball.services import bracket_completed
from league.games import GamePages, register_pages
from league.games import bracket_completed as bracket_completed_signal
from matches.hooks import Simulator, register_simulator, result_context


def league_settings(sender, fixture, **kwargs):
    """The ruleset's check reads the league's settings (may a league match stand level? §23)."""
    league = fixture.season.league
    return {"settings": league.options} if league.ruleset == RULESET else None


def after_bracket(sender, bracket, **kwargs):
    if bracket.season.league.ruleset == RULESET:
        bracket_completed(bracket=bracket)


def connect() -> None:
    register_pages(RULESET, GamePages(league="kaosball-league", team="kaosball-team", fixture="kaosball-fixture",
                                      coach_actions=actions_for_coach, new_league="kaosball-league-new",
                                      new_league_label=gettext_lazy("New Kaosball league")))
    register_simulator(RULESET, Simulator(play=simulation.play, replay="kaosball-fixture"))
    result_context.connect(league_settings, dispatch_uid="kaosball.league_settings")
    bracket_completed_signal.connect(after_bracket, dispatch_uid="kaosball.after_bracket")
