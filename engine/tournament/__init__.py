"""Tournaments: a one-day or weekend event of any game, run as Swiss rounds, a round robin or a knock-out.

Pure functions over team ids: `swiss.pair_round` (the next Swiss round), `round_robin.rounds` (every round of
an all-play-all), `table.rank` (the table with the organiser's tie-breakers). The Django side lives in
tournaments/ and keeps its rounds and games as the core's rounds and fixtures.
"""
