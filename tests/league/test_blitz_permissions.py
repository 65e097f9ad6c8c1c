"""Every Blitz Bowl write, on the pages and in the API: the allowed role succeeds; anyone else gets
403 (or, logged out, the login page) and nothing changes (DESIGN.md rule 7)."""

import json

import pytest
from django.test import Client

from engine.dice import Dice
from games.blitz_bowl import services as blitz
from games.blitz_bowl.models import CoachTrait
from league.models import AuditEntry, Fixture, League, Season, Team
from matches.models import ResultReport
from tests.league.blitz_helpers import confirm, make_blitz_league, report, side

REPORT = {"home": side(touchdowns=2), "away": side(touchdowns=1), "ending": "end_of_deck"}


def _api_report(w, **extra):
    """REPORT in the API every game uses: one entry per team, the tallies as its data."""
    return {"sides": [{"team": w.game.home_id, "data": REPORT["home"]}, {"team": w.game.away_id, "data": REPORT["away"]}],
            "match": {"ending": REPORT["ending"]}, **extra}


def _result_url(w, action):
    return f"/api/matches/results/{ResultReport.objects.get(fixture=w.game).pk}/{action}/"


def _report_form(extra=None):
    data = {"ending": "end_of_deck", **(extra or {})}
    for s in ("home", "away"):
        for name in ("touchdowns", "cards_claimed", "card_points", "sweeps", "injuries_caused"):
            data[f"{s}_{name}"] = "0"
    data["home_touchdowns"] = "2"
    data["away_touchdowns"] = "1"
    return data


class World:
    """A Blitz Bowl league with 3 coaches (u0-u2), an outsider, and a game u0 v u1."""

    def __init__(self, make_user, *, start=True):
        self.commissioner, self.league, self.users, self.teams = make_blitz_league(make_user, 3, start=start)
        self.outsider = make_user("outsider")
        self.game = None
        if start:
            self.game = blitz.arrange_game(by=self.users[0], league=self.league, home=self.teams[0],
                                           away=self.teams[1])

    def season(self):
        return Season.objects.get(league=self.league)

    def report(self):
        report(by=self.users[0], game=self.game, **REPORT)

    def trait(self, *, duplicate=False):
        self.report()
        confirm(by=self.users[1], game=self.game, dice=Dice.forcing(4, 4, 1, 1))
        if not duplicate:
            return CoachTrait.objects.get(team=self.teams[0])
        game2 = blitz.arrange_game(by=self.users[0], league=self.league, home=self.teams[0], away=self.teams[2])
        report(by=self.users[0], game=game2, **REPORT)
        confirm(by=self.users[2], game=game2, dice=Dice.forcing(4, 4, 2, 2))
        return CoachTrait.objects.get(team=self.teams[0], trait="")


def _game_status(w):
    return Fixture.objects.get(pk=w.game.pk).status


# Each case: name -> (setup(world) -> target, page url, page data, api url, api data, allowed, denied, probe)
# `allowed`/`denied` pick users from the world; `probe` reads the state the write changes.
CASES = {
    "create league": dict(
        start=True, page=lambda w, t: ("/blitz/new/", {"name": "New one"}),
        api=lambda w, t: ("/api/blitz/leagues/", {"name": "New one"}),
        allowed=lambda w: w.outsider, denied=lambda w: [], probe=lambda w, t: League.objects.count()),
    "join": dict(
        start=False, page=lambda w, t: (f"/blitz/{w.league.pk}/join/", {"team_name": "Joiners", "team_chosen": "Orcs"}),
        api=lambda w, t: (f"/api/blitz/leagues/{w.league.pk}/join/", {"team_name": "Joiners", "team_chosen": "Orcs"}),
        allowed=lambda w: w.outsider, denied=lambda w: [], probe=lambda w, t: Team.objects.count()),
    "start league games": dict(
        start=False, page=lambda w, t: (f"/blitz/{w.league.pk}/start/", {}),
        api=lambda w, t: (f"/api/blitz/leagues/{w.league.pk}/start/", {}),
        allowed=lambda w: w.commissioner, denied=lambda w: [w.users[0], w.outsider],
        probe=lambda w, t: w.season().state),
    "settings": dict(
        start=True, page=lambda w, t: (f"/blitz/{w.league.pk}/settings/", {"quarter_finals": "on"}),
        api=lambda w, t: (f"/api/blitz/leagues/{w.league.pk}/settings/", {"quarter_finals": True}),
        allowed=lambda w: w.commissioner, denied=lambda w: [w.users[0], w.outsider],
        probe=lambda w, t: League.objects.get(pk=w.league.pk).option("quarter_finals")),
    "pair the next round": dict(
        start=True, page=lambda w, t: (f"/blitz/{w.league.pk}/round/", {}),
        api=lambda w, t: (f"/api/blitz/leagues/{w.league.pk}/rounds/", {}),
        allowed=lambda w: w.commissioner, denied=lambda w: [w.users[0], w.outsider],
        probe=lambda w, t: Fixture.objects.count()),
    "arrange a game": dict(
        start=True,
        page=lambda w, t: (f"/blitz/{w.league.pk}/arrange/", {"home": w.teams[0].pk, "away": w.teams[2].pk}),
        api=lambda w, t: (f"/api/blitz/leagues/{w.league.pk}/games/", {"home": w.teams[0].pk, "away": w.teams[2].pk}),
        allowed=lambda w: w.users[2], denied=lambda w: [w.users[1], w.outsider],
        probe=lambda w, t: Fixture.objects.count()),
    "start the finals": dict(
        start=True, setup="finished",
        page=lambda w, t: (f"/blitz/{w.league.pk}/finals/", {}),
        api=lambda w, t: (f"/api/blitz/leagues/{w.league.pk}/finals/", {}),
        allowed=lambda w: w.commissioner, denied=lambda w: [w.users[0], w.outsider],
        probe=lambda w, t: w.season().state),
    "report": dict(
        start=True, page=lambda w, t: (f"/blitz/fixtures/{w.game.pk}/report/", _report_form()),
        api=lambda w, t: (f"/api/matches/fixtures/{w.game.pk}/result/", _api_report(w)),
        allowed=lambda w: w.users[1], denied=lambda w: [w.users[2], w.outsider],
        probe=lambda w, t: _game_status(w)),
    "confirm": dict(
        start=True, setup="reported",
        page=lambda w, t: (f"/blitz/fixtures/{w.game.pk}/confirm/", {}),
        api=lambda w, t: (_result_url(w, "confirm"), {}),
        allowed=lambda w: w.users[1], denied=lambda w: [w.users[0], w.users[2], w.outsider],
        probe=lambda w, t: _game_status(w)),
    "dispute": dict(
        start=True, setup="reported",
        page=lambda w, t: (f"/blitz/fixtures/{w.game.pk}/dispute/", {"reason": "wrong score"}),
        api=lambda w, t: (_result_url(w, "dispute"), {"reason": "wrong score"}),
        allowed=lambda w: w.users[1], denied=lambda w: [w.users[0], w.users[2], w.outsider],
        probe=lambda w, t: _game_status(w)),
    "commissioner decides": dict(
        start=True, setup="reported",
        page=lambda w, t: (f"/blitz/fixtures/{w.game.pk}/decide/", _report_form({"reason": "agreed"})),
        api=lambda w, t: (_result_url(w, "decide"), _api_report(w, reason="agreed")),
        allowed=lambda w: w.commissioner, denied=lambda w: [w.users[0], w.users[1], w.outsider],
        probe=lambda w, t: (_game_status(w), AuditEntry.objects.count())),
    "choose a trait": dict(
        start=True, setup="duplicate",
        page=lambda w, t: (f"/blitz/traits/{t.pk}/choose/", {"trait": "glory_hound"}),
        api=lambda w, t: (f"/api/blitz/traits/{t.pk}/choose/", {"trait": "glory_hound"}),
        allowed=lambda w: w.users[0], denied=lambda w: [w.users[1], w.commissioner, w.outsider],
        probe=lambda w, t: CoachTrait.objects.get(pk=t.pk).trait),
    "mark a trait used": dict(
        start=True, setup="trait",
        page=lambda w, t: (f"/blitz/traits/{t.pk}/used/", {"used": "true"}),
        api=lambda w, t: (f"/api/blitz/traits/{t.pk}/used/", {"used": True}),
        allowed=lambda w: w.users[0], denied=lambda w: [w.users[1], w.commissioner, w.outsider],
        probe=lambda w, t: CoachTrait.objects.get(pk=t.pk).used_this_game),
}


def _setup(w, kind):
    if kind == "reported":
        w.report()
    elif kind == "trait":
        return w.trait()
    elif kind == "duplicate":
        return w.trait(duplicate=True)
    elif kind == "finished":
        while True:
            try:
                games = blitz.generate_round(by=w.commissioner, league=w.league)
            except Exception:  # every coach paired for 10 games
                break
            for g in games:
                home, away = (w.users[[t.pk for t in w.teams].index(x)] for x in (g.home_id, g.away_id))
                report(by=home, game=g, **REPORT)
                confirm(by=away, game=g)
        w.report()
        confirm(by=w.users[1], game=w.game)
    return None


def _post(client, channel, url, data):
    if channel == "api":
        return client.post(url, json.dumps(data), content_type="application/json")
    return client.post(url, data)


@pytest.mark.parametrize("channel", ["page", "api"])
@pytest.mark.parametrize("case", list(CASES))
def test_write_permissions(make_user, case, channel):
    spec = CASES[case]
    w = World(make_user, start=spec["start"])
    target = _setup(w, spec.get("setup"))
    url, data = spec[channel](w, target)
    before = spec["probe"](w, target)

    # logged out: the page sends to the login page, the API refuses; nothing changes
    response = _post(Client(), channel, url, data)
    if channel == "page":
        assert response.status_code == 302 and "/accounts/login/" in response["Location"]
    else:
        assert response.status_code in (401, 403)
    assert spec["probe"](w, target) == before

    for user in spec["denied"](w):
        client = Client()
        client.force_login(user)
        response = _post(client, channel, url, data)
        assert response.status_code == 403, (case, channel, str(user), response.content[:300])
        assert spec["probe"](w, target) == before, (case, str(user))

    client = Client()
    client.force_login(spec["allowed"](w))
    response = _post(client, channel, url, data)
    assert response.status_code in ((302,) if channel == "page" else (200, 201)), response.content[:500]
    if channel == "page":
        messages = [m.message for m in response.wsgi_request._messages]
        assert not any("§" in m for m in messages), messages
    assert spec["probe"](w, target) != before
