"""Blood Bowl 2016 API routes, under /api/bb2016/."""

from django.urls import path

from games.blood_bowl_2016 import api

urlpatterns = [
    path("leagues/<int:league_id>/teams/", api.league_teams, name="api-bb2016-teams"),
    path("leagues/<int:league_id>/next-season/", api.league_next_season, name="api-bb2016-next-season"),
    path("seasons/<int:season_id>/playoffs/", api.season_playoffs, name="api-bb2016-playoffs"),
    path("fixtures/<int:fixture_id>/simulate/", api.fixture_simulate, name="api-bb2016-simulate"),
    path("fixtures/<int:fixture_id>/replay/", api.fixture_replay, name="api-bb2016-replay"),
]
