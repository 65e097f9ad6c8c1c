"""Game reports: score in points, how the game ended, confirmation by the opponent, the commissioner
deciding a dispute (rules/blitz-bowl.md §10, §14, §16, §18.3)."""

import pytest
from django.core.exceptions import PermissionDenied, ValidationError

from games.blitz_bowl import services as blitz
from games.blitz_bowl.models import CoachTrait
from games.blitz_bowl.selectors import coach_roster, table
from league.models import AuditEntry, Fixture
from matches.models import ResultReport
from tests.league.blitz_helpers import confirm, decide, dispute, make_blitz_league, play, report, side, view


@pytest.fixture
def game_setup(make_user):
    commissioner, league, users, teams = make_blitz_league(make_user, 3)
    game = blitz.arrange_game(by=users[0], league=league, home=teams[0], away=teams[1])
    return commissioner, league, users, teams, game


def test_report_computes_points_and_the_opponent_confirms(game_setup):
    _, _, users, teams, game = game_setup
    report(by=users[0], game=game, ending="end_of_deck",
                        home=side(touchdowns=2, cards_claimed=4, card_points=6, sweeps=1, injuries_caused=2),
                        away=side(touchdowns=1, cards_claimed=1, card_points=2))
    game = view(game)
    assert (game.status, game.home_score, game.away_score) == ("reported", 6 + 6 + 2, 3 + 2)
    confirm(by=users[1], game=game.fixture)
    game = view(game.fixture)
    assert game.status == "played" and game.confirmed_by == users[1].coach
    assert game.league_points_of(teams[0].pk) == 3 and game.league_points_of(teams[1].pk) == 0
    roster = coach_roster(teams[0])
    [row] = roster["rows"]
    assert (row["opponent"], row["league_points"], row["cards_claimed"], row["injuries_caused"]) == \
        (teams[1], 3, 4, 2)
    assert roster["totals"].league_points == 3


def test_a_draw_gives_one_league_point_each(game_setup):
    _, _, users, teams, game = game_setup
    play(game, users, teams, home=side(touchdowns=1), away=side(cards_claimed=1, card_points=3))
    assert [line.league_points for line in table(game.season) if line.games] == [1, 1]


def test_sudden_death_needs_a_10_point_lead_else_nothing_is_saved(game_setup):  # §16
    _, _, users, _, game = game_setup
    with pytest.raises(ValidationError, match=r"lead of 10.*§16"):
        report(by=users[0], game=game, ending="sudden_death",
                            home=side(touchdowns=3), away=side(touchdowns=0))
    game.refresh_from_db()
    assert game.status == "scheduled" and not ResultReport.objects.filter(fixture=game).exists()
    report(by=users[0], game=game, ending="sudden_death", home=side(touchdowns=4), away=side())
    assert Fixture.objects.get(pk=game.pk).status == "reported"


def test_only_the_opponent_confirms_and_only_the_two_coaches_report(game_setup):
    _, _, users, _, game = game_setup
    with pytest.raises(PermissionDenied):
        report(by=users[2], game=game, ending="end_of_deck", home=side(), away=side())
    report(by=users[0], game=game, ending="end_of_deck", home=side(touchdowns=1), away=side())
    with pytest.raises(PermissionDenied):
        confirm(by=users[0], game=game)  # the reporter
    with pytest.raises(PermissionDenied):
        confirm(by=users[2], game=game)  # not in the game
    assert Fixture.objects.get(pk=game.pk).status == "reported"


def test_a_dispute_goes_to_the_commissioner_who_decides_with_an_audit_entry(game_setup):
    commissioner, _, users, teams, game = game_setup
    report(by=users[0], game=game, ending="end_of_deck", home=side(touchdowns=2), away=side())
    with pytest.raises(ValidationError, match="Say what is wrong"):
        dispute(by=users[1], game=game, reason=" ")
    dispute(by=users[1], game=game, reason="I scored a touchdown too")
    with pytest.raises(ValidationError, match="commissioner decides"):
        report(by=users[0], game=game, ending="end_of_deck", home=side(), away=side())
    with pytest.raises(PermissionDenied):
        decide(by=users[0], game=game, ending="end_of_deck", home=side(), away=side(), reason="x")
    decide(by=commissioner, game=game, ending="end_of_deck", home=side(touchdowns=2),
                      away=side(touchdowns=1), reason="Both coaches agreed at the table")
    played = view(game)
    assert played.status == "played" and (played.home_score, played.away_score) == (6, 3)
    entry = AuditEntry.objects.get()
    assert entry.reason == "Both coaches agreed at the table"
    assert [s["score"] for s in entry.changes["result"][1]["sides"]] == [6, 3]
    assert CoachTrait.objects.filter(fixture=game).count() == 2  # a league game: both coaches roll


def test_traits_used_must_be_held_and_change_the_score(make_user):  # §18.8
    _, league, users, teams = make_blitz_league(make_user, 4)
    game = blitz.arrange_game(by=users[0], league=league, home=teams[0], away=teams[1])
    with pytest.raises(ValidationError, match="does not hold"):
        report(by=users[0], game=game, ending="end_of_deck",
                            home=side(touchdowns=1, traits_used=["loud_celebrator"]), away=side())
    assert Fixture.objects.get(pk=game.pk).status == "scheduled"
    # Coach 0 earns Loud Celebrator (2D8 = 8) in a game against coach 2, then uses it in the next game.
    earlier = blitz.arrange_game(by=users[0], league=league, home=teams[0], away=teams[2])
    play(earlier, users, teams)
    CoachTrait.objects.filter(fixture=earlier, team=teams[0]).update(rolled="loud_celebrator", trait="loud_celebrator")
    later = blitz.arrange_game(by=users[0], league=league, home=teams[0], away=teams[3])
    report(by=users[0], game=later, ending="end_of_deck",
                        home=side(touchdowns=1, traits_used=["loud_celebrator"]), away=side())
    assert ResultReport.objects.get(fixture=later).sides[0]["score"] == 4


def test_a_late_report_cannot_use_a_trait_earned_in_a_later_game(make_user):  # §18.8
    from engine.dice import Dice

    commissioner, league, users, teams = make_blitz_league(make_user, 4)
    first = blitz.arrange_game(by=users[0], league=league, home=teams[0], away=teams[1])
    second = blitz.arrange_game(by=users[0], league=league, home=teams[0], away=teams[2])
    # The second game is reported first; coach 0 rolls 4+4 = 8, Loud Celebrator.
    report(by=users[0], game=second, ending="end_of_deck", home=side(touchdowns=1), away=side())
    dice = Dice.forcing(4, 4, 1, 1)
    confirm(by=users[2], game=second, dice=dice)
    dice.assert_all_forced_used()
    assert CoachTrait.objects.get(fixture=second, team=teams[0]).trait == "loud_celebrator"
    late = side(touchdowns=1, traits_used=["loud_celebrator"])
    with pytest.raises(ValidationError, match=r"from a game before this one.*§18\.8|§18\.8.*from a game before"):
        report(by=users[0], game=first, ending="end_of_deck", home=late, away=side())
    with pytest.raises(ValidationError, match="from a game before this one"):
        decide(by=commissioner, game=first, ending="end_of_deck", home=late, away=side(), reason="x")
    first.refresh_from_db()
    assert first.status == "scheduled" and not ResultReport.objects.filter(fixture=first).exists()
    # The report form offers only the traits usable in that game.
    from games.blitz_bowl.views import ReportForm

    assert ReportForm(game=first).fields["home_traits_used"].choices == []
    third = blitz.arrange_game(by=users[0], league=league, home=teams[0], away=teams[3])
    assert ReportForm(game=third).fields["home_traits_used"].choices == [("loud_celebrator", "Loud Celebrator")]
