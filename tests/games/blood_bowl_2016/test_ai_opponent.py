"""A Blood Bowl 2016 league's "AI opponent" (issue 22): the fixtures the classic engine simulates are played by
the coach the commissioner chose — the scripted ClassicCoach by default, or the search coach built on it."""

import pytest

from engine.ai.search import SearchCoach
from engine.classic.bots import ClassicCoach
from games.blood_bowl_2016 import services
from games.blood_bowl_2016.models import ClassicMatchRecord
from league.models import Fixture, League

pytestmark = pytest.mark.django_db


def first_fixture(bb_season):
    commissioner, league, _coaches, _teams, season = bb_season
    return commissioner, League.objects.get(pk=league["id"]), Fixture.objects.filter(season_id=season).first()


def test_a_league_set_to_search_has_its_fixture_played_by_the_search_coach(bb_season, monkeypatch):
    monkeypatch.setattr(SearchCoach, "MATCH_ROLLOUTS", 60)  # a short look-ahead keeps the test quick
    bases: list = []
    real = SearchCoach.search

    def search(self, m, candidates):
        bases.append(self.base)
        return real(self, m, candidates)

    monkeypatch.setattr(SearchCoach, "search", search)
    boss, league, fx = first_fixture(bb_season)
    League.objects.filter(pk=league.pk).update(settings={**league.settings, "ai_opponent": "search"})
    record = services.simulate_fixture(fixture_id=fx.pk, seed="hard", by=boss)
    assert record.bots == "search v search"
    assert bases and set(bases) == {ClassicCoach}  # the search coach extends the classic game's scripted coach


def test_the_default_is_the_scripted_classic_coach(bb_season):
    boss, league, fx = first_fixture(bb_season)
    assert league.option("ai_opponent") == "scripted"
    services.simulate_fixture(fixture_id=fx.pk, seed="normal", by=boss)
    assert ClassicMatchRecord.objects.get(fixture=fx).bots == "scripted v scripted"
