"""Blitz Bowl pages, under /blitz/."""

from django.urls import path

from league.views import blitz_bowl as views

urlpatterns = [
    path("new/", views.league_new, name="blitz-league-new"),
    path("<int:league_id>/", views.league_detail, name="blitz-league"),
    path("<int:league_id>/join/", views.league_join, name="blitz-join"),
    path("<int:league_id>/start/", views.league_start, name="blitz-start"),
    path("<int:league_id>/settings/", views.league_settings, name="blitz-settings"),
    path("<int:league_id>/round/", views.league_round, name="blitz-round"),
    path("<int:league_id>/arrange/", views.league_arrange, name="blitz-arrange"),
    path("<int:league_id>/finals/", views.league_finals, name="blitz-finals"),
    path("teams/<int:team_id>/", views.coach_roster, name="blitz-roster"),
    path("traits/<int:trait_id>/choose/", views.trait_choose, name="blitz-trait-choose"),
    path("traits/<int:trait_id>/used/", views.trait_used, name="blitz-trait-used"),
    path("games/<int:game_id>/", views.game_detail, name="blitz-game"),
    path("games/<int:game_id>/report/", views.game_report, name="blitz-game-report"),
    path("games/<int:game_id>/confirm/", views.game_confirm, name="blitz-game-confirm"),
    path("games/<int:game_id>/dispute/", views.game_dispute, name="blitz-game-dispute"),
    path("games/<int:game_id>/decide/", views.game_decide, name="blitz-game-decide"),
]
