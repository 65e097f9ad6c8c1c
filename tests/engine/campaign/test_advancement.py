"""§7.3.3-§7.3.6 advancements: costs, random and chosen skills, characteristic improvements, value."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import engine.rulesets
from engine.campaign import (
    Profile,
    RuleError,
    advancement_cost,
    apply_improvement,
    improvement_options,
    must_spend,
    next_advancement_cost,
    roll_characteristic_improvement,
    roll_random_skill,
    skill_unavailable_reason,
    validate_advancement,
    validate_chosen_skill,
    value_increase,
)
from engine.campaign.advancement import CharacteristicRoll
from engine.dice import Dice

RS = engine.rulesets.get("dungeon_bowl")


# --- costs and value ---------------------------------------------------------------------------
def test_costs_by_level_and_kind():  # §7.3.3
    assert advancement_cost(1, "random_primary") == 3
    assert advancement_cost(3, "chosen_primary") == 12
    assert advancement_cost(3, "random_secondary") == 12
    assert advancement_cost(5, "chosen_secondary") == 26
    assert advancement_cost(6, "characteristic") == 50
    assert next_advancement_cost(0, "characteristic") == 18
    with pytest.raises(RuleError, match="at most 6 advancements"):
        advancement_cost(7, "random_primary")
    with pytest.raises(ValueError, match="unknown advancement kind"):
        advancement_cost(1, "star_player")


def test_must_spend_once_a_characteristic_improvement_is_affordable():  # §7.3.3
    assert not must_spend(spp=17, advancements_taken=0)
    assert must_spend(spp=18, advancements_taken=0)
    assert not must_spend(spp=23, advancements_taken=2)
    assert must_spend(spp=24, advancements_taken=2)
    assert not must_spend(spp=100, advancements_taken=6)


def test_value_increase():  # §7.3.6, §9.6
    assert value_increase("random_primary") == 10_000
    assert value_increase("chosen_secondary") == 40_000
    assert value_increase("ST") == 80_000
    assert value_increase("AV") == 10_000
    assert value_increase("ST", free_spp=True) == 0


# --- random skills ----------------------------------------------------------------------------
def test_random_skill_first_die_picks_the_half_second_the_row():  # §7.3.4, §13.1
    dice = Dice.forcing(5, 1)
    assert roll_random_skill(RS, category="Strength", owned=(), dice=dice) == "Mighty Blow (+1)"
    dice.assert_all_forced_used()
    assert [r.why for r in dice.log] == [
        "random Strength skill, attempt 1: half of the table (first D6)",
        "random Strength skill, attempt 1: row (second D6)",
    ]


def test_random_skill_rerolls_an_owned_skill():
    dice = Dice.forcing(1, 1, 2, 4)  # Block (owned), then Fend
    assert roll_random_skill(RS, category="General", owned=("Block",), dice=dice) == "Fend"
    dice.assert_all_forced_used()


def test_random_skill_rerolls_a_skill_the_player_cannot_have():  # Grab/Frenzy, Strong Arm needs Throw Team-Mate
    dice = Dice.forcing(3, 4, 6, 5, 1, 1)  # Grab (has Frenzy), Strong Arm (no Throw Team-Mate), Arm Bar
    assert roll_random_skill(RS, category="Strength", owned=("Frenzy",), dice=dice) == "Arm Bar"
    dice.assert_all_forced_used()


def test_random_skill_respects_allowed():
    dice = Dice.forcing(1, 1, 1, 2)
    assert roll_random_skill(RS, category="Agility", owned=(), dice=dice, allowed={"Diving Catch"}) == "Diving Catch"
    dice.assert_all_forced_used()


def test_random_skill_when_none_is_available():
    owned = RS.tables.RANDOM_SKILL_TABLE["Passing"]
    with pytest.raises(RuleError, match="can gain no Passing skill"):
        roll_random_skill(RS, category="Passing", owned=owned, dice=Dice.forcing())


@settings(max_examples=200, deadline=None)
@given(
    st.sampled_from(sorted(RS.tables.RANDOM_SKILL_TABLE)),
    st.sets(st.sampled_from(sorted(n for n, s in RS.skills.items() if not s.is_trait)), max_size=40),
    st.integers(0, 2**32),
)
def test_an_advancement_never_grants_a_skill_the_player_has(category, owned, seed):
    dice = Dice(seed)
    try:
        skill = roll_random_skill(RS, category=category, owned=owned, dice=dice)
    except RuleError:
        assert all(skill_unavailable_reason(s, owned=owned) for s in RS.tables.RANDOM_SKILL_TABLE[category])
        return
    assert skill not in owned
    assert RS.skills[skill].category == category
    assert len(dice.log) % 2 == 0 and len(dice.log) >= 2


# --- chosen skills ----------------------------------------------------------------------------
def test_chosen_skill_must_be_in_the_players_categories():  # §7.3.4
    blitzer = RS.position("dwarf_blitzer")  # GS / AP
    args = dict(primary=blitzer.primary, secondary=blitzer.secondary, owned=blitzer.skills)
    assert validate_chosen_skill(RS, skill="Mighty Blow (+1)", kind="chosen_primary", **args) == []
    assert validate_chosen_skill(RS, skill="Dodge", kind="chosen_secondary", **args) == []
    wrong = validate_chosen_skill(RS, skill="Dodge", kind="chosen_primary", **args)
    assert [(b.rule, b.message) for b in wrong] == [
        ("§7.3.4", "Dodge is in the Agility category; this player's Primary categories are General, Strength")
    ]


def test_chosen_skill_owned_trait_or_unknown():
    blitzer = RS.position("dwarf_blitzer")
    args = dict(primary=blitzer.primary, secondary=blitzer.secondary, owned=blitzer.skills)
    assert [b.message for b in validate_chosen_skill(RS, skill="Block", kind="chosen_primary", **args)] == [
        "the player already has Block; no skill may be gained twice"
    ]
    assert validate_chosen_skill(RS, skill="Stab", kind="chosen_primary", **args)[0].rule == "§3.5"
    assert validate_chosen_skill(RS, skill="Kick", kind="chosen_primary", **args)[0].rule == "§13"
    boar = RS.position("beer_boar")  # no categories at all
    breaches = validate_chosen_skill(RS, skill="Block", kind="chosen_primary", primary=boar.primary, secondary=boar.secondary, owned=())
    assert "Primary categories are none" in breaches[0].message


# --- characteristic improvements ----------------------------------------------------------------
@pytest.mark.parametrize(
    "roll, characteristics, secondary",
    [(1, ("MA", "AV"), True), (7, ("MA", "AV"), True), (8, ("MA", "PA", "AV"), True), (13, ("MA", "PA", "AV"), True),
     (14, ("AG", "PA"), True), (15, ("ST", "AG"), True), (16, ("MA", "ST", "AG", "PA", "AV"), False)],
)
def test_characteristic_improvement_d16(roll, characteristics, secondary):  # §7.3.5
    dice = Dice.forcing(roll)
    assert roll_characteristic_improvement(dice=dice) == CharacteristicRoll(roll, characteristics, secondary)
    dice.assert_all_forced_used()
    assert dice.log[0].die == 16 and "characteristic improvement" in dice.log[0].why


def test_options_drop_characteristics_improved_twice_or_at_maximum():  # §3.2
    profile = Profile(ma=9, st=3, ag=3, pa=4, av=9)
    options = improvement_options(CharacteristicRoll(3, ("MA", "AV"), True), profile=profile, improvements={"AV": 2})
    assert options == ((), True)
    options = improvement_options(CharacteristicRoll(16, ("MA", "ST", "AG", "PA", "AV"), False), profile=profile, improvements={})
    assert options == (("ST", "AG", "PA", "AV"), True)


def test_a_chosen_secondary_skill_is_always_on_offer():  # §7.3.5 "or that you do not wish to be improved"
    fresh = Profile(ma=6, st=3, ag=3, pa=4, av=9)
    line_16 = CharacteristicRoll(16, ("MA", "ST", "AG", "PA", "AV"), False)
    assert improvement_options(line_16, profile=fresh, improvements={}) == (("MA", "ST", "AG", "PA", "AV"), True)
    maxed = Profile(ma=9, st=8, ag=1, pa=1, av=11)
    assert improvement_options(line_16, profile=maxed, improvements={}) == ((), True)


def test_improving_moves_each_characteristic_the_right_way():  # §7.3.5
    p = Profile(ma=6, st=3, ag=3, pa=4, av=9)
    assert apply_improvement(p, "MA", improvements={}) == Profile(7, 3, 3, 4, 9)
    assert apply_improvement(p, "ST", improvements={}) == Profile(6, 4, 3, 4, 9)
    assert apply_improvement(p, "AG", improvements={}) == Profile(6, 3, 2, 4, 9)
    assert apply_improvement(p, "PA", improvements={}) == Profile(6, 3, 3, 3, 9)
    assert apply_improvement(p, "AV", improvements={}) == Profile(6, 3, 3, 4, 10)


def test_pa_dash_becomes_6_plus():  # §7.3.5
    p = Profile(ma=5, st=5, ag=4, pa=None, av=9)
    assert apply_improvement(p, "PA", improvements={}) == Profile(5, 5, 4, 6, 9)
    assert improvement_options(CharacteristicRoll(14, ("AG", "PA"), True), profile=p, improvements={}) == (("AG", "PA"), True)


def test_no_third_improvement_and_no_improvement_past_the_maximum():  # §3.2
    with pytest.raises(RuleError, match="already been improved twice"):
        apply_improvement(Profile(6, 3, 3, 4, 9), "MA", improvements={"MA": 2})
    with pytest.raises(RuleError, match="beyond its maximum of 11\\+"):
        apply_improvement(Profile(6, 3, 3, 4, 11), "AV", improvements={})
    with pytest.raises(RuleError, match="beyond its maximum of 1\\+"):
        apply_improvement(Profile(6, 3, 1, 4, 9), "AG", improvements={})


@settings(max_examples=200, deadline=None)
@given(st.sampled_from([p for r in RS.rosters.values() for p in r.positions]), st.integers(0, 2**32))
def test_no_characteristic_ever_leaves_its_limits_or_improves_more_than_twice(position, seed):
    """Six random characteristic advancements, always taking the first legal option."""
    dice = Dice(seed)
    profile = Profile.of(position)
    improvements: dict[str, int] = {}
    for _ in range(6):
        rolled = roll_characteristic_improvement(dice=dice)
        options, secondary = improvement_options(rolled, profile=profile, improvements=improvements)
        if not options:
            assert secondary
            continue
        choice = dice.choice(options, "test: which option")
        profile = apply_improvement(profile, choice, improvements=improvements)
        improvements[choice] = improvements.get(choice, 0) + 1
        assert profile.within_limits()
        assert max(improvements.values()) <= 2
    # trying every characteristic once more never breaks a limit: it is refused instead
    for c in ("MA", "ST", "AG", "PA", "AV"):
        try:
            assert apply_improvement(profile, c, improvements=improvements).within_limits()
        except RuleError:
            pass


# --- buying an advancement ---------------------------------------------------------------------
def test_advancement_needs_enough_spp_and_the_right_category():  # §7.3.3, §7.3.4
    lineman = RS.position("human_lineman")  # G / AS
    args = dict(primary=lineman.primary, secondary=lineman.secondary)
    assert validate_advancement(kind="random_primary", spp=3, advancements_taken=0, category="General", **args) == []
    assert validate_advancement(kind="chosen_secondary", spp=14, advancements_taken=1, **args) == []
    short = validate_advancement(kind="chosen_secondary", spp=13, advancements_taken=1, **args)
    assert [(b.rule, b.message) for b in short] == [
        ("§7.3.3", "a chosen Secondary skill for a player becoming Veteran costs 14 SPP; this player has 13")
    ]
    wrong = validate_advancement(kind="random_secondary", spp=99, advancements_taken=0, category="Passing", **args)
    assert [(b.rule, b.message) for b in wrong] == [
        ("§7.3.4", "a random Secondary skill must come from Agility, Strength for this player, not Passing")
    ]
    legend = validate_advancement(kind="random_primary", spp=99, advancements_taken=6, category="General", **args)
    assert [b.rule for b in legend] == ["§7.3.3"]
