"""Pre-match: journeymen to reach 11 players (§5.2) and Petty Cash (§5.3)."""

from __future__ import annotations

from engine.campaign._tables import tables_of


def journeymen_needed(*, available_players: int, ruleset=None) -> int:
    """How many journeymen bring the players available for this match up to 11, never above (§5.2)."""
    return max(0, tables_of(ruleset).MATCH_SQUAD - available_players)


def journeyman_positions(roster) -> tuple:
    """The positions a journeyman may be hired from: the roster's Lineman options (the coach chooses)."""
    return roster.lineman_positions


def journeyman_skills(position, *, ruleset=None) -> tuple[str, ...]:
    """A journeyman is a normal player of the position who also has Loner (4+) (§5.2)."""
    trait = tables_of(ruleset).JOURNEYMAN_TRAIT
    return position.skills if trait in position.skills else position.skills + (trait,)


def petty_cash(*, own_ctv: int, opponent_ctv: int) -> int:
    """The lower-CTV team gets exactly the difference, to spend on inducements only (§5.3)."""
    return max(0, opponent_ctv - own_ctv)
