"""REST endpoints for result reports of any game (matches/services/results.py) and for arranging a match of
two to four teams; under /api/matches/. Each view parses, calls one service, and answers."""

from __future__ import annotations

from django.shortcuts import get_object_or_404
from django.urls import path
from django.utils.translation import gettext, gettext_lazy
from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.exceptions import ValidationError
from rest_framework.permissions import IsAuthenticated, IsAuthenticatedOrReadOnly
from rest_framework.response import Response
from rest_framework.views import APIView

from dugout.bounds import ID_MAX
from league.api.calls import parse as _parse
from league.models import Fixture, Season, Team
from league.services import fixtures as fixture_services
from matches.models import ResultReport
from matches.services import results as service


class ResultSideSerializer(serializers.Serializer):
    team = serializers.IntegerField(min_value=1, max_value=ID_MAX)
    score = serializers.IntegerField(required=False, default=0, help_text=gettext_lazy("Ignored where the game computes the "
                                                                          "score from the result data."))
    data = serializers.DictField(required=False, default=dict, help_text=gettext_lazy("The game's per-side values."))


class ResultSerializer(serializers.ModelSerializer):
    class Meta:
        model = ResultReport
        fields = ["id", "fixture", "status", "sides", "match", "submitted_for", "submitted_at", "dispute_reason",
                  "confirmed_at"]


class SubmitResultSerializer(serializers.Serializer):
    sides = ResultSideSerializer(many=True)
    match = serializers.DictField(required=False, default=dict, help_text=gettext_lazy("The game's values for the whole match."))


class RulingSerializer(SubmitResultSerializer):
    sides = ResultSideSerializer(many=True, required=False)
    reason = serializers.CharField()


class DisputeReasonSerializer(serializers.Serializer):
    reason = serializers.CharField()


class ArrangeMatchSerializer(serializers.Serializer):
    teams = serializers.ListField(child=serializers.IntegerField(min_value=1, max_value=ID_MAX), min_length=2, max_length=4)
    kind = serializers.ChoiceField(choices=[Fixture.Kind.LEAGUE, Fixture.Kind.FRIENDLY], default=Fixture.Kind.FRIENDLY)


class ArrangedMatchSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    teams = serializers.ListField(child=serializers.IntegerField())
    kind = serializers.CharField()


class SubmitResultView(APIView):
    """A coach of the fixture (or a commissioner) reports the result: one entry per team."""

    permission_classes = [IsAuthenticated]
    serializer_class = SubmitResultSerializer

    @extend_schema(request=SubmitResultSerializer, responses={201: ResultSerializer})
    def post(self, request, fixture_id: int):
        fixture = get_object_or_404(Fixture, pk=fixture_id)
        data = _parse(SubmitResultSerializer, request)
        report = service.submit_result(fixture=fixture, user=request.user, sides=data["sides"],
                       match=data["match"])
        return Response(ResultSerializer(report).data, status=status.HTTP_201_CREATED)


class ResultView(APIView):
    permission_classes = [IsAuthenticatedOrReadOnly]
    serializer_class = ResultSerializer

    def get(self, request, report_id: int):
        return Response(ResultSerializer(get_object_or_404(ResultReport, pk=report_id)).data)


class ConfirmResultView(APIView):
    permission_classes = [IsAuthenticated]
    serializer_class = ResultSerializer

    @extend_schema(request=None, responses={200: ResultSerializer})
    def post(self, request, report_id: int):
        report = service.confirm_result(report=get_object_or_404(ResultReport, pk=report_id), user=request.user)
        return Response(ResultSerializer(report).data)


class DisputeResultView(APIView):
    permission_classes = [IsAuthenticated]
    serializer_class = DisputeReasonSerializer

    @extend_schema(request=DisputeReasonSerializer, responses={200: ResultSerializer})
    def post(self, request, report_id: int):
        report = get_object_or_404(ResultReport, pk=report_id)
        report = service.dispute_result(report=report, user=request.user,
                       reason=_parse(DisputeReasonSerializer, request)["reason"])
        return Response(ResultSerializer(report).data)


class DecideResultView(APIView):
    permission_classes = [IsAuthenticated]
    serializer_class = RulingSerializer

    @extend_schema(request=RulingSerializer, responses={200: ResultSerializer})
    def post(self, request, report_id: int):
        report = get_object_or_404(ResultReport, pk=report_id)
        data = _parse(RulingSerializer, request)
        report = service.decide_result(report=report, user=request.user, reason=data["reason"],
                       sides=data.get("sides"), match=data.get("match") or None)
        return Response(ResultSerializer(report).data)


class ArrangeMatchView(APIView):
    """A match of two to four teams (as many as the league's game allows) in a season's Regular Season."""

    permission_classes = [IsAuthenticated]
    serializer_class = ArrangeMatchSerializer

    @extend_schema(request=ArrangeMatchSerializer, responses={201: ArrangedMatchSerializer})
    def post(self, request, season_id: int):
        season = get_object_or_404(Season.objects.select_related("league"), pk=season_id)
        data = _parse(ArrangeMatchSerializer, request)
        teams = {t.pk: t for t in Team.objects.filter(pk__in=data["teams"])}
        if len(teams) != len(set(data["teams"])):
            raise ValidationError({"teams": [gettext("Every team must exist.")]})
        fixture = fixture_services.arrange_match(by=request.user, season=season,
                        teams=[teams[i] for i in data["teams"]], kind=data["kind"])
        return Response({"id": fixture.pk, "teams": data["teams"], "kind": fixture.kind},
                        status=status.HTTP_201_CREATED)


urlpatterns = [
    path("fixtures/<int:fixture_id>/result/", SubmitResultView.as_view(), name="api-submit-result"),
    path("results/<int:report_id>/", ResultView.as_view(), name="api-result"),
    path("results/<int:report_id>/confirm/", ConfirmResultView.as_view(), name="api-confirm-result"),
    path("results/<int:report_id>/dispute/", DisputeResultView.as_view(), name="api-dispute-result"),
    path("results/<int:report_id>/decide/", DecideResultView.as_view(), name="api-decide-result"),
    path("seasons/<int:season_id>/matches/", ArrangeMatchView.as_view(), name="api-arrange-match"),
]
