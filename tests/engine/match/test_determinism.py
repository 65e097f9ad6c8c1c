"""Same seed, same teams, same bots -> the identical event log, byte for byte (issue #8)."""

import json

from engine import simulate
from engine.match import generate
from engine.match.sample import sample_team


def test_same_seed_gives_the_same_event_log():
    home, away = sample_team("home"), sample_team("away")
    a = simulate(home, away, seed=1234, turn_limit=10)
    b = simulate(home, away, seed=1234, turn_limit=10)
    assert json.dumps(a.events) == json.dumps(b.events)
    assert a.players == b.players and a.winner == b.winner


def test_different_seeds_give_different_matches():
    home, away = sample_team("home"), sample_team("away")
    d = generate(7)
    a = simulate(home, away, seed=1, dungeon=d, turn_limit=6)
    b = simulate(home, away, seed=2, dungeon=d, turn_limit=6)
    assert json.dumps(a.events) != json.dumps(b.events)


def test_outcome_has_the_match_report_shape():
    home, away = sample_team("home"), sample_team("away")
    out = simulate(home, away, seed=99, turn_limit=8)
    assert out.seed == 99
    assert set(out.players) == {p.id for p in home.players} | {p.id for p in away.players}
    for stats in out.players.values():
        assert set(stats) == {"completions", "throw_completions", "deflections", "interceptions",
                              "casualties_caused", "touchdowns", "injury", "ejected"}
    assert out.events[0]["t"] == "dungeon"
    json.dumps(out.events)  # plain, JSON-serialisable


def test_the_log_does_not_depend_on_the_process_hash_seed():
    import hashlib
    import os
    import subprocess
    import sys

    code = (
        "import hashlib, json; from engine import simulate; from engine.match.sample import sample_team; "
        "o = simulate(sample_team('home'), sample_team('away'), seed='hash', turn_limit=6); "
        "print(hashlib.sha256(json.dumps(o.events).encode()).hexdigest())"
    )
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
    env = {**os.environ, "PYTHONHASHSEED": "12345", "PYTHONPATH": root}
    other = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True,
                           cwd=root).stdout.strip()
    here = simulate(sample_team("home"), sample_team("away"), seed="hash", turn_limit=6)
    assert other == hashlib.sha256(json.dumps(here.events).encode()).hexdigest()


def test_the_outcome_is_plain_data():
    out = simulate(sample_team("home"), sample_team("away"), seed=3, turn_limit=4)
    data = json.loads(json.dumps(out.as_dict()))
    assert data["seed"] == 3 and data["score"] == out.score and len(data["events"]) == len(out.events)
