"""§11.2 A team's sponsor reaches the match the engine plays: the team sheet carries it in the field the engine
reads (never among the inducements), and a simulated league match shows the sponsor's effect in its event log."""

from __future__ import annotations

import pytest

from engine.match import RandomBot
from engine.match.sponsors import AIR_OBERWALD, DR_BRAUER
from games.dungeon_bowl.models import TeamSponsor
from games.dungeon_bowl.services import simulation as dungeon_simulation
from games.dungeon_bowl.services.team_sheets import build_team_sheet
from league.models import Player
from tests import postmatch_factories as pf

RULES = pf.RULES


def random_bots(seed):
    return RandomBot(f"{seed}:h"), RandomBot(f"{seed}:a"), "random v random"


def portal_rolls(events):
    return [e for e in events if e.get("t") == "roll" and e.get("why") == "Dr Brauer's portal"]


@pytest.mark.django_db
def test_a_simulated_league_match_of_a_sponsored_team_shows_the_sponsor_in_its_event_log(
        django_capture_on_commit_callbacks):
    """§11.2 Dr Brauer's Prototype Portals: a player teleporting from the bench rolls 2D6 and chooses a Portal."""
    fx = pf.match()
    TeamSponsor.objects.create(team=fx.home, sponsor=DR_BRAUER)
    with django_capture_on_commit_callbacks(execute=True):
        sim = dungeon_simulation.simulate_fixture(fixture_id=fx.pk, seed="sponsor-1", bots=random_bots("sponsor-1"))
    home_ids = {int(pid) for pid in sim.sheets["home"]["players"]}
    events = sim.events
    pairs = [i for i, e in enumerate(events) if e in portal_rolls(events) and events[i + 1] in portal_rolls(events)]
    assert pairs, "Dr Brauer's sponsor never rolled for a player coming from the bench"
    for i in pairs:  # two dice (§11.2), then the player lands on one of the two Portals or, on a double, goes back
        a, b = events[i]["result"], events[i + 1]["result"]
        after = events[i + 2]
        if a == b:
            assert after == {"t": "sponsor", "sponsor": DR_BRAUER, "player": after["player"], "result": "malfunction"}
        else:
            assert after["t"] == "teleport" and after["portal"] in (a, b) and after["from"] == -1
        assert after["player"] in home_ids  # only the sponsored team's players


@pytest.mark.django_db
def test_the_same_match_without_the_sponsor_has_no_portal_rolls(django_capture_on_commit_callbacks):
    fx = pf.match()
    with django_capture_on_commit_callbacks(execute=True):
        sim = dungeon_simulation.simulate_fixture(fixture_id=fx.pk, seed="sponsor-1", bots=random_bots("sponsor-1"))
    assert not portal_rolls(sim.events)


@pytest.mark.django_db
def test_no_sponsor_reaches_the_match_when_the_league_does_not_use_them():  # §11.1 optional rule
    fx = pf.match(sponsors_enabled=False)
    TeamSponsor.objects.create(team=fx.home, sponsor=DR_BRAUER)
    assert build_team_sheet(team=fx.home, fixture=fx, side="home", ruleset=RULES).sheet.sponsor is None


@pytest.mark.django_db
def test_air_oberwald_sheet_names_the_athlete_who_plays():  # §11.2
    fx = pf.match()
    TeamSponsor.objects.create(team=fx.home, sponsor=AIR_OBERWALD)
    athlete = pf.numbered(fx.home, 7)
    Player.objects.filter(pk=athlete.pk).update(air_oberwald_athlete=True)
    sheet = build_team_sheet(team=fx.home, fixture=fx, side="home", ruleset=RULES).sheet
    assert sheet.sponsor == AIR_OBERWALD and sheet.sponsor_choices["athlete"] == athlete.pk
