"""A fixture of tests/dugout/test_i18n_catalogues.py: engine messages the lint must refuse (lines 7, 8, 10, 11)."""

from engine.breach import RuleBreach, RuleError


def check(players: int, problems: list) -> list:
    breaches = [RuleBreach("§4.4", f"a team may never have more than 16 players; it has {players}")]
    breaches.append(RuleBreach("§4.4", "a team needs players"))
    if players < 0:
        raise RuleError("§4.4", "players cannot be negative")
    problems.append(f"you field {players} players")
    return breaches
