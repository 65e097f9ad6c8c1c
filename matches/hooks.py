"""Where a game's own Django app joins the one result flow (matches/services/results.py), shows its own
match pages, and lends its match engine to the core's simulations.

The flow is the same for every game; a game whose rules read something the report does not carry
(e.g. what each coach held before the game), or that acts once a result is final (a roll after the
game, the next knock-out round), connects a receiver here in its AppConfig.ready(). Receivers are
called inside the flow's transaction, so what they write is kept or lost with the result itself.
"""

from collections.abc import Callable
from dataclasses import dataclass

from django.dispatch import Signal

# Sent before the ruleset checks a report: kwargs fixture. A receiver returns a mapping (or None) that is
# merged into the `context` the ruleset's check_result reads.
result_context = Signal()

# Sent once, when a result becomes final: kwargs fixture (its sides written) and dice (an engine.dice.Dice
# the caller forced, else None: the receiver rolls fresh server dice).
result_confirmed = Signal()


def context_for(fixture) -> dict:
    context: dict = {}
    for _receiver, answer in result_context.send(sender=type(fixture), fixture=fixture):
        context.update(answer or {})
    return context


# --- A game's own match pages and its match engine ----------------------------------------------------
# Registered by the game's AppConfig.ready() under its ruleset key; the core asks here, never naming a game.


@dataclass(frozen=True)
class MatchPages:
    """What a game shows of a fixture on the core's URLs (namespace "matches", under /matches/).

    `fixture`: view(request, fixture) rendering the game's own fixture page at matches:fixture (a game with a
    page elsewhere redirects through league/games.py instead). `routes`: URL patterns the game adds to the
    "matches" namespace (its report form, its pre-match sheet...), so their paths and names are the core's."""

    fixture: Callable | None = None
    routes: tuple = ()


@dataclass(frozen=True)
class Simulator:
    """A game's match engine, as the core's simulations (matches/services/simulation.py) use it.

    `play(fixture_id=, batch_id=)` plays one open fixture and files its result, with everything the game does
    after a match, and returns True when it played it (False: not open any more); safe to call twice.
    `unsettled(fixture_ids)` names the fixtures it played whose after-match work is still running (the next
    wave waits for them). `replay`: URL name (taking fixture_id) of a played fixture's replay, or ""."""

    play: Callable
    unsettled: Callable = lambda fixture_ids: set()
    replay: str = ""


_PAGES: dict[str, MatchPages] = {}
_SIMULATORS: dict[str, Simulator] = {}


def register_match_pages(ruleset: str, pages: MatchPages) -> None:
    _PAGES[ruleset] = pages


def match_pages_of(ruleset: str) -> MatchPages:
    return _PAGES.get(ruleset, MatchPages())


def game_routes() -> list:
    """Every game's routes in the "matches" namespace (read once, when the URLs are loaded)."""
    return [route for pages in _PAGES.values() for route in pages.routes]


def register_simulator(ruleset: str, simulator: Simulator) -> None:
    _SIMULATORS[ruleset] = simulator


def simulator_of(ruleset: str) -> Simulator | None:
    return _SIMULATORS.get(ruleset)
