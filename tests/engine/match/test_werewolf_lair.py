"""§10.2.6 Werewolf Lair, with forced dice (engine/match/werewolf.py). The whole test map is the Lair; its kennel
is the square nearest the centre, (4, 2) here."""

from engine.dice import Dice
from engine.match.position import position

ROOM = "Werewolf Lair"
LAIR = """
#########
#.......#
#.......#
#.......#
#########
"""


def wolf_events(m, effect=None):
    return [e for e in m.events if e["t"] == "werewolf" and (effect is None or e["effect"] == effect)]


def lair(text=LAIR, players=None, *, dice):
    m = position(text, players, dice=dice, room=ROOM)
    m.place_werewolf()  # §10.2.6: placed after the teams, in the kennel
    return m


def test_the_werewolf_stays_on_a_1_and_blitzes_the_nearest_standing_player_on_2_plus():
    # §10.2.6: end of the team turn, players in the Lair: D6 1 stays; 2+ Blitz by the shortest route, then kennel.
    dice = Dice.forcing(1, 4, 6, 1, 1)
    m = lair("""
#########
#A......#
#.......#
#......b#
#########
""", {"b": {"status": "prone"}}, dice=dice)
    wolf, a = m.werewolf, m.by_id[(0, "A")]
    kennel = m.d.sq(4, 2)
    assert m.kennel == kennel and wolf.sq == kennel and m.occ[kennel] == wolf.idx
    assert wolf_events(m, "kennel")[-1]["to"] == kennel  # a viewer can place it
    assert (wolf.ma, wolf.st, wolf.ag, wolf.av) == (8, 3, 3, 9) and {"Claws", "Frenzy"} <= wolf.skills
    m.do(("end_turn",))  # D6 1: it stays
    assert wolf_events(m, "stays") and wolf.sq == kennel and a.standing
    # D6 4: Blitz the nearest Standing player (A; b is Prone), block die 6 = POW against the wall, Armour 1+1
    m.do(("end_turn",))
    moves = [(e["from"], e["to"]) for e in wolf_events(m, "move")]
    assert moves == [(kennel, m.d.sq(3, 1)), (m.d.sq(3, 1), m.d.sq(2, 1))]  # shortest route, 2 squares
    block = [e for e in m.events if e["t"] == "block"][-1]
    assert block["attacker"] == "werewolf" and block["defender"] == "A" and block["chooser"] == "werewolf"
    assert a.status == "prone"
    assert wolf.sq == kennel and wolf_events(m, "kennel")[-1]["from"] == m.d.sq(2, 1)  # back to the kennel
    dice.assert_all_forced_used()


def test_block_dice_order_and_knocked_down_goes_back_to_the_kennel():
    # §10.2.6: it picks POW, Stumble, Push Back, Both Down, Player Down in that order. ST 3 against ST 1: two dice.
    dice = Dice.forcing(2, 1, 2, 1, 1)  # Unleashed 2; block dice Player Down, Both Down; A's Armour 1+1
    m = lair("""
#########
#.......#
#..A....#
#.......#
#########
""", {"A": {"st": 1}}, dice=dice)
    wolf, a = m.werewolf, m.by_id[(0, "A")]
    m.do(("end_turn",))
    assert [e for e in m.events if e["t"] == "block_result"][-1]["result"] == "both_down"
    assert a.status == "prone" and wolf.standing and wolf.sq == m.kennel  # Knocked Down: back in the kennel
    assert not [e for e in m.events if e.get("why", "").startswith("armour") and e.get("player") == "werewolf"]
    dice.assert_all_forced_used()
    # Stumble before Push Back (ST 3 against 2: two dice); no Dodge, so a POW, pushed toward the entrance (1, 2)
    dice = Dice.forcing(2, 3, 5, 1, 1)
    m = lair("""
#########
#.......#
#..A....#
#.......#
#########
""", {"A": {"st": 2}}, dice=dice)
    m._lair_entrances = [m.d.sq(1, 2)]
    m.do(("end_turn",))
    assert [e for e in m.events if e["t"] == "block_result"][-1]["result"] == "stumble"
    assert m.by_id[(0, "A")].status == "prone" and m.by_id[(0, "A")].sq == m.d.sq(2, 2)
    dice.assert_all_forced_used()


def test_the_ball_bounces_when_it_moves_into_its_square():
    # §10.2.6: Unleashed 3; its route enters (3, 1), the ball's square: bounce D8 7 (down); POW; Armour 1+1
    dice = Dice.forcing(3, 7, 6, 1, 1)
    m = lair("""
#########
#A..@...#
#.......#
#.......#
#########
""".replace("A..@", "A.@."), dice=dice)
    m.do(("end_turn",))
    assert [e["to"] for e in wolf_events(m, "move")][:2] == [m.d.sq(3, 1), m.d.sq(2, 1)]
    assert m.ball_sq == m.d.sq(3, 2) and m.werewolf.sq == m.kennel
    assert m.by_id[(0, "A")].status == "prone"
    dice.assert_all_forced_used()


def test_pushes_go_directly_toward_the_nearest_lair_entrance():
    # §10.2.6: Unleashed 3; Push Back; Frenzy: follows up and blocks again (Push Back); then back to the kennel
    dice = Dice.forcing(3, 4, 4)
    m = lair("""
#########
#.......#
#..A....#
#.......#
#########
""", dice=dice)
    m._lair_entrances = [m.d.sq(1, 3), m.d.sq(7, 1)]  # (1, 3) is the nearer
    m.do(("end_turn",))
    pushes = [e["to"] for e in m.events if e["t"] == "push" and e["player"] == "A"]
    assert pushes == [m.d.sq(2, 3), m.d.sq(1, 3)]  # of (2,1), (2,2), (2,3): straight toward (1, 3)
    assert m.by_id[(0, "A")].standing and m.werewolf.sq == m.kennel
    dice.assert_all_forced_used()


def test_equidistant_players_are_picked_by_a_roll_and_a_portal_is_a_normal_square():
    # §10.2.6: A and B equally near: a D2 picks (2: B). Every route crosses a Portal: no teleport. Player Down: it is
    # Knocked Down and goes back to the kennel.
    dice = Dice.forcing(5, 2, 1)
    m = lair("""
#########
#A....1B#
#.....2.#
#.....3.#
#########
""", dice=dice)
    wolf = m.werewolf
    m.do(("end_turn",))
    assert wolf_events(m, "blitz")[0]["target"] == "B"
    assert [e for e in m.events if e.get("why") == "Werewolf target (equidistant players)"][0]["die"] == "D2"
    assert wolf_events(m, "move")[-1]["to"] in m.portal_at  # onto a Portal: no teleport roll
    assert not [e for e in m.events if e.get("why") == "teleport"]
    assert wolf.sq == m.kennel and m.by_id[(0, "B")].standing
    dice.assert_all_forced_used()


def test_an_occupied_kennel_places_it_in_the_nearest_unoccupied_square_random_if_several():
    dice = Dice.forcing(3)  # §10.2.6: eight squares around the kennel, a D8 picks the third
    m = position("""
#########
#.......#
#...A...#
#.......#
#########
""", dice=dice, room=ROOM)
    m.place_werewolf()
    around = sorted(m.d.adj[m.kennel])
    assert m.werewolf.sq == around[2] and wolf_events(m, "kennel")[-1]["to"] == around[2]
    dice.assert_all_forced_used()


def test_the_werewolf_can_be_placed_from_the_event_log_and_every_roll_is_logged():
    # A generated dungeon whose large room is renamed the Werewolf Lair, played by bots to the end.
    import copy

    from engine.match import Match, RandomBot, generate
    from engine.match.invariants import check
    from engine.match.sample import random_team

    seen = 0
    for n in range(40):
        d = generate(f"fuzz-{n}")
        if "Young Dragon's Lair" not in d.room_of:
            continue
        d = copy.copy(d)
        d.room_of = [ROOM if r == "Young Dragon's Lair" else r for r in d.room_of]
        seed = f"lair-{n}"
        m = Match(random_team(seed, "home"), random_team(seed, "away"), dungeon=d, dice=Dice(seed),
                  bots=(RandomBot(f"{seed}h"), RandomBot(f"{seed}a")), turn_limit=8, seed=seed)
        m.setup()
        where = {}
        while not m.over:
            m.do(m.bots[m.active].act(m))
            check(m)
        for e in m.events:
            if e["t"] == "setup":
                where = {pid: sq for pid, _side, sq, _status in e["players"]}
            elif e["t"] in ("move", "push", "teleport", "thrown", "werewolf"):
                where[e["player"]] = e["to"]
            elif e["t"] in ("removed", "mishap"):
                where.pop(e["player"], None)
        assert where == {p.id: p.sq for p in m.players if p.where == "field"}
        assert where["werewolf"] == m.werewolf.sq
        logged = [x for e in m.events if e["t"] in ("roll", "block") for x in (e["dice"] if e["t"] == "roll" else e["rolls"])]
        assert logged == [r.result for r in m.dice.log]
        seen += any(e["t"] == "werewolf" and e["effect"] == "blitz" for e in m.events)
    assert seen >= 3
