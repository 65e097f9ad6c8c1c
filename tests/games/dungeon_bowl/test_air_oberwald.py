"""§11.2 Air Oberwald: the coach chooses one player as the team's athlete (a new one only after the athlete dies);
at the start of every match the athlete chooses one benefit, which the engine puts to the coach (its bot) and
logs; the sheet the engine reads names the athlete."""

from __future__ import annotations

import pytest

from engine.dice import Dice
from engine.match.position import ScriptedBot, position
from engine.match.sponsors import AIR_OBERWALD
from games.dungeon_bowl.models import TeamSponsor
from games.dungeon_bowl.services.team_sheets import build_team_sheet
from games.dungeon_bowl.sponsors.services import name_athlete
from league.models import Player
from league.services.errors import RuleViolation
from tests import postmatch_factories as pf

FOUL = """
#######
#.Ab..#
#..G..#
#######
"""


def _sponsored(sponsor=AIR_OBERWALD):
    fx = pf.match()
    TeamSponsor.objects.create(team=fx.home, sponsor=sponsor)
    return fx


@pytest.mark.django_db
def test_the_coach_names_one_athlete_on_the_team_page_and_the_sheet_carries_it(client):
    fx = _sponsored()
    team, seven = fx.home, pf.numbered(fx.home, 7)
    client.force_login(team.coach.user)
    page = client.get(f"/teams/{team.pk}/").content.decode()
    assert f'action="/teams/{team.pk}/athlete/"' in page
    client.post(f"/teams/{team.pk}/athlete/", {"player": seven.pk})
    seven.refresh_from_db()
    assert seven.air_oberwald_athlete
    assert "Air Oberwald athlete:</strong> #7" in client.get(f"/teams/{team.pk}/").content.decode()
    sheet = build_team_sheet(team=team, fixture=fx, side="home", ruleset=pf.RULES).sheet
    assert sheet.sponsor_choices == {"athlete": seven.pk}


@pytest.mark.django_db
def test_one_athlete_at_a_time_and_a_new_one_after_the_athlete_dies():  # §11.2
    fx = _sponsored()
    team, user = fx.home, fx.home.coach.user
    seven, eight = pf.numbered(team, 7), pf.numbered(team, 8)
    name_athlete(by=user, team=team, player=seven)
    with pytest.raises(RuleViolation, match=r"already has its athlete, #7.*§11\.2"):
        name_athlete(by=user, team=team, player=eight)
    assert not Player.objects.get(pk=eight.pk).air_oberwald_athlete
    Player.objects.filter(pk=seven.pk).update(dead=True)  # killed in a match (§11.2)
    name_athlete(by=user, team=team, player=eight)
    assert Player.objects.get(pk=eight.pk).air_oberwald_athlete


@pytest.mark.django_db
def test_who_may_name_the_athlete_and_whom(client):
    fx = _sponsored()
    team = fx.home
    with pytest.raises(RuleViolation, match=r"must be a player on"):
        name_athlete(by=team.coach.user, team=team, player=pf.numbered(fx.away, 1))
    Player.objects.filter(team=team, number=3).update(dead=True)
    with pytest.raises(RuleViolation, match=r"must be a player on"):
        name_athlete(by=team.coach.user, team=team, player=pf.numbered(team, 3))
    # the other team's coach may not (API: 403), and a team not sponsored by Air Oberwald has no athlete (400)
    client.force_login(fx.away.coach.user)
    answer = client.post(f"/api/teams/{team.pk}/athlete/", {"player": pf.numbered(team, 2).pk},
                         content_type="application/json")
    assert answer.status_code == 403
    refused = client.post(f"/api/teams/{fx.away.pk}/athlete/", {"player": pf.numbered(fx.away, 2).pk},
                          content_type="application/json")
    assert refused.status_code == 400 and "only a team sponsored by Air Oberwald" in refused.content.decode()
    assert not Player.objects.filter(air_oberwald_athlete=True).exists()
    client.force_login(team.coach.user)
    ok = client.post(f"/api/teams/{team.pk}/athlete/", {"player": pf.numbered(team, 2).pk},
                     content_type="application/json")
    assert ok.status_code == 200 and ok.json()["number"] == 2


def test_the_engine_offers_the_benefit_to_the_athletes_coach_and_logs_it():  # §11.2, after pre-match step 4
    bot = ScriptedBot(["extra_padding"])
    m = position(FOUL, {"home_sponsor": AIR_OBERWALD, "home_sponsor_choices": {"athlete": "A"}},
                 dice=Dice.forcing(), home_bot=bot)
    assert bot.asked == [("air_oberwald_benefit", ["knuckle_blades", "burst_of_speed", "extra_padding",
                                                   "personal_physician"])]
    a = m.by_id[(0, "A")]
    assert "Thick Skull" in a.skills and a.av == m.by_id[(0, "G")].av + 1
    assert {"t": "sponsor", "sponsor": AIR_OBERWALD, "player": "A", "benefit": "extra_padding"} in m.events
    bot.assert_all_used()


def test_no_benefit_when_the_athlete_does_not_play():
    bot = ScriptedBot([])
    m = position(FOUL, {"home_sponsor": AIR_OBERWALD, "home_sponsor_choices": {"athlete": "Z"}},
                 dice=Dice.forcing(), home_bot=bot)
    assert not bot.asked and not [e for e in m.events if e.get("sponsor") == AIR_OBERWALD]
