"""What must hold between any two steps of a Kaosball match (the fuzz tests check it after every turn)."""

from __future__ import annotations

from collections import Counter

from engine.kaosball import board as B
from engine.rulesets.kaosball import data as D


def check(m) -> list[str]:
    """Every broken invariant of match `m`, as sentences (empty: all hold)."""
    problems = []
    for s, f in enumerate(m.occ):
        if f is not None and (f.sq != s or not f.standing):
            problems.append(f"square {s} holds {f!r}, which is not standing there")
    for side in m.sides:
        for f in side.figs:
            if f.where == "pitch":
                if f.sq not in B.VALID:
                    problems.append(f"{f.id} is on the pitch off the board ({f.sq})")
                elif not f.down and m.occ[f.sq] is not f:
                    problems.append(f"{f.id} stands on {f.sq} but the square does not hold it (§3)")
                elif f.down and f not in m.downed.get(f.sq, ()):
                    problems.append(f"{f.id} lies on {f.sq} but is not listed there")
                if f.dmg >= f.hp:
                    problems.append(f"{f.id} has {f.dmg} damage on {f.hp} hit points and is still on the pitch (§9)")
            elif f.sq != -1:
                problems.append(f"{f.id} is off the pitch ({f.where}) but keeps square {f.sq}")
        if side.vp < 0:
            problems.append(f"team {side.idx} has {side.vp} VP (the track starts at 0)")
        if not 0 <= side.fouls <= D.MAX_FOULS:
            problems.append(f"team {side.idx} has {side.fouls} fouls (§21.3: 0 to 15)")
        if side.cash < 0:
            problems.append(f"team {side.idx} has {side.cash} cash")
        if len(side.kills) != len(set(side.kills)):
            problems.append(f"team {side.idx} holds a trophy twice")
    if m.carrier is not None:
        if not m.carrier.standing:
            problems.append(f"the ball carrier {m.carrier.id} is not standing on the pitch (§17)")
    elif m.ball not in B.VALID:
        problems.append(f"the loose ball is off the board ({m.ball})")
    cards = Counter(m.deck) + Counter(m.discard)
    for side in m.sides:
        cards += Counter(side.hand) + Counter(side.burnt)
    if m.deck or m.discard or any(s.hand for s in m.sides):
        if cards != Counter(D.deck()):
            problems.append("the 60 cards are not all in the deck, the discard pile, the hands and the burnt piles")
    return problems
