"""§8.11 a new season: the commissioner opens it once every coach has re-drafted or left; re-drafted teams
are in, leavers are not, new teams may join; then divisions are drawn and the schedule generated."""

import pytest
from django.core.exceptions import PermissionDenied

from games.dungeon_bowl.models import Redraft
from games.dungeon_bowl.offseason import redraft as redraft_services
from games.dungeon_bowl.offseason import services as offseason
from league.models import Fixture, Season, SeasonEntry
from league.services.errors import RuleViolation
from league.services.leagues import decide_entry
from league.services.teams import create_team
from tests import playoff_factories as pf
from tests import schedule_factories as f


def off_season_with_redrafts(django_capture_on_commit_callbacks, *, leave=lambda ta, tb: ()):
    commish, lg, s, ta, tb, bracket = pf.finished_playoffs()
    with django_capture_on_commit_callbacks(execute=True):
        off = offseason.start_off_season(by=commish, season=s, confirm=True)
    leaving = set(leave(ta, tb))
    for record in off.redrafts.select_related("team__coach__user"):
        if record.team in leaving:
            redraft_services.leave_league(by=record.team.coach.user, redraft=record)
            continue
        rehire = [c.player.pk for c in redraft_services.candidates(record.team)]
        redraft_services.redraft_team(by=record.team.coach.user, redraft=record, rehire=rehire, rerolls=1)
    return commish, lg, s, ta, tb, off


@pytest.mark.django_db
def test_next_season_waits_for_every_coach_then_takes_the_redrafted_teams(django_capture_on_commit_callbacks):
    commish, lg, s, ta, tb = pf.finished_playoffs()[:5]
    with django_capture_on_commit_callbacks(execute=True):
        off = offseason.start_off_season(by=commish, season=s, confirm=True)
    with pytest.raises(RuleViolation, match="8 team"):
        offseason.open_next_season(by=commish, off_season=off)
    assert Season.objects.filter(league=lg).count() == 1


@pytest.mark.django_db
def test_leavers_stay_out_new_teams_join_and_the_season_starts(django_capture_on_commit_callbacks):
    commish, lg, s, ta, tb, off = off_season_with_redrafts(django_capture_on_commit_callbacks, leave=lambda ta, tb: [tb[3]])
    with pytest.raises(PermissionDenied):
        offseason.open_next_season(by=ta[0].coach.user, off_season=off)
    season2 = offseason.open_next_season(by=commish, off_season=off)
    s.refresh_from_db()
    assert s.state == Season.State.CLOSED and season2.number == 2 and season2.state == Season.State.REGISTRATION
    accepted = set(season2.entries.filter(state=SeasonEntry.State.ACCEPTED).values_list("team_id", flat=True))
    assert accepted == {t.pk for t in ta + tb[:3]}
    with pytest.raises(RuleViolation, match="already open"):
        offseason.open_next_season(by=commish, off_season=off)
    # A re-draft after the new season opened is refused.
    with pytest.raises(RuleViolation):
        redraft_services.redraft_team(by=tb[3].coach.user, redraft=Redraft.objects.get(team=tb[3]), rehire=[], rerolls=0)
    newcomer = create_team(by=f.user(), league=lg, name="Fresh Faces", roster_key="fire",
                           hires={pf.LINEMAN: 12}, rerolls=2)
    entry = SeasonEntry.objects.get(season=season2, team=newcomer)
    assert entry.state == SeasonEntry.State.PENDING
    with pytest.raises(RuleViolation, match="pending"):
        offseason.start_next_season(by=commish, season=season2, divisions=2, start=pf.START)
    decide_entry(by=commish, entry=entry, accept=True)
    with pytest.raises(PermissionDenied):
        offseason.start_next_season(by=newcomer.coach.user, season=season2, divisions=2, start=pf.START)
    offseason.start_next_season(by=commish, season=season2, divisions=2, start=pf.START, seed=7)
    season2.refresh_from_db()
    assert season2.state == Season.State.REGULAR_SEASON
    assert sorted(d.teams.count() for d in season2.divisions.all()) == [4, 4]
    # Each division of four: every pair twice, 12 fixtures per division.
    assert Fixture.objects.filter(season=season2, kind=Fixture.Kind.LEAGUE).count() == 24
