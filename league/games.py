"""What a game's own Django app adds to the core's pages, registered by the app (its AppConfig.ready()).

The core asks here instead of naming a game: a game may show a league, a season, a team or a fixture
on a page of its own (its URL name, called with the object's id), and may add entries to a coach's
dashboard. A game that registers nothing is shown by the core's pages alone (the toy game in tests/).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, fields

from django.dispatch import Signal
from django.template.loader import render_to_string


@dataclass(frozen=True)
class GameHistory:
    """A game's own tallies for the core's history pages (records, stat leaders, charts), read by the game's
    app from its own rows: the core never reads them itself."""

    points_label: str  # what a player's points are called in the game's own words
    # fn(*, season_ids) -> [(season_id, fixture_id, player_id, points)]: the points a player earned in a match
    player_points: Callable
    # fn(*, team_ids) -> [(team_id, fixture_id, value)]: a team's value after each of its matches
    team_values: Callable | None = None


@dataclass
class GamePages:
    league: str = ""    # URL name taking league_id
    team: str = ""      # URL name taking team_id
    fixture: str = ""   # URL name taking fixture_id
    player: str = ""    # URL name taking player_id: the player's page, linked from the core's team page
    new_team: str = ""  # URL name taking league_id: where a coach builds a team (linked from the league page)
    # fn(coach) -> [{"text", "url"}]: what waits on a coach in this game's leagues (dashboard)
    coach_actions: Callable | None = None
    # fn(league) -> [{"text", "url"}]: what waits on a commissioner of one of this game's leagues (dashboard)
    commissioner_actions: Callable | None = None
    season_end: str = ""  # URL name taking season_id: the game's page for what follows its play-offs
    # A new team's own choices in this game besides its roster: the keys its form and the API
    # read, checked (fn(*, league, options) -> [(section, message)]) and saved on the new team (fn(*, team,
    # options)) by the game's app, inside create_team's transaction.
    team_options: tuple[str, ...] = ()
    check_team_options: Callable | None = None
    save_team_options: Callable | None = None
    # The game's part of the core's team page: (template, fn(*, team, user, **kwargs) -> its context).
    team_sheet_part: tuple[str, Callable] | None = None
    # The game's roster services the match side offers after a match, by name ("take_chosen_skill",
    # "temporarily_retire", "fire_player"): matches calls them here instead of importing a game's app.
    roster_actions: Mapping[str, Callable] | None = None
    # URL name and button text of the game's own "new league" page, offered on the home page
    new_league: str = ""
    new_league_label: str = ""
    # The game's tallies for the history pages (GameHistory); None: teams' standings columns only
    history: GameHistory | None = None


_PAGES: dict[str, GamePages] = {}


def register_pages(ruleset: str, pages: GamePages) -> None:
    """Register (or add to) a game's pages: the fields `pages` sets join those registered before, so
    several parts of a game's app may each register their own."""
    known = _PAGES.get(ruleset, GamePages())
    _PAGES[ruleset] = GamePages(**{f.name: getattr(pages, f.name) or getattr(known, f.name) for f in fields(GamePages)})


def pages_of(ruleset: str) -> GamePages:
    return _PAGES.get(ruleset, GamePages())


def render_part(part: tuple[str, Callable] | None, request, **kwargs) -> str:
    """A game's part of a core page, rendered (empty when the game has none)."""
    if not part:
        return ""
    template, context = part
    return render_to_string(template, context(**kwargs), request=request)


def roster_action(ruleset: str, name: str) -> Callable:
    """One of a game's roster services (GamePages.roster_actions); KeyError names what the game lacks."""
    actions = pages_of(ruleset).roster_actions or {}
    if name not in actions:
        raise KeyError(f"the {ruleset} app registers no roster action {name!r}")
    return actions[name]


def all_pages() -> list[GamePages]:
    return list(_PAGES.values())


def new_league_pages() -> list[GamePages]:
    return [pages for pages in _PAGES.values() if pages.new_league]


# Sent when a fixture is resolved without a match (a loss for both, a concession, the commissioner's decision),
# inside that transaction: kwargs fixture, team_ids (its teams with no match sequence still to run for it). A game
# whose players may miss a match makes those who sat this one out available again.
fixture_unplayed = Signal()

# Sent once when a season's bracket is complete (league/services/playoffs.py), after any prizes:
# kwargs bracket. A game's app closes its season, or hands out what its rules give the winners.
bracket_completed = Signal()
