"""Dungeon Bowl on the history pages: the SPP of post-match step 2 (§7.3.2) and the TV of step 4 (§7.5)
reach the league's records, the season's SPP leaders, the player page and the team's value chart."""

import pytest

from engine.dice import Dice
from games.dungeon_bowl.models import PostMatchStep
from games.dungeon_bowl.services.postmatch import run_step
from games.dungeon_bowl.services.postmatch.result import apply_result
from games.dungeon_bowl.services.postmatch.spp import apply_spp
from games.dungeon_bowl.services.postmatch.value import apply_team_value
from league.models import Fixture
from league.services.fixtures import record_result
from tests import postmatch_factories as pf

pytestmark = pytest.mark.django_db
Step = PostMatchStep.Step


def play(fx):
    """Home wins 1-0: #1 scores (5 SPP), #2 completes two passes (2 SPP); the away #1 is Badly Hurt.
    Each side's MVP is its #3 (forced D11 = 3, 4 SPP)."""
    scorer, thrower, victim = pf.numbered(fx.home, 1), pf.numbered(fx.home, 2), pf.numbered(fx.away, 1)
    report = pf.report(fx, scorer=scorer, lines=[{"player": thrower, "pass_completions": 2},
                                                 {"player": victim, "casualty": "badly_hurt"}])
    record_result(fixture=fx, outcome=Fixture.Outcome.HOME_WIN, finish="touchdown", scores=(1, 0),
                  side_data=({"casualties": 0}, {"casualties": 0}))
    for team in (fx.home, fx.away):
        run_step(fixture=fx, report=report, team=team, step=Step.RESULT, apply=apply_result, dice=Dice.forcing(),
                 winnings_dice=Dice.forcing(1, 2))
        dice = Dice.forcing(3)
        run_step(fixture=fx, report=report, team=team, step=Step.ADVANCEMENT, apply=apply_spp, dice=dice)
        dice.assert_all_forced_used()
        run_step(fixture=fx, report=report, team=team, step=Step.TEAM_VALUE, apply=apply_team_value)
    return fx, scorer, thrower, victim


@pytest.fixture
def played():
    return play(pf.match())


def test_spp_records_and_season_leaders(client, played):
    fx, scorer, thrower, victim = played
    page = client.get(f"/leagues/{fx.season.league_id}/history/").content.decode()
    # §7.3.2: touchdown 5 is the most in the match; the MVPs' 4 come next
    assert f"Most SPP in a match</td><td class=\"num\">5</td><td>{scorer.name} ({fx.home.name}) v {fx.away.name}" in page
    assert f"{scorer.name} ({fx.home.name}) — 5" in page and f"{thrower.name} ({fx.home.name}) — 2" in page
    chart = client.get(f"/seasons/{fx.season_id}/history/").content.decode()
    assert 'aria-label="SPP leaders"' in chart and f"{scorer.name} ({fx.home.name})" in chart


def test_player_page_lists_matches_spp_and_injuries(client, played):
    fx, scorer, thrower, victim = played
    page = client.get(f"/players/{scorer.pk}/").content.decode()
    assert "1 match, 5 SPP earned in the career" in page
    assert f">{fx.away.name}</a></td><td class=\"num\">5</td>" in page
    hurt = client.get(f"/players/{victim.pk}/").content.decode()
    assert "Badly Hurt" in hurt and "1 match, 0 SPP earned" in hurt


def test_team_page_draws_its_value_after_each_match(client, played):
    fx, *_ = played
    value = PostMatchStep.objects.get(fixture=fx, team=fx.home, step=Step.TEAM_VALUE).summary["team_value"]
    page = client.get(f"/teams/{fx.home_id}/history/").content.decode()
    assert 'aria-label="Team value, season 1 (after each match)"' in page
    assert f"{fx.home.name} ({value // 1000:g}k)" in page


def test_player_and_history_pages_cost_no_more_queries_with_more_matches(client, played):
    """No N+1: two more matches of the same teams add no query to the player, team, league or season pages."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    fx, scorer, *_ = played
    urls = [f"/players/{scorer.pk}/", f"/teams/{fx.home_id}/history/", f"/leagues/{fx.season.league_id}/history/",
            f"/seasons/{fx.season_id}/history/"]

    def counts():
        result = []
        for url in urls:
            with CaptureQueriesContext(connection) as ctx:
                assert client.get(url).status_code == 200
            result.append(len(ctx.captured_queries))
        return result

    before = counts()
    for _ in range(2):
        play(Fixture.objects.create(season=fx.season, home=fx.home, away=fx.away))
    page = client.get(f"/players/{scorer.pk}/").content.decode()
    assert "3 matches, 15 SPP earned in the career" in page
    assert counts() == before
