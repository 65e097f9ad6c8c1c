"""Finals and awards in the league (rules/blitz-bowl.md §18.4-§18.7; readings in docs/decisions.md)."""

import pytest
from django.core.exceptions import PermissionDenied, ValidationError
from django.test import Client

from engine.dice import Dice
from games.blitz_bowl import services as blitz
from games.blitz_bowl.models import CoachTrait, FinalsSeeding
from games.blitz_bowl.selectors import awards, league_page, table
from league.models import Fixture, PlayoffMatch, Season
from league.services.errors import RuleViolation
from tests.league.blitz_helpers import confirm, make_blitz_league, report, side, user_of, view


def _result(game, teams):
    """The lower-numbered team wins; the winner causes an injury."""
    order = [t.pk for t in teams]
    home_wins = order.index(game.home_id) < order.index(game.away_id)
    win, lose = side(touchdowns=2, cards_claimed=1, card_points=2, injuries_caused=1), side(touchdowns=1)
    return (win, lose) if home_wins else (lose, win)


def _play_all_league_games(commissioner, league, users, teams):
    while True:
        try:
            games = blitz.generate_round(by=commissioner, league=league)
        except RuleViolation:
            return
        for game in games:
            _report(game, users, teams)


def _report(game, users, teams, result=None):
    home, away = result or _result(game, teams)
    report(by=user_of(users, teams, game.home), game=game, home=home, away=away, ending="end_of_deck")
    confirm(by=user_of(users, teams, game.away), game=game)


def test_finals_wait_for_all_10_league_games(make_user):
    commissioner, league, users, teams = make_blitz_league(make_user, 3)
    blitz.generate_round(by=commissioner, league=league)
    with pytest.raises(RuleViolation, match=r"after all 10 league games.*§18\.4"):
        blitz.start_finals(by=commissioner, league=league)
    assert league.seasons.get().state == Season.State.REGULAR_SEASON


def test_the_top_two_play_the_final_which_gives_no_league_points_and_no_trait(make_user):
    commissioner, league, users, teams = make_blitz_league(make_user, 3)
    _play_all_league_games(commissioner, league, users, teams)
    season = league.seasons.get()
    assert [(line.team, line.league_points) for line in table(season)] == [
        (teams[0], 30), (teams[1], 15), (teams[2], 0)]
    with pytest.raises(PermissionDenied):
        blitz.start_finals(by=users[0], league=league)
    [final] = blitz.start_finals(by=commissioner, league=league, dice=Dice.forcing())
    assert (final.playoff_match.stage, final.home, final.away) == ("final", teams[0], teams[1])
    # a final cannot end drawn (§18.6)
    with pytest.raises(ValidationError, match=r"§18\.6"):
        report(by=users[0], game=final, ending="end_of_deck", home=side(touchdowns=1),
                            away=side(touchdowns=1))
    traits_before = CoachTrait.objects.count()
    _report(final, users, teams, (side(touchdowns=1), side(touchdowns=2)))
    season.refresh_from_db()
    assert season.state == Season.State.CLOSED
    assert [line.league_points for line in table(season)] == [30, 15, 0]  # finals give none
    assert CoachTrait.objects.count() == traits_before  # no trait after a final
    assert league_page(league)["league_winner"] == teams[1]
    won = {a["award"].key: a["teams"] for a in awards(season)}
    assert won["master_of_the_crush"] == [teams[0]] and won["lead_laurels"] == [teams[2]]
    assert won["king_of_carnage"] == [teams[0]]  # 10 injuries (one per win) v 5


def test_quarter_finals_need_eight_coaches(make_user):
    commissioner, league, users, teams = make_blitz_league(make_user, 3, quarter_finals=True)
    _play_all_league_games(commissioner, league, users, teams)
    with pytest.raises(RuleViolation, match=r"eight coaches.*§18\.5"):
        blitz.start_finals(by=commissioner, league=league)
    assert not Fixture.objects.exclude(kind="league").exists()


def test_top_eight_knockout_quarter_semis_final_and_third_place(make_user):
    commissioner, league, users, teams = make_blitz_league(make_user, 8, quarter_finals=True)
    _play_all_league_games(commissioner, league, users, teams)
    qfs = blitz.start_finals(by=commissioner, league=league, dice=Dice(7))
    seeds = FinalsSeeding.objects.get(season__league=league).seeds
    points = {line.team.pk: line.league_points for line in table(league.seasons.get())}
    assert [points[s] for s in seeds] == sorted(points.values(), reverse=True)
    # QF1 1v8, QF2 2v7, QF3 3v6, QF4 4v5 (§18.5), in the core bracket's order: QF1 and QF4 feed one semi-final.
    assert [(g.home_id, g.away_id) for g in qfs] == [(seeds[0], seeds[7]), (seeds[3], seeds[4]),
                                                       (seeds[1], seeds[6]), (seeds[2], seeds[5])]
    page = Client().get(f"/blitz/{league.pk}/").content.decode()
    assert "Quarter-final 1" in page and "Quarter-final 4" in page
    assert "Quarter-final" in Client().get(f"/blitz/fixtures/{qfs[0].pk}/").content.decode()
    for game in qfs:
        _report(game, users, teams)
    sfs = [m.fixture for m in PlayoffMatch.objects.filter(stage="semi_final").order_by("slot")]
    qf_winners = [view(g).winner().pk for g in qfs]
    # The winners of QF1 and QF4 meet, and of QF2 and QF3 (the better seed at home).
    assert [{g.home_id, g.away_id} for g in sfs] == [{qf_winners[0], qf_winners[1]}, {qf_winners[2], qf_winners[3]}]
    for game in sfs:
        _report(game, users, teams)
    final = PlayoffMatch.objects.get(stage="final").fixture
    third = PlayoffMatch.objects.get(stage="third_place").fixture
    sfs = [view(g) for g in sfs]
    assert {final.home_id, final.away_id} == {g.winner().pk for g in sfs}
    assert {third.home_id, third.away_id} == {g.loser().pk for g in sfs}
    _report(final, users, teams)
    assert league.seasons.get().state == Season.State.PLAYOFFS  # the third-place game is still to play
    _report(third, users, teams, (side(touchdowns=1), side(touchdowns=1)))  # may end drawn
    assert league.seasons.get().state == Season.State.CLOSED


def test_level_coaches_roll_off_for_seeding_and_the_rolls_are_kept(make_user):
    commissioner, league, users, teams = make_blitz_league(make_user, 3)
    level = (side(touchdowns=1), side(touchdowns=1))  # every game drawn: everybody level on everything
    while True:
        try:
            games = blitz.generate_round(by=commissioner, league=league)
        except RuleViolation:
            break
        for game in games:
            _report(game, users, teams, level)
    dice = Dice.forcing(3, 8, 5)  # teams 0, 1, 2 in table order (by name): 1 first, then 2, then 0
    [final] = blitz.start_finals(by=commissioner, league=league, dice=dice)
    dice.assert_all_forced_used()
    assert (final.home, final.away) == (teams[1], teams[2])
    seeding = FinalsSeeding.objects.get(season__league=league)
    assert [(r["team"], r["result"]) for r in seeding.rolls] == [
        (teams[0].pk, 3), (teams[1].pk, 8), (teams[2].pk, 5)]
    assert "Team 1 rolled 8" in Client().get(f"/blitz/{league.pk}/").content.decode()
