"""Post-match step 3 (§7.3.3-§7.3.6, §7.4): spending SPP with server rolls, journeymen, closing the step."""

import pytest
from django.core.exceptions import PermissionDenied

from engine.dice import Dice
from games.dungeon_bowl.models import PendingImprovement, PostMatchRoll, PostMatchStep
from games.dungeon_bowl.services.postmatch import advancement as adv
from games.dungeon_bowl.services.postmatch import roster as roster
from games.dungeon_bowl.tasks import run_post_match
from league.models import Advancement, Player
from league.services.errors import RuleViolation
from tests import postmatch_factories as pf

pytestmark = pytest.mark.django_db


@pytest.fixture
def blitzer():
    """A Dwarf Blitzer (Primary GS, Secondary AP; Block, Thick Skull) with SPP to spend."""
    return pf.blitzer_with_spp()


def test_random_primary_skill_rolls_2d6_and_rerolls_an_owned_skill(blitzer):
    """§7.3.4: first D6 the half, second the row; Block (General 1-3, row 1) is owned, so re-roll.
    §7.3.3: 3 SPP for the first advancement; §7.3.6: +10,000 gp."""
    coach = blitzer.team.coach.user
    dice = Dice.forcing(1, 1, 1, 2)
    a = adv.take_random_skill(by=coach, player=blitzer, kind="random_primary", category="General", dice=dice)
    dice.assert_all_forced_used()
    blitzer.refresh_from_db()
    assert a.skill == "Dauntless" and a.spp_cost == 3 and a.value_increase == 10_000
    assert "Dauntless" in blitzer.skills and blitzer.spp == 17 and blitzer.value == blitzer.hiring_fee + 10_000
    rolls = list(PostMatchRoll.objects.filter(player=blitzer).values_list("die", "result"))
    assert rolls == [("D6", 1), ("D6", 1), ("D6", 1), ("D6", 2)]


def test_random_skill_must_come_from_the_players_categories(blitzer):
    """§7.3.4: a random Primary skill comes from a Primary category (GS for a Dwarf Blitzer)."""
    with pytest.raises(RuleViolation, match="§7.3.4"):
        adv.take_random_skill(by=blitzer.team.coach.user, player=blitzer, kind="random_primary", category="Agility",
                              dice=Dice.forcing())
    assert not Advancement.objects.exists() and Player.objects.get(pk=blitzer.pk).spp == 20


def test_not_enough_spp_is_refused_with_nothing_saved(blitzer):
    """§7.3.3: a random Secondary skill for an Experienced player costs 6 SPP."""
    Player.objects.filter(pk=blitzer.pk).update(spp=5)
    with pytest.raises(RuleViolation, match="6 SPP"):
        adv.take_random_skill(by=blitzer.team.coach.user, player=blitzer, kind="random_secondary", category="Agility")
    assert not PostMatchRoll.objects.exists()


def test_random_roll_is_reproducible_from_its_seed(blitzer):
    """The same player, level and kind roll the same dice (a retried request cannot fish)."""
    coach = blitzer.team.coach.user
    first = adv.take_random_skill(by=coach, player=blitzer, kind="random_primary", category="Strength")
    again = [r.result for r in PostMatchRoll.objects.filter(player=blitzer)]
    Advancement.objects.filter(pk=first.pk).delete()
    blitzer.refresh_from_db()
    blitzer.skills.remove(first.skill)
    blitzer.spp = 20
    blitzer.save()
    PostMatchRoll.objects.all().delete()
    second = adv.take_random_skill(by=coach, player=blitzer, kind="random_primary", category="Strength")
    assert second.skill == first.skill
    assert [r.result for r in PostMatchRoll.objects.filter(player=blitzer)] == again


def test_characteristic_improvement_rolls_d16_and_offers_the_lines_choices(blitzer):
    """§7.3.5: D16 8-13 offers MA, PA or AV (or a chosen Secondary skill); 18 SPP; +1 AV is +10,000 gp."""
    coach = blitzer.team.coach.user
    Player.objects.filter(pk=blitzer.pk).update(spp=18)
    pending = adv.roll_improvement(by=coach, player=blitzer, dice=Dice.forcing(9))
    assert pending.roll == 9 and set(pending.characteristics) == {"MA", "PA", "AV"} and pending.secondary_skill
    assert Player.objects.get(pk=blitzer.pk).spp == 0  # deducted when rolled (§7.3.5)
    with pytest.raises(RuleViolation, match="offers"):
        adv.choose_improvement(by=coach, player=blitzer, characteristic="ST")
    a = adv.choose_improvement(by=coach, player=blitzer, characteristic="AV")
    blitzer.refresh_from_db()
    position = pf.RULES.roster("fire").position("dwarf_blitzer")
    assert blitzer.av == position.av + 1 and a.value_increase == 10_000 and a.spp_cost == 18
    assert not PendingImprovement.objects.exists()
    assert PostMatchRoll.objects.get(player=blitzer).die == "D16"


def test_characteristic_line_may_be_swapped_for_a_chosen_secondary_skill(blitzer):
    """§7.3.5: instead, a chosen Secondary skill (value as a chosen Secondary skill, +40,000 gp)."""
    coach = blitzer.team.coach.user
    adv.roll_improvement(by=coach, player=blitzer, dice=Dice.forcing(1))
    with pytest.raises(RuleViolation, match="§7.3.4"):
        adv.choose_improvement(by=coach, player=blitzer, skill="Mighty Blow (+1)")  # Strength is Primary, not Secondary
    a = adv.choose_improvement(by=coach, player=blitzer, skill="Dodge")
    assert a.value_increase == 40_000 and "Dodge" in Player.objects.get(pk=blitzer.pk).skills


def test_characteristic_at_its_maximum_is_not_offered(blitzer):
    """§3.2, §7.3.5: no characteristic above its maximum (MA 9)."""
    Player.objects.filter(pk=blitzer.pk).update(ma=9)
    pending = adv.roll_improvement(by=blitzer.team.coach.user, player=blitzer, dice=Dice.forcing(3))
    assert pending.characteristics == ["AV"]


def test_a_waiting_roll_blocks_other_spending(blitzer):
    coach = blitzer.team.coach.user
    Player.objects.filter(pk=blitzer.pk).update(spp=40)
    adv.roll_improvement(by=coach, player=blitzer, dice=Dice.forcing(16))
    with pytest.raises(RuleViolation, match="waiting"):
        adv.take_random_skill(by=coach, player=blitzer, kind="random_primary", category="General")


def test_only_the_teams_coach_takes_advancements(blitzer):
    """DESIGN rule 7: only the team's coach spends its players' SPP."""
    other = pf.f.user()
    with pytest.raises(PermissionDenied):
        adv.take_random_skill(by=other, player=blitzer, kind="random_primary", category="General")
    with pytest.raises(PermissionDenied):
        adv.roll_improvement(by=other, player=blitzer)
    with pytest.raises(PermissionDenied):
        adv.choose_improvement(by=other, player=blitzer, characteristic="MA")
    with pytest.raises(PermissionDenied):
        adv.take_chosen_skill(by=other, player=blitzer, kind="chosen_primary", skill="Guard")
    assert not Advancement.objects.exists()


def test_chosen_skill_goes_through_the_league_roster_service(blitzer):
    """§7.3.4: a chosen Primary skill costs 6 SPP for an Experienced player, +20,000 gp."""
    a = adv.take_chosen_skill(by=blitzer.team.coach.user, player=blitzer, kind="chosen_primary", skill="Guard")
    assert (a.skill, a.spp_cost, a.value_increase) == ("Guard", 6, 20_000)


def test_journeyman_signed_for_the_hiring_fee_and_loses_loner():
    """§7.4.1 [Uncertain]: a journeyman who played is hired at the position's fee and drops Loner (4+)."""
    fx = pf.match()
    jm = pf.player(fx.home, 12, "dwarf_blocker_lineman", journeyman=True, skills=["Block", "Tackle", "Thick Skull", "Loner (4+)"])
    fx.home.treasury = 100_000
    fx.home.save()
    roster.sign_journeyman(by=fx.home.coach.user, player=jm)
    jm.refresh_from_db()
    fx.home.refresh_from_db()
    assert not jm.journeyman and "Loner (4+)" not in jm.skills and fx.home.treasury == 30_000


def test_journeyman_signed_as_the_sixteenth_player_but_not_without_the_gold():
    """§7.4.1: fewer than 16 permanent players (15 here) is enough; the fee must be in the treasury."""
    fx = pf.match(players=15)
    jm = pf.player(fx.home, 16, "dwarf_blocker_lineman", journeyman=True)
    fx.home.treasury = 69_999
    fx.home.save()
    with pytest.raises(RuleViolation, match="treasury"):
        roster.sign_journeyman(by=fx.home.coach.user, player=jm)
    assert Player.objects.get(pk=jm.pk).journeyman
    fx.home.treasury = 70_000
    fx.home.save()
    roster.sign_journeyman(by=fx.home.coach.user, player=jm)
    assert roster.permanent_players(fx.home) == 16


def test_only_the_coach_signs_journeymen_and_finishes_step_3():
    fx = pf.match()
    jm = pf.player(fx.home, 12, "dwarf_blocker_lineman", journeyman=True)
    report = pf.report(fx)
    run_post_match(report.pk)
    with pytest.raises(PermissionDenied):
        roster.sign_journeyman(by=fx.away.coach.user, player=jm)
    with pytest.raises(PermissionDenied):
        roster.finish_roster_step(by=fx.away.coach.user, fixture=report.fixture, team=fx.home)


def test_finishing_step_3_sends_unsigned_journeymen_away_and_recomputes_tv():
    """§7.4.1: a journeyman not hired permanently leaves for good; §7.5 TV recomputed."""
    fx = pf.match()
    jm = pf.player(fx.home, 12, "dwarf_blocker_lineman", journeyman=True)
    report = pf.report(fx)
    run_post_match(report.pk)
    row = roster.finish_roster_step(by=fx.home.coach.user, fixture=report.fixture, team=fx.home)
    jm.refresh_from_db()
    assert not jm.on_roster and row.summary["journeymen_left"] == [jm.pk]
    blitzer = pf.RULES.roster("fire").position("dwarf_blitzer").cost
    assert row.summary["team_value"] == 11 * blitzer
    with pytest.raises(RuleViolation, match="already finished"):
        roster.finish_roster_step(by=fx.home.coach.user, fixture=report.fixture, team=fx.home)


def test_step_3_cannot_close_while_a_player_must_spend():
    """§7.3.3: with enough SPP for a random characteristic improvement a player must spend."""
    fx = pf.match()
    report = pf.report(fx)
    run_post_match(report.pk)
    rich = pf.numbered(fx.home, 3)
    Player.objects.filter(pk=rich.pk).update(spp=30)
    with pytest.raises(RuleViolation, match="must spend"):
        roster.finish_roster_step(by=fx.home.coach.user, fixture=report.fixture, team=fx.home)
    assert not PostMatchStep.objects.filter(step=PostMatchStep.Step.ROSTER).exists()
