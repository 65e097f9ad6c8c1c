"""The Blood Bowl 2016 API under /api/bb2016/: the same services as the pages. Leagues, schedules, reports
(/api/matches/fixtures/<id>/result/ with the ruleset's side and match fields), standings and the core's
simulations use the core's API. A broken rule answers 400 in the API's error shape (docs/api.md) and changes nothing; a write by
anyone but the commissioner / the team's coach answers 403."""

from __future__ import annotations

from django.shortcuts import get_object_or_404
from django.utils.translation import gettext_lazy
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.decorators import api_view, permission_classes
from rest_framework.permissions import IsAuthenticatedOrReadOnly
from rest_framework.response import Response

from games.blood_bowl_2016 import selectors, services
from games.blood_bowl_2016.models import ClassicMatchRecord
from games.blood_bowl_2016.rules import RULESET
from league.api.calls import parse as _parse
from league.models import Fixture, League, Season


class TeamIn(serializers.Serializer):
    name = serializers.CharField(max_length=120, allow_blank=True)
    roster = serializers.CharField(max_length=40, help_text=gettext_lazy("A team list: humans or orcs."))
    hires = serializers.DictField(child=serializers.IntegerField(), help_text=gettext_lazy("Players by position key."))
    rerolls = serializers.IntegerField()
    fan_factor = serializers.IntegerField(default=0)


class SimulateIn(serializers.Serializer):
    seed = serializers.CharField(max_length=64, required=False, allow_blank=True, default="")


@extend_schema(request=TeamIn, responses={200: OpenApiTypes.OBJECT, 201: OpenApiTypes.OBJECT})
@api_view(["GET", "POST"])
@permission_classes([IsAuthenticatedOrReadOnly])
def league_teams(request, league_id: int):
    """GET: the team lists (§13); POST: build a team."""
    league = get_object_or_404(League, pk=league_id, ruleset=RULESET)
    if request.method == "GET":
        page = selectors.builder_page(league)
        return Response({"budget": page["budget"], "max_fan_factor": page["max_fan_factor"], "team_lists": [
            {"key": t["roster"].key, "name": t["roster"].name, "reroll_cost": t["reroll_cost"],
             "positions": [{"key": p["position"].key, "name": p["position"].name, "limit": p["limit"],
                            "cost": p["position"].cost, "ma": p["position"].ma, "st": p["position"].st,
                            "ag": p["position"].ag, "av": p["position"].av, "skills": list(p["position"].skills)}
                           for p in t["positions"]]} for t in page["team_lists"]]})
    data = _parse(TeamIn, request)
    team = services.build_team(by=request.user, league=league, name=data["name"], roster_key=data["roster"],
                               hires=data["hires"], rerolls=data["rerolls"], fan_factor=data["fan_factor"])
    return Response(_team(team), status=status.HTTP_201_CREATED)


def _team(team) -> dict:
    page = selectors.team_page(team, team.coach.user)
    return {"id": team.pk, "name": team.name, "roster": team.roster, "treasury": team.treasury,
            "rerolls": page["rerolls"], "fan_factor": page["fan_factor"], "team_value": page["team_value"],
            "players": [{"id": r["player"].pk, "number": r["player"].number, "name": r["player"].name,
                         "position": r["position"], "ma": r["player"].ma, "st": r["player"].st, "ag": r["player"].ag,
                         "av": r["player"].av, "skills": r["player"].skills} for r in page["players"]]}


@extend_schema(request=SimulateIn, responses={201: OpenApiTypes.OBJECT})
@api_view(["POST"])
@permission_classes([IsAuthenticatedOrReadOnly])
def fixture_simulate(request, fixture_id: int):
    """The commissioner has the classic engine play the fixture now, with a seed if given."""
    fixture = get_object_or_404(Fixture, pk=fixture_id, season__league__ruleset=RULESET)
    seed = _parse(SimulateIn, request)["seed"].strip() or None
    record = services.simulate_fixture(fixture_id=fixture.pk, seed=seed, by=request.user)
    fixture.refresh_from_db()
    return Response({"fixture": fixture.pk, "seed": record.seed, "status": fixture.status,
                     "score": [s.score for s in fixture.side_rows()], "events": len(record.events),
                     "end_reason": record.end_reason}, status=status.HTTP_201_CREATED)


@extend_schema(responses={200: OpenApiTypes.OBJECT})
@api_view(["GET"])
def fixture_replay(request, fixture_id: int):
    record = get_object_or_404(ClassicMatchRecord, fixture_id=fixture_id)
    return Response({"fixture": fixture_id, "seed": record.seed, "bots": record.bots, "sheets": record.sheets,
                     "weather": record.weather, "end_reason": record.end_reason, "events": record.events})


@extend_schema(request=None, responses={201: OpenApiTypes.OBJECT})
@api_view(["POST"])
@permission_classes([IsAuthenticatedOrReadOnly])
def season_playoffs(request, season_id: int):
    season = get_object_or_404(Season, pk=season_id, league__ruleset=RULESET)
    fixtures = services.start_playoffs(by=request.user, season=season)
    return Response({"fixtures": [{"id": f.pk, "home": f.home_id, "away": f.away_id} for f in fixtures]},
                    status=status.HTTP_201_CREATED)


@extend_schema(request=None, responses={201: OpenApiTypes.OBJECT})
@api_view(["POST"])
@permission_classes([IsAuthenticatedOrReadOnly])
def league_next_season(request, league_id: int):
    league = get_object_or_404(League, pk=league_id, ruleset=RULESET)
    season = services.next_season(by=request.user, league=league)
    return Response({"id": season.pk, "number": season.number, "state": season.state,
                     "teams": list(season.entries.values_list("team_id", flat=True))}, status=status.HTTP_201_CREATED)
