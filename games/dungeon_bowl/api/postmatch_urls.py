from django.urls import path

from games.dungeon_bowl.api import postmatch

urlpatterns = [
    path("fixtures/<int:fixture_id>/", postmatch.PostMatchView.as_view(), name="api-postmatch"),
    path("players/<int:player_id>/advancement/", postmatch.AdvancementView.as_view(), name="api-postmatch-advancement"),
    path("players/<int:player_id>/improvement/", postmatch.ImprovementView.as_view(), name="api-postmatch-improvement"),
]
