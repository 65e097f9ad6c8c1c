"""Blood Bowl 2016 pages, under /bb2016/ (its fixture page is the core's matches:fixture)."""

from django.urls import path

from games.blood_bowl_2016 import views

urlpatterns = [
    path("leagues/<int:league_id>/build/", views.builder, name="bb2016-builder"),
    path("teams/<int:team_id>/", views.team, name="bb2016-team"),
    path("fixtures/<int:fixture_id>/report/", views.report, name="bb2016-report"),
    path("fixtures/<int:fixture_id>/answer/", views.answer, name="bb2016-answer"),
    path("fixtures/<int:fixture_id>/simulate/", views.simulate, name="bb2016-simulate"),
    path("fixtures/<int:fixture_id>/replay/", views.replay, name="bb2016-replay"),
    path("seasons/<int:season_id>/", views.season, name="bb2016-season"),
]
