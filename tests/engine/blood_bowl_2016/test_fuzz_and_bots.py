"""Seeded fuzz matches with the invariants checked after every step (100 here, FUZZ_MATCHES under the slow
mark, default 1000), and what the scripted coach must achieve: beat a random coach 95 % of the time; between
two scripted coaches, 1.5 touchdowns and 3 completed passes or hand-offs a match on average."""

import os

import pytest

from engine.classic.bots import ClassicCoach, ClassicRandomBot
from engine.classic.invariants import check
from engine.classic.match import ClassicMatch
from engine.classic.simulate import simulate
from engine.classic.teams import boxed_team, team_from_hires
from engine.dice import Dice

# CI plays 300 seeded matches; `make bench` plays the full 1,000 (FUZZ_MATCHES).
FUZZ_MATCHES = int(os.environ.get("FUZZ_MATCHES", "300"))
SETTINGS = ({}, {"kick_off_table": False, "weather": False, "fame": False},
            {"going_for_it": False, "assists": False, "hand_off": False, "fumbles": False, "interceptions": False},
            {"weather": True})


def _teams(n):
    rosters = ("humans", "orcs")
    home = boxed_team(rosters[n % 2], id="h")
    if n % 5 == 4:  # a short bench now and then: fewer than 11 players (§2 rule 1, §11.5)
        away = team_from_hires("orcs", {"orc_lineman": 4, "orc_blitzer": 2}, rerolls=1, id="a")
    else:
        away = boxed_team(rosters[(n // 2) % 2], id="a")
    return home, away


def _fuzz(n):
    reasons = {}
    for seed in range(n):
        home, away = _teams(seed)
        settings = dict(SETTINGS[seed % len(SETTINGS)])
        if not settings.get("fouls", True) or not settings.get("weather", True):
            settings["kick_off_table"] = False
        bots = (ClassicRandomBot(f"{seed}h"), ClassicRandomBot(f"{seed}a"))
        if seed % 3 == 0:
            bots = (ClassicCoach(f"{seed}h"), ClassicRandomBot(f"{seed}a"))
        m = ClassicMatch(home, away, dice=Dice(seed), bots=bots, settings=settings, extra_time=seed % 2 == 0,
                         seed=seed)
        m.setup()
        check(m)
        steps = 0
        while not m.over:
            m.apply(m.bots[m.active].act(m))
            check(m)
            steps += 1
            assert steps < 20_000, f"seed {seed} does not end"
        assert m.end_reason in ("full_time", "extra_time", "penalty_shoot_out", "conceded")
        assert m.winner in (0, 1) or (m.score[0] == m.score[1] and m.end_reason == "full_time")
        reasons[m.end_reason] = reasons.get(m.end_reason, 0) + 1
    return reasons


def test_fuzz_100_matches():
    reasons = _fuzz(100)
    assert reasons.get("penalty_shoot_out") and reasons.get("full_time")


@pytest.mark.slow
def test_fuzz_many_matches():
    _fuzz(FUZZ_MATCHES)


def test_same_seed_same_match():
    a = simulate(boxed_team("humans", id="h"), boxed_team("orcs", id="a"), seed=7,
                 bots=(ClassicCoach(1), ClassicCoach(2)))
    b = simulate(boxed_team("humans", id="h"), boxed_team("orcs", id="a"), seed=7,
                 bots=(ClassicCoach(1), ClassicCoach(2)))
    assert a.events == b.events and a.score == b.score


def _scripted_v_random(n):
    wins = 0
    for seed in range(n):
        home = seed % 2 == 0
        bots = (ClassicCoach(seed), ClassicRandomBot(seed)) if home else (ClassicRandomBot(seed), ClassicCoach(seed))
        out = simulate(boxed_team("humans", id="h"), boxed_team("orcs", id="a"), seed=seed, bots=bots)
        wins += out.winner == ("home" if home else "away")
    return wins / n


def _scripted_v_scripted(n):
    tds = completions = 0
    for seed in range(n):
        out = simulate(boxed_team("humans", id="h"), boxed_team("humans", id="a"), seed=seed,
                       bots=(ClassicCoach(f"{seed}h"), ClassicCoach(f"{seed}a")))
        tds += sum(out.score.values())
        completions += sum(1 for e in out.events if e["t"] == "completion")
    return tds / n, completions / n


def test_scripted_coach_beats_random_and_plays_a_passing_game():
    assert _scripted_v_random(20) >= 0.95
    tds, completions = _scripted_v_scripted(20)
    assert tds >= 1.5 and completions >= 3


@pytest.mark.slow
def test_scripted_coach_figures_over_many_matches():
    assert _scripted_v_random(200) >= 0.95
    tds, completions = _scripted_v_scripted(200)
    assert tds >= 1.5 and completions >= 3


def test_outcome_carries_the_result_data():
    out = simulate(boxed_team("humans", id="h"), boxed_team("orcs", id="a"), seed=3,
                   bots=(ClassicCoach(1), ClassicCoach(2)))
    data = out.result_data()
    assert set(data) == {"home", "away"}
    assert data["home"]["casualties"] == out.casualties["home"]
    caused = sum(1 for e in out.events if e["t"] == "removed" and e["to"] == "casualty")
    assert out.casualties["home"] + out.casualties["away"] <= caused
