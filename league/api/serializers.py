"""API shapes for leagues, seasons, divisions, teams and players (reads), and the inputs of each write."""

from django.utils.translation import gettext_lazy
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from dugout.bounds import ID_MAX
from league.models import Advancement, Division, League, Player, Season, SeasonEntry, Team
from league.selectors.teams import team_totals
from league.services.leagues import LEAGUE_SETTINGS


class LeagueSerializer(serializers.ModelSerializer):
    """A league; `settings` are its game's own (the ruleset's schema, defaults filled in)."""

    commissioners = serializers.SerializerMethodField()
    seasons = serializers.PrimaryKeyRelatedField(many=True, read_only=True)
    settings = serializers.DictField(required=False, help_text=gettext_lazy("The game's league settings, by key; unset keys "
                                                               "take the rulebook's defaults."))

    class Meta:
        model = League
        fields = ["id", "name", "ruleset", "commissioners", "seasons", "created_at", *LEAGUE_SETTINGS, "settings"]
        read_only_fields = ["id", "commissioners", "seasons", "created_at"]

    def to_representation(self, league):
        data = super().to_representation(league)
        data["settings"] = league.options
        return data

    @extend_schema_field(serializers.ListField(child=serializers.CharField()))
    def get_commissioners(self, league) -> list[str]:
        return [c.user.username for c in league.commissioners.all()]


class LeagueUpdateSerializer(serializers.ModelSerializer):
    reason = serializers.CharField(required=False, allow_blank=True, write_only=True)

    class Meta:
        model = League
        fields = ["name", *LEAGUE_SETTINGS, "settings", "reason"]

    settings = serializers.DictField(required=False, help_text=gettext_lazy("Game settings to change, by key."))


class DivisionSerializer(serializers.ModelSerializer):
    teams = serializers.PrimaryKeyRelatedField(many=True, read_only=True)

    class Meta:
        model = Division
        fields = ["id", "season", "name", "teams"]


class SeasonEntrySerializer(serializers.ModelSerializer):
    class Meta:
        model = SeasonEntry
        fields = ["id", "team", "state", "created_at"]


class SeasonSerializer(serializers.ModelSerializer):
    divisions = DivisionSerializer(many=True, read_only=True)
    entries = SeasonEntrySerializer(many=True, read_only=True)
    division_problems = serializers.ListField(child=serializers.CharField(), read_only=True)

    class Meta:
        model = Season
        fields = ["id", "league", "number", "state", "divisions", "entries", "division_problems"]
        read_only_fields = ["id", "number", "state"]


class SeasonCreateSerializer(serializers.Serializer):
    league = serializers.IntegerField(min_value=1, max_value=ID_MAX)


class SeasonStateSerializer(serializers.Serializer):
    state = serializers.ChoiceField(choices=Season.State.choices)


class DrawSerializer(serializers.Serializer):
    count = serializers.IntegerField(help_text=gettext_lazy("Number of divisions, 1-4 (§8.4)"))


class DivisionAssignmentSerializer(serializers.Serializer):
    assignment = serializers.DictField(child=serializers.CharField(allow_blank=True),
                                       help_text=gettext_lazy("{team id: division name}"))


class DecideEntrySerializer(serializers.Serializer):
    team = serializers.IntegerField(min_value=1, max_value=ID_MAX)
    accept = serializers.BooleanField()


class AdvancementSerializer(serializers.ModelSerializer):
    class Meta:
        model = Advancement
        fields = ["order", "kind", "skill", "characteristic", "spp_cost", "value_increase", "taken_at"]


class PlayerSerializer(serializers.ModelSerializer):
    advancements = AdvancementSerializer(many=True, read_only=True)

    class Meta:
        model = Player
        fields = [
            "id", "team", "number", "name", "position", "hiring_fee", "ma", "st", "ag", "pa", "av", "skills", "spp",
            "spp_earned", "advancements", "niggling_injuries", "lasting_injuries", "miss_next_game",
            "temporarily_retired", "dead", "fired", "journeyman", "mvp_awards", "seasons_played", "value",
        ]
        read_only_fields = [f for f in fields if f != "name"]


class TeamSerializer(serializers.ModelSerializer):
    coach = serializers.CharField(source="coach.user.username", read_only=True)
    rerolls = serializers.IntegerField(source="rerolls.count", read_only=True)
    team_value = serializers.SerializerMethodField()
    current_team_value = serializers.SerializerMethodField()
    players = serializers.SerializerMethodField()

    class Meta:
        model = Team
        fields = ["id", "league", "name", "roster", "coach", "treasury", "rerolls", "trophy_holder",
                  "seasons", "team_value", "current_team_value", "players", "created_at"]
        read_only_fields = fields

    @staticmethod
    def _roster(team) -> list[Player]:
        # The list view prefetches the roster as "roster_list" (one query for the page).
        if not hasattr(team, "roster_list"):
            team.roster_list = list(team.roster_players())
        return team.roster_list

    @extend_schema_field(serializers.IntegerField())
    def get_team_value(self, team) -> int:
        return team_totals(team, self._roster(team)).team_value

    @extend_schema_field(serializers.IntegerField())
    def get_current_team_value(self, team) -> int:
        return team_totals(team, self._roster(team)).current_team_value

    @extend_schema_field(serializers.ListField(child=serializers.IntegerField()))
    def get_players(self, team) -> list[int]:
        return [p.pk for p in self._roster(team)]


class TeamCreateSerializer(serializers.Serializer):
    league = serializers.IntegerField(min_value=1, max_value=ID_MAX)
    name = serializers.CharField(max_length=120, allow_blank=True)
    roster = serializers.CharField(help_text=gettext_lazy("Roster key in the league's game, or the team chosen in a game without rosters"))
    hires = serializers.DictField(child=serializers.IntegerField(), required=False, default=dict,
                                  help_text=gettext_lazy("{position key: how many}; none in a game without rosters"))
    rerolls = serializers.IntegerField(default=0)


class TreasuryCorrectionSerializer(serializers.Serializer):
    treasury = serializers.IntegerField()
    reason = serializers.CharField(allow_blank=True)


class EnterSerializer(serializers.Serializer):
    season = serializers.IntegerField(min_value=1, max_value=ID_MAX)


class RuleErrorSerializer(serializers.Serializer):
    errors = serializers.ListField(child=serializers.DictField(child=serializers.CharField()))
