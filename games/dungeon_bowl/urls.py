"""Dungeon Bowl's own pages (mounted at the site root by dugout/urls.py): the post-match sequence, the
replay, and their API. Its report and pre-match routes join the core's "matches" namespace instead
(`MATCH_ROUTES`, registered in hooks.py), so every path and URL name is the one it had in matches/."""

from django.urls import include, path

from games.dungeon_bowl.views import multiplayer, postmatch, prematch, replay, reports

urlpatterns = [
    path("postmatch/<int:fixture_id>/", postmatch.match_page, name="postmatch-match"),
    path("postmatch/<int:fixture_id>/<int:team_id>/", postmatch.advancement_page, name="postmatch-advancements"),
    path("postmatch/<int:fixture_id>/<int:team_id>/players/<int:player_id>/", postmatch.player_action,
         name="postmatch-player-action"),
    path("postmatch/<int:fixture_id>/<int:team_id>/finish/", postmatch.finish_step, name="postmatch-finish"),
    path("players/<int:player_id>/rolls/", postmatch.player_rolls, name="postmatch-player-rolls"),
    path("leagues/<int:league_id>/matches/", postmatch.league_matches, name="postmatch-league-matches"),
    path("leagues/<int:league_id>/cemetery/", postmatch.cemetery, name="postmatch-cemetery"),
    path("matches/fixtures/<int:fixture_id>/replay/", replay.replay, name="replay"),
    path("api/postmatch/", include("games.dungeon_bowl.api.postmatch_urls")),
    path("api/matches/", include("games.dungeon_bowl.api.urls")),
    path("seasons/<int:season_id>/multiplayer/", multiplayer.arrange, name="multiplayer-arrange"),  # §10.1
    path("", include("games.dungeon_bowl.league_urls")),  # the campaign in the league: teams, sponsors, off-season
]

# Under /matches/, in the core's "matches" namespace (matches/urls/__init__.py).
MATCH_ROUTES = (
    path("fixtures/<int:fixture_id>/report/", reports.submit, name="submit-report"),
    path("fixtures/<int:fixture_id>/prematch/", prematch.prematch, name="prematch"),
    path("fixtures/<int:fixture_id>/prematch/buy/", prematch.buy, name="buy-inducements"),
    path("fixtures/<int:fixture_id>/prematch/journeymen/", prematch.journeymen, name="choose-journeymen"),
    path("reports/<int:report_id>/confirm/", reports.confirm, name="confirm-report"),
    path("reports/<int:report_id>/dispute/", reports.dispute, name="dispute-report"),
    path("reports/<int:report_id>/decide/", reports.decide, name="decide-report"),
    path("fixtures/<int:fixture_id>/placings/", multiplayer.report, name="report-placings"),  # §10.1
)
