"""REST endpoints for match reports: submit, read, confirm, dispute, the commissioner's decision."""

from __future__ import annotations

from django.shortcuts import get_object_or_404
from django.utils.translation import gettext as _
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import serializers
from rest_framework.exceptions import ValidationError
from rest_framework.permissions import IsAuthenticated, IsAuthenticatedOrReadOnly
from rest_framework.response import Response
from rest_framework.views import APIView

from dugout.bounds import ID_MAX
from games.dungeon_bowl.models import InducementPurchase, MatchReport, PlayerLine
from games.dungeon_bowl.services import prematch as prematch_services
from games.dungeon_bowl.services import reports as report_services
from games.dungeon_bowl.teams.missed_games import RULESET  # the other games' fixtures have no Dungeon Bowl sheet: 404
from league.models import Fixture


class LineSerializer(serializers.ModelSerializer):
    class Meta:
        model = PlayerLine
        fields = ["player", "team", "pass_completions", "throw_completions", "deflections", "interceptions",
                  "casualties_caused", "casualty", "lasting_injury", "ejected"]
        read_only_fields = ["team"]


class ReportSerializer(serializers.ModelSerializer):
    lines = LineSerializer(many=True, read_only=True)

    class Meta:
        model = MatchReport
        fields = ["id", "fixture", "status", "outcome", "finish", "scorer", "conceded_by", "submitted_side",
                  "submitted_at", "dispute_reason", "confirmed_at", "processed_at", "lines"]


class LineInput(serializers.Serializer):
    player = serializers.IntegerField(min_value=1, max_value=ID_MAX)
    pass_completions = serializers.IntegerField(default=0, min_value=0)
    throw_completions = serializers.IntegerField(default=0, min_value=0)
    deflections = serializers.IntegerField(default=0, min_value=0)
    interceptions = serializers.IntegerField(default=0, min_value=0)
    casualties_caused = serializers.IntegerField(default=0, min_value=0)
    casualty = serializers.CharField(default="", allow_blank=True)
    lasting_injury = serializers.CharField(default="", allow_blank=True)
    ejected = serializers.BooleanField(default=False)


class ReportInput(serializers.Serializer):
    outcome = serializers.CharField()
    finish = serializers.CharField()
    scorer = serializers.IntegerField(min_value=1, max_value=ID_MAX, required=False, allow_null=True)
    conceded_by = serializers.IntegerField(min_value=1, max_value=ID_MAX, required=False, allow_null=True)
    lines = LineInput(many=True, required=False)

    def to_data(self) -> report_services.ReportData:
        v = self.validated_data
        return report_services.ReportData(
            outcome=v["outcome"], finish=v["finish"], scorer_id=v.get("scorer"), conceded_by_id=v.get("conceded_by"),
            lines=[report_services.LineData(player_id=ln.pop("player"), **ln) for ln in [dict(x) for x in v.get("lines", [])]],
        )


class SubmitReportView(APIView):
    permission_classes = [IsAuthenticated]
    serializer_class = ReportInput

    @extend_schema(request=ReportInput, responses={201: ReportSerializer})
    def post(self, request, fixture_id: int):
        fixture = get_object_or_404(Fixture, pk=fixture_id, season__league__ruleset=RULESET)
        s = ReportInput(data=request.data)
        s.is_valid(raise_exception=True)
        report = report_services.submit_report(fixture=fixture, user=request.user, data=s.to_data())
        return Response(ReportSerializer(report).data, status=201)


class ReportView(APIView):
    permission_classes = [IsAuthenticatedOrReadOnly]
    serializer_class = ReportSerializer

    def get(self, request, report_id: int):
        return Response(ReportSerializer(get_object_or_404(MatchReport, pk=report_id)).data)


class ConfirmView(APIView):
    permission_classes = [IsAuthenticated]
    serializer_class = ReportSerializer

    @extend_schema(request=None, responses={200: ReportSerializer, 409: OpenApiResponse(
        description="The report was confirmed or disputed already (or meanwhile); nothing changed.")})
    def post(self, request, report_id: int):
        report = report_services.confirm_report(report=get_object_or_404(MatchReport, pk=report_id), user=request.user)
        report.refresh_from_db()
        return Response(ReportSerializer(report).data)


class DisputeInput(serializers.Serializer):
    reason = serializers.CharField()


class DisputeView(APIView):
    permission_classes = [IsAuthenticated]
    serializer_class = DisputeInput

    @extend_schema(request=DisputeInput, responses=ReportSerializer)
    def post(self, request, report_id: int):
        report = get_object_or_404(MatchReport, pk=report_id)
        s = DisputeInput(data=request.data)
        s.is_valid(raise_exception=True)
        report = report_services.dispute_report(report=report, user=request.user, reason=s.validated_data["reason"])
        return Response(ReportSerializer(report).data)


class DecideInput(ReportInput):
    reason = serializers.CharField()
    outcome = serializers.CharField(required=False)
    finish = serializers.CharField(required=False)

    def validate(self, data):
        # A replaced report needs both: an outcome without its finish was a KeyError (a 500) in to_data.
        if ("outcome" in data) != ("finish" in data):
            raise serializers.ValidationError(_("To replace the report, give both its outcome and its finish."))
        return data


class DecideView(APIView):
    """The commissioner makes a report final, optionally replacing its content (audited)."""

    permission_classes = [IsAuthenticated]
    serializer_class = DecideInput

    @extend_schema(request=DecideInput, responses=ReportSerializer)
    def post(self, request, report_id: int):
        report = get_object_or_404(MatchReport, pk=report_id)
        s = DecideInput(data=request.data)
        s.is_valid(raise_exception=True)
        data = s.to_data() if "outcome" in s.validated_data else None
        report = report_services.commissioner_decide(report=report, user=request.user,
                       reason=s.validated_data["reason"], data=data)
        report.refresh_from_db()
        return Response(ReportSerializer(report).data)


class SheetSideSerializer(serializers.Serializer):
    team = serializers.IntegerField()
    ctv = serializers.IntegerField()
    journeymen = serializers.IntegerField()
    journeyman_position = serializers.CharField()
    petty_cash = serializers.IntegerField()
    bought_at = serializers.DateTimeField(allow_null=True)
    paid_petty_cash = serializers.IntegerField()
    paid_treasury = serializers.IntegerField()
    inducements = serializers.DictField(child=serializers.IntegerField())


class SheetSerializer(serializers.Serializer):
    fixture = serializers.IntegerField()
    frozen = serializers.BooleanField()
    home = SheetSideSerializer()
    away = SheetSideSerializer()


def _sheet_data(fixture) -> dict:
    sheet = prematch_services.live_sheet(fixture)
    bought = list(InducementPurchase.objects.filter(sheet=sheet)) if sheet.pk else []
    data = {"fixture": fixture.pk, "frozen": bool(sheet.pk)}
    for side, team_id in (("home", fixture.home_id), ("away", fixture.away_id)):
        data[side] = {"team": team_id, **sheet.side(side),
                      "inducements": {p.inducement: p.count for p in bought if p.team_id == team_id}}
    return data


class PreMatchView(APIView):
    """The pre-match sheet both coaches see (§5)."""

    permission_classes = [IsAuthenticatedOrReadOnly]
    serializer_class = SheetSerializer

    def get(self, request, fixture_id: int):
        fixture = get_object_or_404(Fixture.objects.select_related("home", "away", "season__league"), pk=fixture_id,
                                    season__league__ruleset=RULESET)
        return Response(SheetSerializer(_sheet_data(fixture)).data)


class BuyInput(serializers.Serializer):
    team = serializers.IntegerField(min_value=1, max_value=ID_MAX)
    purchases = serializers.DictField(child=serializers.IntegerField(min_value=0))


def _team_of(fixture, team_id: int):
    if team_id not in (fixture.home_id, fixture.away_id):
        raise ValidationError({"team": [f"Team {team_id} does not play in this fixture."]})
    return fixture.home if team_id == fixture.home_id else fixture.away


class BuyInducementsView(APIView):
    """The team's coach buys its inducements for the match, once (§5.3-§5.5, §12)."""

    permission_classes = [IsAuthenticated]
    serializer_class = BuyInput

    @extend_schema(request=BuyInput, responses=SheetSerializer)
    def post(self, request, fixture_id: int):
        fixture = get_object_or_404(Fixture.objects.select_related("home__coach", "away__coach", "season__league"), pk=fixture_id,
                                    season__league__ruleset=RULESET)
        s = BuyInput(data=request.data)
        s.is_valid(raise_exception=True)
        team = _team_of(fixture, s.validated_data["team"])
        prematch_services.buy_inducements(fixture=fixture, team=team, user=request.user,
              purchases=s.validated_data["purchases"])
        return Response(SheetSerializer(_sheet_data(fixture)).data)


class JourneymenInput(serializers.Serializer):
    team = serializers.IntegerField(min_value=1, max_value=ID_MAX)
    position = serializers.CharField()


class ChooseJourneymenView(APIView):
    """The team's coach chooses which Lineman option its journeymen are, before any purchase (§5.2)."""

    permission_classes = [IsAuthenticated]
    serializer_class = JourneymenInput

    @extend_schema(request=JourneymenInput, responses=SheetSerializer)
    def post(self, request, fixture_id: int):
        fixture = get_object_or_404(Fixture.objects.select_related("home__coach", "away__coach", "season__league"), pk=fixture_id,
                                    season__league__ruleset=RULESET)
        s = JourneymenInput(data=request.data)
        s.is_valid(raise_exception=True)
        team = _team_of(fixture, s.validated_data["team"])
        prematch_services.choose_journeymen(fixture=fixture, team=team, user=request.user,
              position=s.validated_data["position"])
        return Response(SheetSerializer(_sheet_data(fixture)).data)
