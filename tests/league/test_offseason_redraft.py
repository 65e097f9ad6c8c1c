"""§8.10.4 re-drafting with forced dice: re-hire at Current Value + 20,000 gp per previous season with the
whole profile, Niggling Injury recovery, Temporarily Retired players' reductions, re-rolls at roster cost,
new hires, all within the budget and the team-creation rules; coach-only; or leave the league."""

import pytest
from django.core.exceptions import PermissionDenied

from engine.dice import Dice
from games.dungeon_bowl.models import Redraft
from games.dungeon_bowl.offseason import redraft as service
from games.dungeon_bowl.offseason import services as offseason
from league.models import Player, TeamReroll
from league.services.errors import RuleViolation
from tests import playoff_factories as pf

LINEMAN = pf.LINEMAN


@pytest.fixture
def waiting(db, django_capture_on_commit_callbacks):
    commish, lg, s, ta, tb, bracket = pf.finished_playoffs()
    team = ta[3]  # no play-offs: 6 league matches lost, treasury empty
    with django_capture_on_commit_callbacks(execute=True):
        off = offseason.start_off_season(by=commish, season=s, confirm=True)
    record = Redraft.objects.get(off_season=off, team=team)
    assert record.budget == 1_000_000 + 6 * 20_000
    return {"commish": commish, "team": team, "record": record, "off": off, "other": ta[0], "season": s}


def force(monkeypatch, *results):
    dice = Dice.forcing(*results)
    monkeypatch.setattr(offseason, "new_dice", lambda seed=None: dice)
    return dice


@pytest.mark.django_db
def test_rehire_costs_current_value_plus_agent_fee_and_keeps_the_profile(waiting, monkeypatch):
    team, record = waiting["team"], waiting["record"]
    players = list(team.players.order_by("number"))
    veteran = players[0]
    Player.objects.filter(pk=veteran.pk).update(value=90_000, spp=7, seasons_played=3, skills=["Block"])
    costs = {c.player.pk: c.cost for c in service.candidates(team)}
    assert costs[veteran.pk] == 90_000 + 3 * 20_000
    assert costs[players[1].pk] == 50_000 + 1 * 20_000  # every player has now played one season
    dice = force(monkeypatch)  # nobody is injured: no roll
    service.redraft_team(by=team.coach.user, redraft=record, rehire=[p.pk for p in players], rerolls=2)
    dice.assert_all_forced_used()
    veteran.refresh_from_db()
    assert veteran.on_roster and veteran.spp == 7 and veteran.skills == ["Block"] and veteran.value == 90_000
    record.refresh_from_db()
    spent = 150_000 + 10 * 70_000 + 2 * 50_000
    assert record.state == Redraft.State.REDRAFTED and record.spent == spent
    team.refresh_from_db()
    assert team.treasury == 1_120_000 - spent  # what is not spent goes to the treasury (§4.7)
    assert TeamReroll.objects.filter(team=team).count() == 2


@pytest.mark.django_db
def test_niggling_injuries_heal_on_4_plus(waiting, monkeypatch):
    team, record = waiting["team"], waiting["record"]
    players = list(team.players.order_by("number"))
    Player.objects.filter(pk=players[0].pk).update(niggling_injuries=2)
    dice = force(monkeypatch, 4, 3)
    service.redraft_team(by=team.coach.user, redraft=record, rehire=[p.pk for p in players], rerolls=0)
    dice.assert_all_forced_used()
    players[0].refresh_from_db()
    assert players[0].niggling_injuries == 1
    record.refresh_from_db()
    assert [(r["player"], r["result"]) for r in record.rolls] == [(players[0].pk, 4), (players[0].pk, 3)]


@pytest.mark.django_db
def test_temporarily_retired_player_recovers_a_reduction_on_4_plus_and_gains_a_niggling_injury(waiting, monkeypatch):
    team, record = waiting["team"], waiting["record"]
    players = list(team.players.order_by("number"))
    retired = players[4]
    # Smashed Knee (MA 6 -> 5) and Head Injury (AV 9+ -> 8+), then temporarily retired (§7.4.2).
    Player.objects.filter(pk=retired.pk).update(ma=5, av=8, lasting_injuries=["MA", "AV"], temporarily_retired=True)
    dice = force(monkeypatch, 5, 1)  # MA recovered, AV not
    service.redraft_team(by=team.coach.user, redraft=record, rehire=[p.pk for p in players], rerolls=0)
    dice.assert_all_forced_used()
    retired.refresh_from_db()
    assert (retired.ma, retired.av) == (6, 8)
    assert retired.lasting_injuries == ["AV"] and retired.niggling_injuries == 1
    assert not retired.temporarily_retired and retired.on_roster


@pytest.mark.django_db
def test_players_not_rehired_leave_and_new_players_are_hired(waiting, monkeypatch):
    team, record = waiting["team"], waiting["record"]
    players = list(team.players.order_by("number"))
    force(monkeypatch)
    service.redraft_team(by=team.coach.user, redraft=record, rehire=[p.pk for p in players[:9]], rerolls=1,
                         hires={"dwarf_blocker_lineman": 2, "dwarf_runner": 1}, names={"dwarf_runner": ["Quickbeard"]})
    left = Player.objects.filter(pk__in=[p.pk for p in players[9:]])
    assert all(not p.on_roster for p in left) and all(p.events.filter(kind="not re-hired").exists() for p in left)
    roster = list(team.roster_players().order_by("number"))
    assert len(roster) == 12
    assert sorted(p.number for p in roster) == list(range(1, 13))  # freed numbers are used again
    assert team.roster_players().filter(name="Quickbeard", position="dwarf_runner", value=85_000).exists()
    record.refresh_from_db()
    assert record.spent == 9 * 70_000 + 2 * 70_000 + 85_000 + 50_000


@pytest.mark.django_db
def test_over_budget_or_too_few_players_is_refused_and_nothing_changes(waiting, monkeypatch):
    team, record = waiting["team"], waiting["record"]
    players = [p.pk for p in team.players.order_by("number")]
    force(monkeypatch)
    with pytest.raises(RuleViolation, match=r"budget.*§4.2"):
        service.redraft_team(by=team.coach.user, redraft=record, rehire=players, rerolls=8,
                             hires={"ogre_blocker": 2})
    with pytest.raises(RuleViolation, match=r"at least 11 players.*§4.4"):
        service.redraft_team(by=team.coach.user, redraft=record, rehire=players[:10], rerolls=0)
    with pytest.raises(RuleViolation, match="last season's roster"):
        service.redraft_team(by=team.coach.user, redraft=record, rehire=[*players, waiting["other"].players.first().pk],
                             rerolls=0)
    record.refresh_from_db()
    assert record.state == Redraft.State.WAITING and team.roster_players().count() == 11
    assert not TeamReroll.objects.filter(team=team).exists()


@pytest.mark.django_db
def test_only_the_teams_coach_redrafts_or_leaves(waiting, monkeypatch):
    team, record = waiting["team"], waiting["record"]
    players = [p.pk for p in team.players.all()]
    force(monkeypatch)
    for intruder in (waiting["commish"], waiting["other"].coach.user):
        with pytest.raises(PermissionDenied):
            service.redraft_team(by=intruder, redraft=record, rehire=players, rerolls=0)
        with pytest.raises(PermissionDenied):
            service.leave_league(by=intruder, redraft=record)
    service.leave_league(by=team.coach.user, redraft=record)
    record.refresh_from_db()
    assert record.state == Redraft.State.LEFT
    with pytest.raises(RuleViolation, match="already left"):
        service.redraft_team(by=team.coach.user, redraft=record, rehire=players, rerolls=0)
