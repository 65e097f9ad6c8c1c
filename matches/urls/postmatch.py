"""Routes of the post-match pages (included at the site root; names start with "postmatch-")."""

from django.urls import path

from matches.views import postmatch

urlpatterns = [
    path("postmatch/<int:fixture_id>/", postmatch.match_page, name="postmatch-match"),
    path("postmatch/<int:fixture_id>/<int:team_id>/", postmatch.advancement_page, name="postmatch-advancements"),
    path("postmatch/<int:fixture_id>/<int:team_id>/players/<int:player_id>/", postmatch.player_action,
         name="postmatch-player-action"),
    path("postmatch/<int:fixture_id>/<int:team_id>/finish/", postmatch.finish_step, name="postmatch-finish"),
    path("players/<int:player_id>/rolls/", postmatch.player_rolls, name="postmatch-player-rolls"),
    path("leagues/<int:league_id>/matches/", postmatch.league_matches, name="postmatch-league-matches"),
    path("leagues/<int:league_id>/cemetery/", postmatch.cemetery, name="postmatch-cemetery"),
]
