"""Reads that build Blood Bowl 2016's pages: the team builder (§13), a team with its 2016 characteristics as
printed (AG 3, AV 8: no '+', §7.2, §8.1), the fixture page, and the replay on the classic pitch."""

from __future__ import annotations

from dataclasses import dataclass, field

from django.urls import reverse

from games.blood_bowl_2016.models import ClassicMatchRecord, FanFactor
from games.replay import ReplayPlayer, describe, navigation, split_steps, step_player
from league.models import Fixture, League, Team
from matches.models import ResultReport
from matches.models.simulation import OPEN_STATUSES

CELL = 10  # SVG units per square
WIDTH, HEIGHT = 26, 15  # §1.2: the classic pitch


def builder_page(league: League) -> dict:
    rules = league.rules
    lists = [{"roster": r, "reroll_cost": rules.reroll_cost_for(r.key),
              "positions": [{"position": p, "limit": g.limit} for g in r.groups for p in g.positions]}
             for r in rules.rosters.values()]
    return {"league": league, "team_lists": lists, "budget": league.option("team_budget"),
            "max_fan_factor": rules.extras["max_fan_factor"], "boxed": dict(rules.extras["boxed_teams"])}


def team_page(team: Team, user) -> dict:
    rules = team.league.rules
    roster = rules.roster(team.roster)
    players = [{"player": p, "position": roster.position(p.position).name} for p in team.roster_players().order_by("number")]
    fans = FanFactor.objects.filter(team=team).values_list("fan_factor", flat=True).first() or 0
    rerolls = team.rerolls.count()
    value = (sum(p["player"].value for p in players) + rerolls * rules.reroll_cost_for(team.roster) + fans * 10_000)
    return {"team": team, "roster": roster, "players": players, "fan_factor": fans, "rerolls": rerolls,
            "team_value": value, "is_coach": user.is_authenticated and team.coach.user_id == user.pk}


def fixture_page(fx: Fixture, user) -> dict:
    league = fx.season.league
    report = ResultReport.objects.filter(fixture=fx).select_related("submitted_by__user").first()
    coaches = {fx.home.coach.user_id: "home", fx.away.coach.user_id: "away"}
    is_commissioner = league.is_commissioner(user)
    side = coaches.get(user.pk) if user.is_authenticated else None
    open_ = fx.status in OPEN_STATUSES
    record = ClassicMatchRecord.objects.filter(fixture=fx).only("pk", "seed").first()
    answerable = (report is not None and report.status == ResultReport.Status.PENDING and side is not None
                  and report.submitted_for_id not in (None, getattr(fx, side).pk))
    return {"fixture": fx, "league": league, "sides": list(fx.side_rows()), "report": report,
            "can_report": open_ and (side is not None or is_commissioner), "can_answer": answerable,
            "can_simulate": open_ and is_commissioner and fx.season.state in ("regular_season", "playoffs"),
            "record": record, "endings": league.rules.match_fields[0].choices}


# ---- the replay on the classic pitch ----------------------------------------------------------------------


@dataclass
class Board:
    players: dict = field(default_factory=dict)  # player id -> [side, square, status]
    ball_sq: int = -1
    holder: object = None
    turn: str = ""
    score: list = field(default_factory=lambda: [0, 0])


def board_after(events: list, upto: int) -> Board:
    """The pitch after `upto` events: a team's set-up places its players afresh (§2: a drive starts with the
    set-up; who is not placed is in the dugout), then moves, pushes, knock-downs and the ball as logged."""
    b = Board()
    for e in events[:upto]:
        t = e["t"]
        if t == "setup":
            b.players = {pid: v for pid, v in b.players.items() if v[0] != e["team"]}
            b.players.update({pid: [e["team"], sq, "standing"] for pid, sq in e["players"]})
        elif t in ("move", "push") and e["player"] in b.players:
            b.players[e["player"]][1] = e["to"]
        elif t == "removed":
            b.players.pop(e["player"], None)
        elif t == "down" and e["player"] in b.players:
            b.players[e["player"]][2] = "prone"
        elif t == "status" and e["player"] in b.players:
            b.players[e["player"]][2] = e["status"]
        elif t == "stand_up" and e.get("result") == "success" and e["player"] in b.players:
            b.players[e["player"]][2] = "standing"
        elif t == "ball":
            b.holder, b.ball_sq = e["holder"], e["sq"] if e["holder"] is None else -1
        elif t == "touchdown":
            b.score[0 if e["team"] == "home" else 1] += 1
        elif t == "turn":
            b.turn = f"{e['team']} turn {e['number']}"
    return b


def _svg(board: Board, names: dict, active=None) -> dict:
    def xy(sq):
        return {"cx": (sq % WIDTH) * CELL + CELL / 2, "cy": (sq // WIDTH) * CELL + CELL / 2}
    players = []
    for pid, (side, sq, status) in board.players.items():
        if sq is None or sq < 0:
            continue
        info = names.get(str(pid), {})
        players.append({**xy(sq), "side": side, "status": status, "number": info.get("number", "?"),
                        "title": f"#{info.get('number', '?')} {info.get('name', pid)} ({status})",
                        "holder": pid == board.holder, "active": active is not None and pid == active})
    return {"width": WIDTH * CELL, "height": HEIGHT * CELL, "players": players,
            "end_zones": [0, (WIDTH - 1) * CELL], "scrimmage": WIDTH // 2 * CELL,
            "wide_zones": [4 * CELL, (HEIGHT - 4) * CELL], "columns": [x * CELL for x in range(1, WIDTH)],
            "ball": xy(board.ball_sq) if board.ball_sq >= 0 else None}


def replay_page(record: ClassicMatchRecord, step: int) -> dict:
    events = record.events
    steps = split_steps(events)
    nav = navigation(events, steps, step)
    first, last = steps[nav["step"]]
    names = {**record.sheets.get("home", {}).get("players", {}), **record.sheets.get("away", {}).get("players", {})}
    side_of = {pid: side for side in ("home", "away") for pid in record.sheets.get(side, {}).get("players", {})}

    def name(pid):
        if pid is None:
            return "nobody"
        info = names.get(str(pid))
        return f"#{info['number']} {info['name']} ({side_of[str(pid)]})" if info else str(pid)

    board = board_after(events, last)
    home = record.sheets.get("home", {}).get("team", "home")
    away = record.sheets.get("away", {}).get("team", "away")
    return {"record": record, "fixture": record.fixture, **nav, "turn": board.turn or "set-up",
            "score": board.score,
            "lines": [describe(e, name) for e in events[first:last] if e["t"] not in ("end_activation", "end_turn")],
            "svg": _svg(board, names, step_player(events, first)), "home": home, "away": away,
            "player": ReplayPlayer(events, steps, name, nav["step"], {"home": home, "away": away}),
            "fixture_url": reverse("matches:fixture", args=[record.fixture_id])}
