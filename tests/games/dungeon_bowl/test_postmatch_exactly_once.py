"""The post-match sequence runs exactly once (§7, DESIGN rule 5): a second run changes nothing, a
step that fails half-way leaves nothing behind, and the rerun ends where an uninterrupted run ends."""

import pytest
from django.db import transaction

from games.dungeon_bowl.models import MatchReport, PostMatchRoll, PostMatchStep
from games.dungeon_bowl.services import postmatch
from games.dungeon_bowl.tasks import run_post_match
from league.models import Player, PlayerEvent, Team
from tests import postmatch_factories as pf

pytestmark = pytest.mark.django_db


def a_match():
    fx = pf.match()
    lines = [
        {"player": pf.numbered(fx.home, 2), "pass_completions": 1, "casualties_caused": 1},
        {"player": pf.numbered(fx.away, 3), "casualty": "roll"},
        {"player": pf.numbered(fx.away, 4), "interceptions": 1},
    ]
    return fx, pf.report(fx, lines=lines)


def snapshot(fx):
    teams = list(Team.objects.filter(pk__in=(fx.home_id, fx.away_id)).order_by("pk").values("pk", "treasury"))
    players = list(
        Player.objects.filter(team__in=(fx.home_id, fx.away_id)).order_by("pk").values(
            "pk", "spp", "spp_earned", "mvp_awards", "dead", "miss_next_game", "niggling_injuries", "ma", "st", "ag", "pa", "av",
            "lasting_injuries",
        )
    )
    steps = list(PostMatchStep.objects.filter(fixture=fx).order_by("team", "step").values("team", "step", "summary"))
    rolls = list(PostMatchRoll.objects.filter(fixture=fx).order_by("id").values("team", "player", "step", "die", "why", "result", "seed"))
    events = PlayerEvent.objects.filter(player__team__in=(fx.home_id, fx.away_id)).count()
    return teams, players, steps, rolls, events


def test_the_same_task_twice_changes_nothing_the_second_time():
    fx, report = a_match()
    assert run_post_match(report.pk) is True
    first = snapshot(fx)
    assert run_post_match(report.pk) is False
    assert snapshot(fx) == first
    assert PostMatchStep.objects.filter(report=report).count() == 6  # 3 automatic steps x 2 teams
    assert MatchReport.objects.get(pk=report.pk).processed_at is not None


def test_an_unconfirmed_report_is_not_processed():
    fx, report = a_match()
    MatchReport.objects.filter(pk=report.pk).update(status=MatchReport.Status.PENDING)
    assert run_post_match(report.pk) is False
    assert not PostMatchStep.objects.exists()


def test_a_step_that_fails_half_way_leaves_nothing_and_the_retry_equals_an_uninterrupted_run(monkeypatch):
    """A crash inside step 2 of the away team: the report's automatic steps are one transaction (DESIGN "The
    life of a fixture" 4), so nothing of it stays (no row, no winnings, no SPP, no rolls), and the rerun rolls
    the same seeded dice to the same end state."""
    fx, report = a_match()
    # The uninterrupted run, rolled back afterwards: same rows and ids, so the same seeds.
    with transaction.atomic():
        run_post_match(report.pk)
        clean = snapshot(fx)
        transaction.set_rollback(True)
    assert not PostMatchStep.objects.exists()
    before = snapshot(fx)

    real = postmatch.apply_spp
    calls = {"n": 0}

    def crashing(ctx, **kwargs):
        summary = real(ctx, **kwargs)  # the work is done inside the transaction ...
        calls["n"] += 1
        if ctx.team.pk == fx.away_id and calls["n"] == 2:
            raise RuntimeError("worker lost")  # ... and lost before the commit
        return summary

    monkeypatch.setattr(postmatch, "AUTOMATIC_STEPS", tuple(
        (step, crashing if apply is real else apply) for step, apply in postmatch.AUTOMATIC_STEPS))
    with pytest.raises(RuntimeError):
        run_post_match(report.pk)
    assert calls["n"] == 2  # the home team's step 2 ran, then the away team's crashed
    assert not PostMatchStep.objects.filter(report=report).exists()
    assert not PostMatchRoll.objects.filter(fixture=report.fixture).exists()
    assert snapshot(fx) == before  # treasuries, players, events as they were
    assert MatchReport.objects.get(pk=report.pk).processed_at is None
    monkeypatch.undo()
    run_post_match(report.pk)
    assert snapshot(fx) == clean


def test_steps_applied_one_at_a_time_earlier_are_skipped_and_the_rest_ends_as_an_uninterrupted_run():
    """Steps committed by an earlier run (one transaction per step, `run_step`: the forfeit sequence's way,
    and the sequence's before issue #21) are not applied again; the others are, reading the earlier steps'
    summaries from their rows (step 2 reads step 1's deaths and MNG)."""
    fx, report = a_match()
    with transaction.atomic():
        run_post_match(report.pk)
        clean = snapshot(fx)
        transaction.set_rollback(True)

    for team, step, apply in [(fx.home, "result", postmatch.apply_result), (fx.home, "advancement", postmatch.apply_spp),
                              (fx.home, "team_value", postmatch.apply_team_value), (fx.away, "result", postmatch.apply_result)]:
        assert postmatch.run_step(fixture=fx, report=report, team=team, step=step, apply=apply) is not None
    assert MatchReport.objects.get(pk=report.pk).processed_at is None
    assert run_post_match(report.pk) is True  # the away team's steps 2 and 4
    assert snapshot(fx) == clean
    assert run_post_match(report.pk) is False


def test_seeds_are_stable_but_need_the_servers_secret(settings):
    """A retried step rolls the same (same ids, same seed); without the secret nobody can predict it."""
    from games.dungeon_bowl.services.postmatch.dice import step_seed

    first = step_seed(fixture_id=1, team_id=2, step="advancement")
    assert first == step_seed(fixture_id=1, team_id=2, step="advancement")
    assert first != step_seed(fixture_id=1, team_id=3, step="advancement")
    assert ":" not in first  # not the plain ids
    settings.SECRET_KEY = "another-secret-key-for-this-test-only-0123456789abcdef"
    assert step_seed(fixture_id=1, team_id=2, step="advancement") != first
