"""REST endpoints to start a simulation (commissioner only) and read its progress."""

from __future__ import annotations

from django.core.exceptions import PermissionDenied
from django.shortcuts import get_object_or_404
from django.utils.translation import gettext
from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from dugout.bounds import ID_MAX
from league import permissions
from league.models import Fixture, Season
from matches.models import SimulationBatch
from matches.selectors.simulation import batch_progress
from matches.services import simulation


class StartInput(serializers.Serializer):
    scope = serializers.ChoiceField(choices=SimulationBatch.Scope.choices)
    fixture = serializers.IntegerField(min_value=1, max_value=ID_MAX, required=False, allow_null=True)
    round = serializers.IntegerField(required=False, allow_null=True)


class FailureSerializer(serializers.Serializer):
    fixture = serializers.IntegerField(source="fixture_id")
    error = serializers.CharField()
    failed_at = serializers.DateTimeField()


class ProgressSerializer(serializers.Serializer):
    id = serializers.IntegerField(source="batch.pk")
    label = serializers.CharField(source="batch.label")
    scope = serializers.CharField(source="batch.scope")
    done = serializers.IntegerField()
    total = serializers.IntegerField()
    percent = serializers.IntegerField()
    finished = serializers.BooleanField()
    failed = serializers.IntegerField()
    failures = FailureSerializer(many=True)


class StartSimulationView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(request=StartInput, responses={201: ProgressSerializer})
    def post(self, request, season_id: int):
        season = get_object_or_404(Season.objects.select_related("league"), pk=season_id)
        data = StartInput(data=request.data)
        data.is_valid(raise_exception=True)
        fixture = None
        if data.validated_data.get("fixture"):
            fixture = Fixture.objects.filter(pk=data.validated_data["fixture"], season=season).first()
        batch = simulation.start_simulation(user=request.user, season=season, scope=data.validated_data["scope"],
                                             fixture=fixture, round_number=data.validated_data.get("round"))
        return Response(ProgressSerializer(batch_progress(batch, listed=False)).data, status=status.HTTP_201_CREATED)


class SimulationProgressView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(responses=ProgressSerializer)
    def get(self, request, batch_id: int):
        batch = get_object_or_404(SimulationBatch.objects.select_related("season__league"), pk=batch_id)
        if not permissions.may_commission(request.user, batch.season.league):
            raise PermissionDenied(gettext("Only a commissioner of this league follows its simulations."))
        return Response(ProgressSerializer(batch_progress(batch, listed=False)).data)


class RetrySimulationView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(request=None, responses={202: ProgressSerializer})
    def post(self, request, batch_id: int):
        batch = get_object_or_404(SimulationBatch.objects.select_related("season__league"), pk=batch_id)
        simulation.retry_failures(user=request.user, batch=batch)
        return Response(ProgressSerializer(batch_progress(batch, listed=False)).data, status=status.HTTP_202_ACCEPTED)
