"""simulate: one whole Blood Bowl 2016 match from a seed, played by two bots (the contract of engine.simulate)."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.classic.bots import ClassicRandomBot
from engine.classic.match import ClassicMatch
from engine.dice import Dice
from engine.match.core import SIDES
from engine.match.sheets import MatchOutcome, TeamSheet


@dataclass(slots=True)
class ClassicOutcome(MatchOutcome):
    casualties: dict = field(default_factory=lambda: {"home": 0, "away": 0})  # caused, per side
    weather: str = "nice"
    shoot_out: list | None = None

    def result_data(self) -> dict:
        """Per side, what a report carries (engine/rulesets/blood_bowl_2016/game.py side_fields)."""
        return {side: {"casualties": self.casualties[side],
                       "won_shoot_out": self.end_reason == "penalty_shoot_out" and self.winner == side,
                       "conceded": self.end_reason == "conceded" and self.winner not in (side, None)}
                for side in SIDES}


def simulate(home: TeamSheet, away: TeamSheet, *, seed, settings=None, extra_time: bool = False,
             home_bot=None, away_bot=None, bots=None) -> ClassicOutcome:
    """Play a whole match (ClassicRandomBot by default) and return its outcome. `settings` are the league's
    Advanced Rules (engine/rulesets/blood_bowl_2016 settings_schema keys); `extra_time` plays §11.3 when the
    score is level after the second half."""
    if bots is not None:
        home_bot, away_bot = bots
    bots = (home_bot or ClassicRandomBot(f"{seed}:home"), away_bot or ClassicRandomBot(f"{seed}:away"))
    match = ClassicMatch(home, away, dice=Dice(seed), bots=bots, settings=settings, extra_time=extra_time,
                         seed=seed)
    match.setup()
    match.run()
    return outcome(match)


def outcome(match: ClassicMatch) -> ClassicOutcome:
    caused = [0, 0]
    for p in match.players:
        caused[p.team] += p.stats["casualties_caused"]
    return ClassicOutcome(
        winner=SIDES[match.winner] if match.winner is not None else None,
        score={"home": match.score[0], "away": match.score[1]},
        players={p.id: dict(p.stats) for p in match.players},
        events=match.events,
        seed=match.seed,
        turns=match.turn_no,
        end_reason=match.end_reason,
        casualties={"home": caused[0], "away": caused[1]},
        weather=match.weather,
        shoot_out=match.shoot_out,
    )
