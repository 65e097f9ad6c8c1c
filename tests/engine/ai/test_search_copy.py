"""The search coach's light copy of a match (engine/ai/copying.py, issue 22): the same position as a deepcopy, played
on the same dice, with nothing shared that a rollout may change."""

from __future__ import annotations

import copy

from engine.ai.coach import ScriptedCoach
from engine.ai.copying import light_copy
from engine.dice import Dice
from engine.match.colleges import COLLEGES, full_roster_team
from engine.match.core import Match
from engine.match.dungeon import generate


def deep_copy(m, seed):
    """The copy the search coach made before: copy.deepcopy sharing the same things."""
    memo = {id(m.d): m.d, id(m.events): [], id(m.dice): Dice(seed)}
    for ts in m.teams:
        memo[id(ts.sheet)] = ts.sheet
    for bot in m.bots:
        memo[id(bot)] = bot
    for p in m.players:
        memo[id(p.hooks)] = p.hooks
    return copy.deepcopy(m, memo)


def play_on(sim, seed, turns):
    sim.bots = [ScriptedCoach(f"{seed}:0"), ScriptedCoach(f"{seed}:1")]
    stop = sim.turn_no + turns
    while not sim.over and sim.turn_no < stop:
        sim.do(sim.bots[sim.active].act(sim))
    return sim.events, sim.score, sim.winner, [(p.sq, p.status, p.where) for p in sim.players], sim.ball_sq


def test_a_light_copy_plays_on_exactly_as_a_deepcopy():
    m = Match(full_roster_team(COLLEGES[0], team_id="home"), full_roster_team(COLLEGES[3], team_id="away"),
              dungeon=generate("copy-1"), dice=Dice("copy-1"), bots=(ScriptedCoach(1), ScriptedCoach(2)), seed="c")
    m.setup()
    compared = steps = 0
    while not m.over and compared < 6:
        m.do(tuple(m.bots[m.active].act(m)))
        steps += 1
        if steps % 29 == 0:
            assert play_on(light_copy(m, steps), steps, 3) == play_on(deep_copy(m, steps), steps, 3)
            compared += 1
    assert compared == 6


def test_a_light_copy_shares_only_what_never_changes():
    m = Match(full_roster_team(COLLEGES[1], team_id="home"), full_roster_team(COLLEGES[4], team_id="away"),
              dungeon=generate("copy-2"), dice=Dice("copy-2"), bots=(ScriptedCoach(1), ScriptedCoach(2)), seed="c")
    m.setup()
    for _ in range(40):
        m.do(tuple(m.bots[m.active].act(m)))
    sim = light_copy(m, 5)
    assert sim.d is m.d and sim.events == [] and sim.dice is not m.dice and sim.dice.seed == 5
    assert sim.teams[0].sheet is m.teams[0].sheet and sim.teams[0] is not m.teams[0]
    for p, q in zip(m.players, sim.players, strict=True):
        assert q is not p and q.hooks is p.hooks and q.used_skills is not p.used_skills and q.stats is not p.stats
        assert sim.by_id[(q.team, q.id)] is q
    assert sim.occ is not m.occ and sim.occ == m.occ
    assert all(q in sim.players for side in sim.team_players for q in side)
    if m.carrier is not None:
        assert sim.carrier is sim.players[m.carrier.idx]
    sim.players[0].used_skills.add("block")
    sim.teams[0].used_actions.add("blitz")
    assert "block" not in m.players[0].used_skills and "blitz" not in m.teams[0].used_actions


def test_a_light_copy_of_a_blood_bowl_2016_match_plays_on_as_a_deepcopy():
    # The search coach plays Blood Bowl 2016 too: the classic match's own state (kick-off, halves) goes through
    # the copy's generic path and must come out the same position.
    from engine.classic.bots import ClassicCoach
    from engine.classic.match import ClassicMatch
    from engine.classic.teams import boxed_team

    m = ClassicMatch(boxed_team("humans", id="h"), boxed_team("orcs", id="a"), dice=Dice("copy-3"),
                     bots=[ClassicCoach(1), ClassicCoach(2)], seed="copy-3")
    m.setup()
    compared = steps = 0
    while not m.over and compared < 4:
        m.do(tuple(m.bots[m.active].act(m)))
        steps += 1
        if steps % 31 == 0:
            outs = []
            for make in (light_copy, deep_copy):
                sim = make(m, steps)
                sim.bots = [ClassicCoach(f"{steps}:0"), ClassicCoach(f"{steps}:1")]
                stop = sim.turn_no + 3
                while not sim.over and sim.turn_no < stop:
                    sim.do(sim.bots[sim.active].act(sim))
                outs.append((sim.events, sim.score, [(p.sq, p.status, p.where) for p in sim.players]))
            assert outs[0] == outs[1]
            compared += 1
    assert compared == 4
