"""§8.7: inter-division friendlies — different divisions, each pair once, no league points, no MVP."""

import pytest
from django.core.exceptions import PermissionDenied, ValidationError
from django.urls import reverse
from rest_framework.test import APIClient

from league.models import Fixture, Season
from league.services.schedule import arrange_friendly
from tests import schedule_factories as f


@pytest.fixture
def two_divisions(db):
    commish = f.user()
    lg = f.league(commissioner=commish)
    s = f.season(lg, state=Season.State.REGULAR_SEASON)
    d1, d2 = f.division(s, teams=4), f.division(s, teams=4)
    return commish, s, list(d1.teams.all()), list(d2.teams.all())


def test_arrange_once_per_pair_either_way_round(two_divisions):
    _, s, north, south = two_divisions
    a, b = north[0], south[0]
    fx = arrange_friendly(home=a, away=b, user=a.coach.user)
    assert fx.kind == Fixture.Kind.FRIENDLY and fx.round is None and fx.season == s
    with pytest.raises(ValidationError, match="only once"):
        arrange_friendly(home=b, away=a, user=b.coach.user)
    arrange_friendly(home=a, away=south[1], user=a.coach.user)  # any number of friendlies, other opponents
    assert Fixture.objects.filter(kind="friendly").count() == 2


def test_same_division_is_refused(two_divisions):
    _, _, north, _ = two_divisions
    with pytest.raises(ValidationError, match="different divisions"):
        arrange_friendly(home=north[0], away=north[1], user=north[0].coach.user)


def test_only_outside_regular_season_is_refused(two_divisions):
    _, s, north, south = two_divisions
    Season.objects.filter(pk=s.pk).update(state=Season.State.REGISTRATION)
    with pytest.raises(ValidationError, match="Regular Season"):
        arrange_friendly(home=north[0], away=south[0], user=north[0].coach.user)


def test_outsider_cannot_arrange(two_divisions):
    _, _, north, south = two_divisions
    with pytest.raises(PermissionDenied):
        arrange_friendly(home=north[0], away=south[0], user=north[1].coach.user)
    assert not Fixture.objects.filter(kind="friendly").exists()


def test_friendly_unique_constraint_holds_in_the_database(two_divisions):
    from django.db import IntegrityError, transaction

    _, s, north, south = two_divisions
    Fixture.objects.create(season=s, kind="friendly", home=north[0], away=south[0])
    with pytest.raises(IntegrityError), transaction.atomic():
        Fixture.objects.create(season=s, kind="friendly", home=south[0], away=north[0])


def test_page_and_api(two_divisions):
    from django.test import Client

    _, s, north, south = two_divisions
    a, b = north[0], south[0]
    c = Client()
    c.force_login(north[1].coach.user)  # not a's coach: the form offers only their own teams
    r = c.post(reverse("schedule:arrange-friendly", args=[s.pk]), {"team": a.pk, "opponent": b.pk}, follow=True)
    assert not Fixture.objects.filter(kind="friendly").exists()
    api = APIClient()
    api.force_authenticate(north[1].coach.user)
    r = api.post("/api/friendlies/", {"home": a.pk, "away": b.pk}, format="json")
    assert r.status_code == 403
    c.force_login(a.coach.user)
    r = c.post(reverse("schedule:arrange-friendly", args=[s.pk]), {"team": a.pk, "opponent": b.pk}, follow=True)
    assert "Friendly arranged" in r.content.decode()
    api.force_authenticate(a.coach.user)
    r = api.post("/api/friendlies/", {"home": a.pk, "away": b.pk}, format="json")
    assert r.status_code == 400 and "only once" in str(r.json())
