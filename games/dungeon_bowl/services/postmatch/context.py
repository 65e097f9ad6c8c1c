"""What every post-match step is given: the fixture and its report (none for a fixture conceded before
its deadline), the team, how the match went for that team, and the recorder through which it rolls."""

from __future__ import annotations

from dataclasses import dataclass, field

from games.dungeon_bowl.models import MatchReport, PlayerLine
from games.dungeon_bowl.services.postmatch.dice import RollRecorder
from league.models import Fixture, Player, Team


@dataclass
class StepContext:
    fixture: Fixture
    report: MatchReport | None
    team: Team
    recorder: RollRecorder
    # Summaries of this team's earlier steps for the same fixture (step 2 reads step 1's).
    earlier: dict = field(default_factory=dict)

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
        outcome = self.report.outcome if self.report else self.fixture.outcome
        if outcome == MatchReport.Outcome.DRAW:
            return "draw"
        home_won = outcome == MatchReport.Outcome.HOME_WIN
        return "win" if home_won == self.is_home else "loss"

    @property
    def conceded(self) -> bool:
        finish = self.report.finish if self.report else self.fixture.finish
        return finish == MatchReport.Finish.CONCESSION

    def lines(self) -> list[PlayerLine]:
        if self.report is None:
            return []
        return [line for line in self.report.lines.all() if line.team_id == self.team.pk]

    def locked_players(self) -> dict[int, Player]:
        """The team's players under a row lock (id order), so two matches of the same team never
        interleave their read-modify-write of a player."""
        return {p.pk: p for p in Player.objects.select_for_update().filter(team_id=self.team.pk).order_by("pk")}
