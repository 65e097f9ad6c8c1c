"""Routes of fixture pages (namespace "matches"): the core's fixture page, and the routes a game adds to
this namespace (matches/hooks.py MatchPages.routes, registered in its AppConfig.ready())."""

from django.urls import path

from matches.hooks import game_routes
from matches.views import fixture

app_name = "matches"

urlpatterns = [
    path("fixtures/<int:fixture_id>/", fixture.fixture, name="fixture"),
    *game_routes(),
]
