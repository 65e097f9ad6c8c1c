"""Classic-pitch positions for tests: players placed by (x, y) with 2016 characteristics, dice forced.

    m = position({"A": {"at": (10, 7), "skills": ("Block",), "ball": True}, "b": {"at": (11, 7)}},
                 dice=Dice.forcing(...))

Upper-case letters are home players (they defend x = 0 and score at x = 25), lower-case letters away players.
Player options: at, ma, st, ag, av (2016 values: AG 3, AV 8 by default), skills, status, ball (True: holds it).
The match starts in the active team's turn `turn` of the first half; `ball` puts the ball on the ground.
"""

from __future__ import annotations

from engine.classic.match import ClassicMatch, ClassicTeam, classic_sheet
from engine.dice import Dice
from engine.match.position import ScriptedBot

DEFAULT = {"ma": 6, "st": 3, "ag": 3, "av": 8, "skills": ()}


def position(players: dict, *, dice: Dice, active: str = "home", home_bot=None, away_bot=None, rerolls=(0, 0),
             ball: tuple | None = None, weather: str = "nice", settings=None, turn: int = 1,
             reserves: dict | None = None, extra_time: bool = False, half: int = 1) -> ClassicMatch:
    sheets: list[list] = [[], []]
    everyone = sorted(players.items()) + sorted((reserves or {}).items())
    for n, (letter, spec) in enumerate(everyone, start=1):
        spec = {**DEFAULT, **spec}
        team = 0 if letter.isupper() else 1
        sheets[team].append(classic_sheet(id=letter, number=n, name=letter, position="Test", ma=spec["ma"],
                                          st=spec["st"], ag=spec["ag"], av=spec["av"], skills=spec["skills"]))
    home = ClassicTeam(id="home", name="Home", rerolls=rerolls[0], players=tuple(sheets[0]))
    away = ClassicTeam(id="away", name="Away", rerolls=rerolls[1], players=tuple(sheets[1]))
    m = ClassicMatch(home, away, dice=dice, bots=(home_bot or ScriptedBot(), away_bot or ScriptedBot()),
                     settings=settings, extra_time=extra_time)
    m.weather = weather
    m.half = half
    for letter, spec in players.items():
        p = m.by_id[(0 if letter.isupper() else 1, letter)]
        x, y = spec["at"]
        m.place(p, m.d.sq(x, y))
        p.status = spec.get("status", "standing")
        if spec.get("ball"):
            m.carrier = p
    if ball is not None:
        m.ball_sq = m.d.sq(*ball)
    team = 0 if active == "home" else 1
    m.half_turns = [turn - 1, turn - 1] if team == 0 else [turn, turn - 1]
    m.kicking, m.receiving = 1 - team, team
    m.start_turn(team)
    return m
