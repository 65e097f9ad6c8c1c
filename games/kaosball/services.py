"""Kaosball leagues (rules/kaosball.md §5): opening a league, joining it, drawing the schedule, the
play-offs and the championship. The pre-game auction is games/kaosball/auction_services.py.

A Kaosball league runs on the core: one season with one division, the core's drawn schedule
(league/services/schedule.py), the core's result flow for every match (matches/services/results.py) and
the core's bracket (league/services/playoffs.py). Every function is keyword-only, checks who may do it
first (league/permissions.py) and changes nothing when a rule says no (RuleViolation naming the section).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from django.db import IntegrityError, transaction
from django.utils.translation import gettext as _

from games.kaosball import rules as kaos
from games.kaosball.models import Holdings
from league.models import Division, Fixture, League, Season, SeasonEntry, Team
from league.permissions import require_coach, require_commissioner
from league.selectors.standings import division_standings
from league.services import fixtures as fixture_services
from league.services import leagues as league_services
from league.services import schedule as schedule_services
from league.services.errors import RuleViolation
from league.services.playoffs import Entry, create_bracket

RULESET = kaos.RULESET
DIVISION = "League"


def _no(rule: str, message: str) -> RuleViolation:
    return RuleViolation((rule, message))


def season_of(league: League) -> Season | None:
    return league.seasons.order_by("-number").first()


def _kaos_season(league: League, *states: str) -> Season:
    if league.ruleset != RULESET:
        raise _no("", _("%(league)s does not play Kaosball") % {"league": league})
    season = season_of(league)
    if states and season.state not in states:
        wanted = _(" or ").join(str(Season.State(s).label) for s in states)
        raise _no("§5", _("%(league)s is in '%(state)s'; this needs '%(wanted)s'")
                  % {"league": league, "state": season.get_state_display(), "wanted": wanted})
    return season


def _division(season: Season) -> Division:
    """The league's one division (made here too for a league opened through the core's API)."""
    return Division.objects.get_or_create(season=season, name=DIVISION)[0]


def _lock(season: Season) -> Season:
    """Serialise a league's lifecycle writes; the state is read again under the lock (two clicks on
    "draw the schedule" draw it once)."""
    state = season.state
    season = Season.objects.select_for_update().get(pk=season.pk)
    if season.state != state:
        raise _no("§5", _("%(league)s has just moved to '%(state)s'; reload the page")
                  % {"league": season.league, "state": season.get_state_display()})
    return season


# ---- the league ------------------------------------------------------------------------------------

@transaction.atomic
def create_league(*, by, name: str, settings: Mapping | None = None, **values) -> League:
    """A Kaosball league with its settings (checked by the ruleset's schema), its creator as commissioner,
    season 1 open for registration and its one division."""
    league = league_services.create_league(by=by, name=name, ruleset=RULESET, settings=settings, **values)
    _division(season_of(league))
    return league


@transaction.atomic
def update_settings(*, by, league: League, settings: Mapping, reason: str = "") -> League:
    """The commissioner changes the league's settings before the play-offs (audited by the core)."""
    require_commissioner(by, league)
    _kaos_season(league, Season.State.REGISTRATION, Season.State.REGULAR_SEASON)
    return league_services.update_league_settings(by=by, league=league, settings=dict(settings),
                                                  reason=reason or "settings changed")


@transaction.atomic
def join_league(*, by, league: League, team_name: str, team_key: str) -> Team:
    """A coach joins with a Kaosball team (§4): its name and one of the ruleset's teams. At most the
    league's size (§5: 4-8 teams); the team is accepted into the season and its division at once."""
    require_coach(by)
    season = _lock(_kaos_season(league, Season.State.REGISTRATION))
    team_name, team_key = (team_name or "").strip(), (team_key or "").strip()
    teams = kaos.teams(league.rules)
    breaches = []
    if not team_name:
        breaches.append(("§4", _("the team needs a name")))
    if team_key not in teams:
        breaches.append(("§4", _("there is no Kaosball team %(key)r; choose one of %(teams)s")
                         % {"key": team_key, "teams": ", ".join(teams.values())}))
    if Team.objects.filter(league=league, coach=by.coach).exists():
        breaches.append(("§5", _("you already coach a team in %(league)s") % {"league": league}))
    elif Team.objects.filter(league=league, name__iexact=team_name).exists():
        breaches.append(("§5", _("%(league)s already has a team named %(name)s") % {"league": league, "name": team_name}))
    most = kaos.max_league_teams(league.rules)
    if Team.objects.filter(league=league).count() >= most:
        breaches.append(("§5", _("a Kaosball league has at most %(max)d teams; %(league)s is full")
                         % {"max": most, "league": league}))
    if breaches:
        raise RuleViolation(*breaches)
    try:
        with transaction.atomic():
            team = Team.objects.create(league=league, coach=by.coach, name=team_name, roster=team_key)
    except IntegrityError:  # a concurrent request took the name first
        raise _no("§5", _("%(league)s already has a team named %(name)s") % {"league": league, "name": team_name}) from None
    SeasonEntry.objects.create(season=season, team=team, state=SeasonEntry.State.ACCEPTED)
    _division(season).teams.add(team)
    Holdings.objects.create(team=team)
    return team


@transaction.atomic
def start_league(*, by, league: League) -> Season:
    """4-8 teams (§5): the core draws the schedule (every pair meets home and away) and the season starts."""
    require_commissioner(by, league)
    season = _lock(_kaos_season(league, Season.State.REGISTRATION))
    breaches = kaos.league_size_breaches(league.rules, _division(season).teams.count())
    if breaches:
        raise RuleViolation(*breaches)
    schedule_services.generate_schedule(season=season, user=by)
    season.state = Season.State.REGULAR_SEASON
    season.save(update_fields=["state"])
    return season


# ---- matches beside the schedule: Maximum Kaos friendlies (§5, §26) --------------------------------

@transaction.atomic
def arrange_friendly(*, by, league: League, teams: Sequence[Team]) -> Fixture:
    """A friendly of two to four teams ("Maximum Kaos" Max3/Max4, or allied 2 v 2 with four), on the core's
    fixture flow; friendlies never count in the league table (§5)."""
    season = _kaos_season(league, Season.State.REGULAR_SEASON)
    rules = league.rules
    if not rules.min_sides <= len(teams) <= rules.max_sides:
        raise _no("§5", _("a Kaosball match has %(min)d to %(max)d teams, not %(count)d")
                  % {"min": rules.min_sides, "max": rules.max_sides, "count": len(teams)})
    try:
        with transaction.atomic():
            return fixture_services.arrange_match(by=by, season=season, teams=list(teams), kind=Fixture.Kind.FRIENDLY)
    except IntegrityError:  # the core keeps one friendly per group of teams a season (a double submit lands here)
        raise _no("§5", _("these teams already have their friendly this season")) from None


# ---- play-offs and the championship (§5) -------------------------------------------------------------

@transaction.atomic
def start_playoffs(*, by, league: League) -> list[Fixture]:
    """When every league match has a result, the top teams of the table go into the core's bracket with the
    league's play-off format; its final is the championship match (§5)."""
    require_commissioner(by, league)
    season = _lock(_kaos_season(league, Season.State.REGULAR_SEASON))
    left = season.fixtures.filter(kind=Fixture.Kind.LEAGUE, outcome="").count()
    if left:
        raise _no("§5", _("the play-offs follow the league matches; %(left)d league match(es) have no result yet")
                  % {"left": left})
    division = _division(season)
    rows = division_standings(division)
    size = kaos.playoff_size(league.rules, league.options)
    if len(rows) < size:
        raise _no("§5", _("the play-off format needs %(size)d teams; the league has %(count)d")
                  % {"size": size, "count": len(rows)})
    entries = [Entry(team_id=row.team_id, seed=n, qualified_as=_("%(rank)s in the league table") % {"rank": ordinal(n)},
                     points=row.points, stats=dict(row.stats), division_id=division.pk, division_rank=n)
               for n, row in enumerate(rows[:size], start=1)]
    # Seed 1 meets the lowest seed: 1 v 2 in a final, 1 v 4 and 2 v 3, 1 v 8 ... 4 v 5 in the quarters.
    order = {2: [1, 2], 4: [1, 4, 2, 3], 8: [1, 8, 4, 5, 2, 7, 3, 6]}[size]
    bracket = create_bracket(by=by, season=season, entries=entries, order=order, draw_breaker="higher_seed",
                             deadlines=False, reason=_("§5: every league match has a result"))
    return [m.fixture for m in bracket.matches.filter(fixture__isnull=False).select_related("fixture").order_by("slot")]


def ordinal(n: int) -> str:
    return {1: _("1st"), 2: _("2nd"), 3: _("3rd")}.get(n, _("%(n)dth") % {"n": n})


def bracket_completed(*, bracket) -> None:
    """The championship match (and the third-place match) are settled: the league is over."""
    Season.objects.filter(pk=bracket.season_id).update(state=Season.State.CLOSED)
