"""Tournament pages, under /tournaments/."""

from django.urls import path

from tournaments import views

urlpatterns = [
    path("", views.tournament_list, name="tournament-list"),
    path("new/", views.tournament_new, name="tournament-new"),
    path("<int:tournament_id>/", views.tournament_detail, name="tournament"),
    path("<int:tournament_id>/register/", views.tournament_register, name="tournament-register"),
    path("<int:tournament_id>/withdraw/<int:team_id>/", views.tournament_withdraw, name="tournament-withdraw"),
    path("<int:tournament_id>/start/", views.tournament_start, name="tournament-start"),
    path("<int:tournament_id>/pair/", views.tournament_pair, name="tournament-pair"),
    path("games/<int:fixture_id>/", views.fixture_detail, name="tournament-fixture"),
    path("games/<int:fixture_id>/report/", views.fixture_report, name="tournament-fixture-report"),
    path("games/<int:fixture_id>/confirm/", views.fixture_confirm, name="tournament-fixture-confirm"),
    path("games/<int:fixture_id>/dispute/", views.fixture_dispute, name="tournament-fixture-dispute"),
    path("games/<int:fixture_id>/decide/", views.fixture_decide, name="tournament-fixture-decide"),
]
