"""Small match positions written as text, for tests and for trying things out.

    m = position('''
        #########
        #<..A.b.#
        #<..@*..#
        #########
    ''', {"A": {"skills": ("Block",)}, "b": {"st": 4, "status": "prone"}}, dice=Dice.forcing(...))

Map: '#' wall, '.' floor, '<' End Zone defended by home (away scores there), '>' End Zone defended by away,
'*' a Chest with a trap, '$' the Chest holding the ball, '1'-'6' Portals, '@' the ball on the ground,
upper-case letters home players, lower-case letters away players (the letter is the player's id;
I, D, C and K are room features, as in Dungeon.from_ascii).
Player options: ma, st, ag, pa, av, skills, status ("standing", "prone", "stunned"), ball (True: holds it),
niggling. The keys "home_inducements" / "away_inducements" of the same dict give the teams' inducements,
"home_sponsor" / "home_sponsor_choices" (and away_) their sponsors (§11.2); "home_final" / "away_final" the
Final's College ("life" / "death", §10.2.3);
`reserves` adds players in the Reserves box; `room` names the room the whole map is (for §1.5 rules).
"""

from __future__ import annotations

from engine.dice import Dice
from engine.match.core import Match
from engine.match.dungeon import Dungeon
from engine.match.sheets import PlayerSheet, TeamSheet
from engine.match.state import FIELD

DEFAULT = {"ma": 6, "st": 3, "ag": 3, "pa": 4, "av": 9, "skills": ()}


class ScriptedBot:
    """Answers the engine's questions from a list, in order; an unexpected question fails the test."""

    def __init__(self, answers=()) -> None:
        self.answers = list(answers)
        self.asked: list[tuple[str, list]] = []

    def act(self, match):  # pragma: no cover - tests drive actions themselves
        raise AssertionError("a scripted bot takes no actions")

    def choose(self, match, decision, options):
        self.asked.append((decision, options))
        if not self.answers:
            raise AssertionError(f"unexpected question {decision!r} with options {options!r}")
        answer = self.answers.pop(0)
        if callable(answer):
            answer = answer(options)
        if answer not in options:
            raise AssertionError(f"scripted answer {answer!r} is not among {options!r} for {decision!r}")
        return answer

    def assert_all_used(self) -> None:
        assert not self.answers, f"scripted answers never asked for: {self.answers}"


def position(text: str, players: dict | None = None, *, dice: Dice, active: str = "home",
             home_bot=None, away_bot=None, rerolls=(0, 0), portals: dict | None = None,
             reserves: dict | None = None, first_turn: bool = False, room: str = "Test Room") -> Match:
    players = players or {}
    reserves = reserves or {}
    d = Dungeon.from_ascii(text, room=room)
    lines = [ln.strip() for ln in text.strip("\n").splitlines() if ln.strip()]
    pieces: dict[str, int] = {}
    chests: dict[int, bool] = {}
    portal_sq: dict[int, int] = {}
    ball = -1
    for y, ln in enumerate(lines):
        for x, ch in enumerate(ln):
            s = y * d.width + x
            if ch.isalpha() and ch not in "IDCK":
                pieces[ch] = s
            elif ch == "*":
                chests[s] = False
            elif ch == "$":
                chests[s] = True
            elif ch.isdigit():
                portal_sq[int(ch)] = s
            elif ch == "@":
                ball = s
    sheets: list[list[PlayerSheet]] = [[], []]
    for n, (letter, _sq) in enumerate(sorted(pieces.items()) + [(k, -1) for k in sorted(reserves)], start=1):
        spec = {**DEFAULT, **players.get(letter, {}), **reserves.get(letter, {})}
        team = 0 if letter.isupper() else 1
        sheets[team].append(PlayerSheet(id=letter, number=n, name=letter, position="Test",
                                        ma=spec["ma"], st=spec["st"], ag=spec["ag"], pa=spec["pa"],
                                        av=spec["av"], skills=tuple(spec["skills"]),
                                        niggling_injuries=spec.get("niggling", 0)))
    home = TeamSheet(id="home", name="Home", rerolls=rerolls[0], players=tuple(sheets[0]),
                     inducements=(players.get("home_inducements") or {}), sponsor=players.get("home_sponsor"),
                     sponsor_choices=players.get("home_sponsor_choices") or {},
                     final_college=players.get("home_final"))
    away = TeamSheet(id="away", name="Away", rerolls=rerolls[1], players=tuple(sheets[1]),
                     inducements=(players.get("away_inducements") or {}), sponsor=players.get("away_sponsor"),
                     sponsor_choices=players.get("away_sponsor_choices") or {},
                     final_college=players.get("away_final"))
    m = Match(home, away, dungeon=d, dice=dice, bots=(home_bot or ScriptedBot(), away_bot or ScriptedBot()))
    m.chests = chests
    m.portals = [portal_sq[i] for i in sorted(portal_sq)] if portal_sq else []
    m.portal_at = {sq: i + 1 for i, sq in enumerate(m.portals)}
    for letter, s in pieces.items():
        p = m.by_id[(0 if letter.isupper() else 1, letter)]
        m.place(p, s)
        spec = players.get(letter, {})
        p.status = spec.get("status", "standing")
        if spec.get("ball"):
            m.carrier = p
    m.ball_sq = ball
    team = 0 if active == "home" else 1
    m.first_team = team if first_turn else 1 - team
    m.teams[1 - team].turns_played = 1
    m.start_turn(team)
    return m


def on_field(m: Match) -> dict:
    return {p.id: p.sq for p in m.players if p.where == FIELD}


def render(m: Match) -> str:
    """The board as text in the notation `position` reads: players are lettered by their order in the team
    (home upper case, away lower case); a Prone or Stunned player shows as '_'; '0'/'1' are End Zones."""
    d = m.d
    rows = [list(r) for r in d.rows()]
    for s, is_ball in m.chests.items():
        x, y = d.xy(s)
        rows[y][x] = "$" if is_ball else "*"
    for i, s in enumerate(m.portals, start=1):
        x, y = d.xy(s)
        rows[y][x] = str(i)
    if m.ball_sq >= 0:
        x, y = d.xy(m.ball_sq)
        rows[y][x] = "@"
    for team in (0, 1):
        for k, p in enumerate(m.team_players[team]):
            if p.where == FIELD:
                x, y = d.xy(p.sq)
                mark = chr((ord("A") if team == 0 else ord("a")) + k % 26)
                rows[y][x] = mark if p.status == "standing" else "_"
    return "\n".join("".join(r) for r in rows)
