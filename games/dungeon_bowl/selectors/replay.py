"""The replay of a simulated match, rebuilt from its event log: steps (turn by turn, action by action),
the board after each step (players, ball, Chests, Portals) and each step's events with their dice."""

from __future__ import annotations

from dataclasses import dataclass

from django.utils.translation import gettext_lazy as _

from games.replay import ReplayPlayer, describe, navigation, split_steps, step_player

CELL = 10  # SVG units per square


@dataclass
class Board:
    players: dict  # player id -> [side, square, status]
    ball_sq: int = -1
    holder: object = None
    chests: set = None
    portals: list = None
    turn: str = ""


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


# End Zone fills by index ('0'-'3': a multi-player dungeon has one per team, §10.1) and the players' colours
ZONE_FILL = {"0": "#f3c9c9", "1": "#c9d8f3", "2": "#cdeccd", "3": "#e3d0ee"}
SIDE_COLOUR = {"home": "#c0392b", "away": "#2c5aa0", "side0": "#c0392b", "side1": "#2c5aa0", "side2": "#27ae60",
               "side3": "#8e44ad"}
SIDE_COLOUR_NAME = {"side0": _("red"), "side1": _("blue"), "side2": _("green"), "side3": _("purple")}


def _svg(dungeon: dict, board: Board, names: dict, active=None) -> dict:
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
            (zones if ch in ZONE_FILL else features if ch != "." else floor).append(
                {**rect, "ch": ch, "fill": ZONE_FILL.get(ch)})
            x = end
    def xy(sq):
        return {"cx": (sq % w) * CELL + CELL / 2, "cy": (sq // w) * CELL + CELL / 2}
    players = []
    for pid, (side, sq, status) in board.players.items():
        if sq is None or sq < 0:
            continue
        info = names.get(str(pid), {})
        players.append({**xy(sq), "side": side, "colour": SIDE_COLOUR.get(side, SIDE_COLOUR["away"]), "status": status,
                        "number": info.get("number", "?"),
                        "title": f"#{info.get('number', '?')} {info.get('name', pid)} ({status})",
                        "holder": pid == board.holder, "active": active is not None and pid == active})
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
    nav = navigation(events, steps, step)
    step = nav["step"]
    first, last = steps[step]
    # home and away; or every team of a multi-player match (§10.1), named by its sheet
    names = {pid: info for sheet in sim.sheets.values() for pid, info in sheet.get("players", {}).items()}
    side_of = {pid: side for side, sheet in sim.sheets.items() for pid in sheet.get("players", {})}

    def name(pid):
        if pid is None:
            return "nobody"
        info = names.get(str(pid))
        return f"#{info['number']} {info['name']} ({side_of[str(pid)]})" if info else str(pid)

    board = board_after(events, last, side_of)
    dungeon = next(e for e in events if e["t"] == "dungeon")
    home = sim.sheets.get("home", {}).get("team", "home")
    away = sim.sheets.get("away", {}).get("team", "away")
    return {
        "sim": sim,
        "fixture": sim.fixture,
        **nav,
        "turn": board.turn or "set-up",
        "lines": [describe(e, name) for e in events[first:last] if e["t"] not in ("dungeon", "end_activation", "end_turn")],
        "svg": _svg(dungeon, board, names, step_player(events, first)),
        "multiplayer_teams": [(SIDE_COLOUR_NAME[side], sheet.get("team", side)) for side, sheet in sim.sheets.items()
                              if side in SIDE_COLOUR_NAME],
        "home": home,
        "away": away,
        "player": ReplayPlayer(events, steps, name, step, {"home": home, "away": away}),
    }
