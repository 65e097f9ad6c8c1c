"""What every post-match step is given: the report, its fixture, the team, how the match went for
that team, and the recorder through which it rolls."""

from __future__ import annotations

from dataclasses import dataclass, field

from league.models import Fixture, Player, Team
from matches.models import MatchReport, PlayerLine
from matches.services.postmatch_dice import RollRecorder


@dataclass
class StepContext:
    report: MatchReport
    team: Team
    recorder: RollRecorder
    # Summaries of this team's earlier steps for the same report (step 2 reads step 1's).
    earlier: dict = field(default_factory=dict)

    @property
    def fixture(self) -> Fixture:
        return self.report.fixture

    @property
    def dice(self):
        return self.recorder.dice

    @property
    def rules(self):
        return self.team.league.rules

    @property
    def friendly(self) -> bool:
        return self.fixture.kind == Fixture.Kind.FRIENDLY

    @property
    def is_home(self) -> bool:
        return self.team.pk == self.fixture.home_id

    @property
    def result(self) -> str:
        """'win', 'loss' or 'draw' for this team."""
        if self.report.outcome == MatchReport.Outcome.DRAW:
            return "draw"
        home_won = self.report.outcome == MatchReport.Outcome.HOME_WIN
        return "win" if home_won == self.is_home else "loss"

    @property
    def conceded(self) -> bool:
        return self.report.finish == MatchReport.Finish.CONCESSION

    def lines(self) -> list[PlayerLine]:
        return [line for line in self.report.lines.all() if line.team_id == self.team.pk]

    def locked_players(self) -> dict[int, Player]:
        """The team's players under a row lock (id order), so two reports of the same team never
        interleave their read-modify-write of a player."""
        return {p.pk: p for p in Player.objects.select_for_update().filter(team_id=self.team.pk).order_by("pk")}
