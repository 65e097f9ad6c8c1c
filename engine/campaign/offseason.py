"""The off-season (§8.10): scouting, raising funds, re-hiring, and injury recovery at re-draft."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.breach import gettext_noop
from engine.campaign._tables import tables_of
from engine.dice import Dice


@dataclass(frozen=True, slots=True)
class ScoutingResult:
    leaving: tuple  # signed by a Blood Bowl team
    staying: tuple
    compensation: int  # added when raising funds


def scouting(*, mvp_players: Sequence, dice: Dice, ruleset=None) -> ScoutingResult:
    """Roll a D6 for each player who has received an MVP award: on a 6 he leaves and the team gets
    20,000 gp when raising funds (§8.10.1). `mvp_players` may hold ids or objects."""
    tables = tables_of(ruleset)
    leaving, staying = [], []
    for player in mvp_players:
        roll = dice.d6(gettext_noop("scouting: is MVP player {player} signed by a Blood Bowl team (6)?", player=str(player)))
        (leaving if roll >= tables.SCOUTING_LEAVES_ON else staying).append(player)
    return ScoutingResult(tuple(leaving), tuple(staying), len(leaving) * tables.SCOUTING_COMPENSATION)


def redraft_budget(
    *,
    treasury: int,
    games_played: int,
    league_wins: int,
    scouting_compensation: int = 0,
    cap: bool = False,
    ruleset=None,
) -> int:
    """1,000,000 gp + the whole Treasury + 20,000 per match played (friendlies included) + 20,000 per
    league win + scouting money; capped at 1,300,000 gp if the Commissioner chose the cap (§8.10.3)."""
    tables = tables_of(ruleset)
    budget = (
        tables.REDRAFT_BUDGET
        + treasury
        + games_played * tables.REDRAFT_PER_GAME
        + league_wins * tables.REDRAFT_PER_WIN
        + scouting_compensation
    )
    return min(budget, tables.REDRAFT_CAP) if cap else budget


def rehire_cost(*, current_value: int, previous_seasons: int, ruleset=None) -> int:
    """Current Value plus an agent's fee of 20,000 gp per previous season played (§8.10.4)."""
    return current_value + previous_seasons * tables_of(ruleset).AGENT_FEE_PER_SEASON


def niggling_recovery(*, niggling_injuries: int, dice: Dice, ruleset=None) -> int:
    """Roll a D6 per Niggling Injury of a re-hired player: 4+ heals it. Returns how many remain.

    [Uncertain] §8.10.4 says "lasting injuries"; read as Niggling Injuries (docs/decisions.md)."""
    tables = tables_of(ruleset)
    remaining = 0
    for n in range(niggling_injuries):
        roll = dice.d6(gettext_noop("re-draft recovery of Niggling Injury {n} of {niggling_injuries} (4+ heals)",
                                    n=n + 1, niggling_injuries=niggling_injuries))
        remaining += roll < tables.INJURY_RECOVERY_ON
    return remaining


@dataclass(frozen=True, slots=True)
class TrRecovery:
    recovered: tuple[str, ...]  # characteristics restored
    remaining: tuple[str, ...]  # reductions that stay
    niggling_gained: int  # one Niggling Injury per recovered reduction


def tr_recovery(*, reductions: Sequence[str], dice: Dice, ruleset=None) -> TrRecovery:
    """A Temporarily Retired player re-hired at re-draft rolls a D6 per characteristic reduction:
    4+ restores it but gives a Niggling Injury; 1-3 it stays (§8.10.4, [Uncertain] reading)."""
    tables = tables_of(ruleset)
    recovered, remaining = [], []
    for characteristic in reductions:
        roll = dice.d6(gettext_noop("re-draft recovery of Temporarily Retired player's {characteristic} reduction (4+)",
                                    characteristic=characteristic))
        (recovered if roll >= tables.INJURY_RECOVERY_ON else remaining).append(characteristic)
    return TrRecovery(tuple(recovered), tuple(remaining), len(recovered))
