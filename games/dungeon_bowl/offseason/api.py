"""The off-season over the API: read by anyone; started, opened and started again by a commissioner;
each re-draft (or leaving) by the team's coach. Each view calls one service."""

from __future__ import annotations

from django.shortcuts import get_object_or_404
from django.utils.translation import gettext_lazy
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.permissions import IsAuthenticatedOrReadOnly
from rest_framework.response import Response
from rest_framework.views import APIView

from games.dungeon_bowl.models import Redraft
from games.dungeon_bowl.offseason import redraft as redraft_service
from games.dungeon_bowl.offseason import services as service
from league.api.calls import parse
from league.models import OffSeason, Season


class StartOffSeasonIn(serializers.Serializer):
    confirm = serializers.BooleanField(default=False, help_text=gettext_lazy(
        "True to start it: the off-season rolls every team over and cannot be undone (§8.10)."))


class StartSeasonIn(serializers.Serializer):
    divisions = serializers.IntegerField(min_value=1, max_value=4, help_text=gettext_lazy("How many divisions to draw (§8.4)."))


class RedraftIn(serializers.Serializer):
    rehire = serializers.ListField(child=serializers.IntegerField(), default=list, max_length=64,
                                   help_text=gettext_lazy("The ids of the players the team keeps (§8.10.4)."))
    rerolls = serializers.IntegerField(min_value=0, max_value=8, default=0, help_text=gettext_lazy("Team re-rolls to buy."))
    hires = serializers.DictField(child=serializers.IntegerField(min_value=0, max_value=16), default=dict,
                                  help_text=gettext_lazy("New players to hire: position key to how many."))


def redraft_data(r: Redraft) -> dict:
    data = {f: getattr(r, f) for f in ("id", "team_id", "state", "treasury_before", "games_played", "league_wins",
                                       "players_scouted", "scouting_compensation", "uncapped_budget", "budget",
                                       "spent", "rerolls", "rolls")}
    if r.state == Redraft.State.WAITING:
        data["candidates"] = [{"player_id": c.player.pk, "name": c.player.name, "cost": c.cost}
                              for c in redraft_service.candidates(r.team)]
    return data


def offseason_data(season: Season) -> dict:
    off = OffSeason.objects.filter(season=season).first()
    if off is None:
        return {"season": season.pk, "started": False}
    return {"season": season.pk, "started": True, "processed": off.is_processed, "next_season": off.next_season_id,
            "redrafts": [redraft_data(r) for r in off.redrafts.select_related("team")]}


class OffSeasonView(APIView):
    permission_classes = [IsAuthenticatedOrReadOnly]

    @extend_schema(responses=OpenApiTypes.OBJECT, summary="The off-season after a season (§8.10)")
    def get(self, request, season_id: int):
        return Response(offseason_data(get_object_or_404(Season, pk=season_id)))

    @extend_schema(request=StartOffSeasonIn, responses={202: OpenApiTypes.OBJECT},
                   summary="Start the off-season (commissioner; body {\"confirm\": true})")
    def post(self, request, season_id: int):
        season = get_object_or_404(Season.objects.select_related("league"), pk=season_id)
        confirm = parse(StartOffSeasonIn, request)["confirm"]
        service.start_off_season(by=request.user, season=season, confirm=confirm)
        return Response(offseason_data(season), status=status.HTTP_202_ACCEPTED)


class OpenNextSeasonView(APIView):
    permission_classes = [IsAuthenticatedOrReadOnly]

    @extend_schema(request=None, responses={201: OpenApiTypes.OBJECT},
                   summary="Open the next season (commissioner, §8.11)")
    def post(self, request, season_id: int):
        off = get_object_or_404(OffSeason.objects.select_related("season__league"), season_id=season_id)
        new = service.open_next_season(by=request.user, off_season=off)
        return Response({"season": new.pk, "number": new.number}, status=status.HTTP_201_CREATED)


class StartSeasonView(APIView):
    permission_classes = [IsAuthenticatedOrReadOnly]

    @extend_schema(request=StartSeasonIn, responses=OpenApiTypes.OBJECT,
                   summary="Draw divisions, generate the schedule, start the season (commissioner; {\"divisions\": n})")
    def post(self, request, season_id: int):
        season = get_object_or_404(Season.objects.select_related("league"), pk=season_id)
        # A serializer, not int(request.data.get(...)): a JSON array body or a number like 1e400 was a 500.
        divisions = parse(StartSeasonIn, request)["divisions"]
        started = service.start_next_season(by=request.user, season=season, divisions=divisions)
        return Response({"season": started.pk, "state": started.state})


class RedraftView(APIView):
    permission_classes = [IsAuthenticatedOrReadOnly]

    @extend_schema(responses=OpenApiTypes.OBJECT, summary="A team's re-draft record and offer (§8.10.4)")
    def get(self, request, redraft_id: int):
        return Response(redraft_data(get_object_or_404(Redraft.objects.select_related("team"), pk=redraft_id)))

    @extend_schema(request=RedraftIn, responses=OpenApiTypes.OBJECT,
                   summary="Re-draft the team (its coach; {\"rehire\": [ids], \"rerolls\": n, \"hires\": {position: n}})")
    def post(self, request, redraft_id: int):
        record = get_object_or_404(Redraft.objects.select_related("team__coach", "off_season"), pk=redraft_id)
        data = parse(RedraftIn, request)
        done = redraft_service.redraft_team(by=request.user, redraft=record, rehire=data["rehire"],
                                            rerolls=data["rerolls"], hires=dict(data["hires"]))
        return Response(redraft_data(done))


class LeaveView(APIView):
    permission_classes = [IsAuthenticatedOrReadOnly]

    @extend_schema(request=None, responses=OpenApiTypes.OBJECT, summary="The team leaves the league (its coach, §8.11)")
    def post(self, request, redraft_id: int):
        record = get_object_or_404(Redraft.objects.select_related("team__coach", "off_season"), pk=redraft_id)
        return Response(redraft_data(redraft_service.leave_league(by=request.user, redraft=record)))
