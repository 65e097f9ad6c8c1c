"""Reports nobody confirms (docs/decisions.md, "Reports nobody confirms"; §8.5 deadlines): at a round's deadline a
fixture whose report one side filed and no other side answered is settled by the league's
`unconfirmed_report_policy` — "accept" (the default: the report stands as if confirmed) or "commissioner" (it waits
for the commissioner like a dispute). The core sends league/report_hook.py's signal; each game's own report flow
confirms its own report, exactly once, and the notification and the audit line say what happened."""

from datetime import timedelta

import pytest
from django.core.exceptions import PermissionDenied
from django.utils import timezone

from dugout.outbox.models import TaskDue
from games.blitz_bowl import services as blitz
from games.dungeon_bowl.models import MatchReport
from games.dungeon_bowl.services import reports as db_reports
from league.models import AuditEntry, Fixture, League, Season
from league.selectors.audit import describe
from league.services import leagues as league_services
from league.services.schedule import close_due_rounds_now, close_round, generate_schedule
from matches.models import ResultReport
from matches.services import results
from notifications.models import Notification
from tests import schedule_factories as f
from tests.games.blood_bowl_2016.conftest import bb_league, bb_season  # noqa: F401  (a BB2016 season under way)
from tests.kaosball.helpers import coach_of, head_to_head
from tests.kaosball.helpers import make_league as make_kaos_league
from tests.league.blitz_helpers import confirm, decide, make_blitz_league, report, side, user_of

pytestmark = pytest.mark.django_db
WEEK = timedelta(days=7)
ACCEPTED = "Report accepted at the deadline"


def _blitz_reported(make_user, *, policy=None):
    """A Blitz Bowl round whose first game the home coach reported and nobody answered."""
    commissioner, league, users, teams = make_blitz_league(make_user, 4)
    if policy:
        league_services.update_league_settings(by=commissioner, league=league, unconfirmed_report_policy=policy,
                                               reason="set the policy")
    now = timezone.now()
    game = blitz.generate_round(by=commissioner, league=league, now=now)[0]
    report(by=user_of(users, teams, game.home), game=game, home=side(touchdowns=2), away=side(touchdowns=1),
           ending="end_of_deck")
    return commissioner, league, users, teams, game, now


def test_the_default_policy_accepts_the_report_at_the_deadline_and_says_so(make_user):
    commissioner, league, users, teams, game, now = _blitz_reported(make_user)
    assert league.unconfirmed_report_policy == League.UnconfirmedReportPolicy.ACCEPT  # the default
    close_due_rounds_now(now=now + WEEK)
    game.refresh_from_db()
    rep = ResultReport.objects.get(fixture=game)
    assert rep.status == ResultReport.Status.CONFIRMED and rep.confirmed_by is None
    assert game.status == Fixture.Status.PLAYED and game.outcome == Fixture.Outcome.HOME_WIN
    assert ACCEPTED in game.note
    home, away = game.side_rows()
    assert (home.result, away.result) == ("win", "loss")  # counted in the standings like any confirmed result
    entry = AuditEntry.objects.get(league=league, action="accept report at deadline")
    assert entry.actor is None and ACCEPTED in entry.reason
    line = describe(entry, {t.pk: t.name for t in teams}, {game.pk: game})
    assert line.startswith("the system accepted at the deadline the unconfirmed report of")
    texts = list(Notification.objects.filter(user__in=[u for u in users]).values_list("event__text", flat=True))
    assert any(ACCEPTED in t and "not played" not in t for t in texts)


def test_a_second_close_or_a_second_settle_changes_nothing(make_user):
    commissioner, league, users, teams, game, now = _blitz_reported(make_user)
    assert close_due_rounds_now(now=now + WEEK) == 2  # the reported game and the round's unplayed one
    assert close_due_rounds_now(now=now + WEEK) == 0
    assert close_round(round_id=game.round_id, now=now + WEEK) == 0
    assert results.settle_at_deadline(fixture_id=game.pk, policy="accept") is False
    assert AuditEntry.objects.filter(action="accept report at deadline").count() == 1
    assert game.side_rows()[0].result == "win"


def test_a_confirmation_that_came_first_stands_and_the_deadline_adds_nothing(make_user):
    commissioner, league, users, teams, game, now = _blitz_reported(make_user)
    confirm(by=user_of(users, teams, game.away), game=game)
    confirmed_by = ResultReport.objects.get(fixture=game).confirmed_by
    close_due_rounds_now(now=now + WEEK)
    rep = ResultReport.objects.get(fixture=game)
    assert rep.confirmed_by == confirmed_by and confirmed_by is not None
    assert not AuditEntry.objects.filter(action="accept report at deadline").exists()


def test_a_report_settled_between_listing_and_settling_is_left_alone(make_user):
    """The concurrent case: the coach's confirmation lands after the round listed the fixture as reported."""
    commissioner, league, users, teams, game, now = _blitz_reported(make_user)
    confirm(by=user_of(users, teams, game.away), game=game)
    assert results.settle_at_deadline(fixture_id=game.pk, policy="accept") is False
    assert results.settle_at_deadline(fixture_id=game.pk, policy="commissioner") is False
    assert ResultReport.objects.get(fixture=game).status == ResultReport.Status.CONFIRMED


def test_the_commissioner_policy_puts_the_report_before_the_commissioner_like_a_dispute(make_user):
    commissioner, league, users, teams, game, now = _blitz_reported(make_user, policy="commissioner")
    close_due_rounds_now(now=now + WEEK)
    game.refresh_from_db()
    rep = ResultReport.objects.get(fixture=game)
    assert rep.status == ResultReport.Status.DISPUTED and game.status == Fixture.Status.DISPUTED
    assert "deadline" in rep.dispute_reason and "commissioner decides" in game.note
    assert AuditEntry.objects.filter(action="unconfirmed report to commissioner").count() == 1
    assert Notification.objects.filter(user=commissioner, event__text__contains="commissioner decides").exists()
    # the opponent can no longer confirm it late; the commissioner rules
    from django.core.exceptions import ValidationError
    with pytest.raises(ValidationError):
        confirm(by=user_of(users, teams, game.away), game=game)
    decide(by=commissioner, game=game, home=side(touchdowns=2), away=side(touchdowns=1), ending="end_of_deck",
           reason="the report was right")
    game.refresh_from_db()
    assert game.status == Fixture.Status.PLAYED


def test_only_a_commissioner_sets_the_policy(make_user):
    commissioner, league, users, teams = make_blitz_league(make_user, 4, start=False)
    with pytest.raises(PermissionDenied):
        league_services.update_league_settings(by=users[0], league=league, unconfirmed_report_policy="commissioner",
                                               reason="mine")
    league.refresh_from_db()
    assert league.unconfirmed_report_policy == "accept"


def test_a_kaosball_report_nobody_confirmed_is_accepted_at_the_deadline(make_user):
    boss, league, users, teams = make_kaos_league(make_user, 4, prefix="uc")
    fixture = league.seasons.get().fixtures.filter(round__isnull=False).order_by("round__number", "id").first()
    results.submit_result(fixture=fixture, user=coach_of(fixture, users, teams, fixture.home_id),
                          **head_to_head(fixture, (5, 2)))
    close_due_rounds_now(now=fixture.round.deadline + timedelta(seconds=1))
    fixture.refresh_from_db()
    assert fixture.status == Fixture.Status.PLAYED and fixture.outcome == Fixture.Outcome.HOME_WIN
    assert ResultReport.objects.get(fixture=fixture).status == ResultReport.Status.CONFIRMED
    assert ACCEPTED in fixture.note


def test_a_blood_bowl_2016_report_nobody_confirmed_is_accepted_at_the_deadline(client, bb_season):  # noqa: F811
    commissioner, league, coaches, teams, season = bb_season
    fx = Fixture.objects.filter(season_id=season).select_related("home__coach__user", "round").order_by("id").first()
    client.force_login(fx.home.coach.user)
    form = {"home_score": "1", "away_score": "0", "home_casualties": "0", "away_casualties": "0", "ending": "full_time"}
    assert client.post(f"/bb2016/fixtures/{fx.pk}/report/", form).status_code == 302
    close_due_rounds_now(now=fx.round.deadline + timedelta(seconds=1))
    fx.refresh_from_db()
    assert fx.status == Fixture.Status.PLAYED and fx.outcome == Fixture.Outcome.HOME_WIN
    assert ResultReport.objects.get(fixture=fx).status == ResultReport.Status.CONFIRMED


@pytest.fixture
def dungeon_reported(db):
    commish = f.user()
    lg = f.league(commissioner=commish)
    s = f.season(lg)
    d = f.division(s, teams=4)
    generate_schedule(season=s, user=commish)
    Season.objects.filter(pk=s.pk).update(state=Season.State.REGULAR_SEASON)
    fx = Fixture.objects.filter(round__division=d, round__number=1).order_by("id").first()
    scorer = fx.home.players.first()
    data = db_reports.ReportData(outcome="home_win", finish="touchdown", scorer_id=scorer.pk,
                                 lines=[db_reports.LineData(player_id=scorer.pk, pass_completions=1)])
    rep = db_reports.submit_report(fixture=fx, user=fx.home.coach.user, data=data)
    return commish, lg, fx, rep


def test_a_dungeon_bowl_match_report_nobody_confirmed_is_accepted_and_its_post_match_queued_once(
        dungeon_reported, django_capture_on_commit_callbacks):
    commish, lg, fx, rep = dungeon_reported
    with django_capture_on_commit_callbacks(execute=True):
        assert close_due_rounds_now(now=fx.round.deadline + timedelta(seconds=1)) >= 1
    rep.refresh_from_db()
    fx.refresh_from_db()
    assert rep.status == MatchReport.Status.CONFIRMED and rep.confirmed_by is None
    assert fx.status == Fixture.Status.PLAYED and fx.outcome == "home_win" and ACCEPTED in fx.note
    assert TaskDue.objects.filter(key=f"post-match:report:{rep.pk}").count() == 1
    assert rep.processed_at is not None  # the post-match sequence ran (eagerly), once
    with django_capture_on_commit_callbacks(execute=True):
        assert db_reports.settle_at_deadline(fixture_id=fx.pk, policy="accept") is False
        assert close_round(round_id=fx.round_id, now=fx.round.deadline + timedelta(seconds=2)) == 0
    assert TaskDue.objects.filter(key__startswith="post-match:report:").count() == 1
    assert AuditEntry.objects.filter(action="accept report at deadline").count() == 1


def test_a_dungeon_bowl_report_goes_before_the_commissioner_under_that_policy(dungeon_reported):
    commish, lg, fx, rep = dungeon_reported
    League.objects.filter(pk=lg.pk).update(unconfirmed_report_policy="commissioner")
    close_due_rounds_now(now=fx.round.deadline + timedelta(seconds=1))
    rep.refresh_from_db()
    fx.refresh_from_db()
    assert rep.status == MatchReport.Status.DISPUTED and fx.status == Fixture.Status.DISPUTED
    assert not TaskDue.objects.filter(key=f"post-match:report:{rep.pk}").exists()
    db_reports.commissioner_decide(report=rep, user=commish, reason="as reported")
    fx.refresh_from_db()
    assert fx.status == Fixture.Status.PLAYED


def test_a_dispute_or_confirmation_landing_while_the_round_closes_is_left_as_the_coach_made_it(make_user):
    """The round listed the fixture as reported; the coach answered before the policy reached it."""
    from league.services.schedule import settle_unconfirmed_report
    from tests.league.blitz_helpers import dispute

    commissioner, league, users, teams, game, now = _blitz_reported(make_user)
    dispute(by=user_of(users, teams, game.away), game=game, reason="it was 1-1")
    assert settle_unconfirmed_report(fixture_id=game.pk, league=league) is None
    game.refresh_from_db()
    assert game.status == Fixture.Status.DISPUTED and "deadline" not in game.note
    assert ResultReport.objects.get(fixture=game).dispute_reason == "it was 1-1"
    assert not AuditEntry.objects.filter(action__in=["accept report at deadline",
                                                     "unconfirmed report to commissioner"]).exists()


def test_the_blitz_bowl_league_page_sets_the_policy_for_its_commissioner_only(client, make_user):
    commissioner, league, users, teams = make_blitz_league(make_user, 4, start=False)
    form = {"quarter_finals": "", "unplayed_policy": "rulebook", "round_length_days": "7",
            "unconfirmed_report_policy": "commissioner"}
    client.force_login(users[0])
    assert client.post(f"/blitz/{league.pk}/settings/", form).status_code in (302, 403)
    league.refresh_from_db()
    assert league.unconfirmed_report_policy == "accept"
    client.force_login(commissioner)
    assert "unconfirmed_report_policy" in client.get(f"/blitz/{league.pk}/").content.decode()
    client.post(f"/blitz/{league.pk}/settings/", form)
    league.refresh_from_db()
    assert league.unconfirmed_report_policy == "commissioner"
    client.post(f"/blitz/{league.pk}/settings/", {**form, "unconfirmed_report_policy": "maybe"})
    league.refresh_from_db()
    assert league.unconfirmed_report_policy == "commissioner"  # a bad value changes nothing
