"""A season's weeks (§6.6, §7, §8, §14 fan track, §16): what a week's entry may say, and the scoreboard."""

from engine.rulesets.team_manager.scoring import DRAW, HIGHLIGHT, LOSS, SECOND, TOURNAMENT, WIN
from engine.rulesets.team_manager.season import (
    BLOOD_BOWL,
    NEWS,
    Line,
    Matchup,
    Week,
    check_week,
    fan_track,
    season_format,
    totals,
)

MANAGERS = ("a", "b", "c")
FIVE = season_format({}, 3)


def week(number, spike=NEWS, lines=None, matchups=()):
    return Week(number, spike, tuple(lines or (Line(m) for m in MANAGERS)), tuple(matchups))


def rules(breaches):
    return [b.rule for b in breaches]


def test_season_lengths():
    """§7: five weeks; §16.2 Short 4; §16.3 Long 6; §16.1 two managers: four weeks of tournaments."""
    assert FIVE.weeks == 5 and (FIVE.tournaments, FIVE.news) == (2, 2)
    assert season_format({"season_length": "short"}, 4).weeks == 4
    assert season_format({"season_length": "long"}, 3).weeks == 6
    two = season_format({"season_length": "long"}, 2)
    assert (two.weeks, two.tournaments, two.news, two.two_managers) == (4, 3, 0, True)
    assert season_format({"two_manager_variant": False}, 2).weeks == 5


def test_a_sixth_week_in_a_five_week_season_is_refused():
    earlier = [week(n, spike) for n, spike in ((1, NEWS), (2, "tournament"), (3, NEWS), (4, "tournament"),
                                               (5, BLOOD_BOWL))]
    breaches = check_week(week(6), managers=MANAGERS, fmt=FIVE, earlier=earlier)
    assert "§7" in rules(breaches) and "there is no week 6" in str(breaches[0])


def test_a_manager_twice_and_a_missing_manager_are_refused():
    breaches = check_week(week(1, lines=[Line("a"), Line("a"), Line("b")]), managers=MANAGERS, fmt=FIVE)
    assert any(b.rule == "§6.2" and "twice" in b.message for b in breaches)
    assert any("c has no line" in b.message for b in breaches)


def test_negative_fans_are_refused_naming_the_fan_track():
    breaches = check_week(week(1, lines=[Line("a", fans_gained=-2), Line("b"), Line("c")]), managers=MANAGERS,
                          fmt=FIVE)
    assert rules(breaches) == ["§14"] and "never goes below 00" in breaches[0].message


def test_weeks_in_order_and_the_blood_bowl_last():
    """§6.6: The Blood Bowl is always the last card; §7 weeks in order."""
    assert "§7" in rules(check_week(week(2), managers=MANAGERS, fmt=FIVE))
    assert "§6.6" in rules(check_week(week(1, BLOOD_BOWL), managers=MANAGERS, fmt=FIVE))
    earlier = [week(n) if n % 2 else week(n, TOURNAMENT) for n in range(1, 5)]
    assert "§6.6" in rules(check_week(week(5, NEWS), managers=MANAGERS, fmt=FIVE, earlier=earlier))


def test_the_spike_deck_holds_two_tournaments_and_two_news():
    """§6.6: a third News card before The Blood Bowl is impossible."""
    earlier = [week(1), week(2)]
    breaches = check_week(week(3), managers=MANAGERS, fmt=FIVE, earlier=earlier)
    assert rules(breaches) == ["§6.6"]


def test_matchups_of_a_week():
    """§8.5: one highlight per manager; §9.4 at most two managers in one; §12.3 win/lose or draw;
    §12.4 one second place; §8.4 a tournament only in a tournament week."""
    ok = [Matchup(HIGHLIGHT, (("a", WIN, 2), ("b", LOSS, 1))), Matchup(HIGHLIGHT, (("c", DRAW, 0), ("a", DRAW, 1))),
          Matchup(HIGHLIGHT, (("b", WIN, 3),)),
          Matchup(TOURNAMENT, (("a", WIN, 3), ("b", SECOND, 1), ("c", "defeat", 0)))]
    rich = [Line("a", fans_gained=6), Line("b", fans_gained=5), Line("c", fans_gained=0)]
    assert check_week(week(1, TOURNAMENT, rich, matchups=ok), managers=MANAGERS, fmt=FIVE) == []
    assert "§8.4" in rules(check_week(week(1, NEWS, matchups=ok), managers=MANAGERS, fmt=FIVE))
    too_many = ok[:3] + [Matchup(HIGHLIGHT, (("c", WIN, 1),))]
    assert "§8.5" in rules(check_week(week(1, matchups=too_many), managers=MANAGERS, fmt=FIVE))
    crowded = [Matchup(HIGHLIGHT, (("a", WIN, 2), ("b", LOSS, 1), ("c", LOSS, 0)))]
    assert "§9.4" in rules(check_week(week(1, matchups=crowded), managers=MANAGERS, fmt=FIVE))
    two_winners = [Matchup(HIGHLIGHT, (("a", WIN, 2), ("b", WIN, 1)))]
    assert "§12.3" in rules(check_week(week(1, matchups=two_winners), managers=MANAGERS, fmt=FIVE))
    limited = season_format({"scheduling_limits": True}, 3)
    assert "§16.4" in rules(check_week(week(1, TOURNAMENT, matchups=ok), managers=MANAGERS, fmt=limited))


def test_two_manager_tournament_has_no_second_place():
    two = season_format({}, 2)
    duel = [Matchup(TOURNAMENT, (("a", WIN, 3), ("b", SECOND, 1)))]
    lines = [Line("a"), Line("b")]
    assert "§16.1" in rules(check_week(week(1, TOURNAMENT, lines, duel), managers=("a", "b"), fmt=two))
    assert "§16.1" in rules(check_week(week(1, NEWS, lines), managers=("a", "b"), fmt=two))


def test_fans_never_go_below_zero_and_totals_add_up():
    """§14 fan track: gained and lost, never below 00."""
    weeks = [week(1, lines=[Line("a", fans_gained=2, star_players=1), Line("b", fans_gained=4), Line("c")]),
             week(2, TOURNAMENT, lines=[Line("a", fans_lost=5, team_upgrades=1), Line("b", fans_gained=1, fans_lost=1),
                                        Line("c", fans_gained=3, cheat_tokens=2)])]
    assert fan_track(weeks, MANAGERS) == {"a": [2, 0], "b": [4, 4], "c": [0, 3]}
    by = {t.manager: t for t in totals(weeks, MANAGERS)}
    assert (by["a"].fans, by["a"].upgrades, by["c"].cheat_tokens) == (0, 2, 2)


def test_matchup_fans_are_part_of_the_fans_gained():
    """§12.4: fans won in a matchup are gained at once: a manager cannot win more in the matchups than the
    week's fans gained."""
    matchups = [Matchup(HIGHLIGHT, (("a", WIN, 3), ("b", LOSS, 1)))]
    lines = [Line("a", fans_gained=2), Line("b", fans_gained=1), Line("c")]
    breaches = check_week(week(1, NEWS, lines, matchups), managers=MANAGERS, fmt=FIVE)
    assert rules(breaches) == ["§12.4"] and breaches[0].message.startswith("a won 3 fans in the matchups")
