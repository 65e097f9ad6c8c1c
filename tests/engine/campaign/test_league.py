"""§8.6 league points and the optional casualty bonus; §8.9 prizes."""

import pytest

from engine.campaign import league_points, prize_for


def test_league_points():
    assert [league_points(r) for r in ("win", "draw", "loss")] == [3, 1, 0]
    with pytest.raises(ValueError):
        league_points("forfeit")


def test_casualty_bonus_is_optional_and_needs_three():
    assert league_points("loss", casualties=3) == 0
    assert league_points("loss", casualties=3, casualty_bonus=True) == 1
    assert league_points("win", casualties=2, casualty_bonus=True) == 3
    assert league_points("win", casualties=5, casualty_bonus=True) == 4


def test_prizes():
    assert [prize_for(place) for place in (1, 2, 3, 4)] == [100_000, 60_000, 30_000, 0]
