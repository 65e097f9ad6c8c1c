from django.contrib import admin
from django.urls import include, path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerView

from dugout.health import healthz

urlpatterns = [
    path("admin/", admin.site.urls),
    path("healthz", healthz, name="healthz"),
    path("api/schema/", SpectacularAPIView.as_view(), name="api-schema"),
    path("api/docs/", SpectacularSwaggerView.as_view(url_name="api-schema"), name="api-docs"),
    path("api/blitz/", include("games.blitz_bowl.api_urls")),
    path("api/kaosball/", include("games.kaosball.api_urls")),
    path("api/tournaments/", include("tournaments.api_urls")),
    path("api/", include("league.api.urls")),
    path("accounts/", include("league.urls_accounts")),
    path("blitz/", include("games.blitz_bowl.urls")),
    path("api/team-manager/", include("games.team_manager.api_urls")),
    path("team-manager/", include("games.team_manager.urls")),
    path("kaosball/", include("games.kaosball.urls")),
    path("tournaments/", include("tournaments.urls")),
    path("api/bb2016/", include("games.blood_bowl_2016.api_urls")),
    path("bb2016/", include("games.blood_bowl_2016.urls")),
    path("", include("games.dungeon_bowl.urls")),
    path("", include("matches.urls.simulation")),
    path("", include("history.urls")),
    path("", include("league.urls")),
]

# Match reports and the pre-match sheet (schedule issue).
urlpatterns += [
    path("api/matches/", include("matches.api.results")),
    path("api/", include("matches.api.urls.simulation")),
    path("matches/", include("matches.urls")),
]

# Notifications: my notifications and email settings, a league's webhooks (issue 19).
urlpatterns += [path("", include("notifications.urls"))]
# Sign-in lockout (issue #23): the login page and the API token endpoint count failed sign-ins.
from dugout.lockout import LockoutLoginView, LockoutObtainAuthToken  # noqa: E402

urlpatterns[:0] = [
    path("accounts/login/", LockoutLoginView.as_view(), name="login"),
    path("api/token/", LockoutObtainAuthToken.as_view(), name="api-token"),
]

# Languages (issue 20, docs/i18n.md): the switcher posts here; a signed-in coach's choice is saved.
from dugout.i18n import set_language  # noqa: E402

urlpatterns += [path("i18n/setlang/", set_language, name="set_language")]
