"""Issue 4: single-row rules on the models (Player, Division)."""

import pytest

from league.models import Advancement, Division, Player

pytestmark = pytest.mark.django_db


def test_player_shows_characteristics_like_the_roster(team):
    slayer = team.players.filter(position="troll_slayer").first()  # 5 3 4+ – 9+ (§14.1)
    assert [slayer.show(c) for c in Player.CHARACTERISTICS] == ["5", "3", "4+", "–", "9+"]


def test_current_value_is_hiring_fee_plus_value_increases(team):
    player = team.players.get(number=1)  # Dwarf Blocker Lineman, 70,000 gp
    Advancement.objects.create(player=player, order=1, kind="chosen_primary", skill="Guard", spp_cost=6, value_increase=20_000)
    Advancement.objects.create(player=player, order=2, kind="characteristic", characteristic="ST", spp_cost=20, value_increase=80_000)
    assert player.recompute_value() == 70_000 + 20_000 + 80_000  # §4.1, §7.3.6


def test_status_and_temporary_retirement_rule(team):
    player = team.players.get(number=1)
    assert player.status == "" and not player.can_be_temporarily_retired()
    player.lasting_injuries = ["AG"]
    assert player.can_be_temporarily_retired()  # §7.4.2
    player.miss_next_game = True
    assert player.status == "MNG"
    player.fired = True
    assert player.status == "Fired" and not player.on_roster and not player.can_be_temporarily_retired()


def test_division_under_four_teams_is_a_problem(league, make_team, make_user):
    division = Division.objects.create(season=league.current_season(), name="Lonely")
    division.teams.add(*(make_team(make_user()) for _ in range(3)))
    assert division.problems() == ["Lonely has 3 teams; no division may have fewer than 4 (§8.4)."]
    division.teams.add(make_team(make_user()))
    assert division.problems() == []


def test_free_numbers(team):
    assert team.free_numbers() == [12, 13, 14, 15, 16]
