"""Dungeon Bowl's part of the core's team page: the hire and re-roll forms (§7.4, §4.6) and the sponsor."""

from __future__ import annotations

from games.dungeon_bowl.sponsors import selectors as sponsors
from games.dungeon_bowl.teams.naming import default_names


def team_sheet(*, team, user, hire: dict | None = None, hire_errors: list[str] | None = None) -> dict:
    """`hire` and `hire_errors`: a refused hire form's input and why, shown again so nothing typed is lost."""
    rules = team.league.rules
    hire = dict(hire or {})
    if not hire.get("name"):  # the naming step: a default name from the College's list, for the coach to change
        hire["name"] = suggest_name(team)
    return {
        **sponsors.team_sheet(team=team, user=user),
        "roster": rules.roster(team.roster), "free_numbers": team.free_numbers(),
        "reroll_price": rules.reroll_cost_after_creation, "hire": hire, "hire_errors": hire_errors or [],
    }


def suggest_name(team) -> str:
    """A default name for the team's next player (engine/rulesets/dungeon_bowl/names.json), none the team uses."""
    return default_names(team, 1)[0]
