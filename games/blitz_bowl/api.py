"""The Blitz Bowl API under /api/blitz/: the same services as the pages, in Blitz Bowl's own terms.

Reads are open; every write needs a logged-in user and the service's permission check (403 for
anyone else). A broken rule answers 400 in the API's error shape (docs/api.md) and changes nothing.
Games are reported through the API every game uses (/api/matches/fixtures/<id>/result/, then
/api/matches/results/<id>/confirm/, dispute/ or decide/), with each side's tallies as its `data` and
{"ending", "end_game_rule"} as `match`.
"""

from __future__ import annotations

from django.http import HttpResponsePermanentRedirect
from django.shortcuts import get_object_or_404
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.decorators import api_view, permission_classes
from rest_framework.exceptions import NotFound
from rest_framework.permissions import AllowAny
from rest_framework.response import Response

from dugout.bounds import ID_MAX
from engine.blitz_bowl.teams import TEAMS
from engine.blitz_bowl.terms import SEASON_STATES, TERMS
from games.blitz_bowl import selectors
from games.blitz_bowl import services as service
from games.blitz_bowl.models import CoachTrait, LegacyGame
from league.api.calls import call as _call
from league.api.calls import parse as _parse
from league.models import Fixture, League, Team
from matches.models import ResultReport


class LeagueIn(serializers.Serializer):
    name = serializers.CharField(max_length=120)
    quarter_finals = serializers.BooleanField(default=False)
    # the core's choices (one enum in the schema); a Blitz Bowl league refuses "simulate" with a 400 naming why
    unplayed_policy = serializers.ChoiceField(choices=League.UnplayedPolicy.choices, default="rulebook", help_text=(
        gettext_lazy("A game not played by its round's deadline: 'rulebook' (a loss for both unless one coach conceded) or "
        "'commissioner' (the commissioner decides); Blitz Bowl has no engine to 'simulate' it.")))
    round_length_days = serializers.IntegerField(min_value=1, max_value=60, default=7)


class SettingsIn(serializers.Serializer):
    quarter_finals = serializers.BooleanField()
    unplayed_policy = serializers.ChoiceField(choices=League.UnplayedPolicy.choices, required=False)
    round_length_days = serializers.IntegerField(min_value=1, max_value=60, required=False)


class JoinIn(serializers.Serializer):
    team_name = serializers.CharField(max_length=120)
    team_chosen = serializers.CharField(max_length=40, help_text=gettext_lazy("One of the Blitz Bowl ruleset's teams (§1.2), "
                                        "e.g. Dwarfs; the league's answer lists them as teams_to_choose"))


class RoundIn(serializers.Serializer):
    round = serializers.IntegerField(min_value=1, required=False, help_text=(
        gettext_lazy("The round you mean to pair; a repeated request for a round already paired is refused.")))


class ArrangeIn(serializers.Serializer):
    home = serializers.IntegerField(min_value=1, max_value=ID_MAX)
    away = serializers.IntegerField(min_value=1, max_value=ID_MAX)


class TraitChoiceIn(serializers.Serializer):
    trait = serializers.CharField(max_length=40, help_text=gettext_lazy("A trait key, e.g. \"glory_hound\"."))


class TraitUsedIn(serializers.Serializer):
    used = serializers.BooleanField()


def _team(team: Team) -> dict:
    return {"id": team.pk, "name": team.name, "team_chosen": team.roster, "coach": str(team.coach)}


def _game(game) -> dict:
    """A fixture in Blitz Bowl's terms (`game`: a Fixture, or the selectors' Game wrapping one)."""
    game = game if isinstance(game, selectors.Game) else selectors.game(game)
    sides = {}
    for side, team in (("home", game.home), ("away", game.away)):
        sides[side] = {**_team(team), "score": game.score_of(team.pk)[0], **game.tallies_of(team.pk),
                       "league_points": game.league_points_of(team.pk)}
    return {"id": game.pk, "stage": game.stage or "league", "stage_name": game.stage_name(),
            "round": game.round_number, "slot": game.slot, "status": game.status, "ending": game.ending,
            "end_game_rule": game.end_game_rule, "home": sides["home"], "away": sides["away"],
            "dispute_reason": game.dispute_reason, "result_report": game.report.pk if game.report else None}


def _trait(t: CoachTrait) -> dict:
    return {"id": t.pk, "trait": t.trait, "name": t.info.name if t.trait else None,
            "rule": t.info.rule if t.trait else None, "used_this_game": t.used_this_game,
            "rolled": t.rolled, "roll": t.rolls, "awaiting_choice": t.awaiting_choice, "after_game": t.fixture_id}


def _league(league: League) -> dict:
    page = selectors.league_page(league)
    season = page["season"]
    return {
        "id": league.pk, "name": league.name, "ruleset": league.ruleset, "ruleset_name": league.get_ruleset_display(),
        "terms": TERMS, "state": season.state if season else None, "state_name": page["state_label"],
        "teams_to_choose": list(TEAMS),
        "settings": {"quarter_finals": league.option("quarter_finals"), "unplayed_policy": league.unplayed_policy,
                     "round_length_days": league.round_length_days},
        "league_points": [{**_team(line.team), "games": line.games, "wins": line.wins, "draws": line.draws,
                           "losses": line.losses, "league_points": line.league_points,
                           "points_difference": line.score_difference, "challenge_cards_claimed": line.cards_claimed,
                           "injuries_caused": line.injuries_caused} for line in page["table"]],
        "games": [_game(g) for _, games in page["rounds"] for g in games],
        "finals": [_game(g) for g in page["finals"]],
        "finals_seeds": page["seeding"].seeds if page["seeding"] else [],
        "league_winner": _team(page["league_winner"]) if page["league_winner"] else None,
        "awards": [{"award": a["award"].key, "name": a["award"].name, "teams": [_team(t) for t in a["teams"]]}
                   for a in page["awards"]],
    }


def _blitz_league(league_id: int) -> League:
    return get_object_or_404(League, pk=league_id, ruleset=selectors.RULESET)


@extend_schema(methods=["GET"], responses=OpenApiTypes.OBJECT, summary="Blitz Bowl leagues",
               operation_id="blitz_leagues_list")
@extend_schema(methods=["POST"], request=LeagueIn, responses={201: OpenApiTypes.OBJECT}, summary="Open a Blitz Bowl league")
@api_view(["GET", "POST"])
def league_create(request):
    if request.method == "GET":
        leagues = League.objects.filter(ruleset=selectors.RULESET).order_by("name")
        return Response({"results": [{"id": lg.pk, "name": lg.name, "ruleset": lg.ruleset} for lg in leagues]})
    data = _parse(LeagueIn, request)
    return _call(lambda: service.create_league(by=request.user, **data), _league, status.HTTP_201_CREATED)


@extend_schema(responses=OpenApiTypes.OBJECT, summary="A Blitz Bowl league: league points, games, finals, awards")
@api_view(["GET"])
def league_detail(request, league_id: int):
    return Response(_league(_blitz_league(league_id)))


@extend_schema(request=JoinIn, responses={201: OpenApiTypes.OBJECT}, summary="Join with the team chosen")
@api_view(["POST"])
def league_join(request, league_id: int):
    league, data = _blitz_league(league_id), _parse(JoinIn, request)
    return _call(lambda: service.join_league(by=request.user, league=league, **data), _team, status.HTTP_201_CREATED)


@extend_schema(request=SettingsIn, responses=OpenApiTypes.OBJECT, summary="Commissioner: finals format")
@api_view(["POST"])
def league_settings(request, league_id: int):
    league, data = _blitz_league(league_id), _parse(SettingsIn, request)
    return _call(lambda: service.update_settings(by=request.user, league=league, **data),
                 lambda lg: {"quarter_finals": lg.option("quarter_finals"), "unplayed_policy": lg.unplayed_policy,
                             "round_length_days": lg.round_length_days})


@extend_schema(request=None, responses=OpenApiTypes.OBJECT, summary="Commissioner: start the league games")
@api_view(["POST"])
def league_start(request, league_id: int):
    league = _blitz_league(league_id)
    return _call(lambda: service.start_league_games(by=request.user, league=league), lambda _: _league(league))


@extend_schema(request=RoundIn, responses={201: OpenApiTypes.OBJECT}, summary="Commissioner: pair the next round")
@api_view(["POST"])
def league_round(request, league_id: int):
    league, data = _blitz_league(league_id), _parse(RoundIn, request)
    return _call(lambda: service.generate_round(by=request.user, league=league, round_number=data.get("round")),
                 lambda games: {"games": [_game(g) for g in games]}, status.HTTP_201_CREATED)


@extend_schema(request=ArrangeIn, responses={201: OpenApiTypes.OBJECT}, summary="Arrange a league game")
@api_view(["POST"])
def league_arrange(request, league_id: int):
    league, data = _blitz_league(league_id), _parse(ArrangeIn, request)
    home = get_object_or_404(Team, pk=data["home"], league=league)
    away = get_object_or_404(Team, pk=data["away"], league=league)
    return _call(lambda: service.arrange_game(by=request.user, league=league, home=home, away=away), _game,
                 status.HTTP_201_CREATED)


@extend_schema(request=None, responses={201: OpenApiTypes.OBJECT}, summary="Commissioner: seed and draw the finals")
@api_view(["POST"])
def league_finals(request, league_id: int):
    league = _blitz_league(league_id)
    return _call(lambda: service.start_finals(by=request.user, league=league),
                 lambda games: {"games": [_game(g) for g in games]}, status.HTTP_201_CREATED)


@extend_schema(responses=OpenApiTypes.OBJECT, summary="A coach's Coach Roster")
@api_view(["GET"])
def coach_roster(request, team_id: int):
    team = get_object_or_404(Team, pk=team_id, league__ruleset=selectors.RULESET)
    roster = selectors.coach_roster(team)
    totals = roster["totals"]
    return Response({
        **_team(team), "terms": TERMS,
        "games": [{"game": r["number"], "id": r["game"].pk, "opponent": _team(r["opponent"]), "score": r["score"],
                   "opponent_score": r["opponent_score"], "league_points": r["league_points"],
                   "challenge_cards_claimed": r["cards_claimed"], "injuries_caused": r["injuries_caused"]}
                  for r in roster["rows"]],
        "league_totals": {"games": totals.games, "league_points": totals.league_points,
                          "challenge_cards_claimed": totals.cards_claimed,
                          "injuries_caused": totals.injuries_caused} if totals else None,
        "coach_traits": [_trait(t) for t in roster["traits"]],
        "trait_choices_pending": [_trait(t) for t in roster["pending_traits"]],
        "state_name": SEASON_STATES.get(roster["season"].state) if roster["season"] else None,
    })


@extend_schema(responses=OpenApiTypes.OBJECT, summary="A game and its report")
@api_view(["GET"])
def fixture_detail(request, fixture_id: int):
    return Response(_game(get_object_or_404(Fixture, pk=fixture_id, season__league__ruleset=selectors.RULESET)))


# Where a game's URL from before the move onto core fixtures now lives (308 keeps a POST a POST).
LEGACY = {"": "/api/blitz/fixtures/{fixture}/", "report": "/api/matches/fixtures/{fixture}/result/",
          "confirm": "/api/matches/results/{report}/confirm/", "dispute": "/api/matches/results/{report}/dispute/",
          "decide": "/api/matches/results/{report}/decide/"}


@extend_schema(exclude=True)
@api_view(["GET", "POST"])
@permission_classes([AllowAny])  # a redirect only: the endpoint it leads to checks who may write
def legacy_game(request, game_id: int, action: str = ""):
    legacy = get_object_or_404(LegacyGame, old_id=game_id)
    if action not in LEGACY:
        raise NotFound(_("No such action: %(action)s.") % {"action": action})
    report = ResultReport.objects.filter(fixture_id=legacy.fixture_id).values_list("pk", flat=True).first()
    if "{report}" in LEGACY[action] and report is None:
        raise NotFound(_("This game has no report yet: report it first."))
    response = HttpResponsePermanentRedirect(LEGACY[action].format(fixture=legacy.fixture_id, report=report))
    response.status_code = 308
    return response


@extend_schema(request=TraitChoiceIn, responses=OpenApiTypes.OBJECT, summary="Choose a trait after a duplicate")
@api_view(["POST"])
def trait_choose(request, trait_id: int):
    coach_trait, data = get_object_or_404(CoachTrait, pk=trait_id), _parse(TraitChoiceIn, request)
    return _call(lambda: service.choose_trait(by=request.user, coach_trait=coach_trait, key=data["trait"]), _trait)


@extend_schema(request=TraitUsedIn, responses=OpenApiTypes.OBJECT, summary="Mark a trait used this game")
@api_view(["POST"])
def trait_used(request, trait_id: int):
    coach_trait, data = get_object_or_404(CoachTrait, pk=trait_id), _parse(TraitUsedIn, request)
    return _call(lambda: service.mark_trait_used(by=request.user, coach_trait=coach_trait, **data), _trait)
