"""Pairing league games round by round, for a game whose ruleset pairs with a planner (`pairing =
"planner"`) instead of a drawn schedule (league/services/schedule.py): the next round from the games so
far, and a league game two coaches arrange themselves, which the planner must still be able to finish.

The games so far are the season's league fixtures in the order they were made (a rematch rule reads that
order). Every write locks the season first, so two clicks on "pair the next round" pair it once.
"""

from __future__ import annotations

from django.core.exceptions import PermissionDenied
from django.db import transaction
from django.utils.translation import gettext

from engine.breach import RuleError
from league.models import Fixture, Season, Team
from league.permissions import may_commission, require_commissioner
from league.services.errors import RuleViolation, check


def league_games(season: Season) -> list[tuple[int, int]]:
    """(home, away) of every league fixture, played or to be played, in the order they were made."""
    return list(season.fixtures.filter(kind=Fixture.Kind.LEAGUE).order_by("id").values_list("home_id", "away_id"))


def next_round_number(season: Season) -> int:
    """The number the next paired round gets (a game the coaches arranged has none)."""
    last = (season.fixtures.filter(kind=Fixture.Kind.LEAGUE).exclude(round_number=None).order_by("-round_number")
            .values_list("round_number", flat=True).first())
    return (last or 0) + 1


def _locked(season: Season) -> Season:
    season = Season.objects.select_for_update().select_related("league").get(pk=season.pk)
    if season.state != Season.State.REGULAR_SEASON:
        raise RuleViolation(("", gettext("{league} is in '{get_state_display}'; league games are paired during the league games").format(league=season.league, get_state_display=season.get_state_display())))
    if season.league.rules.pairing != "planner":
        raise RuleViolation(("", gettext("{name} leagues draw their schedule instead").format(name=season.league.rules.name)))
    return season


def _teams(season: Season) -> list[int]:
    return list(season.league.teams.order_by("id").values_list("pk", flat=True))


@transaction.atomic
def pair_next_round(*, by, season: Season, round_number: int | None = None) -> list[Fixture]:
    """The commissioner pairs the next round. `round_number` is the round the page offered to pair: a form
    posted twice pairs it once, the second post finding that round already paired."""
    require_commissioner(by, season.league)
    season = _locked(season)
    number = next_round_number(season)
    if round_number is not None and round_number != number:
        raise RuleViolation(("", gettext("Round {round_number} is already paired; the next round would be round {number}.").format(round_number=round_number, number=number)))
    try:
        pairs = season.league.rules.plan_next_round(_teams(season), league_games(season))
    except RuleError as error:
        raise RuleViolation(error.breach) from None
    return [Fixture.objects.create(season=season, round_number=number, home_id=a, away_id=b, arranged_by=by.coach)
            for a, b in pairs]


@transaction.atomic
def arrange_league_game(*, by, season: Season, home: Team, away: Team) -> Fixture:
    """One of the two coaches (or a commissioner) arranges a league game; the game's pairing rules apply."""
    league = season.league
    if not (home.is_coached_by(by) or away.is_coached_by(by) or may_commission(by, league)):
        raise PermissionDenied(gettext("Only one of the two coaches, or a commissioner, may arrange this game."))
    season = _locked(season)
    if home.pk == away.pk or home.league_id != league.pk or away.league_id != league.pk:
        raise RuleViolation(("", gettext("Choose two different teams of this league.")))
    names = {home.pk: f"{home.coach} ({home})", away.pk: f"{away.coach} ({away})"}
    check(league.rules.arrangement_breaches(_teams(season), league_games(season), home.pk, away.pk, names=names))
    return Fixture.objects.create(season=season, home=home, away=away, arranged_by=by.coach)
