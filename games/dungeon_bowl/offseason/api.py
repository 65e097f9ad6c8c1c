"""The off-season over the API: read by anyone; started, opened and started again by a commissioner;
each re-draft (or leaving) by the team's coach. Each view calls one service."""

from __future__ import annotations

from django.core.exceptions import PermissionDenied
from django.shortcuts import get_object_or_404
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema
from rest_framework import status
from rest_framework.exceptions import PermissionDenied as ApiPermissionDenied
from rest_framework.permissions import IsAuthenticatedOrReadOnly
from rest_framework.response import Response
from rest_framework.views import APIView

from games.dungeon_bowl.models import Redraft
from games.dungeon_bowl.offseason import redraft as redraft_service
from games.dungeon_bowl.offseason import services as service
from league.models import OffSeason, Season
from league.services.errors import RuleViolation


def _call(action):
    try:
        return action(), None
    except PermissionDenied as error:
        raise ApiPermissionDenied(str(error)) from None
    except RuleViolation as error:
        return None, Response({"errors": error.messages}, status=status.HTTP_400_BAD_REQUEST)


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

    @extend_schema(request=OpenApiTypes.OBJECT, responses=OpenApiTypes.OBJECT,
                   summary="Start the off-season (commissioner; body {\"confirm\": true})")
    def post(self, request, season_id: int):
        season = get_object_or_404(Season.objects.select_related("league"), pk=season_id)
        _, error = _call(lambda: service.start_off_season(by=request.user, season=season,
                                                          confirm=request.data.get("confirm") is True))
        return error or Response(offseason_data(season), status=status.HTTP_202_ACCEPTED)


class OpenNextSeasonView(APIView):
    permission_classes = [IsAuthenticatedOrReadOnly]

    @extend_schema(request=None, responses=OpenApiTypes.OBJECT, summary="Open the next season (commissioner, §8.11)")
    def post(self, request, season_id: int):
        off = get_object_or_404(OffSeason.objects.select_related("season__league"), season_id=season_id)
        new, error = _call(lambda: service.open_next_season(by=request.user, off_season=off))
        return error or Response({"season": new.pk, "number": new.number}, status=status.HTTP_201_CREATED)


class StartSeasonView(APIView):
    permission_classes = [IsAuthenticatedOrReadOnly]

    @extend_schema(request=OpenApiTypes.OBJECT, responses=OpenApiTypes.OBJECT,
                   summary="Draw divisions, generate the schedule, start the season (commissioner; {\"divisions\": n})")
    def post(self, request, season_id: int):
        season = get_object_or_404(Season.objects.select_related("league"), pk=season_id)
        try:
            divisions = int(request.data.get("divisions"))
        except (TypeError, ValueError):
            return Response({"errors": ["give the number of divisions (1-4, §8.4)"]}, status=status.HTTP_400_BAD_REQUEST)
        started, error = _call(lambda: service.start_next_season(by=request.user, season=season, divisions=divisions))
        return error or Response({"season": started.pk, "state": started.state})


class RedraftView(APIView):
    permission_classes = [IsAuthenticatedOrReadOnly]

    @extend_schema(responses=OpenApiTypes.OBJECT, summary="A team's re-draft record and offer (§8.10.4)")
    def get(self, request, redraft_id: int):
        return Response(redraft_data(get_object_or_404(Redraft.objects.select_related("team"), pk=redraft_id)))

    @extend_schema(request=OpenApiTypes.OBJECT, responses=OpenApiTypes.OBJECT,
                   summary="Re-draft the team (its coach; {\"rehire\": [ids], \"rerolls\": n, \"hires\": {position: n}})")
    def post(self, request, redraft_id: int):
        record = get_object_or_404(Redraft.objects.select_related("team__coach", "off_season"), pk=redraft_id)
        try:
            rehire = [int(x) for x in request.data.get("rehire", [])]
            rerolls = int(request.data.get("rerolls", 0))
            hires = {str(k): int(v) for k, v in (request.data.get("hires") or {}).items()}
        except (TypeError, ValueError, AttributeError):
            return Response({"errors": ["rehire is a list of player ids, rerolls a number, hires {position: number}"]},
                            status=status.HTTP_400_BAD_REQUEST)
        done, error = _call(lambda: redraft_service.redraft_team(by=request.user, redraft=record, rehire=rehire,
                                                                 rerolls=rerolls, hires=hires))
        return error or Response(redraft_data(done))


class LeaveView(APIView):
    permission_classes = [IsAuthenticatedOrReadOnly]

    @extend_schema(request=None, responses=OpenApiTypes.OBJECT, summary="The team leaves the league (its coach, §8.11)")
    def post(self, request, redraft_id: int):
        record = get_object_or_404(Redraft.objects.select_related("team__coach", "off_season"), pk=redraft_id)
        done, error = _call(lambda: redraft_service.leave_league(by=request.user, redraft=record))
        return error or Response(redraft_data(done))
