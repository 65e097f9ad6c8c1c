"""Team Manager's answers to the competition core (engine/rulesets/contract.py), from §7, §14 and §16.

A Team Manager season (the card game's five weeks) is one core match of 2-4 sides, one per manager. Its
result gives per manager the team run (§3), the fans on the scoreboard after the last week, the End of Game
fans (§14.2), the upgrades gained (§14.4), the cheat tokens revealed and whether the UTM suspended the manager
(§14.5). The winner is found by §14, not by the score alone. A league of seasons is a series: a season won is
one league point (Manager of the Year), ties broken by fans kept, then upgrades gained.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType

from engine.breach import gettext_noop
from engine.rulesets.contract import DRAW, LOSS, WIN, Column, Field, RuleBreach, SideResult
from engine.rulesets.model import Ruleset
from engine.rulesets.team_manager import season as season_rules
from engine.rulesets.team_manager.data import TEAMS

WEEK_KEYS = ("fans", "star_players", "team_upgrades", "staff_upgrades", "cheat_tokens")


def totals_of(sides: Sequence[SideResult]) -> list[season_rules.Total]:
    return [season_rules.Total(s.team, fans=int(s.data.get("fans", 0)),
                               **{k: int(s.data.get(k, 0)) for k in season_rules.UPGRADES},
                               cheat_tokens=int(s.data.get("cheat_tokens", 0))) for s in sides]


def outcome_of(sides: Sequence[SideResult], names: Mapping | None = None) -> season_rules.Outcome:
    """§14 applied to a reported season's sides."""
    return season_rules.end_of_season(
        totals_of(sides), end_of_game={s.team: int(s.data.get("end_of_game_fans", 0)) for s in sides}, names=names)


class TeamManager(Ruleset):
    min_sides, max_sides = 2, 4  # "for 2-4 managers" (§1)
    score_label = "Fans"
    free_team_choice = True  # a manager runs a different team each season: it is chosen per season (§6.2)
    LEAGUE_POINTS = MappingProxyType({WIN: 1, DRAW: 0, LOSS: 0})
    settings_schema = (
        Field("season_length", "Season length", "standard", "Five weeks, or the optional Short or Long Season.",
              "§7, §16.2, §16.3", choices=season_rules.LENGTHS),
        Field("two_manager_variant", "Two-manager game", True,
              "With two managers: no News, three Tournaments and The Blood Bowl (four weeks, a tournament every "
              "week), two highlights kept of four revealed.", "§16.1"),
        Field("scheduling_limits", "Scheduling Limits", False,
              "Reveal only as many highlights as make the matchups equal the managers (a tournament counts).",
              "§16.4"),
    )
    side_fields = (
        Field("team", "Team run this season", "", section="§3, §6.2",
              choices=tuple((t.key, f"{t.italian} ({t.english})") for t in TEAMS.values())),
        Field("fans", "Fans after the last week", 0, section="§14", maximum=999),
        Field("end_of_game_fans", "Fans from End of Game effects", 0, section="§14.2", maximum=99),
        Field("star_players", "Star Players gained", 0, section="§14.4", maximum=99),
        Field("team_upgrades", "Team Upgrades gained", 0, section="§14.4", maximum=99),
        Field("staff_upgrades", "Staff Upgrades gained", 0, section="§14.4", maximum=99),
        Field("cheat_tokens", "Cheat tokens revealed", 0, section="§12.2", maximum=999),
        Field("suspended", "Suspended by the UTM investigation", False, section="§14.5"),
    )

    def clean_side(self, raw: Mapping | None) -> dict:
        """The side's values, plus `upgrades` (Star Players + Team + Staff Upgrades, §14.4) for the series
        table; a report may carry `upgrades` back (it is recomputed)."""
        raw = {k: v for k, v in (raw or {}).items() if k != "upgrades"}
        data = super().clean_side(raw)
        data["upgrades"] = sum(data[k] for k in season_rules.UPGRADES)
        return data

    def score_of(self, data: Mapping, *, reported_score: int = 0) -> int:
        """Fans at the season's end: the scoreboard plus End of Game fans, none for a suspended manager (§14.5)."""
        if data.get("suspended"):
            return 0
        return int(data.get("fans", 0)) + int(data.get("end_of_game_fans", 0))

    def check_result(self, sides: Sequence[SideResult], match: Mapping, *, stage: str = "league",
                     context: Mapping | None = None) -> list[RuleBreach]:
        breaches = [b for b in super().check_result(sides, match, stage="league", context=context)]
        if breaches:
            return breaches
        names = dict((context or {}).get("names") or {})
        teams = [s.data.get("team", "") for s in sides]
        if "" in teams:
            breaches.append(RuleBreach("§6.2", gettext_noop('name the team each manager ran this season')))
        elif len(set(teams)) != len(teams):
            breaches.append(RuleBreach("§6.2", gettext_noop('each team is run by one manager: one team token per team in play')))
        outcome = outcome_of(sides, names)
        wrong = {s.team for s in sides if bool(s.data.get("suspended")) != (s.team in outcome.suspended)}
        if wrong:
            if outcome.suspended:
                who = ", ".join(str(names.get(m, m)) for m in outcome.suspended)
                message = gettext_noop("the UTM investigation suspends exactly the managers still tied after tie-break 1: {who}", who=who)
            else:
                message = gettext_noop("nobody is suspended: the UTM investigates only managers still tied after tie-break 1")
            breaches.append(RuleBreach("§14.5", message))
        breaches += self._check_against_weeks(sides, (context or {}).get("weeks"), names)
        return breaches

    def _check_against_weeks(self, sides, weeks: Mapping | None, names: Mapping) -> list[RuleBreach]:
        """When the weeks were entered one by one, the season's result is theirs (§14.1): all weeks played and
        confirmed, each manager's fans and upgrades as the weeks add up."""
        if not weeks:
            return []
        if weeks.get("waiting"):
            return [RuleBreach("§14.1", gettext_noop('the season ends after its last week: {waiting}', waiting=weeks['waiting']))]
        breaches = []
        for side in sides:
            entered = weeks["totals"].get(side.team) or weeks["totals"].get(str(side.team)) or {}
            for key in WEEK_KEYS:
                if int(side.data.get(key, 0)) != int(entered.get(key, 0)):
                    breaches.append(RuleBreach("§14.1", gettext_noop('{team}: the weeks entered give {entered} {key}, not {reported}', team=names.get(side.team, side.team), entered=entered.get(key, 0), key=season_rules.COUNT_NAMES.get(key, key.replace('_', ' ')), reported=side.data.get(key, 0))))
        return breaches

    def placings(self, sides: Sequence[SideResult], match: Mapping) -> list[str]:
        """The Manager of the Year wins (§14.3-§14.5); everyone else loses, and when nobody wins (§14.6) all lose."""
        winner = outcome_of(sides).winner
        return [WIN if s.team == winner else LOSS for s in sides]

    def points_text(self, settings: Mapping) -> str:
        return "A season won (Manager of the Year) is 1 point; level managers are ordered by fans, then upgrades"

    def standings_columns(self, settings: Mapping) -> tuple[Column, ...]:
        return (Column("fans", "Fans", source="score"), Column("upgrades", "Upgrades"))

    def tie_breakers(self, settings: Mapping) -> tuple[str, ...]:
        return ("fans", "upgrades")

    def season_format(self, settings: Mapping, managers: int) -> season_rules.Format:
        return season_rules.season_format(settings, managers)
