"""Kaosball pages, under /kaosball/."""

from django.urls import path

from games.kaosball import views

urlpatterns = [
    path("new/", views.league_new, name="kaosball-league-new"),
    path("<int:league_id>/", views.league_detail, name="kaosball-league"),
    path("<int:league_id>/join/", views.league_join, name="kaosball-join"),
    path("<int:league_id>/settings/", views.league_settings, name="kaosball-settings"),
    path("<int:league_id>/start/", views.league_start, name="kaosball-start"),
    path("<int:league_id>/friendlies/", views.league_friendly, name="kaosball-friendly"),
    path("<int:league_id>/playoffs/", views.league_playoffs, name="kaosball-playoffs"),
    path("teams/<int:team_id>/", views.team_detail, name="kaosball-team"),
    path("fixtures/<int:fixture_id>/", views.fixture_detail, name="kaosball-fixture"),
    path("fixtures/<int:fixture_id>/report/", views.fixture_report, name="kaosball-fixture-report"),
    path("fixtures/<int:fixture_id>/confirm/", views.fixture_confirm, name="kaosball-fixture-confirm"),
    path("fixtures/<int:fixture_id>/dispute/", views.fixture_dispute, name="kaosball-fixture-dispute"),
    path("fixtures/<int:fixture_id>/decide/", views.fixture_decide, name="kaosball-fixture-decide"),
    path("fixtures/<int:fixture_id>/simulate/", views.fixture_simulate, name="kaosball-fixture-simulate"),
    path("fixtures/<int:fixture_id>/auction/", views.auction, name="kaosball-auction"),
    path("fixtures/<int:fixture_id>/auction/start/", views.auction_start, name="kaosball-auction-start"),
    path("fixtures/<int:fixture_id>/auction/act/", views.auction_act, name="kaosball-auction-act"),
]
