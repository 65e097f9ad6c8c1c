"""A tournament's writes: create it, register a team, start it (draw the seeding), pair the next round.

Each is keyword-only, under transaction.atomic, permission-checked (the organiser is the league's
commissioner; a team is registered by its own coach) and safe to post twice (a row lock on the tournament,
unique rounds). Results are the core's: a coach reports a tournament game through
matches/services/results.py like any fixture.
"""

from __future__ import annotations

import secrets
from collections import Counter
from collections.abc import Sequence
from datetime import timedelta

from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from engine.dice import Dice
from engine.tournament import round_robin, swiss
from engine.tournament.table import TIE_BREAKERS
from league.models import Division, Fixture, League, Round, Season, SeasonEntry, Team
from league.permissions import require_coach, require_commissioner
from league.services.audit import record_audit
from league.services.errors import RuleViolation
from league.services.leagues import create_league
from league.services.playoffs import Entry, create_bracket
from tournaments import selectors
from tournaments.models import Bye, Tournament

KNOCKOUT_SIZES = (2, 4, 8)
# The order in which seeds meet in a bracket's first round (1 v 8, 4 v 5, ...), as the core's bracket takes it.
BRACKET_ORDER = {2: [1, 2], 4: [1, 4, 2, 3], 8: [1, 8, 4, 5, 2, 7, 3, 6]}
UNRESOLVED = (Fixture.Status.SCHEDULED, Fixture.Status.REPORTED, Fixture.Status.DISPUTED,
              Fixture.Status.AWAITING_COMMISSIONER)


def new_dice() -> Dice:
    """The server's dice for the seeding draw; tests replace it to force the order."""
    return Dice(secrets.token_hex(8))


def _check_settings(*, format: str, rounds: int, points: str, bye_result: str, tie_breakers: Sequence[str],
                    round_minutes: int) -> list[tuple[str, str]]:
    breaches = []
    if format not in Tournament.Format.values:
        breaches.append(("", _("there is no tournament format %(f)r") % {"f": format}))
    if points not in Tournament.Scheme.values:
        breaches.append(("", _("points are 3-1-0 or 2-1-0, not %(p)r") % {"p": points}))
    if bye_result not in Tournament.ByeResult.values:
        breaches.append(("", _("a bye counts as a win, a draw or a loss, not %(b)r") % {"b": bye_result}))
    unknown = [k for k in tie_breakers if k not in TIE_BREAKERS]
    if unknown:
        breaches.append(("", _("there is no tie-breaker %(k)r") % {"k": unknown[0]}))
    if len(set(tie_breakers)) != len(tie_breakers):
        breaches.append(("", _("each tie-breaker is used once in the order")))
    if not 0 <= int(rounds) <= 20:
        breaches.append(("", _("a Swiss tournament plays 1 to 20 rounds (0: chosen from the number of teams)")))
    if not 10 <= int(round_minutes) <= 24 * 60 * 7:
        breaches.append(("", _("a round lasts between 10 minutes and a week")))
    return breaches


@transaction.atomic
def create_tournament(*, by, name: str, ruleset: str, format: str = Tournament.Format.SWISS, rounds: int = 0,
                      points: str = Tournament.Scheme.THREE, bye_result: str = Tournament.ByeResult.WIN,
                      bye_score_for: int = 0, bye_score_against: int = 0, tie_breakers: Sequence[str] = (),
                      round_minutes: int = 150, starts_on=None, settings: dict | None = None) -> Tournament:
    """A tournament of one game: a league (its creator the organiser, season 1 open for registration) whose
    unplayed games wait for the organiser, and its format."""
    require_coach(by)
    tie_breakers = list(tie_breakers)
    breaches = _check_settings(format=format, rounds=rounds, points=points, bye_result=bye_result,
                               tie_breakers=tie_breakers, round_minutes=round_minutes)
    if breaches:
        raise RuleViolation(*breaches)
    league = create_league(by=by, name=name, ruleset=ruleset, settings=settings or {},
                           unplayed_policy=League.UnplayedPolicy.COMMISSIONER)
    return Tournament.objects.create(
        league=league, format=format, rounds=rounds, points=points, bye_result=bye_result,
        bye_score_for=bye_score_for, bye_score_against=bye_score_against, tie_breakers=tie_breakers,
        round_minutes=round_minutes, starts_on=starts_on)


def roster_choices(league: League) -> list[tuple[str, str]]:
    """What a team may enter as: the game's rosters, or (a game without rosters) any name the coach gives."""
    return [(key, roster.name) for key, roster in league.rules.rosters.items()]


@transaction.atomic
def register_team(*, by, tournament: Tournament, name: str, roster: str) -> Team:
    """A coach enters a team while registration is open; the organiser checks rosters at the event, as
    tournaments do, so the entry is its name and roster (accepted at once)."""
    require_coach(by)
    tournament = Tournament.objects.select_for_update().select_related("league").get(pk=tournament.pk)
    league, season = tournament.league, tournament.season
    name, roster = (name or "").strip(), (roster or "").strip()
    if season.state != Season.State.REGISTRATION:
        raise RuleViolation(("", _("%(t)s has started; registration is closed") % {"t": league.name}))
    if league.rules.teams_built_for_tournament(league.options):
        raise RuleViolation(("", _("%(game)s tournament teams are built with players, not only named: build yours on "
                                   "the team builder") % {"game": league.rules.name}))
    breaches = []
    if not name:
        breaches.append(("", _("the team needs a name")))
    elif Team.objects.filter(league=league, name__iexact=name).exists():
        breaches.append(("", _("%(t)s already has a team named %(n)s") % {"t": league.name, "n": name}))
    choices = dict(roster_choices(league))
    if choices and roster not in choices:
        breaches.append(("", _("choose one of the game's rosters: %(r)s") % {"r": ", ".join(choices.values())}))
    if not choices and not roster:
        breaches.append(("", _("say which team you bring")))
    if breaches:
        raise RuleViolation(*breaches)
    try:
        with transaction.atomic():
            team = Team.objects.create(league=league, coach=by.coach, name=name, roster=roster)
    except IntegrityError:
        raise RuleViolation(("", _("%(t)s already has a team named %(n)s") % {"t": league.name, "n": name})) from None
    SeasonEntry.objects.create(season=season, team=team, state=SeasonEntry.State.ACCEPTED)
    return team


@transaction.atomic
def withdraw_team(*, by, tournament: Tournament, team: Team) -> None:
    """Before the start, the team's coach or the organiser takes a team out of the tournament."""
    if not (team.is_coached_by(by) or tournament.league.is_commissioner(by)):
        require_commissioner(by, tournament.league)
    tournament = Tournament.objects.select_for_update().get(pk=tournament.pk)
    if tournament.season.state != Season.State.REGISTRATION:
        raise RuleViolation(("", _("the tournament has started; a team can no longer withdraw")))
    SeasonEntry.objects.filter(season=tournament.season, team=team).update(state=SeasonEntry.State.REJECTED)


@transaction.atomic
def start_tournament(*, by, tournament: Tournament, dice: Dice | None = None, now=None) -> Tournament:
    """Close registration, draw the seeding with the server's dice, and pair round 1 (or draw the bracket)."""
    require_commissioner(by, tournament.league)
    tournament = Tournament.objects.select_for_update().select_related("league").get(pk=tournament.pk)
    season = tournament.season
    if season.state != Season.State.REGISTRATION:
        raise RuleViolation(("", _("the tournament has already started")))
    teams = list(Team.objects.filter(season_entries__season=season,
                                     season_entries__state__in=selectors.entered_states(tournament)).order_by("pk"))
    if len(teams) < 2:
        raise RuleViolation(("", _("a tournament needs at least two teams; it has %(n)d") % {"n": len(teams)}))
    if tournament.format == Tournament.Format.KNOCKOUT and len(teams) not in KNOCKOUT_SIZES:
        raise RuleViolation(("", _("a knock-out is drawn for 2, 4 or 8 teams; this one has %(n)d") % {"n": len(teams)}))
    dice = dice or new_dice()
    pool, seeding = list(teams), []
    while pool:  # draw the seeds one by one, every roll logged by the dice
        pick = dice.choice(pool, "tournament seeding") if len(pool) > 1 else pool[0]
        pool.remove(pick)
        seeding.append(pick.pk)
    tournament.seeding = seeding
    if tournament.format == Tournament.Format.SWISS and not tournament.rounds:
        tournament.rounds = swiss.suggested_rounds(len(teams))
    tournament.save(update_fields=["seeding", "rounds"])
    division = Division.objects.create(season=season, name=tournament.league.name[:80])
    division.teams.set(teams)
    record_audit(league=tournament.league, actor=by.coach, action="tournament started", target=str(tournament),
                 changes={"seeding": [None, [str(t) for t in sorted(teams, key=lambda t: seeding.index(t.pk))]]},
                 reason=_("registration closed"))
    if tournament.format == Tournament.Format.KNOCKOUT:
        entries = [Entry(team_id=team_id, seed=i, qualified_as=_("seed %(n)d") % {"n": i})
                   for i, team_id in enumerate(seeding, start=1)]
        create_bracket(by=by, season=season, entries=entries, order=BRACKET_ORDER[len(entries)],
                       draw_breaker=tournament.league.rules.playoff_draw_breaker(tournament.league.options),
                       deadlines=False, reason=_("tournament knock-out drawn"))
        return tournament
    Season.objects.filter(pk=season.pk).update(state=Season.State.REGULAR_SEASON)
    _pair(tournament, division, number=1, by=by, now=now)
    return tournament


total_rounds = selectors.total_rounds


@transaction.atomic
def pair_next_round(*, by, tournament: Tournament, now=None) -> Round:
    """The organiser pairs the next round once every game of the last one has its result."""
    require_commissioner(by, tournament.league)
    tournament = Tournament.objects.select_for_update().select_related("league").get(pk=tournament.pk)
    if tournament.format == Tournament.Format.KNOCKOUT:
        raise RuleViolation(("", _("a knock-out's next round is drawn as its results come in")))
    division = Division.objects.filter(season=tournament.season).first()
    if division is None:
        raise RuleViolation(("", _("the tournament has not started")))
    last = Round.objects.filter(division=division).order_by("-number").first()
    waiting = Fixture.objects.filter(round=last, status__in=UNRESOLVED).count()
    if waiting:
        raise RuleViolation(("", _("round %(r)d still has %(n)d game(s) without a result") % {
            "r": last.number, "n": waiting}))
    if last.number >= total_rounds(tournament, len(tournament.seeding)):
        raise RuleViolation(("", _("every round of the tournament has been played")))
    return _pair(tournament, division, number=last.number + 1, by=by, now=now)


def _pair(tournament: Tournament, division: Division, *, number: int, by, now=None) -> Round:
    now = now or timezone.now()
    season = division.season
    teams = {t.pk: t for t in Team.objects.filter(pk__in=tournament.seeding)}
    if tournament.format == Tournament.Format.ROUND_ROBIN:
        pairing = round_robin.rounds(tournament.seeding)[number - 1]
    else:
        pairing = _swiss(tournament, number)
    try:
        with transaction.atomic():
            rnd = Round.objects.create(division=division, number=number,
                                       deadline=now + timedelta(minutes=tournament.round_minutes))
    except IntegrityError:
        raise RuleViolation(("", _("round %(r)d is already paired") % {"r": number})) from None
    for home, away in pairing.games:
        Fixture.objects.create(season=season, round=rnd, round_number=number, home=teams[home], away=teams[away])
    if pairing.bye is not None:
        Bye.objects.create(tournament=tournament, round=rnd, team=teams[pairing.bye])
    record_audit(league=tournament.league, actor=by.coach, action="round paired", target=f"{tournament} round {number}",
                 changes={"games": [None, [f"{teams[h]} v {teams[a]}" for h, a in pairing.games]],
                          "bye": [None, str(teams[pairing.bye]) if pairing.bye is not None else None]},
                 reason=_("rematches: %(n)d") % {"n": pairing.rematches})
    return rnd


def _swiss(tournament: Tournament, number: int) -> swiss.Pairing:
    if number == 1:
        order = list(tournament.seeding)
    else:
        order = [line.team for line in selectors.table_lines(tournament)]
    games = Fixture.objects.filter(round__division__season=tournament.season).order_by("round__number", "pk")
    played = [(f.home_id, f.away_id) for f in games]
    homes = Counter(h for h, _ in played)
    aways = Counter(a for _, a in played)
    last_home = {f.home_id for f in games if f.round_number == number - 1}
    byes = Counter(Bye.objects.filter(tournament=tournament).values_list("team_id", flat=True))
    return swiss.pair_round(order, played=played, byes=byes, home_games=homes, away_games=aways, last_home=last_home)
