"""The fixture page of any game (matches:fixture): a game with a page of its own elsewhere is sent there
(league/games.py), a game that shows its fixtures on this URL renders them itself (matches/hooks.py
MatchPages.fixture), any other game gets the core's page: the sides, their scores and the result report."""

from __future__ import annotations

from django.shortcuts import get_object_or_404, redirect, render

from dugout.page_cache import cacheable
from league.games import pages_of
from league.models import Fixture
from matches.hooks import match_pages_of
from matches.selectors.fixture import fixture_page


@cacheable
def fixture(request, fixture_id: int):
    fx = get_object_or_404(
        Fixture.objects.select_related("home__coach__user", "away__coach__user", "season__league", "round", "conceded_by"),
        pk=fixture_id,
    )
    ruleset = fx.season.league.ruleset
    if own_page := pages_of(ruleset).fixture:  # a game that shows its fixtures on a page of its own
        return redirect(own_page, fixture_id=fx.pk)
    if game_view := match_pages_of(ruleset).fixture:
        return game_view(request, fx)
    return render(request, "matches/fixture.html", fixture_page(fx))
