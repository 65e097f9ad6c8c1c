"""The pre-game draft and auction of Kaosball (rules/kaosball.md §27) as pure state and functions.

For the web side: a match's auction is one `AuctionState`, stored as JSON (`state.to_dict()`, and back with
`AuctionState.from_dict(d)`). Every action takes a state and returns a NEW state (the old one is untouched),
or raises `AuctionError` (a `RuleError`: `.breach.rule` is the section, `.breach.message` the sentence)
and changes nothing. Teams are any JSON-able ids (ints or strings), given in seat order, clockwise.

    state = start_auction([7, 9], cash=10, tiles=pool_tiles, ringers=pool_ringers, dice=Dice(seed),
                          upgrade_points=[3, 4])           # §27.3/§27.4: reveals 4+N tiles and 3+N ringers
    state = bid(state, 7, 3, item="hate")                  # whoever's turn it is opens a lot (>= printed cost)
    state = bid(state, 9, 5)                               # then bids clockwise: higher, within their cash
    state = pass_(state, 7)                                # ...or pass: out of this lot; last one left wins it
    state = pass_(state, 9)                                # with no lot open, a pass hands the choice on;
                                                           # all pass in a row: that auction is over
    state = choose_active(state, 7, ["hate"])              # §27.5: printed cost within Active Upgrade Points
    state = field_ringer(state, 7, "t_bone", "bruiser")    # or field_ringer(state, 7, None): no ringer
    state.phase == "done"                                  # once every team has chosen both
    summary(state)                                         # by team: tiles/ringers won, cash left, choices

Phases: "tiles" (the upgrade-tile auction), "ringers" (the ringer auction), "choose" (active tiles and
fielded ringers, chosen secretly: `revealed(state)` is False until every team has chosen), "done".
`to_act(state)` is the team whose turn it is and `options(state, team)` what it may do now (for the page).
No tie can arise: a bid must be higher than the current one (§27.3), so every lot has one winner.

State fields (lists are per seat, in the order of `teams`):
  phase, teams, cash, upgrade_points, first (seat holding the first-player marker),
  tiles (revealed and unsold), ringers (revealed and unsold), opener (seat to open the next lot),
  passes (consecutive passes on opening a lot), lot ({"item", "bid", "high", "bidding": [seats], "turn"}
  or None), tiles_won, ringers_won, tiles_owned, ringers_owned (from earlier league matches),
  active (chosen tiles or None), fielded (chosen [{"ringer", "position"}] or None), log (what happened).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field

from engine.breach import Name, Names, RuleError, gettext_noop
from engine.dice import Dice
from engine.rulesets.kaosball.data import BRUISER, RINGER_BY_KEY, RUNNER, UPGRADE_SLOTS, UPGRADE_TILE

TILES, RINGERS, CHOOSE, DONE = "tiles", "ringers", "choose", "done"
POSITIONS = (RUNNER, BRUISER)  # a fielded ringer fills a runner's or a bruiser's place (§27.5)


class AuctionError(RuleError):
    """An auction action the rules forbid; nothing changes."""


def tiles_revealed(players: int) -> int:
    return 4 + players  # §27.3: 6/7/8


def ringers_revealed(players: int) -> int:
    return 3 + players  # §27.4: 5/6/7


@dataclass
class AuctionState:
    teams: list
    cash: list[int]
    upgrade_points: list[int]
    tiles: list[str]
    ringers: list[str]
    first: int = 0
    phase: str = TILES
    opener: int = 0
    passes: int = 0
    lot: dict | None = None
    tiles_won: list[list[str]] = field(default_factory=list)
    ringers_won: list[list[str]] = field(default_factory=list)
    tiles_owned: list[list[str]] = field(default_factory=list)
    ringers_owned: list[list[str]] = field(default_factory=list)
    active: list[list[str] | None] = field(default_factory=list)
    fielded: list[list[dict] | None] = field(default_factory=list)
    log: list[dict] = field(default_factory=list)

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Mapping) -> AuctionState:
        copy = {k: _copy(v) for k, v in data.items() if k in cls.__dataclass_fields__}
        return cls(**copy)

    def seat(self, team) -> int:
        for i, t in enumerate(self.teams):
            if t == team or str(t) == str(team):
                return i
        raise AuctionError("§27", gettext_noop('team {team!r} is not in this auction', team=team))

    # ---- what a page shows -------------------------------------------------------------------------

    def cash_of(self, team) -> int:
        return self.cash[self.seat(team)]

    def tiles_of(self, team) -> list[str]:
        """Every tile the team may make active: owned before the match and won now."""
        s = self.seat(team)
        return self.tiles_owned[s] + self.tiles_won[s]

    def ringers_of(self, team) -> list[str]:
        s = self.seat(team)
        return self.ringers_owned[s] + self.ringers_won[s]


def _copy(value):
    if isinstance(value, list):
        return [_copy(v) for v in value]
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    return value


def per_team(value, teams: Sequence, what: str) -> list:
    if isinstance(value, Mapping):
        try:
            return [value[t] for t in teams]
        except KeyError as missing:
            raise AuctionError("§27", gettext_noop('{what} is missing for team {missing}', what=what, missing=missing)) from None
    if isinstance(value, list | tuple):
        if len(value) != len(teams):
            raise AuctionError("§27", gettext_noop('{what}: one value per team ({n_teams}), not {n_value}', what=what, n_teams=len(teams), n_value=len(value)))
        return list(value)
    return [value for _ in teams]


def _draw(pool: list[str], count: int, dice: Dice, why: str) -> list[str]:
    """Shuffle face down and reveal `count`: one roll per card revealed, the rest go back in the box."""
    pool = list(pool)
    return [pool.pop(dice.roll(len(pool), why) - 1) for _ in range(min(count, len(pool)))]


def start_auction(teams: Sequence, *, cash, tiles: Sequence[str], ringers: Sequence[str], dice: Dice,
                  first: int = 0, upgrade_points=3, tiles_owned=None, ringers_owned=None) -> AuctionState:
    """Reveal 4 + 1 per player upgrade tiles and 3 + 1 per player ringers from the pools (league.auction_pool)
    and open the tile auction with the first-player marker's holder (seat `first`) to name the first lot.

    `cash`, `upgrade_points`, `tiles_owned`, `ringers_owned`: one value for all, a list per seat, or a
    mapping by team."""
    teams = list(teams)
    if not 2 <= len(teams) <= 4:
        raise AuctionError("§5", gettext_noop('a Kaosball match has 2, 3 or 4 teams, not {n_teams}', n_teams=len(teams)))
    if len({str(t) for t in teams}) != len(teams):
        raise AuctionError("§27", gettext_noop('each team takes one seat at the auction'))
    if not 0 <= first < len(teams):
        raise AuctionError("§12.8", gettext_noop('the first player is one of the {n_teams} seats, not seat {first}', n_teams=len(teams), first=first))
    unknown = [t for t in tiles if t not in UPGRADE_TILE] + [r for r in ringers if r not in RINGER_BY_KEY]
    if unknown:
        raise AuctionError("§28", gettext_noop('there is no upgrade tile or ringer {unknown}', unknown=', '.join(map(repr, unknown))))
    purses = [int(c) for c in per_team(cash, teams, gettext_noop("cash"))]
    if any(c < 0 for c in purses):
        raise AuctionError("§12.2", gettext_noop('cash cannot be negative'))
    n = len(teams)
    state = AuctionState(
        teams=teams, cash=purses, upgrade_points=[int(p) for p in per_team(upgrade_points, teams, gettext_noop("upgrade points"))],
        tiles=_draw(tiles, tiles_revealed(n), dice, "§27.3 reveal an upgrade tile"),
        ringers=_draw(ringers, ringers_revealed(n), dice, "§27.4 reveal a ringer"),
        first=first, opener=first,
        tiles_won=[[] for _ in teams], ringers_won=[[] for _ in teams],
        tiles_owned=[list(x) for x in per_team(tiles_owned or [[] for _ in teams], teams, gettext_noop("tiles owned"))],
        ringers_owned=[list(x) for x in per_team(ringers_owned or [[] for _ in teams], teams, gettext_noop("ringers owned"))],
        active=[None for _ in teams], fielded=[None for _ in teams],
    )
    state.log.append({"t": "reveal", "tiles": list(state.tiles), "ringers": list(state.ringers)})
    if not state.tiles:
        _next_phase(state)
    return state


# ---- whose turn, and what they may do -------------------------------------------------------------------

def to_act(state: AuctionState):
    """The team whose turn it is in an auction (None in the choosing phase: everyone chooses at once)."""
    if state.phase not in (TILES, RINGERS):
        return None
    return state.teams[state.lot["turn"] if state.lot else state.opener]


def options(state: AuctionState, team) -> dict:
    """What `team` may do now, for the page: {"act": "open"|"bid"|"choose"|"wait"|"done", ...}."""
    s = state.seat(team)
    if state.phase == DONE:
        return {"act": "done"}
    if state.phase == CHOOSE:
        return {"act": "choose", "tiles": state.tiles_of(team), "ringers": state.ringers_of(team),
                "upgrade_points": state.upgrade_points[s], "chosen": state.active[s] is not None
                and state.fielded[s] is not None}
    if to_act(state) != state.teams[s]:
        return {"act": "wait", "cash": state.cash[s]}
    if state.lot:
        return {"act": "bid", "item": state.lot["item"], "min": state.lot["bid"] + 1, "max": state.cash[s]}
    items = state.tiles if state.phase == TILES else state.ringers
    return {"act": "open", "items": {i: _price(state.phase, i) for i in items}, "max": state.cash[s]}


def _price(phase: str, item: str) -> int:
    return UPGRADE_TILE[item].cost if phase == TILES else RINGER_BY_KEY[item].price


def _name(phase: str, item: str) -> str:
    if phase == TILES:
        return Name(UPGRADE_TILE[item].name if item in UPGRADE_TILE else repr(item))
    return Name(RINGER_BY_KEY[item].name if item in RINGER_BY_KEY else repr(item))


def _section(phase: str) -> str:
    return "§27.3" if phase == TILES else "§27.4"


def _check_turn(state: AuctionState, team) -> int:
    s = state.seat(team)
    if state.phase not in (TILES, RINGERS):
        raise AuctionError("§27.5", gettext_noop('the auctions are over: choose your active tiles and your ringer'))
    turn = state.lot["turn"] if state.lot else state.opener
    if s != turn:
        raise AuctionError(_section(state.phase), gettext_noop('it is not your turn: {team} is to {act}', team=state.teams[turn], act=gettext_noop('bid or pass') if state.lot else gettext_noop('name a lot or pass')))
    return s


# ---- the auctions (§27.3, §27.4) ------------------------------------------------------------------------

def bid(state: AuctionState, team, amount: int, *, item: str | None = None) -> AuctionState:
    """Open a lot (no lot open: name `item` and an opening bid of at least its printed cost) or raise the
    current bid (higher than it, never more than your cash)."""
    s = _check_turn(state, team)
    section = _section(state.phase)
    if isinstance(amount, bool) or not isinstance(amount, int):
        raise AuctionError(section, gettext_noop('a bid is a whole amount of cash, not {amount!r}', amount=amount))
    new = AuctionState.from_dict(state.to_dict())
    if new.lot is None:
        items = new.tiles if new.phase == TILES else new.ringers
        if item is None:
            raise AuctionError(section, gettext_noop('name the tile or ringer you open the bidding on'))
        if item not in items:
            raise AuctionError(section, _gone(new, item))
        price = _price(new.phase, item)
        if amount < price:
            raise AuctionError(section, gettext_noop('the opening bid for {item} is at least its printed {what} {price}, not {amount}', item=_name(new.phase, item), what=gettext_noop('cost') if new.phase == TILES else gettext_noop('price'), price=price, amount=amount))
        if amount > new.cash[s]:
            raise AuctionError(section, gettext_noop('you may not bid more cash than you have ({cash}), not {amount}', cash=new.cash[s], amount=amount))
        new.lot = {"item": item, "bid": amount, "high": s, "bidding": list(range(len(new.teams))), "turn": s}
        new.passes = 0
        new.log.append({"t": "open", "phase": new.phase, "team": new.teams[s], "item": item, "bid": amount})
    else:
        if item is not None and item != new.lot["item"]:
            raise AuctionError(section, gettext_noop('the bidding is on {item}; finish it before naming another', item=_name(new.phase, new.lot['item'])))
        if amount <= new.lot["bid"]:
            raise AuctionError(section, gettext_noop('a bid must be higher than the current {bid}, not {amount}', bid=new.lot['bid'], amount=amount))
        if amount > new.cash[s]:
            raise AuctionError(section, gettext_noop('you may not bid more cash than you have ({cash}), not {amount}', cash=new.cash[s], amount=amount))
        new.lot["bid"], new.lot["high"] = amount, s
        new.log.append({"t": "bid", "team": new.teams[s], "item": new.lot["item"], "bid": amount})
    _advance_lot(new)
    return new


def pass_(state: AuctionState, team) -> AuctionState:
    """Pass: out of the bidding on this lot; with no lot open, decline to name one (the choice goes to the
    left). When every team has declined in a row the auction is over and the rest go back in the box."""
    s = _check_turn(state, team)
    new = AuctionState.from_dict(state.to_dict())
    if new.lot is None:
        new.passes += 1
        new.log.append({"t": "decline", "phase": new.phase, "team": new.teams[s]})
        if new.passes >= len(new.teams):
            _next_phase(new)
        else:
            new.opener = (s + 1) % len(new.teams)
        return new
    new.lot["bidding"].remove(s)
    new.log.append({"t": "pass", "team": new.teams[s], "item": new.lot["item"]})
    _advance_lot(new)
    return new


def _gone(state: AuctionState, item: str) -> str:
    for entry in state.log:
        if entry["t"] == "sold" and entry["item"] == item and entry["phase"] == state.phase:
            return gettext_noop("{item} has already been bought by {team}", item=_name(state.phase, item), team=entry["team"])
    if state.phase == RINGERS and (item in RINGER_BY_KEY):
        return gettext_noop("{item} is not one of the ringers revealed for this auction", item=_name(state.phase, item))
    return gettext_noop("{item} is not one of the tiles revealed for this auction", item=_name(state.phase, item))


def _advance_lot(state: AuctionState) -> None:
    """Clockwise to the next team still bidding; the last one left takes the lot and pays (§27.3 step 4)."""
    lot = state.lot
    if len(lot["bidding"]) == 1 and lot["bidding"][0] == lot["high"]:
        _settle(state)
        return
    n = len(state.teams)
    turn = lot["turn"]
    for step in range(1, n + 1):
        seat = (turn + step) % n
        if seat in lot["bidding"] and seat != lot["high"]:
            lot["turn"] = seat
            return
    _settle(state)


def _settle(state: AuctionState) -> None:
    lot = state.lot
    winner, item, price = lot["high"], lot["item"], lot["bid"]
    state.cash[winner] -= price
    if state.phase == TILES:
        state.tiles.remove(item)
        state.tiles_won[winner].append(item)
    else:
        state.ringers.remove(item)
        state.ringers_won[winner].append(item)
    state.log.append({"t": "sold", "phase": state.phase, "team": state.teams[winner], "item": item, "price": price})
    state.lot = None
    state.passes = 0
    state.opener = winner  # §27.3 step 5: the winner of the last lot names the next
    if not (state.tiles if state.phase == TILES else state.ringers):
        _next_phase(state)


def _next_phase(state: AuctionState) -> None:
    if state.phase == TILES:
        state.log.append({"t": "end", "phase": TILES, "returned": list(state.tiles)})
        state.tiles = []
        state.phase, state.opener, state.passes = RINGERS, state.first, 0  # §27.4 UNCLEAR: the first player opens
        if not state.ringers:
            _next_phase(state)
    elif state.phase == RINGERS:
        state.log.append({"t": "end", "phase": RINGERS, "returned": list(state.ringers)})
        state.ringers = []
        state.phase, state.passes = CHOOSE, 0


# ---- active tiles and the fielded ringer (§27.5) -----------------------------------------------------

def active_tile_breaches(tiles: Sequence[str], owned: Sequence[str], upgrade_points: int) -> list[str]:
    """Why `tiles` cannot be the active set (empty: they can), as sentences under §27.1/§27.5."""
    problems = []
    have = Counter(owned)
    for key, count in Counter(tiles).items():
        if key not in UPGRADE_TILE:
            problems.append(gettext_noop('there is no upgrade tile {key!r}', key=key))
        elif count > have[key]:
            problems.append(gettext_noop('you own {have} {tile}, not {count}', have=have[key], tile=Name(UPGRADE_TILE[key].name), count=count))
    if problems:
        return problems
    cost = sum(UPGRADE_TILE[t].cost for t in tiles)
    if cost > upgrade_points:
        problems.append(gettext_noop("the active tiles' printed cost is {cost}, more than your {upgrade_points} Active Upgrade Points", cost=cost, upgrade_points=upgrade_points))
    if len(set(tiles)) > UPGRADE_SLOTS:
        problems.append(gettext_noop('the team board has {upgrade_slots} slots (tiles of one name stack in one), not {n_tiles}', upgrade_slots=UPGRADE_SLOTS, n_tiles=len(set(tiles))))
    return problems


def choose_active(state: AuctionState, team, tiles: Sequence[str]) -> AuctionState:
    """The team's active tiles for the first half: tiles it owns, their printed cost within its Active
    Upgrade Points, in at most 4 slots (§27.1, §27.5). May be chosen again until every team has chosen."""
    s = _check_choosing(state, team)
    problems = active_tile_breaches(list(tiles), state.tiles_of(team), state.upgrade_points[s])
    if problems:
        raise AuctionError("§27.5", Names(problems, "; "))
    fielded = state.fielded[s] or []
    if len(fielded) > fielded_limit(tiles):
        raise AuctionError("§27.5", gettext_noop('you field {n_fielded} ringers: keep an Enforcement active for each one beyond the first, or field fewer first', n_fielded=len(fielded)))
    new = AuctionState.from_dict(state.to_dict())
    new.active[s] = list(tiles)
    _maybe_done(new)
    return new


def fielded_limit(active: Sequence[str] | None) -> int:
    """One ringer on the pitch, one more for each active Enforcement (§27, §28.2)."""
    return 1 + sum(1 for t in (active or ()) if t == "enforcement")


def field_ringers(state: AuctionState, team, choices: Sequence[tuple[str, str]]) -> AuctionState:
    """The ringers the team fields for the first half, each with the position it fills: [(ringer, "runner" |
    "bruiser"), ...]; empty for none (§27.5). More than one needs an active Enforcement for each extra."""
    s = _check_choosing(state, team)
    owned = state.ringers_of(team)
    problems = []
    chosen = [r for r, _ in choices]
    for ringer, position in choices:
        if ringer not in owned:
            problems.append(gettext_noop('you do not own {ringer}', ringer=_name(RINGERS, ringer)))
        if position not in POSITIONS:
            problems.append(gettext_noop("a ringer fills a runner's or a bruiser's place, not {position!r}", position=position))
    if len(set(chosen)) != len(chosen):
        problems.append(gettext_noop('each ringer is fielded once'))
    if state.active[s] is None and len(choices) > 1:
        problems.append(gettext_noop('choose your active tiles first: only Enforcement lets you field a second ringer'))
    elif len(choices) > fielded_limit(state.active[s]):
        problems.append(gettext_noop('you may field {most} ringer(s) (one more per active Enforcement), not {n_choices}', most=fielded_limit(state.active[s]), n_choices=len(choices)))
    places = Counter(p for _, p in choices)
    if places[RUNNER] > 3 or places[BRUISER] > 2:
        problems.append(gettext_noop('ringers replace at most the 3 runners and 2 bruisers on the scrimmage line'))
    if problems:
        raise AuctionError("§27.5", Names(problems, "; "))
    new = AuctionState.from_dict(state.to_dict())
    new.fielded[s] = [{"ringer": r, "position": p} for r, p in choices]
    _maybe_done(new)
    return new


def field_ringer(state: AuctionState, team, ringer: str | None, position: str = RUNNER) -> AuctionState:
    """Field one ringer in `position`, or none (`ringer=None`) (§27.5)."""
    return field_ringers(state, team, [] if ringer is None else [(ringer, position)])


def summary(state: AuctionState) -> dict:
    """What each team takes from the auction, by team (str(team) keys, JSON-safe): the tiles and ringers won
    (for a league to add to what the team owns), the cash left (for bribes in the match), and — once revealed —
    the active tiles and fielded ringers."""
    done = state.phase == DONE
    return {str(t): {"tiles_won": list(state.tiles_won[s]), "ringers_won": list(state.ringers_won[s]),
                     "cash": state.cash[s], "active": list(state.active[s] or []) if done else None,
                     "fielded": _copy(state.fielded[s]) if done else None}
            for s, t in enumerate(state.teams)}


def revealed(state: AuctionState) -> bool:
    """The choices are made secretly and revealed together (§27.5): True once every team has chosen."""
    return state.phase == DONE


def _check_choosing(state: AuctionState, team) -> int:
    s = state.seat(team)
    if state.phase in (TILES, RINGERS):
        raise AuctionError("§27.5", gettext_noop('active tiles and ringers are chosen when both auctions are over'))
    if state.phase == DONE:
        raise AuctionError("§27.5", gettext_noop('every team has chosen and the choices are revealed; they change at halftime'))
    return s


def _maybe_done(state: AuctionState) -> None:
    if all(a is not None for a in state.active) and all(f is not None for f in state.fielded):
        state.phase = DONE
        state.log.append({"t": "revealed", "active": _copy(state.active), "fielded": _copy(state.fielded)})
