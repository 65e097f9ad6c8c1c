"""The one way league asks for a fixture to be simulated by the match engine.

league never imports matches (DESIGN.md, layers): when a round closes under the `simulate` policy
(§8.5, a league setting) it sends this signal; matches listens (matches/signals.py) and queues one
Celery task per fixture once the closing transaction commits.
"""

from django.dispatch import Signal

# kwargs: fixture_id
simulation_requested = Signal()
