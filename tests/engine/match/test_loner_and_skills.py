"""§13.7 Loner (X+): a team re-roll needs X+ first or is lost; §2.7 team re-rolls (active team only,
one re-roll per die); the skill mechanism looks skills up by their exact catalogue names (§13)."""

from engine.dice import Dice
from engine.match import skills
from engine.match.position import ScriptedBot, position

MAP = """
#####
#A..#
#####
"""


def test_loner_passes_and_the_reroll_is_used():
    dice = Dice.forcing(1, 4, 2)  # rush 1; Loner 4 ok; re-roll 2
    m = position(MAP, {"A": {"ma": 0, "skills": ("Loner (4+)",)}}, dice=dice, rerolls=(1, 0),
                 home_bot=ScriptedBot([True]))
    m.do(("declare", "A", "move", None))
    m.do(("move", m.d.sq(2, 1)))
    assert m.by_id[(0, "A")].standing and m.teams[0].rerolls == 0
    dice.assert_all_forced_used()


def test_loner_fails_and_the_reroll_is_lost():
    dice = Dice.forcing(1, 3, 2, 2)  # rush 1; Loner 3 fails; armour 2+2
    m = position(MAP, {"A": {"ma": 0, "skills": ("Loner (4+)",)}}, dice=dice, rerolls=(1, 0),
                 home_bot=ScriptedBot([True]))
    m.do(("declare", "A", "move", None))
    m.do(("move", m.d.sq(2, 1)))
    assert m.by_id[(0, "A")].status == "prone" and m.teams[0].rerolls == 0
    dice.assert_all_forced_used()


def test_no_die_is_rerolled_twice():
    dice = Dice.forcing(1, 1, 2, 2)  # rush 1, team re-roll 1 -> falls (no second re-roll)
    m = position(MAP, {"A": {"ma": 0, "skills": ("Sure Feet",)}}, dice=dice, rerolls=(2, 0))
    m.do(("declare", "A", "move", None))
    m.do(("move", m.d.sq(2, 1)))
    assert m.by_id[(0, "A")].status == "prone" and m.teams[0].rerolls == 2  # Sure Feet was the one re-roll
    dice.assert_all_forced_used()


def test_the_inactive_team_cannot_use_team_rerolls():
    # An away player catching in home's turn cannot use away's re-rolls.
    m = position(MAP, dice=Dice.forcing(), rerolls=(0, 3))
    assert not m.may_team_reroll(m.by_id[(0, "A")])
    m2 = position("""
    #####
    #Ab.#
    #####
    """, dice=Dice.forcing(), rerolls=(0, 3))
    assert not m2.may_team_reroll(m2.by_id[(1, "b")])


def test_catalogue_names():
    for name in ("Block", "Dodge", "Sure Hands", "Catch", "Pass", "Tackle", "Thick Skull", "Mighty Blow (+1)",
                 "Guard", "Stand Firm", "Frenzy", "Regeneration", "Stunty", "Loner (4+)", "Loner (3+)",
                 "Sure Feet", "Side Step", "Sprint"):
        assert skills.implemented(name), name
    assert skills.make("Loner (3+)").team_reroll_gate() == 3
    assert skills.make("Mighty Blow (+2)").knockdown_bonus() == 2
    assert not skills.implemented("Leap (+1)")  # names are matched exactly
