"""Kaosball API routes, under /api/kaosball/. Reports use the API every game uses (/api/matches/)."""

from django.urls import path

from games.kaosball import api

urlpatterns = [
    path("leagues/", api.league_create, name="api-kaosball-league-create"),
    path("leagues/<int:league_id>/", api.league_detail, name="api-kaosball-league"),
    path("leagues/<int:league_id>/join/", api.league_join, name="api-kaosball-join"),
    path("leagues/<int:league_id>/settings/", api.league_settings, name="api-kaosball-settings"),
    path("leagues/<int:league_id>/start/", api.league_start, name="api-kaosball-start"),
    path("leagues/<int:league_id>/friendlies/", api.league_friendly, name="api-kaosball-friendly"),
    path("leagues/<int:league_id>/playoffs/", api.league_playoffs, name="api-kaosball-playoffs"),
    path("teams/<int:team_id>/", api.team_detail, name="api-kaosball-team"),
    path("fixtures/<int:fixture_id>/simulate/", api.fixture_simulate, name="api-kaosball-simulate"),
    path("fixtures/<int:fixture_id>/auction/", api.auction, name="api-kaosball-auction"),
    path("fixtures/<int:fixture_id>/auction/act/", api.auction_act, name="api-kaosball-auction-act"),
]
