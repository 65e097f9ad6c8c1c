from django.urls import path

from games.dungeon_bowl.sponsors import api, views

# Both keep the name they had (the API's from league's router); the page's is listed last, so {% url %} gives it.
urlpatterns = [
    path("api/teams/<int:pk>/sponsor/", api.SponsorView.as_view(), name="team-sponsor"),
    path("teams/<int:team_id>/sponsor/", views.team_sponsor, name="team-sponsor"),
    path("api/teams/<int:pk>/athlete/", api.AthleteView.as_view(), name="team-athlete-api"),
    path("teams/<int:team_id>/athlete/", views.team_athlete, name="team-athlete"),
    path("api/leagues/<int:pk>/random-sponsors/", api.RandomSponsorsView.as_view(), name="league-random-sponsors-api"),
    path("leagues/<int:league_id>/sponsors/random/", views.league_random_sponsors, name="league-random-sponsors"),
]
