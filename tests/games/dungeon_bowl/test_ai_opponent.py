"""The league's "AI opponent" (issue 22): the commissioner chooses which AI coach plays the fixtures Dugout's
engine simulates — the scripted coach (the default) or the search coach ("hard") — on the league's settings
page; a simulated fixture of a league set to "search" is played by SearchCoach, and its record says so."""

from __future__ import annotations

import pytest
from django.test import Client

from engine.ai.search import SearchCoach
from engine.rulesets.model import AI_OPPONENTS
from games.dungeon_bowl.services import simulation as dungeon_simulation
from league.models import League
from league.views.leagues import LeagueSettingsForm
from tests import postmatch_factories as pf
from tests import schedule_factories as f


def settings_post(league: League, **changes) -> dict:
    """The settings form as the page sends it (yes/no boxes on only when ticked), with `changes`."""
    data = {k: v for k, v in LeagueSettingsForm(instance=league).initial.items() if v is not None}
    data = {k: ("on" if v is True else v) for k, v in data.items() if v is not False}
    data.update(changes)
    return data


def logged_in(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


@pytest.fixture
def spied_search(monkeypatch):
    """The search coaches' searches, recorded as they happen; a short look-ahead budget keeps a match quick."""
    monkeypatch.setattr(SearchCoach, "MATCH_ROLLOUTS", 60)
    searched: list = []
    real = SearchCoach.search

    def search(self, m, candidates):
        searched.append(self)
        return real(self, m, candidates)

    monkeypatch.setattr(SearchCoach, "search", search)
    return searched


@pytest.mark.django_db
def test_the_commissioner_chooses_the_search_coach_on_the_settings_page():
    boss = f.user()
    league = f.league(commissioner=boss)
    assert league.option("ai_opponent") == "scripted"  # the default
    client = logged_in(boss)
    page = client.get(f"/leagues/{league.pk}/settings/").content.decode()
    assert 'name="ai_opponent"' in page and 'value="search"' in page
    response = client.post(f"/leagues/{league.pk}/settings/", settings_post(league, ai_opponent="search",
                                                                            reason="a harder AI"))
    assert response.status_code == 302, response.content.decode()[-2000:]
    league.refresh_from_db()
    assert league.option("ai_opponent") == "search"
    assert ("AI opponent", dict(AI_OPPONENTS)["search"]) in league.settings_display()


@pytest.mark.django_db
def test_a_coach_who_is_not_a_commissioner_may_not_choose_the_ai():
    league = f.league(commissioner=f.user())
    coach = f.user()
    pf.team(league, coach=coach)
    client = logged_in(coach)
    assert client.get(f"/leagues/{league.pk}/settings/").status_code == 403
    response = client.post(f"/leagues/{league.pk}/settings/", settings_post(league, ai_opponent="search"))
    assert response.status_code == 403
    league.refresh_from_db()
    assert league.option("ai_opponent") == "scripted"


@pytest.mark.django_db
def test_an_ai_dugout_does_not_have_is_refused_and_nothing_changes():
    boss = f.user()
    league = f.league(commissioner=boss)
    response = logged_in(boss).post(f"/leagues/{league.pk}/settings/",
                                    settings_post(league, ai_opponent="deep_thought", name="Renamed"))
    assert response.status_code == 400 and "deep_thought" in response.content.decode()
    league.refresh_from_db()
    assert league.option("ai_opponent") == "scripted" and league.name != "Renamed"


@pytest.mark.django_db
def test_a_league_set_to_search_has_its_fixture_played_by_the_search_coach(spied_search):
    fx = pf.match(ai_opponent="search")
    sim = dungeon_simulation.simulate_fixture(fixture_id=fx.pk, seed="hard-1")
    assert sim is not None and sim.bots == "search v search"
    assert spied_search and all(isinstance(coach, SearchCoach) for coach in spied_search)
    assert sim.events[-1]["t"] == "end"


@pytest.mark.django_db
def test_a_league_left_at_the_default_is_played_by_the_scripted_coach(spied_search):
    fx = pf.match()
    sim = dungeon_simulation.simulate_fixture(fixture_id=fx.pk, seed="normal-1")
    assert sim is not None and sim.bots == "scripted v scripted"
    assert spied_search == []
