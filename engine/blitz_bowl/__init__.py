"""Blitz Bowl league rules (digest: rules/blitz-bowl.md §18), as pure functions.

One module per idea: `results` (game score, how a game ended, league points), `pairing`
(the rematch rule and round-by-round pairings), `finals` (seeding and the knockout),
`awards` (the four league awards) and `traits` (the Coach Traits table and its roll).
"""

from engine.blitz_bowl.breaches import RuleBreach

__all__ = ["RuleBreach"]
