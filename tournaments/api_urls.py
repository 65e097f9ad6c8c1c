from django.urls import path

from tournaments import api

urlpatterns = [
    path("", api.tournaments, name="api-tournaments"),
    path("<int:tournament_id>/", api.tournament, name="api-tournament"),
    path("<int:tournament_id>/register/", api.register, name="api-tournament-register"),
    path("<int:tournament_id>/start/", api.start, name="api-tournament-start"),
    path("<int:tournament_id>/pair/", api.pair, name="api-tournament-pair"),
]
