"""Issue 4: every write on the pages: the allowed role succeeds; anyone else gets 403 (or the login
page, when logged out) and nothing changes (DESIGN rule 7)."""

import pytest

from league.models import AuditEntry, Division, League, Player, Season, SeasonEntry, Team, TeamReroll

pytestmark = pytest.mark.django_db


def snapshot():
    """Everything a write could change, to prove a refused write changed nothing."""
    return (
        list(Team.objects.values_list("pk", "name", "treasury", "dungeon_bowl_sponsor__sponsor").order_by("pk")),
        list(Player.objects.values_list("pk", "name", "number", "fired", "temporarily_retired", "spp", "skills",
                                        "lasting_injuries").order_by("pk")),
        TeamReroll.objects.count(), Season.objects.count(), list(Season.objects.values_list("state", flat=True)),
        list(SeasonEntry.objects.values_list("state", flat=True)), Division.objects.count(), AuditEntry.objects.count(),
        list(League.objects.values_list("name", "settings")),
        list(League.commissioners.through.objects.values_list("league_id", "coach_id").order_by("pk")),
    )


@pytest.fixture
def world(team, league, commissioner, coach, stranger):
    Team.objects.filter(pk=team.pk).update(treasury=500_000)
    hurt = team.players.get(number=2)
    Player.objects.filter(pk=hurt.pk).update(lasting_injuries=["MA"], spp=10)
    return {"team": team, "league": league, "season": league.current_season(), "player": team.players.get(number=1),
            "hurt": hurt, "entry": SeasonEntry.objects.get(team=team),
            "users": {"commissioner": commissioner, "coach": coach, "stranger": stranger}}


# (name, role allowed, url, form data)
WRITES = [
    ("hire", "coach", lambda w: f"/teams/{w['team'].pk}/hire/", {"position": "gnoblar_lineman", "name": "Snik"}),
    ("reroll", "coach", lambda w: f"/teams/{w['team'].pk}/reroll/", {}),
    ("rename", "coach", lambda w: f"/players/{w['player'].pk}/rename/", {"name": "Renamed"}),
    ("fire", "coach", lambda w: f"/players/{w['player'].pk}/fire/", {}),
    ("retire", "coach", lambda w: f"/players/{w['hurt'].pk}/retire/", {}),
    ("skill", "coach", lambda w: f"/players/{w['hurt'].pk}/skill/", {"kind": "chosen_primary", "skill": "Guard"}),
    ("sponsor", "coach", lambda w: f"/teams/{w['team'].pk}/sponsor/", {"sponsor": "lightningade"}),
    ("treasury", "commissioner", lambda w: f"/teams/{w['team'].pk}/correct/", {"treasury": "1000", "reason": "fix"}),
    ("player-correct", "commissioner", lambda w: f"/players/{w['player'].pk}/correct/",
     {"spp": "5", "spp_earned": "5", "niggling_injuries": "0", "mvp_awards": "1", "lasting_injuries": "", "reason": "fix"}),
    ("settings", "commissioner", lambda w: f"/leagues/{w['league'].pk}/settings/",
     {"name": "Renamed League", "team_budget": "1100000", "unplayed_policy": "rulebook", "round_length_days": "7", "reason": "x",
      "playoff_format_four_divisions": "division_winners", "playoff_draw_breaker": "higher_seed",
      "redraft_wins_counted": "league", "sponsor_allocation": "free", "ai_opponent": "search",
            # every setting the form requires: the exhibition ones (§9) and the unconfirmed-report policy
            "unconfirmed_report_policy": "accept", "exhibition_budget": "1150000", "exhibition_free_spp": "36",
            "exhibition_max_advancements": "6"}),
    ("add-commissioner", "commissioner", lambda w: f"/leagues/{w['league'].pk}/commissioners/", {"username": "stranger"}),
    ("state", "commissioner", lambda w: f"/seasons/{w['season'].pk}/state/", {"state": "regular_season", "confirm": "yes"}),
    ("decide", "commissioner", lambda w: f"/entries/{w['entry'].pk}/decide/", {"decision": "accept"}),
]


@pytest.mark.parametrize("name, allowed, url, data", WRITES, ids=[w[0] for w in WRITES])
@pytest.mark.parametrize("who", ["anonymous", "stranger", "other-role"])
def test_refused_writes_change_nothing(client, world, name, allowed, url, data, who):
    if who == "stranger":
        client.force_login(world["users"]["stranger"])
    elif who == "other-role":
        client.force_login(world["users"]["coach" if allowed == "commissioner" else "commissioner"])
    before = snapshot()
    response = client.post(url(world), data)
    if who == "anonymous":
        assert response.status_code == 302 and "/accounts/login/" in response["Location"]
    else:
        assert response.status_code == 403
    assert snapshot() == before


@pytest.mark.parametrize("name, allowed, url, data", WRITES, ids=[w[0] for w in WRITES])
def test_allowed_writes_succeed(client, world, name, allowed, url, data):
    client.force_login(world["users"][allowed])
    before = snapshot()
    response = client.post(url(world), data)
    assert response.status_code == 302, response.content.decode()[:2000]
    assert snapshot() != before
    messages = [m.message for m in response.wsgi_request._messages]
    assert not any("§" in m for m in messages), messages  # no rule was broken


def test_season_writes_need_the_commissioner(client, world, make_user, make_team):
    # Divisions, draws and new seasons: the commissioner of this league only.
    season = world["season"]
    other_league_commissioner = make_user("elsewhere")
    from league.services.leagues import create_league
    create_league(by=other_league_commissioner, name="Other League")
    for user in (world["users"]["coach"], other_league_commissioner):
        client.force_login(user)
        for url, data in [(f"/seasons/{season.pk}/draw/", {"count": "1"}),
                          (f"/seasons/{season.pk}/divisions/", {f"division_{world['team'].pk}": "A"}),
                          (f"/leagues/{world['league'].pk}/seasons/new/", {})]:
            before = snapshot()
            assert client.post(url, data).status_code == 403
            assert snapshot() == before


def test_entering_another_coachs_team_is_refused(client, world, league, commissioner):
    SeasonEntry.objects.all().delete()
    client.force_login(world["users"]["stranger"])
    assert client.post(f"/seasons/{world['season'].pk}/enter/", {"team": world["team"].pk}).status_code == 403
    assert not SeasonEntry.objects.exists()
    client.force_login(world["users"]["coach"])
    assert client.post(f"/seasons/{world['season'].pk}/enter/", {"team": world["team"].pk}).status_code == 302
    assert SeasonEntry.objects.filter(team=world["team"]).exists()


def test_creating_a_league_or_a_team_needs_a_login(client, league):
    assert "/accounts/login/" in client.post("/leagues/new/", {"name": "L"})["Location"]
    assert "/accounts/login/" in client.post(f"/leagues/{league.pk}/teams/new/", {"college": "fire"})["Location"]
    assert League.objects.count() == 1 and not Team.objects.exists()


def test_commissioner_season_writes_on_the_pages(client, world, make_team, make_user):
    season, commissioner = world["season"], world["users"]["commissioner"]
    teams = [world["team"]] + [make_team(make_user()) for _ in range(3)]
    SeasonEntry.objects.update(state="accepted")
    client.force_login(commissioner)
    assert client.post(f"/seasons/{season.pk}/draw/", {"count": "1"}).status_code == 302
    assert season.divisions.get().teams.count() == 4
    client.post(f"/seasons/{season.pk}/divisions/", {f"division_{t.pk}": "North" for t in teams})
    assert season.divisions.get().name == "North"
    for state in ("regular_season", "playoffs", "off_season", "closed"):
        client.post(f"/seasons/{season.pk}/state/", {"state": state, "confirm": "yes"})
    assert client.post(f"/leagues/{world['league'].pk}/seasons/new/", {}).status_code == 302
    assert world["league"].seasons.count() == 2
