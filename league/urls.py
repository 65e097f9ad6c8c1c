from django.urls import include, path

from league.views import home, leagues, playoffs, teams

urlpatterns = [
    path("", home.home, name="home"),
]

# Schedule, standings and unplayed fixtures (schedule issue).
urlpatterns += [path("", include("league.urls_schedule"))]

# Leagues, seasons, teams and rosters (the league/teams work).
urlpatterns += [
    path("dashboard/", leagues.dashboard, name="dashboard"),
    path("leagues/new/", leagues.league_new, name="league-new"),
    path("leagues/<int:league_id>/", leagues.league_detail, name="league-detail"),
    path("leagues/<int:league_id>/settings/", leagues.league_settings, name="league-settings"),
    path("leagues/<int:league_id>/commissioners/", leagues.league_add_commissioner, name="league-add-commissioner"),
    path("leagues/<int:league_id>/audit/", leagues.league_audit, name="league-audit"),
    path("leagues/<int:league_id>/seasons/new/", leagues.season_new, name="season-new"),
    path("seasons/<int:season_id>/", leagues.season_detail, name="season-detail"),
    path("seasons/<int:season_id>/state/", leagues.season_state, name="season-state"),
    path("seasons/<int:season_id>/enter/", leagues.season_enter, name="season-enter"),
    path("seasons/<int:season_id>/divisions/", leagues.season_divisions, name="season-divisions"),
    path("seasons/<int:season_id>/draw/", leagues.season_draw, name="season-draw"),
    path("entries/<int:entry_id>/decide/", leagues.entry_decide, name="entry-decide"),
    path("teams/<int:team_id>/", teams.team_detail, name="team-detail"),
    path("teams/<int:team_id>/correct/", teams.team_correct, name="team-correct"),
]

# Play-offs: one bracket service for every game.
urlpatterns += [
    path("seasons/<int:season_id>/playoffs/", playoffs.bracket, name="playoff-bracket"),
    path("seasons/<int:season_id>/playoffs/draw/", playoffs.draw, name="playoff-draw"),
]
