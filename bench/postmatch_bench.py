"""Post-match throughput: reports processed per second by one Celery worker process on PostgreSQL.

Creates its own database (dugout_bench by default), 500 confirmed reports (1,000 teams of 11 players,
each report with completions, casualties, an interception and one casualty Dugout rolls), starts one
worker (`-c 1`) on a queue of its own, sends the 500 tasks at once and times until every report is
processed; then stops the worker and drops the database.

Needs PostgreSQL (BENCH_DATABASE_URL or DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres:
the server is used, the database name is replaced) and Redis (REDIS_URL, default redis://127.0.0.1:6379/0).
Without them it says so and exits 0. REPORTS=n changes the count.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
import uuid
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from dugout.testing.workers import start_worker, stop_worker, wait_until_ready  # noqa: E402

REPORTS = int(os.environ.get("REPORTS", "500"))
SAMPLE = int(os.environ.get("SAMPLE", "20"))  # reports run in this process to count their queries
BENCH_DB = os.environ.get("BENCH_DB_NAME", "dugout_bench")


def server_url() -> str:
    raw = os.environ.get("BENCH_DATABASE_URL") or os.environ.get("DATABASE_URL") or "postgres://postgres@127.0.0.1:5432/postgres"
    return raw if raw.startswith(("postgres://", "postgresql://")) else "postgres://postgres@127.0.0.1:5432/postgres"


def with_db(url: str, name: str) -> str:
    parts = urlsplit(url)
    return urlunsplit((parts.scheme, parts.netloc, f"/{name}", parts.query, parts.fragment))


def admin(sql: str) -> None:
    import psycopg

    with psycopg.connect(with_db(server_url(), "postgres"), autocommit=True) as conn:
        conn.execute(sql)


def services_ready(redis_url: str) -> str | None:
    try:
        admin("SELECT 1")
    except Exception as exc:  # noqa: BLE001 - any failure means no usable PostgreSQL
        return f"PostgreSQL unreachable ({exc.__class__.__name__})"
    try:
        import redis

        redis.Redis.from_url(redis_url).ping()
    except Exception as exc:  # noqa: BLE001
        return f"Redis unreachable ({exc.__class__.__name__})"
    return None


def use_bench_env(*, db_name: str, redis_url: str, queue: str) -> dict:
    """This process's environment (also the worker's): the bench database, Redis, production settings."""
    env = dict(os.environ, DATABASE_URL=with_db(server_url(), db_name), REDIS_URL=redis_url, DEBUG="false",
               SECRET_KEY="bench-only-secret-key-not-for-production-0123456789", ALLOWED_HOSTS="localhost",
               CELERY_DEFAULT_QUEUE=queue, DJANGO_SETTINGS_MODULE="dugout.settings")
    env.pop("DUGOUT_TEST_POSTMATCH_PAUSE", None)
    os.environ.update(env)
    return env


def build(reports: int) -> list[int]:
    """Teams, players and confirmed reports, in bulk."""
    from django.contrib.auth import get_user_model
    from django.utils import timezone

    import engine.rulesets
    from games.dungeon_bowl.models import MatchReport, PlayerLine
    from league.models import Fixture, League, Player, Season, Team
    from league.models.schedule import pair_key

    rules = engine.rulesets.get("dungeon_bowl")
    pos = rules.roster("fire").position("dwarf_blitzer")
    user = get_user_model().objects.create_user(username="bench", password="bench-pass-phrase")
    league = League.objects.create(name="Bench League")
    season = Season.objects.create(league=league, number=1, state=Season.State.REGULAR_SEASON)
    teams = Team.objects.bulk_create(
        Team(league=league, coach=user.coach, name=f"Bench {n}", roster="fire") for n in range(2 * reports)
    )
    Player.objects.bulk_create(
        Player(team=t, number=n, name=f"{pos.name} {n}", position=pos.key, hiring_fee=pos.cost, value=pos.cost,
               ma=pos.ma, st=pos.st, ag=pos.ag, pa=pos.pa, av=pos.av, skills=list(pos.skills))
        for t in teams for n in range(1, 12)
    )
    players: dict[int, list[int]] = {}
    for pk, team_id in Player.objects.filter(team__league=league).order_by("number").values_list("pk", "team_id"):
        players.setdefault(team_id, []).append(pk)
    fixtures = Fixture.objects.bulk_create(
        Fixture(season=season, home=teams[2 * i], away=teams[2 * i + 1], pair=pair_key(teams[2 * i].pk, teams[2 * i + 1].pk),
                status=Fixture.Status.PLAYED, outcome="home_win", finish="touchdown")
        for i in range(reports)
    )
    now = timezone.now()
    made = MatchReport.objects.bulk_create(
        MatchReport(fixture=fx, outcome="home_win", finish="touchdown", scorer_id=players[fx.home_id][0],
                    status=MatchReport.Status.CONFIRMED, confirmed_at=now)
        for fx in fixtures
    )
    lines = []
    for report, fx in zip(made, fixtures, strict=True):
        home, away = players[fx.home_id], players[fx.away_id]
        lines += [
            PlayerLine(report=report, team_id=fx.home_id, player_id=home[1], pass_completions=2, casualties_caused=1),
            PlayerLine(report=report, team_id=fx.away_id, player_id=away[2], casualty="roll"),
            PlayerLine(report=report, team_id=fx.away_id, player_id=away[3], interceptions=1, deflections=1),
            PlayerLine(report=report, team_id=fx.home_id, player_id=home[4], casualty="badly_hurt"),
        ]
    PlayerLine.objects.bulk_create(lines)
    return [r.pk for r in made]


def queries_per_report(report_ids: list[int]) -> tuple[float, float]:
    """SQL queries and committed transactions (outermost atomic blocks) of the post-match sequence per
    report, run here in-process."""
    from unittest import mock

    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from games.dungeon_bowl.services.postmatch import run_post_match_sequence

    commit = connection.commit
    with CaptureQueriesContext(connection) as captured, mock.patch.object(connection, "commit",
                                                                        side_effect=commit) as commits:
        for pk in report_ids:
            run_post_match_sequence(report_id=pk)
    return len(captured) / len(report_ids), commits.call_count / len(report_ids)


def connections_opened() -> int:
    """Connections the bench database has had since it was made (PostgreSQL's own count of sessions)."""
    import psycopg

    with psycopg.connect(with_db(server_url(), "postgres"), autocommit=True) as conn:
        row = conn.execute("SELECT sessions FROM pg_stat_database WHERE datname = %s", [BENCH_DB]).fetchone()
    return row[0] if row else -1


def main() -> int:
    redis_url = os.environ.get("REDIS_URL") or "redis://127.0.0.1:6379/0"
    problem = services_ready(redis_url)
    if problem:
        print(f"postmatch bench skipped: {problem}")
        return 0
    admin(f'DROP DATABASE IF EXISTS "{BENCH_DB}"')
    admin(f'CREATE DATABASE "{BENCH_DB}"')
    queue = f"dugout-bench-{uuid.uuid4().hex[:8]}"
    env = use_bench_env(db_name=BENCH_DB, redis_url=redis_url, queue=queue)
    worker = None
    try:
        import django

        django.setup()
        from django.core.management import call_command

        call_command("migrate", verbosity=0)
        report_ids = build(REPORTS + SAMPLE)
        sample, report_ids = report_ids[:SAMPLE], report_ids[SAMPLE:]
        queries, transactions = queries_per_report(sample)

        from dugout.celery import app
        from games.dungeon_bowl.models import MatchReport
        from games.dungeon_bowl.tasks import run_post_match

        app.conf.task_always_eager = False
        worker = start_worker(env, queue, concurrency=1, stdout=subprocess.DEVNULL)
        if not wait_until_ready(worker, app, queue):
            print("postmatch bench: the worker did not start")
            return 1
        start = time.perf_counter()
        for pk in report_ids:
            run_post_match.apply_async((pk,), queue=queue)
        pending = MatchReport.objects.filter(processed_at__isnull=True)
        deadline = time.monotonic() + 1800
        while pending.exists():
            if time.monotonic() > deadline:
                print("postmatch bench: timed out")
                return 1
            time.sleep(0.1)
        elapsed = time.perf_counter() - start
        print(f"post-match sequence: {REPORTS} reports (both teams, 3 automatic steps each) in {elapsed:.2f} s "
              f"with one worker process on PostgreSQL")
        print(f"post-match throughput: {REPORTS / elapsed:.1f} reports/s")
        print(f"per report (read in this process over {SAMPLE} reports): {queries:.1f} SQL queries, "
              f"{transactions:.1f} transactions; worker's database connections opened: {connections_opened()}")
        print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
        return 0
    finally:
        if worker is not None:
            stop_worker(worker)
        from django.db import connections

        connections.close_all()
        admin(f'DROP DATABASE IF EXISTS "{BENCH_DB}" WITH (FORCE)')


if __name__ == "__main__":
    sys.exit(main())
