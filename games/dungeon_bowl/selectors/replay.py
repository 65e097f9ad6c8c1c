"""The replay of a simulated match, rebuilt from its event log: steps (turn by turn, action by action),
the board after each step (players, ball, Chests, Portals) and each step's events with their dice."""

from __future__ import annotations

from dataclasses import dataclass

# A new step starts at each of these: a team turn, an activation, a Bench Portal or Magic Sponge use.
STEP_STARTS = frozenset(("turn", "activate", "bench_portal", "magic_sponge", "end"))
CELL = 10  # SVG units per square


@dataclass
class Board:
    players: dict  # player id -> [side, square, status]
    ball_sq: int = -1
    holder: object = None
    chests: set = None
    portals: list = None
    turn: str = ""


def split_steps(events: list) -> list[tuple[int, int]]:
    """(first, last+1) event indexes of each step; step 0 is the set-up."""
    starts = [0] + [i for i, e in enumerate(events) if e["t"] in STEP_STARTS and i > 0]
    starts = sorted(set(starts))
    return [(a, b) for a, b in zip(starts, starts[1:] + [len(events)], strict=True)]


def board_after(events: list, upto: int, side_of: dict | None = None) -> Board:
    b = Board(players={}, chests=set(), portals=[])
    for e in events[:upto]:
        t = e["t"]
        if t == "pieces":
            b.chests, b.portals = set(e["chests"]), list(e["portals"])
        elif t == "setup":
            b.players = {pid: [side, sq, status] for pid, side, sq, status in e["players"]}
        elif t == "werewolf":  # §10.2.6: the Werewolf (no team's player) appears, moves, goes back to its kennel
            b.players[e["player"]] = ["werewolf", e["to"], "standing"]
        elif t in ("move", "push", "teleport", "thrown") and e["player"] in b.players:
            b.players[e["player"]][1] = e["to"]
        elif t in ("teleport", "thrown"):
            b.players[e["player"]] = [(side_of or {}).get(str(e["player"]), "home"), e["to"], "standing"]
        elif t in ("removed", "mishap"):
            b.players.pop(e["player"], None)
            if b.holder == e["player"]:
                b.holder = None
        elif t == "down" and e["player"] in b.players:
            b.players[e["player"]][2] = "prone"
        elif t == "status" and e["player"] in b.players:
            b.players[e["player"]][2] = e["status"]
        elif t == "stand_up" and e.get("result") == "success" and e["player"] in b.players:
            b.players[e["player"]][2] = "standing"
        elif t == "ball":
            b.holder, b.ball_sq = e["holder"], e["sq"] if e["holder"] is None else -1
        elif t == "chest":
            b.chests.discard(e["sq"])
        elif t == "turn":
            b.turn = f"{e['team']} turn {e['number']}"
    return b


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


def _svg(dungeon: dict, board: Board, names: dict) -> dict:
    w = dungeon["width"]
    floor, zones, features = [], [], []
    for y, row in enumerate(dungeon["rows"]):
        x = 0
        while x < len(row):
            ch = row[x]
            if ch == "#":
                x += 1
                continue
            end = x
            while end < len(row) and row[end] == ch:
                end += 1
            rect = {"x": x * CELL, "y": y * CELL, "w": (end - x) * CELL, "h": CELL}
            (zones if ch in "01" else features if ch != "." else floor).append({**rect, "ch": ch})
            x = end
    def xy(sq):
        return {"cx": (sq % w) * CELL + CELL / 2, "cy": (sq // w) * CELL + CELL / 2}
    players = []
    for pid, (side, sq, status) in board.players.items():
        if sq is None or sq < 0:
            continue
        info = names.get(str(pid), {})
        players.append({**xy(sq), "side": side, "status": status, "number": info.get("number", "?"),
                        "title": f"#{info.get('number', '?')} {info.get('name', pid)} ({status})",
                        "holder": pid == board.holder})
    return {
        "width": w * CELL, "height": dungeon["height"] * CELL,
        "floor": floor, "zones": zones, "features": features, "players": players,
        "chests": [xy(sq) for sq in sorted(board.chests)],
        "portals": [{**xy(sq), "n": i + 1} for i, sq in enumerate(board.portals)],
        "ball": xy(board.ball_sq) if board.ball_sq >= 0 else None,
    }


def replay_page(sim, step: int) -> dict:
    events = sim.events
    steps = split_steps(events)
    step = max(0, min(step, len(steps) - 1))
    first, last = steps[step]
    names = {**sim.sheets.get("home", {}).get("players", {}), **sim.sheets.get("away", {}).get("players", {})}
    side_of = {pid: side for side in ("home", "away") for pid in sim.sheets.get(side, {}).get("players", {})}

    def name(pid):
        if pid is None:
            return "nobody"
        info = names.get(str(pid))
        return f"#{info['number']} {info['name']} ({side_of[str(pid)]})" if info else str(pid)

    board = board_after(events, last, side_of)
    dungeon = next(e for e in events if e["t"] == "dungeon")
    turn_starts = [i for i, (a, _) in enumerate(steps) if events[a]["t"] == "turn"]
    prev_turn = max((i for i in turn_starts if i < step), default=0)
    next_turn = min((i for i in turn_starts if i > step), default=len(steps) - 1)
    return {
        "sim": sim,
        "fixture": sim.fixture,
        "step": step,
        "last_step": len(steps) - 1,
        "prev_step": max(step - 1, 0),
        "next_step": min(step + 1, len(steps) - 1),
        "prev_turn": prev_turn,
        "next_turn": next_turn,
        "turn": board.turn or "set-up",
        "lines": [describe(e, name) for e in events[first:last] if e["t"] not in ("dungeon", "end_activation", "end_turn")],
        "svg": _svg(dungeon, board, names),
        "home": sim.sheets.get("home", {}).get("team", "home"),
        "away": sim.sheets.get("away", {}).get("team", "away"),
    }
