"""Team Manager's printed data: six teams (§3) in two UTM divisions (§4), the named skills (§17), the cheat-token
pool (§15.1) and the quick-reference numbers (§18)."""

import engine.rulesets
from engine.rulesets.team_manager import data


def test_registered_with_its_data():
    rules = engine.rulesets.get("team_manager")
    assert "team_manager" in engine.rulesets.names()
    assert (rules.key, rules.name, rules.min_sides, rules.max_sides) == ("team_manager", "Team Manager", 2, 4)
    assert rules.extras["teams"] is data.TEAMS


def test_six_teams_with_italian_and_english_names_three_per_division():
    """§3: six teams; §4: OWA or CWC (the reading recorded in docs/decisions.md)."""
    assert len(data.TEAMS) == 6
    assert data.TEAMS["dwarfs"].italian == "Imbronciati" and data.TEAMS["dwarfs"].english == "Grudgebearers"
    assert data.TEAMS["skaven"].italian == "Schegge di Skarogna"
    owa = {t.race for t in data.TEAMS.values() if t.division == data.OWA}
    cwc = {t.race for t in data.TEAMS.values() if t.division == data.CWC}
    assert owa == {"Humans", "Dwarfs", "Wood Elves"} and cwc == {"Skaven", "Orcs", "Chaos"}


def test_fifteen_named_skills_with_lost_icons_marked():
    """§17: fifteen skills; Blocco Multiplo, Gioco Sporco and Rubar Palla lost an icon."""
    assert len(data.SKILLS) == 15
    assert data.SKILLS["Furia"].english == "Frenzy" and "+1" in data.SKILLS["Furia"].text
    unclear = {s.italian for s in data.SKILLS.values() if s.unclear}
    assert {"Blocco Multiplo", "Gioco Sporco", "Rubar Palla"} <= unclear
    assert not data.SKILLS["Guardia"].unclear


def test_cheat_pool_holds_thirty_tokens_in_the_printed_counts():
    """§15.1 / §18: counts 6, 4, 9, 4, 2, 4, 1 = 30."""
    assert [count for _, count in data.CHEAT_TOKENS] == [6, 4, 9, 4, 2, 4, 1]
    assert len(data.cheat_pool()) == 30 == data.QUICK_REFERENCE["cheat_tokens"]


def test_quick_reference_numbers():
    """§18 and the numbers it repeats: hand of 6, ball +2, 5 weeks, Short 4, Long 6, two managers 4."""
    q = data.QUICK_REFERENCE
    assert (q["hand_size"], q["ball_bonus"], q["season_weeks"]) == (6, 2, 5)
    assert (q["short_season_weeks"], q["long_season_weeks"], q["two_manager_weeks"]) == (4, 6, 4)
    assert len(q["management_steps"]) == 6 and q["fan_track_minimum"] == 0
    for deck, weeks in (("standard", 5), ("short", 4), ("long", 6), ("two_managers", 4)):
        assert sum(data.SPIKE_DECKS[deck]) + 1 == weeks
