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


def test_a_drawn_schedule_in_registration_says_how_to_open_the_matches(client):
    """§8.5: matches are reported in the Regular Season; before it, the pages say so instead of offering a
    report form that can only fail."""
    from league.services.schedule import generate_schedule
    from tests import schedule_factories as f

    commish = f.user("journey-commish")
    season = f.season(f.league(commissioner=commish))
    division = f.division(season)
    generate_schedule(season=season, user=commish)
    fixture = season.fixtures.filter(round__division=division).first()
    client.force_login(commish)
    assert "move it on from the" in client.get(f"/seasons/{season.pk}/schedule/").content.decode()
    client.force_login(fixture.home.coach.user)
    page = client.get(f"/matches/fixtures/{fixture.pk}/").content.decode()
    assert "Report this match" not in page and "once the season is in the Regular Season" in page
    Season.objects.filter(pk=season.pk).update(state=Season.State.REGULAR_SEASON)
    page = client.get(f"/matches/fixtures/{fixture.pk}/").content.decode()
    assert "Report this match" in page and "once the season is in the Regular Season" not in page


def test_entry_buttons_go_once_registration_closes(client, team, commissioner):
    """§8.11: after registration the entries are settled, so the season page offers no Accept/Reject that would fail."""
    season = team.league.current_season()
    client.force_login(commissioner)
    assert ">Reject</button>" in client.get(f"/seasons/{season.pk}/").content.decode()
    Season.objects.filter(pk=season.pk).update(state=Season.State.REGULAR_SEASON)
    page = client.get(f"/seasons/{season.pk}/").content.decode()
    assert team.name in page and ">Reject</button>" not in page and ">Accept</button>" not in page

