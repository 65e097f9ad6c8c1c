"""REST endpoints of the post-match sequence: read what it did for a fixture (steps and every server
roll), and let a team's coach spend SPP (random or chosen skill, characteristic improvement)."""

from __future__ import annotations

from django.shortcuts import get_object_or_404
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from dugout.bounds import ID_MAX
from games.dungeon_bowl.models import PostMatchRoll, PostMatchStep
from games.dungeon_bowl.services.postmatch import advancement as advancement
from league.models import Fixture, Player


class StepSerializer(serializers.ModelSerializer):
    class Meta:
        model = PostMatchStep
        fields = ["team", "step", "summary", "done_at"]


class RollSerializer(serializers.ModelSerializer):
    class Meta:
        model = PostMatchRoll
        fields = ["id", "team", "player", "step", "die", "why", "result", "seed"]


class AdvancementInput(serializers.Serializer):
    kind = serializers.ChoiceField(choices=["random_primary", "random_secondary", "chosen_primary", "chosen_secondary", "characteristic"])
    category = serializers.CharField(required=False, default="")
    skill = serializers.CharField(required=False, default="")
    fixture = serializers.IntegerField(min_value=1, max_value=ID_MAX, required=False, allow_null=True, default=None)
    # The player's advancement count the client saw: a request sent twice is then refused (see _ready).
    seen = serializers.IntegerField(required=False, allow_null=True, default=None, min_value=0)


class ImprovementInput(serializers.Serializer):
    characteristic = serializers.CharField(required=False, default="")
    skill = serializers.CharField(required=False, default="")


class PostMatchView(APIView):
    @extend_schema(responses={200: OpenApiTypes.OBJECT}, summary="What the post-match sequence did for a fixture")
    def get(self, request, fixture_id: int):
        fixture = get_object_or_404(Fixture, pk=fixture_id)
        return Response({
            "fixture": fixture.pk,
            "steps": StepSerializer(PostMatchStep.objects.filter(fixture=fixture), many=True).data,
            "rolls": RollSerializer(PostMatchRoll.objects.filter(fixture=fixture), many=True).data,
        })


class AdvancementView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(request=AdvancementInput, responses={201: OpenApiTypes.OBJECT}, summary="Spend a player's SPP (the team's coach only)")
    def post(self, request, player_id: int):
        player = get_object_or_404(Player.objects.select_related("team__coach", "team__league"), pk=player_id)
        data = AdvancementInput(data=request.data)
        data.is_valid(raise_exception=True)
        kind, fixture_id, seen = data.validated_data["kind"], data.validated_data["fixture"], data.validated_data["seen"]
        if kind.startswith("random_"):
            made = advancement.take_random_skill(
                by=request.user, player=player, kind=kind, category=data.validated_data["category"], fixture_id=fixture_id, seen=seen)
        elif kind.startswith("chosen_"):
            made = advancement.take_chosen_skill(by=request.user, player=player, kind=kind,
                                                 skill=data.validated_data["skill"], seen=seen)
        else:
            pending = advancement.roll_improvement(by=request.user, player=player, fixture_id=fixture_id, seen=seen)
            return Response({"roll": pending.roll, "characteristics": pending.characteristics,
                             "secondary_skill": pending.secondary_skill, "spp_cost": pending.spp_cost},
                            status=status.HTTP_201_CREATED)
        return Response(_advancement(made), status=status.HTTP_201_CREATED)


class ImprovementView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(request=ImprovementInput, responses={201: OpenApiTypes.OBJECT}, summary="Choose from a rolled characteristic improvement")
    def post(self, request, player_id: int):
        player = get_object_or_404(Player.objects.select_related("team__coach", "team__league"), pk=player_id)
        data = ImprovementInput(data=request.data)
        data.is_valid(raise_exception=True)
        made = advancement.choose_improvement(by=request.user, player=player, **data.validated_data)
        return Response(_advancement(made), status=status.HTTP_201_CREATED)


def _advancement(a) -> dict:
    # The dice this advancement rolled (a random skill's 2D6 and re-rolls; none for a chosen skill).
    return {"id": a.pk, "kind": a.kind, "skill": a.skill, "characteristic": a.characteristic, "spp_cost": a.spp_cost,
            "value_increase": a.value_increase, "rolls": RollSerializer(getattr(a, "rolls", []), many=True).data}
