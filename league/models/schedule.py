"""The season's schedule: rounds with deadlines, fixtures with their results, friendlies,
the commissioner's league-point penalties and the dice the server rolled for a fixture.

A fixture's result is written here by matches' services (a confirmed match report) or by
the round-closing task (an unplayed fixture), so standings are computed inside league/ alone.
"""

from django.db import models
from django.db.models import Q
from django.utils.translation import gettext, gettext_lazy, gettext_noop

from dugout.i18n import later
from league.models.coaches import Coach
from league.models.leagues import Division, Season
from league.models.teams import Team


class Round(models.Model):
    """One round of a division's regular season; fixtures left unplayed at `deadline` are resolved (§8.5)."""

    division = models.ForeignKey(Division, on_delete=models.CASCADE, related_name="rounds")
    number = models.PositiveSmallIntegerField()
    deadline = models.DateTimeField()
    # Set once, by a conditional update, when the deadline task closes the round: running the task twice
    # resolves nothing twice.
    closed_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        verbose_name = gettext_lazy("round")
        verbose_name_plural = gettext_lazy("rounds")
        ordering = ["division", "number"]
        constraints = [models.UniqueConstraint(fields=["division", "number"], name="unique_round_number")]

    def __str__(self) -> str:
        return gettext("%(division)s round %(number)s") % {"division": self.division.name, "number": self.number}

    @property
    def is_closed(self) -> bool:
        return self.closed_at is not None


class Fixture(models.Model):
    class Kind(models.TextChoices):
        LEAGUE = "league", gettext_lazy("League match")
        FRIENDLY = "friendly", gettext_lazy("Inter-division friendly")
        PLAYOFF = "playoff", gettext_lazy("Play-off match")

    class Status(models.TextChoices):
        SCHEDULED = "scheduled", gettext_lazy("To be played")
        REPORTED = "reported", gettext_lazy("Report awaiting confirmation")
        DISPUTED = "disputed", gettext_lazy("Report disputed (commissioner decides)")
        AWAITING_COMMISSIONER = "awaiting_commissioner", gettext_lazy("Unplayed: waiting for the commissioner")
        PLAYED = "played", gettext_lazy("Played")
        UNPLAYED = "unplayed", gettext_lazy("Unplayed (resolved at the deadline)")

    class Outcome(models.TextChoices):
        HOME_WIN = "home_win", gettext_lazy("Home win")
        AWAY_WIN = "away_win", gettext_lazy("Away win")
        DRAW = "draw", gettext_lazy("Draw")
        BOTH_LOSE = "both_lose", gettext_lazy("Loss for both teams")
        PLACED = "placed", gettext_lazy("Placings (a match of three or four sides)")

    class Finish(models.TextChoices):
        # How a match ended, in words every game shares. DECIDED keeps the stored value it had when the core
        # knew one game (a winning score), so old rows and every game's reports read the same.
        DECIDED = "touchdown", gettext_lazy("Decided in play")
        TIME_LIMIT = "time_limit", gettext_lazy("Time limit")
        CONCESSION = "concession", gettext_lazy("Concession")
        UNPLAYED = "unplayed", gettext_lazy("Not played by the deadline")
        COMMISSIONER = "commissioner", gettext_lazy("Commissioner's decision")

    season = models.ForeignKey(Season, on_delete=models.CASCADE, related_name="fixtures")
    kind = models.CharField(max_length=10, choices=Kind.choices, default=Kind.LEAGUE)
    round = models.ForeignKey(Round, on_delete=models.CASCADE, null=True, blank=True, related_name="fixtures")
    home = models.ForeignKey(Team, on_delete=models.CASCADE, related_name="home_fixtures")
    away = models.ForeignKey(Team, on_delete=models.CASCADE, related_name="away_fixtures")
    # A pairing planner's round number, for a league whose rounds are not division rounds with deadlines.
    round_number = models.PositiveSmallIntegerField(null=True, blank=True)
    # "low-high" team ids: two teams may play one friendly a season whichever of them is at home (§8.7).
    pair = models.CharField(max_length=41, editable=False)
    arranged_by = models.ForeignKey(Coach, on_delete=models.SET_NULL, null=True, blank=True, related_name="+")

    status = models.CharField(max_length=24, choices=Status.choices, default=Status.SCHEDULED)
    outcome = models.CharField(max_length=10, choices=Outcome.choices, blank=True)
    finish = models.CharField(max_length=14, choices=Finish.choices, blank=True)
    # A coach's voluntary concession of an unplayed fixture (§8.5): resolved at the round's deadline.
    conceded_by = models.ForeignKey(Team, on_delete=models.SET_NULL, null=True, blank=True, related_name="+")
    # The team whose coach filed the pending report (null for a commissioner): the other coach must answer.
    reported_by = models.ForeignKey(Team, on_delete=models.SET_NULL, null=True, blank=True, related_name="+")
    note = models.CharField(max_length=200, blank=True, help_text=gettext_lazy("Why the fixture waits, or how it was decided."))
    result_recorded_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        verbose_name = gettext_lazy("fixture")
        verbose_name_plural = gettext_lazy("fixtures")
        ordering = ["season", "round__number", "id"]
        constraints = [
            models.CheckConstraint(condition=~Q(home=models.F("away")), name="fixture_two_different_teams"),
            models.UniqueConstraint(
                fields=["season", "pair"], condition=Q(kind="friendly"), name="one_friendly_per_pair_per_season"
            ),
        ]

    def __str__(self) -> str:
        return gettext("%(home)s v %(away)s") % {"home": self.home, "away": self.away}

    def save(self, *args, **kwargs):
        if self.pair.count("-") < 2:  # a match of three or four teams keeps the key of all its teams
            self.pair = pair_key(self.home_id, self.away_id)
        super().save(*args, **kwargs)

    def get_absolute_url(self) -> str:
        from django.urls import reverse  # the fixture page is served by matches; the name is enough

        return reverse("matches:fixture", args=[self.pk])  # it sends a game's fixture on to the game's own page

    def said(self):
        """The fixture's name as a sentence part read in each reader's language (notifications)."""
        return later(gettext_noop("%(home)s v %(away)s"), home=self.home, away=self.away)

    @property
    def has_result(self) -> bool:
        return bool(self.outcome)

    @property
    def awards_league_points(self) -> bool:
        return self.kind == self.Kind.LEAGUE  # friendlies give no league points (§8.7)

    def teams(self) -> tuple[Team, Team]:
        return self.home, self.away

    def side_rows(self) -> list["FixtureSide"]:
        """The sides in order (home first); prefetch `sides` to read them without a query."""
        return sorted(self.sides.all(), key=lambda s: s.slot)

    def scores(self) -> list[int]:
        return [s.score for s in self.side_rows()]

    def side_of(self, team_id: int) -> str | None:
        if team_id == self.home_id:
            return "home"
        if team_id == self.away_id:
            return "away"
        return None

    def opponent_of(self, team_id: int) -> Team:
        return self.away if team_id == self.home_id else self.home

    def coach_side(self, user) -> str | None:
        """'home' or 'away' when `user` coaches one of the two teams, else None."""
        if not user.is_authenticated:
            return None
        if self.home.coach.user_id == user.pk:
            return "home"
        if self.away.coach.user_id == user.pk:
            return "away"
        return None

    def winner_id(self) -> int | None:
        if self.outcome == self.Outcome.HOME_WIN:
            return self.home_id
        if self.outcome == self.Outcome.AWAY_WIN:
            return self.away_id
        if self.outcome == self.Outcome.PLACED:
            return next((s.team_id for s in self.side_rows() if s.result == "win"), None)
        return None

    def score_line(self) -> str:
        """What a coach reads in the schedule: who won, the score, and how it ended."""
        if not self.outcome:
            return self.get_status_display()
        if self.outcome == self.Outcome.BOTH_LOSE:
            return gettext("Loss for both (unplayed, §8.5)")
        how = f" ({self.get_finish_display()})" if self.finish else ""
        score = "–".join(str(s) for s in self.scores())
        if self.outcome == self.Outcome.DRAW:
            return gettext("Draw %(score)s") % {"score": score} + how
        if self.outcome == self.Outcome.PLACED:
            sides = self.side_rows()
            return ", ".join(f"{s.team} {s.score}" for s in sorted(sides, key=lambda s: -s.score)) + how
        winner = self.home if self.outcome == self.Outcome.HOME_WIN else self.away
        return gettext("%(winner)s won %(score)s") % {"winner": winner, "score": score} + how


class FixtureSide(models.Model):
    """One team's side of a fixture: its place (0 home, 1 away, 2-3 further sides of a 3-4 team match),
    its score, its result (win/draw/loss) and the result data its game defines (ruleset.side_fields).

    A two-team fixture gets its sides when its result is written; a fixture of three or four teams has
    them from the start, since only they name its third and fourth teams. Standings count these rows."""

    class Result(models.TextChoices):
        WIN = "win", gettext_lazy("Win")
        DRAW = "draw", gettext_lazy("Draw")
        LOSS = "loss", gettext_lazy("Loss")

    fixture = models.ForeignKey(Fixture, on_delete=models.CASCADE, related_name="sides")
    team = models.ForeignKey(Team, on_delete=models.CASCADE, related_name="fixture_sides")
    slot = models.PositiveSmallIntegerField()
    score = models.PositiveSmallIntegerField(default=0)
    result = models.CharField(max_length=4, choices=Result.choices, blank=True)
    data = models.JSONField(default=dict, blank=True)

    class Meta:
        verbose_name = gettext_lazy("fixture side")
        verbose_name_plural = gettext_lazy("fixture sides")
        ordering = ["fixture", "slot"]
        constraints = [
            models.UniqueConstraint(fields=["fixture", "slot"], name="one_side_per_slot"),
            models.UniqueConstraint(fields=["fixture", "team"], name="a_team_plays_a_fixture_once"),
            models.CheckConstraint(condition=Q(slot__lte=3), name="at_most_four_sides"),
        ]

    def __str__(self) -> str:
        return f"{self.team} in fixture {self.fixture_id}"


def pair_key(a: int | None, b: int | None) -> str:
    low, high = sorted([a or 0, b or 0])
    return f"{low}-{high}"


class PointsPenalty(models.Model):
    """League points docked by the commissioner, e.g. −3 for a no-show (§8.5); always audited."""

    season = models.ForeignKey(Season, on_delete=models.CASCADE, related_name="points_penalties")
    team = models.ForeignKey(Team, on_delete=models.CASCADE, related_name="points_penalties")
    points = models.SmallIntegerField(default=-3)
    reason = models.TextField()
    by = models.ForeignKey(Coach, on_delete=models.SET_NULL, null=True, related_name="+")
    at = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name = gettext_lazy("points penalty")
        verbose_name_plural = gettext_lazy("points penalties")
        ordering = ["-at"]

    def __str__(self) -> str:
        return f"{self.team}: {self.points} league points ({self.reason})"


class ServerRoll(models.Model):
    """A die the server rolled (engine.dice.Dice) for a fixture, kept so coaches can see it."""

    fixture = models.ForeignKey(Fixture, on_delete=models.CASCADE, related_name="server_rolls")
    team = models.ForeignKey(Team, on_delete=models.SET_NULL, null=True, blank=True, related_name="+")
    die = models.CharField(max_length=4)  # "D6"
    why = models.CharField(max_length=120)
    # The engine's msgid template and values of `why` (dugout.i18n.stored_sentence): shown in the reader's
    # language; {} on a row stored before (or a reason the engine did not mark), shown in English.
    why_sentence = models.JSONField(default=dict, blank=True)
    result = models.PositiveSmallIntegerField()
    seed = models.CharField(max_length=64, blank=True)
    at = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name = gettext_lazy("server roll")
        verbose_name_plural = gettext_lazy("server rolls")
        ordering = ["at", "id"]

    def __str__(self) -> str:
        return f"{self.die} {self.why}: {self.result}"
