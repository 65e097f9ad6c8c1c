"""§10.2 the 2494 Final in a league, through its services and pages: the commissioner schedules it, coaches take
the Emerald Crusaders and the Black Widows (the commissioner may take both), the engine plays it (the outbox task,
run in place by eager Celery) or the commissioner reports it; its result, highlights and replay show on its page.
Every write is checked: who may make it, and a broken rule changes nothing."""

from __future__ import annotations

import pytest
from django.core.exceptions import PermissionDenied

from games.dungeon_bowl.final import services
from games.dungeon_bowl.final.selectors import coach_actions, commissioner_actions
from games.dungeon_bowl.models import FinalMatch
from league.models import Season
from league.services.errors import RuleViolation
from tests import schedule_factories as f

pytestmark = pytest.mark.django_db


@pytest.fixture
def league_with_coaches():
    commish = f.user()
    lg = f.league(commissioner=commish)
    f.season(lg, state=Season.State.OFF_SEASON)
    one, two, outsider = f.user(), f.user(), f.user()
    f.team(lg, coach=one)
    f.team(lg, coach=two)
    return lg, commish, one, two, outsider


def scheduled(lg, commish) -> FinalMatch:
    return services.schedule_final(by=commish, league=lg)


# -- scheduling ------------------------------------------------------------------------------------------------
def test_only_the_commissioner_schedules_the_final_once_per_season(league_with_coaches):
    lg, commish, one, _two, outsider = league_with_coaches
    for user in (one, outsider):
        with pytest.raises(PermissionDenied):
            services.schedule_final(by=user, league=lg)
    final = scheduled(lg, commish)
    assert final.status == "scheduled" and final.season == lg.seasons.get()
    with pytest.raises(RuleViolation, match="already has its 2494 Final"):
        scheduled(lg, commish)
    assert FinalMatch.objects.count() == 1


def test_another_games_league_has_no_final():
    commish = f.user()
    lg = f.league(commissioner=commish, ruleset="blitz_bowl")
    f.season(lg)
    with pytest.raises(RuleViolation, match="Dungeon Bowl scenario"):
        services.schedule_final(by=commish, league=lg)
    assert not FinalMatch.objects.exists()


# -- taking a side -----------------------------------------------------------------------------------------------
def test_a_coach_of_the_league_takes_one_free_side(league_with_coaches):
    lg, commish, one, two, outsider = league_with_coaches
    final = scheduled(lg, commish)
    with pytest.raises(PermissionDenied):
        services.take_side(by=outsider, final=final, side="life")  # no team in the league
    services.take_side(by=one, final=final, side="life")
    with pytest.raises(RuleViolation, match="already coaches The Emerald Crusaders"):
        services.take_side(by=two, final=final, side="life")
    with pytest.raises(RuleViolation, match="only the commissioner may coach both"):
        services.take_side(by=one, final=final, side="death")
    with pytest.raises(RuleViolation, match="Emerald Crusaders or the Black Widows"):
        services.take_side(by=two, final=final, side="orcs")
    final.refresh_from_db()
    assert (final.life_coach, final.death_coach) == (one.coach, None)


def test_the_commissioner_may_coach_both_sides(league_with_coaches):
    lg, commish, one, _two, _outsider = league_with_coaches
    final = scheduled(lg, commish)
    services.take_side(by=one, final=final, side="life")
    services.take_side(by=commish, final=final, side="life")  # takes it over
    services.take_side(by=commish, final=final, side="death")
    final.refresh_from_db()
    assert final.life_coach == final.death_coach == commish.coach


# -- playing -------------------------------------------------------------------------------------------------------
def test_the_engine_plays_the_final_once_both_sides_have_a_coach(league_with_coaches, django_capture_on_commit_callbacks):
    lg, commish, one, two, outsider = league_with_coaches
    final = scheduled(lg, commish)
    services.take_side(by=one, final=final, side="life")
    with pytest.raises(RuleViolation, match="both sides of the Final need a coach"):
        services.play_by_engine(by=one, final=final)
    services.take_side(by=two, final=final, side="death")
    with pytest.raises(PermissionDenied):
        services.play_by_engine(by=outsider, final=final)
    with django_capture_on_commit_callbacks(execute=True):
        services.play_by_engine(by=two, final=final)
    final.refresh_from_db()
    assert final.status == "played" and final.how == "simulated" and final.seed
    assert final.events[-1]["t"] == "end" and final.outcome in ("life", "death", "draw")
    assert next(e for e in final.events if e["t"] == "dungeon")["name"] == "final_2494"  # the Final's map
    assert final.sheets["home"]["team"] == "The Emerald Crusaders"
    assert services.simulate_final(final_id=final.pk) is False  # a second delivery plays nothing
    with pytest.raises(RuleViolation, match="already being played or has been played"):
        services.play_by_engine(by=commish, final=final)
    with pytest.raises(RuleViolation, match="sides are settled"):
        services.take_side(by=commish, final=final, side="life")


def test_the_commissioner_reports_a_final_played_at_the_table(league_with_coaches):
    lg, commish, one, _two, _outsider = league_with_coaches
    final = scheduled(lg, commish)
    with pytest.raises(PermissionDenied):
        services.report_final(by=one, final=final, outcome="life", finish="touchdown")
    with pytest.raises(RuleViolation, match="§6.15"):
        services.report_final(by=commish, final=final, outcome="draw", finish="touchdown")
    with pytest.raises(RuleViolation, match="win for one side or a draw"):
        services.report_final(by=commish, final=final, outcome="orcs", finish="touchdown")
    final.refresh_from_db()
    assert final.status == "scheduled"
    services.report_final(by=commish, final=final, outcome="death", finish="touchdown")
    final.refresh_from_db()
    assert (final.status, final.how, final.score_life, final.score_death) == ("played", "reported", 0, 1)


# -- dashboard lines -----------------------------------------------------------------------------------------------
def test_dashboard_lines_lead_the_commissioner_and_the_coaches_to_the_final(league_with_coaches):
    lg, commish, one, _two, outsider = league_with_coaches
    assert [a["url"] for a in commissioner_actions(lg)] == [f"/leagues/{lg.pk}/final/"]
    final = scheduled(lg, commish)
    assert [a["url"] for a in commissioner_actions(lg)] == [f"/finals/{final.pk}/"]
    assert [a["url"] for a in coach_actions(one.coach)] == [f"/finals/{final.pk}/"]
    assert coach_actions(outsider.coach) == []


# -- pages ---------------------------------------------------------------------------------------------------------
def test_pages_refuse_writes_from_those_who_may_not_make_them(client, league_with_coaches):
    lg, commish, one, two, outsider = league_with_coaches
    client.force_login(one)
    assert client.post(f"/leagues/{lg.pk}/final/").status_code == 403
    assert not FinalMatch.objects.exists()
    client.force_login(commish)
    response = client.post(f"/leagues/{lg.pk}/final/")
    final = FinalMatch.objects.get()
    assert response.status_code == 302 and response["Location"] == f"/finals/{final.pk}/"
    client.force_login(outsider)
    assert client.post(f"/finals/{final.pk}/take/", {"side": "life"}).status_code == 403
    assert client.post(f"/finals/{final.pk}/play/").status_code == 403
    assert client.post(f"/finals/{final.pk}/report/", {"outcome": "life", "finish": "touchdown"}).status_code == 403
    client.logout()
    assert client.post(f"/finals/{final.pk}/take/", {"side": "life"}).status_code == 302  # to the login page
    final.refresh_from_db()
    assert (final.life_coach, final.status) == (None, "scheduled")


def test_a_broken_rule_on_a_page_is_a_message_and_changes_nothing(client, league_with_coaches):
    lg, commish, one, _two, _outsider = league_with_coaches
    final = scheduled(lg, commish)
    services.take_side(by=one, final=final, side="life")
    client.force_login(one)
    response = client.post(f"/finals/{final.pk}/play/", follow=True)
    assert response.status_code == 200
    assert "both sides of the Final need a coach before it is played (§10.2)" in response.content.decode()
    final.refresh_from_db()
    assert final.status == "scheduled"


def test_the_finals_page_shows_its_result_highlights_and_replay(client, league_with_coaches, django_capture_on_commit_callbacks):
    lg, commish, _one, _two, _outsider = league_with_coaches
    final = scheduled(lg, commish)
    client.force_login(commish)
    client.post(f"/finals/{final.pk}/take/", {"side": "life"})
    client.post(f"/finals/{final.pk}/take/", {"side": "death"})
    with django_capture_on_commit_callbacks(execute=True):
        client.post(f"/finals/{final.pk}/play/")
    final.refresh_from_db()
    client.logout()  # anyone may read it
    page = client.get(f"/finals/{final.pk}/").content.decode()
    assert final.get_outcome_display() in page and "Match over" in page
    assert 'id="replay"' in page and "<svg" in page
    step = client.get(f"/finals/{final.pk}/?step=3", HTTP_HX_REQUEST="true").content.decode()
    assert step.lstrip().startswith('<section id="replay"') and "step 3 /" in step
    log = client.get(f"/finals/{final.pk}/events.json").json()
    assert log["events"] == final.events and log["seed"] == final.seed


def test_a_reported_final_has_no_event_log(client, league_with_coaches):
    lg, commish, _one, _two, _outsider = league_with_coaches
    final = scheduled(lg, commish)
    services.report_final(by=commish, final=final, outcome="life", finish="time_limit")
    assert client.get(f"/finals/{final.pk}/events.json").status_code == 404
    page = client.get(f"/finals/{final.pk}/").content.decode()
    assert "The Emerald Crusaders win" in page and 'id="replay"' not in page


def test_the_seasons_off_season_page_leads_to_the_final(client, league_with_coaches):
    lg, commish, _one, _two, _outsider = league_with_coaches
    client.force_login(commish)
    page = client.get(f"/seasons/{lg.seasons.get().pk}/offseason/").content.decode()
    assert f'href="/leagues/{lg.pk}/final/"' in page
    assert client.get(f"/leagues/{lg.pk}/final/").status_code == 200


def test_highlights_name_the_finals_rules_and_who_they_touched():
    from games.dungeon_bowl.final.selectors import highlight

    names = {"widows-6": "Torne Grimhawnt", "emerald-1": "Lyairelle Swiftsong"}.get
    assert highlight({"t": "final_rule", "rule": "Boo!", "player": "widows-6", "pushed": "emerald-1"},
                     names) == "Boo!: Torne Grimhawnt pushes Lyairelle Swiftsong back"
    assert highlight({"t": "final_rule", "rule": "Healing Herbs", "players": ["emerald-1"]},
                     names) == "Healing Herbs: Lyairelle Swiftsong"
    assert highlight({"t": "werewolf", "effect": "blitz", "target": "emerald-1", "player": "werewolf"},
                     names) == "The Werewolf blitzes Lyairelle Swiftsong"
