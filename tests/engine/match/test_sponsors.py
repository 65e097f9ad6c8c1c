"""§11.2 The six sponsors' effects in a match, with forced dice (engine/match/sponsors.py)."""

import dataclasses

from engine.dice import Dice
from engine.match import Match, RandomBot, generate
from engine.match.position import ScriptedBot, position
from engine.match.sample import sample_team
from engine.match.sponsors import (
    AIR_OBERWALD,
    CRAGFALL,
    CRYSTAL_BALL,
    DR_BRAUER,
    FARBLAST,
    LIGHTNINGADE,
)

FOUL = """
#######
#.Ab..#
#..G..#
#######
"""


def rolls(m, why):
    return [e for e in m.events if e.get("t") == "roll" and e.get("why") == why]


def test_crystal_ball_blackout_and_no_arguing_for_the_opponents():
    # 2+: no Sending-off for the natural double (armour 4+4 +1 assist breaks; injury 2+3 Stunned)
    dice = Dice.forcing(4, 4, 2, 2, 3)
    m = position(FOUL, {"b": {"status": "prone"}, "home_sponsor": CRYSTAL_BALL}, dice=dice)
    m.do(("declare", "A", "foul", "b"))
    m.do(("foul", "b"))
    assert m.by_id[(0, "A")].on_field and m.active == 0
    dice.assert_all_forced_used()
    # the opponents of a Crystal Ball team never Argue the Call: Sent-off with no argue roll
    dice = Dice.forcing(4, 4, 2, 3)
    m = position(FOUL, {"b": {"status": "prone"}, "away_sponsor": CRYSTAL_BALL}, dice=dice)
    m.do(("declare", "A", "foul", "b"))
    m.do(("foul", "b"))
    assert m.by_id[(0, "A")].where == "sent_off" and not rolls(m, "argue the call")
    dice.assert_all_forced_used()


def test_lightningade_sends_a_casualty_to_the_reserves_on_5_plus():
    # POW; armour 5+5 broken; injury 5+5 Casualty; Lightningade 5: to the Reserves, no Casualty roll
    dice = Dice.forcing(6, 5, 5, 5, 5, 5)
    m = position("""
    ######
    #Ab..#
    ######
    """, {"away_sponsor": LIGHTNINGADE}, dice=dice, home_bot=ScriptedBot([False]))
    m.do(("declare", "A", "block", "b"))
    assert m.by_id[(1, "b")].where == "reserves" and not rolls(m, "casualty")
    dice.assert_all_forced_used()


BENCH = """
#########
#A1..2..#
#..3..4.#
#.5..6..#
#########
"""


def test_dr_brauers_two_dice_choose_the_portal_and_a_double_malfunctions():
    dice = Dice.forcing(2, 5)
    m = position(BENCH, {"home_sponsor": DR_BRAUER}, dice=dice, reserves={"R": {}}, home_bot=ScriptedBot([5]))
    m.do(("bench", "R"))
    assert m.by_id[(0, "R")].sq == m.portals[4]
    dice.assert_all_forced_used()
    dice = Dice.forcing(3, 3)
    m = position(BENCH, {"home_sponsor": DR_BRAUER}, dice=dice, reserves={"R": {}})
    m.do(("bench", "R"))
    assert m.by_id[(0, "R")].where == "reserves" and m.teams[0].bench_used
    dice.assert_all_forced_used()


def test_farblast_trap_knocks_down_everyone_within_two_squares():
    # the opener A and b two squares from the Chest are Knocked Down (armour 2+2 each)
    dice = Dice.forcing(2, 2, 2, 2)
    m = position("""
    #######
    #A*.b.#
    #######
    """, {"home_sponsor": FARBLAST}, dice=dice)
    m.do(("declare", "A", "move", None))
    m.do(("open_chest", m.d.sq(2, 1)))
    assert m.by_id[(1, "b")].status == "prone" and m.by_id[(0, "A")].status == "prone"
    dice.assert_all_forced_used()


def test_air_oberwald_benefits():
    # Burst of Speed: +1 MA and Sprint; Extra Padding: +1 AV (max 11) and Thick Skull
    m = position(FOUL, {"home_sponsor": AIR_OBERWALD, "home_sponsor_choices": {"athlete": "A", "benefit":
                                                                              "burst_of_speed"}},
                 dice=Dice.forcing())
    a = m.by_id[(0, "A")]
    assert a.ma == 7 and "Sprint" in a.skills and m.by_id[(0, "G")].ma == 6
    m = position(FOUL, {"A": {"av": 11}, "home_sponsor": AIR_OBERWALD,
                        "home_sponsor_choices": {"athlete": "A", "benefit": "extra_padding"}}, dice=Dice.forcing())
    assert m.by_id[(0, "A")].av == 11 and "Thick Skull" in m.by_id[(0, "A")].skills
    # Personal Physician: the Armour roll is made twice and the athlete's coach picks (5+5 or 1+1)
    dice = Dice.forcing(6, 5, 5, 1, 1)
    m = position("""
    ######
    #Ab..#
    ######
    """, {"away_sponsor": AIR_OBERWALD, "away_sponsor_choices": {"athlete": "b", "benefit": "personal_physician"}},
        dice=dice, home_bot=ScriptedBot([False]), away_bot=ScriptedBot([(1, 1)]))
    m.do(("declare", "A", "block", "b"))
    assert m.by_id[(1, "b")].status == "prone"
    dice.assert_all_forced_used()


class CragfallBot(RandomBot):
    def choose(self, match, decision, options):
        if decision == "cragfall":
            return options[1]
        if decision == "cragfall_square":
            return options[-1]
        return options[0]


def test_cragfall_moves_a_player_to_another_room_once_per_match():
    home = dataclasses.replace(sample_team("home"), sponsor=CRAGFALL)
    away = dataclasses.replace(sample_team("away"), sponsor=CRAGFALL)
    m = Match(home, away, dungeon=generate("cragfall"), dice=Dice("cragfall"),
              bots=(CragfallBot("h"), CragfallBot("a")), seed="cragfall")
    m.setup()
    team = m.active
    before = {p.id: p.sq for p in m.team_players[team]}
    mover = next(a for a in m.legal_actions() if a[0] == "declare")
    m.do(mover)
    ev = [e for e in m.events if e.get("t") == "sponsor" and e.get("sponsor") == CRAGFALL]
    assert len(ev) == 1
    d = m.d
    assert before[ev[0]["player"]] == ev[0]["from"] and d.tile_of[ev[0]["to"]] != d.tile_of[ev[0]["from"]]
    assert d.tiles[d.tile_of[ev[0]["to"]]][1] in ("small_room", "large_room") and d.ez_of[ev[0]["to"]] < 0
    assert "Cragfall" in m.teams[team].used_once
