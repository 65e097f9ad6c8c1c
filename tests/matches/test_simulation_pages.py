"""The commissioner's simulate page and API (permissions, progress with HTMX polling and a plain link),
and the replay viewer of a simulated match (SVG dungeon, steps, dice)."""

from __future__ import annotations

import re

import pytest
from django.core.exceptions import PermissionDenied
from django.test import Client

from games.dungeon_bowl.models import SimulatedMatch
from games.dungeon_bowl.selectors.replay import board_after, split_steps
from games.dungeon_bowl.services import simulation as dungeon_simulation
from league.models import Fixture
from matches.models import SimulationBatch
from matches.selectors.simulation import batch_progress
from matches.services import simulation
from tests import schedule_factories as f
from tests.matches.test_simulation_tasks import season_with_schedule


def client(user):
    c = Client()
    c.force_login(user)
    return c


@pytest.mark.django_db
def test_only_the_leagues_commissioner_starts_a_simulation_service():
    commish, s = season_with_schedule()
    coach = s.divisions.first().teams.first().coach.user
    other_commissioner = f.user()
    f.league(commissioner=other_commissioner)
    for user in (coach, other_commissioner, f.user()):
        with pytest.raises(PermissionDenied):
            simulation.start_simulation(user=user, season=s, scope=SimulationBatch.Scope.SEASON)
    assert not SimulationBatch.objects.exists()


@pytest.mark.django_db
def test_simulate_page_permissions():
    commish, s = season_with_schedule()
    coach = s.divisions.first().teams.first().coach.user
    url = f"/seasons/{s.pk}/simulate/"
    assert client(coach).get(url).status_code == 403
    assert client(coach).post(url, {"scope": "season"}).status_code == 403
    assert Client().get(url).status_code == 302  # to the login page
    assert not SimulationBatch.objects.exists()
    page = client(commish).get(url)
    assert page.status_code == 200 and "Simulate the rest of the season" in page.content.decode()
    schedule = client(commish).get(f"/seasons/{s.pk}/schedule/").content.decode()
    assert url in schedule
    assert url not in client(coach).get(f"/seasons/{s.pk}/schedule/").content.decode()


@pytest.mark.django_db
def test_commissioner_simulates_the_rest_of_the_season_and_watches_progress(django_capture_on_commit_callbacks):
    commish, s = season_with_schedule()
    c = client(commish)
    with django_capture_on_commit_callbacks(execute=True):
        r = c.post(f"/seasons/{s.pk}/simulate/", {"scope": "season"})
    batch = SimulationBatch.objects.get()
    assert r.status_code == 302 and r.url == f"/simulations/{batch.pk}/"
    page = c.get(r.url).content.decode()
    assert "12 of 12" in page and "finished" in page
    assert "hx-trigger" not in page  # a finished batch stops polling
    fragment = c.get(r.url, HTTP_HX_REQUEST="true").content.decode()
    assert fragment.lstrip().startswith('<section id="simulation-progress"') and "<html" not in fragment
    assert page.count("/replay/") == 12
    coach = s.divisions.first().teams.first().coach.user
    assert client(coach).get(r.url).status_code == 403


@pytest.mark.django_db
def test_progress_polls_while_the_workers_are_busy():
    commish, s = season_with_schedule()
    batch = simulation.create_batch(season=s, scope="season", fixtures=list(Fixture.objects.filter(season=s)), label="x")
    page = client(commish).get(f"/simulations/{batch.pk}/").content.decode()
    assert "0 of 12" in page
    assert f'hx-get="/simulations/{batch.pk}/"' in page and 'hx-trigger="every 1s"' in page
    assert re.search(rf'<a href="/simulations/{batch.pk}/">Refresh</a>', page)  # the plain-link fallback


@pytest.mark.django_db
def test_a_running_batch_lists_the_fixtures_done_last_and_the_whole_list_once_finished(monkeypatch, django_assert_max_num_queries):
    """Polled every second, the fragment reads and sends the last fixtures done, not the season's hundreds."""
    monkeypatch.setattr("matches.selectors.simulation.RECENT", 2)
    commish, s = season_with_schedule()
    fixtures = list(Fixture.objects.filter(season=s).order_by("round__number", "id"))
    batch = simulation.create_batch(season=s, scope="season", fixtures=fixtures, label="x")
    Fixture.objects.filter(pk__in=[fx.pk for fx in fixtures[:5]]).update(status=Fixture.Status.PLAYED)
    c = client(commish)
    fragment = c.get(f"/simulations/{batch.pk}/", HTTP_HX_REQUEST="true").content.decode()
    assert "5 of 12" in fragment and 'hx-trigger="every 1s"' in fragment
    listed = re.findall(r'href="/matches/fixtures/(\d+)/"', fragment)
    assert listed == [str(fixtures[3].pk), str(fixtures[4].pk)]  # the two done last, in the schedule's order
    assert "3 more done before them" in fragment
    with django_assert_max_num_queries(8):  # the count alone, for the simulate page and the API
        progress = batch_progress(batch, listed=False)
    assert (progress.done, progress.total, progress.fixtures, progress.finished) == (5, 12, [], False)
    Fixture.objects.filter(season=s).update(status=Fixture.Status.PLAYED)
    page = c.get(f"/simulations/{batch.pk}/").content.decode()
    assert "12 of 12" in page and "more done before them" not in page
    assert len(set(re.findall(r'href="/matches/fixtures/(\d+)/"', page))) == 12


@pytest.mark.django_db
def test_bad_choices_are_refused_with_a_message():
    commish, s = season_with_schedule()
    r = client(commish).post(f"/seasons/{s.pk}/simulate/", {"scope": "fixture", "fixture": "999999"})
    assert r.status_code == 400 and "Choose a fixture of this season" in r.content.decode()
    assert not SimulationBatch.objects.exists()


@pytest.mark.django_db
def test_api_permissions_and_progress(django_capture_on_commit_callbacks):
    commish, s = season_with_schedule()
    coach = s.divisions.first().teams.first().coach.user
    url = f"/api/seasons/{s.pk}/simulations/"
    assert client(coach).post(url, {"scope": "round", "round": 1}, content_type="application/json").status_code == 403
    assert Client().post(url, {"scope": "round", "round": 1}, content_type="application/json").status_code in (401, 403)
    assert not SimulationBatch.objects.exists()
    with django_capture_on_commit_callbacks(execute=True):
        r = client(commish).post(url, {"scope": "round", "round": 1}, content_type="application/json")
    assert r.status_code == 201 and r.json()["total"] == 2
    progress = client(commish).get(f"/api/simulations/{r.json()['id']}/").json()
    assert progress["done"] == 2 and progress["finished"] is True
    assert client(coach).get(f"/api/simulations/{r.json()['id']}/").status_code == 403
    bad = client(commish).post(url, {"scope": "round", "round": 1}, content_type="application/json")
    assert bad.status_code == 400 and "Nothing to simulate" in str(bad.json())


@pytest.mark.django_db
def test_replay_steps_through_a_simulated_match(django_capture_on_commit_callbacks):
    commish, s = season_with_schedule()
    fx = Fixture.objects.filter(season=s).first()
    with django_capture_on_commit_callbacks(execute=True):
        dungeon_simulation.simulate_fixture(fixture_id=fx.pk, seed="replay-1")
    sim = SimulatedMatch.objects.get(fixture=fx)
    steps = split_steps(sim.events)
    assert len(steps) > 10
    # The fixture page links to the replay; anyone may watch it.
    assert f"/matches/fixtures/{fx.pk}/replay/" in Client().get(f"/matches/fixtures/{fx.pk}/").content.decode()
    page = Client().get(f"/matches/fixtures/{fx.pk}/replay/").content.decode()
    assert "<svg" in page and page.count("<circle") >= 12  # 6 players a side set up, plus Portals
    step1 = f"/matches/fixtures/{fx.pk}/replay/?step=1"
    assert f'href="{step1}"' in page and f'hx-get="{step1}"' in page
    # A step with dice shows them.
    roll_step = next(i for i, (a, b) in enumerate(steps) if i and any(e["t"] == "roll" and e.get("player") for e in sim.events[a:b]))
    frag = Client().get(f"/matches/fixtures/{fx.pk}/replay/?step={roll_step}", HTTP_HX_REQUEST="true").content.decode()
    assert "<html" not in frag and "rolled" in frag
    last = Client().get(f"/matches/fixtures/{fx.pk}/replay/?step={len(steps) - 1}").content.decode()
    assert "Match over" in last


@pytest.mark.django_db
def test_board_after_each_step_matches_the_log():
    commish, s = season_with_schedule()
    fx = Fixture.objects.filter(season=s).first()
    dungeon_simulation.simulate_fixture(fixture_id=fx.pk, seed="replay-2")
    sim = SimulatedMatch.objects.get(fixture=fx)
    board = board_after(sim.events, len(sim.events))
    setup = next(e for e in sim.events if e["t"] == "setup")
    assert len(setup["players"]) == 12
    squares = [sq for _side, sq, _status in board.players.values()]
    assert len(squares) == len(set(squares))  # never two players on one square
    if sim.end_reason == "touchdown":
        scorer = next(e for e in sim.events if e["t"] == "touchdown")["player"]
        assert board.holder == scorer
