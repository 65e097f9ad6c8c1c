"""The coach's roster management and the commissioner's player corrections over the API, at the paths and
names league's router gave them: POST /api/teams/<id>/hire/, /buy-reroll/; /api/players/<id>/rename/,
/fire/, /retire/, /skill/, /correct/. Each view calls one service; a broken rule answers 400 naming it."""

from __future__ import annotations

from django.shortcuts import get_object_or_404
from django.utils.translation import gettext_lazy
from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView

from games.dungeon_bowl.teams import corrections, services
from league.api.serializers import PlayerSerializer, RuleErrorSerializer, TeamSerializer
from league.api.views import RuleErrors
from league.models import Advancement, Player, Team

RULE_ERROR = {400: RuleErrorSerializer}


class HireSerializer(serializers.Serializer):
    position = serializers.CharField()
    name = serializers.CharField(required=False, allow_blank=True, default="")
    number = serializers.IntegerField(required=False, allow_null=True, default=None)
    treasury_shown = serializers.IntegerField(
        required=False, allow_null=True, default=None,
        help_text=gettext_lazy("The treasury the client saw; if it differs, nothing is spent (a retried request hires once)"),
    )


class RerollPurchaseSerializer(serializers.Serializer):
    treasury_shown = serializers.IntegerField(
        required=False, allow_null=True, default=None,
        help_text=gettext_lazy("The treasury the client saw; if it differs, nothing is spent (a retried request buys once)"),
    )


class RenameSerializer(serializers.Serializer):
    name = serializers.CharField(allow_blank=True)


class SkillSerializer(serializers.Serializer):
    kind = serializers.ChoiceField(choices=[Advancement.Kind.CHOSEN_PRIMARY, Advancement.Kind.CHOSEN_SECONDARY])
    skill = serializers.CharField()


class PlayerCorrectionSerializer(serializers.Serializer):
    reason = serializers.CharField(allow_blank=True)
    spp = serializers.IntegerField(required=False)
    spp_earned = serializers.IntegerField(required=False)
    niggling_injuries = serializers.IntegerField(required=False)
    lasting_injuries = serializers.ListField(child=serializers.CharField(), required=False)
    miss_next_game = serializers.BooleanField(required=False)
    mvp_awards = serializers.IntegerField(required=False)


def _team(pk: int) -> Team:
    return get_object_or_404(Team.objects.select_related("league"), pk=pk)


def _player(pk: int) -> Player:
    return get_object_or_404(Player.objects.select_related("team__league", "team__coach"), pk=pk)


class HireView(RuleErrors, APIView):
    @extend_schema(request=HireSerializer, responses={201: PlayerSerializer, **RULE_ERROR})
    def post(self, request, pk: int):
        data = self.parse(HireSerializer)
        player = services.hire_player(by=request.user, team=_team(pk), position_key=data["position"], name=data["name"],
                                      number=data["number"], treasury_shown=data["treasury_shown"])
        return Response(PlayerSerializer(player).data, status=status.HTTP_201_CREATED)


class BuyRerollView(RuleErrors, APIView):
    @extend_schema(request=RerollPurchaseSerializer, responses={200: TeamSerializer, **RULE_ERROR})
    def post(self, request, pk: int):
        team = _team(pk)
        services.buy_reroll(by=request.user, team=team, treasury_shown=self.parse(RerollPurchaseSerializer)["treasury_shown"])
        return Response(TeamSerializer(Team.objects.get(pk=team.pk)).data)


class RenameView(RuleErrors, APIView):
    @extend_schema(request=RenameSerializer, responses={200: PlayerSerializer, **RULE_ERROR})
    def post(self, request, pk: int):
        player = services.rename_player(by=request.user, player=_player(pk), name=self.parse(RenameSerializer)["name"])
        return Response(PlayerSerializer(player).data)


class FireView(RuleErrors, APIView):
    @extend_schema(request=None, responses={200: PlayerSerializer, **RULE_ERROR})
    def post(self, request, pk: int):
        return Response(PlayerSerializer(services.fire_player(by=request.user, player=_player(pk))).data)


class RetireView(RuleErrors, APIView):
    @extend_schema(request=None, responses={200: PlayerSerializer, **RULE_ERROR})
    def post(self, request, pk: int):
        return Response(PlayerSerializer(services.temporarily_retire(by=request.user, player=_player(pk))).data)


class SkillView(RuleErrors, APIView):
    @extend_schema(request=SkillSerializer, responses={200: PlayerSerializer, **RULE_ERROR})
    def post(self, request, pk: int):
        data = self.parse(SkillSerializer)
        player = _player(pk)
        services.take_chosen_skill(by=request.user, player=player, **data)
        return Response(PlayerSerializer(Player.objects.get(pk=player.pk)).data)


class CorrectPlayerView(RuleErrors, APIView):
    @extend_schema(request=PlayerCorrectionSerializer, responses={200: PlayerSerializer, **RULE_ERROR})
    def post(self, request, pk: int):
        data = dict(self.parse(PlayerCorrectionSerializer))
        return Response(PlayerSerializer(corrections.correct_player(by=request.user, player=_player(pk), **data)).data)
