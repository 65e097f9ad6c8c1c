"""The team wizard's budget counts everything (§4.2, §4.6, §11.1): every item bought is a line of the total,
the lines add up to what is spent, re-rolls beyond the 0-8 a new team may buy are refused with §4.6 and
nothing is saved."""

import pytest

from engine.rulesets import get
from games.dungeon_bowl.teams.builder import bill
from league.models import Team
from tests.league.conftest import FIRE_COST
from tests.league.test_pages import wizard_data

pytestmark = pytest.mark.django_db


def test_every_item_is_a_line_and_the_lines_add_up_to_the_total(client, league, coach):
    league.settings = {**league.settings, "sponsors_enabled": True}
    league.save()
    client.force_login(coach)
    sponsor = next(iter(get("dungeon_bowl").sponsors))
    html = client.post(f"/leagues/{league.pk}/teams/new/", wizard_data(sponsor=sponsor),
                       HTTP_HX_REQUEST="true").content.decode()
    assert 'id="wizard-items"' in html
    for line in ("Dwarf Blitzer", "Troll Slayer", "Dwarf Blocker Lineman", "Team re-rolls (§4.6)", "Sponsor:"):
        assert line in html
    assert "2 × 50,000" in html and "100,000" in html  # §4.6: 50,000 gp each at creation
    assert f'id="wizard-items-total">{FIRE_COST:,}<' in html


def test_the_bill_adds_up_to_team_cost_for_any_purchase():
    rules = get("dungeon_bowl")
    college = rules.roster("fire")
    hires = {p.key: 0 for p in college.positions} | {"dwarf_blitzer": 1, "dwarf_blocker_lineman": 9}
    items = bill(rules, college=college, hires=hires, rerolls=3, reroll_cost=50_000)
    assert sum(i["total"] for i in items) == 80_000 + 9 * 70_000 + 3 * 50_000
    assert [i["label"] for i in items][-1] == "Team re-rolls (§4.6)"


def test_nine_rerolls_are_refused_with_the_rule_and_counted_in_the_total(client, league, coach):
    client.force_login(coach)
    url = f"/leagues/{league.pk}/teams/new/"
    html = client.post(url, wizard_data(rerolls="9"), HTTP_HX_REQUEST="true").content.decode()
    assert "a new team may buy 0-8 team re-rolls; this team buys 9 (§4.6)" in html
    assert f'id="wizard-cost">{FIRE_COST + 7 * 50_000:,}<' in html  # all nine are in the total
    refused = client.post(url, wizard_data(rerolls="9", action="create"))
    assert refused.status_code == 400 and "(§4.6)" in refused.content.decode()
    assert not Team.objects.exists()
