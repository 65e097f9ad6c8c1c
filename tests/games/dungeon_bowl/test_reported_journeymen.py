"""Journeymen of a match played and reported by the coaches (§5.2, §7.4.1): hired once as roster rows of
the fixture when the pre-match sheet is settled (or at the first report), given lines on the report form
and the API, and signed or dismissed in that fixture's post-match step 3 only."""

import pytest
from django.core.exceptions import PermissionDenied, ValidationError
from django.test import Client
from django.urls import reverse
from rest_framework.test import APIClient

from games.dungeon_bowl.models import MatchReport, PlayerLine
from games.dungeon_bowl.services.journeymen import fixture_journeymen, hire_fixture_journeymen
from games.dungeon_bowl.services.postmatch import roster as roster
from games.dungeon_bowl.services.prematch import buy_inducements
from games.dungeon_bowl.services.reports import LineData, ReportData, confirm_report, submit_report
from games.dungeon_bowl.tasks import run_post_match
from league.models import Fixture, Player
from tests import postmatch_factories as pf

pytestmark = pytest.mark.django_db
LONER = "Loner (4+)"


@pytest.fixture
def short():
    """The home team has 9 players, so it hires 2 journeymen (§5.2); the away team has 11."""
    fx = pf.match(players=9)
    for number in (10, 11):
        pf.player(fx.away, number)
    fx.home.treasury = 200_000
    fx.home.save()
    return fx


def settle(fx):
    """Both coaches settle the pre-match sheet (buying nothing): the journeymen are hired then, once."""
    buy_inducements(fixture=fx, team=fx.home, user=fx.home.coach.user, purchases={})
    buy_inducements(fixture=fx, team=fx.away, user=fx.away.coach.user, purchases={})
    return list(fixture_journeymen(fx.home, fx))


def test_settling_the_sheet_hires_the_fixtures_journeymen_once(short):
    fx = short
    hired = settle(fx)
    assert [p.number for p in hired] == [10, 11] and all(p.hired_for_id == fx.pk for p in hired)
    assert all(LONER in p.skills for p in hired)  # §5.2
    again = hire_fixture_journeymen(fixture=fx, team=fx.home, side="home", ruleset=pf.RULES)
    assert [p.pk for p in again] == [p.pk for p in hired]
    assert Player.objects.filter(journeyman=True).count() == 2 and not fixture_journeymen(fx.away, fx).exists()


def test_a_journeyman_who_scores_is_recorded_signed_and_keeps_his_spp(short):
    """§7.3.2: the winning touchdown and a completion give him SPP; §7.4.1: signed permanently he keeps them
    and (docs/decisions.md) drops Loner (4+); the one not signed leaves for good."""
    fx = short
    scorer, hurt = settle(fx)
    home = Client()
    home.force_login(fx.home.coach.user)
    page = home.get(reverse("matches:submit-report", args=[fx.pk])).content.decode()
    assert scorer.name in page and f'name="p{hurt.pk}_casualty"' in page
    r = home.post(reverse("matches:submit-report", args=[fx.pk]), {
        "outcome": "home_win", "finish": "touchdown", "scorer": scorer.pk, "conceded_by": "",
        f"p{scorer.pk}_pass_completions": 1, f"p{hurt.pk}_casualty": "badly_hurt",
    })
    assert r.status_code == 302
    report = MatchReport.objects.get(fixture=fx)
    assert report.scorer_id == scorer.pk
    assert PlayerLine.objects.get(report=report, player=scorer).pass_completions == 1
    assert PlayerLine.objects.get(report=report, player=hurt).casualty == "badly_hurt"
    assert Player.objects.filter(journeyman=True).count() == 2  # the report hired nobody more
    confirm_report(report=report, user=fx.away.coach.user)
    run_post_match(report.pk)
    scorer.refresh_from_db()
    earned = scorer.spp
    assert earned >= 5 + 1  # §7.3.2: winning touchdown and a completion (an MVP may add more)

    step3 = home.get(reverse("postmatch-advancements", args=[fx.pk, fx.home.pk])).content.decode()
    assert step3.count('value="sign"') == 2  # both journeymen who played may be signed (§7.4.1)
    with pytest.raises(PermissionDenied):  # permissions unchanged: only his team's coach signs him
        roster.sign_journeyman(by=fx.away.coach.user, player=scorer)
    roster.sign_journeyman(by=fx.home.coach.user, player=scorer)
    scorer.refresh_from_db()
    assert not scorer.journeyman and scorer.spp == earned and LONER not in scorer.skills
    row = roster.finish_roster_step(by=fx.home.coach.user, fixture=fx, team=fx.home)
    hurt.refresh_from_db()
    scorer.refresh_from_db()
    assert row.summary["journeymen_left"] == [hurt.pk] and not hurt.on_roster and scorer.on_roster


def test_the_api_accepts_a_journeymans_line(short):
    fx = short
    scorer, _ = settle(fx)
    api = APIClient()
    api.force_authenticate(fx.home.coach.user)
    r = api.post(f"/api/matches/fixtures/{fx.pk}/report/", {
        "outcome": "home_win", "finish": "touchdown", "scorer": scorer.pk,
        "lines": [{"player": scorer.pk, "deflections": 1}],
    }, format="json")
    assert r.status_code == 201, r.content
    assert PlayerLine.objects.get(report__fixture=fx, player=scorer).deflections == 1


def test_a_report_without_a_settled_sheet_hires_them_once_even_when_posted_twice(short):
    """The sheet was never opened: the first report hires the journeymen, so step 3 has them to sign."""
    fx = short
    data = ReportData(outcome="draw", finish="time_limit")
    submit_report(fixture=fx, user=fx.home.coach.user, data=data)
    with pytest.raises(ValidationError, match="already has a report"):
        submit_report(fixture=fx, user=fx.home.coach.user, data=data)
    assert list(fixture_journeymen(fx.home, fx).values_list("number", flat=True)) == [10, 11]
    assert Player.objects.filter(journeyman=True).count() == 2


def test_step_3_dismisses_only_the_fixtures_own_journeymen(short):
    """A later match (here the next fixture of the same teams) hired its own journeymen before the earlier
    match's step 3 closed: they stay for their own match, and may not appear in the earlier report."""
    fx = short
    first = settle(fx)
    later = Fixture.objects.create(season=fx.season, home=fx.home, away=fx.away)
    second = hire_fixture_journeymen(fixture=later, team=fx.home, side="home", ruleset=pf.RULES)
    assert len(second) == 2 and not {p.pk for p in first} & {p.pk for p in second}
    home = Client()
    home.force_login(fx.home.coach.user)
    page = home.get(reverse("matches:submit-report", args=[fx.pk])).content.decode()
    assert f'name="p{first[0].pk}_casualty"' in page and f'name="p{second[0].pk}_casualty"' not in page
    with pytest.raises(ValidationError, match="not on either team's roster"):
        submit_report(fixture=fx, user=fx.home.coach.user, data=ReportData(
            outcome="draw", finish="time_limit", lines=[LineData(player_id=second[0].pk, deflections=1)]))
    report = pf.report(fx, scorer=first[0])
    run_post_match(report.pk)
    row = roster.finish_roster_step(by=fx.home.coach.user, fixture=fx, team=fx.home)
    assert sorted(row.summary["journeymen_left"]) == sorted(p.pk for p in first)
    assert list(fixture_journeymen(fx.home, later)) == second
