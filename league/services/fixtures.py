"""Writing a fixture's state and result onto league's own rows.

matches' services call these (a report submitted, disputed, confirmed); league never imports matches.
Claims are conditional updates on the fixture's status, so two requests at once cannot both win.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from django.core.exceptions import PermissionDenied, ValidationError
from django.db import transaction
from django.dispatch import Signal
from django.utils import timezone
from django.utils.translation import gettext

from dugout.i18n import shown
from league import permissions, standings_cache
from league.games import fixture_unplayed
from league.models import Fixture, FixtureSide, League, Season, Team
from league.services.audit import record_audit

# Fixtures a coach may still report, and those only a commissioner may (a late report after the deadline).
COACH_REPORTABLE = (Fixture.Status.SCHEDULED,)
COMMISSIONER_REPORTABLE = (Fixture.Status.SCHEDULED, Fixture.Status.AWAITING_COMMISSIONER)


def require_commissioner(league: League, user) -> None:
    permissions.require_commissioner(user, league)


def claim_for_report(*, fixture: Fixture, by_team: Team | None) -> bool:
    """Move the fixture to 'reported' if nobody else has; False when it was already reported or resolved.

    `by_team` is the reporting coach's team, or None for a commissioner (who may also report late)."""
    allowed = COMMISSIONER_REPORTABLE if by_team is None else COACH_REPORTABLE
    return bool(
        Fixture.objects.filter(pk=fixture.pk, status__in=allowed).update(status=Fixture.Status.REPORTED, reported_by=by_team)
    )


def awaiting_confirmation_by(coach) -> list[Fixture]:
    """Fixtures whose report, filed by the opponent, waits for this coach to confirm or dispute."""
    from django.db.models import Q

    return list(
        Fixture.objects.filter(status=Fixture.Status.REPORTED, reported_by__isnull=False)
        .filter(Q(home__coach=coach) | Q(away__coach=coach))
        .exclude(reported_by__coach=coach)
        .select_related("home", "away", "reported_by")
    )


def mark_disputed(*, fixture: Fixture) -> bool:
    return bool(
        Fixture.objects.filter(pk=fixture.pk, status=Fixture.Status.REPORTED).update(status=Fixture.Status.DISPUTED)
    )


# A two-team fixture's outcome as each side's result (home, away).
SIDE_RESULTS = {
    Fixture.Outcome.HOME_WIN: ("win", "loss"), Fixture.Outcome.AWAY_WIN: ("loss", "win"),
    Fixture.Outcome.DRAW: ("draw", "draw"), Fixture.Outcome.BOTH_LOSE: ("loss", "loss"),
}


def write_sides(*, fixture: Fixture, results: Sequence[str], scores: Sequence[int] = (),
                data: Sequence[Mapping] = ()) -> None:
    """The fixture's side rows with their results: home and away for two teams, else the sides it has."""
    teams = [fixture.home_id, fixture.away_id]
    existing = list(FixtureSide.objects.filter(fixture=fixture).order_by("slot"))
    if len(existing) > 2:
        teams = [s.team_id for s in existing]
    scores = list(scores) or [0] * len(teams)
    data = list(data) or [{} for _ in teams]
    if not len(results) == len(scores) == len(data) == len(teams):
        raise ValidationError(gettext("This fixture has {n_teams} sides; the result gives {n_results}.").format(n_teams=len(teams), n_results=len(results)))
    # The standings of the season change (bulk_create sends no signal; the delete's signals then need no
    # look-up of the season).
    standings_cache.results_changed(fixture.season_id, fixture_id=fixture.pk)
    if existing:  # a first result has none to delete: a statement saved per result recorded
        FixtureSide.objects.filter(fixture=fixture).delete()
    FixtureSide.objects.bulk_create(
        FixtureSide(fixture=fixture, team_id=team, slot=slot, score=score, result=result, data=dict(values))
        for slot, (team, score, result, values) in enumerate(zip(teams, scores, results, data, strict=True)))


@transaction.atomic
def record_result(*, fixture: Fixture, outcome: str, finish: str, scores: Sequence[int] = (0, 0),
                  side_data: Sequence[Mapping] = ({}, {})) -> Fixture:
    """The final result of a played (or conceded) two-team fixture, so standings can count it (§7.2, §8.6).

    `scores` and `side_data` are home's then away's: the score and the result data of the league's game."""
    if outcome not in Fixture.Outcome.values or outcome in (Fixture.Outcome.BOTH_LOSE, Fixture.Outcome.PLACED):
        raise ValidationError(gettext("A played match ends in a win or a draw, not {outcome!r} (§7.2).").format(outcome=outcome))
    if outcome == Fixture.Outcome.DRAW and finish != Fixture.Finish.TIME_LIMIT:
        raise ValidationError(gettext("A draw is only possible when a time limit ends the match (§6.16)."))
    fixture = Fixture.objects.select_for_update().get(pk=fixture.pk)
    fixture.outcome = outcome
    fixture.finish = finish
    fixture.status = Fixture.Status.PLAYED
    fixture.result_recorded_at = timezone.now()
    fixture.save()
    write_sides(fixture=fixture, results=SIDE_RESULTS[outcome], scores=scores, data=side_data)
    result_written(fixture=fixture)
    return fixture


# Sent when a play-off fixture's result is final: kwargs fixture. The bracket service settles its slot
# (league/services/playoffs.py, connected in league/signals.py): fixtures need not know the brackets.
result_final = Signal()


def result_written(*, fixture: Fixture) -> None:
    """A play-off fixture's result settles its bracket slot."""
    if fixture.kind == Fixture.Kind.PLAYOFF:
        result_final.send(sender=Fixture, fixture=fixture)


@transaction.atomic
def concede_fixture(*, fixture: Fixture, team: Team, user) -> Fixture:
    """A coach voluntarily concedes an unplayed fixture (§8.5); the round's deadline resolves it."""
    league = fixture.season.league
    side = fixture.side_of(team.pk)
    if side is None:
        raise ValidationError(gettext("{team} does not play in {fixture}.").format(team=team, fixture=fixture))
    if not (team.is_coached_by(user) or league.is_commissioner(user)):
        raise PermissionDenied(gettext("Only the coach of {team} (or a commissioner) may concede for it.").format(team=team))
    if fixture.kind == Fixture.Kind.FRIENDLY:
        raise ValidationError(gettext("Only league fixtures are conceded at the deadline (§8.5); a friendly can simply not be played."))
    updated = Fixture.objects.filter(
        pk=fixture.pk, status=Fixture.Status.SCHEDULED, conceded_by__isnull=True, round__closed_at__isnull=True
    ).update(conceded_by=team)
    if not updated:
        raise ValidationError(gettext("This fixture can no longer be conceded: it was reported, conceded or closed already."))
    fixture.refresh_from_db()
    return fixture


DECISIONS = {
    Fixture.Outcome.HOME_WIN: Fixture.Finish.COMMISSIONER,
    Fixture.Outcome.AWAY_WIN: Fixture.Finish.COMMISSIONER,
    Fixture.Outcome.DRAW: Fixture.Finish.COMMISSIONER,
    Fixture.Outcome.BOTH_LOSE: Fixture.Finish.UNPLAYED,
}


@transaction.atomic
def decide_unplayed(*, fixture: Fixture, outcome: str, user, reason: str) -> Fixture:
    """The commissioner decides a fixture left unplayed at its deadline (policy 'commissioner'); audited."""
    league = fixture.season.league
    require_commissioner(league, user)
    if outcome not in DECISIONS:
        raise ValidationError(gettext("Choose one of: {values}.").format(values=', '.join(Fixture.Outcome.values)))
    fixture = Fixture.objects.select_for_update().get(pk=fixture.pk)
    if fixture.status != Fixture.Status.AWAITING_COMMISSIONER:
        raise ValidationError(gettext("This fixture is not waiting for a commissioner's decision."))
    fixture.outcome = outcome
    fixture.finish = DECISIONS[outcome]
    fixture.status = Fixture.Status.UNPLAYED
    fixture.note = f"Decided by the commissioner: {reason.strip()}"[:200]
    fixture.result_recorded_at = timezone.now()
    record_audit(
        league=league,
        actor=user.coach,
        action="decide unplayed fixture",
        target=f"Fixture {fixture.pk} {fixture}",
        changes={"outcome": ["", outcome]},
        reason=reason,
    )
    fixture.save()
    write_sides(fixture=fixture, results=SIDE_RESULTS[outcome])
    fixture_unplayed.send(sender=Fixture, fixture=fixture, team_ids=[fixture.home_id, fixture.away_id])  # nobody played
    result_written(fixture=fixture)
    return fixture


@transaction.atomic
def arrange_match(*, by, season, teams: Sequence[Team], kind: str = Fixture.Kind.FRIENDLY) -> Fixture:
    """A match of two to four teams, as many as the league's game allows (a game's friendly of
    three or four teams, Ruleset.max_sides): the commissioner arranges any; a coach of one of the teams arranges a friendly.

    The first team is the home side; every team gets its side row in the order given."""
    league = season.league
    rules = league.rules
    is_commissioner = league.is_commissioner(by)
    if not is_commissioner and not (kind == Fixture.Kind.FRIENDLY and any(t.is_coached_by(by) for t in teams)):
        raise PermissionDenied(gettext("Only a commissioner, or for a friendly a coach of one of its teams, arranges a match."))
    if kind not in (Fixture.Kind.LEAGUE, Fixture.Kind.FRIENDLY):
        raise ValidationError(gettext("Play-off matches come from the bracket, not by hand."))
    ids = [t.pk for t in teams]
    if len(set(ids)) != len(ids):
        raise ValidationError(gettext("A team plays a match once: name each team once."))
    if not rules.min_sides <= len(ids) <= rules.max_sides:
        raise ValidationError(gettext("A {name} match has {sides_text}, not {n_ids}.").format(name=rules.name, sides_text=shown(rules._sides_text()), n_ids=len(ids)))
    breach = rules.arrange_breach(kind=kind, sides=len(ids))  # a game may allow more sides only in some kinds
    if breach:
        raise ValidationError(breach)
    if any(t.league_id != league.pk for t in teams):
        raise ValidationError(gettext("Every team must play in {league}.").format(league=league))
    if season.state != Season.State.REGULAR_SEASON:
        raise ValidationError(gettext("Matches are arranged in the Regular Season; {season} is in {get_state_display}.").format(season=season, get_state_display=season.get_state_display()))
    fixture = Fixture(season=season, kind=kind, home=teams[0], away=teams[1], arranged_by=by.coach)
    fixture.pair = "-".join(str(i) for i in sorted(ids))  # unique per season for friendlies, whatever the count
    fixture.save()
    if len(ids) > 2:
        FixtureSide.objects.bulk_create(FixtureSide(fixture=fixture, team_id=t, slot=i) for i, t in enumerate(ids))
    return fixture
