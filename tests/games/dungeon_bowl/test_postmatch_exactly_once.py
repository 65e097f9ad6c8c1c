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
    """A crash inside step 2 of the away team: steps already committed stay, the failed one rolls back
    (no row, no SPP, no rolls), and the rerun rolls the same seeded dice to the same end state."""
    fx, report = a_match()
    # The uninterrupted run, rolled back afterwards: same rows and ids, so the same seeds.
    with transaction.atomic():
        run_post_match(report.pk)
        clean = snapshot(fx)
        transaction.set_rollback(True)
    assert not PostMatchStep.objects.exists()

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
    half = PostMatchStep.objects.filter(report=report)
    assert {(s.team_id, s.step) for s in half} == {
        (fx.home_id, "result"), (fx.home_id, "advancement"), (fx.home_id, "team_value"), (fx.away_id, "result")}
    assert not PostMatchRoll.objects.filter(fixture=report.fixture, team=fx.away, step="advancement").exists()
    assert MatchReport.objects.get(pk=report.pk).processed_at is None
    monkeypatch.undo()
    run_post_match(report.pk)
    assert snapshot(fx) == clean


def test_seeds_are_stable_but_need_the_servers_secret(settings):
    """A retried step rolls the same (same ids, same seed); without the secret nobody can predict it."""
    from games.dungeon_bowl.services.postmatch.dice import step_seed

    first = step_seed(fixture_id=1, team_id=2, step="advancement")
    assert first == step_seed(fixture_id=1, team_id=2, step="advancement")
    assert first != step_seed(fixture_id=1, team_id=3, step="advancement")
    assert ":" not in first  # not the plain ids
    settings.SECRET_KEY = "another-secret-key-for-this-test-only-0123456789abcdef"
    assert step_seed(fixture_id=1, team_id=2, step="advancement") != first
