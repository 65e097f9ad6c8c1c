"""Issue 4: roster management between matches (§7.4): hire, fire, re-rolls at double cost, temporary
retirement, renaming, and spending SPP on a chosen skill (§7.3)."""

import pytest
from django.db import IntegrityError, transaction

from games.dungeon_bowl.models import sponsor_of
from games.dungeon_bowl.sponsors import services as sponsors
from games.dungeon_bowl.teams import services as rosters
from league.models import Player, Team, TeamReroll
from league.services.errors import RuleViolation

pytestmark = pytest.mark.django_db


def treasury(team):
    return Team.objects.get(pk=team.pk).treasury


def test_hire_pays_from_the_treasury_and_takes_the_first_free_number(team, coach):
    before = treasury(team)  # 60,000 gp
    player = rosters.hire_player(by=coach, team=team, position_key="bloodborn_marauder_lineman", name="Grim")
    assert player.number == 12 and player.name == "Grim" and player.value == 50_000
    assert treasury(team) == before - 50_000


def test_hire_over_the_treasury_is_refused(team, coach):
    with pytest.raises(RuleViolation, match=r"(?i)a Dwarf Runner costs 85,000 gp but the treasury holds 60,000 gp \(§7.4.1\)"):
        rosters.hire_player(by=coach, team=team, position_key="dwarf_runner")
    assert team.players.count() == 11 and treasury(team) == 60_000


def test_hire_beyond_the_position_group_limit_is_refused(team, coach):
    Team.objects.filter(pk=team.pk).update(treasury=1_000_000)
    with pytest.raises(RuleViolation, match=r"0-2 Blitzers; this team already has 2 \(§4.3\)"):
        rosters.hire_player(by=coach, team=team, position_key="dwarf_blitzer")
    assert team.players.count() == 11


def test_a_17th_player_is_refused(team, coach):
    Team.objects.filter(pk=team.pk).update(treasury=1_000_000)
    for _ in range(5):
        rosters.hire_player(by=coach, team=team, position_key="gnoblar_lineman")
    assert team.roster_players().count() == 16
    with pytest.raises(RuleViolation, match=r"never have more than 16 players.*\(§4.4\)"):
        rosters.hire_player(by=coach, team=team, position_key="gnoblar_lineman")
    assert team.players.count() == 16 and treasury(team) == 1_000_000 - 5 * 15_000


def test_a_duplicate_number_is_refused_and_numbers_stay_1_to_16(team, coach):
    with pytest.raises(RuleViolation, match="number 3 is already worn"):
        rosters.hire_player(by=coach, team=team, position_key="gnoblar_lineman", number=3)
    with pytest.raises(RuleViolation, match="from 1 to 16"):
        rosters.hire_player(by=coach, team=team, position_key="gnoblar_lineman", number=17)
    assert team.players.count() == 11 and treasury(team) == 60_000


def test_the_database_refuses_a_duplicate_number_on_the_roster(team):
    with pytest.raises(IntegrityError), transaction.atomic():
        Player.objects.create(team=team, number=1, name="Copy", position="gnoblar_lineman")


def test_fired_players_free_their_number(team, coach):
    first = team.players.get(number=1)
    rosters.fire_player(by=coach, player=first)
    first.refresh_from_db()
    assert first.fired and not first.on_roster
    again = rosters.hire_player(by=coach, team=team, position_key="gnoblar_lineman", number=1)
    assert again.number == 1
    assert first.events.filter(kind="fired").exists()
    with pytest.raises(RuleViolation, match="no longer on the roster"):
        rosters.fire_player(by=coach, player=first)


def test_reroll_after_creation_costs_double(team, coach):
    Team.objects.filter(pk=team.pk).update(treasury=150_000)
    bought = rosters.buy_reroll(by=coach, team=team)
    assert bought.cost == 100_000 and bought.how == TeamReroll.How.TREASURY  # §4.6
    assert treasury(team) == 50_000 and team.rerolls.count() == 3
    with pytest.raises(RuleViolation, match=r"(?i)100,000 gp at double cost but the treasury holds 50,000 gp \(§7.4.1\)"):
        rosters.buy_reroll(by=coach, team=team)
    assert team.rerolls.count() == 3 and treasury(team) == 50_000


def test_only_a_player_with_a_lasting_injury_may_be_temporarily_retired(team, coach):
    healthy, hurt = team.players.get(number=1), team.players.get(number=2)
    with pytest.raises(RuleViolation, match=r"only a player with a lasting injury.*\(§7.4.2\)"):
        rosters.temporarily_retire(by=coach, player=healthy)
    Player.objects.filter(pk=hurt.pk).update(lasting_injuries=["AV"])
    hurt.refresh_from_db()
    rosters.temporarily_retire(by=coach, player=hurt)
    hurt.refresh_from_db()
    assert hurt.temporarily_retired and hurt.on_roster  # still counts toward the 16 (§7.4.2)
    healthy.refresh_from_db()
    assert not healthy.temporarily_retired


def test_rename_keeps_a_history(team, coach):
    player = team.players.get(number=1)
    rosters.rename_player(by=coach, player=player, name="Thorgrim")
    player.refresh_from_db()
    assert player.name == "Thorgrim"
    assert "Renamed" in player.events.get(kind="renamed").text
    with pytest.raises(RuleViolation, match="needs a name"):
        rosters.rename_player(by=coach, player=player, name="   ")


def test_chosen_primary_skill_costs_spp_and_raises_value(team, coach):
    blitzer = team.players.filter(position="dwarf_blitzer").first()
    Player.objects.filter(pk=blitzer.pk).update(spp=7)
    adv = rosters.take_chosen_skill(by=coach, player=blitzer, skill="Mighty Blow (+1)", kind="chosen_primary")
    blitzer.refresh_from_db()
    # §7.3.3: Experienced chosen Primary skill costs 6 SPP; §7.3.6: +20,000 gp
    assert (adv.order, adv.spp_cost, adv.value_increase) == (1, 6, 20_000)
    assert blitzer.spp == 1 and blitzer.value == 100_000 and "Mighty Blow (+1)" in blitzer.skills


def test_a_skill_the_position_cannot_take_is_refused(team, coach):
    blitzer = team.players.filter(position="dwarf_blitzer").first()
    Player.objects.filter(pk=blitzer.pk).update(spp=20)
    # Dwarf Blitzer: Primary GS, Secondary AP (§14.1); Dodge is an Agility skill.
    with pytest.raises(RuleViolation) as error:
        rosters.take_chosen_skill(by=coach, player=blitzer, skill="Dodge", kind="chosen_primary")
    [(rule, message)] = error.value.breaches
    assert rule == "§7.3.4" and "Dodge" in message and "Agility" in message and "General, Strength" in message
    with pytest.raises(RuleViolation, match="already has Block"):
        rosters.take_chosen_skill(by=coach, player=blitzer, skill="Block", kind="chosen_primary")
    blitzer.refresh_from_db()
    assert blitzer.spp == 20 and blitzer.advancements.count() == 0 and "Dodge" not in blitzer.skills


def test_not_enough_spp_is_refused(team, coach):
    blitzer = team.players.filter(position="dwarf_blitzer").first()
    with pytest.raises(RuleViolation, match=r"costs 6 SPP; this player has 0 \(§7.3.3\)"):
        rosters.take_chosen_skill(by=coach, player=blitzer, skill="Guard", kind="chosen_primary")


def test_sponsor_is_free_before_the_season_then_once_per_season(team, coach, commissioner, league):
    from league.services.leagues import advance_season

    sponsors.change_sponsor(by=coach, team=team, sponsor="air_oberwald")
    sponsors.change_sponsor(by=coach, team=team, sponsor="lightningade")  # registration: any number of times (§11.1)
    advance_season(by=commissioner, season=league.current_season(), state="regular_season")
    sponsors.change_sponsor(by=coach, team=team, sponsor="farblast_and_sons")
    with pytest.raises(RuleViolation, match=r"only once per season.*\(§11.3\)"):
        sponsors.change_sponsor(by=coach, team=team, sponsor="lightningade")
    with pytest.raises(RuleViolation, match="no sponsor"):
        sponsors.change_sponsor(by=coach, team=team, sponsor="acme")
    assert sponsor_of(Team.objects.get(pk=team.pk)) == "farblast_and_sons"


def test_sponsors_switched_off_by_the_league(team, coach, league):
    league.settings = {**league.options, "sponsors_enabled": False}
    league.save()
    team.refresh_from_db()
    with pytest.raises(RuleViolation, match=r"does not use sponsors \(§11.1\)"):
        sponsors.change_sponsor(by=coach, team=team, sponsor="lightningade")


def test_no_chosen_skill_from_the_player_page_while_an_improvement_roll_waits(client, team, coach):
    """§7.3.5: the D16 was rolled and its SPP spent; the coach chooses from it before any other advancement."""
    from games.dungeon_bowl.models import PendingImprovement

    blitzer = team.players.filter(position="dwarf_blitzer").first()
    Player.objects.filter(pk=blitzer.pk).update(spp=20)
    PendingImprovement.objects.create(player=blitzer, roll=9, characteristics=["AG"], spp_cost=18)
    client.force_login(coach)
    page = client.post(f"/players/{blitzer.pk}/skill/", {"kind": "chosen_primary", "skill": "Guard"}, follow=True)
    assert "has a characteristic improvement roll waiting" in page.content.decode()
    blitzer.refresh_from_db()
    assert blitzer.spp == 20 and blitzer.advancements.count() == 0 and "Guard" not in blitzer.skills
    PendingImprovement.objects.filter(player=blitzer).delete()
    rosters.take_chosen_skill(by=coach, player=blitzer, skill="Guard", kind="chosen_primary")  # once chosen: allowed
    assert blitzer.advancements.count() == 1
