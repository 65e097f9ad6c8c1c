"""What every post-match step is given: the fixture and its report (none for a fixture conceded before
its deadline), the team, how the match went for that team, the recorder through which it rolls, and the
run's pending writes.

A step changes the team's players in memory (they are locked) and adds what it writes to `writes`; the run
writes it all at its end, in the same transaction, one statement per table (issue #21: the sequence of
both teams cost 70 statements and 6 commits; it is now about a dozen statements and one commit)."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from games.dungeon_bowl.models import MatchReport, PlayerLine, PostMatchRoll
from games.dungeon_bowl.services.postmatch.bulk import add_to_column, update_rows
from games.dungeon_bowl.services.postmatch.dice import RollRecorder
from league import events as league_events
from league.models import Fixture, Player, PlayerEvent, Team


@dataclass
class Writes:
    """A run's changes, written by `flush` at the end of its transaction: the rows they touch are locked
    (the team's players) or its own (events, rolls), so writing them later in the transaction is the same as
    writing them as they happen."""

    players: dict[int, Player] = field(default_factory=dict)  # changed players, by id
    fields: set[str] = field(default_factory=set)  # their changed fields (written for every changed player)
    events: list[PlayerEvent] = field(default_factory=list)
    rolls: list[PostMatchRoll] = field(default_factory=list)
    treasury: dict[int, int] = field(default_factory=lambda: defaultdict(int))  # team -> gold paid in
    waiting: list[tuple] = field(default_factory=list)  # (team, text, url): advancements the coaches are told of

    def player(self, player: Player, fields) -> None:
        self.players[player.pk] = player
        self.fields.update(fields)

    def flush(self) -> None:
        # One statement for every team paid; added to the row as it is (Team is not locked).
        add_to_column(Team, "treasury", self.treasury)
        if self.players:
            update_rows(Player, [self.players[pk] for pk in sorted(self.players)], sorted(self.fields))
        if self.events:
            PlayerEvent.objects.bulk_create(self.events)
        if self.rolls:
            PostMatchRoll.objects.bulk_create(self.rolls)
        if self.waiting:  # both teams' coaches told at once (the notifications are written together)
            league_events.advancement_waiting.send(sender=Team, waiting=self.waiting)
        self.players, self.fields, self.events, self.rolls, self.waiting = {}, set(), [], [], []
        self.treasury = defaultdict(int)


@dataclass
class StepContext:
    fixture: Fixture
    report: MatchReport | None
    team: Team
    recorder: RollRecorder
    # Summaries of this team's earlier steps for the same fixture (step 2 reads step 1's).
    earlier: dict = field(default_factory=dict)
    writes: Writes = field(default_factory=Writes)
    # Read ahead by the run for both teams at once (None: the step reads its own).
    players: dict[int, Player] | None = None  # the team's locked players, shared by its steps
    advancements: dict[int, int] | None = None  # player -> advancements taken
    rerolls: int | None = None  # the team's re-rolls

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
        interleave their read-modify-write of a player. Locked once per run: the team's later steps get
        the same objects, with the earlier steps' changes."""
        if self.players is None:
            self.players = lock_players([self.team.pk])[self.team.pk]
        return self.players


def lock_players(team_ids) -> dict[int, dict[int, Player]]:
    """The teams' players, locked in id order (one statement; every run locks in the same order, so two
    runs sharing a team wait for each other and never deadlock), by team."""
    by_team: dict[int, dict[int, Player]] = {team_id: {} for team_id in team_ids}
    for player in Player.objects.select_for_update().filter(team_id__in=list(team_ids)).order_by("pk"):
        by_team[player.team_id][player.pk] = player
    return by_team
