"""The pre-game draft and auction (rules/kaosball.md §27), with forced dice for the tiles and ringers revealed."""

import json

import pytest

from engine.dice import Dice
from engine.rulesets.kaosball import auction as au
from engine.rulesets.kaosball import league
from engine.rulesets.kaosball.auction import AuctionError

TILES = ["hate", "relay_training", "celerity", "brick", "lucky", "enforcement", "hardy", "speed_training"]
RINGERS = ["t_bone", "spectre", "panther", "the_dragon", "macho_libre", "the_butcher", "panda_monium"]


def start(teams=("you", "them"), cash=12, **kw):
    n = len(teams)
    dice = Dice.forcing(*[1] * (4 + n), *[1] * (3 + n))  # each reveal takes the pool's first card
    state = au.start_auction(list(teams), cash=cash, tiles=TILES, ringers=RINGERS, dice=dice, **kw)
    dice.assert_all_forced_used()
    return state


def test_reveals_four_plus_one_tile_and_three_plus_one_ringer_per_player():  # §27.3, §27.4
    tiles, ringers = league.auction_pool()
    for n, (t, r) in {2: (6, 5), 3: (7, 6), 4: (8, 7)}.items():
        state = au.start_auction(list(range(n)), cash=12, tiles=tiles, ringers=ringers, dice=Dice(n))
        assert (len(state.tiles), len(state.ringers)) == (t, r)
    assert start().tiles == TILES[:6] and start().ringers == RINGERS[:5]


def test_the_worked_example_of_the_tile_auction():  # §27.3
    s = start()
    assert au.to_act(s) == "you"  # the first-player marker opens
    s = au.bid(s, "you", 3, item="hate")
    s = au.bid(s, "them", 5)
    s = au.pass_(s, "you")
    assert s.tiles_won == [[], ["hate"]] and s.cash == [12, 7]
    assert au.to_act(s) == "them"  # the winner of the last lot names the next
    s = au.bid(s, "them", 0, item="relay_training")  # cost 0: an opening bid of 0 is allowed
    for team, amount in (("you", 1), ("them", 2), ("you", 3)):
        s = au.bid(s, team, amount)
    s = au.pass_(s, "them")
    assert s.cash == [9, 7]
    s = au.bid(s, "you", 2, item="celerity")
    s = au.pass_(s, "them")
    assert s.cash == [7, 7] and s.tiles_won == [["relay_training", "celerity"], ["hate"]]
    s = au.pass_(s, "you")  # you name nothing; the choice goes to your left
    assert s.phase == "tiles" and au.to_act(s) == "them"
    s = au.pass_(s, "them")  # everyone passed: the auction ends, the rest go back in the box
    assert s.phase == "ringers" and s.tiles == []
    assert s.log[-1] == {"t": "end", "phase": "tiles", "returned": ["brick", "lucky", "enforcement"]}


def test_a_bid_above_your_cash_is_refused_and_nothing_changes():  # §27.3
    s = au.bid(start(cash=[12, 4]), "you", 3, item="hate")
    before = s.to_dict()
    with pytest.raises(AuctionError) as error:
        au.bid(s, "them", 5)
    assert error.value.breach.rule == "§27.3" and "more cash than you have (4)" in error.value.breach.message
    assert s.to_dict() == before


def test_a_bid_must_be_higher_than_the_current_bid():  # §27.3
    s = au.bid(start(), "you", 3, item="hate")
    with pytest.raises(AuctionError, match="higher than the current 3"):
        au.bid(s, "them", 3)


def test_the_opening_bid_is_at_least_the_printed_cost():  # §27.1, §27.3
    with pytest.raises(AuctionError, match="at least its printed cost 2, not 1"):
        au.bid(start(), "you", 1, item="hate")


def test_acting_out_of_turn_is_refused():  # §27.3
    with pytest.raises(AuctionError, match="not your turn: you is to name a lot"):
        au.bid(start(), "them", 3, item="hate")
    s = au.bid(start(), "you", 3, item="hate")
    with pytest.raises(AuctionError, match="not your turn"):
        au.pass_(s, "you")


def test_only_a_revealed_tile_may_be_named():  # §27.3
    with pytest.raises(AuctionError, match="not one of the tiles revealed"):
        au.bid(start(), "you", 3, item="pile_driver")


def test_bidding_goes_clockwise_and_a_team_that_passed_is_out_of_this_lot():  # §27.3, three players
    s = start(("a", "b", "c"))
    s = au.bid(s, "a", 2, item="hate")
    s = au.pass_(s, "b")
    s = au.bid(s, "c", 3)
    assert au.to_act(s) == "a"  # b passed on this lot
    s = au.bid(s, "a", 4)
    assert au.to_act(s) == "c"
    s = au.pass_(s, "c")
    assert s.tiles_won[0] == ["hate"] and s.cash == [8, 12, 12]


def test_the_ringer_auction_uses_the_cash_left_and_the_first_player_opens():  # §27.4 (UNCLEAR: who opens)
    s = au.bid(start(first=1), "them", 5, item="hate")
    s = au.pass_(s, "you")
    s = au.pass_(s, "them")
    s = au.pass_(s, "you")
    assert s.phase == "ringers" and au.to_act(s) == "them"
    with pytest.raises(AuctionError, match="at least its printed price 3"):
        au.bid(s, "them", 2, item="t_bone")
    with pytest.raises(AuctionError, match=r"more cash than you have \(7\)"):
        au.bid(s, "them", 8, item="t_bone")
    s = au.bid(s, "them", 7, item="t_bone")
    s = au.pass_(s, "you")
    assert s.ringers_won == [[], ["t_bone"]] and s.cash == [12, 0]


def test_a_ringer_already_bought_cannot_be_bid_for():  # §27.4
    s = au.pass_(au.pass_(start(), "you"), "them")  # no tiles bought
    s = au.pass_(au.bid(s, "you", 3, item="t_bone"), "them")
    assert au.to_act(s) == "you"
    with pytest.raises(AuctionError) as error:
        au.bid(s, "you", 4, item="t_bone")
    assert error.value.breach.rule == "§27.4"
    assert error.value.breach.message == "T-Bone has already been bought by you"


def test_a_fifth_team_is_refused():  # §5
    with pytest.raises(AuctionError, match="2, 3 or 4 teams, not 5"):
        au.start_auction(list(range(5)), cash=12, tiles=TILES, ringers=RINGERS, dice=Dice(0))


def _to_choosing(**kw):
    s = start(**kw)
    s = au.pass_(au.bid(s, "you", 3, item="enforcement"), "them")
    s = au.pass_(au.bid(s, "you", 0, item="lucky"), "them")
    s = au.pass_(au.bid(s, "you", 2, item="hate"), "them")
    s = au.pass_(au.pass_(s, "you"), "them")
    s = au.pass_(au.bid(s, "you", 3, item="t_bone"), "them")
    s = au.pass_(au.bid(s, "you", 1, item="spectre"), "them")
    s = au.pass_(s, "you")  # you name nothing more: the choice goes to them
    s = au.pass_(au.bid(s, "them", 2, item="panther"), "you")
    s = au.pass_(s, "them")
    s = au.pass_(s, "you")
    assert s.phase == "choose"
    return s


def test_active_tiles_are_limited_by_printed_cost_not_price_paid():  # §27.1, §27.5
    s = _to_choosing(upgrade_points=[3, 3])
    assert s.cash == [3, 10]
    with pytest.raises(AuctionError) as error:
        au.choose_active(s, "you", ["enforcement", "hate"])
    assert error.value.breach.rule == "§27.5" and "printed cost is 5, more than your 3" in error.value.breach.message
    with pytest.raises(AuctionError, match="you own 0 Hardy"):
        au.choose_active(s, "you", ["hardy"])
    s = au.choose_active(s, "you", ["enforcement", "lucky"])  # 3 + 0
    assert s.active[0] == ["enforcement", "lucky"]


def test_four_upgrade_slots_tiles_of_one_name_stack():  # §27.1
    assert au.active_tile_breaches(["lucky", "relay_training", "brick", "speed_training", "sexy_contract"],
                                   ["lucky", "relay_training", "brick", "speed_training", "sexy_contract"], 9)
    assert au.active_tile_breaches(["speed_training"] * 3, ["speed_training"] * 3, 3) == []


def test_one_fielded_ringer_one_more_with_enforcement():  # §27, §27.5, §28.2
    s = _to_choosing(upgrade_points=[5, 3])
    with pytest.raises(AuctionError, match="you do not own Panther"):
        au.field_ringer(s, "you", "panther")
    s = au.choose_active(s, "you", ["hate"])
    with pytest.raises(AuctionError, match="field 1 ringer"):
        au.field_ringers(s, "you", [("t_bone", "bruiser"), ("spectre", "runner")])
    s = au.choose_active(s, "you", ["enforcement", "lucky"])
    s = au.field_ringers(s, "you", [("t_bone", "bruiser"), ("spectre", "runner")])
    with pytest.raises(AuctionError, match="keep an Enforcement active"):
        au.choose_active(s, "you", ["hate"])
    with pytest.raises(AuctionError, match="runner's or a bruiser's place"):
        au.field_ringer(s, "them", "panther", "coach")
    assert not au.revealed(s)
    s = au.field_ringer(au.choose_active(s, "them", []), "them", None)
    assert au.revealed(s) and s.phase == "done"
    assert s.fielded == [[{"ringer": "t_bone", "position": "bruiser"}, {"ringer": "spectre", "position": "runner"}], []]
    with pytest.raises(AuctionError, match="revealed"):
        au.field_ringer(s, "them", "panther")


def test_choosing_waits_for_the_auctions():  # §27.5
    with pytest.raises(AuctionError, match="when both auctions are over"):
        au.choose_active(start(), "you", [])


def test_the_state_is_json_and_actions_leave_the_old_state_alone():
    s = start(teams=(7, 9))
    after = au.bid(s, 7, 3, item="hate")
    assert s.lot is None and after.lot["bid"] == 3
    again = au.AuctionState.from_dict(json.loads(json.dumps(after.to_dict())))
    assert again == after
    assert au.options(again, 9) == {"act": "bid", "item": "hate", "min": 4, "max": 12}
    assert au.options(again, 7)["act"] == "wait"


def test_tiles_and_ringers_owned_from_earlier_league_matches_can_be_chosen():  # §5, §27.5 (docs/decisions.md)
    s = start(tiles_owned={"you": ["hardy"], "them": []}, ringers_owned=[["the_butcher"], []])
    s = au.pass_(au.pass_(s, "you"), "them")
    s = au.pass_(au.pass_(s, "you"), "them")
    s = au.field_ringer(au.choose_active(s, "you", ["hardy"]), "you", "the_butcher", "bruiser")
    assert s.tiles_of("you") == ["hardy"] and s.active[0] == ["hardy"]
