"""MNG served by a fixture nobody played (§7.5, §8.5).

A player with an MNG result is unavailable for his team's next match. A league fixture resolved at
its deadline without a match (a loss for both, a concession, or the commissioner's decision) is that
next match: the team's schedule moved on, so the player sat it out and is available again afterwards.
A played match releases its MNG players in the post-match sequence (matches' step 1); for fixtures
without a match this function does it: when the league core resolves such a fixture (its signal
fixture_unplayed, league/games.py) for a loss for both or the conceding team, and in matches' forfeit
sequence for the concession winner, after its MVPs are drawn without them.
"""

from __future__ import annotations

from league.models import Fixture, Player

RULESET = "dungeon_bowl"


def release_missed_game(*, fixture: Fixture, team_ids: list[int]) -> int:
    """Make every roster player of these teams who was MNG coming into `fixture` available again.

    Returns how many were released. Callers hold the fixture's transaction: the fixture is resolved
    and its players released together, so a retried resolution cannot release a later MNG.
    """
    team_ids = [pk for pk in team_ids if pk in (fixture.home_id, fixture.away_id)]
    return Player.objects.filter(
        team_id__in=team_ids, miss_next_game=True, dead=False, fired=False
    ).update(miss_next_game=False)


def on_fixture_unplayed(sender, fixture: Fixture, team_ids: list[int], **kwargs) -> None:
    """The league core's signal: a Dungeon Bowl fixture was resolved without a match (§7.5, §8.5)."""
    if fixture.season.league.ruleset == RULESET:
        release_missed_game(fixture=fixture, team_ids=team_ids)
