from django.urls import path

from history import views

app_name = "history"

urlpatterns = [
    path("teams/<int:team_id>/history/", views.team_history, name="team"),
    path("leagues/<int:league_id>/history/", views.league_history, name="league"),
    path("seasons/<int:season_id>/history/", views.season_history, name="season"),
    path("teams/<int:team_id>/calendar.ics", views.team_calendar, name="team-calendar"),
    path("leagues/<int:league_id>/calendar.ics", views.league_calendar, name="league-calendar"),
    path("teams/<int:team_id>/sheet/", views.roster_sheet, name="roster-sheet"),
    path("teams/<int:team_id>/roster.json", views.roster_json, name="roster-json"),
    path("leagues/<int:league_id>/export.json", views.league_json, name="league-json"),
    path("leagues/<int:league_id>/import-team/", views.team_import, name="team-import"),
    path("accounts/api-token/", views.api_token, name="api-token"),
]
