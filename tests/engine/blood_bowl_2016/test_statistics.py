"""Block, armour and injury rolls played through the engine against the analytic odds (§7.5, §8.1, §8.2).

CI draws a small sample (4 standard deviations of tolerance); the slow run draws a large one."""

import math

import pytest

from engine.classic.bots import ClassicCoach
from engine.classic.position import position
from engine.dice import Dice
from engine.match.state import FIELD, STANDING


def _within(hits, n, p, sigmas=4.0):
    sd = math.sqrt(p * (1 - p) / n)
    assert abs(hits / n - p) <= sigmas * sd, (hits / n, p, n)


def _two_dice_blocks(n, seed):
    """ST 4 v ST 3 (two dice, the attacker picks): how often the defender ends up down."""
    down = 0
    for i in range(n):
        m = position({"A": {"at": (10, 7), "st": 4}, "b": {"at": (11, 7)}}, dice=Dice(f"{seed}-{i}"),
                     home_bot=ClassicCoach(i), away_bot=ClassicCoach(-i))
        m.do(("declare", "A", "block", "b"))
        down += m.by_id[(1, "b")].status != STANDING or m.by_id[(1, "b")].where != FIELD
    return down


def _armour_and_injury(n, seed):
    m = position({"A": {"at": (3, 3)}}, dice=Dice(seed))
    p = m.by_id[(0, "A")]
    sq = p.sq
    broken = 0
    injuries = {"stunned": 0, "ko": 0, "casualty": 0}
    for _ in range(n):
        if m.armour_roll(p):
            broken += 1
            injuries[_last_injury(m)] += 1
        if p.where != FIELD:
            m.place(p, sq)
        p.status = STANDING
    return broken, injuries


def _last_injury(m):
    return next(e["result"] for e in reversed(m.events) if e.get("why") == "injury")


def _check(n_blocks, n_rolls):
    # Two dice, the attacker picks: POW or Stumbles on either die (1 - (4/6)^2 = 20/36), or else Both Down
    # (chosen over Attacker Down) when the dice show only Both Down and Attacker Down (3/36): 23/36.
    _within(_two_dice_blocks(n_blocks, "blocks"), n_blocks, 23 / 36)
    broken, injuries = _armour_and_injury(n_rolls, "armour")
    _within(broken, n_rolls, 10 / 36)  # §8.1: 2D6 greater than AV 8: 9-12
    _within(injuries["stunned"], broken, 21 / 36)  # §8.2: 2-7
    _within(injuries["ko"], broken, 9 / 36)  # 8-9
    _within(injuries["casualty"], broken, 6 / 36)  # 10-12


def test_block_armour_and_injury_odds_small_sample():
    _check(600, 4000)


@pytest.mark.slow
def test_block_armour_and_injury_odds_large_sample():
    _check(10_000, 200_000)
