"""Routes of the simulate pages and the replay viewer (included at the site root)."""

from django.urls import path

from matches.views import replay, simulation

urlpatterns = [
    path("seasons/<int:season_id>/simulate/", simulation.simulate, name="simulation-start"),
    path("simulations/<int:batch_id>/", simulation.progress, name="simulation-progress"),
    path("simulations/<int:batch_id>/retry/", simulation.retry, name="simulation-retry"),
    path("matches/fixtures/<int:fixture_id>/replay/", replay.replay, name="replay"),
]
