"""The shape every ruleset shares: rosters of positions, a skill catalogue, the campaign tables, and
the answers the competition core asks of a game (engine/rulesets/contract.py).

A ruleset is frozen data plus behaviour: each game is a subclass of `Ruleset` that sets its data in
`build()` and overrides only the answers its rules change (settings, result checks, league points,
tie-breakers, sides per match). Blood Bowl 2016 (per-roster re-roll costs, Fan Factor) fits the same
shape through `Roster.reroll_cost` and `Ruleset.extras`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import ClassVar

from engine.breach import Name, RuleError, gettext_noop
from engine.rulesets.contract import (
    DRAW,
    LOSS,
    WIN,
    Column,
    Field,
    RuleBreach,
    SideResult,
    clean_values,
    placings_by_score,
)

# Skill category letters used in the roster tables (digest conventions, top of the file).
CATEGORY_LETTERS: Mapping[str, str] = MappingProxyType(
    {"A": "Agility", "G": "General", "M": "Mutation", "P": "Passing", "S": "Strength"}
)
SKILL_CATEGORIES = ("Agility", "General", "Mutation", "Passing", "Strength")
CATEGORIES = SKILL_CATEGORIES + ("Trait",)

# The AI coaches a league may have Dugout's engine field in its simulated fixtures (issue 22), by the name
# engine.ai.make_bot knows; every game whose engine has both lists AI_OPPONENT in its settings_schema.
AI_OPPONENTS = (
    ("scripted", "Scripted: plays by a script, no look-ahead (normal)"),
    ("search", "Search: looks ahead with the match engine before each key move (hard; slower to simulate)"),
)
AI_OPPONENT = Field("ai_opponent", "AI opponent", "scripted",
                    "the AI coach that plays both teams when Dugout's engine simulates a fixture",
                    choices=AI_OPPONENTS)


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
    team_budget: int = 0
    reroll_cost: int = 0
    reroll_cost_after_creation: int = 0
    max_rerolls_at_creation: int = 0
    min_players: int = 0
    max_players: int = 0
    rosters: Mapping[str, Roster] = field(default_factory=dict)
    skills: Mapping[str, Skill] = field(default_factory=dict)
    inducements: Mapping[str, Inducement] = field(default_factory=dict)
    sponsors: Mapping[str, Sponsor] = field(default_factory=dict)
    tables: object = None  # the ruleset's campaign tables module (see dungeon_bowl/tables.py)
    extras: Mapping[str, object] = field(default_factory=dict)

    # ---- the contract: what the competition core asks (class attributes and methods, overridden per game)

    min_sides = 2  # teams in one match: 2, or up to 4 for games such as Kaosball's Maximum Kaos
    max_sides = 2
    settings_schema: ClassVar[tuple[Field, ...]] = ()  # a league's settings, with the rulebook's defaults
    side_fields: ClassVar[tuple[Field, ...]] = ()  # what a report gives per side besides the score
    match_fields: ClassVar[tuple[Field, ...]] = ()  # what a report gives for the whole match (how it ended...)
    score_label = "Score"  # the name of the score ("Touchdowns", "Points")
    LEAGUE_POINTS: ClassVar[Mapping[str, int]] = MappingProxyType({WIN: 3, DRAW: 1, LOSS: 0})
    free_team_choice = False  # True: a team names the line-up it chose instead of a roster of positions
    playoff_formats: ClassVar[tuple[tuple[str, str], ...]] = ()  # (key, label) of the knock-out formats it knows
    has_campaign = False  # players, SPP and a post-match sequence (the team's roster evolves)
    # What the team page's roster shows of a player after the skills, in the game's words: Column(key, label,
    # source="player") names one of the core's campaign columns of Player (e.g. "spp").
    player_columns: ClassVar[tuple[Column, ...]] = ()
    has_engine = False  # the match engine can play a fixture (simulate)
    min_division_teams = 2  # the fewest teams a division may hold for a schedule to be drawn
    # How league games are paired: "round_robin" (the whole schedule drawn per division, with deadlines) or
    # "planner" (round by round from the games so far: plan_next_round, arrangement_breaches).
    pairing = "round_robin"
    no_show_penalty = 3  # league points a commissioner docks by default from a team that avoids its matches
    concession_mvp_awards = 0  # MVP awards the players of a conceded fixture's winner may gain (campaign games)
    # What a friendly between divisions is, in a sentence for the schedule page.
    friendly_text = "No league points; otherwise like a league match. Two teams meet this way only once."

    def four_division_format(self, settings: Mapping) -> str:
        """Who qualifies for a divisions league's play-offs when the season has four divisions:
        "division_winners" or "top_two" (the league core's seeding)."""
        return "division_winners"

    def playoff_draw_breaker(self, settings: Mapping) -> str:
        """What decides a drawn (or unplayed) play-off match: "higher_seed" or "roll_off"."""
        return "higher_seed"

    def teams_built_for_tournament(self, settings: Mapping) -> bool:
        """Whether a tournament of this game builds its teams on the game's team page (players, re-rolls...)
        instead of registering a name and a roster. Dungeon Bowl: when the league plays exhibition matches (§9)."""
        return False

    def concession_winnings(self, dice) -> int:
        """Gold the winner of a conceded, unplayed fixture earns, rolled on the server with `dice` (every roll
        is logged there); none unless a game says so."""
        return 0

    def plan_next_round(self, teams: Sequence, games: Sequence[tuple]) -> list[tuple]:
        """The next round's pairings, given the league games so far (home, away) in the order they were made;
        raises RuleError (with the breach) when there is none to pair. Only for `pairing = "planner"`."""
        raise RuleError("", gettext_noop('{name} leagues draw their schedule; they are not paired round by round', name=self.name))

    def arrangement_breaches(self, teams: Sequence, games: Sequence[tuple], home, away, *,
                             names: Mapping | None = None) -> list[RuleBreach]:
        """Why home v away may not be the next league game a planner league arranges (empty: allowed)."""
        return []

    def scripted_coach(self):
        """The class of the game's scripted AI coach (engine/ai), for a game whose engine plays a fixture."""
        raise NotImplementedError(f"{self.name} has no match engine to coach")

    def ai_coaches(self, settings: Mapping, seed) -> tuple[object, object, str]:
        """The two AI coaches (home, away) of a fixture the engine simulates, each seeded from the match's seed,
        and a label naming them ("search v search"), by the league's "AI opponent" setting (AI_OPPONENT)."""
        from engine.ai import make_bot  # the AI imports the match engine, which reads the rulesets' tables

        name = settings.get(AI_OPPONENT.key, AI_OPPONENT.default)
        base = self.scripted_coach()
        return (make_bot(name, f"{seed}:home", base=base), make_bot(name, f"{seed}:away", base=base),
                f"{name} v {name}")

    def clean_settings(self, raw: Mapping | None) -> dict:
        """A league's settings checked against `settings_schema`; raises contract.ValuesError."""
        return clean_values(self.settings_schema, raw)

    def default_settings(self) -> dict:
        return {f.key: f.default for f in self.settings_schema}

    def clean_side(self, raw: Mapping | None) -> dict:
        return clean_values(self.side_fields, raw)

    def clean_match(self, raw: Mapping | None) -> dict:
        return clean_values(self.match_fields, raw)

    def score_of(self, data: Mapping, *, reported_score: int = 0) -> int:
        """A side's score from its result data; the plain game takes the score as reported."""
        return reported_score

    def check_result(self, sides: Sequence[SideResult], match: Mapping, *, stage: str = "league",
                     context: Mapping | None = None) -> list[RuleBreach]:
        """Every rule the reported result breaks (empty: possible). `stage`: "league", "friendly" or a
        knock-out stage; `context`: what the core knows of each side (e.g. traits held), by team."""
        breaches = []
        if not self.min_sides <= len(sides) <= self.max_sides:
            breaches.append(RuleBreach("", gettext_noop('a {name} match has {sides_text}, not {n_sides}', name=self.name, sides_text=self._sides_text(), n_sides=len(sides))))
        if any(s.score < 0 for s in sides):
            breaches.append(RuleBreach("", gettext_noop('{score_label} cannot be negative', score_label=Name(self.score_label))))
        if stage not in ("league", "friendly") and sides and DRAW in self.placings(sides, match):
            breaches.append(RuleBreach("", gettext_noop('a knock-out match needs a winner: it cannot end level')))
        return breaches

    def arrange_breach(self, *, kind: str, sides: int) -> str | None:
        """Why a match of this kind ("league", "friendly") cannot have this many sides, or None (any count
        between min_sides and max_sides, by default)."""
        return None

    def placings(self, sides: Sequence[SideResult], match: Mapping) -> list[str]:
        """win/draw/loss for each side, in order; by default the highest score wins."""
        return placings_by_score([s.score for s in sides])

    def league_points(self, side: SideResult, *, settings: Mapping) -> int:
        return self.LEAGUE_POINTS[side.result]

    def bonus_points(self, side: SideResult, *, settings: Mapping) -> int:
        """League points a match earns beyond its result (none unless a game says so)."""
        return 0

    def points_text(self, settings: Mapping) -> str:
        """How league points are earned, in a sentence for the standings page."""
        p = self.LEAGUE_POINTS
        return f"Win {p[WIN]}, draw {p[DRAW]}, loss {p[LOSS]}"

    def standings_columns(self, settings: Mapping) -> tuple[Column, ...]:
        return (Column("score", self.score_label, source="score"),
                Column("score_against", f"{self.score_label} against", source="score_against",
                       higher_is_better=False))

    def tie_breakers(self, settings: Mapping) -> tuple[str, ...]:
        """Column keys that order teams level on league points, in order ("head_to_head" is the
        points gained between the level teams); the team's name decides last."""
        return ("score",)

    def _sides_text(self) -> str:
        if self.min_sides == self.max_sides:
            return gettext_noop("{sides} sides", sides=self.min_sides)
        return gettext_noop("{fewest} to {most} sides", fewest=self.min_sides, most=self.max_sides)

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
