"""Issue 20: the standings page's "how points are earned" sentence in the reader's language. The engine writes
its default sentence in English (it has no catalogue); league.selectors.standings.points_text says it again
through gettext, and leaves a game's own sentence as the game wrote it."""

from types import SimpleNamespace

from django.utils import translation

from league.selectors.standings import points_text
from tests.toy_game import Tiddlywinks, build


def league_of(rules):
    return SimpleNamespace(rules=rules, options={})


def test_the_default_sentence_is_said_in_italian_and_hungarian():
    league = league_of(build())
    with translation.override("en"):
        assert points_text(league) == "Win 3, draw 1, loss 0"
    with translation.override("it"):
        assert points_text(league) == "Vittoria 3, pareggio 1, sconfitta 0"
    with translation.override("hu"):
        assert points_text(league) == "Győzelem 3, döntetlen 1, vereség 0"


def test_a_games_own_sentence_is_left_as_written():
    class Own(Tiddlywinks):
        def points_text(self, settings):
            return "Two for a win (Rule 5)"

    with translation.override("it"):
        assert points_text(league_of(Own(key="own", name="Own"))) == "Two for a win (Rule 5)"
