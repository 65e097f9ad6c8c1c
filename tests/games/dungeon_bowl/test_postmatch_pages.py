"""The post-match pages: the match page shows winnings, SPP, MVP and every roll; the coach takes an
advancement through the HTMX page; nobody else may (DESIGN rule 7)."""

import pytest

from games.dungeon_bowl.models import PostMatchRoll, PostMatchStep
from games.dungeon_bowl.tasks import run_post_match
from league.models import Advancement, Player
from tests import postmatch_factories as pf

pytestmark = pytest.mark.django_db


@pytest.fixture
def played():
    fx = pf.match()
    lines = [{"player": pf.numbered(fx.away, 2), "casualty": "roll"}, {"player": pf.numbered(fx.home, 3), "pass_completions": 1}]
    report = pf.report(fx, lines=lines)
    run_post_match(report.pk)
    return fx, report


def test_match_page_shows_winnings_spp_mvp_and_rolls(client, played):
    fx, report = played
    page = client.get(f"/postmatch/{report.fixture_id}/").content.decode()
    home = PostMatchStep.objects.get(report=report, team=fx.home, step="result").summary
    assert f"{home['winnings']:,}" in page
    mvp = Player.objects.get(pk=PostMatchStep.objects.get(report=report, team=fx.home, step="advancement").summary["mvps"][0])
    assert "MVP" in page and mvp.name in page
    for roll in PostMatchRoll.objects.filter(fixture=report.fixture):
        assert roll.why in page
    assert "Take advancements" not in page  # anonymous: no coach links


def test_player_rolls_page_lists_the_players_dice(client, played):
    fx, report = played
    victim = pf.numbered(fx.away, 2)
    page = client.get(f"/players/{victim.pk}/rolls/").content.decode()
    assert "Casualty roll (D16)" in page


def test_coach_takes_a_random_skill_through_the_htmx_page(client, played):
    fx, report = played
    player = pf.numbered(fx.home, 4)
    Player.objects.filter(pk=player.pk).update(spp=6)
    client.force_login(fx.home.coach.user)
    page = client.get(f"/postmatch/{report.fixture_id}/{fx.home.pk}/")
    assert page.status_code == 200 and "Random Primary (3 SPP)" in page.content.decode()
    url = f"/postmatch/{report.fixture_id}/{fx.home.pk}/players/{player.pk}/"
    response = client.post(url, {"action": "random_primary", "category": "General"}, HTTP_HX_REQUEST="true")
    assert response.status_code == 200 and response["HX-Trigger"] == "postmatch-changed"
    advancement = Advancement.objects.get(player=player)
    html = response.content.decode()
    assert html.lstrip().startswith(f'<tr id="player-{player.pk}"') and advancement.skill in html
    assert "random General skill" in html  # the dice are shown
    assert Player.objects.get(pk=player.pk).spp == 3


def test_coach_takes_a_characteristic_improvement_in_two_steps_without_javascript(client, played):
    fx, report = played
    player = pf.numbered(fx.home, 5)
    Player.objects.filter(pk=player.pk).update(spp=18)
    client.force_login(fx.home.coach.user)
    url = f"/postmatch/{report.fixture_id}/{fx.home.pk}/players/{player.pk}/"
    assert client.post(url, {"action": "characteristic"}).status_code == 302
    pending = player.pending_improvement
    page = client.get(f"/postmatch/{report.fixture_id}/{fx.home.pk}/").content.decode()
    assert f"D16 rolled <strong>{pending.roll}</strong>" in page
    client.post(url, {"action": "choose", "characteristic": pending.characteristics[0]})
    assert Advancement.objects.get(player=player).characteristic == pending.characteristics[0]


def test_a_rule_breach_is_shown_and_nothing_changes(client, played):
    fx, report = played
    player = pf.numbered(fx.home, 6)
    Player.objects.filter(pk=player.pk).update(spp=2)  # (whether or not the seeded MVP draw picked him)
    client.force_login(fx.home.coach.user)
    url = f"/postmatch/{report.fixture_id}/{fx.home.pk}/players/{player.pk}/"
    response = client.post(url, {"action": "random_primary", "category": "General"}, HTTP_HX_REQUEST="true")
    assert "§7.3.3" in response.content.decode() and not Advancement.objects.exists()


def test_only_the_teams_coach_may_post_advancements(client, played):
    fx, report = played
    player = pf.numbered(fx.home, 4)
    Player.objects.filter(pk=player.pk).update(spp=20)
    url = f"/postmatch/{report.fixture_id}/{fx.home.pk}/players/{player.pk}/"
    assert client.post(url, {"action": "random_primary", "category": "General"}).status_code == 302  # to the login page
    client.force_login(fx.away.coach.user)  # the opponent
    assert client.post(url, {"action": "random_primary", "category": "General"}).status_code == 403
    assert client.post(f"/postmatch/{report.fixture_id}/{fx.home.pk}/finish/").status_code == 403
    page = client.get(f"/postmatch/{report.fixture_id}/{fx.home.pk}/").content.decode()
    assert "Random Primary" not in page  # read-only for others
    assert not Advancement.objects.exists() and Player.objects.get(pk=player.pk).spp == 20


def test_a_player_of_another_team_cannot_be_reached_through_this_page(client, played):
    fx, report = played
    client.force_login(fx.home.coach.user)
    stranger = pf.numbered(fx.away, 4)
    url = f"/postmatch/{report.fixture_id}/{fx.home.pk}/players/{stranger.pk}/"
    assert client.post(url, {"action": "fire"}).status_code == 404
    assert Player.objects.get(pk=stranger.pk).on_roster


def test_coach_finishes_step_3(client, played):
    fx, report = played
    client.force_login(fx.home.coach.user)
    response = client.post(f"/postmatch/{report.fixture_id}/{fx.home.pk}/finish/")
    assert response.status_code == 302
    assert PostMatchStep.objects.filter(report=report, team=fx.home, step="roster").exists()


def test_cemetery_lists_the_dead(client):
    fx = pf.match()
    victim = pf.numbered(fx.away, 7)
    report = pf.report(fx, lines=[{"player": victim, "casualty": "dead"}])
    run_post_match(report.pk)
    page = client.get(f"/leagues/{fx.season.league_id}/cemetery/").content.decode()
    assert victim.name in page and str(fx) in page
    assert victim not in fx.away.roster_players()  # removed from the roster, kept in the history (§7.2)


def test_player_page_loads_the_players_rolls_as_an_htmx_fragment(client, played):
    fx, report = played
    victim = pf.numbered(fx.away, 2)
    page = client.get(f"/players/{victim.pk}/").content.decode()
    assert f'hx-get="/players/{victim.pk}/rolls/"' in page
    fragment = client.get(f"/players/{victim.pk}/rolls/", HTTP_HX_REQUEST="true").content.decode()
    assert "Casualty roll (D16)" in fragment and "<html" not in fragment


def test_hiring_from_the_post_match_page_comes_back_to_it(client, played):
    """§7.4.1: hiring happens on the same page, through the league's roster service."""
    fx, report = played
    fx.home.treasury = 100_000
    fx.home.save()
    client.force_login(fx.home.coach.user)
    page_url = f"/postmatch/{fx.pk}/{fx.home.pk}/"
    assert f'action="/teams/{fx.home.pk}/hire/"' in client.get(page_url).content.decode()
    response = client.post(f"/teams/{fx.home.pk}/hire/", {"position": "dwarf_blocker_lineman", "name": "New Boy", "next": page_url})
    assert response.status_code == 302 and response["Location"] == page_url
    assert fx.home.players.filter(name="New Boy").exists()


def test_temporary_retirement_journeyman_signing_and_firing_on_the_same_page(client):
    """§7.4.1, §7.4.2: a player with a Lasting Injury this match may be Temporarily Retired; a journeyman
    who played may be signed; anyone may be fired — all through the league's roster services."""
    fx = pf.match()
    hurt = pf.numbered(fx.home, 2)
    jm = pf.player(fx.home, 12, "dwarf_blocker_lineman", journeyman=True)
    report = pf.report(fx, outcome="away_win", lines=[{"player": hurt, "casualty": "lasting_injury", "lasting_injury": "AV"}])
    run_post_match(report.pk)
    fx.home.treasury = 200_000
    fx.home.save()
    client.force_login(fx.home.coach.user)
    page = client.get(f"/postmatch/{fx.pk}/{fx.home.pk}/").content.decode()
    assert "Temporarily retire" in page and "Sign permanently" in page
    base = f"/postmatch/{fx.pk}/{fx.home.pk}/players"
    client.post(f"{base}/{hurt.pk}/", {"action": "retire"})
    client.post(f"{base}/{jm.pk}/", {"action": "sign"})
    client.post(f"{base}/{pf.numbered(fx.home, 3).pk}/", {"action": "fire"})
    hurt.refresh_from_db()
    jm.refresh_from_db()
    assert hurt.temporarily_retired and not jm.journeyman
    assert not pf.numbered(fx.home, 3).on_roster
