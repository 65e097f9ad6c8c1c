"""Drawing up the season's schedule (§8.5), moving deadlines, arranging friendlies (§8.7)
and closing rounds at their deadline with the league's unplayed-fixture policy."""

from __future__ import annotations

import secrets
from datetime import datetime, timedelta

from django.core.exceptions import PermissionDenied, ValidationError
from django.db import IntegrityError, transaction
from django.db.models import F
from django.utils import timezone
from django.utils.translation import gettext
from django.utils.translation import gettext_noop as _noop

from dugout.i18n import stored_sentence
from engine.dice import Dice
from league import events
from league.games import fixture_unplayed
from league.models import Division, Fixture, League, Round, Season, ServerRoll, Team
from league.models.schedule import pair_key
from league.report_hook import unconfirmed_report_due
from league.services.audit import record_audit
from league.services.fixtures import SIDE_RESULTS, mark_disputed, require_commissioner, write_sides
from league.simulation_hook import simulation_requested


def round_robin(team_ids: list) -> list[list[tuple]]:
    """Every pair meets twice, home and away swapped, in rounds where nobody plays twice (§8.5).

    The circle method: one team stays put, the others rotate. With an odd number of teams a
    placeholder takes the bye, so every team sits out exactly once per half of the season.
    Returns rounds of (home, away) pairs; the second half mirrors the first with venues swapped.
    """
    teams = list(team_ids)
    if len(teams) < 2:
        return []
    if len(teams) % 2:
        teams.append(None)
    n = len(teams)
    first_half: list[list[tuple]] = []
    for r in range(n - 1):
        pairs = []
        for i in range(n // 2):
            a, b = teams[i], teams[n - 1 - i]
            if a is None or b is None:
                continue
            # Alternate venues so each team's home games are spread through the half.
            swap = (r % 2 == 1) if i == 0 else (i % 2 == 1)
            pairs.append((b, a) if swap else (a, b))
        first_half.append(pairs)
        teams = [teams[0], teams[-1], *teams[1:-1]]
    second_half = [[(away, home) for home, away in pairs] for pairs in first_half]
    return first_half + second_half


def _division_check(division: Division, team_ids: list[int], *, minimum: int) -> None:
    if len(team_ids) < minimum:
        raise ValidationError(
            gettext("{name} has {n_team_ids} teams; no division may have fewer than {minimum} (§8.4).").format(name=division.name, n_team_ids=len(team_ids), minimum=minimum)
        )


@transaction.atomic
def generate_schedule(*, season: Season, user, start: datetime | None = None) -> list[Round]:
    """(Re)draw every division's regular season. Only before the season starts; replaces any earlier draw."""
    league = season.league
    require_commissioner(league, user)
    season = Season.objects.select_for_update().get(pk=season.pk)
    if season.state != Season.State.REGISTRATION:
        raise ValidationError(
            gettext("The schedule can only be drawn before the season starts (this season is in {get_state_display}); move a round's deadline instead.").format(get_state_display=season.get_state_display())
        )
    divisions = list(season.divisions.order_by("name"))
    if not divisions:
        raise ValidationError(gettext("This season has no divisions yet; add a division and its teams first (§8.4)."))
    start = start or timezone.now()
    redraw = Round.objects.filter(division__season=season).exists()
    Fixture.objects.filter(season=season, kind=Fixture.Kind.LEAGUE).delete()
    Round.objects.filter(division__season=season).delete()
    created: list[Round] = []
    for division in divisions:
        team_ids = sorted(division.teams.values_list("id", flat=True))
        _division_check(division, team_ids, minimum=league.rules.min_division_teams)
        for number, pairs in enumerate(round_robin(team_ids), start=1):
            rnd = Round.objects.create(
                division=division, number=number, deadline=start + timedelta(days=league.round_length_days * number)
            )
            created.append(rnd)
            Fixture.objects.bulk_create(
                Fixture(season=season, round=rnd, kind=Fixture.Kind.LEAGUE, home_id=h, away_id=a, pair=pair_key(h, a))
                for h, a in pairs
            )
    if redraw:
        record_audit(
            league=league, actor=user.coach, action="redraw schedule", target=str(season),
            changes={"rounds": [None, len(created)], "first_deadline": [None, created[0].deadline.isoformat() if created else None]},
            reason=gettext("Schedule drawn again before the season started"),
        )
    return created


@transaction.atomic
def move_deadline(*, round: Round, deadline: datetime, user, reason: str, close_now: bool = False) -> Round:
    """The commissioner moves one round's deadline (audited).

    A deadline in the past is how a commissioner closes a round early, but it resolves every unplayed
    fixture of the round at the next deadline check, so it needs `close_now` as an explicit yes."""
    league = round.division.season.league
    require_commissioner(league, user)
    rnd = Round.objects.select_for_update().get(pk=round.pk)
    if rnd.closed_at is not None:
        raise ValidationError(gettext("Round {number} was closed at its deadline; its fixtures are already resolved.").format(number=rnd.number))
    if deadline <= timezone.now() and not close_now:
        raise ValidationError(
            gettext('§8.5: that deadline has passed, so round {number} would close at the next deadline check and every unplayed fixture in it would be resolved by the league\'s policy ({get_unplayed_policy_display}). Tick "close the round now" to do that.').format(number=rnd.number, get_unplayed_policy_display=league.get_unplayed_policy_display())
        )
    before = rnd.deadline
    rnd.deadline = deadline
    rnd.save(update_fields=["deadline"])
    record_audit(
        league=league,
        actor=user.coach,
        action="move deadline",
        target=str(rnd),
        changes={"deadline": [before.isoformat(), deadline.isoformat()]},
        reason=reason,
    )
    return rnd


@transaction.atomic
def arrange_friendly(*, home: Team, away: Team, user) -> Fixture:
    """An inter-division friendly (§8.7): coaches of teams in different divisions, once per pair a season."""
    if home.pk == away.pk:
        raise ValidationError(gettext("A team cannot play a friendly against itself."))
    league = home.league
    if away.league_id != league.pk:
        raise ValidationError(gettext("Friendlies are between teams of the same league (§8.7)."))
    is_commish = league.is_commissioner(user)
    if not (home.is_coached_by(user) or away.is_coached_by(user) or is_commish):
        raise PermissionDenied(gettext("Only the coach of one of the two teams (or a commissioner) may arrange this friendly."))
    season = league.seasons.filter(state=Season.State.REGULAR_SEASON).order_by("-number").first()
    if season is None:
        raise ValidationError(gettext("Friendlies are arranged during the Regular Season (§8.7); no season is under way."))
    home_div = set(home.divisions.filter(season=season).values_list("id", flat=True))
    away_div = set(away.divisions.filter(season=season).values_list("id", flat=True))
    if not home_div or not away_div:
        raise ValidationError(gettext("Both teams must play in a division this season to arrange a friendly (§8.7)."))
    if home_div & away_div:
        raise ValidationError(gettext("Friendlies are between teams of different divisions (§8.7); these two share one."))
    if Fixture.objects.filter(season=season, kind=Fixture.Kind.FRIENDLY, pair=pair_key(home.pk, away.pk)).exists():
        raise ValidationError(gettext("{home} and {away} have already arranged their friendly; two teams meet this way only once (§8.7).").format(home=home, away=away))
    try:
        with transaction.atomic():
            return Fixture.objects.create(
                season=season, kind=Fixture.Kind.FRIENDLY, home=home, away=away, arranged_by=user.coach
            )
    except IntegrityError as exc:  # the other coach arranged it at the same moment
        raise ValidationError(
            gettext("{home} and {away} have already arranged their friendly; two teams meet this way only once (§8.7).").format(home=home, away=away)
        ) from exc


# --- Closing rounds at their deadline -------------------------------------------------------------


def due_round_ids(*, now: datetime | None = None) -> list[int]:
    now = now or timezone.now()
    # Only rounds of a season under way: a schedule drawn early must not be forfeited before the start.
    return list(
        Round.objects.filter(
            closed_at__isnull=True, deadline__lte=now, division__season__state=Season.State.REGULAR_SEASON
        ).values_list("id", flat=True)
    )


@transaction.atomic
def close_round(*, round_id: int, now: datetime | None = None, dice: Dice | None = None) -> int:
    """Close one round whose deadline passed and resolve its unplayed fixtures by the league's policy.

    Claimed with a conditional update, so a second run (or a second worker) resolves nothing again.
    Returns how many fixtures were resolved or put before the commissioner, reports nobody confirmed included.
    """
    now = now or timezone.now()
    claimed = Round.objects.filter(
        pk=round_id, closed_at__isnull=True, deadline__lte=now, division__season__state=Season.State.REGULAR_SEASON
    ).update(closed_at=now)
    if not claimed:
        return 0
    rnd = Round.objects.select_related("division__season__league").get(pk=round_id)
    league = rnd.division.season.league
    unplayed = list(
        Fixture.objects.select_for_update()
        .filter(round=rnd, status=Fixture.Status.SCHEDULED)
        .select_related("home", "away")
        .order_by("id")
    )
    for fixture in unplayed:
        resolve_unplayed(fixture=fixture, league=league, now=now, dice=dice)
        events.fixture_resolved.send(sender=Fixture, fixture=fixture)
    # Not locked here: the game's confirmation locks its report, then the fixture, in the same order as a
    # coach's confirmation, so a confirmation at the same moment waits instead of deadlocking.
    reported = list(Fixture.objects.filter(round=rnd, status=Fixture.Status.REPORTED).order_by("id")
                    .values_list("id", flat=True))
    settled = 0
    for fixture_id in reported:
        fixture = settle_unconfirmed_report(fixture_id=fixture_id, league=league)
        if fixture is not None:
            settled += 1
            events.fixture_resolved.send(sender=Fixture, fixture=fixture)
    return len(unplayed) + settled


REPORT_ACCEPTED = _noop("Report accepted at the deadline: the opponent neither confirmed nor disputed it.")
REPORT_TO_COMMISSIONER = _noop("Report not confirmed by the deadline; the commissioner decides it, as if disputed.")


def settle_unconfirmed_report(*, fixture_id: int, league: League) -> Fixture | None:
    """A report one side filed and no other side answered by the deadline: the league's policy settles it.

    The game's own flow confirms its report (or puts it before the commissioner) in answer to the signal and
    answers True when it changed the report; a report a coach confirmed or disputed meanwhile is left as that
    coach made it (None: nothing for the policy to do). If no game answered and the fixture is still reported,
    it goes before the commissioner like a dispute, so a season never stalls on a report nobody will confirm.
    The fixture's note and the audit log say which."""
    policy = league.unconfirmed_report_policy
    answers = unconfirmed_report_due.send(sender=Fixture, fixture_id=fixture_id, policy=policy)
    settled = any(answer is True for _receiver, answer in answers)
    fixture = Fixture.objects.select_related("home", "away").get(pk=fixture_id)
    if settled and policy == League.UnconfirmedReportPolicy.ACCEPT:
        note, action = REPORT_ACCEPTED, "accept report at deadline"
    elif settled or (fixture.status == Fixture.Status.REPORTED and mark_disputed(fixture=fixture)):
        note, action = REPORT_TO_COMMISSIONER, "unconfirmed report to commissioner"
    else:
        return None  # a coach confirmed or disputed it while the round closed
    Fixture.objects.filter(pk=fixture_id).update(note=note)
    fixture.refresh_from_db()
    record_audit(league=league, actor=None, action=action, target=f"Fixture {fixture.pk} {fixture}",
                 changes={"status": [Fixture.Status.REPORTED.value, fixture.status]}, reason=note)
    return fixture


def resolve_unplayed(*, fixture: Fixture, league: League, now: datetime, dice: Dice | None = None) -> None:
    """Apply the league's policy to one fixture nobody played by its deadline (§8.5)."""
    policy = league.unplayed_policy
    if policy == League.UnplayedPolicy.SIMULATE and not fixture.conceded_by_id:
        # matches simulates it with the engine (league never imports matches: it asks through a signal).
        # Until the simulation lands the fixture waits as if for the commissioner, who may still decide it.
        fixture.status = Fixture.Status.AWAITING_COMMISSIONER
        fixture.note = SIMULATION_PENDING
        fixture.save(update_fields=["status", "note"])
        simulation_requested.send(sender=Fixture, fixture_id=fixture.pk)
        return
    if policy == League.UnplayedPolicy.COMMISSIONER:
        fixture.status = Fixture.Status.AWAITING_COMMISSIONER
        fixture.note = "Not played by the deadline; the commissioner decides the result."
        fixture.save(update_fields=["status", "note"])
        return
    # rulebook (§8.5)
    paid = ()  # the gold a concession paid its winner, kept on the winner's side row
    if fixture.conceded_by_id:
        winner = fixture.opponent_of(fixture.conceded_by_id)
        dice = dice or Dice(secrets.token_hex(8))
        ruleset = league.rules
        rolled = len(dice.log)
        gold = ruleset.concession_winnings(dice)
        for roll in dice.log[rolled:]:
            ServerRoll.objects.create(
                fixture=fixture, team=winner, die=f"D{roll.die}", why=roll.why, why_sentence=stored_sentence(roll.why), result=roll.result, seed=str(dice.seed or "")
            )
        if gold:
            Team.objects.filter(pk=winner.pk).update(treasury=F("treasury") + gold)
        fixture.outcome = Fixture.Outcome.HOME_WIN if winner.pk == fixture.home_id else Fixture.Outcome.AWAY_WIN
        fixture.finish = Fixture.Finish.CONCESSION
        if gold:
            paid = [{"concession_winnings": gold} if team == winner.pk else {} for team in (fixture.home_id, fixture.away_id)]
        earned = f" and earns {gold:,} gp (D{dice.log[-1].die} = {dice.log[-1].result})" if gold else ""
        fixture.note = f"{fixture.conceded_by} conceded; {winner} wins{earned}."
        # The winner's players are released by the game's own sequence for the winner (matches' forfeit
        # sequence), after what it hands out; the conceding team has no sequence to wait for.
        fixture_unplayed.send(sender=Fixture, fixture=fixture, team_ids=[fixture.conceded_by_id])
    else:
        fixture.outcome = Fixture.Outcome.BOTH_LOSE
        fixture.finish = Fixture.Finish.UNPLAYED
        fixture.note = "Not played by the deadline: a loss for both teams (§8.5)."
        fixture_unplayed.send(sender=Fixture, fixture=fixture, team_ids=[fixture.home_id, fixture.away_id])
    fixture.status = Fixture.Status.UNPLAYED
    fixture.result_recorded_at = now
    fixture.save()
    write_sides(fixture=fixture, results=SIDE_RESULTS[fixture.outcome], data=paid)


SIMULATION_PENDING = "Not played by the deadline; Dugout's match engine simulates it (the league's policy, §8.5)."


def close_due_rounds_now(*, now: datetime | None = None) -> int:
    """Close every round whose deadline passed (what the beat task runs); returns fixtures resolved."""
    return sum(close_round(round_id=round_id, now=now) for round_id in due_round_ids(now=now))
