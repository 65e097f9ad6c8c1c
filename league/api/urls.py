"""The REST API's routes (DRF router); each resource registers its viewset here."""

from django.urls import path
from rest_framework.authtoken.views import obtain_auth_token
from rest_framework.routers import DefaultRouter

from league.api import views as league_views
from league.api.playoffs import BracketView

router = DefaultRouter()

# Leagues, seasons, divisions, teams and players (the league/teams work).
router.register("leagues", league_views.LeagueViewSet, basename="league")
router.register("seasons", league_views.SeasonViewSet, basename="season")
router.register("divisions", league_views.DivisionViewSet, basename="division")
router.register("teams", league_views.TeamViewSet, basename="team")
router.register("players", league_views.PlayerViewSet, basename="player")

urlpatterns = [
    # POST username and password, get the token for "Authorization: Token <key>".
    path("token/", obtain_auth_token, name="api-token"),
    *router.urls,
    # Play-offs (§8.8).
    path("seasons/<int:season_id>/bracket/", BracketView.as_view(), name="api-bracket"),
]

# Schedule, standings and unplayed fixtures (schedule issue).
from league.api.schedule import urlpatterns as schedule_urlpatterns  # noqa: E402

urlpatterns += schedule_urlpatterns
