"""What the web side reads of the Kaosball ruleset (engine/rulesets/kaosball/), in one place: the teams a
coach may choose, the tiles and ringers, the league's size and play-offs, starting cash and Active Upgrade
Points, the auction's pool."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from engine.rulesets.model import Ruleset

RULESET = "kaosball"


def data():
    from engine.rulesets.kaosball import data as kaos_data  # the ruleset's components (§1, §4, §28)

    return kaos_data


def league_rules():
    from engine.rulesets.kaosball import league as kaos_league  # what a team carries between league matches

    return kaos_league


def teams(rules) -> dict[str, str]:
    """key -> name of every team a coach may choose (§4, §28.1)."""
    return {t.key: t.name for t in data().TEAMS}


def tile_lines(rules, keys: Iterable[str]) -> list:
    tiles = data().UPGRADE_TILE
    return [tiles[k] for k in keys if k in tiles]


def ringer_lines(rules, keys: Iterable[str]) -> list:
    ringers = data().RINGER_BY_KEY
    return [ringers[k] for k in keys if k in ringers]


def league_size_breaches(rules, count: int) -> list:
    return rules.league_size_breaches(count)


def max_league_teams(rules) -> int:
    return rules.max_league_teams


def playoff_size(rules, options: Mapping) -> int:
    return rules.playoff_seeds(options)


def score_is_computed(rules) -> bool:
    """True when the ruleset computes a side's score from its result data (score_of), so a report gives no
    score of its own."""
    return type(rules).score_of is not Ruleset.score_of
