"""A fixture of tests/dugout/test_i18n_catalogues.py: engine messages marked as the lint wants (none reported)."""

from engine.breach import Name, RuleBreach, RuleError, gettext_noop


def check(players: int, roster: str, problems: list) -> list:
    breaches = [RuleBreach("§4.4", gettext_noop("a team may never have more than 16 players; it has {players}",
                                                players=players))]
    breaches.append(RuleBreach("§4.3", gettext_noop("{roster} has no such position", roster=Name(roster))))
    if players < 0:
        raise RuleError("§4.4", gettext_noop("players cannot be negative"))
    problems.append(gettext_noop("you field {players} players", players=players))
    return breaches + [RuleBreach("", breaches[0].message)]
