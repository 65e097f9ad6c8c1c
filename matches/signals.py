"""matches answers league's requests: a fixture to simulate at its round's deadline (the league's policy for unplayed
fixtures), and a result report nobody confirmed by the deadline (the league's policy for unconfirmed reports)."""

from django.dispatch import receiver

from league.report_hook import unconfirmed_report_due
from league.simulation_hook import simulation_requested
from matches.services.results import settle_at_deadline
from matches.services.simulation import queue_simulations


@receiver(simulation_requested)
def simulation_requested_by_league(sender, fixture_id: int, **kwargs):
    queue_simulations(fixture_ids=[fixture_id])


@receiver(unconfirmed_report_due)
def unconfirmed_report_at_deadline(sender, fixture_id: int, policy: str, **kwargs) -> bool:
    return settle_at_deadline(fixture_id=fixture_id, policy=policy)  # True: this flow settled the report
