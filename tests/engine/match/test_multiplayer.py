"""§10.1 (and §1.10) multi-player Dungeon Bowl: three or four teams in one dungeon, with forced dice.

Readings where the digest is silent are in docs/decisions.md, "Multi-player Dungeon Bowl".
"""

import pytest

from engine.ai import ScriptedCoach
from engine.dice import Dice
from engine.match.bots import RandomBot
from engine.match.dungeon import FLOOR, VOID, Dungeon
from engine.match.multiplayer import (
    MultiplayerMatch,
    end_zone_gaps,
    generate_multiplayer,
    multiplayer_breaches,
    placement_seats,
    roll_order,
    simulate_multiplayer,
)
from engine.match.position import ScriptedBot
from engine.match.sample import sample_team
from engine.match.sheets import PlayerSheet, TeamSheet

STATS = {"ma": 6, "st": 3, "ag": 3, "pa": 4, "av": 9, "skills": ()}


def board(text: str, players: dict, *, dice: Dice, teams: int = 3, active: int = 0, bots=None) -> MultiplayerMatch:
    """A multi-player test position: '#' wall, '1'-'4' the End Zone of team 1-4, '@' the ball, a letter a player
    (its team is players[letter]["team"], 0-based). The End Zone numbered n is defended by team n-1."""
    lines = [ln.strip() for ln in text.strip("\n").splitlines() if ln.strip()]
    height, width = len(lines), max(len(ln) for ln in lines)
    tile_of, kind, feature = [-1] * (width * height), [VOID] * (width * height), [None] * (width * height)
    zones = [set() for _ in range(teams)]
    pieces, ball = {}, -1
    for y, ln in enumerate(lines):
        for x, ch in enumerate(ln.ljust(width, "#")):
            s = y * width + x
            if ch == "#":
                continue
            tile_of[s], kind[s] = 0, FLOOR
            if ch.isdigit():
                zones[int(ch) - 1].add(s)
            elif ch.isalpha():
                pieces[ch] = s
            elif ch == "@":
                ball = s
    d = Dungeon(width, height, tile_of, kind, feature, [("Test Room", "test")], [],
                tuple(frozenset(z) for z in zones), name="test")
    sheets = [[] for _ in range(teams)]
    for n, letter in enumerate(sorted(pieces), start=1):
        spec = {**STATS, **players[letter]}
        sheets[spec["team"]].append(PlayerSheet(id=letter, number=n, name=letter, position="Test", ma=spec["ma"],
                                                st=spec["st"], ag=spec["ag"], pa=spec["pa"], av=spec["av"],
                                                skills=tuple(spec["skills"])))
    team_sheets = [TeamSheet(id=f"t{i}", name=f"Team {i + 1}", rerolls=0, players=tuple(sheets[i]))
                   for i in range(teams)]
    m = MultiplayerMatch(team_sheets, dungeon=d, dice=dice, bots=bots or [ScriptedBot() for _ in range(teams)])
    for letter, s in pieces.items():
        p = next(q for q in m.players if q.id == letter)
        m.place(p, s)
        p.status = players[letter].get("status", "standing")
        if players[letter].get("ball"):
            m.carrier = p
    m.ball_sq = ball
    m.turn_order = list(range(active, teams)) + list(range(active))
    m.game_turn = 1
    m.start_turn(active)
    return m


class FirstBot(ScriptedBot):
    """Takes the first option of every question (push square, no follow-up, no re-roll...)."""

    def choose(self, match, decision, options):
        self.asked.append((decision, options))
        return options[0]


def rolls(m, why):
    return [e["result"] for e in m.events if e["t"] == "roll" and e["why"].startswith(why)]


# -- placement and turn order ------------------------------------------------------------------------------
def test_placement_order_digest_example_ties_reroll_among_the_tied():
    """§10.1 example: Luca 6, Marco 2, Antonio and Giovanni 4; re-roll Antonio 1, Giovanni 3 -> Luca, Giovanni,
    Antonio, Marco."""
    dice = Dice.forcing(6, 2, 4, 4, 1, 3)
    order = roll_order(lambda coach: dice.roll(6, coach), ["Luca", "Marco", "Antonio", "Giovanni"])
    assert order == ["Luca", "Giovanni", "Antonio", "Marco"]
    assert [r.why for r in dice.log] == ["Luca", "Marco", "Antonio", "Giovanni", "Antonio", "Giovanni"]
    dice.assert_all_forced_used()


def test_turn_order_digest_example_next_game_turn_reroll():
    """§10.1 example: Luca 4, Marco 4, Antonio 2, Giovanni 6; Luca and Marco re-roll 5 and 3 -> Giovanni, Luca,
    Marco, Antonio."""
    dice = Dice.forcing(4, 4, 2, 6, 5, 3)
    order = roll_order(lambda coach: dice.roll(6, coach), ["Luca", "Marco", "Antonio", "Giovanni"])
    assert order == ["Giovanni", "Luca", "Marco", "Antonio"]
    dice.assert_all_forced_used()


def test_tied_coaches_reroll_again_until_no_tie_is_left():
    """§10.1: ties re-roll among the tied coaches (a tie again re-rolls again; the others keep their places)."""
    dice = Dice.forcing(3, 3, 3, 1, 5, 5, 2, 6, 1)  # A, B, C tie on 3; re-roll 5, 5, 2; A and B again 6, 1
    order = roll_order(lambda coach: dice.roll(6, coach), ["A", "B", "C", "D"])
    assert order == ["A", "B", "C", "D"]
    dice.assert_all_forced_used()


def test_chests_and_portals_placed_by_the_placement_order_four_coaches():
    """§10.1: Chests 1-4 by coaches 1-4, Chests 5-6 by the 1st and 2nd, Portals 1-2 by the 3rd and 4th, Portals
    3-6 by coaches 1-4: each coach places three objects."""
    luca, giovanni, antonio, marco = "Luca", "Giovanni", "Antonio", "Marco"
    chests, portals = placement_seats([luca, giovanni, antonio, marco])
    assert chests == [luca, giovanni, antonio, marco, luca, giovanni]
    assert portals == [antonio, marco, luca, giovanni, antonio, marco]
    for coach in (luca, giovanni, antonio, marco):
        assert chests.count(coach) + portals.count(coach) == 3


def test_three_coaches_place_four_objects_each_in_the_same_round():
    """§10.1 "other numbers of teams" (our reading): the placement order taken round and round."""
    chests, portals = placement_seats(["a", "b", "c"])
    assert chests == ["a", "b", "c", "a", "b", "c"] and portals == ["a", "b", "c", "a", "b", "c"]


class Recorder(RandomBot):
    """Answers at random and notes who was asked to place what."""

    def __init__(self, seat, log) -> None:
        super().__init__(seat)
        self.seat, self.log = seat, log

    def choose(self, match, decision, options):
        if decision in ("place_chest", "place_portal", "end_zone"):
            self.log.append((decision, self.seat))
        return super().choose(match, decision, options)


def test_match_setup_places_chests_and_portals_in_the_rolled_order_and_hides_the_ball_in_one_of_six():
    """§10.1: the placement roll (Luca 6, Marco 2, Antonio 4, Giovanni 4, re-roll 1 and 3), then Chests and Portals
    by that order; the ball in one of the six Chests (D6: 5 -> the fifth); then the first game turn's roll."""
    asked: list = []
    bots = [Recorder(i, asked) for i in range(4)]
    teams = [sample_team(f"t{i}") for i in range(4)]
    # placement order; which chest; turn order of game turn 1 (6, 5, 4, 3)
    dice = Dice.forcing(6, 2, 4, 4, 1, 3, 5, 6, 5, 4, 3)
    m = MultiplayerMatch(teams, dungeon=generate_multiplayer(7, 4), dice=dice, bots=bots,
                         sides=("Luca", "Marco", "Antonio", "Giovanni"))
    m.setup()
    dice.assert_all_forced_used()
    assert next(e for e in m.events if e["t"] == "placement_order") == {
        "t": "placement_order", "order": ["Luca", "Giovanni", "Antonio", "Marco"]}
    assert rolls(m, "placement order") == [6, 2, 4, 4, 1, 3]
    luca, marco, antonio, giovanni = 0, 1, 2, 3
    assert [seat for what, seat in asked if what == "place_chest"] == [luca, giovanni, antonio, marco, luca, giovanni]
    assert [seat for what, seat in asked if what == "place_portal"] == [antonio, marco, luca, giovanni, antonio,
                                                                        marco]
    assert len(m.chests) == 6 and list(m.chests.values()) == [False, False, False, False, True, False]
    assert len(m.portals) == 6
    # End Zones: each coach takes one in the placement order (our reading); every team has its own
    assert [seat for what, seat in asked if what == "end_zone"] == [luca, giovanni, antonio]  # Marco: the last one
    assert sorted(m.ez_of_team) == [0, 1, 2, 3]
    assert m.turn_order == [luca, marco, antonio, giovanni] and m.active == luca and m.first_team == luca
    # six players each in their own End Zone
    for team in range(4):
        on = [p for p in m.team_players[team] if p.where == "field"]
        assert len(on) == 6 and all(m.d.ez_of[p.sq] == m.ez_of_team[team] for p in on)


def test_every_team_plays_one_team_turn_per_game_turn_in_the_rolled_order():
    """§10.1 turn order: a D6 each at the start of every game turn, highest first; the roll is repeated when every
    coach has had a team turn, so a team may go first one game turn and last the next."""
    dice = Dice.forcing()
    m = board("""
    1...2
    A.b.c
    .....
    ..3..
    """, {"A": {"team": 0}, "b": {"team": 1}, "c": {"team": 2}}, dice=dice)
    assert m.active == 0
    dice.force(2, 6, 4)  # the next game turn: team 2 (6), team 3 (4), team 1 (2)
    for expected in (1, 2, 1, 2, 0):
        m.do(("end_turn",))
        assert m.active == expected
    assert m.game_turn == 2 and m.turn_order == [1, 2, 0]
    assert [ts.turns_played for ts in m.teams] == [2, 2, 2]
    dice.assert_all_forced_used()


def test_bench_portal_is_closed_only_in_the_first_team_turn_of_the_match():
    """§1.7.5 as read for §10.1 (docs/decisions.md): the team playing the match's first team turn may not use the
    Bench Portal in it; the others may in their first team turn."""
    teams = [sample_team(f"t{i}") for i in range(3)]
    m = MultiplayerMatch(teams, dungeon=generate_multiplayer(3, 3), dice=Dice(3),
                         bots=[RandomBot(i) for i in range(3)])
    m.setup()
    first = m.active
    assert m.first_team == first == m.turn_order[0]
    assert not [a for a in m.legal_actions() if a[0] == "bench"]
    m.do(("end_turn",))
    assert m.active == m.turn_order[1]
    assert [a for a in m.legal_actions() if a[0] == "bench"]


# -- opponents and assists -----------------------------------------------------------------------------------
def test_every_other_team_may_be_blocked():
    """§10.1: all players of other teams are opponents."""
    m = board("""
    1.....2
    .bAc...
    ...E...
    ...3...
    """, {"A": {"team": 0}, "E": {"team": 0}, "b": {"team": 1}, "c": {"team": 2}}, dice=Dice.forcing())
    blocks = {a[3] for a in m.legal_actions() if a[0] == "declare" and a[1] == "A" and a[2] == "block"}
    assert blocks == {"b", "c"}


def block_st(m, attacker, target):
    m.do(("declare", attacker, "block", target))
    return [e for e in m.events if e["t"] == "block"][-1]["st"]


def test_a_third_teams_player_gives_no_offensive_assist():
    """§10.1: a player cannot give an offensive assist to another team's player blocking a third team's player;
    the blocker's team-mate Marking the target does (+1 ST)."""
    # A (team 1) blocks b (team 2); c (team 3) Marks b but helps nobody; E (team 1) Marks b and assists.
    dice = Dice.forcing(3, 4)  # 2 dice (ST 4 v 3): push, push
    m = board("""
    1......2
    ..c....
    .Ab.....
    ..E....
    ...3...
    """, {"A": {"team": 0}, "E": {"team": 0}, "b": {"team": 1}, "c": {"team": 2}}, dice=dice,
        bots=[FirstBot(), ScriptedBot(), ScriptedBot()])
    assert block_st(m, "A", "b") == [4, 3]


def test_only_the_targets_own_team_gives_defensive_assists():
    """§10.1: defensive assists only when the target of the Block is a player of your own team: c (team 3) Marking
    the blocker does not help b (team 2); f (team 2) does."""
    dice = Dice.forcing(3)  # one die (ST 3 v 4, the defender chooses): push
    m = board("""
    1......2
    .c.....
    .Ab....
    .f.....
    ...3...
    """, {"A": {"team": 0}, "b": {"team": 1}, "f": {"team": 1}, "c": {"team": 2}}, dice=dice,
        bots=[FirstBot(), FirstBot(), ScriptedBot()])
    ev_st = block_st(m, "A", "b")
    assert ev_st == [3, 4]
    assert [e for e in m.events if e["t"] == "block"][-1]["chooser"] == "team2"


def test_an_assist_is_cancelled_by_a_third_teams_player_marking_the_helper():
    """§6.11.3 with §10.1: a team-mate Marked by any opponent other than the target gives no assist, and every
    other team's player is an opponent, even one of a third team."""
    dice = Dice.forcing(3)
    m = board("""
    1......2
    .......
    .Ab....
    ..Ec...
    ...3...
    """, {"A": {"team": 0}, "E": {"team": 0}, "b": {"team": 1}, "c": {"team": 2}}, dice=dice,
        bots=[FirstBot(), FirstBot(), ScriptedBot()])
    assert block_st(m, "A", "b") == [3, 3]


def test_foul_assists_follow_the_same_rule():
    """§10.1: offensive and defensive assists for a Foul as for a Block: only the fouler's team adds, only the
    victim's team subtracts; a third team's players count for neither."""
    dice = Dice.forcing(4, 5)  # armour 4 + 5 = 9, +1 (E) -> 10 breaks AV 9; then injury
    dice.force(1, 2)  # injury 3: Stunned
    m = board("""
    1......2
    ..c....
    .Ab....
    ..E....
    ...3...
    """, {"A": {"team": 0}, "E": {"team": 0}, "b": {"team": 1, "status": "prone"}, "c": {"team": 2}}, dice=dice,
        bots=[ScriptedBot(), ScriptedBot(), ScriptedBot()])
    m.do(("declare", "A", "foul", "b"))
    m.do(("foul", "b"))
    armour = [e for e in m.events if e["t"] == "roll" and "armour" in e["why"]][0]
    assert armour["modifier"] == 1 and armour["result"] == "broken"
    assert m.player("b", 1).status == "stunned"
    dice.assert_all_forced_used()


# -- winning ---------------------------------------------------------------------------------------------------
def test_a_touchdown_in_any_opposing_end_zone_wins():
    """§10.1: score in any of the opposing End Zones (here team 3's) and the match ends with that team the winner;
    the others are placed by the ball's distance to the End Zones they attack (our reading)."""
    m = board("""
    1......2
    .......b
    .......
    ...A...
    ...3...
    """, {"A": {"team": 0, "ball": True}, "b": {"team": 1}}, dice=Dice.forcing())
    m.do(("declare", "A", "move", None))
    m.do(("move", m.d.sq(3, 4)))
    assert m.over and m.winner == 0 and m.end_reason == "touchdown"
    end = m.events[-1]
    assert end["winner"] == "team1" and end["score"] == {"team1": 1, "team2": 0, "team3": 0}
    # the ball sits in team 3's End Zone: team 2 (attacks it too) is nearer than team 3 (must reach 1 or 2)
    assert end["placings"] == {"team1": 1, "team2": 2, "team3": 3}


def test_carrying_the_ball_into_your_own_end_zone_scores_nothing():
    """§6.15: only an opposing End Zone."""
    m = board("""
    1......2
    .A.....
    .......
    ...3...
    """, {"A": {"team": 0, "ball": True}}, dice=Dice.forcing())
    m.do(("declare", "A", "move", None))
    m.do(("move", m.d.sq(0, 0)))
    assert not m.over


def test_time_limit_the_teams_nearest_share_first_place():
    """§6.16 with §10.1: the lowest count of squares from the ball to an End Zone the team attacks wins; with more
    than two teams every End Zone is attacked by several teams, so those tied for the lowest count share first place
    (a draw) and the rest are placed by their counts (our reading, docs/decisions.md)."""
    m = board("""
    1.....2
    .......
    @......
    ...3...
    """, {"A": {"team": 0}}, dice=Dice.forcing())
    m.time_up()
    # ball at (0, 2): team 1 attacks End Zones 2 and 3 (3 squares), teams 2 and 3 both attack End Zone 1 (2 squares)
    end = m.events[-1]
    assert end["distances"] == {"team1": 3, "team2": 2, "team3": 2}
    assert m.winner is None and end["winner"] is None
    assert end["placings"] == {"team1": 3, "team2": 1, "team3": 1}


def test_time_limit_the_defender_of_the_nearest_end_zone_is_placed_by_its_own_count():
    """§6.16 with §10.1: the ball two squares from team 3's End Zone: teams 1 and 2 (who attack it) share first
    place; team 3 counts to the nearest End Zone it attacks (4 squares) and is third."""
    m = board("""
    1.......2
    .........
    .........
    .........
    ...@.....
    .........
    ....3....
    """, {"A": {"team": 0}}, dice=Dice.forcing())
    m.time_up()
    end = m.events[-1]
    assert end["distances"] == {"team1": 2, "team2": 2, "team3": 4}
    assert m.winner is None and end["placings"] == {"team1": 1, "team2": 1, "team3": 3}


# -- the dungeon ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("teams", [3, 4])
def test_generated_dungeon_follows_the_multiplayer_building_rules(teams):
    """§10.1: at least 6 corridor sections, 6 small rooms, 2 large rooms, each room type at most once, and one End
    Zone per team, all joined; the same seed gives the same dungeon."""
    for seed in range(6):
        d = generate_multiplayer(seed, teams)
        kinds = [k for _, k in d.tiles]
        assert kinds.count("corridor") >= 6 and kinds.count("small_room") >= 6 and kinds.count("large_room") >= 2
        rooms = [n for n, k in d.tiles if k in ("small_room", "large_room")]
        assert len(rooms) == len(set(rooms))
        assert len(d.end_zones) == teams and multiplayer_breaches(d, teams) == []
        assert min(end_zone_gaps(d)) > 0
        assert generate_multiplayer(seed, teams).as_dict() == d.as_dict()


def test_end_zones_are_spread_along_the_sides():
    """§10.1 "as equidistant as possible" (our reading): no two End Zones touch, and the shortest path between the
    nearest two is at least a quarter of the longest (seeds 0-9; across the dungeon is farther than next door)."""
    for seed in range(10):
        gaps = end_zone_gaps(generate_multiplayer(seed, 4))
        assert min(gaps) * 4 >= max(gaps), (seed, gaps)


def test_breaches_name_the_rule():
    """§10.1: a two-player dungeon is not a multi-player one."""
    from engine.match.dungeon import generate

    found = multiplayer_breaches(generate(1), 4)
    assert any("§10.1: at least 6" in b for b in found) and any("one End Zone per team" in b for b in found)


def test_three_to_four_teams_only():
    with pytest.raises(ValueError, match="§10.1"):
        generate_multiplayer(1, 2)
    with pytest.raises(ValueError, match="§10.1"):
        MultiplayerMatch([sample_team("a"), sample_team("b")], dungeon=generate_multiplayer(1, 3), dice=Dice(1),
                         bots=[None, None])


# -- whole matches ----------------------------------------------------------------------------------------------
def _check(out, sides):
    assert set(out.placings) == set(sides)
    if out.winner is not None:
        assert out.placings[out.winner] == 1 and sorted(out.placings.values()).count(1) == 1
    else:  # at the time limit the teams attacking the End Zone nearest the ball always tie (docs/decisions.md)
        assert out.end_reason == "time_limit" and sorted(out.placings.values()).count(1) >= 2
    assert out.events[-1]["t"] == "end"


def test_random_bots_play_thirty_whole_matches():
    """simulate_multiplayer: 3 and 4 teams, RandomBot, no error over 30 seeds; the same seed replays the same log."""
    for seed in range(30):
        n = 3 + seed % 2
        sides = tuple(f"s{i}" for i in range(n))
        out = simulate_multiplayer(seed, [sample_team(f"t{i}") for i in range(n)], turn_limit=12, sides=sides)
        _check(out, sides)
    again = simulate_multiplayer(29, [sample_team(f"t{i}") for i in range(4)], turn_limit=12,
                                 sides=tuple(f"s{i}" for i in range(4)))
    assert again.events == out.events


def test_scripted_coaches_play_whole_matches():
    """The scripted coach plays a multi-player match (its target: the nearest opposing End Zone)."""
    reasons = set()
    for seed in range(10):
        n = 3 + seed % 2
        sides = tuple(f"s{i}" for i in range(n))
        out = simulate_multiplayer(seed, [sample_team(f"t{i}") for i in range(n)], turn_limit=16, sides=sides,
                                   bots=[ScriptedCoach(f"{seed}:{s}") for s in sides])
        _check(out, sides)
        reasons.add(out.end_reason)
    assert "touchdown" in reasons


def test_invariants_hold_after_every_step_and_every_bot_action_is_legal():
    """The fuzz test's invariants (engine/match/invariants.py) over multi-player matches, step by step: the ball in
    one place, one player a square, the score as the touchdown events say; RandomBot's picks checked by apply()."""
    from engine.match.invariants import check

    for seed in range(6):
        n = 3 + seed % 2
        bots = [RandomBot(f"{seed}:{i}") for i in range(n)]
        m = MultiplayerMatch([sample_team(f"t{i}") for i in range(n)], dungeon=generate_multiplayer(seed, n),
                             dice=Dice(seed), bots=bots, turn_limit=8)
        m.setup()
        check(m)
        while not m.over:
            m.apply(bots[m.active].act(m))
            check(m)
        assert m.events[-1]["t"] == "end" and all(ts.turns_played <= 8 for ts in m.teams)


def test_each_opposing_coach_in_turn_order_may_interfere_with_a_pass():
    """§6.6.3 with §10.1 (our reading): the coaches of the other teams, in this game turn's order, may each name
    one of their own players under the ruler; the first who does is the one who tries. Team 2 declines, team 3's
    player Deflects (6 at -3) and intercepts (4)."""
    team2, team3 = ScriptedBot([None]), ScriptedBot([lambda options: options[0]])
    dice = Dice.forcing(5, 6, 4)  # accurate pass; interference; catch
    m = board("""
    1.........2
    A.c.e.B....
    ...........
    .....3.....
    """, {"A": {"team": 0, "ball": True}, "B": {"team": 0}, "c": {"team": 1}, "e": {"team": 2}}, dice=dice,
        bots=[ScriptedBot(), team2, team3])
    m.do(("declare", "A", "pass", None))
    m.do(("pass", m.d.sq(6, 1)))
    c, e = m.player("c", 1), m.player("e", 2)
    assert team2.asked == [("interferer", [c, None])] and team3.asked == [("interferer", [e, None])]
    assert m.carrier is e and e.stats["interceptions"] == 1
    assert m.active == 1  # Turnover: the next team of the game turn
    dice.assert_all_forced_used()
