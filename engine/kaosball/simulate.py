"""engine.kaosball.simulate: one whole Kaosball match from a seed, played by scripted bots.

The same contract as the Dungeon Bowl engine (engine/match/simulate.py): one seeded Dice for every shuffle and
roll (all logged), an event log of plain dicts, and a text replay. The result is a report in the shape of
`Kaosball.side_fields` / `match_fields`:

    outcome = simulate(home_sheet, away_sheet, seed=42)
    outcome.result == {"sides": [{"team": home.id, "score": 23, "data": {"kills_halftime": 1, "kills": 2,
                                  "fouls_halftime": 0, "fouls": 1, "out": "", "alliance": ""}}, {...}],
                       "match": {"mode": "head_to_head", "ending": "full_time", "sudden_death_periods": 0,
                                 "tie_die_alliance": ""}}
    outcome.events, outcome.seed, outcome.winners, replay_text(outcome)
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.dice import Dice
from engine.kaosball.auction_bot import play_auction
from engine.kaosball.bots import ScriptedBot
from engine.kaosball.match import KaosMatch
from engine.kaosball.sheets import KaosOutcome, KaosSheet
from engine.rulesets.kaosball import auction as au
from engine.rulesets.kaosball import league
from engine.rulesets.kaosball import scoring as S


def simulate(home: KaosSheet, away: KaosSheet, *, seed, others: Sequence[KaosSheet] = (), bots=None,
             dice: Dice | None = None, first: int = 0) -> KaosOutcome:
    """Play a match out. Two sheets: a head-to-head (league) match; with `others` (one or two more): Maximum
    Kaos. `bots` (one per team) default to ScriptedBot; `dice` defaults to Dice(seed); `first` is the seat
    holding the first-player marker (§12.8)."""
    sheets = [home, away, *others]
    mode = S.HEAD_TO_HEAD if len(sheets) == 2 else S.MAXIMUM_KAOS
    bots = list(bots) if bots is not None else [ScriptedBot() for _ in sheets]
    match = KaosMatch(sheets, dice=dice or Dice(seed), bots=bots, seed=seed, mode=mode, first=first)
    match.run()
    return outcome(match)


def simulate_with_auction(teams: Sequence[tuple], *, seed, cash, upgrade_points=3, tiles: Sequence[str] | None = None,
                          ringers: Sequence[str] | None = None, tiles_owned=None, ringers_owned=None,
                          first: int = 0) -> tuple[au.AuctionState, KaosOutcome]:
    """An unplayed match from the start: the scripted coaches hold the pre-game auction (§27) and then play.

    `teams`: (id, name, kind) per seat, kind a key of data.TEAM. `cash`, `upgrade_points`, `tiles_owned`,
    `ringers_owned` as for auction.start_auction; `tiles`/`ringers`: the pools (default: the box less what these
    teams own, league.auction_pool). One Dice(seed) reveals the lots and plays the match, so the seed replays
    both. Returns the finished auction (what each team won, for the league to keep) and the outcome."""
    ids = [t[0] for t in teams]
    if tiles is None or ringers is None:
        owned_t = dict(zip(ids, au.per_team(tiles_owned or [[] for _ in ids], ids, "tiles owned"), strict=True))
        owned_r = dict(zip(ids, au.per_team(ringers_owned or [[] for _ in ids], ids, "ringers owned"), strict=True))
        pool_t, pool_r = league.auction_pool(owned_t, ringers_owned=owned_r)
        tiles = pool_t if tiles is None else tiles
        ringers = pool_r if ringers is None else ringers
    dice = Dice(seed)
    state = au.start_auction(ids, cash=cash, tiles=tiles, ringers=ringers, dice=dice, first=first,
                             upgrade_points=upgrade_points, tiles_owned=tiles_owned, ringers_owned=ringers_owned)
    state = play_auction(state)
    sheets = [KaosSheet.from_auction(state, id_, name=name, kind=kind) for id_, name, kind in teams]
    return state, simulate(sheets[0], sheets[1], others=sheets[2:], seed=seed, dice=dice, first=first)


def outcome(match: KaosMatch) -> KaosOutcome:
    sides = [{"team": s.sheet.id, "score": s.vp,
              "data": {"kills_halftime": s.kills_halftime, "kills": len(s.kills), "fouls_halftime": s.fouls_halftime,
                       "fouls": s.fouls, "out": s.out, "alliance": ""}} for s in match.sides]
    result = {"sides": sides, "match": {"mode": match.mode, "ending": match.ending,
                                        "sudden_death_periods": match.sudden_death, "tie_die_alliance": ""}}
    won = S.winners([s.vp for s in match.sides], [s.out for s in match.sides], mode=match.mode)
    return KaosOutcome(result=result, events=match.events, seed=match.seed,
                       winners=[match.sides[i].sheet.id for i in won], turns=match.turn_no)


_TEXT = {
    "setup": lambda e, n: f"Kick-off: {' v '.join(e['teams'])}",
    "period": lambda e, n: f"— Period {e['number']} ({n(e['first'])} first) —",
    "turn": lambda e, n: f"Turn {e['turn']}: {n(e['team'])}",
    "activate": lambda e, n: f"  {e['fig']} {e['action']}s from {e['square']}",
    "contest": lambda e, n: (f"  {e['kind']}: {e['starter']} v {e['target']} ({e['cards'][0]} v {e['cards'][1]}, "
                             f"{e['totals'][0]}-{e['totals'][1]} by {e['how']}) — "
                             f"{'success' if e['won'] else 'fails'}"),
    "reaction": lambda e, n: f"  {e['fig']} reacts: {e['kind']} against {e['against']}",
    "knocked_down": lambda e, n: f"  {e['fig']} is knocked down ({e['why']})",
    "damage": lambda e, n: f"  {e['fig']} takes {e['amount']} damage",
    "dies": lambda e, n: f"  {e['fig']} dies" + ("" if e["by"] is None else f" — a trophy for {n(e['by'])}"),
    "ball": lambda e, n: f"  {e['fig']} has the ball ({e['why']})",
    "ball_loose": lambda e, n: f"  the ball lies loose on {e['square']}",
    "vp": lambda e, n: f"  {n(e['team'])} {e['amount']:+d} VP ({e['why']}) = {e['vp']}",
    "tactic": lambda e, n: f"  {n(e['team'])} plays {e['card']}",
    "cheat": lambda e, n: f"  {n(e['team'])} cheats: {e['card']} on {e['target']}",
    "bell": lambda e, n: f"  the end-of-period bell rings for {n(e['team'])}",
    "whistle": lambda e, n: "  the referee ends the period",
    "bribe": lambda e, n: f"{n(e['team'])} bribes the referees with {e['cash']} cash",
    "fouls": lambda e, n: f"{n(e['team'])} gains {e['added']} foul(s): {e['fouls']}",
    "knocked_out": lambda e, n: f"{n(e['team'])} is knocked out, 20 VP behind",
    "annihilated": lambda e, n: f"{n(e['team'])} is annihilated",
    "sudden_death": lambda e, n: f"— Sudden-death playoff, period {e['number']} —",
    "end": lambda e, n: f"Final: {e['ending']}, VP {e['vp']}",
}


def replay_text(outcome: KaosOutcome, names: Sequence[str] | None = None) -> str:
    """The event log as lines a coach can read (the routine dice and set-up lines left out)."""
    teams = [s["team"] for s in outcome.result["sides"]]
    names = list(names) if names is not None else [str(t) for t in teams]

    def n(i):
        return names[i] if i is not None and 0 <= i < len(names) else "nobody"

    return "\n".join(_TEXT[e["t"]](e, n) for e in outcome.events if e["t"] in _TEXT)
