"""The search coach inside a procedure (issue 22, `procedures`): the questions a block or a test puts to us
mid-procedure (a team re-roll, the block's re-roll and its die) are searched by replay — a light copy taken before
our action, the real match's dice and our answers replayed up to the question, then each candidate answer and
scripted futures on the same dice."""

from __future__ import annotations

from engine.ai.coach import ScriptedCoach
from engine.ai.copying import light_copy
from engine.ai.search import EchoCoach, ReplayCoach, SearchCoach
from engine.dice import Dice
from engine.match.colleges import COLLEGES, full_roster_team
from engine.match.core import Match
from engine.match.dungeon import generate
from engine.match.position import position


def board(m):
    """Everything a question could depend on, from the pieces' side."""
    return ([(p.sq, p.status, p.where) for p in m.players], m.ball_sq, m.carrier and m.carrier.idx,
            [ts.rerolls for ts in m.teams], list(m.score), m.act and m.act.idx, m.mp_used)


class Checking(SearchCoach):
    """Before each question it searches, replays the real match from the snapshot to the question (the script's
    answers) and records whether the copy stands where the real match stands: the same events, the same board."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.compared: list[tuple[str, bool, bool]] = []

    def search_question(self, m, decision, options, pick):
        snap = self._snap
        seen = {}

        def check(sim):
            seen["events"], seen["board"] = list(sim.events), board(sim)
            return True

        sim = light_copy(snap.match, 11)
        sim.dice.force(*(r.result for r in m.dice.log[snap.rolls:]))
        coach = ScriptedCoach(11)
        coach.team_of = lambda _m, _bot: snap.team
        ours = ReplayCoach(coach, list(snap.answers), decision, pick, check)
        real = m.events[snap.events:]
        other = EchoCoach(ScriptedCoach(12), real, ours)
        sim.bots = [ours, other] if snap.team == 0 else [other, ours]
        sim.do(snap.action)
        self.compared.append((decision, seen.get("events") == real and len(real) > 0, seen.get("board") == board(m)))
        return super().search_question(m, decision, options, pick)


def test_the_replay_reaches_the_real_match_s_question_with_the_same_events_and_board():
    coach = Checking("replay", procedures=3, match_rollouts=400)
    m = Match(full_roster_team(COLLEGES[2], team_id="home"), full_roster_team(COLLEGES[5], team_id="away"),
              dungeon=generate("replay-1"), dice=Dice("replay-1"), bots=(coach, ScriptedCoach(2)), seed="r")
    m.setup()
    while not m.over and len(coach.compared) < 12 and m.turn_no < 60:
        m.do(tuple(m.bots[m.active].act(m)))
    assert len(coach.compared) >= 6, coach.compared
    assert all(same_events and same_board for _d, same_events, same_board in coach.compared), coach.compared
    assert coach.diverged == 0 and coach.proc_searches == len(coach.compared)
    assert {d for d, _e, _b in coach.compared} & {"block_die", "block_reroll", "team_reroll"}


# Their carrier b stands one square from the End Zone it scores in ('<', home defends it); our A blocks it from the
# other side. A push sends b into that End Zone: the touchdown is theirs (§6.15) and ends the match.
AT_THE_LINE = """
    ##########
    #<.......>#
    #<bA.....>#
    #<.......>#
    ##########
"""


def to_the_block(m):
    """Our coach acts until its block on b has been thrown (the script blitzes b: declaration, then the block)."""
    actions = []
    while not m.over and m.active == 0 and not any(e["t"] == "block_result" for e in m.events):
        actions.append(tuple(m.bots[0].act(m)))
        m.do(actions[-1])
    return actions


def test_the_script_keeps_a_push_that_scores_for_them_and_the_search_re_rolls_it():
    # One die (ST 3 v 3), forced to a Push. The script keeps a block die with a push on it (no team re-roll); every
    # future of that answer is their touchdown, so re-rolling the block (the re-roll's dice are the futures' own,
    # the same for every candidate) is clearly better. The real match's re-roll is forced to a POW.
    m = position(AT_THE_LINE, {"b": {"ball": True}}, dice=Dice.forcing(3), home_bot=ScriptedCoach(1),
                 away_bot=ScriptedCoach(2), rerolls=(1, 0))
    assert to_the_block(m)[-1] == ("block", "b")
    assert m.over and m.winner == 1 and m.score == [0, 1]  # the script kept the push: their touchdown

    coach = SearchCoach(1, procedures=1)
    m = position(AT_THE_LINE, {"b": {"ball": True}}, dice=Dice.forcing(3, 6), home_bot=coach,
                 away_bot=ScriptedCoach(2), rerolls=(1, 0))
    assert to_the_block(m)[-1] == ("block", "b")
    assert coach.proc_searches == 1 and coach.proc_deviations == 1 and coach.diverged == 0
    assert [e["t"] for e in m.events if e["t"] in ("block", "team_reroll")] == ["block", "team_reroll", "block"]
    assert m.score == [0, 0] and m.player("b", 1).status != "standing"


def test_without_procedures_the_search_coach_answers_as_the_script():
    coach = SearchCoach(1)
    m = position(AT_THE_LINE, {"b": {"ball": True}}, dice=Dice.forcing(3), home_bot=coach,
                 away_bot=ScriptedCoach(2), rerolls=(1, 0))
    to_the_block(m)
    assert coach._snap is None and coach.proc_searches == 0 and m.score == [0, 1]


def test_a_replay_that_does_not_reach_the_question_gives_the_search_up():
    # Our recorded answers no longer match what the replay asks (a question the copy cannot replay): the search
    # is given up and the script's answer stands.
    coach = SearchCoach(1, procedures=1)
    m = position(AT_THE_LINE, {"b": {"ball": True}}, dice=Dice.forcing(3), home_bot=coach,
                 away_bot=ScriptedCoach(2), rerolls=(1, 0))
    m.do(tuple(coach.act(m)))  # the Blitz's declaration
    block = tuple(coach.act(m))
    assert block == ("block", "b") and coach._snap is not None
    coach._snap.answers.append(("follow_up", True))  # an answer to a question the replay never puts first
    m.do(block)
    assert coach.diverged == 1 and coach.proc_searches == 0 and m.score == [0, 1]


def test_the_same_seed_plays_the_same_match_with_procedures():
    runs = []
    for _ in range(2):
        coach = SearchCoach("same", procedures=1, match_rollouts=300)
        m = Match(full_roster_team(COLLEGES[0], team_id="home"), full_roster_team(COLLEGES[4], team_id="away"),
                  dungeon=generate("same-1"), dice=Dice("same-1"), bots=(ScriptedCoach(3), coach), seed="s",
                  turn_limit=8)
        m.setup()
        m.run()
        runs.append((m.events, coach.rollouts_played, coach.proc_searches))
    assert runs[0] == runs[1]


def test_a_replay_that_fails_before_the_question_gives_the_search_up():
    # A replay that goes another way may ask the forced dice for a roll they cannot be (a D3 given a 4) or play
    # what is no longer legal: before the question that is the replay's failure, not the match's.
    coach = SearchCoach(1, procedures=1)
    m = position(AT_THE_LINE, {"b": {"ball": True}}, dice=Dice.forcing(3), home_bot=coach,
                 away_bot=ScriptedCoach(2), rerolls=(1, 0))
    m.do(tuple(coach.act(m)))
    block = tuple(coach.act(m))
    coach._snap.action = ("block", "nobody")  # the copy cannot play it: an IllegalAction in every replay
    m.do(block)
    assert coach.diverged == 1 and coach.proc_searches == 0 and m.score == [0, 1]


def test_a_team_re_roll_left_is_worth_proc_reroll_in_a_question_s_futures():
    from engine.ai.search import evaluate

    m = position(AT_THE_LINE, {"b": {"ball": True}}, dice=Dice(1), home_bot=ScriptedCoach(1),
                 away_bot=ScriptedCoach(2), rerolls=(3, 1))
    judge = ScriptedCoach(0)
    plain = evaluate(m, 0, judge)
    assert evaluate(m, 0, judge, rerolls=150) == plain + 300
    assert evaluate(m, 1, judge, rerolls=150) == -(plain + 300)
    # the push that scores for them is still re-rolled when a re-roll is worth something
    coach = SearchCoach(1, procedures=1, proc_reroll=150)
    m = position(AT_THE_LINE, {"b": {"ball": True}}, dice=Dice.forcing(3, 6), home_bot=coach,
                 away_bot=ScriptedCoach(2), rerolls=(1, 0))
    to_the_block(m)
    assert coach.proc_deviations == 1 and m.score == [0, 0]
