"""The one way league asks a game to settle a report nobody confirmed by the round's deadline.

A fixture in REPORTED status at its round's deadline has a report one side filed and the other neither
confirmed nor disputed. The league's `unconfirmed_report_policy` says what happens (docs/decisions.md,
"Reports nobody confirms"), but the report is a row of the game's own report flow and league never
imports a game: it sends this signal and each game's flow answers for its own
report, confirming it ("accept") or putting it before the commissioner ("commissioner"), exactly once.
"""

from django.dispatch import Signal

# kwargs: fixture_id, policy (a League.UnconfirmedReportPolicy value). Sent inside close_round's transaction.
# A receiver answers True when its flow settled the fixture's report (False or None: not its report, or a coach
# confirmed or disputed it meanwhile).
unconfirmed_report_due = Signal()
