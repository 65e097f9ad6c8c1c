"""Nothing a coach entered is ever lost: a refused post re-renders its page with the form as typed and the
broken rule named (status 400), instead of redirecting the input away. And a team creation posted twice
takes the coach to the team the first post made."""

import pytest

from league.models import AuditEntry, Player, PlayerEvent, Team
from tests.league.conftest import FIRE_HIRES

pytestmark = pytest.mark.django_db


def treasury(team) -> int:
    return Team.objects.get(pk=team.pk).treasury


@pytest.mark.parametrize("htmx", [False, True], ids=["no-js", "htmx"])
def test_a_refused_hire_keeps_the_name_position_and_number_typed(client, team, coach, htmx):
    """§4.3: 0-2 Blitzers; the team already has 2."""
    Team.objects.filter(pk=team.pk).update(treasury=1_000_000)
    client.force_login(coach)
    headers = {"HTTP_HX_REQUEST": "true"} if htmx else {}
    response = client.post(f"/teams/{team.pk}/hire/", {"position": "dwarf_blitzer", "name": "Grimbold Ironfist",
                                                       "number": "14"}, **headers)
    page = response.content.decode()
    assert response.status_code == 400
    assert "0-2 Blitzers; this team already has 2 (§4.3)" in page
    assert 'value="Grimbold Ironfist"' in page
    assert '<option value="dwarf_blitzer" selected>' in page and '<option value="14" selected>' in page
    assert not team.players.filter(name="Grimbold Ironfist").exists() and treasury(team) == 1_000_000


def test_a_hire_over_the_treasury_keeps_the_input_and_names_the_rule(client, team, coach):
    client.force_login(coach)
    response = client.post(f"/teams/{team.pk}/hire/", {"position": "dwarf_runner", "name": "Quickbeard"})
    page = response.content.decode()
    assert response.status_code == 400
    assert "costs 85,000 gp but the treasury holds 60,000 gp (§7.4.1)" in page.lower()
    assert 'value="Quickbeard"' in page and '<option value="dwarf_runner" selected>' in page
    assert team.players.count() == 11 and treasury(team) == 60_000


def test_a_hire_that_goes_through_still_redirects_to_the_roster(client, team, coach):
    Team.objects.filter(pk=team.pk).update(treasury=100_000)
    client.force_login(coach)
    response = client.post(f"/teams/{team.pk}/hire/", {"position": "gnoblar_lineman", "name": "Snik"})
    assert response.status_code == 302 and response["Location"] == f"/teams/{team.pk}/"
    assert team.players.filter(name="Snik").count() == 1


def test_someone_elses_team_cannot_be_hired_for(client, team, stranger):
    client.force_login(stranger)
    response = client.post(f"/teams/{team.pk}/hire/", {"position": "gnoblar_lineman", "name": "Snik"})
    assert response.status_code == 403 and not team.players.filter(name="Snik").exists()


def test_a_refused_rename_keeps_what_was_typed(client, team, coach):
    player = team.players.first()
    client.force_login(coach)
    typed = "Grimbold " + "the Unbreakable " * 6  # over 80 characters (§4.1)
    response = client.post(f"/players/{player.pk}/rename/", {"name": typed})
    page = response.content.decode()
    assert response.status_code == 400 and "at most 80 characters (§4.1)" in page
    assert f'value="{typed}"' in page
    assert Player.objects.get(pk=player.pk).name == player.name
    assert not PlayerEvent.objects.filter(player=player, kind="renamed").exists()


def test_a_refused_treasury_correction_keeps_the_figure_and_the_reason(client, team, commissioner):
    client.force_login(commissioner)
    response = client.post(f"/teams/{team.pk}/correct/", {"treasury": "-5000", "reason": "Prize money typo, round 3"})
    page = response.content.decode()
    assert response.status_code == 400 and "cannot be negative" in page
    assert 'value="-5000"' in page and ">Prize money typo, round 3</textarea>" in page
    assert treasury(team) == 60_000 and not AuditEntry.objects.filter(reason__icontains="typo").exists()


def test_a_refused_player_correction_keeps_every_field_and_the_reason(client, team, commissioner):
    player = team.players.first()
    client.force_login(commissioner)
    response = client.post(f"/players/{player.pk}/correct/", {
        "spp": "7", "spp_earned": "lots", "niggling_injuries": "1", "mvp_awards": "0", "lasting_injuries": "AV",
        "miss_next_game": "on", "ma": "4", "st": "3", "ag": "4", "pa": "", "av": "9", "reason": "Missed the CAS in game 2",
    })
    page = response.content.decode()
    assert response.status_code == 400 and "spp earned must be a whole number (§7.3.1)" in page
    assert 'value="7"' in page and 'value="lots"' in page and 'name="lasting_injuries" value="AV"' in page
    assert 'name="miss_next_game" checked' in page and ">Missed the CAS in game 2</textarea>" in page
    assert Player.objects.get(pk=player.pk).spp == player.spp


def wizard_data(**extra):
    data = {"college": "fire", "name": "Wizards", "rerolls": "2", "action": "create"}
    data.update({f"hire_{k}": str(v) for k, v in FIRE_HIRES.items()})
    data.update(extra)
    return data


# The same coach's create posted twice goes to the team: tests/league/test_double_submits.py.
def test_another_coachs_team_name_is_still_refused(client, league, coach, stranger, make_team):
    make_team(stranger, name="Wizards")
    client.force_login(coach)
    response = client.post(f"/leagues/{league.pk}/teams/new/", wizard_data())
    assert response.status_code == 400 and "already has a team named Wizards (§4.1)" in response.content.decode()
    assert not Team.objects.filter(coach__user=coach).exists()


def test_the_same_name_for_another_college_is_still_refused(client, league, coach, make_team):
    shadows = make_team(coach, name="Wizards")
    Team.objects.filter(pk=shadows.pk).update(roster="shadow")  # the coach's Wizards are a College of Shadow team
    client.force_login(coach)
    response = client.post(f"/leagues/{league.pk}/teams/new/", wizard_data())  # a College of Fire team
    assert response.status_code == 400 and "already has a team named Wizards" in response.content.decode()
    assert Team.objects.filter(league=league, coach__user=coach).count() == 1
