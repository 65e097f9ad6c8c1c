"""POST /api/teams/<id>/sponsor/: the team's coach changes its sponsor (§11.3)."""

from __future__ import annotations

from django.shortcuts import get_object_or_404
from django.utils.translation import gettext_lazy
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.permissions import IsAuthenticatedOrReadOnly
from rest_framework.response import Response
from rest_framework.views import APIView

from dugout.bounds import ID_MAX
from games.dungeon_bowl.models import sponsor_of
from games.dungeon_bowl.sponsors.services import assign_random_sponsors, change_sponsor, name_athlete
from games.dungeon_bowl.teams.missed_games import RULESET  # sponsors are Dungeon Bowl's (§11.2): 404 for other games
from league.api.serializers import PlayerSerializer, RuleErrorSerializer
from league.api.views import RuleErrors
from league.models import League, Player, Team


class SponsorSerializer(serializers.Serializer):
    sponsor = serializers.CharField(allow_blank=True, help_text=gettext_lazy("Sponsor key (§11.2); blank for none"))


class TeamSponsorSerializer(serializers.Serializer):
    team = serializers.IntegerField(help_text=gettext_lazy("The team's id"))
    sponsor = serializers.CharField(help_text=gettext_lazy("Sponsor key (§11.2); blank for none"))


class SponsorView(RuleErrors, APIView):
    permission_classes = [IsAuthenticatedOrReadOnly]

    @extend_schema(request=SponsorSerializer, responses={200: TeamSponsorSerializer, 400: RuleErrorSerializer})
    def post(self, request, pk: int):
        team = get_object_or_404(Team, pk=pk, league__ruleset=RULESET)
        data = self.parse(SponsorSerializer)
        team = change_sponsor(by=request.user, team=team, sponsor=data["sponsor"])
        return Response({"team": team.pk, "sponsor": sponsor_of(team)})


class AthleteSerializer(serializers.Serializer):
    player = serializers.IntegerField(min_value=1, max_value=ID_MAX, help_text=gettext_lazy("Id of the player on the team's roster to be its Air Oberwald athlete"))


class AthleteView(RuleErrors, APIView):
    """POST /api/teams/<id>/athlete/: the team's coach names its Air Oberwald athlete (§11.2)."""

    permission_classes = [IsAuthenticatedOrReadOnly]

    @extend_schema(request=AthleteSerializer, responses={200: PlayerSerializer, 400: RuleErrorSerializer})
    def post(self, request, pk: int):
        team = get_object_or_404(Team, pk=pk, league__ruleset=RULESET)
        data = self.parse(AthleteSerializer)
        player = Player.objects.filter(pk=data["player"]).first() or Player(pk=0)
        return Response(PlayerSerializer(name_athlete(by=request.user, team=team, player=player)).data)


class RandomSponsorsView(RuleErrors, APIView):
    """POST /api/leagues/<id>/random-sponsors/: the commissioner of a small league assigns sponsors at random."""

    permission_classes = [IsAuthenticatedOrReadOnly]

    @extend_schema(request=None, responses={200: OpenApiTypes.OBJECT, 400: RuleErrorSerializer},
                   description="Team id -> the sponsor key it was given")
    def post(self, request, pk: int):
        league = get_object_or_404(League, pk=pk, ruleset=RULESET)
        given = assign_random_sponsors(by=request.user, league=league)
        return Response({str(team_id): sponsor for team_id, sponsor in given.items()})
