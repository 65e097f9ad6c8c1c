"""§7.3.2 SPP from match events; MVP eligibility and selection (§7.3.2, §8.5, §8.7)."""

import pytest

from engine.campaign import mvp_awards, mvp_eligible, select_mvps, spp_for
from engine.dice import Dice


def test_spp_for_each_kind_of_event():
    assert spp_for(["pass_completion"]) == 1
    assert spp_for(["throw_completion"]) == 1
    assert spp_for(["deflection"]) == 1
    assert spp_for(["interception"]) == 2
    assert spp_for(["casualty"]) == 2
    assert spp_for(["touchdown"]) == 5
    assert spp_for(["mvp"]) == 4


def test_events_add_up_as_a_list_or_a_mapping():
    assert spp_for(["casualty", "casualty", "touchdown", "mvp"]) == 13
    assert spp_for({"pass_completion": 3, "casualty": 1}) == 5
    assert spp_for([]) == 0


def test_interception_with_deflection_setting():  # [Uncertain] §7.3.2
    assert spp_for(["interception"], interception_adds_deflection=True) == 3


def test_unknown_event_is_refused():
    with pytest.raises(ValueError, match="unknown SPP events"):
        spp_for(["foul"])


def test_mvp_eligibility():
    assert mvp_eligible(eligible_to_play=True, died=False)
    assert not mvp_eligible(eligible_to_play=True, died=True)  # a 15-16 Dead result
    assert not mvp_eligible(eligible_to_play=False, died=False)  # e.g. MNG from the last match


def test_number_of_mvps():
    assert mvp_awards() == 1
    assert mvp_awards(friendly=True) == 0  # §8.7
    assert mvp_awards(conceded_win=True) == 2  # §8.5


def test_mvp_is_drawn_at_random_among_candidates():
    dice = Dice.forcing(3)
    assert select_mvps(["a", "b", "c", "d"], dice=dice) == ["c"]
    dice.assert_all_forced_used()
    assert dice.log[0].die == 4 and "MVP" in dice.log[0].why


def test_two_mvps_are_different_players():
    dice = Dice.forcing(2, 2)
    assert select_mvps(["a", "b", "c"], dice=dice, count=2) == ["b", "c"]
    dice.assert_all_forced_used()
    assert select_mvps([], dice=Dice.forcing(), count=1) == []


def test_air_oberwald_athlete_earns_one_more_per_league_match():  # §11.2
    assert spp_for(["touchdown"], air_oberwald_athlete=True) == 6
    assert spp_for([], air_oberwald_athlete=True) == 1
