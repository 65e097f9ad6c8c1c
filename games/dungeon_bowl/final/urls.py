from django.urls import path

from games.dungeon_bowl.final import views

urlpatterns = [
    path("leagues/<int:league_id>/final/", views.league_final, name="league-final"),
    path("finals/<int:final_id>/", views.final, name="final"),
    path("finals/<int:final_id>/events.json", views.events, name="final-events"),
    path("finals/<int:final_id>/take/", views.take, name="final-take"),
    path("finals/<int:final_id>/play/", views.play, name="final-play"),
    path("finals/<int:final_id>/report/", views.report, name="final-report"),
]
