"""matches answers league's requests: a fixture to simulate at its round's deadline (§8.5 policy)."""

from django.db import transaction
from django.dispatch import receiver

from league.simulation_hook import simulation_requested


@receiver(simulation_requested)
def queue_simulation(sender, fixture_id: int, **kwargs):
    from matches.tasks import simulate_fixture

    transaction.on_commit(lambda: simulate_fixture.delay(fixture_id))
