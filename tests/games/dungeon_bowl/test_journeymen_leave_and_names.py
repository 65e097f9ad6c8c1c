"""Rosters stay clean (§5.2, §7.4.1): a journeyman not hired permanently after his match leaves for good —
also when his coach never closed step 3 — and the re-draft neither offers nor re-hires him (§8.10.4). Players
get names: the hire form proposes one from the College's list, a player hired without a name gets one, and a
new team's and a fixture's journeymen are named from the list (engine/rulesets/dungeon_bowl/names.json)."""

import pytest

from engine.dice import Dice
from engine.rulesets.dungeon_bowl.names import name_lists
from games.dungeon_bowl.offseason import redraft as redraft_service
from games.dungeon_bowl.services.journeymen import dismiss_departed, hire_fixture_journeymen
from games.dungeon_bowl.teams import naming
from games.dungeon_bowl.teams import services as team_services
from league.models import Fixture, Player, PlayerEvent
from league.services.errors import RuleViolation
from tests import postmatch_factories as pf
from tests.league.test_offseason_redraft import force, waiting  # noqa: F401 (a pytest fixture)

pytestmark = pytest.mark.django_db
FIRE = name_lists()["fire"]


def _short_match():
    fx = pf.match(players=10)  # ten players: one journeyman (§5.2)
    return fx, hire_fixture_journeymen(fixture=fx, team=fx.home, side="home", ruleset=fx.season.league.rules)


def test_a_fixtures_journeymen_are_named_from_the_colleges_list():
    fx, hired = _short_match()
    assert len(hired) == 1 and hired[0].journeyman
    given, family = hired[0].name.split(" ", 1)
    assert given in FIRE["given"] and family in FIRE["family"]


def test_an_unsigned_journeyman_leaves_once_his_match_is_over_even_without_step_3():
    fx, (journeyman,) = _short_match()
    assert dismiss_departed(team=fx.home) == []  # his match has no result yet: he stays for it
    Fixture.objects.filter(pk=fx.pk).update(outcome=Fixture.Outcome.HOME_WIN, status=Fixture.Status.PLAYED)
    # The team's next match brings its own journeymen; last match's, never signed, have left (§7.4.1).
    following = Fixture.objects.create(season=fx.season, home=fx.home, away=fx.away)
    again = hire_fixture_journeymen(fixture=following, team=fx.home, side="home", ruleset=fx.season.league.rules)
    journeyman.refresh_from_db()
    assert journeyman.fired and journeyman not in again
    assert PlayerEvent.objects.filter(player=journeyman, kind="left", text__contains="§7.4.1").exists()
    assert fx.home.roster_players().filter(journeyman=True).count() == 1  # only the new match's


def test_the_redraft_does_not_offer_or_rehire_a_journeyman(waiting, monkeypatch):  # noqa: F811
    team = waiting["team"]
    journeyman = pf.player(team, 16, position=pf.RULES.roster(team.roster).positions[0].key, journeyman=True)
    offered = [c.player.pk for c in redraft_service.candidates(team)]
    assert journeyman.pk not in offered and offered
    with pytest.raises(RuleViolation, match=r"journeyman not hired permanently.*\(§7.4.1\)"):
        redraft_service.redraft_team(by=team.coach.user, redraft=waiting["record"],
                                     rehire=[*offered, journeyman.pk], rerolls=0)


def test_the_redraft_page_does_not_tick_a_journeyman(client, waiting):  # noqa: F811
    team = waiting["team"]
    journeyman = pf.player(team, 16, position=pf.RULES.roster(team.roster).positions[0].key, journeyman=True)
    client.force_login(team.coach.user)
    page = client.get(f"/redrafts/{waiting['record'].pk}/").content.decode()
    assert f'value="{journeyman.pk}"' not in page


def test_a_player_hired_without_a_name_gets_one_from_the_list(monkeypatch):
    fx = pf.match()
    team = fx.home
    team.treasury = 200_000
    team.save()
    Player.objects.filter(team=team, number__gt=10).delete()
    monkeypatch.setattr(naming, "new_dice", lambda: Dice.forcing(1, 1))
    player = team_services.hire_player(by=team.coach.user, team=team, position_key="dwarf_blocker_lineman")
    assert player.name == f"{FIRE['given'][0]} {FIRE['family'][0]}"
    named = team_services.hire_player(by=team.coach.user, team=team, position_key="dwarf_blocker_lineman",
                                      name="Gotrek")
    assert named.name == "Gotrek"  # the coach's own name wins


def test_the_hire_form_proposes_a_name(client, monkeypatch):
    fx = pf.match()
    monkeypatch.setattr(naming, "new_dice", lambda: Dice.forcing(2, 3))
    client.force_login(fx.home.coach.user)
    page = client.get(f"/teams/{fx.home.pk}/").content.decode()
    assert f'value="{FIRE["given"][1]} {FIRE["family"][2]}"' in page


def test_a_new_team_from_the_wizard_has_named_players(client, make_user):
    from league.services.leagues import create_league
    from tests.league.test_pages import wizard_data

    league = create_league(by=make_user("names-commish"), name="Names League")
    client.force_login(make_user("names-coach"))
    client.post(f"/leagues/{league.pk}/teams/new/", wizard_data(action="create"))
    names = list(Player.objects.filter(team__name="Wizards").values_list("name", flat=True))
    assert len(names) == 11 and len(set(names)) == 11
    assert all(n.split(" ", 1)[0] in FIRE["given"] for n in names)
