"""A batch fixture whose simulation task raises does not stall the batch: the failure is recorded with its
error, shown on the progress page and in the API, the other fixtures (and later rounds) are simulated, and
the commissioner retries it (only the commissioner: DESIGN rule 7)."""

from __future__ import annotations

import pytest
from django.test import Client
from rest_framework.test import APIClient

from games.dungeon_bowl.services import simulation as dungeon_simulation
from league.models import Fixture
from matches.models import SimulationBatch, SimulationFailure
from matches.services import simulation
from tests.matches.test_simulation_tasks import season_with_schedule


@pytest.fixture
def failing(monkeypatch):
    """Team sheets for the fixtures in `broken` raise, like a bug in the engine would."""
    broken: set[int] = set()
    real = dungeon_simulation.build_team_sheet

    def build(*, team, fixture, side, ruleset):
        if fixture.pk in broken:
            raise RuntimeError("the engine tripped over this roster")
        return real(team=team, fixture=fixture, side=side, ruleset=ruleset)

    monkeypatch.setattr(dungeon_simulation, "build_team_sheet", build)
    return broken


def _client(user):
    c = Client()
    c.force_login(user)
    return c


@pytest.mark.django_db
def test_a_failed_fixture_is_shown_the_batch_finishes_and_the_commissioner_retries(
        failing, django_capture_on_commit_callbacks):
    commish, s = season_with_schedule()
    bad = Fixture.objects.filter(season=s, round__number=1).order_by("id").first()
    failing.add(bad.pk)
    with django_capture_on_commit_callbacks(execute=True):
        batch = simulation.start_simulation(user=commish, season=s, scope=SimulationBatch.Scope.SEASON)

    # every other fixture, later rounds included, was simulated; the broken one waits, with its error
    assert Fixture.objects.filter(season=s, status=Fixture.Status.PLAYED).count() == 11
    bad.refresh_from_db()
    assert bad.status == Fixture.Status.SCHEDULED
    failure = SimulationFailure.objects.get(batch=batch)
    assert failure.fixture_id == bad.pk and "RuntimeError: the engine tripped" in failure.error

    page = _client(commish).get(f"/simulations/{batch.pk}/", HTTP_HX_REQUEST="true").content.decode()
    assert "11 of 12" in page and "1 failed" in page and "the engine tripped" in page
    assert "Retry the failed fixture" in page and 'hx-trigger="every 1s"' not in page  # nothing left to poll for
    api = APIClient()
    api.force_authenticate(commish)
    body = api.get(f"/api/simulations/{batch.pk}/").json()
    assert (body["done"], body["failed"], body["finished"]) == (11, 1, True)
    assert body["failures"][0]["fixture"] == bad.pk and "the engine tripped" in body["failures"][0]["error"]

    # a coach may not retry it; the commissioner may, and it is then simulated
    coach = bad.home.coach.user
    assert _client(coach).post(f"/simulations/{batch.pk}/retry/").status_code == 403
    coach_api = APIClient()
    coach_api.force_authenticate(coach)
    assert coach_api.post(f"/api/simulations/{batch.pk}/retry/").status_code == 403
    assert SimulationFailure.objects.filter(batch=batch).exists()

    failing.clear()
    with django_capture_on_commit_callbacks(execute=True):
        response = _client(commish).post(f"/simulations/{batch.pk}/retry/")
    assert response.status_code == 302
    bad.refresh_from_db()
    assert bad.status == Fixture.Status.PLAYED and bad.simulation.post_match_at is not None
    assert not SimulationFailure.objects.exists()
    assert api.get(f"/api/simulations/{batch.pk}/").json()["done"] == 12

    # nothing left to retry: a clear message, nothing queued
    page = _client(commish).post(f"/simulations/{batch.pk}/retry/", follow=True).content.decode()
    assert "Nothing to retry" in page


@pytest.mark.django_db
def test_a_fixture_failing_again_stays_failed_with_the_new_error(failing, django_capture_on_commit_callbacks):
    commish, s = season_with_schedule()
    bad = Fixture.objects.filter(season=s, round__number=2).order_by("id").first()
    failing.add(bad.pk)
    with django_capture_on_commit_callbacks(execute=True):
        batch = simulation.start_simulation(user=commish, season=s, scope=SimulationBatch.Scope.ROUND, round_number=2)
    api = APIClient()
    api.force_authenticate(commish)
    with django_capture_on_commit_callbacks(execute=True):
        assert api.post(f"/api/simulations/{batch.pk}/retry/").status_code == 202
    assert SimulationFailure.objects.filter(batch=batch, fixture=bad).count() == 1
    assert Fixture.objects.filter(season=s, status=Fixture.Status.PLAYED).count() == 1


@pytest.mark.django_db
def test_outside_a_batch_the_error_is_raised_for_celery(failing):
    from matches.tasks import simulate_fixture

    _, s = season_with_schedule()
    fx = Fixture.objects.filter(season=s).order_by("id").first()
    failing.add(fx.pk)
    with pytest.raises(RuntimeError):
        simulate_fixture.delay(fx.pk).get()
    assert not SimulationFailure.objects.exists()


@pytest.mark.django_db(transaction=True)
def test_the_management_command_reports_failed_fixtures(failing):
    from io import StringIO

    from django.core.management import CommandError, call_command

    _, s = season_with_schedule()
    bad = Fixture.objects.filter(season=s, round__number=3).order_by("id").first()
    failing.add(bad.pk)
    err = StringIO()
    with pytest.raises(CommandError, match="1 of 12 fixtures failed"):
        call_command("simulate_season", str(s.pk), stdout=StringIO(), stderr=err)
    assert "the engine tripped" in err.getvalue()
    assert Fixture.objects.filter(season=s, status=Fixture.Status.PLAYED).count() == 11
