"""Reads for the post-match pages: what each step did for each team, the rolls, the advancement
page's players and their options, a player's rolls, and the league cemetery."""

from __future__ import annotations

from dataclasses import dataclass, field

from django.db.models import Q

from engine.campaign import advancement_cost, must_spend
from engine.rulesets.model import CATEGORY_LETTERS
from games.dungeon_bowl.models import MatchReport, PendingImprovement, PostMatchRoll, PostMatchStep
from league.models import Advancement, Fixture, League, Player, Team

EVENT_LABELS = {  # §7.3.2
    "pass_completion": "pass completion", "throw_completion": "throw completion", "deflection": "deflection",
    "interception": "interception", "casualty": "casualty", "touchdown": "winning touchdown", "mvp": "MVP",
}


@dataclass
class TeamPostMatch:
    team: Team
    steps: dict  # step -> summary
    rolls: list[PostMatchRoll]
    players: dict[int, Player]
    finished: bool = False

    @property
    def result(self) -> dict:
        return self.steps.get("result", {})

    @property
    def advancement(self) -> dict:
        return self.steps.get("advancement", {})

    @property
    def value(self) -> dict:
        return self.steps.get("team_value", {})

    def spp_rows(self) -> list[dict]:
        rows = []
        for pk, row in self.advancement.get("spp", {}).items():
            earned = ", ".join(f"{n}× {EVENT_LABELS.get(kind, kind)}" for kind, n in row["events"].items())
            rows.append({**row, "earned": earned, "player": self.players.get(int(pk)),
                         "mvp": int(pk) in self.advancement.get("mvps", [])})
        return sorted(rows, key=lambda r: -r["spp"])

    def injuries(self) -> list[dict]:
        return [{**i, "player_obj": self.players.get(i["player"])} for i in self.result.get("injuries", [])]

    def mvps(self) -> list[Player]:
        return [self.players[pk] for pk in self.advancement.get("mvps", []) if pk in self.players]


def fixture_for_page(fixture_id: int) -> tuple[Fixture, MatchReport | None]:
    fixture = Fixture.objects.select_related("home__coach__user", "away__coach__user", "season__league").get(pk=fixture_id)
    report = MatchReport.objects.select_related("scorer").filter(fixture=fixture).first()
    return fixture, report


def match_postmatch(fixture: Fixture) -> list[TeamPostMatch]:
    steps = list(PostMatchStep.objects.filter(fixture=fixture))
    rolls = list(PostMatchRoll.objects.filter(fixture=fixture).select_related("player").order_by("id"))
    out = []
    for team in (fixture.home, fixture.away):
        players = {p.pk: p for p in Player.objects.filter(team=team)}
        out.append(TeamPostMatch(
            team=team,
            steps={s.step: s.summary for s in steps if s.team_id == team.pk},
            rolls=[r for r in rolls if r.team_id == team.pk],
            players=players,
            finished=any(s.team_id == team.pk and s.step == PostMatchStep.Step.ROSTER for s in steps),
        ))
    return out


@dataclass
class AdvancementRow:
    player: Player
    taken: int
    costs: dict = field(default_factory=dict)  # kind -> SPP cost of the next advancement
    affordable: list = field(default_factory=list)  # kinds the player can pay for now
    must_spend: bool = False
    pending: PendingImprovement | None = None
    primary: list = field(default_factory=list)  # category names
    secondary: list = field(default_factory=list)
    rolls: list = field(default_factory=list)  # this player's latest server rolls
    injured_this_match: bool = False

    @property
    def random_options(self) -> list[tuple[str, str, list]]:
        """(kind, button label with cost, categories) for the random skill advancements."""
        out = []
        for kind, label, categories in (("random_primary", "Random Primary", self.primary),
                                        ("random_secondary", "Random Secondary", self.secondary)):
            if categories and kind in self.costs:
                out.append((kind, f"{label} ({self.costs[kind]} SPP)", categories))
        return out


KINDS = [k.value for k in Advancement.Kind]


def advancement_row(player: Player, *, injured: set[int] = frozenset()) -> AdvancementRow:
    rules = player.team.league.rules
    taken = player.advancements.count()
    position = rules.roster(player.team.roster).position(player.position)
    row = AdvancementRow(
        player=player, taken=taken,
        primary=[CATEGORY_LETTERS[c] for c in position.primary],
        secondary=[CATEGORY_LETTERS[c] for c in position.secondary],
        pending=PendingImprovement.objects.filter(player=player).first(),
        rolls=list(PostMatchRoll.objects.filter(player=player).order_by("-id")[:8])[::-1],
        injured_this_match=player.pk in injured,
    )
    if taken < len(rules.tables.ADVANCEMENT_COSTS):
        row.costs = {kind: advancement_cost(taken + 1, kind, ruleset=rules) for kind in KINDS}
        row.affordable = [kind for kind, cost in row.costs.items() if player.spp >= cost]
        row.must_spend = must_spend(spp=player.spp, advancements_taken=taken, ruleset=rules)
    player.position_name = position.name
    return row


def advancement_page(fixture: Fixture, team: Team) -> list[AdvancementRow]:
    step = PostMatchStep.objects.filter(fixture=fixture, team=team, step=PostMatchStep.Step.RESULT).first()
    injured = {i["player"] for i in (step.summary.get("injuries", []) if step else []) if i.get("lasting")}
    players = Player.objects.filter(team=team, dead=False, fired=False).select_related("team__league").order_by("number")
    return [advancement_row(p, injured=injured) for p in players]


def player_rolls(player: Player) -> list[PostMatchRoll]:
    return list(PostMatchRoll.objects.filter(player=player).select_related("fixture__home", "fixture__away").order_by("id"))


def cemetery(league: League) -> list[Player]:
    """Every player who died in the league, with the match that killed him (from the step records)."""
    dead = list(Player.objects.filter(team__league=league, dead=True).select_related("team").order_by("team__name", "number"))
    killed_in = {}
    for step in PostMatchStep.objects.filter(team__league=league, step=PostMatchStep.Step.RESULT).select_related("fixture__home", "fixture__away"):
        for pk in step.summary.get("dead", []):
            killed_in[pk] = step.fixture
    for p in dead:
        p.killed_in = killed_in.get(p.pk)
    return dead


def played_fixtures(league: League) -> list[Fixture]:
    """Fixtures with a post-match sequence: a confirmed report, or conceded before the deadline."""
    with_steps = PostMatchStep.objects.values("fixture_id")
    return list(Fixture.objects.filter(season__league=league).filter(
        Q(match_report__status=MatchReport.Status.CONFIRMED) | Q(pk__in=with_steps)
    ).distinct().select_related("home", "away", "match_report").order_by("-result_recorded_at", "-pk"))
