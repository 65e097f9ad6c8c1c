"""Dungeon Bowl's answers to the competition core (engine/rulesets/contract.py).

Settings are the league options of §8 and §11 with the rulebook's defaults; a match has two sides whose
score is touchdowns and whose result data carries the SPP-earning casualties caused (§7.3.2), which the
optional bonus point (§8.6) and the standings' last tie-breaker read.
"""

from __future__ import annotations

from collections.abc import Mapping

from engine.breach import gettext_noop
from engine.rulesets.contract import Column, Field, RuleBreach, SideResult
from engine.rulesets.dungeon_bowl.inducements import INDUCEMENTS
from engine.rulesets.model import AI_OPPONENT, Ruleset

PLAYOFF_FORMATS = (
    ("division_winners", "Four divisions: the four winners, straight to the semi-finals (§8.8)"),
    ("top_two", "Four divisions: the top two of each, from the quarter-finals (§8.8)"),
)
PLAYOFF_DRAW_BREAKERS = (
    ("higher_seed", "The higher seed goes through"),
    ("roll_off", "A roll-off: each team rolls a D6, highest goes through (ties roll again)"),
)

# §11.1 "in a small league of 4-6 coaches sponsors may instead be assigned at random, or chosen through a draft
# so that every coach has a different sponsor"; the draft is read as first come, first served (docs/decisions.md).
SPONSOR_ALLOCATIONS = (
    ("free", "Each coach chooses; any number of teams may share a sponsor"),
    ("draft", "Drafted: each coach chooses one no other team has (4-6 coaches)"),
    ("random", "Assigned at random by the commissioner, all different (4-6 coaches)"),
)
# §8.10.3 "+20,000 gp for each league match won last season": the digest's words count league matches only
# (§5.5 names league and play-off matches apart); a league may count its play-off wins too (docs/decisions.md).
REDRAFT_WINS_COUNTED = (
    ("league", "League matches won (the rulebook's words)"),
    ("league_and_playoff", "League and play-off matches won"),
)


class DungeonBowl(Ruleset):
    score_label = "Touchdowns"
    has_campaign = True
    player_columns = (Column("niggling_injuries", "Niggling injuries", source="player"),
                      Column("lasting_injuries", "Lasting injuries", source="player"),  # characteristics reduced
                      Column("spp", "SPP", source="player"),  # unspent Star Player Points (§7.3)
                      Column("journeyman", "Journeyman", source="player"))  # hired for one match (§5.2)
    has_engine = True
    # §10.1 multi-player Dungeon Bowl: three or four teams, only as a friendly (arrange_breach; docs/decisions.md)
    min_sides, max_sides = 2, 4
    playoff_formats = PLAYOFF_FORMATS
    min_division_teams = 4  # "no division may have fewer than four teams" (§8.4)
    friendly_text = "No MVP and no league points; otherwise like a league match. Two teams meet this way only once (§8.7)."
    settings_schema = (
        Field("team_budget", "Team budget (gp)", 1_000_000, "gp to build a new team", "§4.2",
              minimum=0, maximum=10_000_000),
        Field("casualty_bonus_point", "Casualty bonus point", False,
              "+1 league point for causing 3+ SPP-earning casualties in a match (optional)", "§8.6"),
        Field("sponsors_enabled", "Sponsors", True, "teams may take a sponsor", "§11"),
        Field("sponsor_allocation", "How sponsors are given", "free",
              "each coach chooses, or (small leagues of 4-6 coaches) every coach a different one, drafted or "
              "assigned at random", "§11.1", choices=SPONSOR_ALLOCATIONS),
        Field("redraft_cap_enabled", "Re-draft cap", False, "cap the re-draft budget at 1,300,000 gp", "§8.10.3"),
        Field("redraft_wins_counted", "Re-draft: wins that earn 20,000 gp", "league",
              "which wins of last season add 20,000 gp each to the re-draft budget", "§8.10.3",
              choices=REDRAFT_WINS_COUNTED),
        Field("ai_picks_advancements", "AI picks advancements", False,
              "after a simulated match, Dugout's AI coach spends the SPP of both teams' players "
              "(otherwise their coaches do)"),
        Field("head_to_head_tiebreaker", "Head-to-head tie-breaker", False,
              "break equal league points by head-to-head before touchdowns and casualties"),
        Field("playoff_format_four_divisions", "Play-off format with four divisions", "division_winners",
              "who qualifies for the play-offs when the season has four divisions", "§8.8",
              choices=PLAYOFF_FORMATS),
        Field("playoff_draw_breaker", "Play-off draw breaker", "higher_seed",
              "what decides a drawn (or unplayed) play-off match, which must have a winner",
              choices=PLAYOFF_DRAW_BREAKERS),
        Field("death_match_tiles", "Life and Death tiles in random dungeons", False,
              "the random dungeons of simulated matches may include the College of Life and College of Death tiles "
              "of the 2494 Final, with their rules", "§10.2.5-6"),
        AI_OPPONENT,
        # Exhibition play (§9): one-off matches and tournaments (docs/decisions.md, "Exhibition play").
        Field("exhibition_play", "Exhibition play", False,
              "one-off matches: teams are built by the exhibition rules and no post-match sequence runs; every "
              "match starts with the full, healthy team", "§9"),
        Field("exhibition_budget", "Exhibition budget (gp)", 1_150_000,
              "1,100,000-1,300,000 gp, all to be spent (what is left is lost)", "§9.1",
              minimum=1_100_000, maximum=10_000_000),
        Field("exhibition_larger_budget", "Exhibition budget above 1,300,000 gp agreed", False,
              "the coaches (or the organiser) agreed a larger budget", "§9.1"),
        Field("exhibition_free_spp", "Exhibition free SPP", 36,
              "SPP each team spends on chosen skills at creation (unspent SPP are lost)", "§9.5", maximum=500),
        Field("exhibition_max_advancements", "Exhibition advancements per player", 6,
              "the most advancements one player may take with the free SPP", "§9.5", maximum=6),
        Field("exhibition_inducements", "Exhibition inducements allowed", tuple(i.key for i in INDUCEMENTS),
              "the inducements a team may buy from its budget", "§9.4",
              choices=tuple((i.key, i.name) for i in INDUCEMENTS)),
    )
    side_fields = (
        Field("casualties", "SPP-earning casualties caused", 0, section="§7.3.2", maximum=50),
    )

    def check_result(self, sides, match, *, stage: str = "league", context=None):
        """§10.1: a result of three or four sides is a multi-player friendly's (reported with placings)."""
        breaches = super().check_result(sides, match, stage=stage, context=context)
        if len(sides) > 2 and stage != "friendly":
            breaches.append(RuleBreach("", gettext_noop('a Dungeon Bowl {stage} match has 2 sides, not {n_sides} (§10.1: three or four teams play a multi-player friendly)', stage=stage, n_sides=len(sides))))
        return breaches

    def arrange_breach(self, *, kind: str, sides: int) -> str | None:
        """§10.1: a match of three or four teams is a multi-player friendly (no league points, our reading)."""
        if sides > 2 and kind != "friendly":
            return "§10.1: a Dungeon Bowl match of three or four teams is a multi-player friendly, not a league match"
        return None

    @property
    def no_show_penalty(self) -> int:
        return self.tables.NO_SHOW_PENALTY  # §8.5

    def scripted_coach(self):
        from engine.ai.coach import ScriptedCoach  # the AI imports the match engine, which reads these tables

        return ScriptedCoach

    @property
    def concession_mvp_awards(self) -> int:
        return self.tables.CONCESSION_MVP_AWARDS  # §8.5: "may gain two MVP awards"

    def teams_built_for_tournament(self, settings: Mapping) -> bool:
        """§9: "exhibition matches are one-off games (also the basis for tournaments)": with exhibition play on,
        a tournament's teams are exhibition teams built on the College wizard by §9's rules."""
        return bool(settings.get("exhibition_play"))

    def four_division_format(self, settings: Mapping) -> str:
        return settings.get("playoff_format_four_divisions", "division_winners")  # §8.8, a league setting

    def playoff_draw_breaker(self, settings: Mapping) -> str:
        return settings.get("playoff_draw_breaker", "higher_seed")  # a league setting (docs/decisions.md)

    def concession_winnings(self, dice) -> int:
        """A coach who concedes for a real-life reason hands the opponent a win worth D6 x 10,000 gp (§8.5)."""
        return dice.d6(gettext_noop("winnings for a conceded fixture (D6)")) * self.tables.CONCESSION_WINNINGS_PER_PIP

    def bonus_points(self, side: SideResult, *, settings: Mapping) -> int:
        """The optional +1 for causing 3 or more SPP-earning casualties (§8.6)."""
        if not settings.get("casualty_bonus_point"):
            return 0
        if side.data.get("casualties", 0) >= self.tables.CASUALTY_BONUS_THRESHOLD:
            return self.tables.CASUALTY_BONUS_POINTS
        return 0

    def points_text(self, settings: Mapping) -> str:
        text = super().points_text(settings)
        if settings.get("casualty_bonus_point"):
            text += ", +1 for causing 3+ SPP-earning casualties"
        return f"{text} (§8.6)"

    def standings_columns(self, settings: Mapping) -> tuple[Column, ...]:
        return (Column("touchdowns", "TD", source="score"),
                Column("touchdowns_against", "TD against", source="score_against", higher_is_better=False),
                Column("casualties", "Cas"))

    def tie_breakers(self, settings: Mapping) -> tuple[str, ...]:
        """League points, [head-to-head,] touchdowns, casualties (§8.6; head-to-head a league option)."""
        first = ("head_to_head",) if settings.get("head_to_head_tiebreaker") else ()
        return (*first, "touchdowns", "casualties")
