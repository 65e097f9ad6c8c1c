"""The move to the plug-in core keeps every league's data: Dungeon Bowl's setting columns and Blitz Bowl's
quarter-finals become League.settings (0004), and a fixture's touchdowns and casualties become its sides'
scores and result data (0005)."""

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

BEFORE = [("league", "0003_player_hired_for")]
AFTER = [("league", "0005_fixture_sides")]


@pytest.mark.django_db(transaction=True)
def test_settings_and_results_survive_the_migration():
    executor = MigrationExecutor(connection)
    executor.migrate(BEFORE)
    apps = executor.loader.project_state(BEFORE).apps
    User = apps.get_model("auth", "User")
    Coach = apps.get_model("league", "Coach")
    League = apps.get_model("league", "League")
    Season = apps.get_model("league", "Season")
    Team = apps.get_model("league", "Team")
    Fixture = apps.get_model("league", "Fixture")
    BlitzBowlSettings = apps.get_model("league", "BlitzBowlSettings")
    coach = Coach.objects.get_or_create(user=User.objects.create(username="migrating"))[0]
    dungeon = League.objects.create(name="Old Dungeon", ruleset="dungeon_bowl", team_budget=1_200_000,
                                    casualty_bonus_point=True, sponsors_enabled=False, playoff_draw_breaker="roll_off")
    blitz = League.objects.create(name="Old Blitz", ruleset="blitz_bowl")
    BlitzBowlSettings.objects.create(league=blitz, quarter_finals=True)
    season = Season.objects.create(league=dungeon, number=1)
    a, b = (Team.objects.create(league=dungeon, coach=coach, name=n, roster="fire") for n in ("A", "B"))
    played = Fixture.objects.create(season=season, home=a, away=b, pair=f"{a.pk}-{b.pk}", outcome="away_win",
                                    finish="touchdown", status="played", away_touchdowns=1, home_casualties=3)
    Fixture.objects.create(season=season, home=b, away=a, pair=f"{a.pk}-{b.pk}-x")

    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate(AFTER)
    apps = executor.loader.project_state(AFTER).apps
    League = apps.get_model("league", "League")
    FixtureSide = apps.get_model("league", "FixtureSide")
    settings = League.objects.get(pk=dungeon.pk).settings
    assert (settings["team_budget"], settings["casualty_bonus_point"], settings["sponsors_enabled"],
            settings["playoff_draw_breaker"]) == (1_200_000, True, False, "roll_off")
    assert League.objects.get(pk=blitz.pk).settings == {"quarter_finals": True}
    sides = list(FixtureSide.objects.order_by("slot").values_list("fixture_id", "team_id", "score", "result", "data"))
    assert sides == [(played.pk, a.pk, 0, "loss", {"casualties": 3}), (played.pk, b.pk, 1, "win", {"casualties": 0})]
    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate(executor.loader.graph.leaf_nodes())
