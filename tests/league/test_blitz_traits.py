"""Coach Traits in the league: rolled by the server after each league game, never after finals; the
duplicate rule; the "used this game" mark (rules/blitz-bowl.md §18.8)."""

import pytest
from django.core.exceptions import PermissionDenied

from engine.dice import Dice
from games.blitz_bowl import services as blitz
from games.blitz_bowl.models import CoachTrait
from games.blitz_bowl.selectors import coach_roster
from league.services.errors import RuleViolation
from tests.league.blitz_helpers import confirm, make_blitz_league, report, side


def _play(league, users, teams, a, b, dice):
    game = blitz.arrange_game(by=users[a], league=league, home=teams[a], away=teams[b])
    report(by=users[a], game=game, ending="end_of_deck", home=side(touchdowns=1), away=side())
    confirm(by=users[b], game=game, dice=dice)
    return game


def test_both_coaches_roll_2d8_after_a_league_game_and_the_roll_is_logged(make_user):
    _, league, users, teams = make_blitz_league(make_user, 3)
    dice = Dice.forcing(4, 4, 1, 1)  # home: 8 Loud Celebrator; away: 2 Magical "Training"
    game = _play(league, users, teams, 0, 1, dice)
    dice.assert_all_forced_used()
    home, away = CoachTrait.objects.get(fixture=game, team=teams[0]), CoachTrait.objects.get(fixture=game, team=teams[1])
    assert home.trait == "loud_celebrator" and away.trait == "magical_training"
    assert [r["result"] for r in home.rolls] == [4, 4] and all(r["die"] == "D8" for r in home.rolls)
    roster = coach_roster(teams[0])
    assert [t.info.name for t in roster["traits"]] == ["Loud Celebrator"]
    assert "4 points" in roster["traits"][0].info.rule


def test_a_duplicate_waits_for_the_coach_to_choose_a_trait_not_held(make_user):
    _, league, users, teams = make_blitz_league(make_user, 3)
    dice = Dice.forcing(4, 4, 1, 1, 4, 4, 2, 2)
    _play(league, users, teams, 0, 1, dice)
    game2 = _play(league, users, teams, 0, 2, dice)  # coach 0 rolls 8 again: a duplicate
    dice.assert_all_forced_used()
    pending = CoachTrait.objects.get(fixture=game2, team=teams[0])
    assert pending.awaiting_choice and pending.rolled == "loud_celebrator"
    assert coach_roster(teams[0])["pending_traits"] == [pending]
    with pytest.raises(PermissionDenied):
        blitz.choose_trait(by=users[1], coach_trait=pending, key="glory_hound")
    with pytest.raises(RuleViolation, match=r"already held.*§18\.8"):
        blitz.choose_trait(by=users[0], coach_trait=pending, key="loud_celebrator")
    assert CoachTrait.objects.get(pk=pending.pk).trait == ""
    blitz.choose_trait(by=users[0], coach_trait=pending, key="glory_hound")
    assert set(CoachTrait.objects.filter(team=teams[0]).values_list("trait", flat=True)) == {
        "loud_celebrator", "glory_hound"}


def test_confirming_twice_never_rolls_twice(make_user):
    _, league, users, teams = make_blitz_league(make_user, 3)
    game = _play(league, users, teams, 0, 1, Dice(1))
    assert blitz.roll_coach_trait(game=game, team_id=teams[0].pk).pk == \
        CoachTrait.objects.get(fixture=game, team=teams[0]).pk
    assert CoachTrait.objects.filter(fixture=game).count() == 2


def test_used_this_game_mark_by_the_coach_only_and_cleared_after_the_next_game(make_user):
    _, league, users, teams = make_blitz_league(make_user, 3)
    _play(league, users, teams, 0, 1, Dice.forcing(4, 4, 1, 1))
    trait = CoachTrait.objects.get(team=teams[0])
    with pytest.raises(PermissionDenied):
        blitz.mark_trait_used(by=users[1], coach_trait=trait, used=True)
    assert not CoachTrait.objects.get(pk=trait.pk).used_this_game
    blitz.mark_trait_used(by=users[0], coach_trait=trait, used=True)
    assert CoachTrait.objects.get(pk=trait.pk).used_this_game
    _play(league, users, teams, 0, 2, Dice.forcing(2, 3, 3, 3))
    assert not CoachTrait.objects.get(pk=trait.pk).used_this_game
