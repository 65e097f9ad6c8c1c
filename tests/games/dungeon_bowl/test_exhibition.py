"""Exhibition play in Dugout (§9): a Dungeon Bowl league with `exhibition_play` on builds its teams by §9 (the
engine's rules, tests/engine/campaign/test_exhibition.py) and its matches have no post-match sequence (§7.1,
§9.7): casualties rolled in the match are discarded, the team is whole for its next match."""

import pytest
from django.contrib.auth.models import AnonymousUser
from django.core.exceptions import PermissionDenied

from dugout.outbox.models import TaskDue
from engine.campaign.exhibition import FreeAdvancement
from engine.match import RandomBot
from games.dungeon_bowl.exhibition.services import build_exhibition_team
from games.dungeon_bowl.models import ExhibitionRoster, MatchReport, PostMatchStep
from games.dungeon_bowl.services import simulation as dungeon_simulation
from games.dungeon_bowl.services.postmatch import run_post_match_sequence
from games.dungeon_bowl.services.reports import LineData, ReportData, confirm_report, submit_report
from league.models import Fixture, Player, Team
from league.services.errors import RuleViolation
from tests import postmatch_factories as pf
from tests import schedule_factories as f

pytestmark = pytest.mark.django_db
FIRE = {"dwarf_blitzer": 2, "dwarf_runner": 2, "dwarf_blocker_lineman": 7}  # 820,000 gp


def exhibition_league(**settings):
    return f.league(exhibition_play=True, **settings)


def test_9_a_coach_builds_an_exhibition_team_and_what_is_left_is_lost():
    lg = exhibition_league()
    f.season(lg)
    coach = f.user()
    team = build_exhibition_team(by=coach, league=lg, name="Fire Exhibition", roster_key="fire", hires=FIRE, rerolls=2,
                                 inducements={"bright_wizard": 1},
                                 advancements=[FreeAdvancement(0, "Wrestle"), FreeAdvancement(1, "Dauntless")])
    team.refresh_from_db()
    assert team.treasury == 0  # §9.1: the 130,000 gp left is lost, not kept
    roster = ExhibitionRoster.objects.get(team=team)
    assert (roster.budget, roster.inducements, roster.gold_lost) == (1_150_000, {"bright_wizard": 1}, 130_000)
    assert (roster.free_spp, roster.spp_lost) == (36, 24)  # §9.5: 12 spent, 24 lost
    assert team.players.count() == 11 and team.rerolls.count() == 2
    first = team.players.get(number=1)  # players are numbered in roster order: the Blocker Linemen first
    assert first.position == "dwarf_blocker_lineman" and "Wrestle" in first.skills
    assert first.value == 70_000  # §9.6: no value increase
    advancement = first.advancements.get()
    assert (advancement.kind, advancement.spp_cost, advancement.value_increase) == ("chosen_primary", 6, 0)


def test_9_a_team_that_breaks_a_rule_is_named_and_nothing_is_saved():
    lg = exhibition_league(exhibition_inducements=["bribes"])
    coach = f.user()
    with pytest.raises(RuleViolation) as refused:
        build_exhibition_team(by=coach, league=lg, name="Too Much", roster_key="fire", hires=FIRE, rerolls=2,
                              inducements={"bright_wizard": 1},
                              advancements=[FreeAdvancement(i, "Wrestle") for i in range(7)])
    text = str(refused.value)
    assert "§9.4" in text and "§9.5" in text
    assert not Team.objects.filter(league=lg).exists() and not ExhibitionRoster.objects.exists()


def test_only_a_logged_in_coach_builds_and_only_in_an_exhibition_league():
    with pytest.raises(PermissionDenied):
        build_exhibition_team(by=AnonymousUser(), league=exhibition_league(), name="X", roster_key="fire", hires=FIRE,
                              rerolls=0)
    with pytest.raises(RuleViolation, match="§9"):
        build_exhibition_team(by=f.user(), league=f.league(), name="X", roster_key="fire", hires=FIRE, rerolls=0)
    assert not Team.objects.exists()


def _reported_match(lg):
    fx = pf.match(lg=lg)
    from league.models import Season
    Season.objects.filter(pk=fx.season_id).update(state=Season.State.REGULAR_SEASON)
    scorer, victim = fx.home.players.get(number=1), fx.away.players.get(number=2)
    data = ReportData(outcome="home_win", finish="touchdown", scorer_id=scorer.pk, lines=[
        LineData(player_id=scorer.pk, casualties_caused=1), LineData(player_id=victim.pk, casualty="dead")])
    return fx, victim, submit_report(fixture=fx, user=fx.home.coach.user, data=data)


def test_9_7_a_reported_exhibition_match_has_no_post_match_sequence(django_capture_on_commit_callbacks):
    lg = exhibition_league()
    fx, victim, report = _reported_match(lg)
    with django_capture_on_commit_callbacks(execute=True):
        confirm_report(report=report, user=fx.away.coach.user)
    fx.refresh_from_db()
    assert fx.status == Fixture.Status.PLAYED and fx.outcome == "home_win"  # the result counts
    assert not TaskDue.objects.filter(key=f"post-match:report:{report.pk}").exists()  # nothing queued
    assert run_post_match_sequence(report_id=report.pk) is False  # and nothing runs if asked anyway
    assert not PostMatchStep.objects.filter(report=report).exists()
    victim.refresh_from_db()
    assert not victim.dead and not victim.miss_next_game  # the casualty is discarded: whole for the next match
    assert Player.objects.get(pk=fx.home.players.get(number=1).pk).spp == 0  # no SPP, no advancement
    assert MatchReport.objects.get(pk=report.pk).processed_at is None


def test_the_same_report_in_a_league_runs_the_post_match_sequence(django_capture_on_commit_callbacks):
    """The control: without exhibition play the dead player is deleted from the roster (§7.2)."""
    fx, victim, report = _reported_match(f.league())
    with django_capture_on_commit_callbacks(execute=True):
        confirm_report(report=report, user=fx.away.coach.user)
    victim.refresh_from_db()
    assert victim.dead and PostMatchStep.objects.filter(report=report).exists()


def test_9_7_a_simulated_exhibition_match_has_no_post_match_sequence(django_capture_on_commit_callbacks):
    fx = pf.match(lg=exhibition_league())
    with django_capture_on_commit_callbacks(execute=True):
        sim = dungeon_simulation.simulate_fixture(fixture_id=fx.pk, seed="exh-1",
                                                  bots=(RandomBot("exh-1:h"), RandomBot("exh-1:a"), "random"))
        dungeon_simulation.finish_post_match(fixture_id=fx.pk)
    assert sim is not None and MatchReport.objects.get(fixture=fx).status == MatchReport.Status.CONFIRMED
    assert not PostMatchStep.objects.filter(fixture=fx).exists()
    assert not Player.objects.filter(team__in=[fx.home, fx.away], dead=True).exists()
    assert not Player.objects.filter(team__in=[fx.home, fx.away], miss_next_game=True).exists()
    assert not dungeon_simulation.unsettled([fx.pk])  # the simulation batch does not wait for a sequence


def test_9_4_an_exhibition_teams_inducements_reach_the_engines_team_sheet():
    from games.dungeon_bowl.services.team_sheets import build_team_sheet

    lg = exhibition_league()
    f.season(lg)
    team = build_exhibition_team(by=f.user(), league=lg, name="Wizards", roster_key="fire", hires=FIRE, rerolls=2,
                                 inducements={"bright_wizard": 1, "bribes": 1})
    other = pf.team(lg)
    from league.models import Season
    fx = Fixture.objects.create(season=Season.objects.get(league=lg), home=team, away=other)
    built = build_team_sheet(team=team, fixture=fx, side="home", ruleset=lg.rules)
    assert built.sheet.inducements == {"bright_wizard": 1, "bribes": 1} and built.sheet.rerolls == 2
    assert build_team_sheet(team=other, fixture=fx, side="away", ruleset=lg.rules).sheet.inducements == {}
