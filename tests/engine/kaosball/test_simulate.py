"""The Kaosball simulator's contract (engine/kaosball): a seed decides a match, every roll is logged, the result
is a report the ruleset accepts, a replay reads it out; seeded fuzz keeps the invariants."""

import json
import os

import pytest

import engine.rulesets
from engine.dice import Dice
from engine.kaosball import invariants, replay_text, simulate, simulate_with_auction
from engine.kaosball.bots import ScriptedBot
from engine.kaosball.match import KaosMatch
from engine.kaosball.sheets import KaosSheet
from engine.kaosball.simulate import outcome
from engine.rulesets.contract import SideResult
from engine.rulesets.kaosball import auction as au
from engine.rulesets.kaosball import league
from engine.rulesets.kaosball.data import RINGERS, TEAMS, UPGRADE_TILE

RS = engine.rulesets.get("kaosball")
KINDS = [t.key for t in TEAMS]


def report_breaches(outcome, stage="league"):
    sides = [SideResult(s["team"], s["score"], RS.clean_side(s["data"])) for s in outcome.result["sides"]]
    return RS.check_result(sides, RS.clean_match(outcome.result["match"]), stage=stage)


def sheets_for(seed: int):
    ringer = RINGERS[seed % len(RINGERS)].key
    home = KaosSheet(10, "Home", KINDS[seed % 4], tiles=("speed_training", "hardy") if seed % 3 == 0 else ("hate",),
                     ringers=((ringer, "runner"),) if seed % 2 else (), cash=seed % 4)
    away = KaosSheet(20, "Away", KINDS[(seed // 4) % 4],
                     tiles=("enforcement", "lucky") if seed % 5 == 0 else ("brick", "pile_driver"),
                     ringers=(((RINGERS[(seed + 3) % 8].key, "bruiser"), (RINGERS[(seed + 5) % 8].key, "runner"))
                              if seed % 5 == 0 else ()), cash=10)
    return home, away


def test_the_same_seed_plays_the_same_match():
    home, away = sheets_for(3)
    a, b = simulate(home, away, seed=3), simulate(home, away, seed=3)
    assert a.events == b.events and a.result == b.result
    assert simulate(home, away, seed=4).events != a.events


def test_every_roll_is_logged_and_replays_from_the_seed():
    home, away = sheets_for(7)
    dice = Dice(7)
    first = simulate(home, away, seed=7, dice=dice)
    assert dice.log and all(r.why for r in dice.log)
    assert any(r.why.startswith("§12.4") for r in dice.log)  # the deck is shuffled with the match's dice
    forced = Dice.forcing(*[r.result for r in dice.log])
    again = simulate(home, away, seed=7, dice=forced)
    forced.assert_all_forced_used()
    assert again.events == first.events


def test_the_result_is_a_report_the_ruleset_accepts():  # §22-§24
    outcome = simulate(*sheets_for(1), seed=1)
    assert report_breaches(outcome) == []
    assert outcome.result["match"]["mode"] == "head_to_head"
    assert [s["team"] for s in outcome.result["sides"]] == [10, 20]
    assert set(outcome.result["sides"][0]["data"]) == {f.key for f in RS.side_fields}
    assert set(outcome.result["match"]) == {f.key for f in RS.match_fields}
    sides = [SideResult(s["team"], s["score"], s["data"]) for s in outcome.result["sides"]]
    placings = RS.placings(sides, outcome.result["match"])
    assert [s.team for s, p in zip(sides, placings, strict=True) if p == "win"] == outcome.winners


def test_the_replay_reads_the_match_out():
    outcome = simulate(*sheets_for(2), seed=2)
    text = replay_text(outcome, ["Home", "Away"])
    assert text.startswith("Kick-off:") and "— Period 1 (Home first) —" in text
    assert "Turn 1: Home" in text and text.splitlines()[-1].startswith("Final:")


def test_a_maximum_kaos_friendly_can_be_played_out():  # §26.1
    home, away = sheets_for(0)
    third = KaosSheet(30, "Third", "amazons")
    fourth = KaosSheet(40, "Fourth", "daemons")
    outcome = simulate(home, away, others=[third, fourth], seed=5)
    assert outcome.result["match"]["mode"] == "maximum_kaos" and len(outcome.result["sides"]) == 4
    assert report_breaches(outcome, stage="friendly") == []


def test_a_sheet_names_a_team_and_tiles_of_the_box():  # §4, §27, §28
    with pytest.raises(ValueError, match="no Kaosball team 'orcs'"):
        KaosSheet(1, "x", "orcs")
    with pytest.raises(ValueError, match="one more per active Enforcement"):
        KaosSheet(1, "x", "fangs", ringers=(("t_bone", "runner"), ("spectre", "bruiser")))
    with pytest.raises(ValueError, match="§5"):
        KaosMatch([KaosSheet(i, "x", "fangs") for i in range(5)], dice=Dice(0), bots=[], mode="maximum_kaos")


def test_a_sheet_from_a_finished_auction():  # §27.5
    tiles, ringers = league.auction_pool()
    s = au.start_auction([1, 2], cash=10, tiles=tiles, ringers=ringers, dice=Dice(0))
    s = au.pass_(au.pass_(s, 1), 2)
    item = s.ringers[0]
    s = au.pass_(au.bid(s, 1, 4, item=item), 2)
    s = au.pass_(au.pass_(s, 1), 2)
    s = au.field_ringer(au.choose_active(s, 1, []), 1, item, "bruiser")
    s = au.field_ringer(au.choose_active(s, 2, []), 2, None)
    sheet = KaosSheet.from_auction(s, 1, name="Home", kind="fangs")
    assert sheet.ringers == ((item, "bruiser"),) and sheet.cash == 6
    outcome = simulate(sheet, KaosSheet.from_auction(s, 2, name="Away", kind="ogres"), seed=9)
    assert report_breaches(outcome) == []


class CheckedMatch(KaosMatch):
    """A match that checks the invariants after every turn."""

    def turn(self, t):
        super().turn(t)
        problems = invariants.check(self)
        assert problems == [], (self.seed, self.turn_no, problems)


def _fuzz(seeds, teams=2):
    endings = set()
    for seed in seeds:
        home, away = sheets_for(seed)
        extra = [KaosSheet(30 + i, f"T{i}", KINDS[(seed + i) % 4]) for i in range(teams - 2)]
        mode = "head_to_head" if teams == 2 else "maximum_kaos"
        m = CheckedMatch([home, away, *extra], dice=Dice(seed), bots=[ScriptedBot() for _ in range(teams)],
                         seed=seed, mode=mode)
        m.run()
        result = outcome(m)
        assert report_breaches(result, stage="league" if teams == 2 else "friendly") == [], (seed, result.result)
        endings.add(result.result["match"]["ending"])
    return endings


def test_two_hundred_seeded_matches_keep_the_invariants_and_pass_the_result_check():
    endings = _fuzz(range(200))
    assert {"full_time", "knockout"} <= endings


@pytest.mark.slow
def test_many_seeded_matches_of_two_three_and_four_teams():
    """KAOSBALL_FUZZ_MATCHES sets how many per team count (default 50: CI runs it too)."""
    n = int(os.environ.get("KAOSBALL_FUZZ_MATCHES", "50"))
    for teams in (2, 3, 4):
        _fuzz(range(1000, 1000 + n), teams=teams)


def test_an_unplayed_match_from_the_start_the_bots_hold_the_auction_then_play():  # §27, §27.5
    state, result = simulate_with_auction([(1, "Home", "fangs"), (2, "Away", "ogres")], seed=3, cash=10,
                                          upgrade_points=[3, 4], tiles_owned={1: ["hardy"], 2: []},
                                          ringers_owned={1: ["t_bone"], 2: []})
    assert state.phase == "done" and all(c >= 0 for c in state.cash)
    assert "t_bone" not in state.log[0]["ringers"]  # a ringer a team of the match owns is not sold again
    for seat, team in enumerate((1, 2)):
        spent = sum(e["price"] for e in state.log if e["t"] == "sold" and e["team"] == team)
        assert state.cash[seat] == 10 - spent
        assert au.active_tile_breaches(state.active[seat], state.tiles_of(team), state.upgrade_points[seat]) == []
    assert report_breaches(result) == []
    again = simulate_with_auction([(1, "Home", "fangs"), (2, "Away", "ogres")], seed=3, cash=10,
                                  upgrade_points=[3, 4], tiles_owned={1: ["hardy"], 2: []},
                                  ringers_owned={1: ["t_bone"], 2: []})
    assert again[0] == state and again[1].events == result.events


def test_the_auction_bot_keeps_cash_for_bribes_and_stays_within_upgrade_points():  # §21.2, §27.1
    for seed in range(20):
        state, _ = simulate_with_auction([(1, "A", "amazons"), (2, "B", "daemons"), (3, "C", "fangs")],
                                         seed=seed, cash=12)
        assert all(c >= 2 for c in state.cash)
        assert all(sum(UPGRADE_TILE[t].cost for t in a) <= 3 for a in state.active)


def test_sheets_and_outcomes_are_plain_data():
    sheet = KaosSheet.from_dict({"id": 5, "name": "Five", "team": "daemons", "tiles": ["hate"],
                                 "ringers": [{"ringer": "spectre", "position": "runner"}], "cash": 3})
    assert sheet == KaosSheet(5, "Five", "daemons", tiles=("hate",), ringers=(("spectre", "runner"),), cash=3)
    result = simulate(sheet, KaosSheet(6, "Six", "amazons"), seed="fixture-17")
    data = json.loads(json.dumps(result.as_dict()))
    assert data["seed"] == "fixture-17" and data["result"] == result.result and data["winners"] == result.winners
