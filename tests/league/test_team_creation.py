"""Issue 4: creating a team (§4): the engine validates, the team is saved in one go or not at all."""

import pytest

from league.models import Player, SeasonEntry, Team, TeamReroll
from league.services.errors import RuleViolation
from league.services.teams import create_team
from tests.league.conftest import FIRE_COST, FIRE_HIRES

pytestmark = pytest.mark.django_db


def test_legal_team_is_created_with_players_rerolls_and_treasury(team, league):
    assert team.roster == "fire"
    players = list(team.players.order_by("number"))
    assert [p.number for p in players] == list(range(1, 12))
    assert team.treasury == league.option("team_budget") - FIRE_COST  # §4.7: what is not spent goes to the treasury
    assert team.rerolls.filter(how=TeamReroll.How.CREATION, cost=50_000).count() == 2
    blitzer = next(p for p in players if p.position == "dwarf_blitzer")
    # §14.1: Dwarf Blitzer 80,000 gp, 5 3 3+ 4+ 10+, Block, Thick Skull
    assert (blitzer.ma, blitzer.st, blitzer.ag, blitzer.pa, blitzer.av) == (5, 3, 3, 4, 10)
    assert blitzer.skills == ["Block", "Thick Skull"]
    assert blitzer.value == blitzer.hiring_fee == 80_000
    slayer = next(p for p in players if p.position == "troll_slayer")
    assert slayer.pa is None  # PA "–"
    assert blitzer.events.filter(kind="hired").exists()


def test_new_team_enters_the_season_taking_registrations(team, league):
    entry = SeasonEntry.objects.get(team=team)
    assert entry.season == league.current_season() and entry.state == SeasonEntry.State.PENDING


@pytest.mark.parametrize(
    "hires, rerolls, rule, words",
    [
        ({**FIRE_HIRES, "dwarf_blitzer": 3, "dwarf_blocker_lineman": 6}, 0, "§4.3", "0-2 Blitzers"),
        ({"dwarf_blocker_lineman": 10}, 0, "§4.4", "at least 11"),
        ({"gnoblar_lineman": 17}, 0, "§4.4", "more than 16"),
        ({"ogre_blocker": 3, "troll_slayer": 2, "dwarf_blitzer": 2, "dwarf_blocker_lineman": 4}, 0, "§4.2", "budget"),
        (FIRE_HIRES, 9, "§4.6", "0-8 team re-rolls"),
        (FIRE_HIRES, -1, "§4.6", "0-8 team re-rolls"),
    ],
)
def test_illegal_team_names_the_rule_and_saves_nothing(league, coach, hires, rerolls, rule, words):
    with pytest.raises(RuleViolation) as error:
        create_team(by=coach, league=league, name="Nope", roster_key="fire", hires=hires, rerolls=rerolls)
    assert any(r == rule and words in m for r, m in error.value.breaches), error.value.breaches
    assert not Team.objects.exists() and not Player.objects.exists() and not TeamReroll.objects.exists()


def test_duplicate_team_name_in_league_is_refused(team, league, coach):
    with pytest.raises(RuleViolation, match="already has a team named"):
        create_team(by=coach, league=league, name="bright sparks", roster_key="fire", hires=FIRE_HIRES, rerolls=0)
    assert Team.objects.count() == 1


def test_unknown_college_is_refused(league, coach):
    with pytest.raises(RuleViolation, match="no College"):
        create_team(by=coach, league=league, name="X", roster_key="chaos", hires={}, rerolls=0)


def test_unknown_sponsor_is_refused(league, coach):
    with pytest.raises(RuleViolation, match="no sponsor"):
        create_team(by=coach, league=league, name="X", roster_key="fire", hires=FIRE_HIRES, rerolls=0, sponsor="acme")
    assert not Team.objects.exists()


def test_shared_group_limit_across_positions(league, coach):
    # §4.3: College of Shadow 0-2 Blitzers may be one Dark Elf and one Skaven, but not three in all.
    hires = {"dark_elf_blitzer": 2, "skaven_blitzer": 1, "skaven_lineman": 9}
    with pytest.raises(RuleViolation, match="0-2 Blitzers; this team has 3"):
        create_team(by=coach, league=league, name="Shadows", roster_key="shadow", hires=hires, rerolls=0)
    hires["dark_elf_blitzer"] = 1
    team = create_team(by=coach, league=league, name="Shadows", roster_key="shadow", hires=hires, rerolls=0)
    assert team.players.count() == 11
