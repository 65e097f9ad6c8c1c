"""The shape every ruleset shares: rosters of positions, a skill catalogue, and the campaign tables.

A ruleset is plain frozen data. Dungeon Bowl is the first; Blood Bowl 2016 (per-roster re-roll
costs, Fan Factor) fits the same shape through `Roster.reroll_cost` and `Ruleset.extras`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

# Skill category letters used in the roster tables (digest conventions, top of the file).
CATEGORY_LETTERS: Mapping[str, str] = MappingProxyType(
    {"A": "Agility", "G": "General", "M": "Mutation", "P": "Passing", "S": "Strength"}
)
SKILL_CATEGORIES = ("Agility", "General", "Mutation", "Passing", "Strength")
CATEGORIES = SKILL_CATEGORIES + ("Trait",)


@dataclass(frozen=True, slots=True)
class Skill:
    name: str  # the exact catalogue name, e.g. "Mighty Blow (+1)", "Loner (4+)"
    category: str  # one of CATEGORIES
    mandatory: bool  # marked * in the catalogue: its use is not optional
    text: str

    @property
    def is_trait(self) -> bool:
        return self.category == "Trait"


@dataclass(frozen=True, slots=True)
class Position:
    key: str  # unique across the ruleset, e.g. "dwarf_blitzer"
    name: str
    group: str
    cost: int
    ma: int
    st: int
    ag: int  # target number: 3 means 3+
    pa: int | None  # target number, None for "–" (no Passing Ability)
    av: int  # target number: 10 means 10+
    skills: tuple[str, ...]
    primary: str  # category letters, e.g. "GS"; "" when the position may learn none
    secondary: str
    is_lineman: bool = False
    reconstructed: bool = False  # rebuilt by the digest from a garbled source row

    @property
    def primary_categories(self) -> tuple[str, ...]:
        return tuple(CATEGORY_LETTERS[c] for c in self.primary)

    @property
    def secondary_categories(self) -> tuple[str, ...]:
        return tuple(CATEGORY_LETTERS[c] for c in self.secondary)


@dataclass(frozen=True, slots=True)
class PositionGroup:
    name: str  # "Blitzers"
    limit: int  # the 0-N limit, shared by every position in the group (§4.3)
    positions: tuple[Position, ...]


@dataclass(frozen=True)
class Roster:
    key: str  # "fire"
    name: str  # "College of Fire"
    groups: tuple[PositionGroup, ...]
    wizard: str | None = None  # key of the College Wizard inducement
    section: str = ""  # where the rulebook digest prints it, e.g. "§14.1"
    reroll_cost: int | None = None  # None: the ruleset's re-roll cost applies

    @property
    def positions(self) -> tuple[Position, ...]:
        return tuple(p for g in self.groups for p in g.positions)

    def position(self, key: str) -> Position:
        for p in self.positions:
            if p.key == key:
                return p
        raise KeyError(f"{self.name} has no position {key!r}; it has {', '.join(p.key for p in self.positions)}")

    def group_of(self, position_key: str) -> PositionGroup:
        for g in self.groups:
            if any(p.key == position_key for p in g.positions):
                return g
        raise KeyError(f"{self.name} has no position {position_key!r}")

    @property
    def lineman_positions(self) -> tuple[Position, ...]:
        return tuple(p for p in self.positions if p.is_lineman)


@dataclass(frozen=True, slots=True)
class Inducement:
    key: str
    name: str
    limit: int  # most of this inducement a team may buy for one match
    cost: int
    text: str
    college: str | None = None  # College Wizards: the only roster that may hire it
    group: str | None = None  # inducements sharing a limit, e.g. "college_wizard" (0-1 per match)
    spell: str | None = None


@dataclass(frozen=True, slots=True)
class Sponsor:
    key: str
    name: str
    slogan: str
    text: str


@dataclass(frozen=True, eq=False)  # compared and hashed by identity: one object per ruleset
class Ruleset:
    key: str
    name: str
    team_budget: int
    reroll_cost: int
    reroll_cost_after_creation: int
    max_rerolls_at_creation: int
    min_players: int
    max_players: int
    rosters: Mapping[str, Roster]
    skills: Mapping[str, Skill]
    inducements: Mapping[str, Inducement] = field(default_factory=dict)
    sponsors: Mapping[str, Sponsor] = field(default_factory=dict)
    tables: object = None  # the ruleset's campaign tables module (see dungeon_bowl/tables.py)
    extras: Mapping[str, object] = field(default_factory=dict)

    def roster(self, key: str) -> Roster:
        try:
            return self.rosters[key]
        except KeyError:
            raise KeyError(
                f"{self.name} has no roster {key!r}; choose one of {', '.join(self.rosters)}"
            ) from None

    def reroll_cost_for(self, roster_key: str) -> int:
        cost = self.roster(roster_key).reroll_cost
        return self.reroll_cost if cost is None else cost

    def position(self, key: str) -> Position:
        for roster in self.rosters.values():
            for p in roster.positions:
                if p.key == key:
                    return p
        raise KeyError(f"{self.name} has no position {key!r}")

    def skill(self, name: str) -> Skill:
        try:
            return self.skills[name]
        except KeyError:
            raise KeyError(f"{self.name} has no skill or trait named {name!r}") from None
