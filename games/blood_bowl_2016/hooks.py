"""How Blood Bowl 2016 joins the core: its team builder and team page (league/games.py), its fixture page at
the core's matches:fixture, its engine for the core's simulations with the replay (matches/hooks.py), and the
end of its play-offs."""

from django.utils.translation import gettext_lazy

from games.blood_bowl_2016 import services, views
from games.blood_bowl_2016.rules import RULESET
from league.games import GamePages, register_pages
from league.games import bracket_completed as bracket_completed_signal
from matches.hooks import MatchPages, Simulator, register_match_pages, register_simulator


def after_bracket(sender, bracket, **kwargs):
    if bracket.season.league.ruleset == RULESET:
        services.bracket_completed(bracket=bracket)


def connect() -> None:
    register_pages(RULESET, GamePages(
        team="bb2016-team", new_team="bb2016-builder", season_end="bb2016-season",
        team_options=("fan_factor",), check_team_options=services.check_fan_factor,
        save_team_options=services.save_fan_factor,
        commissioner_actions=views.commissioner_actions, new_league_label=gettext_lazy("New Blood Bowl 2016 league")))
    register_match_pages(RULESET, MatchPages(fixture=views.fixture))
    register_simulator(RULESET, Simulator(play=services.play, replay="bb2016-replay"))
    bracket_completed_signal.connect(after_bracket, dispatch_uid="blood_bowl_2016.after_bracket")
