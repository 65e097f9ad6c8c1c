"""§8.9 prizes (3rd 30,000 gp, 2nd 60,000 gp, champion 100,000 gp) and the League Trophy: one extra team
re-roll in the holder's team value at no cost, handed to the next champion at the end of the next season."""

import pytest

from games.dungeon_bowl.playoffs import prizes
from league.models import PlayoffMatch, Prize, Team, TeamReroll
from league.selectors.teams import team_totals
from tests import playoff_factories as pf
from tests.league.test_playoffs_bracket import drawn_bracket, match

Stage = PlayoffMatch.Stage


def play_out(bracket, *, final_winner="home", third_winner="home"):
    for slot in (1, 2):
        sf = match(bracket, Stage.SEMI_FINAL, slot)
        pf.play(sf.fixture, sf.home.team)
    final, third = match(bracket, Stage.FINAL), match(bracket, Stage.THIRD_PLACE)
    pf.play(final.fixture, getattr(final, final_winner).team)
    pf.play(third.fixture, getattr(third, third_winner).team)
    final.refresh_from_db()
    third.refresh_from_db()
    return final, third


@pytest.mark.django_db
def test_prizes_are_paid_once_into_the_treasury_and_the_champion_takes_the_trophy():
    _, lg, s, bracket = drawn_bracket()
    treasuries = {t.pk: t.treasury for t in Team.objects.filter(league=lg)}
    final, third = play_out(bracket, final_winner="away")
    champion, runner_up, bronze = final.away.team, final.home.team, third.home.team
    fourth = third.away.team
    after = {t.pk: t.treasury for t in Team.objects.filter(league=lg)}
    assert after[champion.pk] - treasuries[champion.pk] == 100_000
    assert after[runner_up.pk] - treasuries[runner_up.pk] == 60_000
    assert after[bronze.pk] - treasuries[bronze.pk] == 30_000
    assert after[fourth.pk] == treasuries[fourth.pk]
    assert sorted(Prize.objects.filter(season=s).values_list("place", "team_id", "gold")) == [
        (1, champion.pk, 100_000), (2, runner_up.pk, 60_000), (3, bronze.pk, 30_000)]
    assert list(Team.objects.filter(league=lg, trophy_holder=True)) == [champion]
    # A second call pays nothing more.
    bracket.refresh_from_db()
    assert prizes.award_prizes(bracket=bracket) == []
    assert {t.pk: t.treasury for t in Team.objects.filter(league=lg)} == after


@pytest.mark.django_db
def test_the_trophy_adds_one_free_team_reroll_to_team_value():
    _, lg, _, bracket = drawn_bracket()
    sf = [match(bracket, Stage.SEMI_FINAL, n) for n in (1, 2)]
    champion = sf[0].home.team
    TeamReroll.objects.create(team=champion, how=TeamReroll.How.CREATION, cost=50_000)
    before = team_totals(champion)
    treasury_before = champion.treasury
    play_out(bracket, final_winner="home")
    champion.refresh_from_db()
    assert champion.trophy_holder
    after = team_totals(champion)
    reroll_cost = lg.rules.reroll_cost_for(champion.roster)
    assert after.team_value == before.team_value + reroll_cost
    assert after.current_team_value == before.current_team_value + reroll_cost
    assert after.rerolls == before.rerolls == 1  # the trophy re-roll is not a bought re-roll
    assert champion.treasury == treasury_before + 100_000  # no cost: only the prize moved the treasury


@pytest.mark.django_db
def test_the_trophy_passes_to_the_next_champion():
    _, lg, _, bracket = drawn_bracket()
    holder = Team.objects.filter(league=lg).exclude(pk__in=bracket.seeds.values("team")).first()
    Team.objects.filter(pk=holder.pk).update(trophy_holder=True)
    holder.refresh_from_db()
    tv_holding = team_totals(holder).team_value
    final, _ = play_out(bracket)
    holder.refresh_from_db()
    assert not holder.trophy_holder
    assert team_totals(holder).team_value == tv_holding - lg.rules.reroll_cost_for(holder.roster)
    assert list(Team.objects.filter(league=lg, trophy_holder=True)) == [final.home.team]
