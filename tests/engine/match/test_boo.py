"""§10.2.3 Boo!: once per match, at the start of his activation and if Standing, Torne Grimhawnt is placed in an
unoccupied square, next to a wall, of another tile adjacent to the tile he left; a Standing opponent next to him
there is pushed as by a Push Back of a Block by Torne; his activation then ends (engine/match/boo.py)."""

from engine.dice import Dice
from engine.match.boo import BOO
from engine.match.dungeon import Dungeon
from engine.match.final import black_widows
from engine.match.position import ScriptedBot, position

MAP = """
##########
#A.......#
#........#
#........#
##########
"""


def two_tiles(m) -> Dungeon:
    """The map split in two tiles at x = 5 (left: tile 0, right: tile 1), joined by a door in rows 1-2."""
    d = m.d
    tile_of = [(-1 if t < 0 else (0 if s % d.width < 5 else 1)) for s, t in enumerate(d.tile_of)]
    door = (d.sq(4, 1), d.sq(4, 2), d.sq(5, 1), d.sq(5, 2))
    return Dungeon(d.width, d.height, tile_of, d.kind, d.feature, [("Bone Corridor", "corridor"),
                   ("Ghosts' Corridor", "corridor")], [door], d.end_zones, name="boo")


def board(text, players=None, *, bot):
    m = position(text, {"A": {"skills": [BOO]}, **(players or {})}, dice=Dice.forcing(), home_bot=bot)
    m.d = two_tiles(m)
    return m


def test_boo_squares_are_next_to_a_wall_in_another_adjacent_tile_10_2_3():
    m = board(MAP, bot=ScriptedBot())
    squares = {m.d.xy(s) for s in m.boo_squares(m.by_id[(0, "A")])}
    assert all(x >= 5 for x, _ in squares)  # never his own tile
    assert (6, 2) not in squares and (7, 2) not in squares and (5, 2) not in squares  # open floor all round
    assert {(8, 2), (6, 1), (6, 3), (5, 3)} <= squares


def test_boo_places_torne_pushes_the_standing_opponent_and_ends_his_activation_10_2_3():
    # Torne appears at (8,1), next to b at (7,1): b is pushed back to (6,1) (his coach picks the push square),
    # Torne does not follow up, and his activation is over. Once per match: no second Boo!.
    text = MAP.replace("#A.......#", "#A.....b.#")
    bot = ScriptedBot([lambda o: next(s for s in o if s == 18), lambda o: 16])
    m = board(text, bot=bot)
    torne, b = m.by_id[(0, "A")], m.by_id[(1, "b")]
    assert ("declare", "A", "boo", None) in m.legal_actions()
    m.do(("declare", "A", "boo", None))
    assert m.d.xy(torne.sq) == (8, 1) and m.d.xy(b.sq) == (6, 1) and b.standing
    assert m.act is None and m.active == 0  # activation over, no Turnover
    assert {"t": "final_rule", "rule": BOO, "player": "A", "pushed": "b"} in m.events
    bot.assert_all_used()
    m.dice.assert_all_forced_used()
    torne.activated = False
    assert ("declare", "A", "boo", None) not in m.legal_actions()


def test_boo_with_several_standing_opponents_pushes_the_one_his_coach_picks_10_2_3():
    # [Uncertain] "that player" (singular): one push, the Black Widows coach picks which (docs/decisions.md)
    text = MAP.replace("#........#\n#........#", "#......b.#\n#......c.#")
    bot = ScriptedBot([lambda o: next(s for s in o if s == 28),
                       lambda o: next(q for q in o if q.id == "c")])  # c's one push square needs no answer
    m = board(text, bot=bot)
    b, c = m.by_id[(1, "b")], m.by_id[(1, "c")]
    before = b.sq
    m.do(("declare", "A", "boo", None))
    assert b.sq == before and m.d.xy(c.sq)[0] == 6
    bot.assert_all_used()


def test_boo_only_when_standing_and_only_for_torne_10_2_3():
    m = board(MAP, {"A": {"skills": [BOO], "status": "prone"}}, bot=ScriptedBot())
    assert ("declare", "A", "boo", None) not in m.legal_actions()
    m = position(MAP, dice=Dice.forcing())
    assert not any(a[2:3] == ("boo",) for a in m.legal_actions() if a[0] == "declare")
    torne = next(p for p in black_widows().players if p.name == "Torne Grimhawnt")
    assert BOO in torne.skills
