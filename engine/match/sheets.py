"""What the match engine is given (team sheets) and what it gives back (the outcome).

Team sheets are built once per match and never change during it; the engine copies the
numbers it needs into its own mutable per-player records (engine/match/state.py).
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class PlayerSheet:
    id: int | str
    number: int
    name: str
    position: str
    ma: int
    st: int
    ag: int  # target number: 3 means 3+
    pa: int | None  # target number, None for "–"
    av: int  # target number: 9 means 9+
    skills: tuple[str, ...] = ()
    niggling_injuries: int = 0  # each gives +1 to Casualty rolls against the player (§6.13)


@dataclass(frozen=True, slots=True)
class TeamSheet:
    id: int | str
    name: str
    rerolls: int
    players: tuple[PlayerSheet, ...]
    # Inducement keys (§12.2): "extra_team_training" (extra re-rolls), "bribes".
    inducements: dict = field(default_factory=dict)
    # §11.2 sponsor key (engine/match/sponsors.py) and, for Air Oberwald, {"athlete": player id, "benefit": key}
    sponsor: str | None = None
    sponsor_choices: dict = field(default_factory=dict)
    # §10.2 the Death Match Final: "life" for the Emerald Crusaders, "death" for the Black Widows, else None
    final_college: str | None = None


@dataclass(slots=True)
class MatchOutcome:
    winner: str | None  # "home", "away" or None for a draw
    score: dict  # {"home": 0|1, "away": 0|1}
    players: dict  # player id -> per-player results in the shape of a coach's match report
    events: list  # the full event log (plain, JSON-serialisable dicts)
    seed: int | str
    turns: int = 0  # team turns played (both teams together)
    end_reason: str = ""  # "touchdown" or "time_limit"
    raise_funds: dict = field(default_factory=lambda: {"home": 0, "away": 0})  # §1.5 Treasure Room gold

    def as_dict(self) -> dict:
        """Plain data (JSON-serialisable) for storing the outcome."""
        return {"winner": self.winner, "score": dict(self.score), "players": self.players, "events": self.events,
                "seed": self.seed, "turns": self.turns, "end_reason": self.end_reason,
                "raise_funds": dict(self.raise_funds)}

    @property
    def home_score(self) -> int:
        return self.score["home"]

    @property
    def away_score(self) -> int:
        return self.score["away"]
