"""Teams and their players, as on the paper roster (§4.1), with the history the audit needs.

Single-row rules live here as methods (a player's Current Value, whether a number is free, whether a
player may be temporarily retired); anything touching several rows is a service (league/services/).
"""

from django.db import models
from django.db.models import Q
from django.utils import timezone
from django.utils.translation import gettext_lazy

from engine.campaign import player_current_value
from league.models.coaches import Coach
from league.models.leagues import League, Season


class Team(models.Model):
    """A team in a league: its roster (a key in the league's ruleset) and its coach."""

    league = models.ForeignKey(League, on_delete=models.CASCADE, related_name="teams")
    coach = models.ForeignKey(Coach, on_delete=models.PROTECT, related_name="teams")
    name = models.CharField(max_length=120)
    roster = models.CharField(max_length=40, help_text=gettext_lazy("Roster key in the league's ruleset, e.g. 'fire'."))
    treasury = models.PositiveIntegerField(default=0)
    trophy_holder = models.BooleanField(default=False, help_text=gettext_lazy("Holds the League Trophy: one free extra re-roll (§8.9)."))
    seasons = models.ManyToManyField(Season, through="league.SeasonEntry", related_name="teams", blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name = gettext_lazy("team")
        verbose_name_plural = gettext_lazy("teams")
        ordering = ["name"]
        constraints = [models.UniqueConstraint(fields=["league", "name"], name="unique_team_name_in_league")]

    def __str__(self) -> str:
        return self.name

    def is_coached_by(self, user) -> bool:
        return user.is_authenticated and self.coach.user_id == user.pk

    @property
    def ruleset(self):
        return self.league.rules

    @property
    def roster_data(self):
        return self.league.rules.roster(self.roster)

    @property
    def roster_name(self) -> str:
        """The roster's name in the ruleset; a ruleset without line-ups keeps the team chosen as text."""
        rosters = self.league.rules.rosters
        return rosters[self.roster].name if self.roster in rosters else self.roster

    def roster_players(self):
        """Players on the roster: not dead and not fired (temporarily retired players stay, §7.4.2)."""
        return self.players.filter(dead=False, fired=False)

    def free_numbers(self) -> list[int]:
        taken = set(self.roster_players().values_list("number", flat=True))
        return [n for n in range(1, Player.MAX_NUMBER + 1) if n not in taken]


class SeasonEntry(models.Model):
    """A team's entry into a season: pending until the commissioner accepts it (§8.11)."""

    class State(models.TextChoices):
        PENDING = "pending", gettext_lazy("Waiting for the commissioner")
        ACCEPTED = "accepted", gettext_lazy("Accepted")
        REJECTED = "rejected", gettext_lazy("Rejected")

    season = models.ForeignKey(Season, on_delete=models.CASCADE, related_name="entries")
    team = models.ForeignKey(Team, on_delete=models.CASCADE, related_name="season_entries")
    state = models.CharField(max_length=10, choices=State.choices, default=State.PENDING)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name = gettext_lazy("season entry")
        ordering = ["season", "team__name"]
        constraints = [models.UniqueConstraint(fields=["season", "team"], name="unique_season_entry")]
        verbose_name_plural = gettext_lazy("season entries")

    def __str__(self) -> str:
        return f"{self.team} in {self.season} ({self.state})"


class TeamReroll(models.Model):
    """One team re-roll and how it was bought: at creation (50,000 gp) or later at double cost (§4.6)."""

    class How(models.TextChoices):
        CREATION = "creation", gettext_lazy("Bought at team creation")
        TREASURY = "treasury", gettext_lazy("Bought from the treasury (double cost)")
        COMMISSIONER = "commissioner", gettext_lazy("Granted by the commissioner")

    team = models.ForeignKey(Team, on_delete=models.CASCADE, related_name="rerolls")
    how = models.CharField(max_length=12, choices=How.choices)
    cost = models.PositiveIntegerField()
    bought_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name = gettext_lazy("team re-roll")
        verbose_name_plural = gettext_lazy("team re-rolls")
        ordering = ["team", "bought_at", "id"]

    def __str__(self) -> str:
        return f"{self.team}: re-roll ({self.get_how_display()}, {self.cost:,} gp)"


class Player(models.Model):
    MAX_NUMBER = 16  # shirt numbers 1-16: a roster never holds more than 16 players (§4.4)

    CHARACTERISTICS = ("MA", "ST", "AG", "PA", "AV")

    team = models.ForeignKey(Team, on_delete=models.CASCADE, related_name="players")
    number = models.PositiveSmallIntegerField()
    name = models.CharField(max_length=80)
    position = models.CharField(max_length=60, help_text=gettext_lazy("Position key in the team's roster."))
    hiring_fee = models.PositiveIntegerField(default=0)
    # Current characteristics; AG, PA and AV are target numbers (3 means 3+), PA null is "–".
    ma = models.PositiveSmallIntegerField(default=0)
    st = models.PositiveSmallIntegerField(default=0)
    ag = models.PositiveSmallIntegerField(default=0)
    pa = models.PositiveSmallIntegerField(null=True, blank=True)
    av = models.PositiveSmallIntegerField(default=0)
    skills = models.JSONField(default=list, blank=True, help_text=gettext_lazy("Every skill and trait the player has, catalogue names."))
    spp = models.PositiveIntegerField(default=0, help_text=gettext_lazy("Unspent SPP"))
    spp_earned = models.PositiveIntegerField(default=0, help_text=gettext_lazy("SPP earned over the career"))
    niggling_injuries = models.PositiveSmallIntegerField(default=0)
    lasting_injuries = models.JSONField(default=list, blank=True, help_text=gettext_lazy("Characteristics reduced, e.g. ['AV', 'MA']."))
    miss_next_game = models.BooleanField(default=False)
    temporarily_retired = models.BooleanField(default=False)
    dead = models.BooleanField(default=False)
    fired = models.BooleanField(default=False)
    journeyman = models.BooleanField(default=False)
    # The fixture a player hired for one match was hired for (§5.2): only that match's post-match step 3 signs
    # or dismisses him (§7.4.1), so a later match's hires are never sent away by an earlier match's step.
    hired_for = models.ForeignKey("league.Fixture", on_delete=models.SET_NULL, null=True, blank=True,
                                  related_name="hired_journeymen")
    mvp_awards = models.PositiveSmallIntegerField(default=0)
    # One game's flag on a player (§11.2), left here for that game's own work: see tests/dugout/test_house_league.py.
    air_oberwald_athlete = models.BooleanField(default=False)
    seasons_played = models.PositiveSmallIntegerField(default=0)
    value = models.PositiveIntegerField(default=0, help_text=gettext_lazy("Current Value: hiring fee + value increases (§4.1)"))
    hired_at = models.DateTimeField(default=timezone.now)

    class Meta:
        verbose_name = gettext_lazy("player")
        verbose_name_plural = gettext_lazy("players")
        ordering = ["team", "number"]
        constraints = [
            # A number belongs to one player on the roster; the dead and the fired give theirs back.
            models.UniqueConstraint(
                fields=["team", "number"], condition=Q(dead=False, fired=False), name="unique_number_on_roster"
            ),
            models.CheckConstraint(condition=Q(number__gte=1, number__lte=16), name="player_number_1_to_16"),
        ]

    def __str__(self) -> str:
        return f"#{self.number} {self.name}"

    @property
    def on_roster(self) -> bool:
        return not self.dead and not self.fired

    @property
    def position_data(self):
        return self.team.league.rules.roster(self.team.roster).position(self.position)

    @property
    def advancements_taken(self) -> int:
        return self.advancements.count()

    def has_improvement_waiting(self) -> bool:
        """A characteristic improvement's D16 was rolled and waits for the coach's choice (§7.3.5): its points
        are spent, and no other advancement may be taken until it is chosen. The row belongs to the post-match
        sequence (matches' PendingImprovement, reverse name `pending_improvement`); league only asks."""
        return hasattr(self, "pending_improvement")

    def recompute_value(self) -> int:
        """Current Value = hiring fee + the value increases of every advancement (§4.1, §7.3.6)."""
        # MA/ST/AG/PA/AV or a skill kind; a characteristic line taken as a chosen Secondary skill (§7.3.5, no
        # characteristic recorded) is valued as a chosen Secondary skill.
        kinds = [
            a.characteristic or (Advancement.Kind.CHOSEN_SECONDARY if a.kind == Advancement.Kind.CHARACTERISTIC else a.kind)
            for a in self.advancements.all()
        ]
        self.value = player_current_value(hiring_fee=self.hiring_fee, advancements=kinds, ruleset=self.team.league.rules)
        return self.value

    def can_be_temporarily_retired(self) -> bool:
        """Only a player with a lasting injury may be temporarily retired (§7.4.2)."""
        return self.on_roster and not self.temporarily_retired and bool(self.lasting_injuries)

    def show(self, characteristic: str) -> str:
        value = getattr(self, characteristic.lower())
        if value is None:
            return "–"
        return f"{value}+" if characteristic in ("AG", "PA", "AV") else str(value)

    @property
    def status(self) -> str:
        for flag, label in (("dead", "Dead"), ("fired", "Fired"), ("temporarily_retired", "TR"), ("miss_next_game", "MNG")):
            if getattr(self, flag):
                return label
        return ""


class Advancement(models.Model):
    """An advancement taken, in order: its kind sets the cost of the next (§7.3.3) and the value (§7.3.6)."""

    class Kind(models.TextChoices):
        RANDOM_PRIMARY = "random_primary", gettext_lazy("Random Primary skill")
        CHOSEN_PRIMARY = "chosen_primary", gettext_lazy("Chosen Primary skill")
        RANDOM_SECONDARY = "random_secondary", gettext_lazy("Random Secondary skill")
        CHOSEN_SECONDARY = "chosen_secondary", gettext_lazy("Chosen Secondary skill")
        CHARACTERISTIC = "characteristic", gettext_lazy("Random characteristic improvement")

    player = models.ForeignKey(Player, on_delete=models.CASCADE, related_name="advancements")
    order = models.PositiveSmallIntegerField(help_text=gettext_lazy("1 = Experienced, ... 6 = Legend"))
    kind = models.CharField(max_length=20, choices=Kind.choices)
    skill = models.CharField(max_length=60, blank=True)
    characteristic = models.CharField(max_length=2, blank=True)
    spp_cost = models.PositiveSmallIntegerField()
    value_increase = models.PositiveIntegerField()
    taken_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name = gettext_lazy("advancement")
        verbose_name_plural = gettext_lazy("advancements")
        ordering = ["player", "order"]
        constraints = [models.UniqueConstraint(fields=["player", "order"], name="unique_advancement_order")]

    def __str__(self) -> str:
        return f"{self.player}: {self.get_kind_display()} {self.skill or self.characteristic}"


class PlayerEvent(models.Model):
    """One line of a player's career history (hired, renamed, advancement, injury, correction...)."""

    player = models.ForeignKey(Player, on_delete=models.CASCADE, related_name="events")
    at = models.DateTimeField(auto_now_add=True)
    kind = models.CharField(max_length=30)
    text = models.CharField(max_length=300)

    class Meta:
        verbose_name = gettext_lazy("player event")
        verbose_name_plural = gettext_lazy("player events")
        ordering = ["player", "at", "id"]

    def __str__(self) -> str:
        return f"{self.player}: {self.text}"
