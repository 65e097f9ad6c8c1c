"""Issue 4: commissioner corrections are recorded with who, when, what changed and why (audit page)."""

import pytest

from games.dungeon_bowl.teams import corrections
from league.models import AuditEntry, Team
from league.services import commissioner as service
from league.services.errors import RuleViolation

pytestmark = pytest.mark.django_db


def test_treasury_correction_is_audited(team, commissioner, client):
    service.correct_treasury(by=commissioner, team=team, treasury=123_000, reason="winnings were misreported")
    team.refresh_from_db()
    assert team.treasury == 123_000
    entry = AuditEntry.objects.get(action="treasury corrected")
    assert entry.actor == commissioner.coach and entry.changes == {"treasury": [60_000, 123_000]}
    assert entry.reason == "winnings were misreported"
    page = client.get(f"/leagues/{team.league_id}/audit/").content.decode()
    assert "winnings were misreported" in page and "123000" in page and "commish" in page


@pytest.mark.parametrize("amount", [-1, -50_000])
def test_negative_treasury_is_refused(team, commissioner, amount):
    with pytest.raises(RuleViolation, match=r"cannot be negative.*\(§4.7\)"):
        service.correct_treasury(by=commissioner, team=team, treasury=amount, reason="typo")
    assert Team.objects.get(pk=team.pk).treasury == 60_000 and not AuditEntry.objects.exists()


def test_correction_without_reason_is_refused(team, commissioner):
    with pytest.raises(RuleViolation, match="needs a reason"):
        service.correct_treasury(by=commissioner, team=team, treasury=1, reason="  ")
    assert Team.objects.get(pk=team.pk).treasury == 60_000


def test_player_spp_and_injury_correction_is_audited(team, commissioner):
    player = team.players.get(number=1)
    corrections.correct_player(by=commissioner, player=player, reason="missed CAS", spp=2, spp_earned=2,
                           lasting_injuries=["AV"], niggling_injuries=1)
    player.refresh_from_db()
    assert (player.spp, player.lasting_injuries, player.niggling_injuries) == (2, ["AV"], 1)
    entry = AuditEntry.objects.get(action="player corrected")
    assert entry.changes["spp"] == [0, 2] and entry.changes["lasting_injuries"] == [[], ["AV"]]
    assert player.events.filter(kind="correction").exists()


def test_bad_player_corrections_are_refused(team, commissioner):
    player = team.players.get(number=1)
    with pytest.raises(RuleViolation, match="cannot be negative"):
        corrections.correct_player(by=commissioner, player=player, reason="x", spp=-3)
    with pytest.raises(RuleViolation, match="MA, ST, AG, PA or AV, not XX"):
        corrections.correct_player(by=commissioner, player=player, reason="x", lasting_injuries=["XX"])
    player.refresh_from_db()
    assert player.spp == 0 and player.lasting_injuries == [] and not AuditEntry.objects.exists()


def test_characteristic_correction_respects_the_limits(team, commissioner):
    player = team.players.get(number=1)  # Dwarf Blocker Lineman 4 3 4+ 5+ 10+
    corrections.correct_player(by=commissioner, player=player, reason="lasting injury missed", av=9, lasting_injuries=["AV"])
    player.refresh_from_db()
    assert player.av == 9 and player.lasting_injuries == ["AV"]
    with pytest.raises(RuleViolation, match=r"AV 12 is outside 3-11.*\(§3.2\)"):
        corrections.correct_player(by=commissioner, player=player, reason="typo", av=12)
    with pytest.raises(RuleViolation, match=r"MA 0 is outside 1-9"):
        corrections.correct_player(by=commissioner, player=player, reason="typo", ma=0)
    player.refresh_from_db()
    assert (player.ma, player.av) == (4, 9)


def test_player_correction_page_with_characteristics(client, team, commissioner):
    player = team.players.get(number=1)
    client.force_login(commissioner)
    data = {"spp": "0", "spp_earned": "0", "niggling_injuries": "0", "mvp_awards": "0", "lasting_injuries": "MA",
            "ma": "3", "st": "3", "ag": "4", "pa": "–", "av": "10", "reason": "MA lost in match 3"}
    assert client.post(f"/players/{player.pk}/correct/", data).status_code == 302
    player.refresh_from_db()
    assert (player.ma, player.pa, player.lasting_injuries) == (3, None, ["MA"])
    entry = AuditEntry.objects.get(action="player corrected")
    assert entry.changes["ma"] == [4, 3] and entry.changes["pa"] == [5, None] and entry.reason == "MA lost in match 3"
