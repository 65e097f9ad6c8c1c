"""What a Kaosball team carries from match to match in a league (§5, §12.2, §27, §28.2), as pure functions.

The rulebook leaves the league rules to the publisher's website (§5 UNCLEAR); Dugout's readings are league
settings (game.Kaosball.settings_schema) and are recorded in docs/decisions.md ("Kaosball").
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from engine.rulesets.kaosball.data import RINGERS, SEXY_CONTRACT_CASH, UPGRADE_TILE, tile_box


def starting_cash(settings: Mapping, *, league_match: bool, tiles_owned: Iterable[str] = ()) -> int:
    """Cash on the dial before the auction: 10 in a league match, 12 otherwise (§5, §12.2), plus 3 for each
    Sexy Contract the team owns (§28.2: "before every match")."""
    base = settings.get("league_cash", 10) if league_match else settings.get("match_cash", 12)
    return int(base) + SEXY_CONTRACT_CASH * sum(1 for t in tiles_owned if t == "sexy_contract")


def active_upgrade_points(settings: Mapping, *, league_matches: int = 0, league_wins: int = 0) -> int:
    """A team's Active Upgrade Points after the league matches it has played: they start at 3 and "may
    increase during league matches" (§5, §12.2c), by the league's chosen growth, up to the league's cap."""
    start = int(settings.get("active_upgrade_points", 3))
    growth = settings.get("upgrade_point_growth", "per_match")
    gained = {"per_match": league_matches, "per_win": league_wins}.get(growth, 0)
    return min(start + gained, int(settings.get("upgrade_point_cap", 12)))


def auction_pool(owned: Mapping[object, Iterable[str]] | None = None, *,
                 ringers_owned: Mapping[object, Iterable[str]] | None = None) -> tuple[list[str], list[str]]:
    """The upgrade tiles and ringers a match's auction draws from: one box (§27.3, §27.4) less what the teams
    *of this match* already own, by team (a team never bids for a ringer it owns, nor for a second copy the
    box does not hold). Teams of other matches do not take from this box: each match is played with one."""
    tiles = tile_box()
    for keys in (owned or {}).values():
        for key in keys:
            if key in UPGRADE_TILE and key in tiles:
                tiles.remove(key)
    taken = {key for keys in (ringers_owned or {}).values() for key in keys}
    return tiles, [r.key for r in RINGERS if r.key not in taken]
