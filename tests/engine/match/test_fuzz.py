"""Fuzz: random-bot matches on random dungeons keep the invariants after every step (issue #8).

FUZZ_MATCHES sets how many matches (default 1000, as the issue asks)."""

import os

import pytest

from engine.dice import Dice
from engine.match import Match, RandomBot, generate
from engine.match.bots import ScrambleBot
from engine.match.invariants import check
from engine.match.sample import random_team, sample_team

FUZZ_MATCHES = int(os.environ.get("FUZZ_MATCHES", "1000"))
DUNGEONS = 100  # distinct random dungeons, reused across matches to keep the run fast


@pytest.mark.slow
def test_random_matches_keep_the_invariants():
    dungeons = [generate(f"fuzz-{i}") for i in range(DUNGEONS)]
    sample_home, sample_away = sample_team("home"), sample_team("away")
    for n in range(FUZZ_MATCHES):
        seed = f"fuzz-{n}"
        bot = RandomBot if n % 2 == 0 else ScrambleBot  # half the matches with bots that go for the ball
        if n % 3 == 2:  # a third of the matches between random teams (profiles, skills, re-rolls)
            home, away = random_team(seed, "home"), random_team(seed, "away")
        else:
            home, away = sample_home, sample_away
        m = Match(home, away, dungeon=dungeons[n % DUNGEONS], dice=Dice(seed),
                  bots=(bot(f"{seed}:h"), bot(f"{seed}:a")), turn_limit=6 + n % 5, seed=seed)
        m.setup()
        check(m)
        steps = 0
        while not m.over:
            m.do(m.bots[m.active].act(m))
            check(m)
            steps += 1
            assert steps < 20000, f"match {seed} does not end"
        assert m.winner in (0, 1, None)
