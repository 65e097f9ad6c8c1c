"""After a simulated match the AI coach picks advancements only when the league says so (issue 10);
otherwise the coaches do (§7.3.3)."""

from __future__ import annotations

import pytest

from engine.ai.advancement import choose_skill, next_pick
from engine.campaign import next_advancement_cost
from games.dungeon_bowl.models import PostMatchStep
from league.models import Advancement, Player
from matches.tasks import simulate_fixture
from tests import postmatch_factories as pf

RULES = pf.RULES


def test_the_ai_takes_a_primary_skill_it_may_learn():
    # A Dwarf Blitzer already has Block; General is Primary for it, Agility is not.
    blitzer = RULES.roster("fire").position("dwarf_blitzer")
    skill = choose_skill(ruleset=RULES, primary=blitzer.primary, owned=blitzer.skills)
    assert skill not in blitzer.skills and RULES.skills[skill].category in blitzer.primary_categories
    assert next_pick(ruleset=RULES, primary=blitzer.primary, owned=blitzer.skills, spp=5, advancements_taken=0) is None
    assert next_pick(ruleset=RULES, primary=blitzer.primary, owned=blitzer.skills, spp=6, advancements_taken=0) == skill
    assert next_pick(ruleset=RULES, primary=blitzer.primary, owned=blitzer.skills, spp=99, advancements_taken=6) is None


@pytest.mark.django_db
@pytest.mark.parametrize("ai_picks", [True, False])
def test_ai_picks_advancements_only_when_the_league_says_so(ai_picks, django_capture_on_commit_callbacks):
    fx = pf.match(ai_picks_advancements=ai_picks)
    Player.objects.filter(team__in=(fx.home, fx.away), number=1).update(spp=12)
    with django_capture_on_commit_callbacks(execute=True):
        assert simulate_fixture.delay(fx.pk).get() is True
    advancements = Advancement.objects.filter(player__team__in=(fx.home, fx.away))
    roster_steps = PostMatchStep.objects.filter(fixture=fx, step=PostMatchStep.Step.ROSTER)
    if ai_picks:
        # The engine's seed is random: a player killed in the match has no roster place to advance on (§7.3).
        for p in Player.objects.filter(team__in=(fx.home, fx.away), number=1, dead=False):
            assert p.advancements.exists()  # 12 SPP buy at least one chosen Primary skill (6 SPP, §7.3.3)
            cost_of_next = next_advancement_cost(p.advancements.count(), "chosen_primary", ruleset=RULES)
            assert p.spp < cost_of_next  # spent while affordable
        assert all(a.kind == "chosen_primary" for a in advancements)
        assert roster_steps.count() == 2  # step 3 closed for both teams
    else:
        assert not advancements.exists() and not roster_steps.exists()
        assert all(spp >= 12 for spp in Player.objects.filter(team__in=(fx.home, fx.away), number=1).values_list("spp", flat=True))


@pytest.mark.django_db
def test_the_commissioner_turns_the_setting_on_in_the_league_settings():
    from django.test import Client

    from league.models import League
    from league.views.leagues import LeagueSettingsForm
    from tests import schedule_factories as f

    commish = f.user()
    lg = f.league(commissioner=commish)
    data = {k: v for k, v in LeagueSettingsForm(instance=lg).initial.items() if v is not None and v is not False}
    data = {k: ("on" if v is True else v) for k, v in data.items()}
    data.update(ai_picks_advancements="on", reason="nobody coaches the simulated teams")
    c = Client()
    c.force_login(commish)
    assert 'name="ai_picks_advancements"' in c.get(f"/leagues/{lg.pk}/settings/").content.decode()
    assert c.post(f"/leagues/{lg.pk}/settings/", data).status_code in (200, 302)
    assert League.objects.get(pk=lg.pk).option("ai_picks_advancements") is True
    coach = f.user()
    c.force_login(coach)
    c.post(f"/leagues/{lg.pk}/settings/", {**data, "ai_picks_advancements": ""})
    assert League.objects.get(pk=lg.pk).option("ai_picks_advancements") is True  # only a commissioner changes settings
