"""A round robin (all play all) by the circle method: with n teams, n-1 rounds (n rounds and a bye each
when n is odd); every pair meets once and home and away alternate as evenly as the method allows."""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from engine.tournament.swiss import Pairing

Team = Hashable


def rounds(teams: Sequence[Team]) -> list[Pairing]:
    """Every round, in order; a round's bye is the team paired with the empty seat."""
    field: list[Team | None] = list(teams)
    if len(set(field)) != len(field):
        raise ValueError("a team appears twice")
    if len(field) < 2:
        raise ValueError("a round robin needs at least two teams")
    if len(field) % 2:
        field.append(None)
    n = len(field)
    result = []
    for number in range(n - 1):
        games, bye = [], None
        for i in range(n // 2):
            a, b = field[i], field[n - 1 - i]
            if a is None or b is None:
                bye = b if a is None else a
                continue
            # The fixed team (slot 0) swaps ends every round; the others alternate with the round number.
            games.append((a, b) if (number + i) % 2 == 0 else (b, a))
        result.append(Pairing(games=tuple(games), bye=bye))
        field = [field[0], field[-1], *field[1:-1]]  # rotate all but the first
    return result
