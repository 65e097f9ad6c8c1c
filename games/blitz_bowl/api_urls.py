"""Blitz Bowl API routes, under /api/blitz/. Reports use the API every game uses (/api/matches/)."""

from django.urls import path

from games.blitz_bowl import api

urlpatterns = [
    path("leagues/", api.league_create, name="api-blitz-league-create"),
    path("leagues/<int:league_id>/", api.league_detail, name="api-blitz-league"),
    path("leagues/<int:league_id>/join/", api.league_join, name="api-blitz-join"),
    path("leagues/<int:league_id>/settings/", api.league_settings, name="api-blitz-settings"),
    path("leagues/<int:league_id>/start/", api.league_start, name="api-blitz-start"),
    path("leagues/<int:league_id>/rounds/", api.league_round, name="api-blitz-round"),
    path("leagues/<int:league_id>/games/", api.league_arrange, name="api-blitz-arrange"),
    path("leagues/<int:league_id>/finals/", api.league_finals, name="api-blitz-finals"),
    path("teams/<int:team_id>/roster/", api.coach_roster, name="api-blitz-roster"),
    path("fixtures/<int:fixture_id>/", api.fixture_detail, name="api-blitz-fixture"),
    path("traits/<int:trait_id>/choose/", api.trait_choose, name="api-blitz-trait-choose"),
    path("traits/<int:trait_id>/used/", api.trait_used, name="api-blitz-trait-used"),
    # Games from before the move onto core fixtures: redirected to where they live now.
    path("games/<int:game_id>/", api.legacy_game, name="api-blitz-legacy-game"),
    path("games/<int:game_id>/<str:action>/", api.legacy_game, name="api-blitz-legacy-game-action"),
]
