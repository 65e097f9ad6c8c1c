"""The event log (issue #8): every roll the dice made appears in it (what, why, dice, result, re-roll),
the dungeon, chests and portals are recorded at the start, and the positions can be replayed."""

from engine.dice import Dice
from engine.match import Match, RandomBot, ScrambleBot, generate
from engine.match.sample import sample_team


def play(seed, bot=RandomBot):
    m = Match(sample_team("home"), sample_team("away"), dungeon=generate(seed), dice=Dice(seed),
              bots=(bot(f"{seed}h"), bot(f"{seed}a")), turn_limit=8, seed=seed)
    m.setup()
    m.run()
    return m


def logged_dice(events):
    out = []
    for e in events:
        if e["t"] == "roll":
            out.extend(e["dice"])
        elif e["t"] == "block":
            out.extend(e["rolls"])
    return out


def test_every_roll_is_in_the_event_log_in_order():
    for seed in range(6):
        m = play(seed, RandomBot if seed % 2 else ScrambleBot)
        assert logged_dice(m.events) == [r.result for r in m.dice.log]


def test_rerolls_are_marked():
    found = False
    for seed in range(10):
        m = play(seed)
        found = found or any(e.get("reroll") for e in m.events if e["t"] in ("roll", "block"))
    assert found


def test_positions_replay_from_the_log():
    m = play(4, ScrambleBot)
    start = m.events[0]
    assert start["t"] == "dungeon" and start["width"] == m.d.width and len(start["rows"]) == m.d.height
    where = {}
    for e in m.events:
        if e["t"] == "setup":
            where = {pid: sq for pid, _side, sq, _status in e["players"]}
        elif e["t"] in ("move", "push", "teleport", "thrown"):
            where[e["player"]] = e["to"]
        elif e["t"] in ("removed", "mishap"):
            where.pop(e["player"], None)
    on_field = {p.id: p.sq for p in m.players if p.where == "field"}
    assert where == on_field
