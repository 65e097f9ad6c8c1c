"""Coverage of the rules catalogue (issue #9): every skill and trait of §13, room of §1.5, Death Match tile of
§10.2.5-6, sponsor of §11.2 and inducement of §12.2-12.3 is either implemented and pinned by a named test, or
listed in engine.match.coverage.NOT_YET_IMPLEMENTED -- a list that may only shrink."""

import ast
import json
from pathlib import Path

import engine.rulesets
from engine.match import coverage

HERE = Path(__file__).parent
RULESET = engine.rulesets.get("dungeon_bowl")
CATALOGUE = [s["name"] for s in json.loads(
    (Path(engine.rulesets.__file__).parent / "dungeon_bowl" / "skills.json").read_text())]

# name -> "file.py::test_function" (in tests/engine/match)
TESTS = {
    # §13 skills and traits
    "Block": "test_block_results.py::test_block_skill_ignores_both_down",
    "Dodge": "test_dodge.py::test_dodge_skill_rerolls_once_per_turn",
    "Sure Hands": "test_pick_up.py::test_sure_hands_rerolls_a_failed_pick_up",
    "Catch": "test_hand_off.py::test_catch_skill_rerolls",
    "Pass": "test_pass.py::test_pass_skill_rerolls_a_failed_test",
    "Sure Feet": "test_rush.py::test_sprint_allows_a_third_rush_and_sure_feet_rerolls_one",
    "Sprint": "test_rush.py::test_sprint_allows_a_third_rush_and_sure_feet_rerolls_one",
    "Tackle": "test_dodge.py::test_tackle_stops_the_dodge_reroll",
    "Thick Skull": "test_armour_injury.py::test_thick_skull_turns_an_8_into_stunned",
    "Mighty Blow (+1)": "test_armour_injury.py::test_mighty_blow_adds_one_to_armour_when_that_breaks_it",
    "Regeneration": "test_armour_injury.py::test_regeneration_sends_the_casualty_to_reserves_on_4_plus",
    "Stunty": "test_armour_injury.py::test_stunty_injury_table",
    "Guard": "test_block_dice.py::test_guard_assists_even_when_marked",
    "Stand Firm": "test_push_back.py::test_stand_firm_is_not_pushed",
    "Side Step": "test_push_back.py::test_side_step_lets_the_target_choose_any_free_adjacent_square",
    "Frenzy": "test_push_back.py::test_frenzy_must_follow_up_and_block_again",
    "Disturbing Presence": "test_rooms.py::test_disturbing_presence_takes_one_from_a_catch",
    "Throw Team-Mate": "test_throw_team_mate.py::test_only_strong_throwers_and_light_team_mates",
    "Right Stuff": "test_throw_team_mate.py::test_only_strong_throwers_and_light_team_mates",
    "Loner (X+)": "test_loner_and_skills.py::test_loner_fails_and_the_reroll_is_lost",
    "Two Heads": "test_skills_catalogue.py::test_two_heads_adds_one_to_dodge",
    "Titchy": "test_skills_catalogue.py::test_titchy_adds_one_to_dodge_and_does_not_mark_a_dodger_into_its_zone",
    "Extra Arms": "test_skills_catalogue.py::test_extra_arms_adds_one_to_pick_up",
    "Big Hand": "test_skills_catalogue.py::test_big_hand_ignores_marking_on_pick_up",
    "No Hands": "test_skills_catalogue.py::test_no_hands_fails_the_pick_up_and_the_ball_bounces",
    "Drunkard": "test_skills_catalogue.py::test_drunkard_takes_one_from_rush",
    "Accurate": "test_skills_catalogue.py::test_accurate_adds_one_to_the_passing_test",
    "Nerves of Steel": "test_skills_catalogue.py::test_nerves_of_steel_ignores_marking_when_passing",
    "Wall Thrower": "test_skills_catalogue.py::test_wall_thrower_adds_one_to_a_wall_pass",
    "Strong Arm": "test_skills_catalogue.py::test_strong_arm_adds_one_to_throw_team_mate",
    "Monstrous Mouth": "test_skills_catalogue.py::test_monstrous_mouth_rerolls_a_failed_catch",
    "Very Long Legs": "test_skills_catalogue.py::test_very_long_legs_adds_two_to_interference",
    "Decay": "test_skills_catalogue.py::test_decay_adds_one_to_casualty_rolls",
    "Bone Head": "test_skills_catalogue.py::test_bone_head_on_a_1_loses_the_activation_and_the_tackle_zone",
    "Really Stupid": "test_skills_catalogue.py::test_really_stupid_needs_4_plus_two_more_with_a_team_mate_alongside",
    "Unchannelled Fury": "test_skills_catalogue.py::test_unchannelled_fury_plus_two_for_a_block",
    "Take Root": "test_skills_catalogue.py::test_take_root_on_a_1_cannot_leave_its_square",
    "Animal Savagery": "test_skills_catalogue.py::test_animal_savagery_knocks_down_an_adjacent_team_mate_or_loses_the_activation",
    "Horns": "test_skills_catalogue.py::test_horns_adds_one_st_on_a_blitz_only",
    "Dauntless": "test_skills_catalogue.py::test_dauntless_matches_a_stronger_targets_st",
    "Claws": "test_skills_catalogue.py::test_claws_breaks_armour_on_8_before_modifiers_unless_iron_hard_skin",
    "Iron Hard Skin": "test_skills_catalogue.py::test_claws_breaks_armour_on_8_before_modifiers_unless_iron_hard_skin",
    "Fend": "test_skills_catalogue.py::test_fend_stops_the_follow_up",
    "Wrestle": "test_skills_catalogue.py::test_wrestle_places_both_prone_without_armour_rolls",
    "Juggernaut": "test_skills_catalogue.py::test_juggernaut_turns_both_down_into_a_push_on_a_blitz",
    "Brawler": "test_skills_catalogue.py::test_brawler_rerolls_a_both_down_on_a_block_on_its_own",
    "Grab": "test_skills_catalogue.py::test_grab_pushes_into_any_empty_adjacent_square_and_stops_side_step",
    "Strip Ball": "test_skills_catalogue.py::test_strip_ball_makes_the_pushed_carrier_drop_the_ball",
    "Dirty Player (+1)": "test_skills_catalogue.py::test_dirty_player_adds_to_the_foul_armour_roll",
    "Sneaky Git": "test_skills_catalogue.py::test_sneaky_git_is_not_sent_off_for_a_double_on_the_armour_roll",
    "Foul Appearance": "test_skills_catalogue.py::test_foul_appearance_loses_the_block_on_a_1",
    "Defensive": "test_skills_catalogue.py::test_defensive_stops_guard_in_the_opponents_turn",
    "Pile Driver": "test_skills_catalogue.py::test_pile_driver_fouls_the_knocked_down_target_then_lies_down",
    "Hit and Run": "test_skills_catalogue.py::test_hit_and_run_moves_one_free_square_after_the_block",
    "Stab": "test_skills_catalogue.py::test_stab_is_a_special_action_with_an_unmodified_armour_roll",
    "Projectile Vomit": "test_skills_catalogue.py::test_projectile_vomit_on_a_1_hits_the_vomiter",
    "Hypnotic Gaze": "test_skills_catalogue.py::test_hypnotic_gaze_takes_the_targets_tackle_zone",
    "Tentacles": "test_skills_catalogue.py::test_tentacles_hold_the_mover_on_6_plus",
    "Prehensile Tail": "test_skills_catalogue.py::test_prehensile_tail_takes_one_more_from_the_dodge",
    "Diving Tackle": "test_skills_catalogue.py::test_diving_tackle_takes_two_after_a_successful_dodge_and_lies_where_the_dodger_was",
    "Arm Bar": "test_skills_catalogue.py::test_arm_bar_adds_one_to_the_armour_of_a_failed_dodger",
    "Shadowing": "test_skills_catalogue.py::test_shadowing_follows_into_the_vacated_square",
    "Break Tackle": "test_skills_catalogue.py::test_break_tackle_adds_one_to_a_failed_dodge_once_per_activation",
    "Leap": "test_skills_catalogue.py::test_leap_jumps_over_an_empty_square",
    "Pogo Stick": "test_skills_catalogue.py::test_pogo_stick_ignores_the_marking_modifiers_of_the_jump",
    "Safe Pass": "test_skills_catalogue.py::test_safe_pass_keeps_the_ball_on_a_fumble",
    "Running Pass": "test_skills_catalogue.py::test_running_pass_goes_on_moving_after_the_pass",
    "Give and Go": "test_skills_catalogue.py::test_give_and_go_goes_on_moving_after_the_hand_off",
    "Safe Pair of Hands": "test_skills_catalogue.py::test_safe_pair_of_hands_places_the_ball_instead_of_bouncing",
    "Leader": "test_skills_catalogue.py::test_leader_gives_an_extra_team_reroll_while_on_the_pitch",
    "Pick-Me-Up": "test_skills_catalogue.py::test_pick_me_up_stands_a_prone_team_mate_at_the_end_of_the_opposing_turn",
    "Timmm-ber!": "test_skills_catalogue.py::test_timmm_ber_adds_one_per_open_standing_team_mate_to_stand_up",
    "Jump Up": "test_skills_catalogue.py::test_jump_up_stands_for_free_and_blocks_from_prone",
    "Portal Navigator": "test_skills_catalogue.py::test_portal_navigator_rerolls_the_destination_die",
    "Portal Passer": "test_skills_catalogue.py::test_portal_passer_declares_a_pass_after_teleporting",
    "Always Hungry": "test_skills_catalogue.py::test_always_hungry_eats_the_team_mate_on_1_then_1",
    "Kick Team-Mate": "test_skills_catalogue.py::test_kick_team_mate_is_a_special_action_and_a_fumble_is_an_injury_roll",
    "Multiple Block": "test_skills_catalogue.py::test_multiple_block_blocks_two_markers_at_minus_two_st_without_following_up",
    "Fumblerooskie": "test_skills_catalogue.py::test_fumblerooskie_leaves_the_ball_in_a_square_moved_through",
    "Dump-Off": "test_skills_catalogue.py::test_dump_off_passes_before_the_block_without_a_turnover",
    "On the Ball": "test_skills_catalogue.py::test_on_the_ball_moves_an_opponent_before_the_passing_test",
    "Diving Catch": "test_skills_catalogue.py::test_diving_catch_dives_for_a_pass_landing_next_to_it",
    "Plague Ridden": "test_skills_catalogue.py::test_plague_ridden_infects_a_dead_opponent_and_raises_a_rotter",
    "Pro": "test_skills_catalogue.py::test_pro_rerolls_a_die_on_3_plus",
    "Animosity (X)": "test_skills_catalogue.py::test_animosity_refuses_a_hand_off_on_a_1",
    "Bombardier": "test_skills_catalogue.py::test_bombardier_throws_a_bomb_that_explodes_where_it_lands",
    # §1.5 rooms
    "Armoury": "test_rooms.py::test_armoury_adds_one_to_armour_rolls_inside",
    "Sewer": "test_rooms.py::test_entering_the_sewer_gives_disturbing_presence_until_the_end_of_the_next_activation",
    "Kitchen": "test_rooms.py::test_kitchen_throw_food",
    "Cursed Room": "test_rooms.py::test_cursed_room_forbids_rerolls",
    "Forgotten Prison": "test_rooms.py::test_forgotten_prison_may_take_two_from_ma",
    "Treasure Room": "test_rooms.py::test_treasure_room_raise_funds",
    "Ossuary": "test_rooms.py::test_ossuary_minus_one_to_catch",
    "Flooded Room": "test_rooms.py::test_flooded_room_rush_fails_on_2",
    "Chaos Idol Room": "test_rooms.py::test_chaos_idol_gives_plus_one_st_on_a_6",
    "Fiery Chasm Lair": "test_rooms.py::test_pushed_into_the_fiery_chasm_is_a_casualty",
    "Young Dragon's Lair": "test_rooms.py::test_young_dragon_knocks_down_on_5_plus_turnover_only_with_the_ball",
    "Crypt": "test_rooms.py::test_pushed_against_the_crypt_is_knocked_down_with_plus_one_armour",
    # §10.2.5-6 College of Life and College of Death tiles
    "Werewolf Lair": "test_werewolf_lair.py::test_the_werewolf_stays_on_a_1_and_blitzes_the_nearest_standing_player_on_2_plus",
    "Tuck's Shop": "test_death_match_tiles.py::test_tucks_shop_tasty_snack",
    "Tranquil Meadow Corridor": "test_death_match_tiles.py::test_tranquil_meadow_corridor_adds_one_ma",
    "Mushroom Cultivation Room": "test_death_match_tiles.py::test_mushroom_cultivation_room_spores_on_a_1",
    "Root Corridor": "test_death_match_tiles.py::test_root_corridor_entangles_on_a_1_until_a_roll_at_most_st",
    "Fountain of Youth": "test_death_match_tiles.py::test_fountain_of_youth",
    "Lush Greenhouse": "test_death_match_tiles.py::test_lush_greenhouse_armour_roll_at_the_end_of_each_team_turn",
    "Stinking Swamp Corridor": "test_death_match_tiles.py::test_stinking_swamp_corridor_minus_one_to_dodge_for_st_3_or_less",
    "Bone Corridor": "test_death_match_tiles.py::test_bone_corridor_skull_crack",
    "Swirling Mists Corridor": "test_death_match_tiles.py::test_swirling_mists_minus_one_to_rush_into_it",
    "Ghosts' Corridor": "test_death_match_tiles.py::test_ghosts_corridor_turns_a_player_back_on_a_1",
    "Necromancer's Laboratory": "test_death_match_tiles.py::test_necromancers_laboratory_under_the_saw",
    "Spike Pit Corridor": "test_death_match_tiles.py::test_spike_pit_corridor",
    "Corpse Chasm": "test_death_match_tiles.py::test_corpse_chasm_a_push_becomes_pow_if_the_target_fails_agility",
    # §11.2 sponsors
    "cragfalls_catacomb_cartography": "test_sponsors.py::test_cragfall_moves_a_player_to_another_room_once_per_match",
    "farblast_and_sons": "test_sponsors.py::test_farblast_trap_knocks_down_everyone_within_two_squares",
    "dr_brauers_prototype_portals": "test_sponsors.py::test_dr_brauers_two_dice_choose_the_portal_and_a_double_malfunctions",
    "crystal_ball_sportscasting": "test_sponsors.py::test_crystal_ball_blackout_and_no_arguing_for_the_opponents",
    "lightningade": "test_sponsors.py::test_lightningade_sends_a_casualty_to_the_reserves_on_5_plus",
    "air_oberwald": "test_sponsors.py::test_air_oberwald_benefits",
    # §12.2 inducements, §12.3 wizards
    "extra_team_training": "test_skills_catalogue.py::test_extra_team_training_adds_team_rerolls",
    "bribes": "test_foul.py::test_a_bribe_after_arguing_avoids_the_sending_off_and_the_turnover",
    "amber_wizard": "test_wizards.py::test_bestial_fury_rolls_three_block_dice",
    "amethyst_wizard": "test_wizards.py::test_life_drain_needs_a_marked_target_and_makes_an_injury_roll",
    "bright_wizard": "test_wizards.py::test_fireball_knocks_down_on_4_plus_with_plus_one",
    "celestial_wizard": "test_wizards.py::test_chain_lightning_strikes_along_a_chain",
    "golden_wizard": "test_wizards.py::test_transmutation_kos_on_2d6_at_most_the_av",
    "grey_wizard": "test_wizards.py::test_shadowed_step_moves_a_player_up_to_five_squares",
    "jade_wizard": "test_wizards.py::test_grasping_vines_at_the_start_of_the_opposing_turn",
    "light_wizard": "test_wizards.py::test_blinding_light_stops_passes_hand_offs_and_assists",
}


def _defined_tests() -> set:
    out = set()
    for f in HERE.glob("test_*.py"):
        for node in ast.parse(f.read_text()).body:
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                out.add(f"{f.name}::{node.name}")
    return out


def _catalogue() -> dict:
    """name -> whether the engine implements it."""
    names = {name: coverage.skill_implemented(name) for name in CATALOGUE}
    for room in coverage.ROOMS:
        names[room] = True  # the room rules are in engine/match/rooms.py; each is pinned by its test below
    for name in coverage.LIFE_TILES + coverage.DEATH_TILES + coverage.SPONSORS:
        names[name] = name not in coverage.NOT_YET_IMPLEMENTED
    for key in coverage.INDUCEMENTS:
        names[key] = True
    return names


def test_the_catalogues_are_the_rules_data():
    assert len(set(CATALOGUE)) == 86  # §13: 60 skills and 26 traits
    assert sum(1 for s in CATALOGUE if s in RULESET.skills or s in coverage.CONCRETE) == 86
    assert len(coverage.ROOMS) == 12  # §1.5
    assert set(coverage.SPONSORS) == set(RULESET.sponsors)  # §11.2
    assert set(coverage.INDUCEMENTS) == set(RULESET.inducements)  # §12.2, §12.3


def test_every_entry_is_implemented_and_tested_or_listed_as_not_yet():
    defined = _defined_tests()
    missing = []
    for name, done in _catalogue().items():
        if name in coverage.NOT_YET_IMPLEMENTED:
            assert not done, f"{name} is implemented: take it out of NOT_YET_IMPLEMENTED"
            assert name not in TESTS, f"{name} has a test: take it out of NOT_YET_IMPLEMENTED"
            continue
        if not done:
            missing.append(name)
            continue
        assert name in TESTS, f"{name} is implemented but names no test"
        assert TESTS[name] in defined, f"the test {TESTS[name]} named for {name} does not exist"
    assert not missing, f"neither implemented nor listed as not yet: {missing}"


def test_the_not_yet_list_only_shrinks():
    catalogue = _catalogue()
    assert coverage.NOT_YET_IMPLEMENTED <= set(catalogue), "NOT_YET_IMPLEMENTED names no catalogue entry"
    assert len(coverage.NOT_YET_IMPLEMENTED) <= coverage.NOT_YET_CEILING
    assert coverage.NOT_YET_CEILING == 0 and not coverage.NOT_YET_IMPLEMENTED  # everything is played
