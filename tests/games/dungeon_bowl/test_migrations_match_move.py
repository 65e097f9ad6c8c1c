"""Dungeon Bowl's match rows move from matches/ to games/dungeon_bowl/ (matches 0004, dungeon_bowl 0001)
without a row copied or lost: every row written before the move, through matches' models, is read after
it through the game's, with its links intact. The tables keep their names, so the move is Django's
bookkeeping only (and the content types follow the models). Runs on the test database: SQLite, or PostgreSQL when DATABASE_URL names one."""

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

MOVED = ["MatchReport", "PlayerLine", "PreMatchSheet", "InducementPurchase", "PostMatchStep", "PostMatchRoll",
         "PendingImprovement", "SimulatedMatch"]


def _leaf(executor, app):
    return next(node for node in executor.loader.graph.leaf_nodes() if node[0] == app)


@pytest.mark.django_db(transaction=True)
def test_rows_written_before_the_move_are_read_after_it():
    executor = MigrationExecutor(connection)
    # league 0008: the last league state before league 0009 took Dungeon Bowl's columns out (it needs
    # dungeon_bowl 0002, so the league's leaf would bring the moved models back).
    leaves = [("league", "0008_remove_blitz_game"), _leaf(executor, "contenttypes")]
    executor.migrate([("matches", "0003_result_report"), ("dungeon_bowl", None)])
    before = executor.loader.project_state([("matches", "0003_result_report"), *leaves]).apps
    assert all(before.get_model("matches", name) for name in MOVED)
    User, Coach = before.get_model("auth", "User"), before.get_model("league", "Coach")
    League, Season = before.get_model("league", "League"), before.get_model("league", "Season")
    Team, Player = before.get_model("league", "Team"), before.get_model("league", "Player")
    Fixture = before.get_model("league", "Fixture")
    M = {name: before.get_model("matches", name) for name in [*MOVED, "SimulationBatch"]}

    content_type = before.get_model("contenttypes", "ContentType").objects.get_or_create(
        app_label="matches", model="matchreport")[0]
    coach = Coach.objects.create(user=User.objects.create(username="moving"))
    league = League.objects.create(name="Old Dungeon", ruleset="dungeon_bowl")
    season = Season.objects.create(league=league, number=1)
    home, away = (Team.objects.create(league=league, coach=coach, name=n, roster="fire") for n in ("Home", "Away"))
    scorer = Player.objects.create(team=home, number=1, name="Scorer", position="lineman")
    hurt = Player.objects.create(team=away, number=2, name="Hurt", position="lineman")
    fixture = Fixture.objects.create(season=season, home=home, away=away, pair=f"{home.pk}-{away.pk}",
                                     status="played", outcome="home_win", finish="touchdown")
    report = M["MatchReport"].objects.create(fixture=fixture, status="confirmed", outcome="home_win",
                                             finish="touchdown", scorer=scorer, submitted_by=coach)
    M["PlayerLine"].objects.create(report=report, team=home, player=scorer, casualties_caused=1)
    M["PlayerLine"].objects.create(report=report, team=away, player=hurt, casualty="dead")
    sheet = M["PreMatchSheet"].objects.create(fixture=fixture, home_ctv=1_000_000, away_ctv=950_000,
                                              away_petty_cash=50_000)
    M["InducementPurchase"].objects.create(sheet=sheet, team=away, inducement="bribe", count=1, cost=100_000,
                                           bought_by=coach)
    M["PostMatchStep"].objects.create(fixture=fixture, report=report, team=home, step="advancement",
                                      summary={"mvps": [scorer.pk]})
    M["PostMatchRoll"].objects.create(fixture=fixture, team=home, player=scorer, step="advancement", die="D6",
                                      why="MVP award", result=4, seed="seed")
    M["PendingImprovement"].objects.create(player=scorer, fixture=fixture, roll=9, characteristics=["MA"],
                                           spp_cost=12)
    batch = M["SimulationBatch"].objects.create(season=season, scope="fixture", label="one", waves=[[fixture.pk]])
    M["SimulatedMatch"].objects.create(fixture=fixture, report=report, batch=batch, seed="abc", bots="a v b",
                                       events=[{"t": "kickoff"}], turns=16, end_reason="touchdown")

    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate([("dungeon_bowl", "0001_initial")])
    after = executor.loader.project_state([("dungeon_bowl", "0001_initial"), *leaves]).apps
    with pytest.raises(LookupError):
        after.get_model("matches", "MatchReport")
    G = {name: after.get_model("dungeon_bowl", name) for name in MOVED}
    moved = G["MatchReport"].objects.get(fixture_id=fixture.pk)
    assert (moved.pk, moved.status, moved.scorer_id, moved.submitted_by_id) == (report.pk, "confirmed", scorer.pk,
                                                                                 coach.pk)
    assert sorted(G["PlayerLine"].objects.filter(report=moved).values_list("player_id", "casualties_caused",
                                                                          "casualty")) == sorted(
        [(scorer.pk, 1, ""), (hurt.pk, 0, "dead")])
    moved_sheet = G["PreMatchSheet"].objects.get(fixture_id=fixture.pk)
    assert (moved_sheet.away_petty_cash, moved_sheet.purchases.get().inducement) == (50_000, "bribe")
    assert G["PostMatchStep"].objects.get(report=moved).summary == {"mvps": [scorer.pk]}
    assert G["PostMatchRoll"].objects.get(fixture_id=fixture.pk).result == 4
    assert G["PendingImprovement"].objects.get(player_id=scorer.pk).characteristics == ["MA"]
    sim = G["SimulatedMatch"].objects.get(fixture_id=fixture.pk)
    assert (sim.report_id, sim.batch_id, sim.events) == (moved.pk, batch.pk, [{"t": "kickoff"}])
    # Its content type follows (same row, so permissions and admin history stay attached).
    assert after.get_model("contenttypes", "ContentType").objects.get(pk=content_type.pk).app_label == "dungeon_bowl"

    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate(executor.loader.graph.leaf_nodes())
    # The current models read the same rows, and a new row goes into the same table.
    from games.dungeon_bowl.models import MatchReport, SimulatedMatch

    assert MatchReport.objects.get(pk=report.pk).lines.count() == 2
    assert SimulatedMatch.objects.get(fixture_id=fixture.pk).batch.label == "one"
    assert MatchReport._meta.db_table == "matches_matchreport"
