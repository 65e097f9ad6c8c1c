"""What a person walking a season in the browser ran into: pages that must say what to do next,
confirm a one-way step, and name the settings in English."""

import pytest

from league.models import AuditEntry, Season

pytestmark = pytest.mark.django_db


def test_a_visitor_is_told_what_dugout_is_and_how_to_start(client, league):
    page = client.get("/").content.decode()
    assert 'href="/accounts/signup/"' in page and 'href="/accounts/login/"' in page
    assert "Demo" not in page and league.name in page


def test_a_signed_in_coach_is_told_how_to_join_a_league(client, coach):
    client.force_login(coach)
    page = client.get("/").content.decode()
    assert "enter a team in its season" in page
    assert 'href="/accounts/signup/"' not in page


def test_a_season_moves_on_only_when_the_commissioner_confirms(client, league, commissioner):
    """§8.3: the season's states are one-way, so the state form needs its box ticked."""
    season = league.current_season()
    client.force_login(commissioner)
    page = client.get(f"/seasons/{season.pk}/").content.decode()
    assert 'name="confirm" value="yes" required' in page
    response = client.post(f"/seasons/{season.pk}/state/", {"state": "closed"}, follow=True)
    assert "Tick the box to confirm" in response.content.decode()
    season.refresh_from_db()
    assert season.state == Season.State.REGISTRATION and not AuditEntry.objects.filter(action="season state").exists()
    client.post(f"/seasons/{season.pk}/state/", {"state": "regular_season", "confirm": "yes"})
    season.refresh_from_db()
    assert season.state == Season.State.REGULAR_SEASON


def test_league_settings_read_as_english(client, league, commissioner):
    client.force_login(commissioner)
    for url in ("/leagues/new/", f"/leagues/{league.pk}/settings/"):
        page = client.get(url).content.decode()
        assert "AI picks advancements" in page and "Ai picks" not in page
        assert "Play-off draw breaker" in page and "Playoff draw breaker" not in page
