"""Blood Bowl 2016's answers to the competition core (engine/rulesets/contract.py).

Settings are the optional Advanced Rules (§12-§18) and the league choices the reduced rulebook has none for
(league points, Star Player Points, extra time: docs/decisions.md, "Blood Bowl 2016"). A report gives per side
the touchdowns (the score) and the casualties caused, and for the match how it ended: at full time, in
sudden-death extra time, by a penalty shoot-out, or by a concession (§11.3, §11.6).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from engine.breach import gettext_noop
from engine.campaign.team_building import validate_new_team
from engine.rulesets.contract import DRAW, LOSS, WIN, Column, Field, RuleBreach, SideResult, ValuesError
from engine.rulesets.model import AI_OPPONENT, Ruleset

from . import tables

FULL_TIME, EXTRA_TIME, SHOOT_OUT, CONCEDED = "full_time", "extra_time", "penalty_shoot_out", "conceded"
ENDINGS = ((FULL_TIME, "At the end of the second half"), (EXTRA_TIME, "Touchdown in sudden-death extra time"),
           (SHOOT_OUT, "Penalty shoot-out after extra time"), (CONCEDED, "A coach conceded"))
EXTRA_TIME_CHOICES = (("never", "Never: a level game is a draw"),
                      ("knock_out", "In knock-out matches only (they need a winner)"),
                      ("always", "Always: every level game goes to extra time"))
PLAYOFF_CHOICES = (("none", "No play-offs: the league table decides"), ("final", "A final: first v second"),
                   ("semi_finals", "Semi-finals (1 v 4, 2 v 3) and a final"))
OFF_SEASON_CHOICES = (("carry_over", "Every team goes on into the next season as it is, entered and accepted"),
                      ("re_enter", "Teams go on as they are; each coach enters again and the commissioner accepts"))
SPP_CHOICES = (("none", "No Star Player Points (the boxed game)"),
               ("classic", "Classic: touchdown 3, casualty 2, completion 1, interception 2, MVP 5"))
# The Advanced Rules of §14 and §17 a league may switch off, each a setting of its own.
ADVANCED_PLAY = (("going_for_it", "Going For It", "§14.1"), ("assists", "Assists", "§14.2"),
                 ("hand_off", "Hand-off Action", "§14.3"), ("fumbles", "Fumbles", "§14.4"),
                 ("fouls", "Foul Action", "§14.5"), ("interceptions", "Interceptions", "§17"))


ENGINE_RULES = tuple(key for key, _label, _section in ADVANCED_PLAY) + ("weather", "fame", "kick_off_table")


class BloodBowl2016(Ruleset):
    score_label = "Touchdowns"
    # The match engine is engine/classic (simulate); games/blood_bowl_2016 lends it to the core's simulations.
    has_engine = True
    settings_schema = (
        Field("team_budget", "Team budget (gp)", 1_000_000, "gp to create a team", "§13", minimum=0,
              maximum=10_000_000),
        *(Field(key, label, True, f"play the advanced rule {label}", section) for key, label, section in ADVANCED_PLAY),
        Field("weather", "Weather", True, "roll the Weather table before the game", "§15"),
        Field("fame", "Fame", True, "roll each team's fans and FAME before the game", "§16"),
        Field("kick_off_table", "Kick-off table", True, "roll the Kick-off table at each kick-off; needs the Foul "
              "and Weather rules", "§18"),
        Field("extra_time", "Extra time", "knock_out", "when a level game goes to sudden-death extra time and a "
              "penalty shoot-out", "§11.3", choices=EXTRA_TIME_CHOICES),
        Field("points_win", "League points for a win", 3, maximum=10),
        Field("points_draw", "League points for a draw", 1, maximum=10),
        Field("points_loss", "League points for a loss", 0, maximum=10),
        Field("star_player_points", "Star Player Points", "none", "the seed has no campaign rules",
              choices=SPP_CHOICES),
        Field("playoffs", "Play-offs", "semi_finals", "the seed has no league rules: who plays after the league "
              "games", choices=PLAYOFF_CHOICES),
        Field("off_season", "Off-season", "carry_over", "the seed has no campaign: what teams carry into the next "
              "season", choices=OFF_SEASON_CHOICES),
        AI_OPPONENT,
    )
    side_fields = (
        Field("casualties", "Casualties caused", 0, section="§8.2", maximum=16),
        Field("won_shoot_out", "Won the penalty shoot-out", False, section="§11.3"),
        Field("conceded", "Conceded", False, section="§11.6"),
    )
    match_fields = (Field("ending", "How the game ended", FULL_TIME, section="§11.3", choices=ENDINGS),)

    def scripted_coach(self):
        from engine.classic.bots import ClassicCoach  # the classic engine reads this ruleset's tables

        return ClassicCoach

    # ---- settings ---------------------------------------------------------------------------------------
    def clean_settings(self, raw: Mapping | None) -> dict:
        settings = super().clean_settings(raw)
        if settings["kick_off_table"] and not (settings["fouls"] and settings["weather"]):
            raise ValuesError([RuleBreach("§18", gettext_noop('the Kick-off table may be used only with the Foul and Weather rules'))])
        return settings

    def engine_options(self, settings: Mapping | None, *, stage: str = "league") -> dict:
        """The keyword arguments engine.classic.simulate takes for a league's settings: the Advanced Rules in
        play, and whether a level game goes to extra time (§11.3) at this stage."""
        s = self.clean_settings(settings)
        knock_out = stage not in ("league", "friendly")
        extra = s["extra_time"] == "always" or (s["extra_time"] == "knock_out" and knock_out)
        return {"settings": {k: s[k] for k in ENGINE_RULES}, "extra_time": extra}

    # ---- team creation (§13) ----------------------------------------------------------------------------
    def team_cost(self, *, roster_key: str, hires: Mapping[str, int], rerolls: int, fan_factor: int) -> int:
        roster = self.roster(roster_key)
        return (sum(roster.position(k).cost * n for k, n in hires.items()) + rerolls * self.reroll_cost_for(roster_key)
                + fan_factor * tables.FAN_FACTOR_COST)

    def team_breaches(self, *, roster_key: str, hires: Mapping[str, int], rerolls: int, fan_factor: int,
                      budget: int = 1_000_000) -> list[RuleBreach]:
        """Every §13 rule a new team breaks (empty: legal): positions and limits, 11-16 players, re-rolls,
        Fan Factor at 10,000 gp each, all within the budget."""
        breaches = []
        most = self.extras["max_fan_factor"]
        if isinstance(fan_factor, bool) or not isinstance(fan_factor, int) or not 0 <= fan_factor <= most:
            breaches.append(RuleBreach("§13", gettext_noop('Fan Factor is bought in whole points, 0 to {most}; not {fan_factor!r}', most=most, fan_factor=fan_factor)))
            fan_factor = 0
        return breaches + validate_new_team(self, roster_key=roster_key, hires=hires, rerolls=rerolls, budget=budget,
                                            extra_cost=fan_factor * tables.FAN_FACTOR_COST)

    def boxed_team(self, roster_key: str) -> dict:
        """The team out of the box (§1.1, §1.3, §16): hires, re-rolls and Fan Factor."""
        return self.extras["boxed_teams"][roster_key]

    # ---- results (§11.3, §11.6) -------------------------------------------------------------------------
    def check_result(self, sides: Sequence[SideResult], match: Mapping, *, stage: str = "league",
                     context: Mapping | None = None) -> list[RuleBreach]:
        breaches = super().check_result(sides, match, stage=stage, context=context)
        if len(sides) != 2:
            return breaches
        ending = match.get("ending", FULL_TIME)
        level = sides[0].score == sides[1].score
        shoot = [bool(s.data.get("won_shoot_out")) for s in sides]
        conceded = [bool(s.data.get("conceded")) for s in sides]
        if ending == SHOOT_OUT:
            if not level:
                breaches.append(RuleBreach("§11.3", gettext_noop('a penalty shoot-out is only played when the game is still level after extra time')))
            if sum(shoot) != 1:
                breaches.append(RuleBreach("§11.3", gettext_noop('exactly one side wins a penalty shoot-out')))
        elif any(shoot):
            breaches.append(RuleBreach("§11.3", gettext_noop('a side can only win a penalty shoot-out in a game that ended in one')))
        if ending == EXTRA_TIME and level:
            breaches.append(RuleBreach("§11.3", gettext_noop('extra time is sudden death: it ends with a touchdown, so the scores cannot be level')))
        if ending == CONCEDED and sum(conceded) != 1:
            breaches.append(RuleBreach("§11.6", gettext_noop('exactly one coach concedes a conceded game')))
        elif ending != CONCEDED and any(conceded):
            breaches.append(RuleBreach("§11.6", gettext_noop("a side that conceded makes the game's ending 'A coach conceded'")))
        for s in sides:
            cas = s.data.get("casualties", 0)
            if cas > self.max_players:
                breaches.append(RuleBreach("§8.2", gettext_noop('a team cannot cause {cas} casualties: the opponents have at most {max_players} players', cas=cas, max_players=self.max_players)))
        return breaches

    def placings(self, sides: Sequence[SideResult], match: Mapping) -> list[str]:
        """The conceding coach hands the win over (§11.6); a shoot-out decides a level game (§11.3)."""
        ending = match.get("ending", FULL_TIME)
        if ending == CONCEDED and len(sides) == 2 and any(s.data.get("conceded") for s in sides):
            return [LOSS if s.data.get("conceded") else WIN for s in sides]
        if ending == SHOOT_OUT and len(sides) == 2 and any(s.data.get("won_shoot_out") for s in sides):
            return [WIN if s.data.get("won_shoot_out") else LOSS for s in sides]
        return super().placings(sides, match)

    def league_points(self, side: SideResult, *, settings: Mapping) -> int:
        return {WIN: settings.get("points_win", 3), DRAW: settings.get("points_draw", 1),
                LOSS: settings.get("points_loss", 0)}[side.result]

    def points_text(self, settings: Mapping) -> str:
        return (f"Win {settings.get('points_win', 3)}, draw {settings.get('points_draw', 1)}, "
                f"loss {settings.get('points_loss', 0)}")

    def standings_columns(self, settings: Mapping) -> tuple[Column, ...]:
        return (Column("touchdowns", "TD", source="score"),
                Column("touchdowns_against", "TD against", source="score_against", higher_is_better=False),
                Column("casualties", "Cas"))

    def tie_breakers(self, settings: Mapping) -> tuple[str, ...]:
        return ("touchdowns", "casualties")
