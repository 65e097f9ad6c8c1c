"""The core resolves a conceded, unplayed fixture by asking the league's game (Ruleset.concession_winnings,
no_show_penalty) instead of naming one: Dungeon Bowl pays D6 x 10,000 gp, kept on the winner's side row (its two
MVP awards are its own app's, tests/games/dungeon_bowl/test_postmatch_forfeit.py); a game that says nothing
(Blitz Bowl) gives the win alone, with no roll."""

from datetime import timedelta

import pytest
from django.utils import timezone

from engine.dice import Dice
from league.models import Fixture, Player, ServerRoll, Team
from league.services.schedule import resolve_unplayed
from league.services.standings import no_show_penalty
from tests import schedule_factories as f

pytestmark = pytest.mark.django_db


def _conceded(ruleset: str, *, roster: str) -> Fixture:
    lg = f.league(ruleset=ruleset)
    season = f.season(lg)
    home, away = f.team(lg, roster=roster), f.team(lg, roster=roster)
    return Fixture.objects.create(season=season, home=home, away=away, conceded_by=home)


def test_dungeon_bowl_concession_pays_a_d6_to_the_winner():  # §8.5
    fixture = _conceded("dungeon_bowl", roster="fire")
    Player.objects.filter(team=fixture.home).update(miss_next_game=True)
    dice = Dice.forcing(4)
    resolve_unplayed(fixture=fixture, league=fixture.season.league, now=timezone.now(), dice=dice)
    dice.assert_all_forced_used()
    fixture.refresh_from_db()
    assert Team.objects.get(pk=fixture.away_id).treasury == 40_000 and fixture.sides.get(team=fixture.away).data == {"concession_winnings": 40_000}
    assert fixture.note.endswith("wins and earns 40,000 gp (D6 = 4).")
    assert ServerRoll.objects.get(fixture=fixture).result == 4
    # the conceding team's MNG players sat this fixture out (§7.5): the game's app released them
    assert not Player.objects.filter(team=fixture.home, miss_next_game=True).exists()


def test_a_game_without_concession_winnings_rolls_nothing_and_pays_nothing():
    fixture = _conceded("blitz_bowl", roster="Orcs")
    Player.objects.filter(team=fixture.home).update(miss_next_game=True)
    resolve_unplayed(fixture=fixture, league=fixture.season.league, now=timezone.now() + timedelta(days=1),
                     dice=Dice.forcing())
    fixture.refresh_from_db()
    assert fixture.winner_id() == fixture.away_id and fixture.sides.get(team=fixture.away).data == {}
    assert fixture.note.endswith("wins.") and not ServerRoll.objects.exists()
    assert Team.objects.get(pk=fixture.away_id).treasury == 0
    assert Player.objects.filter(team=fixture.home, miss_next_game=True).count() == 11  # Dungeon Bowl's rule only


def test_the_no_show_penalty_is_the_games():  # §8.5 for Dungeon Bowl; the default for a game that is silent
    assert no_show_penalty(f.league(ruleset="dungeon_bowl")) == -3
    assert no_show_penalty(f.league(ruleset="blitz_bowl")) == -3


def test_the_schedule_page_says_what_a_friendly_is_in_the_games_words(client):  # §8.7 for Dungeon Bowl
    dungeon = f.season(f.league(ruleset="dungeon_bowl"), state="regular_season")
    blitz = f.season(f.league(ruleset="blitz_bowl"), state="regular_season")
    assert "No MVP and no league points" in client.get(f"/seasons/{dungeon.pk}/schedule/").content.decode()
    page = client.get(f"/seasons/{blitz.pk}/schedule/").content.decode()
    assert "No league points; otherwise like a league match" in page and "MVP" not in page
