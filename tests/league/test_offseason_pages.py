"""The off-season pages and API: commissioner-only steps (start with confirmation, open and start the next
season), coach-only re-draft and leave; everyone else is refused and nothing changes."""

import pytest
from django.test import Client
from django.utils import translation

from games.dungeon_bowl.models import Redraft
from league.models import OffSeason, Season
from tests import playoff_factories as pf


def client_for(user=None):
    c = Client()
    if user is not None:
        c.force_login(user)
    return c


@pytest.fixture
def ended(db):
    commish, lg, s, ta, tb, bracket = pf.finished_playoffs()
    return {"commish": commish, "league": lg, "season": s, "ta": ta, "tb": tb}


def start(w, django_capture_on_commit_callbacks, user=None, confirm="yes"):
    with django_capture_on_commit_callbacks(execute=True):
        return client_for(user or w["commish"]).post(f"/seasons/{w['season'].pk}/offseason/start/", {"confirm": confirm})


@pytest.mark.django_db
def test_start_needs_the_commissioner_and_the_confirmation(ended, django_capture_on_commit_callbacks):
    s = ended["season"]
    page = client_for(ended["commish"]).get(f"/seasons/{s.pk}/offseason/").content.decode()
    assert "Start the off-season" in page and "I confirm" in page
    assert "Start the off-season</button>" not in client_for(ended["ta"][0].coach.user).get(f"/seasons/{s.pk}/offseason/").content.decode()
    assert start(ended, django_capture_on_commit_callbacks, user=ended["ta"][0].coach.user).status_code == 403
    assert client_for().post(f"/seasons/{s.pk}/offseason/start/", {"confirm": "yes"}).status_code == 302
    start(ended, django_capture_on_commit_callbacks, confirm="")
    assert not OffSeason.objects.exists()
    response = start(ended, django_capture_on_commit_callbacks)
    assert response.status_code == 302
    s.refresh_from_db()
    assert s.state == Season.State.OFF_SEASON and OffSeason.objects.get().is_processed
    page = client_for(ended["ta"][0].coach.user).get(f"/seasons/{s.pk}/offseason/").content.decode()
    assert "re-draft now" in page and "Start the off-season</button>" not in page


@pytest.mark.django_db
def test_redraft_page_is_the_coachs_alone(ended, django_capture_on_commit_callbacks):
    start(ended, django_capture_on_commit_callbacks)
    team = ended["ta"][3]
    record = Redraft.objects.get(team=team)
    url = f"/redrafts/{record.pk}/"
    players = [p.pk for p in team.roster_players()]
    form = {"rehire": players, "rerolls": "1", "hire_dwarf_runner": "1"}
    body = client_for(team.coach.user).get(url).content.decode()
    assert "Re-draft " + team.name in body and "1,120,000" in body
    assert "Re-draft " + team.name + "</button>" not in client_for(ended["commish"]).get(url).content.decode()
    for intruder in (ended["commish"], ended["ta"][0].coach.user):
        assert client_for(intruder).post(url, form).status_code == 403
        assert client_for(intruder).post(url + "leave/", {"confirm": "yes"}).status_code == 403
    assert client_for().post(url, form).status_code == 302
    record.refresh_from_db()
    assert record.state == Redraft.State.WAITING
    bad = client_for(team.coach.user).post(url, {"rehire": players[:5], "rerolls": "0"})
    assert bad.status_code == 400 and "at least 11 players" in bad.content.decode()
    ok = client_for(team.coach.user).post(url, form)
    assert ok.status_code == 302
    record.refresh_from_db()
    assert record.state == Redraft.State.REDRAFTED and team.roster_players().count() == 12
    assert record.spent == 11 * 70_000 + 50_000 + 85_000


@pytest.mark.django_db
def test_leaving_needs_the_coach_and_a_ticked_box(ended, django_capture_on_commit_callbacks):
    start(ended, django_capture_on_commit_callbacks)
    team = ended["tb"][2]
    record = Redraft.objects.get(team=team)
    client_for(team.coach.user).post(f"/redrafts/{record.pk}/leave/", {})
    record.refresh_from_db()
    assert record.state == Redraft.State.WAITING
    client_for(team.coach.user).post(f"/redrafts/{record.pk}/leave/", {"confirm": "yes"})
    record.refresh_from_db()
    assert record.state == Redraft.State.LEFT


@pytest.mark.django_db
def test_next_season_pages_are_the_commissioners(ended, django_capture_on_commit_callbacks):
    start(ended, django_capture_on_commit_callbacks)
    s = ended["season"]
    for r in Redraft.objects.select_related("team__coach__user"):
        client_for(r.team.coach.user).post(f"/redrafts/{r.pk}/", {"rehire": [p.pk for p in r.team.roster_players()],
                                                                  "rerolls": "0"})
    assert not Redraft.objects.filter(state=Redraft.State.WAITING).exists()
    coach = ended["ta"][0].coach.user
    assert client_for(coach).post(f"/seasons/{s.pk}/offseason/open-next/").status_code == 403
    assert client_for(ended["commish"]).post(f"/seasons/{s.pk}/offseason/open-next/").status_code == 302
    season2 = Season.objects.get(league=ended["league"], number=2)
    assert client_for(coach).post(f"/seasons/{season2.pk}/start/", {"divisions": "2"}).status_code == 403
    assert season2.divisions.count() == 0
    assert client_for(ended["commish"]).post(f"/seasons/{season2.pk}/start/", {"divisions": "2"}).status_code == 302
    season2.refresh_from_db()
    assert season2.state == Season.State.REGULAR_SEASON and season2.divisions.count() == 2


@pytest.mark.django_db
def test_api_commissioner_steps_and_coach_redraft(ended, django_capture_on_commit_callbacks):
    s, commish = ended["season"], ended["commish"]
    coach = ended["ta"][0].coach.user
    url = f"/api/seasons/{s.pk}/offseason/"
    assert client_for().get(url).json() == {"season": s.pk, "started": False}
    assert client_for().post(url, {"confirm": True}, content_type="application/json").status_code == 401  # no credentials
    assert client_for(coach).post(url, {"confirm": True}, content_type="application/json").status_code == 403
    assert client_for(commish).post(url, {}, content_type="application/json").status_code == 400
    with django_capture_on_commit_callbacks(execute=True):
        assert client_for(commish).post(url, {"confirm": True}, content_type="application/json").status_code == 202
    data = client_for().get(url).json()
    assert data["processed"] and len(data["redrafts"]) == 8
    for r in Redraft.objects.select_related("team__coach__user"):
        body = {"rehire": [p.pk for p in r.team.roster_players()], "rerolls": 1}
        api = f"/api/redrafts/{r.pk}/"
        for intruder, status in ((commish, 403), (None, 401)):  # not the coach; no credentials
            assert client_for(intruder).post(api, body, content_type="application/json").status_code == status
        if r.team == ended["tb"][3]:
            assert client_for(coach).post(api + "leave/").status_code == 403
            assert client_for(r.team.coach.user).post(api + "leave/").json()["state"] == "left"
            continue
        response = client_for(r.team.coach.user).post(api, body, content_type="application/json")
        assert response.status_code == 200 and response.json()["state"] == "redrafted"
    assert client_for(coach).post(f"/api/seasons/{s.pk}/offseason/open-next/").status_code == 403
    opened = client_for(commish).post(f"/api/seasons/{s.pk}/offseason/open-next/")
    assert opened.status_code == 201
    season2 = opened.json()["season"]
    assert client_for(coach).post(f"/api/seasons/{season2}/start/", {"divisions": 1}, content_type="application/json").status_code == 403
    started = client_for(commish).post(f"/api/seasons/{season2}/start/", {"divisions": 1}, content_type="application/json")
    assert started.status_code == 200 and started.json()["state"] == "regular_season"


@pytest.mark.django_db
def test_the_dashboard_tells_each_one_the_next_step(ended, django_capture_on_commit_callbacks):
    from league.selectors.dashboard import actions_for_coach

    commish, team = ended["commish"], ended["ta"][3]
    assert any("start the off-season" in a["text"] for a in actions_for_coach(commish))
    assert not any("Re-draft" in a["text"] for a in actions_for_coach(team.coach.user))
    start(ended, django_capture_on_commit_callbacks)
    mine = [a for a in actions_for_coach(team.coach.user) if "Re-draft" in a["text"]]
    assert mine == [{"text": f"Re-draft {team} for season 2 (budget 1,120,000 gp), or leave",
                     "url": f"/redrafts/{Redraft.objects.get(team=team).pk}/"}]
    with translation.override("it"):  # the dashboard reads each line in the reader's language
        assert [a["text"] for a in actions_for_coach(team.coach.user) if "Riconvoca" in a["text"]] == [
            f"Riconvoca {team} per la stagione 2 (budget 1.120.000 gp), oppure lascia la lega"]
    assert not any("open season 2" in a["text"] for a in actions_for_coach(commish))
    for r in Redraft.objects.select_related("team__coach__user"):
        client_for(r.team.coach.user).post(f"/redrafts/{r.pk}/leave/", {"confirm": "yes"})
    assert any("open season 2" in a["text"] for a in actions_for_coach(commish))


@pytest.mark.django_db
def test_a_refused_redraft_shows_the_new_hires_the_coach_typed(ended, django_capture_on_commit_callbacks):
    """Nothing a coach entered is lost: the hire counts come back with the error, like the re-hires and re-rolls."""
    start(ended, django_capture_on_commit_callbacks)
    team = ended["ta"][3]
    record = Redraft.objects.get(team=team)
    players = [p.pk for p in team.roster_players()]
    bad = client_for(team.coach.user).post(f"/redrafts/{record.pk}/", {"rehire": players[:5], "rerolls": "2",
                                                                       "hire_dwarf_runner": "3"})
    body = bad.content.decode()
    assert bad.status_code == 400 and "at least 11 players" in body
    assert 'name="hire_dwarf_runner" type="number" min="0" max="16" value="3"' in body
    assert 'name="rerolls" type="number" min="0" max="8" value="2"' in body
