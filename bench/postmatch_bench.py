"""Post-match throughput: reports processed per second by one Celery worker process on PostgreSQL.

Creates its own database (dugout_bench by default), 500 confirmed reports (1,000 teams of 11 players,
each report with completions, casualties, an interception and one casualty Dugout rolls), starts one
worker (`-c 1`) on a queue of its own, sends the 500 tasks at once and times until every report is
processed; then stops the worker and drops the database.

Needs PostgreSQL (BENCH_DATABASE_URL or DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres:
the server is used, the database name is replaced) and Redis (REDIS_URL, default redis://127.0.0.1:6379/0).
Without them it says so and exits 0. REPORTS=n changes the count.

Prints, with the load average at the start and the end:
- throughput of the worker on run_post_match tasks sent straight to its queue (as before issue #21's work), and
  on reports queued the way a confirmation queues them (the outbox: a TaskDue row, sent after commit, claimed
  and closed by outbox.run_job, which stores no result), and on a backlog: the same rows and messages committed
  and sent while the worker takes nothing from its queue, timed from the moment it takes again (this process,
  the sender, opens a broker connection and commits a "sent" mark per message: at a worker's pace that is what
  the second figure measures, so the time of the last send is printed beside each);
- the worker's CPU per report (its pool process and its main process, from /proc), which the load barely moves;
  the outbox's jobs run in batches (the first job's run takes the jobs waiting, up to POSTMATCH_BATCH_SIZE,
  default 50; POSTMATCH_BATCH_SIZE=1 runs each alone, as before the batches);
- SQL statements and committed transactions per report (a write outside a transaction counts as one), and the
  wall and CPU milliseconds per report, of the sequence run in this process (SAMPLE reports, default 50) one at a
  time, and of SAMPLE more jobs run through the outbox as a worker runs them (its claims and closes included),
  so the worker's figure splits into the work and Celery;
- Celery's own cost per task: empty tasks (dugout.ping) through the same worker, with and without a stored result.
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
SAMPLE = int(os.environ.get("SAMPLE", "50"))  # reports run in this process to count their queries
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


class Counted:
    """Statements (Django's query log: BEGIN and COMMIT included, as the earlier figures counted them) and commits
    of what runs inside it, and its wall and CPU time. A commit is an outermost atomic block's, or a statement
    run outside any that changed a row (autocommit: a commit of its own, which waits for the disk as a
    transaction's does; a claim that finds its job taken changes nothing and writes nothing)."""

    def __enter__(self):
        from django.db import connection
        from django.test.utils import CaptureQueriesContext

        self.commits = 0
        real_commit = connection.commit

        def commit():
            self.commits += 1
            return real_commit()

        def wrapper(execute, sql, params, many, context):
            result = execute(sql, params, many, context)
            if not connection.in_atomic_block and sql.lstrip().upper().startswith(("INSERT", "UPDATE", "DELETE")) \
                    and context["cursor"].rowcount > 0:
                self.commits += 1
            return result

        self._restore = real_commit
        connection.commit = commit
        self._captured = CaptureQueriesContext(connection)
        self._captured.__enter__()
        self._wrapper = connection.execute_wrapper(wrapper)
        self._wrapper.__enter__()
        self.wall, self.cpu = time.perf_counter(), time.process_time()
        return self

    def __exit__(self, *exc):
        from django.db import connection

        self.wall, self.cpu = time.perf_counter() - self.wall, time.process_time() - self.cpu
        self._wrapper.__exit__(*exc)
        self._captured.__exit__(*exc)
        connection.commit = self._restore
        return False

    def per(self, n: int) -> tuple[float, float, float, float]:
        """Statements, commits, wall ms and CPU ms per one of `n`."""
        return len(self._captured) / n, self.commits / n, self.wall * 1000 / n, self.cpu * 1000 / n


def queries_per_report(report_ids: list[int]) -> tuple[float, float, float, float]:
    """SQL statements and commits of the post-match sequence per report, run here in-process one report at a
    time (`run_post_match_sequence`, as the task sent to the queue runs it); its wall and CPU ms per report."""
    from games.dungeon_bowl.services.postmatch import run_post_match_sequence

    with Counted() as counted:
        for pk in report_ids:
            run_post_match_sequence(report_id=pk)
    return counted.per(len(report_ids))


def outbox_per_report(report_ids: list[int]) -> tuple[float, float, float, float]:
    """The same for reports queued through the outbox and run in this process as a worker runs them
    (`outbox.run` of each job in turn: the first takes the others waiting, up to POSTMATCH_BATCH_SIZE, and the
    rest find theirs started or done), the outbox's claims and closes included."""
    from django.utils import timezone

    from dugout.outbox import services as outbox
    from dugout.outbox.models import TaskDue
    from games.dungeon_bowl.tasks import run_post_match

    jobs = TaskDue.objects.bulk_create(TaskDue(key=f"post-match:report:{pk}", task_name=run_post_match.name, args=[pk],
                                               due_at=timezone.now()) for pk in report_ids)
    with Counted() as counted:
        for job in jobs:
            outbox.run(job.pk)
    return counted.per(len(report_ids))


def cpu_seconds(pid: int) -> float:
    """User + system CPU seconds of a process and its pool processes (Linux /proc)."""
    total = 0.0
    try:
        children = [int(c) for c in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    except OSError:
        children = []
    for p in (pid, *children):
        try:
            fields = Path(f"/proc/{p}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return total


def wait_processed(ids: list[int]) -> bool:
    from games.dungeon_bowl.models import MatchReport

    pending = MatchReport.objects.filter(pk__in=ids, processed_at__isnull=True)
    deadline = time.monotonic() + 1800
    while pending.exists():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.05)
    return True


def load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def worker_name(app, queue: str) -> str:
    """The node name of our worker (it starts with the queue's name: dugout.testing.workers)."""
    for reply in app.control.ping(timeout=1.0):
        for name in reply:
            if name.startswith(queue):
                return name
    raise RuntimeError("the worker does not answer")


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
        print(f"load average at the start: {load()}")
        report_ids = build(3 * REPORTS + 2 * SAMPLE)
        sample, sample_outbox = report_ids[:SAMPLE], report_ids[SAMPLE:2 * SAMPLE]
        direct, outboxed, backlog = (report_ids[2 * SAMPLE + n * REPORTS:2 * SAMPLE + (n + 1) * REPORTS] for n in range(3))
        queries, transactions, wall_ms, cpu_ms = queries_per_report(sample)
        o_queries, o_commits, o_wall_ms, o_cpu_ms = outbox_per_report(sample_outbox)

        from django.conf import settings
        from django.db import transaction

        from dugout.celery import app, ping
        from dugout.outbox.services import enqueue, enqueue_many
        from games.dungeon_bowl.tasks import run_post_match

        app.conf.task_always_eager = False
        worker = start_worker(env, queue, concurrency=1, stdout=subprocess.DEVNULL)
        if not wait_until_ready(worker, app, queue):
            print("postmatch bench: the worker did not start")
            return 1
        runs = {}
        modes = (("tasks sent to the queue", direct), ("queued through the outbox", outboxed),
                 ("a backlog queued through the outbox", backlog))
        for how, ids in modes:
            name = None
            if how == "a backlog queued through the outbox":
                # The jobs committed and sent while the worker takes nothing from the queue, then timed from the
                # moment it takes again: the worker's pace, whatever this process's sending costs.
                name = worker_name(app, queue)
                app.control.cancel_consumer(queue, destination=[name], reply=True)
                with transaction.atomic():
                    enqueue_many(run_post_match.name, [([pk], f"post-match:report:{pk}") for pk in ids])
            cpu, start = cpu_seconds(worker.pid), time.perf_counter()
            if name is not None:
                app.control.add_consumer(queue, destination=[name], reply=True)
            elif how == "tasks sent to the queue":
                for pk in ids:
                    run_post_match.apply_async((pk,), queue=queue)
            elif how == "queued through the outbox":
                # as postmatch_hook does, the rows committed together, each sent (a broker connection each)
                # once the transaction commits
                with transaction.atomic():
                    for pk in ids:
                        enqueue(run_post_match.name, [pk], key=f"post-match:report:{pk}")
            sent = None if name is not None else time.perf_counter() - start
            if not wait_processed(ids):
                print("postmatch bench: timed out")
                return 1
            runs[how] = (time.perf_counter() - start, cpu_seconds(worker.pid) - cpu, sent)
        pings = {}
        for stored in (True, False):  # Celery's own cost: empty tasks, the last one's result awaited
            start = time.perf_counter()
            results = [ping.apply_async(queue=queue, ignore_result=not stored) for _ in range(REPORTS - 1)]
            ping.apply_async(queue=queue).get(timeout=600)
            pings[stored] = (time.perf_counter() - start) * 1000 / REPORTS
            del results
        for how, (elapsed, cpu, sent) in runs.items():
            print(f"post-match sequence ({how}): {REPORTS} reports (both teams, 3 automatic steps each) in "
                  f"{elapsed:.2f} s with one worker process on PostgreSQL ("
                  + ("all queued before the clock started)" if sent is None else f"this process sent the last one after {sent:.2f} s)"))
            print(f"post-match throughput ({how}): {REPORTS / elapsed:.1f} reports/s; worker CPU "
                  f"{cpu * 1000 / REPORTS:.1f} ms per report")
        print(f"per report, one at a time (read in this process over {SAMPLE} reports): {queries:.1f} SQL queries, "
              f"{transactions:.1f} transactions committed, {wall_ms:.1f} ms wall, {cpu_ms:.1f} ms CPU; "
              f"worker's database connections opened: {connections_opened()}")
        print(f"per report, through the outbox (in this process, {SAMPLE} jobs, POSTMATCH_BATCH_SIZE={settings.POSTMATCH_BATCH_SIZE}): "
              f"{o_queries:.1f} SQL queries, {o_commits:.1f} transactions committed, {o_wall_ms:.1f} ms wall, {o_cpu_ms:.1f} ms CPU")
        print(f"Celery's own cost per task (empty tasks, same worker): {pings[True]:.2f} ms with a stored result, "
              f"{pings[False]:.2f} ms without")
        print(f"load average: {load()}")
        return 0
    finally:
        if worker is not None:
            stop_worker(worker)
        from django.db import connections

        connections.close_all()
        admin(f'DROP DATABASE IF EXISTS "{BENCH_DB}" WITH (FORCE)')


if __name__ == "__main__":
    sys.exit(main())
