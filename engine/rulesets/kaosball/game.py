"""Kaosball's answers to the competition core (engine/rulesets/contract.py), from rules/kaosball.md.

A match has two to four teams (§5): head-to-head, Maximum Kaos (Max3/Max4, every team for itself, §26.1) or
allied 2 v 2 (§26.2). A league match is always two teams, head-to-head (§5, §26); only those count in the
league table. A report gives, per team, its VP on the score track (the score), its trophies (kills) and fouls
at halftime and at the end (§22.1, §23), and whether it was knocked out or annihilated (§24); for the match,
its mode and how it ended. The league rules are not in the rulebook (§5 UNCLEAR): points, play-offs, cash
and the growth of Active Upgrade Points are league settings (docs/decisions.md "Kaosball").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from engine.breach import Name, gettext_noop
from engine.rulesets.contract import DRAW, LOSS, WIN, Column, Field, RuleBreach, SideResult
from engine.rulesets.kaosball import scoring
from engine.rulesets.kaosball.data import (
    BRUISERS_PER_TEAM,
    KNOCKOUT_GAP,
    MAX_FOULS,
    RINGERS,
    RUNNERS_PER_TEAM,
)
from engine.rulesets.kaosball.scoring import (
    ALLIED,
    ANNIHILATED,
    ANNIHILATION,
    FULL_TIME,
    HEAD_TO_HEAD,
    KNOCKED_OUT,
    KNOCKOUT,
    MAXIMUM_KAOS,
    MODE_SIDES,
    SUDDEN_DEATH,
)
from engine.rulesets.model import Ruleset

MIN_LEAGUE_TEAMS, MAX_LEAGUE_TEAMS = 4, 8  # §5
FIGURES_PER_TEAM = RUNNERS_PER_TEAM + BRUISERS_PER_TEAM
PLAYOFF_FORMATS = (
    ("final", "The top two play the championship match"),
    ("semi_finals", "The top four play semi-finals (1 v 4, 2 v 3), then the championship match"),
    ("quarter_finals", "The top eight play quarter-finals, semi-finals, then the championship match (8 teams)"),
)
PLAYOFF_SEEDS = {"final": 2, "semi_finals": 4, "quarter_finals": 8}
UPGRADE_POINT_GROWTH = (
    ("per_match", "+1 after every league match the team plays"),
    ("per_win", "+1 after every league match the team wins"),
    ("none", "never: they stay at the starting value"),
)
LEVEL_RESULTS = (
    ("sudden_death", "Played off by sudden death until one team leads (§23)"),
    ("draw", "A league match level after period 4 is a draw"),
)
MODE_LABELS = ((HEAD_TO_HEAD, "Head-to-head (2 teams)"), (MAXIMUM_KAOS, "Maximum Kaos (Max3/Max4)"),
               (ALLIED, "Allied (2 v 2)"))
ENDING_LABELS = ((FULL_TIME, "After period 4"), (SUDDEN_DEATH, "After a sudden-death playoff (§23)"),
                 (KNOCKOUT, "By knockout: a team 20 VP behind (§24.1)"),
                 (ANNIHILATION, "By annihilation: a team could not field 5 figures (§24.2)"))
ALLIANCES = (("", "No alliance"), ("a", "Alliance A"), ("b", "Alliance B"))
KNOCKOUT_STAGES = ("quarter_final", "semi_final", "third_place", "final")


class Kaosball(Ruleset):
    min_sides, max_sides = 2, 4  # §5: a regular match has 2, 3 or 4 teams
    score_label = "VP"
    free_team_choice = True  # a team is one of the boxed teams (data.TEAMS), not a roster of positions
    has_engine = True  # engine/kaosball plays a match out (games/kaosball lends it to the core's simulations)
    playoff_formats = PLAYOFF_FORMATS
    min_division_teams = MIN_LEAGUE_TEAMS
    max_league_teams = MAX_LEAGUE_TEAMS
    LEAGUE_POINTS = {WIN: 3, DRAW: 1, LOSS: 0}

    settings_schema = (
        Field("league_cash", "Starting cash in a league match", 10,
              "cash on the dial at the start of a league match (plus 3 per Sexy Contract)", "§5, §12.2", minimum=0, maximum=99),
        Field("match_cash", "Starting cash in a friendly", 12,
              "cash at the start of a regular (friendly) match, Max3/Max4 and allied included", "§5, §12.2", minimum=0, maximum=99),
        Field("active_upgrade_points", "Starting Active Upgrade Points", 3,
              "the most printed cost of upgrade tiles a team may have active at one time", "§5, §12.2", minimum=0, maximum=12),
        Field("upgrade_point_growth", "Active Upgrade Points grow", "per_match",
              "how a team's Active Upgrade Points grow during the league (the rulebook leaves it to the league)",
              "§5", choices=UPGRADE_POINT_GROWTH),
        Field("upgrade_point_cap", "Most Active Upgrade Points", 12,
              "the highest a team's Active Upgrade Points may grow (four slots of printed cost 3)", "§5, §27.1", minimum=0, maximum=24),
        Field("auction", "Pre-game draft and auction", True,
              "upgrade tiles and ringers are auctioned before each match (off: plain teams, as in a first game)",
              "§12.9, §27"),
        Field("keep_purchases", "Tiles and ringers stay with the team", True,
              "what a team wins at an auction is its own for the rest of the league (else for one match only)",
              "§5, §28.2"),
        Field("points_win", "League points for a win", 3, "", "§5", minimum=0, maximum=9),
        Field("points_draw", "League points for a draw", 1, "", "§5", minimum=0, maximum=9),
        Field("points_loss", "League points for a loss", 0, "", "§5", minimum=0, maximum=9),
        Field("level_result", "A league match level after period 4", "sudden_death",
              "the rulebook plays it off by sudden death; a league may let it stand as a draw", "§23",
              choices=LEVEL_RESULTS),
        Field("playoff_format", "Play-offs", "semi_finals", "who plays for the championship after the league",
              "§5", choices=PLAYOFF_FORMATS),
    )
    side_fields = (
        Field("kills_halftime", "Kills (trophies) at halftime", 0, section="§22.1", maximum=99),
        Field("kills", "Kills (trophies) at the end", 0, section="§22.1, §23", maximum=99),
        Field("fouls_halftime", "Fouls at halftime", 0, section="§21.3, §22.1", maximum=MAX_FOULS),
        Field("fouls", "Fouls at the end", 0, section="§21.3, §23", maximum=MAX_FOULS),
        Field("out", "Left the match early", "", section="§24",
              choices=(("", "Played to the end"), (KNOCKED_OUT, "Knocked out (20 VP behind)"),
                       (ANNIHILATED, "Annihilated (fewer than 5 figures)"))),
        Field("alliance", "Alliance (allied 2 v 2 only)", "", section="§26.2", choices=ALLIANCES),
    )
    match_fields = (
        Field("mode", "Kind of match", HEAD_TO_HEAD, section="§5, §26", choices=MODE_LABELS),
        Field("ending", "How the match ended", FULL_TIME, section="§23, §24", choices=ENDING_LABELS),
        Field("sudden_death_periods", "Sudden-death periods played", 0, section="§23", maximum=9),
        Field("tie_die_alliance", "Alliance the tie die favoured (allied, weaker teams level)", "",
              section="§26.2", choices=ALLIANCES),
    )

    # ---- what counts where -----------------------------------------------------------------------------

    def counts_in_table(self, match: Mapping, *, stage: str = "league", sides: int = 2) -> bool:
        """Only two-team head-to-head league matches count in a league table: Max3/Max4 results are found in
        no league table, and allied 2 v 2 is played as a friendly (§5)."""
        return stage == "league" and sides == 2 and match.get("mode", HEAD_TO_HEAD) == HEAD_TO_HEAD

    def league_size_breaches(self, teams: int) -> list[RuleBreach]:
        if MIN_LEAGUE_TEAMS <= teams <= MAX_LEAGUE_TEAMS:
            return []
        return [RuleBreach("§5", gettext_noop('a Kaosball league has {min_league_teams} to {max_league_teams} teams, not {teams}', min_league_teams=MIN_LEAGUE_TEAMS, max_league_teams=MAX_LEAGUE_TEAMS, teams=teams))]

    def playoff_seeds(self, settings: Mapping) -> int:
        """How many teams the league's play-offs take (2, 4 or 8)."""
        return PLAYOFF_SEEDS[settings.get("playoff_format", "semi_finals")]

    # ---- the result -----------------------------------------------------------------------------------

    def check_result(self, sides: Sequence[SideResult], match: Mapping, *, stage: str = "league",
                     context: Mapping | None = None) -> list[RuleBreach]:
        """Every rule the reported result breaks. `context` may carry the league's settings under "settings"
        (read: "level_result" — may a league match stand level after period 4?)."""
        n = len(sides)
        if not self.min_sides <= n <= self.max_sides:
            return [RuleBreach("§5", gettext_noop('a Kaosball match has 2, 3 or 4 teams, not {n}', n=n))]
        mode = match.get("mode", HEAD_TO_HEAD)
        ending = match.get("ending", FULL_TIME)
        breaches = []
        if stage != "friendly" and (n != 2 or mode != HEAD_TO_HEAD):
            what = gettext_noop("a league match") if stage == "league" else gettext_noop("a play-off match")
            breaches.append(RuleBreach("§5", gettext_noop('{what} is always played by two teams, head-to-head; Max3/Max4 and allied matches are friendlies (here: {n} teams, {mode})', what=what, n=n, mode=mode)))
        if n not in MODE_SIDES.get(mode, ()):
            allowed = " or ".join(map(str, MODE_SIDES.get(mode, ())))
            breaches.append(RuleBreach("§26", gettext_noop('a {mode} match has {allowed} teams, not {n}', mode=Name(dict(MODE_LABELS).get(mode, mode)), allowed=allowed, n=n)))
        breaches += self._tally_breaches(sides)
        if breaches:
            return breaches
        breaches += self._alliance_breaches(sides, match, mode)
        breaches += self._ending_breaches(sides, match, mode, ending, stage, context or {})
        return breaches

    def _tally_breaches(self, sides: Sequence[SideResult]) -> list[RuleBreach]:
        breaches = []
        most_kills = FIGURES_PER_TEAM * (len(sides) - 1) + len(RINGERS)
        for i, s in enumerate(sides, 1):
            d = s.data
            label = gettext_noop("team {number}", number=i)
            if s.score < 0:
                breaches.append(RuleBreach("§12.6", gettext_noop('{label}: the score track starts at 0; VP cannot be negative', label=label)))
            if d.get("kills", 0) < d.get("kills_halftime", 0):
                breaches.append(RuleBreach("§22.1", gettext_noop('{label}: kills are counted cumulatively — {end} at the end is fewer than {halftime} at halftime', label=label, end=d.get('kills', 0), halftime=d.get('kills_halftime', 0))))
            if d.get("kills", 0) > most_kills:
                breaches.append(RuleBreach("§9", gettext_noop("{label}: {kills} kills is more than the other teams' {most_kills} figures", label=label, kills=d.get('kills'), most_kills=most_kills)))
            if d.get("fouls", 0) < d.get("fouls_halftime", 0):
                breaches.append(RuleBreach("§21.3", gettext_noop('{label}: fouls are never reduced — {end} at the end is fewer than {halftime} at halftime', label=label, end=d.get('fouls', 0), halftime=d.get('fouls_halftime', 0))))
        return breaches

    def _alliance_breaches(self, sides, match, mode) -> list[RuleBreach]:
        alliances = [s.data.get("alliance", "") for s in sides]
        if mode != ALLIED:
            if any(alliances) or match.get("tie_die_alliance"):
                return [RuleBreach("§26.2", gettext_noop('alliances belong to an allied 2 v 2 match only'))]
            return []
        if sorted(alliances) != ["a", "a", "b", "b"]:
            return [RuleBreach("§26.2", gettext_noop('an allied match is two alliances (A and B) of two teams each'))]
        return []

    def _ending_breaches(self, sides, match, mode, ending, stage, context) -> list[RuleBreach]:
        scores = [s.score for s in sides]
        out = [s.data.get("out", "") for s in sides]
        left = [i for i, o in enumerate(out) if not o]
        sudden = match.get("sudden_death_periods", 0)
        breaches = []
        free_for_all = mode == MAXIMUM_KAOS
        if ending in (FULL_TIME, SUDDEN_DEATH):
            if not free_for_all and any(out):
                breaches.append(RuleBreach("§24", gettext_noop('a team knocked out or annihilated ends a head-to-head or allied match at once: report it as ended by knockout or annihilation')))
            elif len(left) < 2:
                breaches.append(RuleBreach("§24", gettext_noop('with one team or none left the match ended early: report it as ended by knockout or annihilation')))
            if ending == FULL_TIME and sudden:
                breaches.append(RuleBreach("§23", gettext_noop('sudden-death periods were played, so the match ended after a sudden-death playoff')))
            if ending == SUDDEN_DEATH and not sudden:
                breaches.append(RuleBreach("§23", gettext_noop('a match ended by sudden death played at least one sudden-death period')))
            if ending == SUDDEN_DEATH and mode == ALLIED:
                breaches.append(RuleBreach("§26.2", gettext_noop('an allied match level on its weaker teams is decided by the tie die, not by sudden death')))
            if breaches:
                return breaches
            leaders = scoring.winners(scores, out, mode=mode) if mode != ALLIED else []
            draws_allowed = (stage in ("league", "friendly")
                             and (context.get("settings") or {}).get("level_result") == "draw" and ending == FULL_TIME)
            if mode == ALLIED:
                breaches += self._allied_tie_breaches(scores, [s.data.get("alliance") for s in sides], match)
            elif len(leaders) > 1 and not draws_allowed:
                level = ", ".join(str(scores[i]) for i in leaders)
                breaches.append(RuleBreach("§23", gettext_noop('the top teams are level ({level} VP): a sudden-death playoff decides the winner — report the VP after it', level=level)))
            return breaches
        if ending == KNOCKOUT:
            knocked = [i for i, o in enumerate(out) if o == KNOCKED_OUT]
            if not knocked:
                return [RuleBreach("§24.1", gettext_noop('a match ended by knockout has a team marked knocked out'))]
            if free_for_all and len(left) != 1:
                return [RuleBreach("§24.1", gettext_noop('a Maximum Kaos match ends by knockout when one team is left, not {n_left}', n_left=len(left)))]
            if len(left) == 1:
                winner = scores[left[0]]
                if not any(winner - scores[i] >= KNOCKOUT_GAP for i in knocked):
                    return [RuleBreach("§24.1", gettext_noop("a team is knocked out at least {knockout_gap} VP behind: no knocked-out team is {knockout_gap} VP behind the winner's {winner}", knockout_gap=KNOCKOUT_GAP, winner=winner))]
            elif mode != ALLIED:  # allied: the other alliance wins (§24.2, read for knockouts too)
                return [RuleBreach("§24.1", gettext_noop('the team knocked out leaves one team: the other is not out'))]
            return []
        if ending == ANNIHILATION:
            if ANNIHILATED not in out:
                return [RuleBreach("§24.2", gettext_noop('a match ended by annihilation has a team marked annihilated'))]
            if free_for_all and len(left) > 1:
                return [RuleBreach("§24.2", gettext_noop('in Maximum Kaos the match goes on after an annihilation while two teams are left; it ends after period 4'))]
            if mode == HEAD_TO_HEAD and KNOCKED_OUT in out:
                return [RuleBreach("§24", gettext_noop('a team is either knocked out or annihilated, not both in one head-to-head match'))]
            return []
        return [RuleBreach("§23, §24", gettext_noop('there is no ending {ending!r}', ending=ending))]

    def _allied_tie_breaches(self, scores, alliances, match) -> list[RuleBreach]:
        weaker = {a: min(sc for sc, x in zip(scores, alliances, strict=True) if x == a) for a in ("a", "b")}
        tie_die = match.get("tie_die_alliance", "")
        if weaker["a"] == weaker["b"] and not tie_die:
            return [RuleBreach("§26.2", gettext_noop('the weaker teams are level ({a} VP): name the alliance the tie die favoured', a=weaker['a']))]
        if weaker["a"] != weaker["b"] and tie_die:
            return [RuleBreach("§26.2", gettext_noop('the tie die is rolled only when the weaker teams are level'))]
        return []

    def placings(self, sides: Sequence[SideResult], match: Mapping) -> list[str]:
        """win/draw/loss per side (§23, §24, §26): several leaders of a head-to-head or Maximum Kaos match
        that may stand level draw; an allied match is won by both teams of one alliance."""
        mode = match.get("mode", HEAD_TO_HEAD)
        won = scoring.winners([s.score for s in sides], [s.data.get("out", "") for s in sides], mode=mode,
                              alliances=[s.data.get("alliance", "") for s in sides],
                              tie_die_alliance=match.get("tie_die_alliance", ""))
        if mode == ALLIED:
            alliances = {sides[i].data.get("alliance") for i in won}
            result = DRAW if len(alliances) > 1 else WIN
        else:
            result = DRAW if len(won) > 1 else WIN
        return [result if i in won else LOSS for i in range(len(sides))]

    # ---- the league table -----------------------------------------------------------------------------

    def league_points(self, side: SideResult, *, settings: Mapping) -> int:
        key = {WIN: "points_win", DRAW: "points_draw", LOSS: "points_loss"}[side.result]
        return int(settings.get(key, self.LEAGUE_POINTS[side.result]))

    def points_text(self, settings: Mapping) -> str:
        p = {r: self.league_points(SideResult(0, 0, result=r), settings=settings) for r in (WIN, DRAW, LOSS)}
        return f"Win {p[WIN]}, draw {p[DRAW]}, loss {p[LOSS]}"

    def standings_columns(self, settings: Mapping) -> tuple[Column, ...]:
        return (Column("vp", "VP", source="score"),
                Column("vp_against", "VP against", source="score_against", higher_is_better=False),
                Column("vp_difference", "VP difference", source="difference"),
                Column("kills", "Kills"),
                Column("fouls", "Fouls", higher_is_better=False))

    def tie_breakers(self, settings: Mapping) -> tuple[str, ...]:
        return ("head_to_head", "vp_difference", "vp", "kills")
