"""The matchup scoring helper's form, read from a GET query so a result is a link a table can share."""

from __future__ import annotations

from collections.abc import Mapping

from engine.rulesets.team_manager.data import TOKENS
from engine.rulesets.team_manager.scoring import HIGHLIGHT, TOURNAMENT, Player, Side, score_matchup

SIDES, PLAYERS, TOKEN_SLOTS = 4, 4, 3


def _int(raw: Mapping, key: str) -> int:
    try:
        return int(raw.get(key) or 0)
    except (TypeError, ValueError):
        return 0


def read(raw: Mapping) -> dict:
    """The helper's inputs: kind, reward fans, and per manager (a, b, c, d) the zone fans and up to four
    players (a player is there when its Power is given)."""
    kind = raw.get("kind") if raw.get("kind") in (HIGHLIGHT, TOURNAMENT) else HIGHLIGHT
    ball = raw.get("ball", "")
    sides = []
    for s in range(SIDES):
        players = []
        for p in range(PLAYERS):
            prefix = f"s{s}p{p}"
            if (raw.get(f"{prefix}_power") or "") == "":
                continue
            tokens = tuple(t for t in (raw.get(f"{prefix}_t{n}") for n in range(TOKEN_SLOTS)) if t in TOKENS)
            players.append(Player(_int(raw, f"{prefix}_power"), down_power=_int(raw, f"{prefix}_down_power"),
                                  down=bool(raw.get(f"{prefix}_down")), tokens=tokens, ball=ball == prefix,
                                  scoring_fans=_int(raw, f"{prefix}_fans"),
                                  name=f"{raw.get(f's{s}_name') or chr(65 + s)} {p + 1}"))
        if players:
            sides.append(Side(raw.get(f"s{s}_name") or chr(65 + s), tuple(players), zone_fans=_int(raw, f"s{s}_zone")))
    order = [name.strip() for name in (raw.get("first_manager_order") or "").split(",") if name.strip()]
    return {"kind": kind, "sides": sides, "central_fans": _int(raw, "central"), "winner_fans": _int(raw, "winner"),
            "second_fans": _int(raw, "second"), "defeat_fans": _int(raw, "defeat"),
            "two_managers": bool(raw.get("two_managers")), "first_manager_order": order}


def compute(raw: Mapping):
    """The matchup scored (§12), or None when no player was given yet."""
    values = read(raw)
    if not values["sides"]:
        return None
    return score_matchup(values.pop("kind"), values.pop("sides"), **values)


def form_rows(raw: Mapping) -> list[dict]:
    """The helper form's managers and players with the values sent, so a page without HTMX keeps them."""
    rows = []
    for s in range(SIDES):
        players = []
        for p in range(PLAYERS):
            prefix = f"s{s}p{p}"
            players.append({"prefix": prefix, "number": p + 1, "power": raw.get(f"{prefix}_power", ""),
                            "down": bool(raw.get(f"{prefix}_down")), "down_power": raw.get(f"{prefix}_down_power", ""),
                            "fans": raw.get(f"{prefix}_fans", ""), "ball": raw.get("ball") == prefix,
                            "tokens": [(f"{prefix}_t{n}", raw.get(f"{prefix}_t{n}", "")) for n in range(TOKEN_SLOTS)]})
        rows.append({"index": s, "letter": chr(65 + s), "name": raw.get(f"s{s}_name", ""),
                     "zone": raw.get(f"s{s}_zone", ""), "players": players, "open": s < 2 or any(
                         p["power"] for p in players)})
    return rows
