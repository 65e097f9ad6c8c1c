"""Winnings after a match (§7.2) and after a conceded fixture (§8.5)."""

from __future__ import annotations

from engine.breach import gettext_noop
from engine.campaign._tables import tables_of
from engine.dice import Dice

DRAW_RULES = ("one_die_each", "lower_die_each")


def winnings(*, dice: Dice, winner_side_draw: bool = False, draw_rule: str = "one_die_each", ruleset=None) -> tuple[int, int]:
    """The winning coach rolls 2D6: the higher die x 10,000 gp to the winner, the lower to the loser.

    Returns (winner gp, loser gp). For a draw (`winner_side_draw=True`, only possible under a time
    limit, §6.16) the rulebook is silent ([Uncertain], docs/decisions.md): by default
    ("one_die_each") the first die goes to the first team named (the home team) and the second to
    the other; "lower_die_each" pays both teams the lower die.
    """
    per_pip = tables_of(ruleset).WINNINGS_PER_PIP
    if winner_side_draw:
        if draw_rule not in DRAW_RULES:
            raise ValueError(f"unknown draw rule {draw_rule!r}; choose one of {', '.join(DRAW_RULES)}")
        first = dice.d6(gettext_noop("winnings after a draw: first die, home team"))
        second = dice.d6(gettext_noop("winnings after a draw: second die, away team"))
        if draw_rule == "lower_die_each":
            low = min(first, second)
            return low * per_pip, low * per_pip
        return first * per_pip, second * per_pip
    first, second = dice.two_d6(gettext_noop("winnings: higher die to the winner, lower to the loser"))
    return max(first, second) * per_pip, min(first, second) * per_pip


def concession_winnings(*, dice: Dice, ruleset=None) -> int:
    """A coach who concedes for a real-life reason hands the opponent a win worth D6 x 10,000 gp (§8.5)."""
    return dice.d6(gettext_noop("winnings for a conceded fixture (D6)")) * tables_of(ruleset).CONCESSION_WINNINGS_PER_PIP
