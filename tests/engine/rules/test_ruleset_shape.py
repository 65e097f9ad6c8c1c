"""A second ruleset (e.g. Blood Bowl 2016, with a re-roll cost per roster) fits the same shape and
the campaign functions use its own numbers."""

from types import MappingProxyType, SimpleNamespace

import engine.rulesets
from engine.campaign import team_cost, validate_new_team
from engine.rulesets import Position, PositionGroup, Roster, Ruleset


def _humans():
    lineman = Position(key="bb_human_lineman", name="Lineman", group="Linemen", cost=50_000, ma=6, st=3, ag=3,
                       pa=None, av=8, skills=(), primary="G", secondary="", is_lineman=True)
    return Roster(key="humans", name="Humans", groups=(PositionGroup("Linemen", 16, (lineman,)),), reroll_cost=50_000)


def _orcs():
    lineman = Position(key="bb_orc_lineman", name="Lineman", group="Linemen", cost=50_000, ma=5, st=3, ag=3,
                       pa=None, av=9, skills=(), primary="G", secondary="", is_lineman=True)
    return Roster(key="orcs", name="Orcs", groups=(PositionGroup("Linemen", 16, (lineman,)),), reroll_cost=60_000)


def test_a_second_ruleset_with_per_roster_reroll_costs(monkeypatch):
    other = Ruleset(
        key="blood_bowl_2016", name="Blood Bowl", team_budget=1_000_000, reroll_cost=50_000,
        reroll_cost_after_creation=100_000, max_rerolls_at_creation=8, min_players=11, max_players=16,
        rosters=MappingProxyType({"humans": _humans(), "orcs": _orcs()}), skills=MappingProxyType({}),
        tables=SimpleNamespace(), extras=MappingProxyType({"fan_factor_cost": 10_000}),
    )
    monkeypatch.setitem(engine.rulesets._BUILT, "blood_bowl_2016", other)
    monkeypatch.setitem(engine.rulesets._BUILDERS, "blood_bowl_2016", "unused")
    assert engine.rulesets.get("blood_bowl_2016") is other
    assert "blood_bowl_2016" in engine.rulesets.names()
    assert team_cost(other, roster_key="orcs", hires={"bb_orc_lineman": 11}, rerolls=2) == 550_000 + 120_000
    breaches = validate_new_team(other, roster_key="orcs", hires={"bb_orc_lineman": 16}, rerolls=2, budget=1_000_000)
    assert breaches == []  # 16 x 50,000 + 2 x 60,000 = 920,000
    over = validate_new_team(other, roster_key="orcs", hires={"bb_orc_lineman": 16}, rerolls=4, budget=1_000_000)
    assert [b.message for b in over] == ["the team costs 1,040,000 gp but the budget is 1,000,000 gp"]
