"""§5.2 journeymen and §5.3 Petty Cash."""

import engine.rulesets
from engine.campaign import journeyman_positions, journeyman_skills, journeymen_needed, petty_cash

RS = engine.rulesets.get("dungeon_bowl")


def test_journeymen_bring_the_available_players_up_to_11_never_above():
    assert journeymen_needed(available_players=8) == 3
    assert journeymen_needed(available_players=11) == 0
    assert journeymen_needed(available_players=14) == 0
    assert journeymen_needed(available_players=0) == 11


def test_journeymen_come_from_the_lineman_positions_and_gain_loner():
    fire = RS.roster("fire")
    assert [p.name for p in journeyman_positions(fire)] == [
        "Dwarf Blocker Lineman", "Gnoblar Lineman", "Bloodborn Marauder Lineman",
    ]
    assert journeyman_skills(fire.position("dwarf_blocker_lineman")) == ("Block", "Tackle", "Thick Skull", "Loner (4+)")
    assert journeyman_skills(RS.roster("shadow").position("skaven_lineman")) == ("Loner (4+)",)


def test_petty_cash_is_exactly_the_ctv_difference_for_the_lower_team():
    assert petty_cash(own_ctv=950_000, opponent_ctv=1_120_000) == 170_000
    assert petty_cash(own_ctv=1_120_000, opponent_ctv=950_000) == 0
    assert petty_cash(own_ctv=1_000_000, opponent_ctv=1_000_000) == 0
