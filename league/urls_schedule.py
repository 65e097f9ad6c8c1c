"""Routes for the schedule, standings and unplayed fixtures (namespace "schedule")."""

from django.urls import path

from league.views import schedule, standings

app_name = "schedule"

urlpatterns = [
    path("seasons/<int:season_id>/schedule/", schedule.schedule, name="season"),
    path("seasons/<int:season_id>/schedule/generate/", schedule.generate, name="generate"),
    path("seasons/<int:season_id>/penalties/", schedule.dock_points, name="dock-points"),
    path("seasons/<int:season_id>/friendlies/", schedule.arrange_friendly, name="arrange-friendly"),
    path("rounds/<int:round_id>/deadline/", schedule.move_deadline, name="move-deadline"),
    path("fixtures/<int:fixture_id>/concede/", schedule.concede, name="concede"),
    path("fixtures/<int:fixture_id>/decide/", schedule.decide, name="decide"),
    path("divisions/<int:division_id>/standings/", standings.standings, name="standings"),
    path("divisions/<int:division_id>/standings.csv", standings.standings_csv, name="standings-csv"),
]
