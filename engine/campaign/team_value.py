"""Team Value and Current Team Value (§4.8, §7.5, §8.9)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

from engine.campaign.advancement import value_increase


class PlayerForValue(Protocol):
    value: int  # Current Value: hiring fee + value increases (§4.1)
    miss_next_game: bool  # MNG: out of CTV until the end of the next match's post-match sequence
    temporarily_retired: bool  # TR: in TV, not in CTV (§7.4.2)


def team_value(*, player_values: Iterable[int], rerolls: int, trophy: bool = False, reroll_cost: int = 50_000) -> int:
    """TV: every player's Current Value plus every team re-roll at roster cost, even one bought at
    double cost (§4.6); the League Trophy's extra re-roll counts too, at no cost to the team (§8.9).
    Treasury gold is never part of it."""
    return sum(player_values) + (rerolls + (1 if trophy else 0)) * reroll_cost


def current_team_value(
    *,
    players: Iterable[PlayerForValue],
    rerolls: int,
    trophy: bool = False,
    journeymen_values: Iterable[int] = (),
    reroll_cost: int = 50_000,
) -> int:
    """CTV: TV without players who miss the next game or are Temporarily Retired, plus the hiring
    fee of each journeyman hired for the match (§4.8, §5.2)."""
    available = [p.value for p in players if not p.miss_next_game and not p.temporarily_retired]
    return team_value(player_values=available, rerolls=rerolls, trophy=trophy, reroll_cost=reroll_cost) + sum(
        journeymen_values
    )


def player_current_value(*, hiring_fee: int, advancements: Iterable[str], free_spp: bool = False, ruleset=None) -> int:
    """A player's Current Value: hiring fee + the value increase of every advancement (§4.1, §7.3.6).

    `advancements` holds value-increase kinds: random_primary, chosen_primary, random_secondary,
    chosen_secondary, or the characteristic improved (MA, ST, AG, PA, AV). Exhibition advancements
    bought with free SPP add nothing (§9.6)."""
    return hiring_fee + sum(value_increase(kind, free_spp=free_spp, ruleset=ruleset) for kind in advancements)
