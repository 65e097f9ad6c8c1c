from django.urls import path

from matches.api import simulation

urlpatterns = [
    path("seasons/<int:season_id>/simulations/", simulation.StartSimulationView.as_view(), name="api-start-simulation"),
    path("simulations/<int:batch_id>/", simulation.SimulationProgressView.as_view(), name="api-simulation"),
    path("simulations/<int:batch_id>/retry/", simulation.RetrySimulationView.as_view(), name="api-simulation-retry"),
]
