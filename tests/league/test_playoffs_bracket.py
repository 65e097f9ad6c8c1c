"""§8.8 the bracket fills itself as results come in; semi-final losers play for third place; a play-off
match must have a winner (the league's draw-breaker); unplayed play-off matches are resolved at their
deadline like regular fixtures (§8.5)."""

from datetime import timedelta

import pytest
import time_machine

from engine.dice import Dice
from games.dungeon_bowl.services.postmatch import conceded_unplayed
from league.models import Fixture, League, PlayoffMatch, ServerRoll
from league.services import playoffs
from league.services.fixtures import concede_fixture, decide_unplayed
from league.tasks import close_due_playoff_matches
from tests import playoff_factories as pf

Stage = PlayoffMatch.Stage


def drawn_bracket(**settings):
    commish, lg, s, (a, b) = pf.regular_season(2, **settings)
    ta, tb = pf.teams_of(a), pf.teams_of(b)
    strength = {ta[0].pk: 9, ta[1].pk: 5, ta[2].pk: 1, ta[3].pk: 0, tb[0].pk: 8, tb[1].pk: 4, tb[2].pk: 1, tb[3].pk: 0}
    pf.finish_regular_season(s, strength, casualties={ta[0].pk: 1, ta[1].pk: 1})
    bracket = playoffs.draw_playoffs(by=commish, season=s, start=pf.START)
    return commish, lg, s, bracket


def match(bracket, stage, slot=1):
    return PlayoffMatch.objects.select_related("fixture", "home__team", "away__team").get(bracket=bracket, stage=stage, slot=slot)


@pytest.mark.django_db
def test_results_fill_the_final_and_the_third_place_match():
    _, _, s, bracket = drawn_bracket()
    sf1, sf2 = match(bracket, Stage.SEMI_FINAL, 1), match(bracket, Stage.SEMI_FINAL, 2)
    assert match(bracket, Stage.FINAL).fixture is None
    with time_machine.travel(pf.START + timedelta(days=5), tick=False):
        pf.play(sf1.fixture, sf1.away.team)  # seed 4 upsets seed 1
        assert match(bracket, Stage.FINAL).fixture is None  # waits for the other semi-final
        pf.play(sf2.fixture, sf2.home.team)
    final, third = match(bracket, Stage.FINAL), match(bracket, Stage.THIRD_PLACE)
    assert final.fixture.kind == Fixture.Kind.PLAYOFF
    assert (final.home.seed, final.away.seed) == (2, 4)  # the better seed is at home
    assert (third.home.seed, third.away.seed) == (1, 3)
    assert match(bracket, Stage.SEMI_FINAL, 1).decided == PlayoffMatch.Decided.PLAYED
    # The final and third place share the last round's deadline.
    assert final.deadline == third.deadline == pf.START + timedelta(days=2 * 7)
    pf.play(final.fixture, final.away.team)
    bracket.refresh_from_db()
    assert not bracket.is_complete
    pf.play(third.fixture, third.home.team)
    bracket.refresh_from_db()
    assert bracket.is_complete


@pytest.mark.django_db
def test_a_drawn_match_goes_to_the_higher_seed_when_the_league_says_so():
    _, _, _, bracket = drawn_bracket(playoff_draw_breaker="higher_seed")
    sf2 = match(bracket, Stage.SEMI_FINAL, 2)
    pf.play(sf2.fixture, None)  # a time-limit draw
    sf2.refresh_from_db()
    assert sf2.winner == sf2.home and sf2.home.seed == 2
    assert sf2.decided == PlayoffMatch.Decided.HIGHER_SEED
    assert not ServerRoll.objects.exists()


@pytest.mark.django_db
def test_a_drawn_match_goes_to_a_roll_off_rolled_and_stored_by_the_server(monkeypatch):
    _, _, _, bracket = drawn_bracket(playoff_draw_breaker="roll_off")
    dice = Dice.forcing(3, 3, 2, 5)  # a tie rolls again; then the away team wins 5 to 2
    monkeypatch.setattr(playoffs, "new_dice", lambda: dice)
    sf1 = match(bracket, Stage.SEMI_FINAL, 1)
    pf.play(sf1.fixture, None)
    dice.assert_all_forced_used()
    sf1.refresh_from_db()
    assert sf1.winner == sf1.away and sf1.decided == PlayoffMatch.Decided.ROLL_OFF
    rolls = list(ServerRoll.objects.filter(fixture=sf1.fixture).values_list("team_id", "result"))
    assert rolls == [(sf1.home.team_id, 3), (sf1.away.team_id, 3), (sf1.home.team_id, 2), (sf1.away.team_id, 5)]


@pytest.mark.django_db
def test_unplayed_play_off_match_is_a_loss_for_both_then_the_draw_breaker_and_runs_once():
    _, _, _, bracket = drawn_bracket()
    sf1, sf2 = match(bracket, Stage.SEMI_FINAL, 1), match(bracket, Stage.SEMI_FINAL, 2)
    with time_machine.travel(pf.START + timedelta(days=6), tick=False):
        pf.play(sf2.fixture, sf2.away.team)
        assert close_due_playoff_matches.delay().get() == 0
    with time_machine.travel(pf.START + timedelta(days=7, minutes=1), tick=False):
        assert close_due_playoff_matches.delay().get() == 1
        assert close_due_playoff_matches.delay().get() == 0
    sf1.refresh_from_db()
    sf1.fixture.refresh_from_db()
    assert sf1.fixture.outcome == Fixture.Outcome.BOTH_LOSE
    assert sf1.winner == sf1.home and sf1.decided == PlayoffMatch.Decided.HIGHER_SEED
    final = match(bracket, Stage.FINAL)
    assert {final.home.seed, final.away.seed} == {1, 3}
    # The final was only known a minute after its planned start: it still gets a full round.
    assert final.deadline == pf.START + timedelta(days=14, minutes=1)


@pytest.mark.django_db
def test_a_conceded_play_off_match_pays_the_winner_d6_x_10000_and_goes_through():
    _, _, _, bracket = drawn_bracket()
    sf1 = match(bracket, Stage.SEMI_FINAL, 1)
    winner = sf1.away.team
    before = winner.treasury
    concede_fixture(fixture=sf1.fixture, team=sf1.home.team, user=sf1.home.team.coach.user)
    dice = Dice.forcing(4)
    with time_machine.travel(pf.START + timedelta(days=8), tick=False):
        assert playoffs.close_playoff_match(match_id=sf1.pk, dice=dice)
    dice.assert_all_forced_used()
    sf1.refresh_from_db()
    winner.refresh_from_db()
    assert sf1.winner == sf1.away and sf1.decided == PlayoffMatch.Decided.CONCESSION
    assert winner.treasury == before + 40_000
    assert conceded_unplayed().filter(pk=sf1.fixture_id).exists()  # two MVP awards due to the winner (§8.5)


@pytest.mark.django_db
def test_a_late_final_gets_a_full_round_from_when_its_teams_are_known():
    _, lg, _, bracket = drawn_bracket()
    sf1, sf2 = match(bracket, Stage.SEMI_FINAL, 1), match(bracket, Stage.SEMI_FINAL, 2)
    with time_machine.travel(pf.START + timedelta(days=5), tick=False):
        pf.play(sf1.fixture, sf1.home.team)
    late = pf.START + timedelta(days=12)
    with time_machine.travel(late, tick=False):
        pf.play(sf2.fixture, sf2.home.team)
    assert match(bracket, Stage.FINAL).deadline == late + timedelta(days=lg.round_length_days)


@pytest.mark.django_db
def test_commissioner_policy_waits_then_the_decision_settles_the_match():
    commish, lg, _, bracket = drawn_bracket(unplayed_policy=League.UnplayedPolicy.COMMISSIONER)
    sf1 = match(bracket, Stage.SEMI_FINAL, 1)
    with time_machine.travel(pf.START + timedelta(days=7, minutes=1), tick=False):
        assert close_due_playoff_matches.delay().get() == 2
    sf1.refresh_from_db()
    sf1.fixture.refresh_from_db()
    assert sf1.fixture.status == Fixture.Status.AWAITING_COMMISSIONER and sf1.winner is None
    decide_unplayed(fixture=sf1.fixture, outcome=Fixture.Outcome.AWAY_WIN, user=commish, reason="home team vanished")
    sf1.refresh_from_db()
    assert sf1.winner == sf1.away and sf1.decided == PlayoffMatch.Decided.COMMISSIONER


@pytest.mark.django_db
def test_a_roll_off_reason_is_stored_in_english_and_shown_in_the_readers_language(monkeypatch):
    """§8.8 the roll-off's dice are the server's; their reason keeps its msgid and team (docs/i18n.md), so the
    fixture page's roll list reads in Italian or Hungarian while the stored text stays English."""
    from django.template import Context, Template
    from django.utils import translation

    _, _, _, bracket = drawn_bracket(playoff_draw_breaker="roll_off")
    dice = Dice.forcing(2, 5)
    monkeypatch.setattr(playoffs, "new_dice", lambda: dice)
    sf1 = match(bracket, Stage.SEMI_FINAL, 1)
    pf.play(sf1.fixture, None)
    dice.assert_all_forced_used()
    roll = ServerRoll.objects.filter(fixture=sf1.fixture).order_by("pk").first()
    team = sf1.home.team.name
    assert roll.why == f"play-off roll-off after a draw: {team}"
    shown = Template("{% load breaches %}{{ roll|roll_why }}")
    with translation.override("it"):
        assert shown.render(Context({"roll": roll})) == f"tiro di spareggio dei play-off dopo un pareggio: {team}"
    with translation.override("hu"):
        assert shown.render(Context({"roll": roll})) == f"rájátszás, döntetlen utáni kockadobás: {team}"
