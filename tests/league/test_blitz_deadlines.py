"""Blitz Bowl rounds have deadlines (the rulebook is silent: docs/decisions.md). A game not played by its round's
deadline is resolved by the league's policy, chosen by the commissioner: the rulebook reading (a loss for both,
unless one coach conceded: then the other wins, 3 league points, §18.3) or the commissioner's decision. One absent
coach does not stall the league: the season reaches its finals (§18.4) on time."""

from datetime import timedelta

import pytest
from django.core.exceptions import PermissionDenied
from django.utils import timezone

from engine.dice import Dice
from games.blitz_bowl import services as blitz
from games.blitz_bowl.selectors import coach_roster, table
from league.models import Fixture, League
from league.services import fixtures as fixture_services
from league.services.errors import RuleViolation
from league.services.schedule import close_due_rounds_now
from tests.league.blitz_helpers import confirm, make_blitz_league, report, side, user_of

pytestmark = pytest.mark.django_db
WEEK = timedelta(days=7)


def _season_with_an_absent_coach(make_user, *, policy=League.UnplayedPolicy.RULEBOOK, concede_first=False):
    """Round after round: every game without the absent coach (teams[3]) is played, the home coach winning;
    the absent coach's games reach their deadline. Returns the league, its coaches and the round deadlines."""
    commissioner, league, users, teams = make_blitz_league(make_user, 4)
    blitz.update_settings(by=commissioner, league=league, quarter_finals=False, unplayed_policy=policy,
                          round_length_days=7)
    absent = teams[3]
    now = timezone.now()
    conceded = None
    while True:
        try:
            games = blitz.generate_round(by=commissioner, league=league, now=now)
        except RuleViolation:
            break
        for game in games:
            assert game.round.deadline == now + WEEK  # the round's deadline: the league's round length
            if absent.pk in (game.home_id, game.away_id):
                if concede_first and conceded is None:  # the commissioner concedes for the absent coach (§8.5 reading)
                    conceded = fixture_services.concede_fixture(fixture=game, team=absent, user=commissioner)
                continue
            report(by=user_of(users, teams, game.home), game=game, home=side(touchdowns=2, cards_claimed=1),
                   away=side(touchdowns=1), ending="end_of_deck")
            confirm(by=user_of(users, teams, game.away), game=game)
        now += WEEK
        close_due_rounds_now(now=now)  # the beat task at the deadline
    return commissioner, league, users, teams, conceded


def test_an_absent_coach_loses_every_game_by_the_rulebook_reading_and_the_finals_start_on_time(make_user):
    commissioner, league, users, teams, _ = _season_with_an_absent_coach(make_user)
    season = league.seasons.get()
    lines = {line.team.pk: line for line in table(season)}
    absent = lines[teams[3].pk]
    # every coach reached 10 games (§18.2): the absent coach's are losses for both, with no league points
    assert {line.games for line in lines.values()} == {10}
    assert (absent.wins, absent.draws, absent.losses, absent.league_points) == (0, 0, 10, 0)
    unplayed = Fixture.objects.filter(season=season, status=Fixture.Status.UNPLAYED)
    assert unplayed.count() == 10 and set(unplayed.values_list("outcome", flat=True)) == {"both_lose"}
    assert all("loss for both" in f.note for f in unplayed)
    # the absent coach's opponents took a loss too: 0 league points for those games
    present = [lines[t.pk] for t in teams[:3]]
    assert sum(line.losses for line in present) >= 10
    roster = coach_roster(teams[3], season)
    assert len(roster["rows"]) == 10 and not roster["upcoming"]
    final = blitz.start_finals(by=commissioner, league=league, dice=Dice("final-seed"))[0]
    assert final.playoff_match.stage == "final" and teams[3].pk not in (final.home_id, final.away_id)


def test_a_game_the_absent_coach_conceded_is_won_by_the_opponent(make_user):  # 3 league points, §18.3
    commissioner, league, users, teams, conceded = _season_with_an_absent_coach(make_user, concede_first=True)
    conceded.refresh_from_db()
    winner = conceded.opponent_of(teams[3].pk)
    assert conceded.status == Fixture.Status.UNPLAYED and conceded.winner_id() == winner.pk
    roster = coach_roster(winner, league.seasons.get())
    row = next(r for r in roster["rows"] if r["game"].pk == conceded.pk)
    assert row["league_points"] == 3 and row["score"] == 0  # a win with no tallies


def test_under_the_commissioners_policy_the_finals_wait_for_the_decisions(make_user):
    commissioner, league, users, teams, _ = _season_with_an_absent_coach(
        make_user, policy=League.UnplayedPolicy.COMMISSIONER)
    season = league.seasons.get()
    waiting = list(Fixture.objects.filter(season=season, status=Fixture.Status.AWAITING_COMMISSIONER))
    assert len(waiting) == 10
    with pytest.raises(RuleViolation, match=r"after all 10 league games.*§18\.4"):
        blitz.start_finals(by=commissioner, league=league, dice=Dice.forcing())
    with pytest.raises(PermissionDenied):  # only a commissioner decides
        fixture_services.decide_unplayed(fixture=waiting[0], outcome="both_lose", user=users[0], reason="no show")
    for fixture in waiting:
        fixture_services.decide_unplayed(fixture=fixture, outcome="both_lose", user=commissioner, reason="no show")
    assert {line.games for line in table(season)} == {10}
    assert blitz.start_finals(by=commissioner, league=league, dice=Dice("final-seed"))


def test_no_simulate_policy_for_a_game_without_an_engine(make_user):
    commissioner, league, users, teams = make_blitz_league(make_user, 4)
    with pytest.raises(RuleViolation, match="no match engine"):
        blitz.update_settings(by=commissioner, league=league, quarter_finals=False,
                              unplayed_policy=League.UnplayedPolicy.SIMULATE)
    league.refresh_from_db()
    assert league.unplayed_policy == League.UnplayedPolicy.RULEBOOK
    with pytest.raises(PermissionDenied):
        blitz.update_settings(by=users[0], league=league, quarter_finals=False,
                              unplayed_policy=League.UnplayedPolicy.COMMISSIONER)


def test_the_commissioner_sets_the_policy_on_the_league_page_and_a_coach_may_not(client, make_user):
    commissioner, league, users, teams = make_blitz_league(make_user, 4)
    client.force_login(commissioner)
    page = client.get(f"/blitz/{league.pk}/").content.decode()
    assert 'name="unplayed_policy"' in page and "simulate" not in page.split('name="unplayed_policy"')[1][:400]
    client.post(f"/blitz/{league.pk}/settings/", {"unplayed_policy": "commissioner", "round_length_days": "3"})
    league.refresh_from_db()
    assert (league.unplayed_policy, league.round_length_days) == ("commissioner", 3)
    client.force_login(users[0])
    assert client.post(f"/blitz/{league.pk}/settings/", {"unplayed_policy": "rulebook"}).status_code == 403
    league.refresh_from_db()
    assert league.unplayed_policy == "commissioner"


def test_the_api_opens_a_league_with_its_deadline_policy(client, make_user):
    client.force_login(make_user("opener"))
    answer = client.post("/api/blitz/leagues/", {"name": "Deadline League", "unplayed_policy": "commissioner",
                                                 "round_length_days": 5}, content_type="application/json")
    assert answer.status_code == 201, answer.content
    league = League.objects.get(name="Deadline League")
    assert (league.unplayed_policy, league.round_length_days) == ("commissioner", 5)
    refused = client.post("/api/blitz/leagues/", {"name": "Sim League", "unplayed_policy": "simulate"},
                          content_type="application/json")
    assert refused.status_code == 400 and not League.objects.filter(name="Sim League").exists()
