"""A simulated match's replay, shared by every game whose engine logs events (Dungeon Bowl, Blood Bowl 2016):
the event log split into steps (turn by turn, action by action), the navigation between them, and each event
as a line of text with its dice. Each game draws its own board (its selectors/replay)."""

from __future__ import annotations

# A new step starts at each of these: a team turn, an activation, a Bench Portal or Magic Sponge use.
STEP_STARTS = frozenset(("turn", "activate", "bench_portal", "magic_sponge", "end"))


def split_steps(events: list) -> list[tuple[int, int]]:
    """(first, last+1) event indexes of each step; step 0 is the set-up."""
    starts = [0] + [i for i, e in enumerate(events) if e["t"] in STEP_STARTS and i > 0]
    starts = sorted(set(starts))
    return [(a, b) for a, b in zip(starts, starts[1:] + [len(events)], strict=True)]


def describe(e: dict, name) -> str:
    """One event as a line of text (dice shown as they fell)."""
    t = e["t"]
    who = name(e.get("player")) if "player" in e else ""
    if t == "roll":
        target = f" needing {e['target']}+" if e.get("target") else ""
        mod = f" (modifier {e['modifier']:+d})" if e.get("modifier") else ""
        rr = f" — re-roll ({e['reroll']})" if e.get("reroll") else ""
        return f"{e['why'].capitalize()}{(' for ' + who) if who else ''}: rolled {', '.join(map(str, e['dice']))}{target}{mod} → {e['result']}{rr}"
    if t == "block":
        return (f"{name(e['attacker'])} blocks {name(e['defender'])} (ST {e['st'][0]} v {e['st'][1]}): "
                f"block dice {', '.join(e['dice'])}{' — re-roll' if e.get('reroll') else ''}; {e['chooser']} coach chooses")
    if t == "turn":
        return f"Turn {e['number']} of the {e['team']} team ({e['rerolls']} re-rolls left)"
    if t == "activate":
        target = f" on {name(e['target'])}" if e.get("target") is not None else ""
        return f"{who} declares {e['action']}{target}"
    if t == "move":
        return f"{who} moves"
    if t == "ball":
        return f"{name(e['holder'])} has the ball" if e["holder"] is not None else "The ball comes to rest"
    if t == "end":
        winner = f"the {e['winner']} team wins" if e["winner"] else "a draw"
        return f"Match over ({e['reason'].replace('_', ' ')}): {winner}"
    if t == "removed":
        return f"{who} leaves the dungeon ({e['to']}{', ' + e['result'].replace('_', ' ') if e.get('result') else ''})"
    if t == "chest":
        return f"{who} opens a Chest: {'the ball!' if e['contents'] == 'ball' else 'a trap'}"
    rest = {k: v for k, v in e.items() if k not in ("t", "player")}
    details = ", ".join(f"{k} {v}" for k, v in rest.items() if not isinstance(v, (list, dict)))
    return f"{t.replace('_', ' ').capitalize()}{(': ' + who) if who else ''}{(' — ' + details) if details else ''}"


def navigation(events: list, steps: list[tuple[int, int]], step: int) -> dict:
    """The replay's links: the step shown (clamped), one step and one team turn back and forward."""
    step = max(0, min(step, len(steps) - 1))
    turn_starts = [i for i, (a, _) in enumerate(steps) if events[a]["t"] == "turn"]
    return {"step": step, "last_step": len(steps) - 1, "prev_step": max(step - 1, 0),
            "next_step": min(step + 1, len(steps) - 1),
            "prev_turn": max((i for i in turn_starts if i < step), default=0),
            "next_turn": min((i for i in turn_starts if i > step), default=len(steps) - 1)}
