"""REST endpoints for the schedule, standings and unplayed fixtures; each write calls one service."""

from __future__ import annotations

from django.shortcuts import get_object_or_404
from django.urls import path
from django.utils.translation import gettext_lazy
from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.permissions import IsAuthenticated, IsAuthenticatedOrReadOnly
from rest_framework.response import Response
from rest_framework.views import APIView

from league.models import Division, Fixture, FixtureSide, Round, Season, Team
from league.selectors.standings import division_standings
from league.services import fixtures as fixture_services
from league.services import schedule as schedule_services
from league.services import standings as standings_services


class FixtureSideSerializer(serializers.ModelSerializer):
    """One team's side: its score, win/draw/loss and the result data of the league's game."""

    team_name = serializers.CharField(source="team.name")

    class Meta:
        model = FixtureSide
        fields = ["slot", "team", "team_name", "score", "result", "data"]


class FixtureSerializer(serializers.ModelSerializer):
    round = serializers.IntegerField(source="round.number", allow_null=True, default=None)
    sides = FixtureSideSerializer(many=True, read_only=True)
    deadline = serializers.DateTimeField(source="round.deadline", allow_null=True, default=None)
    home_name = serializers.CharField(source="home.name")
    away_name = serializers.CharField(source="away.name")

    class Meta:
        model = Fixture
        fields = ["id", "kind", "round", "deadline", "home", "home_name", "away", "away_name", "status", "outcome",
                  "finish", "sides", "conceded_by",
                  "note"]


class StandingRowSerializer(serializers.Serializer):
    """A standings row: the columns every game has, then the league's game's own columns by key (its
    ruleset's standings_columns)."""

    rank = serializers.IntegerField()
    team_id = serializers.IntegerField()
    team = serializers.CharField()
    coach = serializers.CharField()
    played = serializers.IntegerField()
    won = serializers.IntegerField()
    drawn = serializers.IntegerField()
    lost = serializers.IntegerField()
    bonus = serializers.IntegerField()
    penalty = serializers.IntegerField()
    points = serializers.IntegerField()

    def to_representation(self, row: dict) -> dict:
        return {**super().to_representation(row), **{k: v for k, v in row.items() if k not in self.fields}}


class StandingsView(APIView):
    page_cacheable = True  # served again while the database has not changed (dugout/page_cache.py)
    permission_classes = [IsAuthenticatedOrReadOnly]
    serializer_class = StandingRowSerializer

    @extend_schema(summary="A division's standings", responses=StandingRowSerializer(many=True),
                   description="Every team of the division in rank order (an array, not paginated).")
    def get(self, request, division_id: int):
        division = get_object_or_404(Division.objects.select_related("season__league"), pk=division_id)
        return Response(StandingRowSerializer([r.as_dict() for r in division_standings(division)], many=True).data)


class SeasonFixturesView(APIView):
    permission_classes = [IsAuthenticatedOrReadOnly]
    serializer_class = FixtureSerializer

    @extend_schema(summary="A season's fixtures", responses=FixtureSerializer(many=True),
                   description="Every fixture of the season by round (an array, not paginated).")
    def get(self, request, season_id: int):
        season = get_object_or_404(Season, pk=season_id)
        qs = Fixture.objects.filter(season=season).select_related("round", "home", "away").prefetch_related("sides__team").order_by("round__number", "id")
        return Response(FixtureSerializer(qs, many=True).data)


class GenerateSerializer(serializers.Serializer):
    start = serializers.DateTimeField(required=False)


class GenerateScheduleView(APIView):
    permission_classes = [IsAuthenticated]
    serializer_class = GenerateSerializer

    @extend_schema(summary="Draw the season's schedule", request=GenerateSerializer,
                   responses={201: FixtureSerializer(many=True)})
    def post(self, request, season_id: int):
        season = get_object_or_404(Season, pk=season_id)
        s = GenerateSerializer(data=request.data)
        s.is_valid(raise_exception=True)
        schedule_services.generate_schedule(season=season, user=request.user, start=s.validated_data.get("start"))
        qs = Fixture.objects.filter(season=season, kind="league").select_related("round", "home", "away").prefetch_related("sides__team")
        return Response(FixtureSerializer(qs, many=True).data, status=201)


class RoundDeadlineSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    number = serializers.IntegerField()
    deadline = serializers.DateTimeField()


class DeadlineSerializer(serializers.Serializer):
    deadline = serializers.DateTimeField()
    reason = serializers.CharField()
    close_now = serializers.BooleanField(default=False, help_text=gettext_lazy("Required to set a deadline in the past (§8.5)."))


class MoveDeadlineView(APIView):
    permission_classes = [IsAuthenticated]
    serializer_class = DeadlineSerializer

    @extend_schema(request=DeadlineSerializer, responses=RoundDeadlineSerializer)
    def post(self, request, round_id: int):
        rnd = get_object_or_404(Round.objects.select_related("division__season__league"), pk=round_id)
        s = DeadlineSerializer(data=request.data)
        s.is_valid(raise_exception=True)
        rnd = schedule_services.move_deadline(round=rnd, user=request.user, **s.validated_data)
        return Response({"id": rnd.pk, "number": rnd.number, "deadline": rnd.deadline})


class ConcedeSerializer(serializers.Serializer):
    team = serializers.PrimaryKeyRelatedField(queryset=Team.objects.all())


class ConcedeView(APIView):
    permission_classes = [IsAuthenticated]
    serializer_class = ConcedeSerializer

    @extend_schema(request=ConcedeSerializer, responses=FixtureSerializer)
    def post(self, request, fixture_id: int):
        fixture = get_object_or_404(Fixture.objects.select_related("season__league"), pk=fixture_id)
        s = ConcedeSerializer(data=request.data)
        s.is_valid(raise_exception=True)
        fixture = fixture_services.concede_fixture(fixture=fixture, team=s.validated_data["team"], user=request.user)
        return Response(FixtureSerializer(fixture).data)


class DecideSerializer(serializers.Serializer):
    outcome = serializers.ChoiceField(choices=Fixture.Outcome.choices)
    reason = serializers.CharField()


class DecideUnplayedView(APIView):
    permission_classes = [IsAuthenticated]
    serializer_class = DecideSerializer

    @extend_schema(request=DecideSerializer, responses=FixtureSerializer)
    def post(self, request, fixture_id: int):
        fixture = get_object_or_404(Fixture.objects.select_related("season__league"), pk=fixture_id)
        s = DecideSerializer(data=request.data)
        s.is_valid(raise_exception=True)
        fixture = fixture_services.decide_unplayed(fixture=fixture, user=request.user, **s.validated_data)
        return Response(FixtureSerializer(fixture).data)


class PenaltySerializer(serializers.Serializer):
    team = serializers.PrimaryKeyRelatedField(queryset=Team.objects.all())
    points = serializers.IntegerField(required=False, help_text=gettext_lazy("Negative; the game's no-show penalty if left out"))
    reason = serializers.CharField()


class PenaltyOutSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    team = serializers.IntegerField()
    points = serializers.IntegerField()


class PenaltyView(APIView):
    permission_classes = [IsAuthenticated]
    serializer_class = PenaltySerializer

    @extend_schema(request=PenaltySerializer, responses={201: PenaltyOutSerializer})
    def post(self, request, season_id: int):
        season = get_object_or_404(Season.objects.select_related("league"), pk=season_id)
        s = PenaltySerializer(data=request.data)
        s.is_valid(raise_exception=True)
        penalty = standings_services.dock_points(season=season, user=request.user, **s.validated_data)
        return Response({"id": penalty.pk, "team": penalty.team_id, "points": penalty.points}, status=201)


class FriendlySerializer(serializers.Serializer):
    home = serializers.PrimaryKeyRelatedField(queryset=Team.objects.all())
    away = serializers.PrimaryKeyRelatedField(queryset=Team.objects.all())


class FriendlyView(APIView):
    permission_classes = [IsAuthenticated]
    serializer_class = FriendlySerializer

    @extend_schema(request=FriendlySerializer, responses={201: FixtureSerializer})
    def post(self, request):
        s = FriendlySerializer(data=request.data)
        s.is_valid(raise_exception=True)
        fixture = schedule_services.arrange_friendly(user=request.user, **s.validated_data)
        return Response(FixtureSerializer(fixture).data, status=201)


urlpatterns = [
    path("divisions/<int:division_id>/standings/", StandingsView.as_view(), name="api-standings"),
    path("seasons/<int:season_id>/fixtures/", SeasonFixturesView.as_view(), name="api-season-fixtures"),
    path("seasons/<int:season_id>/schedule/", GenerateScheduleView.as_view(), name="api-generate-schedule"),
    path("seasons/<int:season_id>/penalties/", PenaltyView.as_view(), name="api-dock-points"),
    path("rounds/<int:round_id>/deadline/", MoveDeadlineView.as_view(), name="api-move-deadline"),
    path("fixtures/<int:fixture_id>/concede/", ConcedeView.as_view(), name="api-concede"),
    path("fixtures/<int:fixture_id>/decide/", DecideUnplayedView.as_view(), name="api-decide-unplayed"),
    path("friendlies/", FriendlyView.as_view(), name="api-arrange-friendly"),
]
