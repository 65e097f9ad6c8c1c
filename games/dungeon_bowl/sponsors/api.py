"""POST /api/teams/<id>/sponsor/: the team's coach changes its sponsor (§11.3)."""

from __future__ import annotations

from django.shortcuts import get_object_or_404
from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.permissions import IsAuthenticatedOrReadOnly
from rest_framework.response import Response
from rest_framework.views import APIView

from games.dungeon_bowl.models import sponsor_of
from games.dungeon_bowl.sponsors.services import change_sponsor
from league.api.serializers import RuleErrorSerializer
from league.api.views import RuleErrors
from league.models import Team


class SponsorSerializer(serializers.Serializer):
    sponsor = serializers.CharField(allow_blank=True, help_text="Sponsor key (§11.2); blank for none")


class TeamSponsorSerializer(serializers.Serializer):
    team = serializers.IntegerField(help_text="The team's id")
    sponsor = serializers.CharField(help_text="Sponsor key (§11.2); blank for none")


class SponsorView(RuleErrors, APIView):
    permission_classes = [IsAuthenticatedOrReadOnly]

    @extend_schema(request=SponsorSerializer, responses={200: TeamSponsorSerializer, 400: RuleErrorSerializer})
    def post(self, request, pk: int):
        team = get_object_or_404(Team, pk=pk)
        data = self.parse(SponsorSerializer)
        team = change_sponsor(by=request.user, team=team, sponsor=data["sponsor"])
        return Response({"team": team.pk, "sponsor": sponsor_of(team)})
