""""Your move": the dashboard lists what waits on the user — reports to answer, disputes to rule (the
commissioner), and Dungeon Bowl's step 3 after a match (advancements, journeymen: §7.3-§7.4) and pre-match
sheets (§5) — and an entry leaves once it is done."""

import pytest

from games.dungeon_bowl.models import PreMatchSheet
from games.dungeon_bowl.services.postmatch import run_post_match_sequence
from games.dungeon_bowl.services.postmatch.roster import finish_roster_step
from league.models import Fixture, Season
from league.selectors.dashboard import actions_for_coach
from league.services.schedule import generate_schedule
from tests import postmatch_factories as pf
from tests import schedule_factories as f
from tests.league.blitz_helpers import dispute, report, side

pytestmark = pytest.mark.django_db


def texts(user):
    return [a["text"] for a in actions_for_coach(user)]


def test_a_report_waits_on_the_opponent_and_a_dispute_on_the_commissioner(blitz_game):
    commissioner, _, users, _, game = blitz_game
    report(by=users[0], game=game, ending="end_of_deck", home=side(touchdowns=1), away=side())
    assert any("confirm or dispute" in t for t in texts(users[1]))
    assert not any("confirm or dispute" in t for t in texts(users[0]))
    dispute(by=users[1], game=game, reason="No")
    assert any("is disputed; decide it" in t for t in texts(commissioner))
    assert not any("confirm or dispute" in t for t in texts(users[1]))


def test_step_3_after_a_match_waits_on_the_coach_until_finished(django_capture_on_commit_callbacks):
    fx = pf.match()
    run_post_match_sequence(report_id=pf.report(fx).pk)
    coach = fx.home.coach.user
    [entry] = [a for a in actions_for_coach(coach) if "post-match" in a["text"]]
    assert entry["url"] == f"/postmatch/{fx.pk}/{fx.home_id}/"
    finish_roster_step(by=coach, fixture=fx, team=fx.home)
    assert not any("post-match" in t for t in texts(coach))


def test_the_next_fixtures_prematch_sheet_waits_until_the_side_settles_it():
    commish = f.user()
    lg = f.league(commissioner=commish)
    s = f.season(lg)
    d = f.division(s, teams=4)
    generate_schedule(season=s, user=commish)
    Season.objects.filter(pk=s.pk).update(state=Season.State.REGULAR_SEASON)
    fx = Fixture.objects.filter(round__division=d, round__number=1).order_by("id").first()
    coach = fx.home.coach.user
    [entry] = [a for a in actions_for_coach(coach) if "Pre-match" in a["text"]]
    assert str(fx) in entry["text"] and entry["url"] == f"/matches/fixtures/{fx.pk}/prematch/"
    from django.utils import timezone

    PreMatchSheet.objects.create(fixture=fx, home_ctv=1, away_ctv=1, home_bought_at=timezone.now())
    assert not any("Pre-match" in t for t in texts(coach))
    assert any("Pre-match" in t for t in texts(fx.away.coach.user))
