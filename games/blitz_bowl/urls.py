"""Blitz Bowl pages, under /blitz/."""

from django.urls import path

from games.blitz_bowl import views

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
    path("fixtures/<int:fixture_id>/", views.fixture_detail, name="blitz-fixture"),
    path("fixtures/<int:fixture_id>/report/", views.fixture_report, name="blitz-fixture-report"),
    path("fixtures/<int:fixture_id>/confirm/", views.fixture_confirm, name="blitz-fixture-confirm"),
    path("fixtures/<int:fixture_id>/dispute/", views.fixture_dispute, name="blitz-fixture-dispute"),
    path("fixtures/<int:fixture_id>/decide/", views.fixture_decide, name="blitz-fixture-decide"),
    # Games from before the move onto core fixtures keep their links.
    path("games/<int:game_id>/", views.legacy_game, name="blitz-legacy-game"),
    path("games/<int:game_id>/<str:action>/", views.legacy_game, name="blitz-legacy-game-action"),
]
