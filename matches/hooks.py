"""Where a game's own Django app joins the one result flow (matches/services/results.py).

The flow is the same for every game; a game whose rules read something the report does not carry
(e.g. what each coach held before the game), or that acts once a result is final (a roll after the
game, the next knock-out round), connects a receiver here in its AppConfig.ready(). Receivers are
called inside the flow's transaction, so what they write is kept or lost with the result itself.
"""

from django.dispatch import Signal

# Sent before the ruleset checks a report: kwargs fixture. A receiver returns a mapping (or None) that is
# merged into the `context` the ruleset's check_result reads.
result_context = Signal()

# Sent once, when a result becomes final: kwargs fixture (its sides written) and dice (an engine.dice.Dice
# the caller forced, else None: the receiver rolls fresh server dice).
result_confirmed = Signal()


def context_for(fixture) -> dict:
    context: dict = {}
    for _receiver, answer in result_context.send(sender=type(fixture), fixture=fixture):
        context.update(answer or {})
    return context
