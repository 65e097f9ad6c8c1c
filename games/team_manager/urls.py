"""Team Manager pages, under /team-manager/."""

from django.urls import path

from games.team_manager import views

urlpatterns = [
    path("new/", views.league_new, name="tm-league-new"),
    path("helper/", views.scoring_helper, name="tm-helper"),
    path("<int:league_id>/", views.league_detail, name="tm-league"),
    path("<int:league_id>/join/", views.league_join, name="tm-join"),
    path("<int:league_id>/games/", views.game_new, name="tm-game-new"),
    path("managers/<int:team_id>/", views.manager, name="tm-manager"),
    path("games/<int:fixture_id>/", views.game_detail, name="tm-game"),
    path("games/<int:fixture_id>/weeks/", views.week_enter, name="tm-week-enter"),
    path("games/<int:fixture_id>/weeks/<int:number>/confirm/", views.week_confirm, name="tm-week-confirm"),
    path("games/<int:fixture_id>/weeks/<int:number>/dispute/", views.week_dispute, name="tm-week-dispute"),
    path("games/<int:fixture_id>/weeks/<int:number>/rule/", views.week_rule, name="tm-week-rule"),
    path("games/<int:fixture_id>/end/", views.end_report, name="tm-end"),
    path("games/<int:fixture_id>/end/<str:action>/", views.end_answer, name="tm-end-answer"),
]
