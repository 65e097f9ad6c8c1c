"""§4.8, §7.5, §8.9: Team Value and Current Team Value."""

from dataclasses import dataclass

from hypothesis import given
from hypothesis import strategies as st

from engine.campaign import current_team_value, team_value


@dataclass
class P:
    value: int
    miss_next_game: bool = False
    temporarily_retired: bool = False


def test_tv_is_players_plus_rerolls_at_roster_cost():  # §4.8; re-rolls bought at 100,000 still count 50,000 (§4.6)
    assert team_value(player_values=[70_000, 80_000, 15_000], rerolls=3) == 165_000 + 150_000


def test_trophy_reroll_raises_tv_at_no_cost():  # §8.9
    assert team_value(player_values=[100_000], rerolls=2, trophy=True) == 100_000 + 3 * 50_000


def test_ctv_leaves_out_mng_and_temporarily_retired_players_and_adds_journeymen():  # §4.8, §5.2, §7.4.2
    players = [P(100_000), P(90_000, miss_next_game=True), P(140_000, temporarily_retired=True), P(50_000)]
    assert team_value(player_values=[p.value for p in players], rerolls=1) == 430_000
    assert current_team_value(players=players, rerolls=1, journeymen_values=[50_000, 50_000]) == 150_000 + 50_000 + 100_000
    assert current_team_value(players=players, rerolls=1, trophy=True) == 150_000 + 100_000


players_st = st.lists(
    st.builds(P, value=st.integers(0, 400_000), miss_next_game=st.booleans(), temporarily_retired=st.booleans()),
    max_size=16,
)


@given(players_st, st.integers(0, 12), st.booleans(), st.lists(st.integers(15_000, 70_000), max_size=11))
def test_tv_is_the_sum_of_its_parts(players, rerolls, trophy, journeymen):
    tv = team_value(player_values=[p.value for p in players], rerolls=rerolls, trophy=trophy)
    assert tv == sum(p.value for p in players) + 50_000 * (rerolls + trophy)
    ctv = current_team_value(players=players, rerolls=rerolls, trophy=trophy, journeymen_values=journeymen)
    missing = sum(p.value for p in players if p.miss_next_game or p.temporarily_retired)
    assert ctv == tv - missing + sum(journeymen)


def test_player_current_value_is_fee_plus_value_increases():  # §4.1, §7.3.6, §9.6
    from engine.campaign import player_current_value

    assert player_current_value(hiring_fee=80_000, advancements=["random_primary", "ST", "AV"]) == 80_000 + 10_000 + 80_000 + 10_000
    assert player_current_value(hiring_fee=80_000, advancements=[]) == 80_000
    assert player_current_value(hiring_fee=80_000, advancements=["chosen_secondary"], free_spp=True) == 80_000
