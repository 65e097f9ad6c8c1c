"""The dice of the post-match sequence: seeded from stable ids, and every roll stored.

A step's Dice seed is built from the fixture, the team and the step, so a step that is retried
after a crash rolls exactly what it would have rolled the first time (its rows were rolled back
with the transaction, so nothing is stored twice). Rolls are stored with the player they were for.
"""

from __future__ import annotations

import hashlib
import hmac
from contextlib import contextmanager

from django.conf import settings

from dugout.i18n import stored_sentence
from engine.dice import Dice
from games.dungeon_bowl.models import PostMatchRoll


def keyed_seed(label: str) -> str:
    """A seed derived from stable ids and the server's secret: the same label always rolls the same
    dice, but nobody without the secret can work out a roll before it is made (a coach choosing
    between advancements could otherwise compute which choice rolls best)."""
    return hmac.new(settings.SECRET_KEY.encode(), label.encode(), hashlib.sha256).hexdigest()[:32]


def step_seed(*, fixture_id: int, team_id: int, step: str) -> str:
    return keyed_seed(f"postmatch:{fixture_id}:{team_id}:{step}")


def advancement_seed(*, player_id: int, level: int, kind: str) -> str:
    # One seed per player, advancement level and kind: asking again (a double click, a reload, a retry)
    # rolls the same dice, so nobody can fish for a better result.
    return keyed_seed(f"advancement:{player_id}:{level}:{kind}")


class RollRecorder:
    """Wraps a Dice and remembers which player each roll was for, then stores them all."""

    def __init__(self, dice: Dice, *, fixture_id: int | None, team_id: int, step: str) -> None:
        self.dice = dice
        self.fixture_id, self.team_id, self.step = fixture_id, team_id, step
        self._player_id: int | None = None
        self._owners: list[int | None] = []
        self._extra: list[tuple] = []  # rolls of another Dice (e.g. the match's winnings roll)

    def _catch_up(self) -> None:
        missing = len(self.dice.log) - len(self._owners)
        self._owners.extend([self._player_id] * missing)

    @contextmanager
    def for_player(self, player_id: int | None):
        self._catch_up()
        self._player_id = player_id
        try:
            yield self.dice
        finally:
            self._catch_up()
            self._player_id = None

    def add(self, dice: Dice, *, player_id: int | None = None) -> None:
        """Store the rolls of another Dice with this step (kept with their own seed)."""
        self._extra.extend((roll, player_id, dice.seed) for roll in dice.log)

    def save(self) -> list[PostMatchRoll]:
        return PostMatchRoll.objects.bulk_create(self.rows())

    def rows(self) -> list[PostMatchRoll]:
        """The rolls as rows, not saved (a post-match run saves every step's at once)."""
        self._catch_up()
        entries = [*self._extra, *((roll, owner, self.dice.seed) for roll, owner in zip(self.dice.log, self._owners, strict=True))]
        return [
            PostMatchRoll(
                fixture_id=self.fixture_id, team_id=self.team_id, player_id=owner, step=self.step,
                die=f"D{roll.die}", why=roll.why[:160], why_sentence=stored_sentence(roll.why), result=roll.result, seed=("" if seed is None else str(seed))[:80],
            )
            for roll, owner, seed in entries
        ]
