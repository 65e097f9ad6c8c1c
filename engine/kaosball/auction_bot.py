"""A scripted bidder for the pre-game auction (rules/kaosball.md §27), for matches nobody plays: it values each
tile and ringer, bids one more than the current bid while the lot is worth it (keeping a little cash for bribes,
§21.2), then makes the best active set within its Active Upgrade Points and fields its best ringers (§27.5).
It drives the same pure functions a coach's page does (engine/rulesets/kaosball/auction.py).
"""

from __future__ import annotations

from engine.rulesets.kaosball import auction as au
from engine.rulesets.kaosball.data import RINGER_BY_KEY, UPGRADE_SLOTS, UPGRADE_TILE

# What a tile is worth to the scripted coach beyond its printed cost (0: the simulator does not model it).
TILE_WORTH = {"speed_training": 2, "hardy": 3, "hate": 3, "pile_driver": 2, "lucky": 1, "brick": 1, "celerity": 2,
              "last_stand": 1, "enforcement": 1, "sexy_contract": 2, "relay_training": 0, "pain_gain": 0}
RINGER_WORTH = {"t_bone": 3, "the_butcher": 3, "the_dragon": 3, "macho_libre": 2, "spectre": 2, "panther": 2,
                "panda_monium": 2, "cretin_the_ettin": 1}
BRIBE_RESERVE = 2
# The place a ringer fills (§27.5): scorers as runners, fighters as bruisers.
RINGER_POSITION = {"macho_libre": "runner", "spectre": "runner", "panther": "runner", "the_dragon": "runner",
                   "t_bone": "bruiser", "the_butcher": "bruiser", "cretin_the_ettin": "bruiser",
                   "panda_monium": "bruiser"}


def worth(state: au.AuctionState, team, item: str) -> int:
    """The most the bot pays for `item`: its worth, less for a second of what it already has."""
    if state.phase == au.TILES:
        base = UPGRADE_TILE[item].cost + TILE_WORTH.get(item, 0)
        owned = state.tiles_of(team).count(item)
    else:
        base = RINGER_BY_KEY[item].price + RINGER_WORTH.get(item, 0)
        owned = len(state.ringers_of(team))  # a second ringer only helps with Enforcement
    return max(0, base - 2 * owned)


def play_auction(state: au.AuctionState) -> au.AuctionState:
    """Both auctions to their end, then every team's choice: a finished (phase "done") state."""
    while state.phase in (au.TILES, au.RINGERS):
        team = au.to_act(state)
        opts = au.options(state, team)
        budget = max(0, opts["max"] - BRIBE_RESERVE)
        if opts["act"] == "bid":
            if opts["min"] <= min(budget, worth(state, team, opts["item"])):
                state = au.bid(state, team, opts["min"])
            else:
                state = au.pass_(state, team)
            continue
        affordable = [(worth(state, team, item) - price, item, price) for item, price in sorted(opts["items"].items())
                      if price <= budget and 0 < worth(state, team, item) >= price]
        if affordable:
            _, item, price = max(affordable)
            state = au.bid(state, team, price, item=item)
        else:
            state = au.pass_(state, team)
    for team in state.teams:
        if state.phase == au.DONE:
            break
        state = au.choose_active(state, team, best_active(state, team))
        ringers = sorted(state.ringers_of(team), key=lambda r: (-RINGER_WORTH.get(r, 0), r))
        limit = au.fielded_limit(state.active[state.seat(team)])
        state = au.field_ringers(state, team, [(r, RINGER_POSITION.get(r, "runner")) for r in ringers[:limit]])
    return state


def best_active(state: au.AuctionState, team) -> list[str]:
    """The most valuable set of owned tiles within the team's Active Upgrade Points and four slots (§27.1): a
    small knapsack over tile names (copies of one name stack in one slot)."""
    owned = state.tiles_of(team)
    points = state.upgrade_points[state.seat(team)]
    # best[(points used, slots used)] = (value, tiles)
    best: dict[tuple[int, int], tuple[int, list[str]]] = {(0, 0): (0, [])}
    for name in sorted(set(owned)):
        tile = UPGRADE_TILE[name]
        value_each = tile.cost + TILE_WORTH.get(name, 0)
        step = dict(best)
        for (used, slots), (value, tiles) in best.items():
            if slots == UPGRADE_SLOTS:
                continue
            for k in range(1, owned.count(name) + 1):
                cost = used + k * tile.cost
                if cost > points:
                    break
                key, candidate = (cost, slots + 1), (value + k * value_each, tiles + [name] * k)
                if key not in step or candidate[0] > step[key][0]:
                    step[key] = candidate
        best = step
    return max(best.values(), key=lambda v: (v[0], -len(v[1])))[1]
