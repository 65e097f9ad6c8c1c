"""Load (once) a finished Kaosball demo league beside the other demos, and print its logins.

Six coaches with Kaosball teams, the drawn schedule played out (the first match after its pre-game auction,
so its teams keep what they won), a Max4 friendly (never in the table, §5), the semi-finals, the third-place
match and the championship match. Seeded, so it is the same league every time; running it again changes
nothing.
"""

import random

from django.core.management.base import BaseCommand
from django.db import transaction

from engine.dice import Dice
from games.kaosball import auction_services
from games.kaosball import rules as kaos_rules
from games.kaosball import services as kaos
from league.demo import DEMO_PASSWORD
from league.demo import demo_user as _user
from league.models import Fixture, League, PlayoffMatch
from matches.services import results

LEAGUE_NAME = "Demo Kaosball League"
COMMISSIONER = "commissioner"
COACHES = [
    ("kaos1", "Themyscira Spears", "amazons"),
    ("kaos2", "Brass Pit Howlers", "daemons"),
    ("kaos3", "Götterdämmerung Fangs", "fangs"),
    ("kaos4", "Gutbuster Maulers", "ogres"),
    ("kaos5", "Sisters of the Vine", "amazons"),
    ("kaos6", "Night Court Fangs", "fangs"),
]


def _side(team_id: int, score: int, rng: random.Random) -> dict:
    kills = rng.randint(0, 4)
    fouls = rng.randint(0, 6)
    return {"team": team_id, "score": score, "data": {"kills_halftime": min(kills, rng.randint(0, 2)), "kills": kills,
                                                      "fouls_halftime": min(fouls, rng.randint(0, 3)),
                                                      "fouls": fouls}}


def _head_to_head(fixture: Fixture, rng: random.Random) -> dict:
    home, away = rng.randint(4, 30), rng.randint(4, 30)
    if home == away:  # level after period 4: the sudden-death playoff gave the home team 4 more (§23)
        return {"sides": [_side(fixture.home_id, home + 4, rng), _side(fixture.away_id, away, rng)],
                "match": {"mode": "head_to_head", "ending": "sudden_death", "sudden_death_periods": 1}}
    return {"sides": [_side(fixture.home_id, home, rng), _side(fixture.away_id, away, rng)],
            "match": {"mode": "head_to_head", "ending": "full_time"}}


class Command(BaseCommand):
    help = "Create the Kaosball demo league, played to its championship (idempotent), and print its logins."

    @transaction.atomic
    def handle(self, *args, **options):
        commissioner = _user(COMMISSIONER, is_staff=True, is_superuser=True)
        users = {username: _user(username) for username, _, _ in COACHES}
        league = League.objects.filter(name=LEAGUE_NAME, ruleset="kaosball").first()
        if league is None:
            league = self._build(commissioner, users)
        self.stdout.write(f"Kaosball demo league: http://127.0.0.1:8000/kaosball/{league.pk}/")
        self.stdout.write(f"  commissioner: {COMMISSIONER} / {DEMO_PASSWORD}")
        for username, team_name, key in COACHES:
            self.stdout.write(f"  coach of {team_name} ({key}): {username} / {DEMO_PASSWORD}")

    def _build(self, commissioner, users) -> League:
        rng = random.Random("dugout kaosball demo")
        league = kaos.create_league(by=commissioner, name=LEAGUE_NAME, settings={"playoff_format": "semi_finals"})
        coach = {}
        for username, team_name, key in COACHES:
            team = kaos.join_league(by=users[username], league=league, team_name=team_name, team_key=key)
            coach[team.pk] = users[username]
        kaos.start_league(by=commissioner, league=league)
        season = league.seasons.get()
        fixtures = list(season.fixtures.filter(kind=Fixture.Kind.LEAGUE).order_by("round__number", "id"))
        self._auction(fixtures[0], coach)
        for fixture in fixtures:
            body = _head_to_head(fixture, rng)
            report = results.submit_result(fixture=fixture, user=coach[fixture.home_id], **body)
            results.confirm_result(report=report, user=coach[fixture.away_id])
        # A Max4 friendly (§5, §26.1): four teams, every one for itself; it never counts in the table.
        teams = list(league.teams.order_by("pk"))[:4]
        friendly = kaos.arrange_friendly(by=coach[teams[0].pk], league=league, teams=teams)
        sides = [_side(t.pk, score, rng) for t, score in zip(teams, (27, 19, 12, 8), strict=True)]
        report = results.submit_result(fixture=friendly, user=coach[teams[0].pk], sides=sides,
                                       match={"mode": "maximum_kaos", "ending": "full_time"})
        results.confirm_result(report=report, user=coach[teams[1].pk])
        kaos.start_playoffs(by=commissioner, league=league)
        bracket = season.bracket
        for stage in (PlayoffMatch.Stage.SEMI_FINAL, PlayoffMatch.Stage.THIRD_PLACE, PlayoffMatch.Stage.FINAL):
            for match in bracket.matches.filter(stage=stage).select_related("fixture").order_by("slot"):
                fixture = match.fixture
                report = results.submit_result(fixture=fixture, user=coach[fixture.home_id],
                                               **_head_to_head(fixture, rng))
                results.confirm_result(report=report, user=coach[fixture.away_id])
        return league

    def _auction(self, fixture: Fixture, coach: dict) -> None:
        """The first match's pre-game auction (§27), scripted: the first player opens the cheapest tile at its
        cost and wins it, then the cheapest ringer; both pass; each makes its tile active and fields its
        ringer."""
        dice = Dice("dugout kaosball demo auction")
        auction = auction_services.start_auction(by=coach[fixture.home_id], fixture=fixture, dice=dice)

        def act(action: dict):
            nonlocal auction
            state = auction.state
            phase = state["phase"]
            team = state["teams"][state["lot"]["turn"] if state["lot"] else state["opener"]] \
                if phase in ("tiles", "ringers") else action.pop("team")
            auction = auction_services.act(by=coach[team], fixture=fixture, team_id=team, version=auction.version,
                                           action=action)

        for phase, prices in (("tiles", {k: t.cost for k, t in kaos_rules.data().UPGRADE_TILE.items()}),
                              ("ringers", {k: r.price for k, r in kaos_rules.data().RINGER_BY_KEY.items()})):
            cheapest = min(auction.state[phase], key=lambda k: prices[k])
            act({"action": "open", "item": cheapest, "amount": prices[cheapest]})
            while auction.state["lot"]:
                act({"action": "pass"})
            while auction.state["phase"] == phase:
                act({"action": "pass"})
        for seat, team in enumerate(auction.state["teams"]):
            tiles = auction.state["tiles_won"][seat][:1]
            ringer = (auction.state["ringers_won"][seat] or [""])[0]
            act({"team": team, "action": "choose", "tiles": tiles, "ringer": ringer, "position": "runner"})
