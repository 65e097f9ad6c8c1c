"""§7.4.1 post-match step 3: hiring players and journeymen, and buying re-rolls at double cost."""

import engine.rulesets
from engine.campaign import (
    hired_journeyman_skills,
    journeyman_hire_cost,
    journeyman_skills,
    reroll_purchase_cost,
    validate_hire,
    validate_reroll_purchase,
)

RS = engine.rulesets.get("dungeon_bowl")


def rules(breaches):
    return [(b.rule, b.message) for b in breaches]


def test_hiring_a_player_from_the_treasury():
    current = {"dwarf_blocker_lineman": 9, "dwarf_blitzer": 1}
    assert validate_hire(RS, roster_key="fire", current=current, position_key="dwarf_blitzer", treasury=80_000) == []
    assert rules(validate_hire(RS, roster_key="fire", current=current, position_key="dwarf_blitzer", treasury=79_999)) == [
        ("§7.4.1", "a Dwarf Blitzer costs 80,000 gp but the Treasury holds 79,999 gp")
    ]


def test_hiring_respects_group_limits_and_16_players():  # §4.3, §4.4, §7.4.2 (TR players still count)
    current = {"dwarf_blocker_lineman": 14, "dwarf_blitzer": 2}
    assert rules(validate_hire(RS, roster_key="fire", current=current, position_key="dwarf_blitzer", treasury=10**6)) == [
        ("§4.4", "a team may never have more than 16 players; it already has 16"),
        ("§4.3", "College of Fire allows 0-2 Blitzers; this team already has 2"),
    ]
    assert validate_hire(RS, roster_key="fire", current={}, position_key="wardancer", treasury=10**6)[0].rule == "§4.3"


def test_permanently_hiring_a_journeyman():  # [Uncertain] §7.4.1: hiring fee, loses Loner (4+)
    lineman = RS.position("human_lineman")
    assert journeyman_skills(lineman) == ("Loner (4+)",)
    assert journeyman_hire_cost(lineman) == 50_000
    assert hired_journeyman_skills(lineman) == ()


def test_rerolls_after_creation_cost_double():  # §4.6, §7.4.1
    assert reroll_purchase_cost(RS, count=2) == 200_000
    assert validate_reroll_purchase(RS, count=1, current_rerolls=8, treasury=100_000) == []  # no cap printed
    assert rules(validate_reroll_purchase(RS, count=1, current_rerolls=8, treasury=99_000, max_rerolls=8)) == [
        ("§4.6", "this league allows at most 8 team re-rolls; the team would have 9"),
        ("§7.4.1", "1 team re-roll(s) cost 100,000 gp at double cost but the Treasury holds 99,000 gp"),
    ]
    assert validate_reroll_purchase(RS, count=0, current_rerolls=0, treasury=0)[0].rule == "§7.4.1"
