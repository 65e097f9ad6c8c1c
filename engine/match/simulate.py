"""engine.simulate: one whole match from a seed, played by two bots."""

from __future__ import annotations

from engine.dice import Dice
from engine.match.bots import RandomBot
from engine.match.core import SIDES, Match
from engine.match.dungeon import Dungeon, generate
from engine.match.rooms import raise_funds_gold
from engine.match.sheets import MatchOutcome, TeamSheet


def simulate(home: TeamSheet, away: TeamSheet, *, seed, dungeon: Dungeon | None = None,
             turn_limit: int | None = None, home_bot=None, away_bot=None) -> MatchOutcome:
    """Play one whole match between two bots (RandomBot by default) and return its outcome.

    `dungeon` defaults to a random legal dungeon generated from the seed; `turn_limit` is team turns per
    team (§6.16; without one the match stops after DEFAULT_TURN_CAP turns each, judged the same way).
    """
    if turn_limit is not None and (not isinstance(turn_limit, int) or turn_limit < 1):
        raise ValueError(f"§6.16: the time limit is a whole number of turns per team (1 or more), not {turn_limit!r}")
    if dungeon is None:
        dungeon = generate(seed)
    bots = (home_bot or RandomBot(f"{seed}:home"), away_bot or RandomBot(f"{seed}:away"))
    match = Match(home, away, dungeon=dungeon, dice=Dice(seed), bots=bots, turn_limit=turn_limit, seed=seed)
    match.setup()
    match.run()
    return outcome(match)


def outcome(match: Match) -> MatchOutcome:
    return MatchOutcome(
        winner=SIDES[match.winner] if match.winner is not None else None,
        score={"home": match.score[0], "away": match.score[1]},
        players={p.id: dict(p.stats) for p in match.players if p is not match.werewolf},
        events=match.events,
        seed=match.seed,
        turns=match.turn_no,
        end_reason=match.end_reason,
        raise_funds={side: raise_funds_gold(len(match.raised_funds[t])) for t, side in enumerate(SIDES)},
    )
