"""§8.10 off-season: scouting, raising funds, re-hiring, injury recovery at re-draft."""

from engine.campaign import niggling_recovery, redraft_budget, rehire_cost, scouting, tr_recovery
from engine.dice import Dice


def test_scouting_takes_mvp_players_on_a_6_and_pays_20000_each():  # §8.10.1
    dice = Dice.forcing(6, 3, 6)
    result = scouting(mvp_players=["Grimbold", "Snik", "Urk"], dice=dice)
    dice.assert_all_forced_used()
    assert result.leaving == ("Grimbold", "Urk") and result.staying == ("Snik",)
    assert result.compensation == 40_000
    assert "Snik" in dice.log[1].why


def test_redraft_budget():  # §8.10.3
    assert redraft_budget(treasury=85_000, games_played=8, league_wins=5) == 1_000_000 + 85_000 + 160_000 + 100_000
    assert redraft_budget(treasury=0, games_played=0, league_wins=0, scouting_compensation=20_000) == 1_020_000
    assert redraft_budget(treasury=300_000, games_played=10, league_wins=8, cap=True) == 1_300_000
    assert redraft_budget(treasury=10_000, games_played=2, league_wins=1, cap=True) == 1_070_000


def test_rehire_cost_adds_the_agent_fee_per_previous_season():  # §8.10.4
    assert rehire_cost(current_value=130_000, previous_seasons=1) == 150_000
    assert rehire_cost(current_value=130_000, previous_seasons=3) == 190_000


def test_niggling_injury_recovery_on_4_plus():  # §8.10.4 ([Uncertain] read as Niggling Injuries)
    dice = Dice.forcing(4, 3, 6)
    assert niggling_recovery(niggling_injuries=3, dice=dice) == 1
    dice.assert_all_forced_used()
    assert niggling_recovery(niggling_injuries=0, dice=Dice.forcing()) == 0


def test_temporarily_retired_recovery():  # §8.10.4
    dice = Dice.forcing(5, 2)
    result = tr_recovery(reductions=["MA", "AV"], dice=dice)
    dice.assert_all_forced_used()
    assert (result.recovered, result.remaining, result.niggling_gained) == (("MA",), ("AV",), 1)
    assert "MA" in dice.log[0].why and "AV" in dice.log[1].why
