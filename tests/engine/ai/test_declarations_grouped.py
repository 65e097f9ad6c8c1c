"""The turn's declarations grouped by player as the engine lists them (Match.declarations_of, issue #21) are what
the coach's own grouping of the listed actions gives: the same players in the same order, each with the same
declarations in the same order, and the same Bench Portal and Magic Sponge actions. Likewise an activation's moves
(Match.moves_of) are its listed moves, listed first. The coach reads these instead of going through the list again
at every step. The coach now reads a step's declarations without the list (Match.turn_declarations, issue #21): each
player's built only when read, by the same functions; checked here against the list at every step too."""

from __future__ import annotations

from engine import simulate
from engine.ai import ScriptedCoach
from engine.match import RandomBot
from engine.match.reading import TurnDeclarations
from engine.match.sample import sample_team

BLOCK_KINDS, TARGET_KINDS = ("block", "stab", "vomit"), ("blitz", "foul")


def check_turn_declarations(m) -> int:
    """The step's TurnDeclarations against the list the engine makes at the same step: the same players, actions
    and declarations, each part read before and after the whole (a fresh view for each order). Returns the number
    of declarations checked."""
    listed = m._turn_actions()
    by_player, others, who = m.declarations_of(listed)
    opponents = [q.id for q in m.opposing_players(m.active)]
    fresh = m.turn_declarations()
    assert isinstance(fresh, TurnDeclarations) and fresh.listed
    for view in (fresh, m.turn_declarations()):
        assert list(view.who.items()) == list(who.items()) and list(view) == list(who) and len(view) == len(who)
        assert view.others == others
        assert view.special == m.special_declarers(listed)
        blockers = [(pid, who[pid], [a for a in acts if a[2] in BLOCK_KINDS]) for pid, acts in by_player.items()]
        assert view.blockers() == [b for b in blockers if b[2]]
        for kind in TARGET_KINDS:
            if not view.may_target(kind):
                assert not any(a[2] == kind for acts in by_player.values() for a in acts)
        for pid, acts in by_player.items():
            assert list(view.blocks(pid)) == [a for a in acts if a[2] in BLOCK_KINDS]
            assert list(view.targets(pid)) == [a for a in acts if a[2] in TARGET_KINDS]
            tried = [*acts, ("declare", pid, "move", 0), *(("declare", pid, kind, qid) for qid in opponents
                                                          for kind in ("block", "blitz", "foul", "stab"))]
            for a in tried:
                assert view.offers(a) == (a in acts), a
        if view is fresh:  # the lists read after the parts
            assert view.items() == list(by_player.items()) and view.values() == list(by_player.values())
    assert not fresh.offers(("declare", "nobody", "move", None))
    return len(listed)


class CheckingCoach(ScriptedCoach):
    """The scripted coach, checking the engine's grouping against its own at every turn step it plays."""

    steps = 0
    declarations = 0
    with_bench_or_sponge = 0
    activation_steps = 0

    def turn_action(self, m, actions):
        if isinstance(actions, TurnDeclarations):  # what the coach reads in a match's run(): checked against the list
            CheckingCoach.declarations += check_turn_declarations(m)
            CheckingCoach.steps += 1
            CheckingCoach.with_bench_or_sponge += bool(actions.others)
            return super().turn_action(m, actions)
        grouped = m.declarations_of(actions)
        assert grouped is not None
        declares, others, who = grouped
        assert list(who.items()) == [(pid, m.player(pid)) for pid in declares]
        bench, sponge = [], []
        mine = self._grouped(actions, bench, sponge)
        assert list(declares.items()) == list(mine.items())
        assert [a for a in others if a[0] == "bench"] == bench
        assert [a for a in others if a[0] == "sponge"] == sponge
        assert len(others) == len(bench) + len(sponge)
        assert m.declarations_of(list(actions)) is None  # another list (a subclass's filtered one): not grouped
        CheckingCoach.steps += 1
        CheckingCoach.with_bench_or_sponge += bool(others)
        return super().turn_action(m, actions)

    def activation_action(self, m, actions):
        moves = m.moves_of(actions)
        assert moves == [a for a in actions if a[0] == "move"]
        assert actions[1:1 + len(moves)] == moves  # listed first, after the end of the activation
        assert m.moves_of(list(actions)) is None
        CheckingCoach.activation_steps += 1
        return super().activation_action(m, actions)


class CheckingRandomBot(RandomBot):
    """The random bot declares what the scripted coach would not (Fouls, Passes, rare declarations): checked too."""

    def act(self, m):
        actions = m.legal_actions()
        if m.act is None:
            CheckingCoach.turn_action(CheckingCoach(0), m, actions)
            check_turn_declarations(m)
        else:
            CheckingCoach.activation_action(CheckingCoach(0), m, actions)
        return super().act(m)


def test_the_engine_hands_the_coach_what_it_would_find_in_the_list():
    CheckingCoach.steps = CheckingCoach.with_bench_or_sponge = CheckingCoach.activation_steps = 0
    CheckingCoach.declarations = 0
    for i in range(12):
        simulate(sample_team("home"), sample_team("away"), seed=f"grouped-{i}",
                 home_bot=CheckingCoach(f"{i}h"), away_bot=CheckingCoach(f"{i}a"))
    for i in range(4):
        simulate(sample_team("home"), sample_team("away"), seed=f"grouped-random-{i}",
                 home_bot=CheckingRandomBot(i), away_bot=CheckingCoach(f"{i}a"))
    assert CheckingCoach.steps > 2000 and CheckingCoach.activation_steps > 4000 and CheckingCoach.declarations > 50_000
    assert CheckingCoach.with_bench_or_sponge > 0  # reinforcements and the Magic Sponge came up


def test_blood_bowl_2016_hands_its_coach_the_moves_it_kept():
    """Blood Bowl 2016 filters the activation's actions (no Jumps, no Chests); its moves are all kept, listed first."""
    from engine.classic.bots import ClassicCoach
    from engine.classic.match import ClassicMatch
    from engine.classic.teams import boxed_team
    from engine.dice import Dice

    seen = []

    class Checking(ClassicCoach):
        def activation_action(self, m, actions):
            moves = m.moves_of(actions)
            assert moves == [a for a in actions if a[0] == "move"]
            assert actions[1:1 + len(moves)] == moves
            seen.append(len(moves))
            return super().activation_action(m, actions)

    for seed in range(2):
        m = ClassicMatch(boxed_team("humans", id="h"), boxed_team("orcs", id="a"), dice=Dice(seed),
                         bots=(Checking(f"{seed}h"), Checking(f"{seed}a")), seed=seed)
        m.setup()
        m.run()
    assert len(seen) > 500 and any(seen)
