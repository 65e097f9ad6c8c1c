"""The simulator's rules, one by one, on hand-built positions with forced dice and chosen cards
(rules/kaosball.md §9-§28). Squares are named as on the replay: column letter and row, "F6" the centre."""

import pytest

from engine.dice import Dice
from engine.kaosball import board as B
from engine.kaosball.bots import ScriptedBot
from engine.kaosball.match import ATTACK, SPRINT, Activation, KaosMatch, MatchOver, TurnPlan
from engine.kaosball.sheets import KaosSheet

TIE_PLUS_1, TIE_PLUS_2, TIE_MINUS_1, TIE_MINUS_2 = 4, 6, 2, 1  # die rolls for the faces (-2, -1, -1, 1, 1, 2)


def at(name: str) -> int:
    return B.sq("ABCDEFGHIJK".index(name[0]), int(name[1:]) - 1)


class Stub(ScriptedBot):
    """Plays the contest cards it is given, in order; reacts only as told; plans nothing unless given plans."""

    def __init__(self, cards=(), react=None, plans=(), bribe=0, block=None, cheats=()):
        super().__init__()
        self.cheats = set(cheats)
        self.cards, self.react_with, self.plans, self.to_bribe, self.block = list(cards), react, list(plans), bribe, block

    def contest_card(self, m, side, kind, mine, theirs, starting):
        return self.cards.pop(0) if self.cards else None

    def react(self, m, side, mover, options):
        if self.react_with is None:
            return None
        for f, kind in options:
            if kind == self.react_with:
                return f, kind
        return None

    def plan_turn(self, m, side):
        return self.plans.pop(0) if self.plans else TurnPlan()

    def bribe(self, m, side, cheats):
        return self.to_bribe

    def block_scorch(self, m, side, figs):
        return self.block

    def boot_target(self, m, side):
        return None

    def stim_pack(self, m, side, kind, mine, theirs):
        return "stim" in self.cheats

    def pain_gain(self, m, side, kind, mine, theirs):
        return "pain" in self.cheats

    def illegal_scouting(self, m, side, kind, mine, theirs):
        return "scout" in self.cheats

    def kaos_warp(self, m, side, kind, mine, theirs):
        return "warp" in self.cheats

    def bzzzzt(self, m, side, mover):
        return "bzzzzt" in self.cheats

    def kaos_rule(self, m, side, card):
        return "kaos_rule" in self.cheats


def bare(home="fangs", away="ogres", *, dice=None, home_bot=None, away_bot=None, home_tiles=(), away_tiles=(),
         home_ringers=(), away_ringers=(), cash=(10, 10)):
    m = KaosMatch([KaosSheet(1, "Home", home, tiles=home_tiles, ringers=home_ringers, cash=cash[0]),
                   KaosSheet(2, "Away", away, tiles=away_tiles, ringers=away_ringers, cash=cash[1])],
                  dice=dice or Dice.forcing(), bots=[home_bot or Stub(), away_bot or Stub()], seed=0)
    return m


def put(m, team, kind, square, *, hand=()):
    side = m.sides[team]
    fig = next(f for f in side.figs if f.where == "bench" and (f.kind == kind or f.ringer == kind))
    m.place(fig, at(square))
    side.hand.extend(hand)
    return fig


def test_the_worked_steal_example_tie_broken_by_the_active_players_tie_die():  # §20.1
    # A Daemon runner steals from an Ogre bruiser: 2 + Handling 1 against 3 + Handling 0, level at 3; the Daemon
    # player is active and rolls +1: the steal succeeds.
    dice = Dice.forcing(TIE_PLUS_1)
    m = bare("daemons", "ogres", dice=dice, home_bot=Stub(["energy_2"]), away_bot=Stub(["energy_3"]))
    runner = put(m, 0, "runner", "E5", hand=["energy_2"])
    bruiser = put(m, 1, "bruiser", "F5", hand=["energy_3"])
    m.give_ball(bruiser, "test")
    assert m.steal(runner, bruiser) is True
    assert m.carrier is runner
    dice.assert_all_forced_used()
    assert dice.log[0].why == "§20.1 tie in a steal"
    assert m.sides[0].burnt == ["energy_2"] and m.sides[1].burnt == ["energy_3"]  # both cards burnt (§20.1)


def test_the_tie_die_is_rolled_by_the_active_player_for_their_own_total():  # §20.1
    dice = Dice.forcing(TIE_MINUS_1)
    m = bare("daemons", "ogres", dice=dice, home_bot=Stub(["energy_2"]), away_bot=Stub(["energy_3"]))
    runner = put(m, 0, "runner", "E5", hand=["energy_2"])
    bruiser = put(m, 1, "bruiser", "F5", hand=["energy_3"])
    m.give_ball(bruiser, "test")
    m.active = 1  # the Ogre player is active: -1 on the die lowers the Ogres' own total
    assert m.steal(runner, bruiser) is True
    dice.assert_all_forced_used()


def test_a_live_card_beats_a_dead_one_and_an_attack_then_deals_its_number():  # §20.2, §20.4
    m = bare("fangs", "ogres", home_bot=Stub(["energy_1"]), away_bot=Stub(["energy_5"]))
    fang = put(m, 0, "bruiser", "E5", hand=["energy_1"])
    ogre = put(m, 1, "bruiser", "F5", hand=["energy_5"])
    m.sides[1].burnt_numbers.add(5)  # the Ogres already burnt a 5 this period: their 5 is dead
    assert m.attack(fang, ogre) is True
    assert ogre.dmg == 1  # the number on the live card, not the difference of totals


def test_both_dead_compare_the_stats_only():  # §20.2
    m = bare("fangs", "ogres", home_bot=Stub(["huddle"]), away_bot=Stub(["scatter"]))
    fang = put(m, 0, "bruiser", "E5", hand=["huddle"])
    ogre = put(m, 1, "bruiser", "F5", hand=["scatter"])
    assert m.attack(ogre, fang) is True  # Fighting 2 against 1
    assert fang.dmg == 1


def test_a_lost_attack_costs_the_attacker_one_damage():  # §20.4
    m = bare("fangs", "ogres", home_bot=Stub(["energy_1"]), away_bot=Stub(["energy_4"]))
    fang = put(m, 0, "bruiser", "E5", hand=["energy_1"])
    ogre = put(m, 1, "bruiser", "F5", hand=["energy_4"])
    assert m.attack(fang, ogre) is False
    assert (fang.dmg, ogre.dmg) == (1, 0)


def test_booster_bru_is_a_live_six():  # §20.2, §28.6
    dice = Dice.forcing(TIE_PLUS_1)
    m = bare("fangs", "ogres", dice=dice, home_bot=Stub(["booster_bru"]), away_bot=Stub(["energy_5"]))
    fang = put(m, 0, "bruiser", "E5", hand=["booster_bru"])
    ogre = put(m, 1, "bruiser", "F5", hand=["energy_5"])
    assert m.attack(fang, ogre) is True  # 6 + Fighting 1 against 5 + 2: level, Home (active) rolls +1
    dice.assert_all_forced_used()
    assert ogre.dmg == 1  # the margin after the tie die (§20.4 UNCLEAR)
    assert m.sides[0].burnt == ["booster_bru"]  # burnt like any cheat card: it counts for fouls


def test_upset_wins_against_a_four_or_higher():  # §28.4
    m = bare("fangs", "ogres", home_bot=Stub(["upset"]), away_bot=Stub(["energy_5"]))
    fang = put(m, 0, "bruiser", "E5", hand=["upset"])
    ogre = put(m, 1, "bruiser", "F5", hand=["energy_5"])
    assert m.attack(fang, ogre) is True
    assert ogre.dmg == 3  # "with 3"


def test_a_won_tackle_on_the_carrier_knocks_it_down_and_the_tackler_follows_up_with_the_ball():  # §20.4
    m = bare("fangs", "ogres", home_bot=Stub(["energy_3"]), away_bot=Stub(["energy_1"]))
    fang = put(m, 0, "bruiser", "E5", hand=["energy_3"])
    runner = put(m, 1, "runner", "F5", hand=["energy_1"])
    m.give_ball(runner, "test")
    assert m.tackle(fang, runner) is True
    assert runner.down and fang.sq == at("F5") and m.carrier is fang
    assert m.occ[at("E5")] is None and runner in m.downed[at("F5")]


def test_a_lost_tackle_gets_the_tackler_pushed_or_knocked_down_when_it_cannot_be():  # §20.4
    m = bare("fangs", "ogres", home_bot=Stub(["energy_1", "energy_2"]), away_bot=Stub(["energy_5", "energy_4"]))
    fang = put(m, 0, "bruiser", "F5", hand=["energy_1", "energy_2"])
    ogre = put(m, 1, "bruiser", "F4", hand=["energy_5", "energy_4"])
    assert m.tackle(fang, ogre) is False
    assert fang.standing and fang.sq != at("F5") and B.distance(fang.sq, at("F5")) == 1
    for s in B.ADJ[fang.sq]:  # now surround it
        if m.occ[s] is None:
            put(m, 1, "runner", B.name(s))
    assert m.tackle(fang, ogre) is False
    assert fang.down


def test_a_kill_is_a_trophy_for_the_killer_and_fire_kills_for_nobody():  # §9, §25.1
    m = bare("fangs", "ogres", home_bot=Stub(["energy_5"]), away_bot=Stub(["huddle"]))
    fang = put(m, 0, "bruiser", "E5", hand=["energy_5"])
    runner = put(m, 1, "runner", "F5", hand=["huddle"])
    runner.dmg = 2
    m.attack(fang, runner)
    assert runner.where == "dead" and m.sides[0].kills == [runner.id]
    other = put(m, 1, "runner", "C5")
    other.dmg = 2
    m.fire[at("C6")] += 1
    m.activate(Activation(other, SPRINT, [at("C6")]))
    assert other.where == "box" and m.sides[0].kills == [runner.id]


def test_start_of_turn_scoring_minor_is_the_period_major_is_five():  # §14.1
    m = bare()
    runner = put(m, 0, "runner", "D4")  # a minor spot
    m.give_ball(runner, "test")
    m.period = 3
    m.start_of_turn_scoring(m.sides[0])
    assert m.sides[0].vp == 3
    m.occ[runner.sq] = None
    m.place(runner, m.sides[0].seat.major)  # Home sits south: its major spot is in the north back row
    m.start_of_turn_scoring(m.sides[0])
    assert m.sides[0].vp == 8 and B.name(m.sides[0].seat.major) == "F1"
    m.occ[runner.sq] = None
    m.place(runner, m.sides[1].seat.major)  # the other team's major spot scores nothing for Home
    m.start_of_turn_scoring(m.sides[0])
    assert m.sides[0].vp == 8


def test_end_of_period_scoring_needs_no_ball_and_macho_libre_scores_double():  # §21.1, §28.3
    m = bare(home_ringers=(("macho_libre", "runner"),))
    put(m, 0, "runner", "D4")
    put(m, 0, "macho_libre", "H4")
    put(m, 0, "bruiser", "D8")  # bruisers do not score (§6)
    m.period = 2
    m.end_of_period()
    assert m.sides[0].vp == 2 + 4


def test_bribes_first_then_a_foul_roll_per_cheat_card_left():  # §21.2, §21.3
    dice = Dice.forcing(TIE_PLUS_2, TIE_MINUS_1)
    m = bare(dice=dice, home_bot=Stub(bribe=1), cash=(1, 10))
    m.sides[0].burnt = ["kaos_rule", "stim_pack", "bzzzzt"]
    m.end_of_period()
    dice.assert_all_forced_used()
    assert (m.sides[0].cash, m.sides[0].fouls) == (0, 2)
    assert m.discard == ["kaos_rule"]


def test_fouls_stop_at_fifteen():  # §21.3
    m = bare(dice=Dice.forcing(TIE_PLUS_2))
    m.sides[0].fouls = 14
    m.sides[0].burnt = ["kaos_rule"]
    m.end_of_period()
    assert m.sides[0].fouls == 15


def test_entering_a_killzone_draws_one_reaction_a_turn():  # §18
    m = bare("fangs", "ogres", home_bot=Stub(["energy_5"]), away_bot=Stub(["energy_1"], react=ATTACK))
    runner = put(m, 0, "runner", "C5", hand=["energy_5"])
    put(m, 1, "bruiser", "D4", hand=["energy_1"])
    put(m, 1, "bruiser", "F4")
    m.activate(Activation(runner, SPRINT, [at("D5"), at("E5"), at("F5")]))
    reactions = [e for e in m.events if e["t"] == "reaction"]
    assert len(reactions) == 1 and reactions[0]["kind"] == ATTACK  # the second bruiser may not react
    assert runner.sq == at("F5")


def test_picking_up_the_ball_ends_the_move():  # §17
    m = bare()
    runner = put(m, 0, "runner", "F8")
    m.activate(Activation(runner, SPRINT, [at("F7"), at("F6"), at("F5")]))
    assert m.carrier is runner and runner.sq == at("F6")


def test_a_standing_figure_blocks_a_square_a_knocked_down_one_does_not():  # §8, §16
    m = bare()
    runner = put(m, 0, "runner", "C5")
    blocker = put(m, 1, "runner", "D5")
    m.activate(Activation(runner, SPRINT, [at("D5"), at("E5")]))
    assert runner.sq == at("C5")
    m.knock_down(blocker, "test")
    m.activate(Activation(runner, SPRINT, [at("D5"), at("E5")]))
    assert runner.sq == at("E5")


def test_the_bell_gives_every_other_team_one_more_turn():  # §10, §13, §19
    m = bare()
    m.deck = ["energy_1"] * 40
    for team in (0, 1):
        put(m, team, "runner", "C5" if team == 0 else "I5")
    m.sides[0].burnt = ["energy_1"] * 9
    m.play_period()
    turns = [e["team"] for e in m.events if e["t"] == "turn"]
    assert turns == [0, 1] and [e["team"] for e in m.events if e["t"] == "bell"] == [0]


def test_twenty_vp_behind_is_a_knockout():  # §24.1
    m = bare()
    m.sides[0].vp = 25
    m.sides[1].vp = 6
    m.check_knockout()  # 19 behind: still in
    m.sides[0].vp = 26
    with pytest.raises(MatchOver):
        m.check_knockout()
    assert (m.sides[1].out, m.ending) == ("knocked_out", "knockout")


def test_fewer_than_five_figures_is_annihilation():  # §21.4, §24.2
    m = bare()
    m.deck = ["energy_1"] * 40
    for f in m.sides[1].figs[:9]:
        f.where = "dead"
    with pytest.raises(MatchOver):
        m.prepare_next_period(halftime=False)
    assert (m.sides[1].out, m.ending) == ("annihilated", "annihilation")


def test_a_new_period_tops_up_three_runners_and_two_bruisers_on_the_scrimmage_line():  # §21.4
    m = bare()
    m.deck = ["energy_1"] * 40
    m.prepare_next_period(halftime=False)
    home = m.sides[0]
    assert sorted(f.kind for f in home.on_pitch()) == ["bruiser", "bruiser", "runner", "runner", "runner"]
    assert {f.sq for f in home.on_pitch() if f.kind == "runner"} == set(home.seat.circles)
    assert (m.period, m.first, m.ball) == (2, 1, B.CENTRE)


def test_amazons_reach_diagonally():  # §7, §28.1
    m = bare("amazons", "ogres")
    amazon = put(m, 0, "bruiser", "E5")
    ogre = put(m, 1, "bruiser", "F6")
    assert at("F6") in m.killzone(amazon) and at("E5") not in m.killzone(ogre)


def test_a_wall_blocks_movement_and_the_killzone():  # §25.2
    m = bare()
    runner = put(m, 0, "runner", "E5")
    m.walls.add(B.edge(at("E5"), at("F5")))
    assert at("F5") not in m.killzone(runner)
    m.activate(Activation(runner, SPRINT, [at("F5")]))
    assert runner.sq == at("E5")


def test_ogres_stomp_adjacent_standing_enemies_back_a_square():  # §28.1
    m = bare("ogres", "fangs")
    ogre = put(m, 0, "bruiser", "F6")
    north = put(m, 1, "runner", "F5")
    east = put(m, 1, "runner", "G6")
    m.stomp(ogre)
    assert (north.sq, east.sq) == (at("F4"), at("H6"))


def test_daemons_scorch_every_enemy_in_the_killzone_unless_blocked_with_a_three():  # §28.1
    m = bare("daemons", "ogres")
    daemon = put(m, 0, "runner", "F6")
    a, b = put(m, 1, "runner", "F5"), put(m, 1, "runner", "G6")
    m.after_activation(daemon)
    assert (a.dmg, b.dmg) == (1, 1)
    m2 = bare("daemons", "ogres", away_bot=Stub(block="energy_3"))
    daemon = put(m2, 0, "runner", "F6")
    a = put(m2, 1, "runner", "F5", hand=["energy_3"])
    m2.after_activation(daemon)
    assert a.dmg == 0 and m2.sides[1].burnt == ["energy_3"]


def test_fangs_heal_one_after_a_successful_attack():  # §28.1
    m = bare("fangs", "ogres", home_bot=Stub(["energy_5"]), away_bot=Stub(["energy_1"]))
    fang = put(m, 0, "bruiser", "E5", hand=["energy_5"])
    fang.dmg = 2
    ogre = put(m, 1, "bruiser", "F5", hand=["energy_1"])
    m.attack(fang, ogre)
    assert fang.dmg == 1


def test_hardy_cancels_the_first_damage_each_turn_and_hate_scores_a_vp_a_blow():  # §28.2
    m = bare("fangs", "ogres", home_tiles=("hate",), away_tiles=("hardy",),
             home_bot=Stub(["energy_2", "energy_3"]), away_bot=Stub(["huddle", "scatter"]))
    fang = put(m, 0, "bruiser", "E5", hand=["energy_2", "energy_3"])
    ogre = put(m, 1, "bruiser", "F5", hand=["huddle", "scatter"])
    m.attack(fang, ogre)  # won against a dead card: 2 damage, the first is cancelled
    assert ogre.dmg == 1 and m.sides[0].vp == 1
    m.attack(fang, ogre)  # 3 more this turn: no Hardy left, the Ogre dies
    assert ogre.where == "dead" and m.sides[0].vp == 2  # one VP for the killing blow (§28.2 UNCLEAR)
    m.turn(1)  # a new turn: Hardy is back
    assert not m.sides[1].hardy_used


def test_pile_driver_scores_a_vp_for_a_tackle_you_start_and_win():  # §28.2
    m = bare("fangs", "ogres", home_tiles=("pile_driver",), home_bot=Stub(["energy_5"]), away_bot=Stub(["huddle"]))
    fang = put(m, 0, "bruiser", "E5", hand=["energy_5"])
    ogre = put(m, 1, "bruiser", "F5", hand=["huddle"])
    m.tackle(fang, ogre)
    assert ogre.down and m.sides[0].vp == 1


def test_the_butcher_kills_with_any_damage():  # §28.3
    m = bare("fangs", "ogres", home_ringers=(("the_butcher", "bruiser"),),
             home_bot=Stub(["energy_1"]), away_bot=Stub(["huddle"]))
    butcher = put(m, 0, "the_butcher", "E5", hand=["energy_1"])
    ogre = put(m, 1, "bruiser", "F5", hand=["huddle"])
    m.attack(butcher, ogre)
    assert ogre.where == "dead"


def test_t_bone_fully_heals_at_the_start_of_his_turn():  # §28.3
    m = bare(home_ringers=(("t_bone", "bruiser"),))
    m.deck = ["energy_1"] * 40
    tbone = put(m, 0, "t_bone", "E5")
    tbone.dmg = 3
    m.turn(0)
    assert tbone.dmg == 0 and tbone.hp == 4


def test_spectre_moves_through_figures_but_never_stops_on_one():  # §28.3
    m = bare(home_ringers=(("spectre", "runner"),))
    spectre = put(m, 0, "spectre", "C5")
    put(m, 1, "runner", "D5")
    m.activate(Activation(spectre, SPRINT, [at("D5"), at("E5")], pickup=False))
    assert spectre.sq == at("E5") and m.occ[at("D5")].team == 1
    m.activate(Activation(spectre, SPRINT, [at("D5")], pickup=False))
    assert spectre.sq == at("E5")
    path = m.path_to(m.reach(spectre, 5), at("C5"))
    assert path == [at("D5"), at("C5")]  # the way back passes through the runner's square


def test_moves_the_dragon_three_more_speed_training_one_more_hustle_twice():  # §15, §28.2, §28.3, §28.5
    m = bare(home_tiles=("speed_training",), home_ringers=(("the_dragon", "runner"),))
    runner, dragon = put(m, 0, "runner", "C5"), put(m, 0, "the_dragon", "C6")
    assert m.allowance(runner, SPRINT) == 6 and m.allowance(runner, ATTACK) == 4
    assert m.allowance(dragon, SPRINT) == 9 and m.allowance(runner, SPRINT, hustle=True) == 12


def test_panther_cannot_be_attacked_or_tackled_as_she_moves_in_but_may_be_robbed():  # §28.3, §18
    m = bare(home_ringers=(("panther", "runner"),), away_bot=Stub(["energy_5"], react=ATTACK))
    panther = put(m, 0, "panther", "C5")
    put(m, 1, "bruiser", "E4", hand=["energy_5"])
    m.activate(Activation(panther, SPRINT, [at("D5"), at("E5")]))
    assert not [e for e in m.events if e["t"] == "reaction"]
    m2 = bare(home_ringers=(("panther", "runner"),), home_bot=Stub(["energy_1"]),
              away_bot=Stub(["energy_5"], react="steal"))
    panther = put(m2, 0, "panther", "C5", hand=["energy_1"])
    m2.give_ball(panther, "test")
    thief = put(m2, 1, "runner", "E4", hand=["energy_5"])
    m2.activate(Activation(panther, SPRINT, [at("D5"), at("E5")]))
    assert m2.carrier is thief


def test_lucky_re_rolls_a_losing_tie_die_once():  # §28.2
    dice = Dice.forcing(TIE_MINUS_2, TIE_PLUS_2)
    m = bare("daemons", "ogres", dice=dice, home_tiles=("lucky",), home_bot=Stub(["energy_2"]),
             away_bot=Stub(["energy_3"]))
    runner = put(m, 0, "runner", "E5", hand=["energy_2"])
    bruiser = put(m, 1, "bruiser", "F5", hand=["energy_3"])
    m.give_ball(bruiser, "test")
    assert m.steal(runner, bruiser) is True
    dice.assert_all_forced_used()
    assert [r.why for r in dice.log] == ["§20.1 tie in a steal", "§28.2 Lucky re-roll"]


def test_brick_takes_one_unpreventable_damage_instead_of_a_knock_down():  # §28.2
    m = bare("fangs", "ogres", away_tiles=("brick", "hardy"), home_bot=Stub(["energy_5"]), away_bot=Stub(["huddle"]))
    fang = put(m, 0, "bruiser", "E5", hand=["energy_5"])
    ogre = put(m, 1, "bruiser", "F5", hand=["huddle"])
    m.tackle(fang, ogre)
    assert ogre.standing and ogre.dmg == 1  # Hardy does not cancel it: unpreventable


def test_celerity_activates_a_figure_before_the_first_turn():  # §28.2
    m = bare(home_tiles=("celerity",), home_bot=ScriptedBot())
    m.deck = ["energy_1"] * 60
    runner = put(m, 0, "runner", "F8")
    m.sides[1].burnt = ["energy_1"] * 9
    m.first = 1
    m.play_period()
    kinds = [e["t"] for e in m.events]
    assert kinds.index("celerity") < kinds.index("turn")
    assert m.carrier is runner  # it ran for the ball before anyone's turn


def test_boot_to_the_head_knocks_down_an_enemy_whose_team_loses_its_ability_that_turn():  # §28.6
    class Booter(Stub):
        def boot_target(self, m, side):
            return m.sides[1].figs[0]

    m = bare("fangs", "amazons", home_bot=Booter())
    m.deck = ["energy_1"] * 40
    amazon = put(m, 1, "runner", "F5")
    m.give_ball(amazon, "test")
    m.sides[0].hand.append("boot_to_the_head")
    m.turn(0)
    assert m.sides[0].burnt == ["boot_to_the_head"] and m.carrier is None and m.ball == at("F5")
    assert amazon.standing and not m.sides[1].ability_lost  # stood up again at the end of the turn
    assert any(e["t"] == "knocked_down" and e["why"] == "boot to the head" for e in m.events)


def test_tactic_cards_warpstone_rain_of_fire_hail_mary_and_huddle():  # §28.5, §25.1, §25.3
    m = bare()
    m.deck = ["energy_2"] * 40
    side = m.sides[0]
    runner = put(m, 0, "runner", "E6")
    side.hand += ["warpstone", "rain_of_fire", "hail_mary_play", "huddle", "kaos_rule", "stim_pack"]
    assert m.play_tactic(side, TurnPlan(card="warpstone", squares=[at("E5")],
                                        activation=Activation(runner, SPRINT, [at("E5")])))
    assert m.points == {at("E5"): 0} and m.spot_points(side, at("E5")) == 1
    assert m.spot_points(m.sides[1], at("E5")) == 0  # only the placing team scores there
    assert not m.play_tactic(side, TurnPlan(card="rain_of_fire", squares=[at("D4"), at("G6")]))  # D4 is a spot
    assert m.play_tactic(side, TurnPlan(card="rain_of_fire", squares=[at("C6"), at("G6")]))
    assert m.fire == {at("C6"): 1, at("G6"): 1}
    assert m.play_tactic(side, TurnPlan(card="hail_mary_play", squares=[at("H8")]))  # 1 figure on the pitch
    placed = [e for e in m.events if e["t"] == "hail_mary"]
    assert placed[0]["square"] == "H8" and len(side.on_pitch()) == 2  # placed there, then activated
    assert [e["fig"] for e in m.events if e["t"] == "activate"][-1] == placed[0]["fig"]
    assert not m.play_tactic(side, TurnPlan(card="huddle"))  # Huddle needs 3 other cards to discard
    side.hand.append("energy_4")
    assert m.play_tactic(side, TurnPlan(card="huddle", discard=["kaos_rule", "stim_pack"]))
    assert "kaos_rule" in m.discard and "stim_pack" in m.discard and len(side.hand) == 7
    assert side.burnt == ["warpstone", "rain_of_fire", "hail_mary_play", "huddle"]


def test_halftime_scores_kills_and_cheats_and_sends_everyone_back_healed():  # §22.1, §22.3
    m = bare()
    m.deck = ["energy_1"] * 60
    m.setup()
    m.sides[0].kills = ["1r1", "1r2"]
    m.sides[1].fouls = 3
    m.sides[0].on_pitch()[0].dmg = 2
    m.kill_and_cheat_scoring("halftime")
    assert (m.sides[0].vp, m.sides[1].vp) == (6, 0)  # +6 most kills; -5 most fouls, the track stops at 0
    m.prepare_next_period(halftime=True)
    assert all(f.dmg == 0 for f in m.sides[0].on_pitch()) and len(m.sides[0].on_pitch()) == 5


def test_sudden_death_minor_spots_are_worth_four():  # §23
    m = bare()
    m.period = 6
    assert m.spot_points(m.sides[0], at("D4")) == 4 and m.spot_points(m.sides[0], m.sides[0].seat.major) == 5


def test_stim_pack_doubles_a_starred_card_and_is_burnt_as_a_cheat():  # §20.3, §28.6
    dice = Dice.forcing(TIE_PLUS_1)
    m = bare("fangs", "ogres", dice=dice, home_bot=Stub(["energy_3_star"], cheats={"stim"}),
             away_bot=Stub(["energy_5"]))
    fang = put(m, 0, "bruiser", "E5", hand=["energy_3_star", "stim_pack"])
    ogre = put(m, 1, "bruiser", "F5", hand=["energy_5"])
    assert m.attack(fang, ogre) is True  # 3★ doubled: 6 + Fighting 1 against 5 + 2, level; Home rolls +1
    dice.assert_all_forced_used()
    assert next(e for e in m.events if e["t"] == "contest")["totals"] == [8, 7] and ogre.dmg == 1
    assert m.sides[0].burnt == ["stim_pack", "energy_3_star"]


def test_stim_pack_does_nothing_for_a_card_without_a_star():  # §20.3
    m = bare("fangs", "ogres", home_bot=Stub(["energy_3"], cheats={"stim"}), away_bot=Stub(["energy_1"]))
    fang = put(m, 0, "bruiser", "E5", hand=["energy_3", "stim_pack"])
    ogre = put(m, 1, "bruiser", "F5", hand=["energy_1"])
    m.attack(fang, ogre)
    assert next(e for e in m.events if e["t"] == "contest")["totals"] == [4, 3]


def test_pain_gain_one_damage_for_plus_one():  # §28.2
    m = bare("fangs", "ogres", home_tiles=("pain_gain",), home_bot=Stub(["energy_3"], cheats={"pain"}),
             away_bot=Stub(["energy_2"]))
    fang = put(m, 0, "bruiser", "E5", hand=["energy_3"])
    ogre = put(m, 1, "bruiser", "F5", hand=["energy_2"])
    assert m.attack(fang, ogre) is True  # 3 + Fighting 1 + 1 against 2 + 2
    assert next(e for e in m.events if e["t"] == "contest")["totals"] == [5, 4]
    assert [e["t"] for e in m.events if e["t"] in ("pain_gain", "heal")] == ["pain_gain", "heal"]
    assert (fang.dmg, ogre.dmg) == (0, 1)  # the 1 damage taken, then healed by winning (Vampirism, §28.1)


def test_kaos_warp_cancels_a_lost_contest_and_starts_a_new_one():  # §28.6
    m = bare("fangs", "ogres", home_bot=Stub(["energy_1", "energy_5"], cheats={"warp"}),
             away_bot=Stub(["energy_4", "energy_1"]))
    fang = put(m, 0, "bruiser", "E5", hand=["energy_1", "energy_5", "kaos_warp"])
    ogre = put(m, 1, "bruiser", "F5", hand=["energy_4", "energy_1"])
    assert m.attack(fang, ogre) is True  # lost 2-6, warped, then 6-3
    assert [e["won"] for e in m.events if e["t"] == "contest"] == [False, True]
    assert m.discard == ["energy_1", "energy_4"]  # the first contest's cards are discarded, not burnt
    assert m.sides[0].burnt == ["kaos_warp", "energy_5"] and fang.dmg == 0 and ogre.dmg == 3


def test_bzzzzt_one_unpreventable_damage_on_entering_a_killzone():  # §28.6
    m = bare("fangs", "ogres", away_tiles=(), home_tiles=("hardy",), away_bot=Stub(cheats={"bzzzzt"}))
    runner = put(m, 0, "runner", "C5")
    put(m, 1, "runner", "E4", hand=["bzzzzt"])
    runner.dmg = 2  # one more kills it
    m.activate(Activation(runner, SPRINT, [at("D5"), at("E5")]))
    assert runner.where == "dead" and m.sides[1].kills == [runner.id] and m.sides[1].burnt == ["bzzzzt"]


def test_kaos_rule_cancels_a_tactic_card_and_the_player_may_still_activate():  # §11, §28.6
    m = bare(away_bot=Stub(cheats={"kaos_rule"}))
    m.deck = ["energy_1"] * 40
    runner = put(m, 0, "runner", "C5", hand=["hustle"])
    m.sides[1].hand.append("kaos_rule")
    assert m.play_tactic(m.sides[0], TurnPlan(card="hustle", activation=Activation(
        runner, SPRINT, [at(f"{c}5") for c in "DEFGHIJ"], pickup=False)))
    assert runner.sq == at("H5")  # five squares, not ten
    assert m.discard == ["hustle"] and m.sides[1].burnt == ["kaos_rule"] and m.sides[0].burnt == []


def test_illegal_scouting_makes_the_opponent_show_its_card_first():  # §28.6
    seen = []

    class Scout(Stub):
        def contest_card(self, m, side, kind, mine, theirs, starting):
            seen.append(m.seen)
            return ScriptedBot.contest_card(self, m, side, kind, mine, theirs, starting)

    m = bare("fangs", "ogres", home_bot=Scout(cheats={"scout"}), away_bot=Stub(["energy_2"]))
    fang = put(m, 0, "bruiser", "E5", hand=["illegal_scouting", "energy_1", "energy_3", "energy_5"])
    ogre = put(m, 1, "bruiser", "F5", hand=["energy_2"])
    assert m.attack(fang, ogre) is True
    assert seen == ["energy_2"]  # the Fangs chose knowing the Ogres' 2 + Fighting 2 ...
    assert m.sides[0].burnt == ["illegal_scouting", "energy_5"]  # ... the cheapest card that beats 4
    assert sorted(m.sides[0].hand) == ["energy_1", "energy_3"]
