"""matches answers league's requests: a fixture to simulate at its round's deadline (the league's policy for unplayed fixtures)."""

from django.dispatch import receiver

from league.simulation_hook import simulation_requested
from matches.services.simulation import queue_simulation


@receiver(simulation_requested)
def simulation_requested_by_league(sender, fixture_id: int, **kwargs):
    queue_simulation(fixture_id=fixture_id)
