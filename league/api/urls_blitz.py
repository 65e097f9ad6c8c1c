"""Blitz Bowl API routes, under /api/blitz/."""

from django.urls import path

from league.api import blitz_bowl as api

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
    path("games/<int:game_id>/", api.game_detail, name="api-blitz-game"),
    path("games/<int:game_id>/report/", api.game_report, name="api-blitz-game-report"),
    path("games/<int:game_id>/confirm/", api.game_confirm, name="api-blitz-game-confirm"),
    path("games/<int:game_id>/dispute/", api.game_dispute, name="api-blitz-game-dispute"),
    path("games/<int:game_id>/decide/", api.game_decide, name="api-blitz-game-decide"),
    path("traits/<int:trait_id>/choose/", api.trait_choose, name="api-blitz-trait-choose"),
    path("traits/<int:trait_id>/used/", api.trait_used, name="api-blitz-trait-used"),
]
