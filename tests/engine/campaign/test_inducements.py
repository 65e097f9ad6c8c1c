"""§12.2 inducement limits and costs, the own-College Wizard rule, and paying for them (§5.3, §5.4)."""

import pytest

import engine.rulesets
from engine.campaign import RuleError, inducement_cost, pay_for_inducements, validate_inducements

RS = engine.rulesets.get("dungeon_bowl")


def rules(breaches):
    return [(b.rule, b.message) for b in breaches]


def test_a_legal_purchase_and_its_cost():
    purchases = {"extra_team_training": 2, "bribes": 1, "bright_wizard": 1}
    assert inducement_cost(RS, purchases=purchases) == 400_000
    assert validate_inducements(RS, roster_key="fire", purchases=purchases, petty_cash=300_000, treasury=100_000) == []


def test_limits_per_inducement():
    breaches = validate_inducements(RS, roster_key="fire", purchases={"extra_team_training": 9, "bribes": 4}, treasury=10**7)
    assert rules(breaches) == [
        ("§12.2", "a team may buy 0-8 Extra Team Training for a match; this team buys 9"),
        ("§12.2", "a team may buy 0-3 Bribes for a match; this team buys 4"),
    ]


def test_only_the_teams_own_college_wizard():
    breaches = validate_inducements(RS, roster_key="fire", purchases={"grey_wizard": 1}, treasury=10**6)
    assert rules(breaches) == [
        ("§12.2", "the Grey Wizard serves the College of Shadow; this team may only hire its own College's Wizard (Bright Wizard)")
    ]


def test_no_more_than_one_college_wizard():
    breaches = validate_inducements(RS, roster_key="fire", purchases={"bright_wizard": 2}, treasury=10**6)
    assert [b.rule for b in breaches] == ["§12.2", "§12.2"]
    assert "0-1 Bright Wizard" in breaches[0].message
    assert "no team may buy more than 1 College Wizard per match" in breaches[1].message


def test_cannot_spend_more_than_petty_cash_plus_treasury():
    breaches = validate_inducements(RS, roster_key="death", purchases={"bribes": 2}, petty_cash=120_000, treasury=50_000)
    assert rules(breaches) == [
        ("§5.4", "the inducements cost 200,000 gp but only 170,000 gp is available (Petty Cash 120,000 gp + Treasury 50,000 gp)")
    ]


def test_unknown_inducement():
    assert rules(validate_inducements(RS, roster_key="fire", purchases={"star_player": 1})) == [
        ("§12.2", "Dungeon Bowl has no inducement 'star_player'")
    ]


def test_petty_cash_is_spent_before_the_treasury():  # §5.3: unspent Petty Cash is lost
    assert pay_for_inducements(cost=200_000, petty_cash=150_000, treasury=100_000) == (150_000, 50_000)
    assert pay_for_inducements(cost=100_000, petty_cash=150_000, treasury=100_000) == (100_000, 0)
    with pytest.raises(RuleError, match="§5.4"):
        pay_for_inducements(cost=300_000, petty_cash=150_000, treasury=100_000)
