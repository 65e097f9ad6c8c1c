"""Reads for the schedule pages: rounds with fixtures and byes, friendlies, and the commissioner's to-do list."""

from __future__ import annotations

from dataclasses import dataclass

from django.db.models import F as models_f
from django.db.models import Prefetch, Q, prefetch_related_objects
from django.urls import reverse
from django.utils.translation import gettext as _

from league.models import Division, Fixture, League, Round, Season

NEEDS_COMMISSIONER = (Fixture.Status.AWAITING_COMMISSIONER, Fixture.Status.DISPUTED)


@dataclass
class RoundView:
    round: Round
    fixtures: list[Fixture]
    byes: list  # teams resting this round (odd-sized divisions)


@dataclass
class DivisionSchedule:
    division: Division
    rounds: list[RoundView]  # one page of rounds (ROUNDS_PER_PAGE), from round `first`
    first: int = 1
    next_from: int | None = None  # the first round of the next page, when there is one
    previous_from: int | None = None  # the first round of the page before, when this is not the first


# A page of the schedule: 6 rounds per division (for 64 teams, 192 fixtures, about 60 KB), and a "more"
# link to the next 6. A season has up to 63 rounds: the whole of it was over 400 KB (issue #21).
ROUNDS_PER_PAGE = 6


def season_schedule(season: Season, *, start: dict[int, int] | None = None,
                    only: int | None = None) -> list[DivisionSchedule]:
    """Each division's page of rounds: from round `start[division id]` (default the first), or only the
    division `only`. Queries: the divisions with their teams, then per division its page of rounds, their
    fixtures and the fixtures' sides."""
    start = start or {}
    # The page names the teams and reads the sides' scores (a placed match names its sides' teams: the
    # prefetch reads each team once); coaches are compared by team id, so no coach or user row is read.
    fixtures = Fixture.objects.select_related("home", "away", "conceded_by").prefetch_related("sides__team").order_by("id")
    divisions = season.divisions.prefetch_related("teams").order_by("name")
    if only is not None:
        divisions = divisions.filter(pk=only)
    out = []
    for division in divisions:
        teams = list(division.teams.all())
        first = max(1, start.get(division.pk, 1))
        # One round more than the page: whether a next page exists costs no further query.
        page = list(division.rounds.filter(number__gte=first).order_by("number")[:ROUNDS_PER_PAGE + 1])
        prefetch_related_objects(page[:ROUNDS_PER_PAGE], Prefetch("fixtures", queryset=fixtures))
        views = []
        for rnd in page[:ROUNDS_PER_PAGE]:
            fx = list(rnd.fixtures.all())
            playing = {t for f in fx for t in (f.home_id, f.away_id)}
            views.append(RoundView(rnd, fx, [t for t in teams if t.pk not in playing]))
        out.append(DivisionSchedule(
            division, views, first=first,
            next_from=page[ROUNDS_PER_PAGE].number if len(page) > ROUNDS_PER_PAGE else None,
            previous_from=max(1, first - ROUNDS_PER_PAGE) if first > 1 else None))
    return out


def round_page_start(rnd: Round) -> int:
    """The first round of the schedule page that shows `rnd` (pages start at round 1, 7, 13 ...)."""
    return rnd.number - (rnd.number - 1) % ROUNDS_PER_PAGE


def friendlies(season: Season) -> list[Fixture]:
    return list(
        Fixture.objects.filter(season=season, kind=Fixture.Kind.FRIENDLY).select_related("home", "away").prefetch_related("sides__team").order_by("id")
    )


def commissioner_notices(league: League) -> list[Fixture]:
    """Fixtures waiting for the commissioner: unplayed at the deadline (policy) or a disputed report."""
    return list(
        Fixture.objects.filter(season__league=league, status__in=NEEDS_COMMISSIONER)
        .select_related("home", "away", "round")
        .order_by("round__deadline", "id")
    )


def friendly_opponents(season: Season, team) -> list:
    """Teams of the other divisions that `team` has not yet played a friendly against (§8.7)."""
    own = set(team.divisions.filter(season=season).values_list("id", flat=True))
    played = set()
    for f in Fixture.objects.filter(season=season, kind=Fixture.Kind.FRIENDLY).filter(home=team) | Fixture.objects.filter(
        season=season, kind=Fixture.Kind.FRIENDLY, away=team
    ):
        played.add(f.home_id if f.away_id == team.pk else f.away_id)
    others = []
    for division in season.divisions.exclude(pk__in=own).prefetch_related("teams"):
        others += [t for t in division.teams.all() if t.pk not in played and t.pk != team.pk]
    return sorted(others, key=lambda t: t.name)


def upcoming_for_coach(coach, *, limit: int = 10) -> list[Fixture]:
    """The coach's fixtures still to play or to confirm, soonest deadline first (friendlies last)."""
    open_statuses = (Fixture.Status.SCHEDULED, Fixture.Status.REPORTED, Fixture.Status.DISPUTED)
    return list(
        Fixture.objects.filter(Q(home__coach=coach) | Q(away__coach=coach), status__in=open_statuses)
        .select_related("home", "away", "round")
        .order_by(models_f("round__deadline").asc(nulls_last=True), "id")[:limit]
    )


def commissioner_actions(league: League) -> list[dict]:
    """Dashboard lines for a commissioner: each fixture waiting for a decision, with where to decide it."""
    actions = []
    for fx in commissioner_notices(league):
        if fx.status == Fixture.Status.DISPUTED:
            actions.append({"text": _("%(league)s: the report on %(fixture)s is disputed; decide it")
                            % {"league": league, "fixture": fx}, "url": fx.get_absolute_url()})
        else:
            actions.append({"text": _("%(league)s: %(fixture)s was not played by its deadline; decide the result")
                            % {"league": league, "fixture": fx},
                            "url": reverse("schedule:season", args=[fx.season_id]) + "#commissioner-notices"})
    return actions
