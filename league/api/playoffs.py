"""The play-off bracket over the API: anyone reads it; a commissioner draws it (POST)."""

from __future__ import annotations

from django.shortcuts import get_object_or_404
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema
from rest_framework import status
from rest_framework.response import Response
from rest_framework.views import APIView

from league.models import Season
from league.selectors.playoffs import bracket_data
from league.services import playoffs as service


class BracketView(APIView):
    @extend_schema(responses=OpenApiTypes.OBJECT, summary="The season's play-off bracket (§8.8)")
    def get(self, request, season_id: int):
        return Response(bracket_data(get_object_or_404(Season, pk=season_id)))

    @extend_schema(request=None, responses=OpenApiTypes.OBJECT, summary="Draw the play-offs (commissioner, §8.8)")
    def post(self, request, season_id: int):
        season = get_object_or_404(Season.objects.select_related("league"), pk=season_id)
        service.draw_playoffs(by=request.user, season=season)
        return Response(bracket_data(season), status=status.HTTP_201_CREATED)
