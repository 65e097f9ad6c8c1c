"""League points (§8.6) and season prizes (§8.9)."""

from __future__ import annotations

from engine.campaign._tables import tables_of


def league_points(result: str, *, casualties: int = 0, casualty_bonus: bool = False, ruleset=None) -> int:
    """3 for a win, 1 for a draw, 0 for a loss; with the optional bonus, +1 for causing 3 or more
    SPP-earning casualties (§8.6; the digest's "Step 3" is read as Step 2, where SPP are counted)."""
    tables = tables_of(ruleset)
    if result not in tables.LEAGUE_POINTS:
        raise ValueError(f"unknown result {result!r}; choose one of {', '.join(tables.LEAGUE_POINTS)}")
    points = tables.LEAGUE_POINTS[result]
    if casualty_bonus and casualties >= tables.CASUALTY_BONUS_THRESHOLD:
        points += tables.CASUALTY_BONUS_POINTS
    return points


def prize_for(place: int, *, ruleset=None) -> int:
    """Gold for finishing 1st, 2nd or 3rd (0 otherwise); the champion also takes the trophy (§8.9)."""
    return tables_of(ruleset).PRIZES.get(place, 0)
