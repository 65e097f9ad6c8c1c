"""Routes of the simulate pages (included at the site root)."""

from django.urls import path

from matches.views import simulation

urlpatterns = [
    path("seasons/<int:season_id>/simulate/", simulation.simulate, name="simulation-start"),
    path("simulations/<int:batch_id>/", simulation.progress, name="simulation-progress"),
    path("simulations/<int:batch_id>/retry/", simulation.retry, name="simulation-retry"),
]
