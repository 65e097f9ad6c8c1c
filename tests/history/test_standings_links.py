"""Standings: team names link to their pages, and the page says which tie-breaker separated teams level
on points (§8.6: league points, then touchdowns, then casualties)."""

import pytest

from league.models import Fixture
from league.services.fixtures import record_result
from tests import playoff_factories as pf

pytestmark = pytest.mark.django_db


def test_names_link_and_the_tie_breaks_applied_are_explained(client):
    commish, lg, s, (a,) = pf.regular_season(1)
    t = pf.teams_of(a)

    def win(home, away, score):
        fx = Fixture.objects.filter(season=s, home=home, away=away).first()
        record_result(fixture=fx, outcome=Fixture.Outcome.HOME_WIN, finish="touchdown", scores=(score, 0),
                      side_data=({"casualties": 0}, {"casualties": 0}))

    win(t[0], t[1], 2)
    win(t[2], t[3], 1)
    page = client.get(f"/divisions/{a.pk}/standings/").content.decode()
    for team in t:
        assert f'<a href="/teams/{team.pk}/">{team.name}</a>' in page
    # t0 and t2 both won once (3 points): touchdowns decide, 2 v 1
    assert f"{t[0].name} ahead of {t[2].name} (both 3 points) on TD: 2 v 1" in page
    # t1 and t3 lost 0-2 and 0-1: touchdowns level at 0, casualties level at 0: by name
    first, second = sorted([t[1].name, t[3].name])
    assert f"{first} ahead of {second} (both 0 points): level on every tie-breaker, listed by name" in page
    # the HTMX fragment (sorting) keeps the links too
    fragment = client.get(f"/divisions/{a.pk}/standings/?sort=won", HTTP_HX_REQUEST="true").content.decode()
    assert f'href="/teams/{t[0].pk}/"' in fragment and "Tie-breaks applied" not in fragment
