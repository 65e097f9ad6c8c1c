"""The Team Manager API under /api/team-manager/: the same services as the pages.

Reads are open; every write needs a logged-in user and the service's permission check (403 for anyone
else). A broken rule answers 400 in the API's error shape (docs/api.md) and changes nothing. A season's end is
a core result report: it can also be confirmed through /api/matches/results/<id>/confirm/ like any game's.
"""

from __future__ import annotations

from django.shortcuts import get_object_or_404
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.decorators import api_view, permission_classes
from rest_framework.exceptions import NotFound
from rest_framework.permissions import AllowAny, IsAuthenticated
from rest_framework.response import Response

from dugout.bounds import ID_MAX
from engine.rulesets.team_manager.data import TEAMS
from engine.rulesets.team_manager.scoring import Player, Side, score_matchup
from games.team_manager import selectors
from games.team_manager import services as service
from games.team_manager.models import Game, Week
from league.api.calls import call as _call
from league.api.calls import parse as _parse
from league.models import League, Team
from league.services.errors import RuleViolation


class TMLeagueIn(serializers.Serializer):
    name = serializers.CharField(max_length=120)
    settings = serializers.DictField(required=False, default=dict)


class TMJoinIn(serializers.Serializer):
    name = serializers.CharField(max_length=120)


class TMSeatIn(serializers.Serializer):
    team = serializers.IntegerField(min_value=1, max_value=ID_MAX, help_text=gettext_lazy("The manager (a team id of the league)."))
    card_team = serializers.ChoiceField(choices=list(TEAMS), help_text=gettext_lazy("The team run this season (§3)."))


class TMGameIn(serializers.Serializer):
    seats = TMSeatIn(many=True)


class TMWeekIn(serializers.Serializer):
    number = serializers.IntegerField()
    spike = serializers.CharField(help_text=gettext_lazy("news, tournament or blood_bowl (§8.4)"))
    lines = serializers.ListField(child=serializers.DictField(), help_text=(
        gettext_lazy("One per manager: team, fans_gained, fans_lost, star_players, team_upgrades, staff_upgrades, cheat_tokens.")))
    matchups = serializers.ListField(child=serializers.DictField(), required=False, default=list, help_text=(
        gettext_lazy("Optional: {kind: highlight|tournament, name, results: [{team, result, fans}]}.")))


class TMReasonIn(serializers.Serializer):
    reason = serializers.CharField(required=False, allow_blank=True, default="")


class TMRuleIn(TMReasonIn):
    spike = serializers.CharField(required=False)
    lines = serializers.ListField(child=serializers.DictField(), required=False)
    matchups = serializers.ListField(child=serializers.DictField(), required=False)


class TMEndIn(serializers.Serializer):
    end_of_game = serializers.DictField(child=serializers.IntegerField(), required=False, default=dict,
                                        help_text=gettext_lazy("Fans from End of Game effects by manager id (§14.2)."))
    totals = serializers.DictField(child=serializers.DictField(), required=False, allow_null=True, default=None,
                                   help_text=gettext_lazy("With no weeks entered: each manager's fans and upgrades at once."))
    reason = serializers.CharField(required=False, allow_blank=True, default="")


class TMHelperPlayerIn(serializers.Serializer):
    power = serializers.IntegerField()
    down_power = serializers.IntegerField(default=0)
    down = serializers.BooleanField(default=False)
    cheats = serializers.IntegerField(default=0)
    tokens = serializers.ListField(child=serializers.CharField(), required=False, allow_null=True, default=None)
    ball = serializers.BooleanField(default=False)
    scoring_fans = serializers.IntegerField(default=0)
    name = serializers.CharField(required=False, default="")


class TMHelperSideIn(serializers.Serializer):
    manager = serializers.CharField()
    zone_fans = serializers.IntegerField(default=0)
    players = TMHelperPlayerIn(many=True)


class TMHelperIn(serializers.Serializer):
    kind = serializers.ChoiceField(choices=["highlight", "tournament"])
    sides = TMHelperSideIn(many=True)
    central_fans = serializers.IntegerField(default=0)
    winner_fans = serializers.IntegerField(default=0)
    second_fans = serializers.IntegerField(default=0)
    defeat_fans = serializers.IntegerField(default=0)
    two_managers = serializers.BooleanField(default=False)
    first_manager_order = serializers.ListField(child=serializers.CharField(), required=False, default=list)


def _league_of(league_id: int) -> League:
    return get_object_or_404(League, pk=league_id, ruleset=selectors.RULESET)


def _game_of(fixture_id: int) -> Game:
    return get_object_or_404(Game.objects.select_related("fixture__season__league"), fixture_id=fixture_id)


def _league(league: League) -> dict:
    page = selectors.league_page(league)
    best = page["manager_of_the_year"]
    return {"id": league.pk, "name": league.name, "ruleset": league.ruleset, "settings": league.options,
            "series": [{"manager": line.team.pk, "name": line.team.name, "seasons": line.played, "wins": line.wins,
                        "fans": line.fans, "upgrades": line.upgrades} for line in page["table"]],
            "manager_of_the_year": best.team.pk if best else None,
            "games": [g.fixture_id for g in page["games"]]}


def _week(week: Week) -> dict:
    return {"number": week.number, "spike": week.spike, "status": week.status,
            "entered_by": week.entered_by.team_id if week.entered_by else None,
            "confirmed_by": [c.seat.team_id for c in week.confirmations.select_related("seat")],
            "dispute_reason": week.dispute_reason,
            "lines": [{"team": line.seat.team_id, "fans_gained": line.fans_gained, "fans_lost": line.fans_lost,
                       "fans_after": line.fans_after, "star_players": line.star_players,
                       "team_upgrades": line.team_upgrades, "staff_upgrades": line.staff_upgrades,
                       "cheat_tokens": line.cheat_tokens} for line in week.lines.select_related("seat")],
            "matchups": [{"kind": m.kind, "name": m.name, "results": m.results} for m in week.matchups.all()]}


def _game(game: Game) -> dict:
    page = selectors.game_page(game)
    outcome = page.outcome
    return {"id": game.fixture_id, "number": game.number, "weeks": game.weeks, "two_managers": game.two_managers,
            "scheduling_limits": game.scheduling_limits, "status": game.fixture.status, "waiting": page.waiting,
            "managers": [{"manager": line.seat.team_id, "name": line.seat.team.name, "team": line.seat.card_team,
                          "fans_by_week": line.track, "fans": line.fans, "upgrades": line.upgrades}
                         for line in page.managers],
            "week_entries": [_week(w) for w in page.weeks],
            "result_report": page.report.pk if page.report else None,
            "report_status": page.report.status if page.report else None,
            "end": None if outcome is None else {
                "winner": outcome.winner, "decided_by": outcome.decided_by, "suspended": sorted(outcome.suspended),
                "fans": outcome.fans, "steps": [{"section": s, "text": t} for s, t in outcome.steps]}}


@extend_schema(request=TMLeagueIn, responses={201: OpenApiTypes.OBJECT}, summary="Open a Team Manager league")
@api_view(["POST"])
@permission_classes([IsAuthenticated])
def league_create(request):
    data = _parse(TMLeagueIn, request)
    return _call(lambda: service.create_league(by=request.user, name=data["name"], settings=data["settings"]),
                 _league, status.HTTP_201_CREATED)


@extend_schema(responses=OpenApiTypes.OBJECT, summary="A Team Manager league: series table, Manager of the Year")
@api_view(["GET"])
@permission_classes([AllowAny])
def league_detail(request, league_id: int):
    return Response(_league(_league_of(league_id)))


@extend_schema(request=TMJoinIn, responses={201: OpenApiTypes.OBJECT}, summary="Join as a manager")
@api_view(["POST"])
@permission_classes([IsAuthenticated])
def league_join(request, league_id: int):
    league = _league_of(league_id)
    data = _parse(TMJoinIn, request)
    return _call(lambda: service.join_league(by=request.user, league=league, name=data["name"]),
                 lambda team: {"id": team.pk, "name": team.name}, status.HTTP_201_CREATED)


@extend_schema(request=TMGameIn, responses={201: OpenApiTypes.OBJECT}, summary="Start a season of 2-4 managers")
@api_view(["POST"])
@permission_classes([IsAuthenticated])
def game_create(request, league_id: int):
    league = _league_of(league_id)
    data = _parse(TMGameIn, request)
    teams = {t.pk: t for t in Team.objects.filter(league=league, pk__in=[s["team"] for s in data["seats"]])}
    if len(teams) != len({s["team"] for s in data["seats"]}):
        raise RuleViolation(("§1", _("every manager must be in this league")))
    seats = [(teams[s["team"]], s["card_team"]) for s in data["seats"]]
    return _call(lambda: service.start_game(by=request.user, league=league, seats=seats), _game,
                 status.HTTP_201_CREATED)


@extend_schema(responses=OpenApiTypes.OBJECT, summary="A season: weeks, scoreboard, end")
@api_view(["GET"])
@permission_classes([AllowAny])
def game_detail(request, fixture_id: int):
    return Response(_game(_game_of(fixture_id)))


@extend_schema(request=TMWeekIn, responses={201: OpenApiTypes.OBJECT}, summary="Enter a week (the others confirm)")
@api_view(["POST"])
@permission_classes([IsAuthenticated])
def week_enter(request, fixture_id: int):
    game = _game_of(fixture_id)
    data = _parse(TMWeekIn, request)
    return _call(lambda: service.enter_week(by=request.user, game=game, **data), _week, status.HTTP_201_CREATED)


def _week_of(game: Game, number: int) -> Week:
    return get_object_or_404(Week, game=game, number=number)


@extend_schema(request=None, responses=OpenApiTypes.OBJECT, summary="Confirm a week")
@api_view(["POST"])
@permission_classes([IsAuthenticated])
def week_confirm(request, fixture_id: int, number: int):
    game = _game_of(fixture_id)
    week = _week_of(game, number)
    return _call(lambda: service.confirm_week(by=request.user, week=week), _week)


@extend_schema(request=TMReasonIn, responses=OpenApiTypes.OBJECT, summary="Dispute a week")
@api_view(["POST"])
@permission_classes([IsAuthenticated])
def week_dispute(request, fixture_id: int, number: int):
    game = _game_of(fixture_id)
    week = _week_of(game, number)
    data = _parse(TMReasonIn, request)
    return _call(lambda: service.dispute_week(by=request.user, week=week, reason=data["reason"]), _week)


@extend_schema(request=TMRuleIn, responses=OpenApiTypes.OBJECT, summary="The commissioner rules on a week")
@api_view(["POST"])
@permission_classes([IsAuthenticated])
def week_rule(request, fixture_id: int, number: int):
    game = _game_of(fixture_id)
    week = _week_of(game, number)
    data = _parse(TMRuleIn, request)
    return _call(lambda: service.rule_week(by=request.user, week=week, **data), _week)


@extend_schema(request=TMEndIn, responses={201: OpenApiTypes.OBJECT}, summary="Report the season's end (§14)",
               operation_id="team_manager_end_report")
@api_view(["POST"])
@permission_classes([IsAuthenticated])
def end_report(request, fixture_id: int):
    game = _game_of(fixture_id)
    data = _parse(TMEndIn, request)
    end = {int(k): v for k, v in data["end_of_game"].items() if str(k).isdigit()}
    totals = None if data["totals"] is None else {int(k): v for k, v in data["totals"].items() if str(k).isdigit()}
    return _call(lambda: service.report_end(by=request.user, game=game, end_of_game=end, totals=totals,
                                            reason=data["reason"]), lambda _r: _game(_game_of(fixture_id)),
                 status.HTTP_201_CREATED)


@extend_schema(request=TMReasonIn, responses=OpenApiTypes.OBJECT, summary="Confirm, dispute or rule the season's end",
               operation_id="team_manager_end_answer")
@api_view(["POST"])
@permission_classes([IsAuthenticated])
def end_answer(request, fixture_id: int, action: str):
    game = _game_of(fixture_id)
    reason = _parse(TMReasonIn, request)["reason"]
    calls = {"confirm": lambda: service.confirm_end(by=request.user, game=game),
             "dispute": lambda: service.dispute_end(by=request.user, game=game, reason=reason),
             "rule": lambda: service.rule_end(by=request.user, game=game, reason=reason)}
    if action not in calls:
        raise NotFound(_("The season's end is confirmed, disputed or ruled; there is no %(action)s.")
                       % {"action": action})
    return _call(calls[action], lambda _r: _game(_game_of(fixture_id)))


@extend_schema(responses=OpenApiTypes.OBJECT, summary="A manager's history")
@api_view(["GET"])
@permission_classes([AllowAny])
def manager(request, team_id: int):
    team = get_object_or_404(Team, pk=team_id, league__ruleset=selectors.RULESET)
    return Response({"id": team.pk, "name": team.name, "history": [
        {"season": line.game.fixture_id, "number": line.game.number, "team": line.seat.card_team, "fans": line.fans, "upgrades": line.upgrades,
         "won": line.won, "suspended": line.suspended} for line in selectors.manager_history(team)]})


@extend_schema(request=TMHelperIn, responses=OpenApiTypes.OBJECT, summary="Score one matchup (§9-§12)")
@api_view(["POST"])
@permission_classes([AllowAny])
def helper(request):
    data = _parse(TMHelperIn, request)
    sides = [Side(s["manager"], tuple(Player(**{**p, "tokens": tuple(p["tokens"]) if p["tokens"] is not None
                                                 else None}) for p in s["players"]), zone_fans=s["zone_fans"])
             for s in data.pop("sides")]
    result = score_matchup(data.pop("kind"), sides, **data)
    if result.breaches:
        raise RuleViolation(*result.breaches)
    return Response({"sides": [{"manager": s.manager, "power": s.power, "token_power": s.token_power, "ball": s.ball,
                                "total": s.total, "ejected": s.ejected, "result": s.result, "fans": s.fans,
                                "tokens": s.tokens} for s in result.sides], "notes": result.notes})
