"""The audit log says who did what in words (issue 19): a ruling reads "commissioner X ruled on Fire v Metal:
set Fire 2-1 Metal: was 1-1", not a dict of team ids; the fixture page shows the dispute reason and the ruling."""

import pytest

from tests.league.blitz_helpers import decide, dispute, report, side
from tests.notifications.conftest import blitz_game  # noqa: F401  (a Blitz Bowl game between two coaches)

pytestmark = pytest.mark.django_db


def test_a_ruling_reads_as_a_sentence_with_the_old_score(client, blitz_game):  # noqa: F811
    commissioner, league, users, teams, game = blitz_game
    report(by=users[0], game=game, ending="end_of_deck", home=side(touchdowns=1), away=side(touchdowns=1))
    dispute(by=users[1], game=game, reason="We scored twice")
    decide(by=commissioner, game=game, ending="end_of_deck", home=side(touchdowns=1), away=side(touchdowns=2),
           reason="The photo shows two touchdowns")
    page = client.get(f"/leagues/{league.pk}/audit/").content.decode()
    home, away = teams[0].name, teams[1].name
    assert f"commissioner commish ruled on {home} v {away}: set {home} 3-6 {away}: was 3-3" in page
    assert "&#x27;team&#x27;" not in page and "{" not in page.split("<main", 1)[1]  # no raw dicts


def test_the_treasury_correction_names_the_team_and_both_amounts(client, blitz_game):  # noqa: F811
    from league.services.commissioner import correct_treasury

    commissioner, league, _, teams, _ = blitz_game
    before = teams[0].treasury
    correct_treasury(by=commissioner, team=teams[0], treasury=before + 5, reason="a typo")
    page = client.get(f"/leagues/{league.pk}/audit/").content.decode()
    assert f"commissioner commish corrected the treasury of {teams[0].name}: treasury from {before} to {before + 5}" in page


def test_the_fixture_page_shows_the_dispute_reason_and_the_ruling(client, blitz_game):  # noqa: F811
    commissioner, league, users, teams, game = blitz_game
    report(by=users[0], game=game, ending="end_of_deck", home=side(touchdowns=1), away=side())
    dispute(by=users[1], game=game, reason="We scored twice")
    decide(by=commissioner, game=game, ending="end_of_deck", home=side(touchdowns=1), away=side(touchdowns=2),
           reason="The photo shows two touchdowns")
    page = client.get(game.get_absolute_url(), follow=True).content.decode()
    assert "We scored twice" in page
    assert 'id="rulings"' in page and "The photo shows two touchdowns" in page


def test_a_dungeon_bowl_fixture_page_shows_the_ruling(client):
    from django.utils.html import escape

    from games.dungeon_bowl.services.reports import (
        LineData,
        ReportData,
        commissioner_decide,
        dispute_report,
        submit_report,
    )
    from league.models import Fixture, Season
    from league.services.schedule import generate_schedule
    from tests import schedule_factories as f

    commish = f.user()
    lg = f.league(commissioner=commish)
    s = f.season(lg)
    d = f.division(s, teams=4)
    generate_schedule(season=s, user=commish)
    Season.objects.filter(pk=s.pk).update(state=Season.State.REGULAR_SEASON)
    fx = Fixture.objects.filter(round__division=d, round__number=1).first()
    scorer = fx.home.players.first()
    data = ReportData(outcome="home_win", finish="touchdown", scorer_id=scorer.pk,
                      lines=[LineData(player_id=scorer.pk, pass_completions=1)])
    r = submit_report(fixture=fx, user=fx.home.coach.user, data=data)
    dispute_report(report=r, user=fx.away.coach.user, reason="It was a draw")
    commissioner_decide(report=r, user=commish, reason="The home coach's photo is clear")
    page = client.get(fx.get_absolute_url(), follow=True).content.decode()
    assert "It was a draw" in page and escape("The home coach's photo is clear") in page
    audit = client.get(f"/leagues/{lg.pk}/audit/").content.decode()
    assert escape(f"ruled on {fx.home.name} v {fx.away.name}: set {fx.home.name} beat {fx.away.name} (touchdown)") in audit
