"""Post-match step 4 (§7.5): TV and CTV after the match; MNG players out of CTV for the next match."""

import pytest

from games.dungeon_bowl.models import PostMatchStep
from games.dungeon_bowl.tasks import run_post_match
from league.models import Player, TeamReroll
from tests import postmatch_factories as pf

pytestmark = pytest.mark.django_db


def test_team_value_counts_everyone_and_current_team_value_leaves_out_mng_and_tr():
    """§7.5, §4.8, §7.4.2: TV = players' Current Value + re-rolls; CTV without MNG (from this match)
    and Temporarily Retired players; a player who missed this match counts again."""
    fx = pf.match(players=4)
    TeamReroll.objects.create(team=fx.away, how=TeamReroll.How.CREATION, cost=50_000)
    hurt, retired, back = pf.numbered(fx.away, 1), pf.numbered(fx.away, 2), pf.numbered(fx.away, 3)
    Player.objects.filter(pk=retired.pk).update(temporarily_retired=True)
    Player.objects.filter(pk=back.pk).update(miss_next_game=True)
    report = pf.report(fx, lines=[{"player": hurt, "casualty": "seriously_hurt"}])
    run_post_match(report.pk)
    row = PostMatchStep.objects.get(report=report, team=fx.away, step=PostMatchStep.Step.TEAM_VALUE)
    blitzer = pf.RULES.roster("fire").position("dwarf_blitzer").cost
    assert row.summary["team_value"] == 4 * blitzer + 50_000
    assert row.summary["current_team_value"] == 2 * blitzer + 50_000  # #3 is back, #1 MNG, #2 TR
    assert row.summary["mng"] == [hurt.pk]
