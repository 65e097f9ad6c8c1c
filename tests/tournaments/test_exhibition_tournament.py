"""A Dungeon Bowl tournament with exhibition play (§9: "exhibition matches are one-off games, also the basis for
tournaments"): coaches build exhibition teams on the College wizard instead of registering a name, the organiser
starts it, and a played game leaves both teams whole (§9.7: no post-match sequence)."""

import pytest

from engine.campaign.exhibition import FreeAdvancement
from engine.dice import Dice
from games.dungeon_bowl.exhibition.services import build_exhibition_team
from games.dungeon_bowl.models import PostMatchStep
from league.models import Fixture, Player
from league.services.errors import RuleViolation
from tests.tournaments.conftest import play
from tournaments import selectors, services

pytestmark = pytest.mark.django_db
FIRE = {"dwarf_blitzer": 2, "dwarf_runner": 2, "dwarf_blocker_lineman": 7}


def test_an_exhibition_tournament_builds_its_teams_and_plays_without_a_post_match_sequence(client, organiser,
                                                                                           make_user):
    tournament = services.create_tournament(by=organiser, name="Exhibition Open", ruleset="dungeon_bowl",
                                            format="round_robin", settings={"exhibition_play": True,
                                                                            "exhibition_free_spp": 12})
    league = tournament.league
    coaches = [make_user(f"exo-{i}") for i in range(2)]
    with pytest.raises(RuleViolation, match="built with players"):
        services.register_team(by=coaches[0], tournament=tournament, name="Bare", roster="fire")
    client.force_login(coaches[0])
    page = client.get(tournament.get_absolute_url()).content.decode()
    assert f'href="/leagues/{league.pk}/teams/new/"' in page and "Register my team" not in page
    teams = [build_exhibition_team(by=coach, league=league, name=f"Exo {i}", roster_key="fire", hires=FIRE,
                                   rerolls=2, advancements=[FreeAdvancement(0, "Wrestle")])
             for i, coach in enumerate(coaches)]
    assert [t.pk for t in selectors.entered_teams(tournament)] == sorted(t.pk for t in teams)
    dice = Dice.forcing(1)
    services.start_tournament(by=organiser, tournament=tournament, dice=dice)
    dice.assert_all_forced_used()
    fixture = Fixture.objects.get(season=tournament.season)
    before = list(Player.objects.filter(team__in=teams).order_by("pk").values_list("spp", "dead", "miss_next_game"))
    play(fixture, 1, 0)
    fixture.refresh_from_db()
    assert fixture.status == Fixture.Status.PLAYED
    assert not PostMatchStep.objects.filter(fixture=fixture).exists()
    after = list(Player.objects.filter(team__in=teams).order_by("pk").values_list("spp", "dead", "miss_next_game"))
    assert after == before  # both teams whole for their next game


def test_a_tournament_without_exhibition_play_registers_names_as_before(organiser, make_user):
    tournament = services.create_tournament(by=organiser, name="Named Cup", ruleset="dungeon_bowl")
    team = services.register_team(by=make_user("named-1"), tournament=tournament, name="Named", roster="fire")
    assert selectors.entered_teams(tournament) == [team]
