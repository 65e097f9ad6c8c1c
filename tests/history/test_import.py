"""Teams imported from an OBBLM/NAFLM XML export (history/imports.py): a good file makes the team; a
malformed one is refused with every problem named and nothing stored."""

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from league.models import Player, SeasonEntry, Team, TeamReroll
from tests import schedule_factories as f

pytestmark = pytest.mark.django_db

GOOD = b"""<?xml version="1.0"?>
<xmlexport>
  <name>Ashen Anvils</name><race>College of Fire</race><treasury>35000</treasury><rerolls>2</rerolls>
  <players>
    <player><nr>1</nr><name>Grim</name><position>Dwarf Blitzer</position><skills>Dodge</skills><spp>12</spp><ni>1</ni></player>
    <player><nr>7</nr><name>Bork</name><position>troll_slayer</position></player>
  </players>
</xmlexport>"""


def upload(client, lg, data: bytes):
    return client.post(f"/leagues/{lg.pk}/import-team/", {"file": SimpleUploadedFile("team.xml", data)})


def test_a_good_export_makes_the_team_with_its_players(client):
    lg = f.league()
    f.season(lg)  # taking registrations: the team is entered, for the commissioner to accept
    coach = f.user()
    client.force_login(coach)
    response = upload(client, lg, GOOD)
    team = Team.objects.get(league=lg, name="Ashen Anvils")
    assert response.status_code == 302 and response["Location"] == f"/teams/{team.pk}/"
    assert team.coach == coach.coach and team.roster == "fire" and team.treasury == 35_000
    assert TeamReroll.objects.filter(team=team).count() == 2
    grim = Player.objects.get(team=team, number=1)
    blitzer = lg.rules.roster("fire").position("dwarf_blitzer")
    assert (grim.ma, grim.st, grim.av, grim.value) == (blitzer.ma, blitzer.st, blitzer.av, blitzer.cost)
    assert "Dodge" in grim.skills and set(blitzer.skills) <= set(grim.skills)
    assert (grim.spp, grim.spp_earned, grim.niggling_injuries) == (12, 12, 1)
    assert Player.objects.get(team=team, number=7).position == "troll_slayer"
    assert SeasonEntry.objects.get(team=team).state == SeasonEntry.State.PENDING


@pytest.mark.parametrize(("data", "message"), [
    (b"", "the file is empty"),
    (b"<team><name>x</team>", "not well-formed XML"),
    (b'<!DOCTYPE t [<!ENTITY a "aaaa">]><team/>', "DOCTYPE or entity"),
    (b"<roster/>", "root element must be &lt;team&gt;"),
    (GOOD.replace(b"College of Fire", b"Orc"), "&#x27;Orc&#x27; is not a roster of Dungeon Bowl"),
    (GOOD.replace(b"<nr>7</nr>", b"<nr>1</nr>"), "number 1 is used twice"),
    (GOOD.replace(b"<nr>7</nr>", b"<nr>17</nr>"), "number 17 is not 1-16"),
    (GOOD.replace(b"Dwarf Blitzer", b"Black Orc"), "position &#x27;Black Orc&#x27; is not in College of Fire"),
    (GOOD.replace(b"<spp>12</spp>", b"<spp>lots</spp>"), "&lt;spp&gt; must be a whole number"),
    (GOOD.replace(b"<skills>Dodge</skills>", b"<skills>Flying</skills>"), "unknown skills Flying"),
    (GOOD.replace(b"<rerolls>2</rerolls>", b"<rerolls>9</rerolls>"), "at most 8 team re-rolls"),
])
def test_a_malformed_export_is_refused_by_name_and_nothing_is_stored(client, data, message):
    lg = f.league()
    client.force_login(f.user())
    response = upload(client, lg, data)
    assert response.status_code == 400
    assert message in response.content.decode()
    assert not Team.objects.filter(league=lg).exists() and not Player.objects.exists()


def test_a_name_already_taken_is_refused(client):
    lg = f.league()
    f.team(lg, name="Ashen Anvils")
    client.force_login(f.user())
    response = upload(client, lg, GOOD)
    assert response.status_code == 400 and "already has a team named Ashen Anvils" in response.content.decode()
    assert Team.objects.filter(league=lg).count() == 1


def test_importing_needs_a_login(client):
    lg = f.league()
    response = upload(client, lg, GOOD)
    assert response.status_code == 302 and "/accounts/login/" in response["Location"]
    assert not Team.objects.filter(league=lg).exists()


def test_a_game_without_rosters_has_nothing_to_import(client):
    lg = f.league(ruleset="team_manager")
    client.force_login(f.user())
    response = upload(client, lg, GOOD)
    assert response.status_code == 400 and "not built from rosters" in response.content.decode()
