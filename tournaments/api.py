"""The tournament API under /api/tournaments/: the same services as the pages.

Reads are open; every write needs a logged-in user and the service's permission check (403 otherwise). A broken
rule answers 400 in the API's error shape (docs/api.md) and changes nothing. Games are reported through the API every game uses
(/api/matches/fixtures/<id>/result/, then /api/matches/results/<id>/confirm/, dispute/ or decide/).
"""

from __future__ import annotations

from django.shortcuts import get_object_or_404
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.decorators import api_view
from rest_framework.response import Response

import engine.rulesets
from engine.tournament.table import TIE_BREAKERS
from tournaments import selectors, services
from tournaments.models import Tournament


class TournamentIn(serializers.Serializer):
    name = serializers.CharField(max_length=120)
    ruleset = serializers.ChoiceField(choices=[])
    format = serializers.ChoiceField(choices=Tournament.Format.choices, default=Tournament.Format.SWISS)
    rounds = serializers.IntegerField(min_value=0, max_value=20, default=0)
    points = serializers.ChoiceField(choices=Tournament.Scheme.choices, default=Tournament.Scheme.THREE)
    bye_result = serializers.ChoiceField(choices=Tournament.ByeResult.choices, default=Tournament.ByeResult.WIN)
    bye_score_for = serializers.IntegerField(min_value=0, max_value=99, default=0)
    bye_score_against = serializers.IntegerField(min_value=0, max_value=99, default=0)
    tie_breakers = serializers.ListField(child=serializers.ChoiceField(choices=TIE_BREAKERS), required=False,
                                         default=list)
    round_minutes = serializers.IntegerField(min_value=10, max_value=10080, default=150)
    starts_on = serializers.DateField(required=False, allow_null=True, default=None)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["ruleset"].choices = engine.rulesets.names()


class TournamentSummaryOut(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()
    format = serializers.ChoiceField(choices=Tournament.Format.choices)
    ruleset = serializers.CharField()


class RegisterIn(serializers.Serializer):
    name = serializers.CharField(max_length=120)
    roster = serializers.CharField(max_length=40)


def _out(tournament: Tournament) -> dict:
    rounds = selectors.rounds(tournament)
    return {
        "id": tournament.pk, "name": tournament.league.name, "league": tournament.league_id,
        "ruleset": tournament.league.ruleset, "format": tournament.format, "rounds": tournament.rounds,
        "points": tournament.points, "bye_result": tournament.bye_result,
        "bye_score": [tournament.bye_score_for, tournament.bye_score_against],
        "tie_breakers": list(tournament.order), "state": tournament.season.state,
        "finished": selectors.is_finished(tournament, rounds),
        "teams": [{"id": t.pk, "name": t.name, "roster": t.roster, "coach": str(t.coach)}
                  for t in selectors.entered_teams(tournament)],
        "table": [{"place": r.line.place, "team": r.team.pk, "name": r.team.name, "points": r.line.points,
                   "won": r.line.won, "drawn": r.line.drawn, "lost": r.line.lost, "byes": r.line.byes,
                   "opponents_points": r.line.opponents_points, "score_difference": r.line.score_difference,
                   "head_to_head": r.line.head_to_head, "decided_by": r.line.decided_by}
                  for r in selectors.table(tournament)],
        "rounds_played": [{"number": r.round.number, "deadline": r.round.deadline,
                           "bye": r.bye.pk if r.bye else None,
                           "games": [{"table": n, "fixture": f.pk, "home": f.home_id, "away": f.away_id,
                                      "status": f.status, "scores": f.scores() if f.outcome else None}
                                     for n, f in r.games]} for r in rounds],
        "bracket": [{"stage": m.stage, "fixture": m.fixture_id, "winner": m.winner.team_id if m.winner else None}
                    for m in selectors.bracket(tournament)],
    }


@extend_schema(methods=["GET"], operation_id="tournaments_list", responses={200: TournamentSummaryOut(many=True)})
@extend_schema(methods=["POST"], operation_id="tournaments_create", request=TournamentIn,
               responses={201: OpenApiTypes.OBJECT})
@api_view(["GET", "POST"])
def tournaments(request):
    if request.method == "GET":
        return Response([{"id": t.pk, "name": t.league.name, "format": t.format, "ruleset": t.league.ruleset}
                         for t in Tournament.objects.select_related("league")])
    incoming = TournamentIn(data=request.data)
    incoming.is_valid(raise_exception=True)
    tournament = services.create_tournament(by=request.user, **incoming.validated_data)
    return Response(_out(tournament), status=status.HTTP_201_CREATED)


@extend_schema(operation_id="tournaments_detail", responses=OpenApiTypes.OBJECT)
@api_view(["GET"])
def tournament(request, tournament_id: int):
    return Response(_out(get_object_or_404(Tournament, pk=tournament_id)))


@extend_schema(request=RegisterIn, responses={201: OpenApiTypes.OBJECT})
@api_view(["POST"])
def register(request, tournament_id: int):
    tournament = get_object_or_404(Tournament, pk=tournament_id)
    incoming = RegisterIn(data=request.data)
    incoming.is_valid(raise_exception=True)
    team = services.register_team(by=request.user, tournament=tournament, **incoming.validated_data)
    return Response({"id": team.pk, "name": team.name}, status=status.HTTP_201_CREATED)


def _act(request, tournament_id: int, action):
    tournament = get_object_or_404(Tournament, pk=tournament_id)
    action(by=request.user, tournament=tournament)
    return Response(_out(Tournament.objects.get(pk=tournament.pk)))


@extend_schema(request=None, responses=OpenApiTypes.OBJECT)
@api_view(["POST"])
def start(request, tournament_id: int):
    return _act(request, tournament_id, services.start_tournament)


@extend_schema(request=None, responses=OpenApiTypes.OBJECT)
@api_view(["POST"])
def pair(request, tournament_id: int):
    return _act(request, tournament_id, services.pair_next_round)
