"""§11.1 "in a small league of 4-6 coaches sponsors may instead be assigned at random, or chosen through a draft so
that every coach has a different sponsor": league setting `sponsor_allocation` (free / draft / random)."""

from __future__ import annotations

import pytest
from django.core.exceptions import PermissionDenied

from engine.dice import Dice
from games.dungeon_bowl.models import TeamSponsor, sponsor_of
from games.dungeon_bowl.sponsors.services import assign_random_sponsors, change_sponsor
from league.models import AuditEntry, Season, Team
from league.services.errors import RuleViolation
from tests import schedule_factories as f

pytestmark = pytest.mark.django_db
SPONSOR_KEYS = ["cragfalls_catacomb_cartography", "farblast_and_sons", "dr_brauers_prototype_portals",
                "crystal_ball_sportscasting", "lightningade", "air_oberwald"]


def _league(allocation, teams=4):
    commissioner = f.user()
    lg = f.league(ruleset="dungeon_bowl", commissioner=commissioner, sponsor_allocation=allocation)
    f.season(lg, state=Season.State.REGISTRATION)
    return commissioner, lg, [f.team(lg, players=0) for _ in range(teams)]


def test_by_default_any_number_of_teams_may_share_a_sponsor():  # §11.1
    _, lg, teams = _league("free")
    for t in teams[:2]:
        change_sponsor(by=t.coach.user, team=t, sponsor="lightningade")
    assert TeamSponsor.objects.filter(sponsor="lightningade").count() == 2


def test_a_drafted_sponsor_is_nobody_elses():  # §11.1: every coach a different sponsor
    _, lg, teams = _league("draft")
    change_sponsor(by=teams[0].coach.user, team=teams[0], sponsor="lightningade")
    with pytest.raises(RuleViolation, match=r"drafts its sponsors.*already has Lightningade.*§11\.1"):
        change_sponsor(by=teams[1].coach.user, team=teams[1], sponsor="lightningade")
    assert sponsor_of(Team.objects.get(pk=teams[1].pk)) == ""
    change_sponsor(by=teams[1].coach.user, team=teams[1], sponsor="air_oberwald")


def test_random_sponsors_are_all_different_and_rolled_by_the_server():  # §11.1
    commissioner, lg, teams = _league("random", teams=4)
    with pytest.raises(RuleViolation, match=r"assigns the sponsors at random"):
        change_sponsor(by=teams[0].coach.user, team=teams[0], sponsor="lightningade")
    with pytest.raises(PermissionDenied):
        assign_random_sponsors(by=teams[0].coach.user, league=lg)
    dice = Dice.forcing(6, 1, 2, 3)  # D6 -> Air Oberwald, D5 -> Cragfall's, D4 -> Dr Brauer's, D3 -> Lightningade
    given = assign_random_sponsors(by=commissioner, league=lg, dice=dice)
    dice.assert_all_forced_used()
    assert [given[t.pk] for t in teams] == ["air_oberwald", "cragfalls_catacomb_cartography",
                                            "dr_brauers_prototype_portals", "lightningade"]
    assert dict(TeamSponsor.objects.values_list("team_id", "sponsor")) == given
    entry = AuditEntry.objects.get(action="random sponsors")
    assert [r["die"] for r in entry.changes["rolls"][1]] == ["D6", "D5", "D4", "D3"]


def test_random_sponsors_only_for_a_small_league_at_the_start_of_the_season():
    commissioner, lg, teams = _league("random", teams=7)
    with pytest.raises(RuleViolation, match=r"small league of 4-6 coaches.*7 teams"):
        assign_random_sponsors(by=commissioner, league=lg, dice=Dice.forcing())
    Team.objects.filter(pk__in=[t.pk for t in teams[4:]]).delete()
    Season.objects.filter(league=lg).update(state=Season.State.REGULAR_SEASON)
    with pytest.raises(RuleViolation, match=r"start of the season"):
        assign_random_sponsors(by=commissioner, league=lg, dice=Dice.forcing())
    assert not TeamSponsor.objects.exclude(sponsor="").exists()


def test_the_commissioner_assigns_them_from_the_team_page(client):
    commissioner, lg, teams = _league("random", teams=5)
    client.force_login(commissioner)
    page = client.get(f"/teams/{teams[0].pk}/").content.decode()
    assert f'action="/leagues/{lg.pk}/sponsors/random/"' in page and 'name="sponsor"' not in page
    client.post(f"/leagues/{lg.pk}/sponsors/random/")
    assert len(set(TeamSponsor.objects.values_list("sponsor", flat=True))) == 5
    assert set(TeamSponsor.objects.values_list("sponsor", flat=True)) <= set(SPONSOR_KEYS)
    client.force_login(teams[0].coach.user)
    assert client.post(f"/api/leagues/{lg.pk}/random-sponsors/").status_code == 403
