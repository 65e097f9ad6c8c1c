"""The scripted AI coach's answers to the Final's own questions (§10.2.3, §10.2.5-6), so that a simulated Final is
coached with sense rather than by coin flips: the once-per-match rules are taken when they help, the Tasty Snack
re-roll goes on a Block with no good face, and Boo! puts Torne next to the opposing ball carrier or the ball.

`ScriptedCoach.choose` hands these decisions here (engine/ai/coach.py); everything else stays the coach's.
"""

from __future__ import annotations

GOOD_FACES = frozenset(("pow", "stumble", "push"))


def _worth(p) -> int:
    return p.st * 3 + p.ma + (4 - p.ag) * 2 + len(p.skills)


def _healing_herbs(coach, m, options, team):
    return True  # every KO'd player back to the Reserves: never worse than waiting


def _necromancy(coach, m, options, team):
    injured = [o for o in options if o is not None]
    return max(injured, key=_worth) if injured else None


def _yes(coach, m, options, team):
    return True


def _snack_block_die(coach, m, options, team):
    """Re-roll the worst die only when no die shows a face the attacker wants."""
    e = m.last_event("block")
    faces = e["dice"] if e is not None else []
    good = set(GOOD_FACES) | ({"both_down"} if m.blocker is not None and "Block" in m.blocker.skills else set())
    if not faces or good & set(faces):
        return None
    order = ("attacker_down", "both_down", "push", "stumble", "pow")
    return min((i for i in options if i is not None), key=lambda i: order.index(faces[i]))


def _target_square(m, team) -> int | None:
    carrier = m.carrier
    if carrier is not None:
        return carrier.sq
    return m.ball_sq if m.ball_sq >= 0 else None


def _boo_square(coach, m, options, team):
    """Next to the ball carrier (ours: to guard it; theirs: to push it) or the loose ball; else toward the middle."""
    target = _target_square(m, team)
    if target is None:
        return options[len(options) // 2]
    dist = coach.distances(m, [target])
    return min(options, key=lambda s: (dist[s], s))


def _boo_push(coach, m, options, team):
    return m.carrier if m.carrier in options else max(options, key=_worth)


def special_against_carrier(m, declares: dict, carrier):
    """A Special Action worth trying on the opposing ball carrier before a Blitz (it spends no Blitz): Skull Crack
    from the Bone Corridor (§10.2.6, a 4+ Knocks it Down), else Boo! when Torne can appear next to it (§10.2.3)."""
    for acts in declares.values():
        crack = ("declare", acts[0][1], "skull_crack", carrier.id)
        if crack in acts:
            return crack
    around = set(m.dungeon.adj[carrier.sq])
    for pid, acts in declares.items():
        boo = ("declare", pid, "boo", None)
        if boo in acts and around.intersection(m.boo_squares(m.player(pid))):
            return boo
    return None


ANSWERS = {
    "healing_herbs": _healing_herbs,
    "necromancy": _necromancy,
    "swift_as_the_breeze": _yes,
    "tasty_snack_reroll": _yes,
    "tasty_snack_block_die": _snack_block_die,
    "boo_square": _boo_square,
    "boo_push": _boo_push,
}
