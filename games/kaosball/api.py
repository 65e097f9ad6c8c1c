"""The Kaosball API under /api/kaosball/: the same services as the pages.

Reads are open; every write needs a logged-in user and the service's permission check (403 for anyone
else). A broken rule answers 400 with {"errors": ["... (§27.3)", ...]} and changes nothing. Matches are
reported through the API every game uses (/api/matches/fixtures/<id>/result/, then
/api/matches/results/<id>/confirm/, dispute/ or decide/), with the ruleset's side and match fields.
"""

from __future__ import annotations

from django.shortcuts import get_object_or_404
from django.utils.translation import gettext_lazy
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.decorators import api_view
from rest_framework.response import Response

from dugout.bounds import ID_MAX
from games.kaosball import auction_services, selectors, simulation
from games.kaosball import services as service
from league.api.calls import call as _call
from league.api.calls import parse as _parse
from league.models import Fixture, League, Team

RULESET = selectors.RULESET


class KaosLeagueIn(serializers.Serializer):
    name = serializers.CharField(max_length=120)
    settings = serializers.DictField(required=False, default=dict, help_text=gettext_lazy("The ruleset's league settings."))


class KaosSettingsIn(serializers.Serializer):
    settings = serializers.DictField()


class KaosJoinIn(serializers.Serializer):
    team_name = serializers.CharField(max_length=120)
    team_key = serializers.CharField(max_length=40, help_text=gettext_lazy("A Kaosball team: amazons, daemons, fangs, ogres."))


class KaosFriendlyIn(serializers.Serializer):
    teams = serializers.ListField(child=serializers.IntegerField(), min_length=1, max_length=8)


class KaosAuctionActIn(serializers.Serializer):
    team = serializers.IntegerField(min_value=1, max_value=ID_MAX, help_text=gettext_lazy("The team you act for (you must coach it)."))
    version = serializers.IntegerField(help_text=gettext_lazy("The auction's version you saw; a stale one is refused."))
    action = serializers.ChoiceField(choices=auction_services.ACTIONS)
    item = serializers.CharField(required=False, default="", allow_blank=True, help_text=gettext_lazy("The tile or ringer a lot opens on."))
    amount = serializers.IntegerField(required=False, default=0, help_text=gettext_lazy("Your bid, in cash."))
    tiles = serializers.ListField(child=serializers.CharField(), required=False, default=list,
                                  help_text=gettext_lazy("choose: the tiles you make active."))
    ringer = serializers.CharField(required=False, default="", allow_blank=True, help_text=gettext_lazy("choose: the ringer you field."))
    position = serializers.CharField(required=False, default="", allow_blank=True, help_text=gettext_lazy("choose: runner or bruiser."))
    ringers = serializers.ListField(child=serializers.DictField(), required=False, default=list, help_text=(
        gettext_lazy('choose: several ringers, [{"ringer", "position"}] (a second needs an active Enforcement, §28.2).')))


def _team(team: Team) -> dict:
    return {"id": team.pk, "name": team.name, "team_key": team.roster, "coach": str(team.coach)}


def _fixture(fixture: Fixture) -> dict:
    return {"id": fixture.pk, "kind": fixture.kind, "status": fixture.status, "outcome": fixture.outcome,
            "round": fixture.round.number if fixture.round_id else None,
            "teams": [_team(t) for t in selectors.sides_of(fixture)],
            "sides": [{"team": s.team_id, "score": s.score, "result": s.result, "data": s.data}
                      for s in fixture.side_rows()],
            "score_line": fixture.score_line()}


def _league(league: League) -> dict:
    page = selectors.league_page(league)
    return {
        "id": league.pk, "name": league.name, "ruleset": league.ruleset, "state": page["season"].state,
        "season": page["season"].pk, "settings": league.options, "teams": [_team(t) for t in page["teams"]],
        "table": [r.as_dict() for r in page["rows"]],
        "fixtures": [_fixture(f) for _, fixtures in page["rounds"] for f in fixtures],
        "friendlies": [_fixture(f) for f in page["friendlies"]],
        "playoffs": [{"stage": m.stage, "slot": m.slot, "fixture": _fixture(m.fixture) if m.fixture else None,
                      "winner": m.winner.team_id if m.winner else None} for m in page["playoff_matches"]],
        "champion": _team(page["champion"]) if page["champion"] else None,
    }


def _kaos_league(league_id: int) -> League:
    return get_object_or_404(League, pk=league_id, ruleset=RULESET)


def _kaos_fixture(fixture_id: int) -> Fixture:
    return get_object_or_404(Fixture.objects.select_related("season__league", "home", "away"), pk=fixture_id,
                             season__league__ruleset=RULESET)


@extend_schema(methods=["GET"], responses=OpenApiTypes.OBJECT, summary="Kaosball leagues",
               operation_id="kaosball_leagues_list")
@extend_schema(methods=["POST"], request=KaosLeagueIn, responses={201: OpenApiTypes.OBJECT}, summary="Open a Kaosball league")
@api_view(["GET", "POST"])
def league_create(request):
    if request.method == "GET":
        leagues = League.objects.filter(ruleset=RULESET).order_by("name")
        return Response({"results": [{"id": lg.pk, "name": lg.name} for lg in leagues]})
    data = _parse(KaosLeagueIn, request)
    return _call(lambda: service.create_league(by=request.user, name=data["name"], settings=data["settings"]),
                 _league, status.HTTP_201_CREATED)


@extend_schema(responses=OpenApiTypes.OBJECT, summary="A Kaosball league: table, schedule, friendlies, play-offs")
@api_view(["GET"])
def league_detail(request, league_id: int):
    return Response(_league(_kaos_league(league_id)))


@extend_schema(request=KaosJoinIn, responses={201: OpenApiTypes.OBJECT}, summary="Join with a Kaosball team (§4, §5)")
@api_view(["POST"])
def league_join(request, league_id: int):
    league, data = _kaos_league(league_id), _parse(KaosJoinIn, request)
    return _call(lambda: service.join_league(by=request.user, league=league, **data), _team, status.HTTP_201_CREATED)


@extend_schema(request=KaosSettingsIn, responses=OpenApiTypes.OBJECT, summary="Commissioner: the league's settings")
@api_view(["POST"])
def league_settings(request, league_id: int):
    league, data = _kaos_league(league_id), _parse(KaosSettingsIn, request)
    return _call(lambda: service.update_settings(by=request.user, league=league, settings=data["settings"]),
                 lambda lg: {"settings": lg.options})


@extend_schema(request=None, responses=OpenApiTypes.OBJECT, summary="Commissioner: draw the schedule and start")
@api_view(["POST"])
def league_start(request, league_id: int):
    league = _kaos_league(league_id)
    return _call(lambda: service.start_league(by=request.user, league=league), lambda _: _league(league))


@extend_schema(request=KaosFriendlyIn, responses={201: OpenApiTypes.OBJECT},
               summary="Arrange a friendly of 2-4 teams (Max3/Max4, allied 2 v 2); never in the table (§5)")
@api_view(["POST"])
def league_friendly(request, league_id: int):
    league, data = _kaos_league(league_id), _parse(KaosFriendlyIn, request)
    teams = [get_object_or_404(Team, pk=pk, league=league) for pk in data["teams"]]
    return _call(lambda: service.arrange_friendly(by=request.user, league=league, teams=teams), _fixture,
                 status.HTTP_201_CREATED)


@extend_schema(request=None, responses={201: OpenApiTypes.OBJECT}, summary="Commissioner: draw the play-offs (§5)")
@api_view(["POST"])
def league_playoffs(request, league_id: int):
    league = _kaos_league(league_id)
    return _call(lambda: service.start_playoffs(by=request.user, league=league),
                 lambda fixtures: {"fixtures": [_fixture(f) for f in fixtures]}, status.HTTP_201_CREATED)


@extend_schema(responses=OpenApiTypes.OBJECT, summary="A Kaosball team and what it keeps across the league")
@api_view(["GET"])
def team_detail(request, team_id: int):
    team = get_object_or_404(Team, pk=team_id, league__ruleset=RULESET)
    page = selectors.team_page(team)
    return Response({**_team(team), "tiles": [t.key for t in page["tiles"]], "ringers": [r.key for r in page["ringers"]],
                     "active_upgrade_points": page["active_upgrade_points"]})


@extend_schema(methods=["GET"], responses=OpenApiTypes.OBJECT, summary="The match's pre-game auction (§27)")
@extend_schema(methods=["POST"], request=None, responses={201: OpenApiTypes.OBJECT},
               summary="Open the match's pre-game auction (a coach of the match or a commissioner)")
@api_view(["GET", "POST"])
def auction(request, fixture_id: int):
    fixture = _kaos_fixture(fixture_id)
    if request.method == "GET":
        return Response(auction_services.auction_data(fixture=fixture, user=request.user))
    return _call(lambda: auction_services.start_auction(by=request.user, fixture=fixture),
                 lambda _: auction_services.auction_data(fixture=fixture, user=request.user), status.HTTP_201_CREATED)


@extend_schema(request=KaosAuctionActIn, responses=OpenApiTypes.OBJECT,
               summary="Act in the auction: open a lot, bid, pass, choose active tiles and the ringer (§27)")
@api_view(["POST"])
def auction_act(request, fixture_id: int):
    fixture, data = _kaos_fixture(fixture_id), _parse(KaosAuctionActIn, request)
    team_id, version = data.pop("team"), data.pop("version")
    return _call(lambda: auction_services.act(by=request.user, fixture=fixture, team_id=team_id, version=version,
                                              action=data),
                 lambda _: auction_services.auction_data(fixture=fixture, user=request.user))


@extend_schema(request=None, responses={201: OpenApiTypes.OBJECT},
               summary="Commissioner: the engine plays an unplayed match out (scripted bots, seeded)")
@api_view(["POST"])
def fixture_simulate(request, fixture_id: int):
    fixture = _kaos_fixture(fixture_id)

    def answer(sim):
        fixture.refresh_from_db()
        return {"seed": sim.seed, "fixture": _fixture(fixture), "replay": sim.replay}
    return _call(lambda: simulation.simulate_match(by=request.user, fixture=fixture), answer, status.HTTP_201_CREATED)
