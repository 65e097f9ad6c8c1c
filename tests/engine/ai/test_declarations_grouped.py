"""The turn's declarations grouped by player as the engine lists them (Match.declarations_of, issue #21) are what
the coach's own grouping of the listed actions gives: the same players in the same order, each with the same
declarations in the same order, and the same Bench Portal and Magic Sponge actions. The coach reads the engine's
grouping instead of grouping the list again at every turn step."""

from __future__ import annotations

from engine import simulate
from engine.ai import ScriptedCoach
from engine.match import RandomBot
from engine.match.sample import sample_team


class CheckingCoach(ScriptedCoach):
    """The scripted coach, checking the engine's grouping against its own at every turn step it plays."""

    steps = 0
    with_bench_or_sponge = 0

    def turn_action(self, m, actions):
        grouped = m.declarations_of(actions)
        assert grouped is not None
        declares, others = grouped
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


class CheckingRandomBot(RandomBot):
    """The random bot declares what the scripted coach would not (Fouls, Passes, rare declarations): checked too."""

    def act(self, m):
        actions = m.legal_actions()
        if m.act is None:
            CheckingCoach.turn_action(CheckingCoach(0), m, actions)
        return super().act(m)


def test_the_engine_groups_the_declarations_as_the_coach_does():
    CheckingCoach.steps = CheckingCoach.with_bench_or_sponge = 0
    for i in range(12):
        simulate(sample_team("home"), sample_team("away"), seed=f"grouped-{i}",
                 home_bot=CheckingCoach(f"{i}h"), away_bot=CheckingCoach(f"{i}a"))
    for i in range(4):
        simulate(sample_team("home"), sample_team("away"), seed=f"grouped-random-{i}",
                 home_bot=CheckingRandomBot(i), away_bot=CheckingCoach(f"{i}a"))
    assert CheckingCoach.steps > 2000
    assert CheckingCoach.with_bench_or_sponge > 0  # reinforcements and the Magic Sponge came up
