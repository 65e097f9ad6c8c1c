"""Blitz Bowl is a registered ruleset with its own terms and numbers (rules/blitz-bowl.md §18)."""

import engine.rulesets


def test_blitz_bowl_is_registered_with_its_league_terms():
    rs = engine.rulesets.get("blitz_bowl")
    assert "blitz_bowl" in engine.rulesets.names()
    assert (rs.key, rs.name, rs.min_players, rs.max_players) == ("blitz_bowl", "Blitz Bowl", 6, 6)
    assert rs.extras["terms"]["roster"] == "Coach Roster" and rs.extras["terms"]["playoffs"] == "finals"
    assert (rs.extras["games_each"], rs.extras["min_coaches"]) == (10, 3)
    assert dict(rs.extras["league_points"]) == {"win": 3, "draw": 1, "loss": 0}
    assert len(rs.extras["coach_traits"]) == 15
