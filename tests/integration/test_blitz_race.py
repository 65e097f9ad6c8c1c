"""Blitz Bowl writes at the same moment (real concurrent requests on PostgreSQL): the last two
quarter-finals confirmed at once make the semi-finals exactly once; a double click on "start the
finals" draws them once."""

import threading

import pytest
from django.db import connection
from django.test import Client

from games.blitz_bowl import services as blitz
from league.models import Fixture
from league.services.errors import RuleViolation
from tests.league.blitz_helpers import confirm, make_blitz_league, report, side, user_of

pytestmark = [pytest.mark.integration, pytest.mark.django_db(transaction=True)]


def _post_at_once(requests):
    barrier = threading.Barrier(len(requests))
    results: list = [None] * len(requests)

    def run(i, client, url):
        try:
            barrier.wait(timeout=10)
            results[i] = client.post(url, {})
        finally:
            connection.close()

    threads = [threading.Thread(target=run, args=(i, *req)) for i, req in enumerate(requests)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=30)
    return results


def _finished_league(make_user, coaches):
    commissioner, league, users, teams = make_blitz_league(make_user, coaches, quarter_finals=coaches >= 8)
    while True:
        try:
            games = blitz.generate_round(by=commissioner, league=league)
        except RuleViolation:
            break
        for game in games:
            report(by=user_of(users, teams, game.home), game=game, home=side(touchdowns=2),
                                away=side(touchdowns=1), ending="end_of_deck")
            confirm(by=user_of(users, teams, game.away), game=game)
    return commissioner, league, users, teams


def _client(user):
    client = Client()
    client.force_login(user)
    return client


def test_last_two_quarter_finals_confirmed_at_once_make_the_semi_finals_once(postgres, make_user):
    commissioner, league, users, teams = _finished_league(make_user, 8)
    quarter_finals = blitz.start_finals(by=commissioner, league=league)
    for game in quarter_finals:
        report(by=user_of(users, teams, game.home), game=game, home=side(touchdowns=2),
                            away=side(touchdowns=1), ending="end_of_deck")
    for game in quarter_finals[:2]:
        confirm(by=user_of(users, teams, game.away), game=game)
    results = _post_at_once([(_client(user_of(users, teams, g.away)), f"/blitz/fixtures/{g.pk}/confirm/")
                             for g in quarter_finals[2:]])
    assert [r.status_code for r in results] == [302, 302]
    assert Fixture.objects.filter(playoff_match__stage="quarter_final", status="played").count() == 4
    assert Fixture.objects.filter(playoff_match__stage="semi_final").count() == 2


def test_a_double_click_on_start_the_finals_draws_them_once(postgres, make_user):
    commissioner, league, users, teams = _finished_league(make_user, 3)
    url = f"/blitz/{league.pk}/finals/"
    results = _post_at_once([(_client(commissioner), url), (_client(commissioner), url)])
    assert [r.status_code for r in results] == [302, 302]
    assert Fixture.objects.filter(playoff_match__stage="final").count() == 1
