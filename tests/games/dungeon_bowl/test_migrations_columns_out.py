"""The core's Dungeon Bowl columns leave it without losing a value (issue #15): dungeon_bowl 0002 copies every
team's sponsor and its mid-season change to TeamSponsor (§11.1, §11.3); league 0009 keeps a concession's gold on
the winner's side row (§8.5) and drops the columns; dungeon_bowl 0003 takes the re-draft (§8.10.4) with its table. Runs on the test database: SQLite, or PostgreSQL when
DATABASE_URL names one."""

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

BEFORE = [("league", "0008_remove_blitz_game"), ("dungeon_bowl", "0001_initial")]


def _executor():
    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    return executor


@pytest.mark.django_db(transaction=True)
def test_sponsors_and_concession_gold_survive_the_move():
    executor = _executor()
    executor.migrate(BEFORE)
    old = executor.loader.project_state(BEFORE).apps
    User, Coach = old.get_model("auth", "User"), old.get_model("league", "Coach")
    League, Season, Team = (old.get_model("league", n) for n in ("League", "Season", "Team"))
    Fixture, FixtureSide = old.get_model("league", "Fixture"), old.get_model("league", "FixtureSide")
    coach = Coach.objects.create(user=User.objects.create(username="sponsored"))
    league = League.objects.create(name="Sponsored", ruleset="dungeon_bowl")
    season = Season.objects.create(league=league, number=1)
    changed = Team.objects.create(league=league, coach=coach, name="Changed", roster="fire", sponsor="lightningade",
                                  sponsor_changed_in=season)
    chosen = Team.objects.create(league=league, coach=coach, name="Chosen", roster="fire", sponsor="acme")
    dropped = Team.objects.create(league=league, coach=coach, name="Dropped", roster="fire", sponsor_changed_in=season)
    plain = Team.objects.create(league=league, coach=coach, name="Plain", roster="fire")
    conceded = Fixture.objects.create(season=season, home=changed, away=chosen, pair=f"{changed.pk}-{chosen.pk}",
                                      status="unplayed", outcome="away_win", finish="concession", conceded_by=changed,
                                      forfeit_winnings=40_000, mvp_awards_due=2)
    FixtureSide.objects.create(fixture=conceded, team=changed, slot=0, result="loss")
    FixtureSide.objects.create(fixture=conceded, team=chosen, slot=1, result="win", data={})
    off_season = old.get_model("league", "OffSeason").objects.create(season=season)
    redraft = old.get_model("league", "Redraft").objects.create(off_season=off_season, team=plain, budget=1_100_000,
                                                                rolls=[{"die": "D6", "result": 3}])
    content_type = old.get_model("contenttypes", "ContentType").objects.get_or_create(
        app_label="league", model="redraft")[0]

    executor = _executor()
    executor.migrate(executor.loader.graph.leaf_nodes())
    from django.contrib.contenttypes.models import ContentType

    from games.dungeon_bowl.models import Redraft, TeamSponsor, sponsor_of
    from league.models import FixtureSide as Side
    from league.models import Team as NewTeam

    rows = {row.team_id: (row.sponsor, row.changed_in_id) for row in TeamSponsor.objects.all()}
    assert rows == {changed.pk: ("lightningade", season.pk), chosen.pk: ("acme", None), dropped.pk: ("", season.pk)}
    assert sponsor_of(NewTeam.objects.get(pk=plain.pk)) == ""
    assert Side.objects.get(fixture_id=conceded.pk, team_id=chosen.pk).data == {"concession_winnings": 40_000}
    assert Side.objects.get(fixture_id=conceded.pk, team_id=changed.pk).data == {}
    moved = Redraft.objects.get(pk=redraft.pk)
    assert (moved.team_id, moved.off_season.season_id, moved.budget, moved.rolls) == (
        plain.pk, season.pk, 1_100_000, [{"die": "D6", "result": 3}])
    assert ContentType.objects.get(pk=content_type.pk).app_label == "dungeon_bowl"

    # And back: the columns return with their values.
    executor = _executor()
    executor.migrate(BEFORE)
    old = executor.loader.project_state(BEFORE).apps
    Team, Fixture = old.get_model("league", "Team"), old.get_model("league", "Fixture")
    assert Team.objects.get(pk=changed.pk).sponsor == "lightningade"
    assert Team.objects.get(pk=changed.pk).sponsor_changed_in_id == season.pk
    assert Fixture.objects.get(pk=conceded.pk).forfeit_winnings == 40_000
    executor = _executor()
    executor.migrate(executor.loader.graph.leaf_nodes())
