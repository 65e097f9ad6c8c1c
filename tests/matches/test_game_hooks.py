"""The core's match side asks the league's game (matches/hooks.py) instead of naming it: the fixture page
of a game with no page of its own is the core's, a game with no match engine is not simulated, and the
Dungeon Bowl app answers on the same paths, URL names and Celery task names as before its move."""

from __future__ import annotations

import pytest
from django.core.exceptions import ValidationError
from django.urls import reverse

import engine.rulesets
from dugout.celery import app as celery_app
from league.models import Fixture, Season
from matches.hooks import match_pages_of, simulator_of
from matches.services import simulation
from tests import schedule_factories as f


@pytest.fixture
def tiddlywinks():
    engine.rulesets.register("tiddlywinks", "tests.toy_game")
    yield
    engine.rulesets.unregister("tiddlywinks")


def _toy_fixture():
    commissioner = f.user()
    lg = f.league(commissioner=commissioner, ruleset="tiddlywinks")
    season = f.season(lg, state=Season.State.REGULAR_SEASON)
    home, away = f.team(lg, roster="Red", players=0), f.team(lg, roster="Blue", players=0)
    fixture = Fixture.objects.create(season=season, home=home, away=away, pair=f"{home.pk}-{away.pk}")
    return commissioner, fixture


@pytest.mark.django_db
def test_a_game_without_pages_of_its_own_gets_the_core_fixture_page(client, tiddlywinks):
    _, fixture = _toy_fixture()
    response = client.get(reverse("matches:fixture", args=[fixture.pk]))
    assert response.status_code == 200
    assert [t.name for t in response.templates][0] == "matches/fixture.html"
    assert fixture.home.name in response.content.decode()
    assert "Pre-match sheet" not in response.content.decode()  # Dungeon Bowl's page is not everyone's


@pytest.mark.django_db
def test_a_game_without_a_match_engine_is_not_simulated_and_nothing_is_saved(tiddlywinks):
    commissioner, fixture = _toy_fixture()
    with pytest.raises(ValidationError, match="no match engine"):
        simulation.start_simulation(user=commissioner, season=fixture.season, scope="fixture", fixture=fixture)
    assert not fixture.season.simulation_batches.exists()


@pytest.mark.django_db
def test_the_simulate_page_of_a_game_without_a_match_engine_says_so(client, tiddlywinks):
    commissioner, fixture = _toy_fixture()
    client.force_login(commissioner)
    response = client.get(reverse("simulation-start", args=[fixture.season_id]))
    assert response.status_code == 200
    page = response.content.decode()
    assert "has no match engine" in page and 'name="scope"' not in page  # nothing offered to start
    refused = client.post(reverse("simulation-start", args=[fixture.season_id]),
                          {"scope": "fixture", "fixture": fixture.pk})
    assert refused.status_code == 400 and not fixture.season.simulation_batches.exists()


def test_dungeon_bowl_registers_its_pages_and_its_engine():
    pages, engine_ = match_pages_of("dungeon_bowl"), simulator_of("dungeon_bowl")
    assert pages.fixture is not None and engine_ is not None and engine_.replay == "replay"
    assert match_pages_of("blitz_bowl").fixture is None and simulator_of("blitz_bowl") is None


def test_paths_and_names_are_those_before_the_move():
    assert reverse("matches:fixture", args=[7]) == "/matches/fixtures/7/"
    assert reverse("matches:submit-report", args=[7]) == "/matches/fixtures/7/report/"
    assert reverse("matches:prematch", args=[7]) == "/matches/fixtures/7/prematch/"
    assert reverse("matches:decide-report", args=[3]) == "/matches/reports/3/decide/"
    assert reverse("replay", args=[7]) == "/matches/fixtures/7/replay/"
    assert reverse("postmatch-advancements", args=[7, 2]) == "/postmatch/7/2/"
    assert reverse("api-submit-report", args=[7]) == "/api/matches/fixtures/7/report/"
    assert reverse("api-postmatch", args=[7]) == "/api/postmatch/fixtures/7/"
    assert reverse("simulation-start", args=[1]) == "/seasons/1/simulate/"


def test_celery_task_names_are_those_queued_before_the_move():
    """A task queued by the old code must find its worker after the deploy, and the beat schedule its task."""
    from games.dungeon_bowl import tasks as game_tasks
    from matches import tasks as core_tasks

    celery_app.loader.import_default_modules()  # what a worker does at start: autodiscover every app's tasks
    assert game_tasks.run_post_match.name == "matches.run_post_match"
    assert game_tasks.run_forfeit_post_match.name == "matches.run_forfeit_post_match"
    assert game_tasks.queue_forfeit_post_matches.name == "matches.queue_forfeit_post_matches"
    assert core_tasks.simulate_fixture.name == "matches.simulate_fixture"
    assert {"matches.run_post_match", "matches.run_forfeit_post_match", "matches.simulate_fixture"} <= set(celery_app.tasks)
    for entry in celery_app.conf.beat_schedule.values():
        assert entry["task"] in celery_app.tasks
