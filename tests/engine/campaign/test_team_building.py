"""§4 (and §8.10.4, §9.1): validating a new team returns every broken rule with a clear message."""

from hypothesis import given, settings
from hypothesis import strategies as st

import engine.rulesets
from engine.campaign import RuleBreach, exhibition_budget_breaches, team_cost, validate_new_team

RS = engine.rulesets.get("dungeon_bowl")


def messages(breaches):
    return [(b.rule, b.message) for b in breaches]


def test_a_legal_fire_team():
    hires = {"dwarf_blocker_lineman": 7, "dwarf_blitzer": 2, "dwarf_runner": 2}
    assert validate_new_team(RS, roster_key="fire", hires=hires, rerolls=2, budget=1_000_000) == []
    assert team_cost(RS, roster_key="fire", hires=hires, rerolls=2) == 7 * 70_000 + 2 * 80_000 + 2 * 85_000 + 100_000


def test_group_limit_is_shared_by_every_position_in_the_group():  # §4.3: Shadow 0-2 Blitzers, any mix
    base = {"skaven_lineman": 9}
    ok = validate_new_team(RS, roster_key="shadow", hires={**base, "dark_elf_blitzer": 1, "skaven_blitzer": 1}, rerolls=0, budget=1_000_000)
    assert ok == []
    too_many = validate_new_team(
        RS, roster_key="shadow", hires={**base, "dark_elf_blitzer": 2, "skaven_blitzer": 1}, rerolls=0, budget=1_000_000
    )
    assert messages(too_many) == [("§4.3", "College of Shadow allows 0-2 Blitzers; this team has 3")]


def test_every_broken_rule_is_reported_at_once():
    hires = {"dwarf_blitzer": 3, "ogre_blocker": 2, "ogre_runt_punter": 2, "troll_slayer": 3, "nobody": 1}
    breaches = validate_new_team(RS, roster_key="fire", hires=hires, rerolls=9, budget=1_000_000)
    assert messages(breaches) == [
        ("§4.3", "College of Fire has no position 'nobody'"),
        ("§4.3", "College of Fire allows 0-2 Blitzers; this team has 3"),
        ("§4.3", "College of Fire allows 0-2 Specials; this team has 3"),
        ("§4.3", "College of Fire allows 0-3 Big Guys; this team has 4"),
        ("§4.4", "a new team needs at least 11 players; this team has 10"),
        ("§4.6", "a new team may buy 0-8 team re-rolls; this team buys 9"),
        ("§4.2", "the team costs 1,095,000 gp but the budget is 1,000,000 gp"),
    ]
    assert all(isinstance(b, RuleBreach) for b in breaches)


def test_more_than_16_players():  # §4.4
    breaches = validate_new_team(RS, roster_key="life", hires={"snotling_lineman": 12, "stilty_runna": 4, "fun_hoppa": 1}, rerolls=0, budget=1_000_000)
    assert messages(breaches) == [("§4.4", "a team may never have more than 16 players; this team has 17")]


def test_budget_is_a_hard_limit():  # §4.2
    hires = {"dark_elf_lineman": 11}  # 770,000
    assert validate_new_team(RS, roster_key="shadow", hires=hires, rerolls=4, budget=1_000_000) == []  # 970,000
    over = validate_new_team(RS, roster_key="shadow", hires=hires, rerolls=5, budget=1_000_000)  # 1,020,000
    assert messages(over) == [("§4.2", "the team costs 1,020,000 gp but the budget is 1,000,000 gp")]


def test_negative_counts_and_unknown_college():
    assert messages(validate_new_team(RS, roster_key="chaos", hires={}, rerolls=0, budget=1_000_000))[0][0] == "§14"
    breaches = validate_new_team(RS, roster_key="fire", hires={"gnoblar_lineman": 11, "dwarf_blitzer": -1}, rerolls=-1, budget=10**6)
    assert messages(breaches) == [
        ("§4.3", "cannot hire a negative number of Dwarf Blitzer (-1)"),
        ("§4.6", "a new team may buy 0-8 team re-rolls; this team buys -1"),
    ]


def test_rehired_players_count_toward_limits_and_budget():  # §8.10.4
    rehired = [("dwarf_blitzer", 130_000), ("dwarf_blitzer", 100_000), ("dwarf_blitzer", 80_000)]
    breaches = validate_new_team(RS, roster_key="fire", hires={"dwarf_blocker_lineman": 8}, rerolls=0, budget=1_300_000, rehired=rehired)
    assert messages(breaches) == [("§4.3", "College of Fire allows 0-2 Blitzers; this team has 3")]
    tight = validate_new_team(RS, roster_key="fire", hires={"dwarf_blocker_lineman": 9}, rerolls=0, budget=850_000, rehired=rehired[:2])
    assert messages(tight) == [("§4.2", "the team costs 860,000 gp but the budget is 850,000 gp")]


def test_exhibition_budget():  # §9.1
    assert exhibition_budget_breaches(budget=1_150_000) == []
    assert messages(exhibition_budget_breaches(budget=1_000_000)) == [
        ("§9.1", "an exhibition budget is at least 1,100,000 gp; 1,000,000 gp was given")
    ]
    assert exhibition_budget_breaches(budget=1_400_000)[0].rule == "§9.1"
    assert exhibition_budget_breaches(budget=1_400_000, larger_agreed=True) == []


@st.composite
def team_requests(draw):
    key = draw(st.sampled_from(sorted(RS.rosters)))
    roster = RS.roster(key)
    hires = {p.key: draw(st.integers(0, 7)) for p in roster.positions if draw(st.booleans())}
    return key, hires, draw(st.integers(-1, 10)), draw(st.sampled_from([600_000, 1_000_000, 1_300_000]))


@settings(max_examples=300, deadline=None)
@given(team_requests())
def test_a_validated_team_never_exceeds_its_budget_or_limits(request):
    key, hires, rerolls, budget = request
    roster = RS.roster(key)
    breaches = validate_new_team(RS, roster_key=key, hires=hires, rerolls=rerolls, budget=budget)
    if breaches:
        return
    assert team_cost(RS, roster_key=key, hires=hires, rerolls=rerolls) <= budget
    assert RS.min_players <= sum(hires.values()) <= RS.max_players
    assert 0 <= rerolls <= RS.max_rerolls_at_creation
    for group in roster.groups:
        assert sum(hires.get(p.key, 0) for p in group.positions) <= group.limit
