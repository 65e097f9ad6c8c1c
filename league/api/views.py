"""REST API: everyone reads; writes call the same services as the pages, so the same permission
checks and rules apply (a refused write answers 403, a broken rule 400 naming it)."""

from django.db.models import Prefetch
from django.shortcuts import get_object_or_404
from django.utils.translation import gettext
from drf_spectacular.utils import OpenApiParameter, extend_schema, extend_schema_view
from rest_framework import mixins, status, viewsets
from rest_framework.decorators import action
from rest_framework.response import Response

from dugout.bounds import by_id
from league.api import serializers as s
from league.games import pages_of
from league.models import Division, League, Player, Season, SeasonEntry, Team
from league.services import commissioner, leagues, teams
from league.services.errors import RuleViolation

RULE_ERROR = {400: s.RuleErrorSerializer}


class RuleErrors:
    # A service's RuleViolation reaches the API's exception handler (dugout/api_errors.py): 400, one error
    # per broken rule with its section. This mixin only parses the body.

    def parse(self, serializer_class):
        serializer = serializer_class(data=self.request.data)
        serializer.is_valid(raise_exception=True)
        return serializer.validated_data


class LeagueViewSet(RuleErrors, mixins.CreateModelMixin, mixins.UpdateModelMixin, viewsets.ReadOnlyModelViewSet):
    queryset = League.objects.prefetch_related("commissioners__user", "seasons")
    serializer_class = s.LeagueSerializer

    @extend_schema(request=s.LeagueSerializer, responses={201: s.LeagueSerializer, **RULE_ERROR})
    def create(self, request, *args, **kwargs):
        data = self.parse(s.LeagueSerializer)
        league = leagues.create_league(by=request.user, **data)
        return Response(s.LeagueSerializer(league).data, status=status.HTTP_201_CREATED)

    @extend_schema(request=s.LeagueUpdateSerializer, responses={200: s.LeagueSerializer, **RULE_ERROR})
    def update(self, request, *args, **kwargs):
        league = self.get_object()
        serializer = s.LeagueUpdateSerializer(league, data=request.data, partial=kwargs.get("partial", False))
        serializer.is_valid(raise_exception=True)
        data = dict(serializer.validated_data)
        reason = data.pop("reason", "")
        league = leagues.update_league_settings(by=request.user, league=league, reason=reason, **data)
        return Response(s.LeagueSerializer(league).data)

    @extend_schema(request=s.LeagueUpdateSerializer, responses={200: s.LeagueSerializer, **RULE_ERROR})
    def partial_update(self, request, *args, **kwargs):
        return self.update(request, *args, partial=True, **kwargs)


def _filter(name: str, help_text: str):
    return extend_schema_view(list=extend_schema(parameters=[OpenApiParameter(name, int, description=help_text)]))


@_filter("league", "only this league's seasons")
class SeasonViewSet(RuleErrors, mixins.CreateModelMixin, viewsets.ReadOnlyModelViewSet):
    queryset = Season.objects.select_related("league").prefetch_related("divisions__teams", "entries")
    serializer_class = s.SeasonSerializer

    def get_queryset(self):
        return by_id(self.queryset, "league_id", self.request.query_params.get("league"))

    @extend_schema(request=s.SeasonCreateSerializer, responses={201: s.SeasonSerializer, **RULE_ERROR},
                   description="Start the league's next season (the commissioner; the last season must be closed).")
    def create(self, request, *args, **kwargs):
        league = get_object_or_404(League, pk=self.parse(s.SeasonCreateSerializer)["league"])
        season = leagues.create_season(by=request.user, league=league)
        return Response(s.SeasonSerializer(season).data, status=status.HTTP_201_CREATED)

    @extend_schema(request=s.SeasonStateSerializer, responses={200: s.SeasonSerializer, **RULE_ERROR})
    @action(detail=True, methods=["post"])
    def state(self, request, pk=None):
        season = leagues.advance_season(by=request.user, season=self.get_object(), state=self.parse(s.SeasonStateSerializer)["state"])
        return Response(s.SeasonSerializer(season).data)

    @extend_schema(request=s.DecideEntrySerializer, responses={200: s.SeasonEntrySerializer, **RULE_ERROR})
    @action(detail=True, methods=["post"])
    def decide(self, request, pk=None):
        data = self.parse(s.DecideEntrySerializer)
        entry = get_object_or_404(SeasonEntry.objects.select_related("season__league"), season=self.get_object(), team_id=data["team"])
        entry = leagues.decide_entry(by=request.user, entry=entry, accept=data["accept"])
        return Response(s.SeasonEntrySerializer(entry).data)

    @extend_schema(request=s.DrawSerializer, responses={200: s.DivisionSerializer(many=True), **RULE_ERROR},
                   description="Draw the accepted teams into divisions (seeded server-side, logged in the audit).")
    @action(detail=True, methods=["post"], pagination_class=None)  # an array of the divisions, not a page
    def draw(self, request, pk=None):
        divisions = leagues.draw_divisions(by=request.user, season=self.get_object(), count=self.parse(s.DrawSerializer)["count"])
        return Response(s.DivisionSerializer(divisions, many=True).data)

    @extend_schema(request=s.DivisionAssignmentSerializer, responses={200: s.DivisionSerializer(many=True), **RULE_ERROR})
    @action(detail=True, methods=["post"], pagination_class=None)  # an array of the divisions, not a page
    def divisions(self, request, pk=None):
        raw = self.parse(s.DivisionAssignmentSerializer)["assignment"]
        try:
            assignment = {int(k): v for k, v in raw.items()}
        except ValueError:
            raise RuleViolation(("§8.4", gettext("division assignment keys are team ids"))) from None
        divisions = leagues.set_divisions(by=request.user, season=self.get_object(), assignment=assignment)
        return Response(s.DivisionSerializer(divisions, many=True).data)


class DivisionViewSet(viewsets.ReadOnlyModelViewSet):
    queryset = Division.objects.prefetch_related("teams")
    serializer_class = s.DivisionSerializer


@_filter("league", "only this league's teams")
class TeamViewSet(RuleErrors, mixins.CreateModelMixin, viewsets.ReadOnlyModelViewSet):
    queryset = Team.objects.select_related("league", "coach__user").prefetch_related("rerolls", "seasons")
    serializer_class = s.TeamSerializer

    def get_queryset(self):
        queryset = by_id(self.queryset, "league_id", self.request.query_params.get("league"))
        if self.action in ("list", "retrieve"):
            # Reads only: TeamSerializer takes TV, CTV and the player ids from this one list
            # instead of three queries per team; writes re-read the team after the change.
            queryset = queryset.prefetch_related(Prefetch("players", queryset=Player.objects.filter(
                dead=False, fired=False), to_attr="roster_list"))
        return queryset

    @extend_schema(request=s.TeamCreateSerializer, responses={201: s.TeamSerializer, **RULE_ERROR},
                   description="Create a team: the engine validates budget, limits and re-rolls (§4).")
    def create(self, request, *args, **kwargs):
        data = self.parse(s.TeamCreateSerializer)
        team = teams.create_team(
            by=request.user, league=get_object_or_404(League, pk=data["league"]), name=data["name"],
            roster_key=data["roster"], hires=data["hires"], rerolls=data["rerolls"], **self._options(data["league"]),
        )
        return Response(s.TeamSerializer(team).data, status=status.HTTP_201_CREATED)

    def _options(self, league_id: int) -> dict:
        """The new team's own choices in its game (league/games.py GamePages.team_options), as posted."""
        league = League.objects.filter(pk=league_id).first()
        keys = pages_of(league.ruleset).team_options if league else ()
        return {key: self.request.data[key] for key in keys if key in self.request.data}

    @extend_schema(request=s.TreasuryCorrectionSerializer, responses={200: s.TeamSerializer, **RULE_ERROR})
    @action(detail=True, methods=["post"], url_path="correct-treasury")
    def correct_treasury(self, request, pk=None):
        data = self.parse(s.TreasuryCorrectionSerializer)
        team = commissioner.correct_treasury(by=request.user, team=self.get_object(), **data)
        return Response(s.TeamSerializer(team).data)

    @extend_schema(request=s.EnterSerializer, responses={200: s.SeasonEntrySerializer, **RULE_ERROR})
    @action(detail=True, methods=["post"])
    def enter(self, request, pk=None):
        season = get_object_or_404(Season, pk=self.parse(s.EnterSerializer)["season"])
        entry = leagues.enter_team(by=request.user, team=self.get_object(), season=season)
        return Response(s.SeasonEntrySerializer(entry).data)


@_filter("team", "only this team's players (former players included)")
class PlayerViewSet(RuleErrors, viewsets.ReadOnlyModelViewSet):
    queryset = Player.objects.select_related("team__league", "team__coach").prefetch_related("advancements")
    serializer_class = s.PlayerSerializer

    def get_queryset(self):
        return by_id(self.queryset, "team_id", self.request.query_params.get("team"))
