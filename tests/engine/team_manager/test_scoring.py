"""The matchup scoring helper (§10-§12): cheat tokens revealed in order, total Power with the ball, ties,
and the fans among the rewards. Random draws go through forced dice (§10.1)."""

import pytest

from engine.dice import Dice
from engine.rulesets.team_manager.data import cheat_pool
from engine.rulesets.team_manager.scoring import (
    DEFEAT,
    DRAW,
    HIGHLIGHT,
    LOSS,
    SECOND,
    TOURNAMENT,
    WIN,
    Player,
    Side,
    draw_tokens,
    score_matchup,
)


def test_worked_scoring_example_chaos_against_humans():
    """§12.5: Power 3 on the Chaos Warrior; Fan Frenzy and Ejection on the Beastman (ejected, its frenzy
    discarded unresolved); the Human Catcher holds the ball (+1 fan); 6 all, the ball wins for the Humans."""
    chaos = Side("chaos", (Player(3, tokens=("power_3",), name="Chaos Warrior"),
                           Player(2, tokens=("fan_frenzy_1", "ejection"), name="Beastman")), zone_fans=0)
    humans = Side("humans", (Player(2, name="Human Lineman"), Player(2, ball=True, scoring_fans=1,
                                                                      name="Human Catcher")), zone_fans=1)
    result = score_matchup(HIGHLIGHT, [chaos, humans], central_fans=2)
    assert not result.breaches
    c, h = result.side("chaos"), result.side("humans")
    assert (c.total, h.total) == (6, 6)
    assert c.ejected == ["Beastman"] and c.frenzy_fans == 0
    assert (h.result, c.result) == (WIN, LOSS)
    assert h.fans == 1 + 1 + 2 and c.fans == 0  # catcher, zone, central


def test_ejection_comes_before_fan_frenzy_and_power():
    """§12.2: a whistle ejects the player; his other tokens are discarded unresolved; an ejected ball carrier
    loses the ball."""
    a = Side("a", (Player(4, tokens=("ejection", "power_3", "fan_frenzy_2"), ball=True), Player(1)))
    b = Side("b", (Player(3, tokens=("fan_frenzy_2",)),))
    result = score_matchup(HIGHLIGHT, [a, b])
    assert result.side("a").total == 1 and not result.side("a").ball
    assert result.side("b").frenzy_fans == 2 and result.side("b").result == WIN


def test_down_players_count_their_down_power():
    """§11 / §12.3: a down player adds his Down Power."""
    result = score_matchup(HIGHLIGHT, [Side("a", (Player(4, down_power=1, down=True),)), Side("b", (Player(2),))])
    assert (result.side("a").total, result.side("b").result) == (1, WIN)


def test_highlight_tie_at_midfield_is_a_draw_without_central_reward():
    """§12.3: tied, ball at midfield: a draw, nobody takes the central reward; zones still pay (§12.4)."""
    result = score_matchup(HIGHLIGHT, [Side("a", (Player(3),), zone_fans=1), Side("b", (Player(3),), zone_fans=2)],
                           central_fans=3)
    assert [s.result for s in result.sides] == [DRAW, DRAW]
    assert [s.fans for s in result.sides] == [1, 2]


def test_tournament_places_winner_second_and_defeat():
    """§12.4: trophy, ribbon and Defeat! rewards."""
    sides = [Side("a", (Player(5),)), Side("b", (Player(3),)), Side("c", (Player(1),))]
    result = score_matchup(TOURNAMENT, sides, winner_fans=4, second_fans=2, defeat_fans=1)
    assert [(s.result, s.fans) for s in result.sides] == [(WIN, 4), (SECOND, 2), (DEFEAT, 1)]


def test_tournament_tie_at_midfield_needs_the_first_manager():
    """§12.3: in a tournament tied at midfield the first manager decides."""
    sides = [Side("a", (Player(3),)), Side("b", (Player(3),))]
    refused = score_matchup(TOURNAMENT, sides, winner_fans=3)
    assert refused.breaches and refused.breaches[0].rule == "§12.3"
    decided = score_matchup(TOURNAMENT, sides, winner_fans=3, first_manager_order=("b", "a"))
    assert decided.side("b").result == WIN and decided.side("a").result == SECOND


def test_two_manager_tournament_has_no_second_and_a_lone_team_takes_winner_and_defeat():
    """§16.1: no second place; a team alone takes the winner's and the Defeat! rewards, not second's."""
    duel = score_matchup(TOURNAMENT, [Side("a", (Player(2),)), Side("b", (Player(1),))], two_managers=True,
                         winner_fans=3, second_fans=2, defeat_fans=1)
    assert [(s.result, s.fans) for s in duel.sides] == [(WIN, 3), (DEFEAT, 1)]
    alone = score_matchup(TOURNAMENT, [Side("a", (Player(2),))], two_managers=True, winner_fans=3, second_fans=2,
                          defeat_fans=1)
    assert alone.side("a").fans == 4


def test_a_lone_team_takes_every_reward_of_a_highlight():
    """§12.4 / §15.4: alone in a highlight: the winner, with both zones and the central reward."""
    result = score_matchup(HIGHLIGHT, [Side("a", (Player(1),), zone_fans=1)], central_fans=2)
    assert (result.side("a").result, result.side("a").fans) == (WIN, 3)


def test_cheat_tokens_are_drawn_with_the_dice_when_not_revealed():
    """§10.1: one random token per Cheat symbol; the draw is forced here (pool order of data.CHEAT_TOKENS:
    tokens 1-6 are Power 1, 11-19 Power 2)."""
    dice = Dice.forcing(11, 1)
    result = score_matchup(HIGHLIGHT, [Side("a", (Player(2, cheats=2),)), Side("b", (Player(5),))], dice=dice)
    dice.assert_all_forced_used()
    assert result.side("a").tokens == ["power_2", "power_1"]
    assert result.side("a").total == 5 and result.side("a").result == DRAW


def test_draw_tokens_takes_tokens_out_of_the_pool():
    dice = Dice.forcing(30, 29)
    drawn, left = draw_tokens(2, dice=dice)
    assert drawn == [cheat_pool()[29], cheat_pool()[28]] and len(left) == 28


@pytest.mark.parametrize("sides, rule", [
    ([Side("a", (Player(1),)), Side("b", (Player(1),)), Side("c", (Player(1),))], "§9.4"),
    ([Side("a", (Player(1),)), Side("a", (Player(1),))], "§9.4"),
    ([Side("a", ())], "§15.4"),
    ([Side("a", (Player(1, ball=True),)), Side("b", (Player(1, ball=True),))], "§8.6"),
    ([Side("a", (Player(1, ball=True, down=True),))], "§11"),
    ([Side("a", (Player(-1),))], "§12.3"),
    ([Side("a", (Player(1, tokens=("gold",)),))], "§12.2"),
])
def test_impossible_matchups_are_refused_naming_the_rule(sides, rule):
    result = score_matchup(HIGHLIGHT, sides)
    assert rule in [b.rule for b in result.breaches] and not result.sides
