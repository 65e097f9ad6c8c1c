"""The engine plays teams built from the eight College rosters (§14) with their skills named exactly as
the §13 catalogue names them (issue #8); skills not implemented yet simply have no effect."""

import json

import pytest

import engine.rulesets
from engine import simulate
from engine.match import skills
from engine.match.layouts import dragons_lair
from engine.match.sheets import PlayerSheet, TeamSheet

RULESET = engine.rulesets.get("dungeon_bowl")


def college_team(key: str) -> TeamSheet:
    """Twelve players: one of each position up to its group limit, then linemen."""
    roster = RULESET.roster(key)
    picks = []
    for group in roster.groups:
        for position in group.positions:
            picks.extend([position] * min(group.limit, 1 if not position.is_lineman else 0))
    linemen = [p for p in roster.positions if p.is_lineman] or list(roster.positions)
    while len(picks) < 12:
        picks.append(linemen[len(picks) % len(linemen)])
    players = tuple(PlayerSheet(id=f"{key}-{n}", number=n, name=f"{pos.name} {n}", position=pos.name, ma=pos.ma,
                                st=pos.st, ag=pos.ag, pa=pos.pa, av=pos.av, skills=pos.skills)
                    for n, pos in enumerate(picks[:12], start=1))
    return TeamSheet(id=key, name=roster.name, rerolls=3, players=players)


def test_implemented_skills_use_catalogue_names():
    names = set(RULESET.skills)
    for name in skills.REGISTRY:
        assert name in names, name
    assert "Loner (4+)" in names and "Mighty Blow (+1)" in names


@pytest.mark.parametrize("home,away", [("fire", "shadow"), ("metal", "light"), ("death", "life"),
                                       ("beasts", "heavens")])
def test_college_teams_play_a_match(home, away):
    out = simulate(college_team(home), college_team(away), seed=f"{home}-{away}", dungeon=dragons_lair(),
                   turn_limit=6)
    assert out.winner in ("home", "away", None)
    json.dumps(out.events)


@pytest.mark.parametrize("college", ["fire", "shadow", "metal", "light", "death", "life", "beasts", "heavens"])
def test_every_starting_skill_of_every_roster_is_active(college):
    # §14 rosters, §13 skills: every position's starting skills and traits are implemented and hooked in
    from engine.dice import Dice
    from engine.match import Match
    from engine.match.colleges import full_roster_team, starting_skills, team_from_positions
    from engine.match.layouts import crypt_run

    assert all(skills.implemented(s) for s in starting_skills(college))
    team = team_from_positions(college, [p.key for p in RULESET.roster(college).positions])  # every position once
    m = Match(team, full_roster_team("fire", team_id="other"), dungeon=crypt_run(), dice=Dice(college))
    for p in m.team_players[0]:
        for name in p.skills:
            assert any(sk.name == name for hooked in p.hooks.values() for sk in hooked), (p.position, name)
