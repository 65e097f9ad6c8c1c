"""Team Manager API routes, under /api/team-manager/."""

from django.urls import path

from games.team_manager import api

urlpatterns = [
    path("leagues/", api.league_create, name="api-tm-league-create"),
    path("leagues/<int:league_id>/", api.league_detail, name="api-tm-league"),
    path("leagues/<int:league_id>/join/", api.league_join, name="api-tm-join"),
    path("leagues/<int:league_id>/games/", api.game_create, name="api-tm-game-create"),
    path("games/<int:fixture_id>/", api.game_detail, name="api-tm-game"),
    path("games/<int:fixture_id>/weeks/", api.week_enter, name="api-tm-week-enter"),
    path("games/<int:fixture_id>/weeks/<int:number>/confirm/", api.week_confirm, name="api-tm-week-confirm"),
    path("games/<int:fixture_id>/weeks/<int:number>/dispute/", api.week_dispute, name="api-tm-week-dispute"),
    path("games/<int:fixture_id>/weeks/<int:number>/rule/", api.week_rule, name="api-tm-week-rule"),
    path("games/<int:fixture_id>/end/", api.end_report, name="api-tm-end"),
    path("games/<int:fixture_id>/end/<str:action>/", api.end_answer, name="api-tm-end-answer"),
    path("managers/<int:team_id>/", api.manager, name="api-tm-manager"),
    path("helper/", api.helper, name="api-tm-helper"),
]
