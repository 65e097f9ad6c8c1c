"""Match reports (§7.2): submit, confirm, dispute, commissioner's decision; result onto the fixture."""

import pytest
from django.core.exceptions import PermissionDenied, ValidationError

from games.dungeon_bowl.models import MatchReport
from games.dungeon_bowl.services.reports import (
    LineData,
    ReportData,
    commissioner_decide,
    confirm_report,
    dispute_report,
    submit_report,
)
from league import standings_cache
from league.models import AuditEntry, Fixture, Season
from league.selectors.standings import division_standings
from league.services.schedule import generate_schedule
from tests import schedule_factories as f


@pytest.fixture
def fixture_setup(db, django_capture_on_commit_callbacks):
    commish = f.user()
    lg = f.league(commissioner=commish)
    s = f.season(lg)
    d = f.division(s, teams=4)
    generate_schedule(season=s, user=commish)
    Season.objects.filter(pk=s.pk).update(state=Season.State.REGULAR_SEASON)
    fx = Fixture.objects.filter(round__division=d, round__number=1).order_by("id").first()
    return commish, fx, d


def td_win(fx, *, cas_by_home=0):
    scorer = fx.home.players.first()
    victims = list(fx.away.players.all()[:cas_by_home])
    lines = [LineData(player_id=scorer.pk, pass_completions=1, casualties_caused=cas_by_home)]
    lines += [LineData(player_id=v.pk, casualty="badly_hurt") for v in victims]
    return ReportData(outcome="home_win", finish="touchdown", scorer_id=scorer.pk, lines=lines)


def test_submit_then_opponent_confirms_records_result_and_queues_post_match(fixture_setup, django_capture_on_commit_callbacks):
    _, fx, d = fixture_setup
    report = submit_report(fixture=fx, user=fx.home.coach.user, data=td_win(fx, cas_by_home=2))
    fx.refresh_from_db()
    assert report.status == MatchReport.Status.PENDING and fx.status == Fixture.Status.REPORTED
    assert not fx.outcome  # nothing counts until confirmed
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        confirm_report(report=report, user=fx.away.coach.user)
    # One task queued on commit (the other callback drops the season's cached standings: league/standings_cache.py).
    assert len([c for c in callbacks if not isinstance(c, standings_cache._NewVersion)]) == 1
    report.refresh_from_db()
    fx.refresh_from_db()
    assert report.status == MatchReport.Status.CONFIRMED
    assert report.processed_at is not None  # run_post_match ran (eagerly) and claimed the report
    home, away = fx.side_rows()
    assert (fx.status, fx.outcome, home.score, away.score, home.data["casualties"]) == (
        Fixture.Status.PLAYED, "home_win", 1, 0, 2)
    assert (home.result, away.result) == ("win", "loss")
    rows = {r.team_id: r for r in division_standings(d)}
    assert rows[fx.home_id].points == 3 and rows[fx.home_id].casualties == 2


def test_submitting_coach_cannot_confirm_own_report(fixture_setup):
    _, fx, _ = fixture_setup
    report = submit_report(fixture=fx, user=fx.home.coach.user, data=td_win(fx))
    with pytest.raises(PermissionDenied):
        confirm_report(report=report, user=fx.home.coach.user)
    with pytest.raises(PermissionDenied):
        confirm_report(report=report, user=f.user())


def test_outsider_cannot_submit(fixture_setup):
    _, fx, _ = fixture_setup
    with pytest.raises(PermissionDenied):
        submit_report(fixture=fx, user=f.user(), data=td_win(fx))
    assert not MatchReport.objects.exists()


def test_second_submission_is_refused_and_one_report_remains(fixture_setup):
    _, fx, _ = fixture_setup
    submit_report(fixture=fx, user=fx.home.coach.user, data=td_win(fx))
    with pytest.raises(ValidationError, match="already has a report"):
        submit_report(fixture=fx, user=fx.away.coach.user, data=td_win(fx))
    with pytest.raises(ValidationError, match="already has a report"):
        submit_report(fixture=fx, user=fx.home.coach.user, data=td_win(fx))
    assert MatchReport.objects.filter(fixture=fx).count() == 1


def test_dispute_goes_to_the_commissioner_who_corrects_it_audited(fixture_setup):
    commish, fx, _ = fixture_setup
    report = submit_report(fixture=fx, user=fx.home.coach.user, data=td_win(fx))
    with pytest.raises(PermissionDenied):
        dispute_report(report=report, user=fx.home.coach.user, reason="x")
    with pytest.raises(ValidationError):
        dispute_report(report=report, user=fx.away.coach.user, reason=" ")
    dispute_report(report=report, user=fx.away.coach.user, reason="We won on the time limit")
    fx.refresh_from_db()
    assert fx.status == Fixture.Status.DISPUTED
    with pytest.raises(ValidationError, match="disputed"):
        confirm_report(report=report, user=fx.away.coach.user)
    with pytest.raises(PermissionDenied):
        commissioner_decide(report=report, user=fx.away.coach.user, reason="mine")
    corrected = ReportData(outcome="away_win", finish="time_limit")
    commissioner_decide(report=report, user=commish, reason="Photos show the ball nearer home End Zone", data=corrected)
    fx.refresh_from_db()
    assert (fx.outcome, fx.finish, fx.side_rows()[1].score) == ("away_win", "time_limit", 0)
    entry = AuditEntry.objects.get(action="decide report")
    assert entry.changes["report"][0]["outcome"] == "home_win"
    assert entry.changes["report"][1]["outcome"] == "away_win"


def test_commissioner_report_is_final_and_audited(fixture_setup):
    commish, fx, _ = fixture_setup
    report = submit_report(fixture=fx, user=commish, data=ReportData(outcome="draw", finish="time_limit"))
    report.refresh_from_db()
    fx.refresh_from_db()
    assert report.status == MatchReport.Status.CONFIRMED
    assert fx.outcome == "draw"
    assert AuditEntry.objects.filter(action="report match").count() == 1


def test_concession_is_a_report(fixture_setup):
    _, fx, _ = fixture_setup
    data = ReportData(outcome="away_win", finish="concession", conceded_by_id=fx.home_id)
    report = submit_report(fixture=fx, user=fx.home.coach.user, data=data)
    confirm_report(report=report, user=fx.away.coach.user)
    fx.refresh_from_db()
    assert (fx.outcome, fx.finish) == ("away_win", "concession")


@pytest.mark.parametrize(
    "build, rule",
    [
        (lambda fx: ReportData(outcome="draw", finish="touchdown"), "§6.16"),
        (lambda fx: ReportData(outcome="home_win", finish="touchdown"), "winning touchdown"),
        (lambda fx: ReportData(outcome="home_win", finish="touchdown", scorer_id=fx.away.players.first().pk), "winning team"),
        (lambda fx: ReportData(outcome="home_win", finish="concession", conceded_by_id=fx.home_id), "§8.5"),
        (lambda fx: ReportData(outcome="draw", finish="time_limit", lines=[
            LineData(player_id=fx.home.players.first().pk, casualty="lasting_injury")]), "characteristic"),
        (lambda fx: ReportData(outcome="draw", finish="time_limit", lines=[
            LineData(player_id=fx.home.players.first().pk, casualties_caused=1)]), "§7.3.2"),
        (lambda fx: ReportData(outcome="draw", finish="time_limit", lines=[
            LineData(player_id=fx.home.players.first().pk, casualty="eaten")]), "Casualty table"),
    ],
)
def test_bad_reports_name_the_rule_and_save_nothing(fixture_setup, build, rule):
    _, fx, _ = fixture_setup
    with pytest.raises(ValidationError) as err:
        submit_report(fixture=fx, user=fx.home.coach.user, data=build(fx))
    assert any(rule in m for m in err.value.messages)
    fx.refresh_from_db()
    assert fx.status == Fixture.Status.SCHEDULED and not MatchReport.objects.exists()


def test_player_of_another_team_is_refused(fixture_setup):
    _, fx, d = fixture_setup
    stranger = Fixture.objects.filter(round=fx.round).exclude(pk=fx.pk).get().home.players.first()
    with pytest.raises(ValidationError, match="not on either team's roster"):
        submit_report(fixture=fx, user=fx.home.coach.user,
                      data=ReportData(outcome="draw", finish="time_limit", lines=[LineData(player_id=stranger.pk, deflections=1)]))


def test_lines_record_every_field(fixture_setup):
    _, fx, _ = fixture_setup
    p = fx.away.players.first()
    data = td_win(fx, cas_by_home=0)
    data.lines.append(LineData(player_id=p.pk, deflections=2, interceptions=1, throw_completions=1, casualty="lasting_injury",
                               lasting_injury="AG", ejected=True))
    data.lines[0].casualties_caused = 1
    report = submit_report(fixture=fx, user=fx.away.coach.user, data=data)
    line = report.lines.get(player=p)
    assert (line.deflections, line.interceptions, line.throw_completions, line.casualty, line.lasting_injury, line.ejected) == (
        2, 1, 1, "lasting_injury", "AG", True)
    assert report.submitted_side == "away"


def test_post_match_task_runs_once(fixture_setup):
    from games.dungeon_bowl.tasks import run_post_match

    _, fx, _ = fixture_setup
    report = submit_report(fixture=fx, user=fx.home.coach.user, data=td_win(fx))
    assert run_post_match(report.pk) is False  # not confirmed yet
    MatchReport.objects.filter(pk=report.pk).update(status="confirmed")
    assert run_post_match(report.pk) is True
    assert run_post_match(report.pk) is False


def test_no_report_before_the_season_starts(fixture_setup):
    _, fx, _ = fixture_setup
    Season.objects.filter(pk=fx.season_id).update(state=Season.State.REGISTRATION)
    with pytest.raises(ValidationError, match="Regular Season"):
        submit_report(fixture=fx, user=fx.home.coach.user, data=td_win(fx))
    assert not MatchReport.objects.exists()


def test_dead_player_cannot_be_in_a_report(fixture_setup):
    from league.models import Player

    _, fx, _ = fixture_setup
    dead = fx.home.players.first()
    Player.objects.filter(pk=dead.pk).update(dead=True)
    with pytest.raises(ValidationError, match="not on either team's roster"):
        submit_report(fixture=fx, user=fx.home.coach.user,
                      data=ReportData(outcome="draw", finish="time_limit", lines=[LineData(player_id=dead.pk, deflections=1)]))
