"""One test per skill, trait and inducement added by issue #9, each with forced dice and its section (§13, §12.2)."""

from engine.dice import Dice
from engine.match.position import ScriptedBot, position

LINE = """
#######
#A....#
#######
"""


def test_extra_team_training_adds_team_rerolls():
    # §12.2: each Extra Team Training gives one extra team re-roll for the match.
    m = position(LINE, {"home_inducements": {"extra_team_training": 2}}, dice=Dice.forcing(), rerolls=(1, 0))
    assert m.teams[0].rerolls == 3 and m.teams[1].rerolls == 0


def roll_of(m, why):
    return [e for e in m.events if e.get("t") == "roll" and e.get("why") == why]


DODGE = """
#######
#.....#
#.Ab..#
#.....#
#.c...#
#######
"""


def dodge_to(skills_a=(), forced=(), players=None, to=(2, 3)):
    dice = Dice.forcing(*forced)
    m = position(DODGE, {"A": {"skills": skills_a}, **(players or {})}, dice=dice)
    m.do(("declare", "A", "move", None))
    m.do(("move", m.d.sq(*to)))
    dice.assert_all_forced_used()
    return m


def test_two_heads_adds_one_to_dodge():
    # §13.4 Two Heads: +1 to Dodge; two markers at (2,3): -2 +1 = -1; a 3 passes AG 3+ (3-1=2 would fail without)
    m = dodge_to(("Two Heads",), (4,))
    assert roll_of(m, "dodge")[0]["modifier"] == -1 and m.by_id[(0, "A")].standing


def test_titchy_adds_one_to_dodge_and_does_not_mark_a_dodger_into_its_zone():
    # §13.7 Titchy: +1 to its own Dodges ...
    m = dodge_to(("Titchy",), (4,))
    assert roll_of(m, "dodge")[0]["modifier"] == -1
    # ... and an opponent Dodging into its Tackle Zone does not count it as Marking (c is Titchy: only b counts).
    m = dodge_to((), (4,), players={"c": {"skills": ("Titchy",)}})  # 4 - 1 passes (4 - 2 would fail)
    assert roll_of(m, "dodge")[0]["modifier"] == -1 and m.by_id[(0, "A")].standing


PICK = """
#######
#A@...#
#..b..#
#######
"""


def pick_up(skills, forced):
    dice = Dice.forcing(*forced)
    m = position(PICK, {"A": {"skills": skills}}, dice=dice)
    m.do(("declare", "A", "move", None))
    m.do(("move", m.d.sq(2, 1)))
    dice.assert_all_forced_used()
    return m


def test_extra_arms_adds_one_to_pick_up():
    # §13.4 Extra Arms: +1 to pick up (catch, interfere): -1 Marked +1 = 0; a 3 picks up at AG 3+
    m = pick_up(("Extra Arms",), (3,))
    assert roll_of(m, "pick up")[0]["modifier"] == 0 and m.carrier is m.by_id[(0, "A")]


def test_big_hand_ignores_marking_on_pick_up():
    # §13.4 Big Hand: ignores Marked modifiers when picking up
    m = pick_up(("Big Hand",), (3,))
    assert roll_of(m, "pick up")[0]["modifier"] == 0 and m.carrier is m.by_id[(0, "A")]


def test_no_hands_fails_the_pick_up_and_the_ball_bounces():
    # §13.7 No Hands: cannot pick up; the ball bounces and it is a Turnover (bounce D8 5: right)
    m = pick_up(("No Hands",), (5,))
    assert not roll_of(m, "pick up") and m.carrier is None and m.ball_sq == m.d.sq(3, 1) and m.active == 1


def test_drunkard_takes_one_from_rush():
    # §13.7 Drunkard: -1 to Rush; a 2 with -1 fails (falls over: armour 1+1)
    dice = Dice.forcing(2, 1, 1)
    m = position(LINE, {"A": {"ma": 0, "skills": ("Drunkard",)}}, dice=dice)
    m.do(("declare", "A", "move", None))
    m.do(("move", m.d.sq(2, 1)))
    assert roll_of(m, "rush")[0]["modifier"] == -1 and m.by_id[(0, "A")].status == "prone"
    dice.assert_all_forced_used()


PASS = """
############
#A...B.....#
#.c........#
############
"""


def pass_to(skills, forced, text=PASS):
    dice = Dice.forcing(*forced)
    m = position(text, {"A": {"ball": True, "skills": skills, "pa": 4}}, dice=dice)
    m.do(("declare", "A", "pass", None))
    m.do(("pass", m.d.sq(5, 1)))
    dice.assert_all_forced_used()
    return m


def test_accurate_adds_one_to_the_passing_test():
    # §13.5 Accurate: +1; Short pass -1, Marked by c -1, Accurate +1 -> -1; a 5 is accurate at PA 4+; B catches 3
    m = pass_to(("Accurate",), (5, 3))
    assert roll_of(m, "pass")[0]["modifier"] == -1 and m.carrier is m.by_id[(0, "B")]


def test_nerves_of_steel_ignores_marking_when_passing():
    # §13.5 Nerves of Steel: ignores Marked modifiers when passing (Short -1 only)
    m = pass_to(("Nerves of Steel",), (5, 3))
    assert roll_of(m, "pass")[0]["modifier"] == -1


def test_wall_thrower_adds_one_to_a_wall_pass():
    # §13.5 Wall Thrower: +1 to the accuracy test of a throw against a wall (§6.9)
    m = position(PASS, {"A": {"ball": True, "skills": ("Wall Thrower",)}}, dice=Dice.forcing())
    assert m.skill_bonus(m.by_id[(0, "A")], "pass_bonus", "wall") == 1
    assert m.skill_bonus(m.by_id[(0, "A")], "pass_bonus", "pass") == 0


def test_strong_arm_adds_one_to_throw_team_mate():
    # §13.6 Strong Arm: +1 to the Passing Ability test of a Throw Team-mate
    m = position("""
    ##########
    #GR......#
    ##########
    """, {"G": {"st": 5, "pa": 4, "skills": ("Throw Team-Mate", "Strong Arm")}, "R": {"st": 2, "skills": ("Right Stuff",)}},
        dice=Dice.forcing())
    assert m.skill_bonus(m.by_id[(0, "G")], "pass_bonus", "ttm") == 1


def test_monstrous_mouth_rerolls_a_failed_catch():
    # §13.4 Monstrous Mouth: may re-roll a failed catch
    dice = Dice.forcing(2, 4)
    m = position("""
    ######
    #AB..#
    ######
    """, {"A": {"ball": True}, "B": {"skills": ("Monstrous Mouth",)}}, dice=dice)
    m.do(("declare", "A", "handoff", None))
    m.do(("handoff", "B"))
    assert m.carrier is m.by_id[(0, "B")] and roll_of(m, "catch")[1]["reroll"] == "Monstrous Mouth"
    dice.assert_all_forced_used()


def test_very_long_legs_adds_two_to_interference():
    # §13.4 Very Long Legs: +2 to interfere: Accurate pass -3, +2 -> -1; a 4 deflects at AG 3+
    away = ScriptedBot([lambda opts: opts[0]])
    dice = Dice.forcing(5, 4, 6)  # pass 5 accurate; interference 4 - 1 = 3 passes; the interception catch 6
    m = position("""
    ##########
    #A..c..B.#
    #........#
    ##########
    """, {"A": {"ball": True}, "c": {"skills": ("Very Long Legs",)}}, dice=dice, away_bot=away)
    m.do(("declare", "A", "pass", None))
    m.do(("pass", m.d.sq(7, 1)))
    assert roll_of(m, "interference")[0]["modifier"] == -1 and m.carrier is m.by_id[(1, "c")]
    dice.assert_all_forced_used()


def test_decay_adds_one_to_casualty_rolls():
    # §13.7 Decay: +1 to Casualty rolls against it: a 14 becomes 15, Dead
    dice = Dice.forcing(14)
    m = position(LINE, {"A": {"skills": ("Decay",)}}, dice=dice)
    a = m.by_id[(0, "A")]
    m.casualty(a, badly_hurt=False, from_block=False, sq=a.sq)
    assert a.stats["injury"]["result"] == "dead" and roll_of(m, "casualty")[0]["modifier"] == 1
    dice.assert_all_forced_used()


def test_bone_head_on_a_1_loses_the_activation_and_the_tackle_zone():
    # §13.7 Bone Head: 1 -> no action, no Tackle Zone until its next activation; 2+ acts normally
    dice = Dice.forcing(1, 2)
    m = position(LINE, {"A": {"skills": ("Bone Head",)}}, dice=dice)
    a = m.by_id[(0, "A")]
    m.do(("declare", "A", "move", None))
    assert m.act is None and a.activated and not a.has_tz
    m.do(("end_turn",))
    m.do(("end_turn",))
    m.do(("declare", "A", "move", None))
    assert m.act is a and a.has_tz
    dice.assert_all_forced_used()


def test_really_stupid_needs_4_plus_two_more_with_a_team_mate_alongside():
    # §13.7 Really Stupid: D6, +2 if adjacent to a team-mate without the trait; 1-3 the activation is lost
    dice = Dice.forcing(3)
    m = position(LINE, {"A": {"skills": ("Really Stupid",)}}, dice=dice)
    m.do(("declare", "A", "move", None))
    assert m.act is None and not m.by_id[(0, "A")].has_tz
    dice = Dice.forcing(2)
    m = position("""
    #######
    #AB...#
    #######
    """, {"A": {"skills": ("Really Stupid",)}}, dice=dice)
    m.do(("declare", "A", "move", None))
    assert m.act is m.by_id[(0, "A")]
    dice.assert_all_forced_used()


def test_unchannelled_fury_plus_two_for_a_block():
    # §13.7 Unchannelled Fury: D6 (+2 for a Block or Blitz): 1-3 the activation ends
    m = position(LINE, {"A": {"skills": ("Unchannelled Fury",)}}, dice=Dice.forcing(3))
    m.do(("declare", "A", "move", None))
    assert m.act is None and m.by_id[(0, "A")].has_tz  # it rages but keeps its Tackle Zone
    dice = Dice.forcing(2, 3)  # 2 + 2 = 4: blocks; block die 3: push
    m = position("""
    #######
    #Ab...#
    #######
    """, {"A": {"skills": ("Unchannelled Fury",)}}, dice=dice, home_bot=ScriptedBot([False]))
    m.do(("declare", "A", "block", "b"))
    assert m.by_id[(1, "b")].sq == m.d.sq(3, 1)
    dice.assert_all_forced_used()


def test_take_root_on_a_1_cannot_leave_its_square():
    # §13.7 Take Root: on a 1 it is Rooted: no movement until Knocked Down or Placed Prone
    dice = Dice.forcing(1)
    m = position(LINE, {"A": {"skills": ("Take Root",)}}, dice=dice)
    m.do(("declare", "A", "move", None))
    a = m.by_id[(0, "A")]
    assert a.rooted and m.legal_actions() == [("end_activation",)]
    dice.assert_all_forced_used()
    dice = Dice.forcing(2, 2)
    m.dice = dice
    m.knock_down(a, turnover=False)
    assert not a.rooted


def test_animal_savagery_knocks_down_an_adjacent_team_mate_or_loses_the_activation():
    # §13.7 Animal Savagery: 1-3 -> a Standing adjacent team-mate is Knocked Down (armour 1+1), then it acts
    dice = Dice.forcing(3, 1, 1)
    m = position("""
    #######
    #AB...#
    #######
    """, {"A": {"skills": ("Animal Savagery",)}}, dice=dice)
    m.do(("declare", "A", "move", None))
    assert m.by_id[(0, "B")].status == "prone" and m.act is m.by_id[(0, "A")] and m.active == 0
    dice.assert_all_forced_used()
    # no team-mate alongside: the activation ends and it loses its Tackle Zone
    m = position(LINE, {"A": {"skills": ("Animal Savagery",)}}, dice=Dice.forcing(1))
    m.do(("declare", "A", "move", None))
    assert m.act is None and not m.by_id[(0, "A")].has_tz


ROW = """
#######
#.Ab..#
#######
"""
OPEN = """
#######
#.....#
#.Ab..#
#.....#
#######
"""


def block(skills_a=(), skills_b=(), forced=(), home=(), away=(), kind="block", text=ROW, players=None):
    dice = Dice.forcing(*forced)
    hb, ab = ScriptedBot(home), ScriptedBot(away)
    spec = {"A": {"skills": skills_a}, "b": {"skills": skills_b}}
    for letter, extra in (players or {}).items():
        spec[letter] = {**spec.get(letter, {}), **extra}
    m = position(text, spec, dice=dice, home_bot=hb, away_bot=ab)
    m.do(("declare", "A", kind, "b"))
    if kind == "blitz":
        m.do(("block", "b"))
    dice.assert_all_forced_used()
    hb.assert_all_used()
    ab.assert_all_used()
    return m, m.by_id[(0, "A")], m.by_id[(1, "b")]


def block_event(m):
    return [e for e in m.events if e["t"] == "block"]


def test_horns_adds_one_st_on_a_blitz_only():
    # §13.4 Horns: +1 ST when Blocking as part of a Blitz: 4 v 3 -> two dice (push, push)
    m, a, b = block(("Horns",), forced=(3, 4), home=[False], kind="blitz")
    assert block_event(m)[0]["st"] == [4, 3]
    m, a, b = block(("Horns",), forced=(3,), home=[False])
    assert block_event(m)[0]["st"] == [3, 3]


def test_dauntless_matches_a_stronger_targets_st():
    # §13.3 Dauntless: D6 + ST above the target's ST -> ST counts as the target's (3 + 3 > 5: one die)
    m, a, b = block(("Dauntless",), forced=(3, 3), home=[False], players={"b": {"st": 5}})
    assert block_event(m)[0]["st"] == [5, 5] and len(block_event(m)[0]["dice"]) == 1
    # 2 + 3 = 5 does not exceed 5: still two dice, the defender picks
    m, a, b = block(("Dauntless",), forced=(2, 3, 3), away=[], home=[False], players={"b": {"st": 5}})
    assert block_event(m)[0]["st"] == [3, 5]


def test_claws_breaks_armour_on_8_before_modifiers_unless_iron_hard_skin():
    # §13.4 Claws: on a Block knock-down an Armour roll of 8+ breaks any AV; injury 1+1 stunned
    m, a, b = block(("Claws",), forced=(6, 4, 4, 1, 1), home=[False], players={"b": {"av": 10}})
    assert b.status == "stunned"
    # §13.4 Iron Hard Skin: Claws cannot be used against its Armour roll
    m, a, b = block(("Claws",), ("Iron Hard Skin",), forced=(6, 4, 4), home=[False], players={"b": {"av": 10}})
    assert b.status == "prone"


def test_fend_stops_the_follow_up():
    # §13.3 Fend: the blocker cannot follow up (no follow-up question is asked)
    m, a, b = block(skills_b=("Fend",), forced=(3,))
    assert a.sq == m.d.sq(2, 1) and b.sq == m.d.sq(4, 1)


def test_wrestle_places_both_prone_without_armour_rolls():
    # §13.3 Wrestle: on Both Down both are Placed Prone, no Armour rolls, no Turnover
    m, a, b = block(("Wrestle",), forced=(2,), home=[True])
    assert a.status == "prone" and b.status == "prone" and m.active == 0
    assert not roll_of(m, "armour")


def test_juggernaut_turns_both_down_into_a_push_on_a_blitz():
    # §13.6 Juggernaut: on a Blitz, Both Down may become Push Back; Stand Firm cannot be used against it
    m, a, b = block(("Juggernaut",), ("Stand Firm",), forced=(2,), home=[True, False], kind="blitz")
    assert a.standing and b.standing and b.sq == m.d.sq(4, 1)


def test_brawler_rerolls_a_both_down_on_a_block_on_its_own():
    # §13.6 Brawler: re-roll one Both Down die (2 -> 3: push)
    m, a, b = block(("Brawler",), forced=(2, 3), home=[True, False])
    assert block_event(m)[-1]["reroll"] == "Brawler" and b.sq == m.d.sq(4, 1) and a.standing


def test_grab_pushes_into_any_empty_adjacent_square_and_stops_side_step():
    # §13.6 Grab: on a Block on its own, any empty square adjacent to the target; Side Step cannot be used
    target = lambda opts: opts[0]  # noqa: E731
    m, a, b = block(("Grab",), ("Side Step",), forced=(3,), home=[target, False], text=OPEN)
    home = m.bots[0]
    assert home.asked[0][0] == "push_square" and len(home.asked[0][1]) == 7


def test_strip_ball_makes_the_pushed_carrier_drop_the_ball():
    # §13.3 Strip Ball: on a Push Back the carrier drops the ball where it is pushed; it bounces (D8 5: right)
    m, a, b = block(("Strip Ball",), forced=(3, 5), home=[False], players={"b": {"ball": True}})
    assert m.carrier is None and m.ball_sq == m.d.sq(5, 1) and m.active == 0
    # not against Sure Hands
    m, a, b = block(("Strip Ball",), ("Sure Hands",), forced=(3,), home=[False], players={"b": {"ball": True}})
    assert m.carrier is b


FOUL = """
#######
#.Ab..#
#..G..#
#######
"""


def foul(skills, forced):
    dice = Dice.forcing(*forced)
    m = position(FOUL, {"A": {"skills": skills}, "b": {"status": "prone"}}, dice=dice)
    m.do(("declare", "A", "foul", "b"))
    m.do(("foul", "b"))
    dice.assert_all_forced_used()
    return m, m.by_id[(0, "A")], m.by_id[(1, "b")]


def test_dirty_player_adds_to_the_foul_armour_roll():
    # §13.3 Dirty Player (+1): 3+4 +1 assist = 8 < 9; +1 breaks it; injury 2+3 stunned
    m, a, b = foul(("Dirty Player (+1)",), (3, 4, 2, 3))
    assert b.status == "stunned" and roll_of(m, "foul armour")[0]["modifier"] == 2


def test_sneaky_git_is_not_sent_off_for_a_double_on_the_armour_roll():
    # §13.2 Sneaky Git: armour 4+4 (double) +1 breaks; injury 2+3: not Sent-off, no Turnover
    m, a, b = foul(("Sneaky Git",), (4, 4, 2, 3))
    assert a.on_field and m.active == 0 and b.status == "stunned"


def test_foul_appearance_loses_the_block_on_a_1():
    # §13.4 Foul Appearance: the blocker rolls a D6 first; on a 1 the Block is lost
    m, a, b = block(skills_b=("Foul Appearance",), forced=(1,))
    assert not block_event(m) and a.activated and m.act is None


def test_defensive_stops_guard_in_the_opponents_turn():
    # §13.2 Defensive: in the opposing team's turn, players Marked by this player cannot use Guard
    text = """
    #######
    #.Ab..#
    #..Gd.#
    #######
    """
    for skills, st in (((), [4, 3]), (("Defensive",), [3, 3])):
        m = position(text, {"G": {"skills": ("Guard",)}, "d": {"skills": skills}}, dice=Dice.forcing())
        _, _, att, dfn = m.block_dice(m.by_id[(0, "A")], m.by_id[(1, "b")])
        assert [att, dfn] == st


def test_pile_driver_fouls_the_knocked_down_target_then_lies_down():
    # §13.6 Pile Driver: POW (armour 2+2 holds), follow up, a free Foul (3+4 holds), then Placed Prone
    m, a, b = block(("Pile Driver",), forced=(6, 2, 2, 3, 4), home=[True, True])
    assert b.status == "prone" and a.status == "prone" and roll_of(m, "foul armour") and m.active == 0


def test_hit_and_run_moves_one_free_square_after_the_block():
    # §13.7 Hit and Run: after the Block, one square ignoring Tackle Zones, ending neither Marked nor Marking
    m, a, b = block(("Hit and Run",), forced=(3,), home=[False, lambda opts: opts[0]])
    assert a.sq == m.d.sq(1, 1) and m.bots[0].asked[1][1] == [m.d.sq(1, 1), None]


def test_stab_is_a_special_action_with_an_unmodified_armour_roll():
    # §13.7 Stab: instead of a Block; armour 5+4 breaks AV 9 (no Armoury +1 either); Placed Prone; injury 4+4 KO
    m = position(ROW, {"A": {"skills": ("Stab",)}}, dice=Dice.forcing())
    assert ("declare", "A", "stab", "b") in m.legal_actions()
    m, a, b = block(("Stab",), forced=(5, 4, 4, 4), kind="stab")
    assert b.where == "ko" and not block_event(m)


def test_projectile_vomit_on_a_1_hits_the_vomiter():
    # §13.7 Projectile Vomit: D6 2+ hits the target, 1 itself; armour 5+5 broken, injury 2+2 stunned
    m, a, b = block(("Projectile Vomit",), forced=(1, 5, 5, 2, 2), kind="vomit")
    assert a.status == "stunned" and b.standing
    m, a, b = block(("Projectile Vomit",), forced=(2, 3, 3), kind="vomit")
    assert b.status == "standing"  # hit, armour 6 holds


def test_hypnotic_gaze_takes_the_targets_tackle_zone():
    # §13.7 Hypnotic Gaze: Agility test (-1 per other Marking opponent); the target loses its Tackle Zone
    dice = Dice.forcing(3)
    m = position(ROW, {"A": {"skills": ("Hypnotic Gaze",)}}, dice=dice)
    m.do(("declare", "A", "gaze", None))
    assert ("gaze", "b") in m.legal_actions()
    m.do(("gaze", "b"))
    assert not m.by_id[(1, "b")].has_tz and m.act is None
    dice.assert_all_forced_used()


def leave(skills_a=(), skills_b=(), forced=(), to=(1, 1), home=(), away=()):
    """A (2,2) leaves b's (3,2) Tackle Zone."""
    dice = Dice.forcing(*forced)
    m = position(DODGE, {"A": {"skills": skills_a}, "b": {"skills": skills_b}}, dice=dice,
                 home_bot=ScriptedBot(home), away_bot=ScriptedBot(away))
    m.do(("declare", "A", "move", None))
    m.do(("move", m.d.sq(*to)))
    dice.assert_all_forced_used()
    m.bots[0].assert_all_used()
    m.bots[1].assert_all_used()
    return m, m.by_id[(0, "A")], m.by_id[(1, "b")]


def test_tentacles_hold_the_mover_on_6_plus():
    # §13.4 Tentacles: D6 + ST - ST: a 6 holds A in its square and ends its action
    m, a, b = leave(skills_b=("Tentacles",), forced=(6,))
    assert a.sq == m.d.sq(2, 2) and m.act is None and not roll_of(m, "dodge")
    m, a, b = leave(skills_b=("Tentacles",), forced=(5, 3))  # 5 + 3 - 3 fails: A dodges away on 3
    assert a.sq == m.d.sq(1, 1)


def test_prehensile_tail_takes_one_more_from_the_dodge():
    # §13.4 Prehensile Tail: -1 more to Dodge out of its Tackle Zone: 3 - 1 fails (armour 1+1)
    m, a, b = leave(skills_b=("Prehensile Tail",), forced=(3, 1, 1))
    assert roll_of(m, "dodge")[0]["modifier"] == -1 and a.status == "prone"


def test_diving_tackle_takes_two_after_a_successful_dodge_and_lies_where_the_dodger_was():
    # §13.2 Diving Tackle: 4 passes, 4 - 2 fails: A Falls Over (armour 1+1); b Placed Prone in (2,2)
    m, a, b = leave(skills_b=("Diving Tackle",), forced=(4, 1, 1), away=[True])
    assert a.status == "prone" and a.sq == m.d.sq(1, 1) and b.status == "prone" and b.sq == m.d.sq(2, 2)


def test_arm_bar_adds_one_to_the_armour_of_a_failed_dodger():
    # §13.6 Arm Bar: dodge 2 fails; armour 4+4 +1 breaks AV 9; injury 1+1 stunned
    m, a, b = leave(skills_b=("Arm Bar",), forced=(2, 4, 4, 1, 1))
    assert a.status == "stunned"


def test_shadowing_follows_into_the_vacated_square():
    # §13.3 Shadowing: dodge 3 passes; D6 6 (+ MA - MA): b steps into (2,2)
    m, a, b = leave(skills_b=("Shadowing",), forced=(3, 6), away=[True])
    assert a.sq == m.d.sq(1, 1) and b.sq == m.d.sq(2, 2)


def test_break_tackle_adds_one_to_a_failed_dodge_once_per_activation():
    # §13.6 Break Tackle: to (2,3) at -2 (b and c); a 4 fails by one; ST 3: +1 saves it
    m, a, b = leave(("Break Tackle",), forced=(4,), to=(2, 3))
    assert a.standing and a.sq == m.d.sq(2, 3) and "Break Tackle" in m.act_used


BIG = """
#########
#.......#
#.......#
#...Ab..#
#.......#
#.......#
#########
"""


def test_leap_jumps_over_an_empty_square():
    # §13.2 Leap: over any single adjacent square, here an empty one: AG 3+ with no modifier, a 3 lands it
    m = position(LINE, dice=Dice.forcing())
    m.do(("declare", "A", "move", None))
    assert not [a for a in m.legal_actions() if a[0] == "jump"]
    dice = Dice.forcing(3)
    m = position(LINE, {"A": {"skills": ("Leap",)}}, dice=dice)
    m.do(("declare", "A", "move", None))
    m.do(("jump", m.d.sq(2, 1), m.d.sq(3, 1)))
    assert m.by_id[(0, "A")].sq == m.d.sq(3, 1)
    dice.assert_all_forced_used()


def test_pogo_stick_ignores_the_marking_modifiers_of_the_jump():
    # §13.7 Pogo Stick: jump from b's Tackle Zone over an empty square; the -1 for b is ignored
    dice = Dice.forcing(3)
    m = position(BIG, {"A": {"skills": ("Pogo Stick",)}}, dice=dice)
    m.do(("declare", "A", "move", None))
    m.do(("jump", m.d.sq(3, 3), m.d.sq(2, 3)))
    assert roll_of(m, "jump")[0]["modifier"] == 0 and m.by_id[(0, "A")].sq == m.d.sq(2, 3)
    dice.assert_all_forced_used()


OPEN_PASS = """
##########
#A...B...#
##########
"""


def test_safe_pass_keeps_the_ball_on_a_fumble():
    # §13.5 Safe Pass: a fumble (1) loses nothing: A keeps the ball, no Turnover, the activation ends
    m = pass_to(("Safe Pass",), (1,), text=OPEN_PASS)
    assert m.carrier is m.by_id[(0, "A")] and m.active == 0 and m.act is None


def test_running_pass_goes_on_moving_after_the_pass():
    # §13.5 Running Pass: Short pass 5 - 1 accurate; B catches on 3; A may still move
    m = pass_to(("Running Pass",), (5, 3), text=OPEN_PASS)
    assert m.carrier is m.by_id[(0, "B")] and m.act is m.by_id[(0, "A")]
    assert ("move", m.d.sq(2, 1)) in m.legal_actions()


def test_give_and_go_goes_on_moving_after_the_hand_off():
    # §13.5 Give and Go: after the Hand-off (catch 3) the activation does not end
    dice = Dice.forcing(3)
    m = position("""
    ######
    #AB..#
    #....#
    ######
    """, {"A": {"ball": True, "skills": ("Give and Go",)}}, dice=dice)
    m.do(("declare", "A", "handoff", None))
    m.do(("handoff", "B"))
    assert m.carrier is m.by_id[(0, "B")] and m.act is m.by_id[(0, "A")]
    dice.assert_all_forced_used()


def test_safe_pair_of_hands_places_the_ball_instead_of_bouncing():
    # §13.2 Safe Pair of Hands: b Knocked Down by a POW (armour 1+1): its coach puts the ball next to it
    m, a, b = block(skills_b=("Safe Pair of Hands",), forced=(6, 1, 1), home=[False],
                    away=[lambda opts: opts[-1]], players={"b": {"ball": True}})
    assert m.carrier is None and m.ball_sq in m.d.adj[b.sq] and m.ball_sq == m.bots[1].asked[0][1][-1]


def test_leader_gives_an_extra_team_reroll_while_on_the_pitch():
    # §13.5 Leader: one extra team re-roll; rush 1, Leader re-roll 4
    dice = Dice.forcing(1, 4)
    m = position(LINE, {"A": {"ma": 0, "skills": ("Leader",)}}, dice=dice, home_bot=ScriptedBot([True]))
    assert m.may_team_reroll(m.by_id[(0, "A")])
    m.do(("declare", "A", "move", None))
    m.do(("move", m.d.sq(2, 1)))
    assert m.by_id[(0, "A")].standing and m.teams[0].leader_reroll == 0
    dice.assert_all_forced_used()


def test_pick_me_up_stands_a_prone_team_mate_at_the_end_of_the_opposing_turn():
    # §13.7 Pick-Me-Up: at the end of the opponents' turn, 5+ stands B (within 3 squares of P)
    dice = Dice.forcing(5)
    m = position("""
    #######
    #P.B.c#
    #######
    """, {"P": {"skills": ("Pick-Me-Up",)}, "B": {"status": "prone"}}, dice=dice, active="away")
    m.do(("end_turn",))
    assert m.by_id[(0, "B")].standing
    dice.assert_all_forced_used()


def test_timmm_ber_adds_one_per_open_standing_team_mate_to_stand_up():
    # §13.7 Timmm-ber!: MA 2 stands on 4+; a 3 +1 for B alongside stands up
    dice = Dice.forcing(3)
    m = position("""
    ######
    #AB..#
    ######
    """, {"A": {"ma": 2, "status": "prone", "skills": ("Timmm-ber!",)}}, dice=dice)
    m.do(("declare", "A", "move", None))
    assert m.by_id[(0, "A")].standing
    dice.assert_all_forced_used()


def test_jump_up_stands_for_free_and_blocks_from_prone():
    # §13.2 Jump Up: standing costs no MA ...
    m = position(LINE, {"A": {"status": "prone", "skills": ("Jump Up",)}}, dice=Dice.forcing())
    m.do(("declare", "A", "move", None))
    assert m.by_id[(0, "A")].standing and m.mp_used == 0
    # ... and a Block from Prone needs an Agility test +1 (2 + 1 passes); block die 3 pushes
    m, a, b = block(("Jump Up",), forced=(2, 3), home=[False], players={"A": {"status": "prone"}})
    assert a.standing and b.sq == m.d.sq(4, 1)


PORTALS = """
##########
#A1....2.#
#...3..4.#
#.5....6.#
##########
"""


def test_portal_navigator_rerolls_the_destination_die():
    # §13.3 Portal Navigator: teleport 1 (a Mishap on Portal 1) re-rolled: 4
    dice = Dice.forcing(1, 4)
    m = position(PORTALS, {"A": {"skills": ("Portal Navigator",)}}, dice=dice, home_bot=ScriptedBot([True]))
    m.do(("declare", "A", "move", None))
    m.do(("move", m.d.sq(2, 1)))
    assert m.by_id[(0, "A")].sq == m.portals[3]
    dice.assert_all_forced_used()


def test_portal_passer_declares_a_pass_after_teleporting():
    # §13.5 Portal Passer: a Move through a Portal (to 4) may become the team's Pass action
    dice = Dice.forcing(4)
    m = position(PORTALS, {"A": {"ball": True, "skills": ("Portal Passer",)}}, dice=dice,
                 home_bot=ScriptedBot([True]))
    m.do(("declare", "A", "move", None))
    m.do(("move", m.d.sq(2, 1)))
    assert m.act_kind == "pass" and any(a[0] == "pass" for a in m.legal_actions())
    assert "pass" in m.teams[0].used_actions
    dice.assert_all_forced_used()


TTM = """
#########
#GR.....#
#.......#
#.......#
#########
"""


def test_always_hungry_eats_the_team_mate_on_1_then_1():
    # §13.7 Always Hungry: 1, then 1: the team-mate is eaten and dies, no saving throw
    dice = Dice.forcing(1, 1)
    m = position(TTM, {"G": {"st": 5, "pa": 3, "skills": ("Throw Team-Mate", "Always Hungry")},
                       "R": {"st": 2, "skills": ("Right Stuff", "Regeneration")}}, dice=dice)
    m.do(("declare", "G", "ttm", None))
    m.do(("throw", "R", m.d.sq(5, 2)))
    r = m.by_id[(0, "R")]
    assert r.where == "casualty" and r.stats["injury"]["result"] == "dead"
    dice.assert_all_forced_used()


def test_always_hungry_wriggling_free_is_a_fumble():
    # 1, then 2: the team-mate wriggles free: an automatic Fumble (bounces D8 5: right, lands in (3,1); armour 1+1)
    dice = Dice.forcing(1, 2, 5, 1, 1)
    m = position(TTM, {"G": {"st": 5, "pa": 3, "skills": ("Throw Team-Mate", "Always Hungry")},
                       "R": {"st": 2, "skills": ("Right Stuff",)}}, dice=dice)
    m.do(("declare", "G", "ttm", None))
    m.do(("throw", "R", m.d.sq(5, 2)))
    assert roll_of(m, "throw team-mate")[0]["result"] == "fumble"
    dice.assert_all_forced_used()


def test_kick_team_mate_is_a_special_action_and_a_fumble_is_an_injury_roll():
    # §13.7 Kick Team-Mate: in addition to the Pass/Throw Team-mate; a fumble (1): removed, Injury 3+3 Stunned = KO'd
    dice = Dice.forcing(1, 3, 3)
    m = position(TTM, {"G": {"st": 5, "pa": 4, "skills": ("Kick Team-Mate",)},
                       "R": {"st": 2, "skills": ("Right Stuff",)}}, dice=dice)
    assert ("declare", "G", "ktm", None) in m.legal_actions()
    m.do(("declare", "G", "ktm", None))
    m.do(("kick", "R", m.d.sq(5, 2)))
    assert m.by_id[(0, "R")].where == "ko"
    assert any(a[0] == "declare" and a[2] == "ttm" for a in m.legal_actions()) is False  # no thrower here
    assert not any(a[0] == "declare" and a[2] == "ktm" for a in m.legal_actions())  # once per turn
    dice.assert_all_forced_used()


def test_multiple_block_blocks_two_markers_at_minus_two_st_without_following_up():
    # §13.6 Multiple Block: ST 5 - 2 = 3 against each; both pushed (3, 3); no follow-up question
    dice = Dice.forcing(3, 3)
    m = position("""
    #######
    #..b..#
    #..Ac.#
    #.....#
    #######
    """, {"A": {"st": 5, "skills": ("Multiple Block",)}}, dice=dice,
        home_bot=ScriptedBot([lambda o: o[0], lambda o: o[0]]))
    m.do(("declare", "A", "multiple_block", None))
    m.do(("multiple_block", "b", "c"))
    blocks = [e for e in m.events if e["t"] == "block"]
    assert [e["st"][0] for e in blocks] == [3, 3] and m.by_id[(0, "A")].sq == m.d.sq(3, 2)
    assert m.by_id[(0, "A")].st == 5  # the -2 lasts for the activation only
    dice.assert_all_forced_used()


def test_fumblerooskie_leaves_the_ball_in_a_square_moved_through():
    # §13.5 Fumblerooskie: the ball stays where it is left; no bounce, no Turnover
    m = position(LINE, {"A": {"ball": True, "skills": ("Fumblerooskie",)}}, dice=Dice.forcing())
    m.do(("declare", "A", "move", None))
    m.do(("move", m.d.sq(2, 1)))
    m.do(("leave_ball", m.d.sq(1, 1)))
    assert m.carrier is None and m.ball_sq == m.d.sq(1, 1) and m.active == 0


def test_dump_off_passes_before_the_block_without_a_turnover():
    # §13.5 Dump-Off: b (holding the ball) makes a Quick Pass to c at (3,1): 5 - 1 accurate, caught 4; then push 3
    dice = Dice.forcing(5, 4, 3)
    m = position("""
    ########
    #Abc...#
    ########
    """, {"b": {"ball": True, "skills": ("Dump-Off",)}}, dice=dice,
        away_bot=ScriptedBot([11]), home_bot=ScriptedBot([False]))  # 11: c's square (3,1)
    m.do(("declare", "A", "block", "b"))
    assert m.carrier is m.by_id[(1, "c")] and m.active == 0
    dice.assert_all_forced_used()


def test_on_the_ball_moves_an_opponent_before_the_passing_test():
    # §13.5 On the Ball: d moves up to three squares (here one, into the pass's way) before the test
    dice = Dice.forcing(5, 3)
    m = position("""
    ##########
    #A...B...#
    #.....d..#
    ##########
    """, {"A": {"ball": True}, "d": {"skills": ("On the Ball",)}}, dice=dice,
        away_bot=ScriptedBot([lambda o: o[-1], lambda o: o[1], None, None]))
    m.do(("declare", "A", "pass", None))
    m.do(("pass", m.d.sq(5, 1)))
    assert [e for e in m.events if e.get("skill") == "On the Ball"]
    assert m.by_id[(1, "d")].sq != m.d.sq(6, 2)
    dice.assert_all_forced_used()


def test_diving_catch_dives_for_a_pass_landing_next_to_it():
    # §13.2 Diving Catch: an inaccurate pass (3 - 1 at PA 4) scatters to an empty square in B's zone; B dives, catches
    dice = Dice.forcing(3, 5, 5, 4, 4)  # pass 3; scatter right x2, left: (6,1); B (7,2) dives; catch 4 - 1
    m = position("""
    ##########
    #A.......#
    #......B.#
    ##########
    """, {"A": {"ball": True}, "B": {"skills": ("Diving Catch",)}}, dice=dice, home_bot=ScriptedBot([True]))
    m.do(("declare", "A", "pass", None))
    m.do(("pass", m.d.sq(5, 1)))
    assert m.carrier is m.by_id[(0, "B")] and m.by_id[(0, "B")].sq == m.d.sq(6, 1)
    dice.assert_all_forced_used()


def test_plague_ridden_infects_a_dead_opponent_and_raises_a_rotter():
    # §13.7 Plague Ridden: a Dead result (casualty 16) from its Block -> infected; a new Rotter Lineman in Reserves
    dice = Dice.forcing(6, 6, 6, 6, 6, 16)  # POW, armour 12, injury 12, casualty 16
    m = position(ROW, {"A": {"skills": ("Plague Ridden",)}}, dice=dice,
                 home_bot=ScriptedBot([False, True]))
    for p in m.team_players[0]:
        p.position = "Rotter Lineman"
    m.do(("declare", "A", "block", "b"))
    b = m.by_id[(1, "b")]
    assert b.stats["infected"] and b.stats["injury"]["result"] == "dead"
    new = [p for p in m.team_players[0] if p.where == "reserves"]
    assert len(new) == 1 and new[0].position == "Rotter Lineman"
    dice.assert_all_forced_used()


def test_pro_rerolls_a_die_on_3_plus():
    # §13.3 Pro: rush 1 fails; Pro 3 -> re-roll 4
    dice = Dice.forcing(1, 3, 4)
    m = position(LINE, {"A": {"ma": 0, "skills": ("Pro",)}}, dice=dice, home_bot=ScriptedBot([True]))
    m.do(("declare", "A", "move", None))
    m.do(("move", m.d.sq(2, 1)))
    assert m.by_id[(0, "A")].standing and roll_of(m, "rush")[-1]["reroll"] == "Pro"
    dice.assert_all_forced_used()


def test_animosity_refuses_a_hand_off_on_a_1():
    # §13.7 Animosity (all team-mates): a 1 and the Hand-off does not happen; the activation ends
    dice = Dice.forcing(1)
    m = position("""
    ######
    #AB..#
    ######
    """, {"A": {"ball": True, "skills": ("Animosity (all team-mates)",)}}, dice=dice)
    m.do(("declare", "A", "handoff", None))
    m.do(("handoff", "B"))
    assert m.carrier is m.by_id[(0, "A")] and m.act is None and m.active == 0
    dice.assert_all_forced_used()


def test_bombardier_throws_a_bomb_that_explodes_where_it_lands():
    # §13.7 Bombardier: Throw a Bomb (not the Pass action); accurate (4) onto (4,1): c alongside is hit on 4+,
    # Placed Prone, Armour roll 2+2 holds; no Turnover
    dice = Dice.forcing(4, 4, 2, 2)
    m = position("""
    ##########
    #A...c...#
    ##########
    """, {"A": {"skills": ("Bombardier",)}}, dice=dice)
    assert ("declare", "A", "bomb", None) in m.legal_actions()
    m.do(("declare", "A", "bomb", None))
    assert all(a[0] in ("bomb", "end_activation") for a in m.legal_actions())  # no moving before the throw
    m.do(("bomb", m.d.sq(4, 1)))
    assert m.by_id[(1, "c")].status == "prone" and m.active == 0
    assert ("declare", "A", "pass", None) not in m.legal_actions()  # no ball in play; the Pass is not used up
    assert "pass" not in m.teams[0].used_actions and "bomb" in m.teams[0].used_actions
    dice.assert_all_forced_used()


def test_a_fumbled_bomb_explodes_on_the_thrower_a_turnover():
    # §13.7 Bombardier: a Fumble (1) explodes in the thrower's square: Placed Prone, Armour 1+1; a Turnover
    dice = Dice.forcing(1, 1, 1)
    m = position(LINE, {"A": {"skills": ("Bombardier",)}}, dice=dice)
    m.do(("declare", "A", "bomb", None))
    m.do(("bomb", m.d.sq(3, 1)))
    assert m.by_id[(0, "A")].status == "prone" and m.active == 1
    dice.assert_all_forced_used()


def test_a_prone_player_is_offered_no_special_action_but_jump_up_blocks():
    # §13.0: a Prone player uses no skill; Jump Up (§13.2) is the exception that lets it declare a Block
    m = position(ROW, {"A": {"status": "prone", "skills": ("Stab", "Jump Up")}}, dice=Dice.forcing())
    declares = [a for a in m.legal_actions() if a[0] == "declare" and a[1] == "A"]
    assert ("declare", "A", "block", "b") in declares and ("declare", "A", "stab", "b") not in declares


def test_asking_for_the_block_dice_rolls_nothing():
    # bots may weigh a Block with block_dice(); Dauntless (§13.3) rolls only in the Block itself
    m = position(ROW, {"A": {"skills": ("Dauntless",)}, "b": {"st": 5}}, dice=Dice.forcing())
    before = len(m.events)
    assert m.block_dice(m.by_id[(0, "A")], m.by_id[(1, "b")])[2:] == (3, 5) and len(m.events) == before
