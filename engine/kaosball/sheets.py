"""What the Kaosball simulator is given (a team sheet per team) and what it gives back (the outcome)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from engine.rulesets.kaosball.data import RINGER_BY_KEY, TEAM, UPGRADE_TILE


@dataclass(frozen=True, slots=True)
class KaosSheet:
    """One team for one match: which boxed team it is, its active upgrade tiles, the ringers it fields (each
    with the position it fills, §27.5) and its cash after the auction (for bribes, §21.2)."""

    id: int | str
    name: str
    team: str  # a key of data.TEAM: "amazons", "daemons", "fangs", "ogres"
    tiles: tuple[str, ...] = ()
    ringers: tuple[tuple[str, str], ...] = ()  # (ringer key, "runner" | "bruiser")
    cash: int = 10

    def __post_init__(self):
        if self.team not in TEAM:
            raise ValueError(f"§4: there is no Kaosball team {self.team!r}; choose one of {', '.join(TEAM)}")
        unknown = [t for t in self.tiles if t not in UPGRADE_TILE] + [r for r, _ in self.ringers
                                                                      if r not in RINGER_BY_KEY]
        if unknown:
            raise ValueError(f"§28: there is no upgrade tile or ringer {', '.join(map(repr, unknown))}")
        if any(p not in ("runner", "bruiser") for _, p in self.ringers):
            raise ValueError("§27.5: a ringer fills a runner's or a bruiser's place")
        if len(self.ringers) > 1 + sum(1 for t in self.tiles if t == "enforcement"):
            raise ValueError("§27: one ringer on the pitch, one more per active Enforcement")

    @classmethod
    def from_auction(cls, state, team, *, name: str, kind: str) -> KaosSheet:
        """The sheet of `team` after an auction (engine.rulesets.kaosball.auction.AuctionState, phase done)."""
        s = state.seat(team)
        return cls(id=team, name=name, team=kind, tiles=tuple(state.active[s] or ()),
                   ringers=tuple((f["ringer"], f["position"]) for f in state.fielded[s] or ()), cash=state.cash[s])

    @classmethod
    def from_dict(cls, data: Mapping) -> KaosSheet:
        return cls(id=data["id"], name=data.get("name", str(data["id"])), team=data["team"],
                   tiles=tuple(data.get("tiles", ())), cash=int(data.get("cash", 10)),
                   ringers=tuple((r["ringer"], r["position"]) if isinstance(r, Mapping) else tuple(r)
                                 for r in data.get("ringers", ())))


@dataclass(slots=True)
class KaosOutcome:
    """A played-out match: `result` is a report in the ruleset's shape (sides with score and data, and the
    match fields), so `Kaosball.check_result` accepts it; `events` is the full log, `replay` its text."""

    result: dict
    events: list
    seed: int | str
    winners: list = field(default_factory=list)  # team ids of the winning side(s); empty when all lost
    turns: int = 0

    @property
    def scores(self) -> dict:
        return {s["team"]: s["score"] for s in self.result["sides"]}

    def as_dict(self) -> dict:
        return {"result": self.result, "events": self.events, "seed": self.seed, "winners": list(self.winners),
                "turns": self.turns}
