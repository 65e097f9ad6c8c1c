"""A whole simulated season: TEAMS teams in DIVISIONS divisions (default 64 in 4, issue #21's target), every
regular-season fixture simulated by the match engine (scripted coaches) and post-processed through real
Celery workers on PostgreSQL.

Creates its own database (dugout_bench_season), a league of College teams split evenly into the divisions,
draws the schedule (each pair of a division meets twice: 64 teams in 4 divisions is 960 fixtures in 30
rounds), starts two worker processes (`-c 2`) on a queue of its own, queues the batch (rounds in order, one
task per fixture) and times until every fixture is simulated and post-processed; then prints the workers'
peak resident memory (VmHWM of the pool processes), stops the workers and drops the database.
`TEAMS=16 DIVISIONS=2 python bench/season_bench.py` is the small season (112 fixtures).

Needs PostgreSQL (BENCH_DATABASE_URL or DATABASE_URL, the server is used, the database name replaced) and
Redis (REDIS_URL, default redis://127.0.0.1:6379/0); without them it says so and exits 0.
WORKERS=n changes the worker concurrency.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.postmatch_bench import admin, cpu_seconds, load, server_url, services_ready, use_bench_env, with_db  # noqa: E402
from dugout.testing.workers import start_worker, stop_worker, wait_until_ready  # noqa: E402

BENCH_DB = os.environ.get("BENCH_SEASON_DB_NAME", "dugout_bench_season")
WORKERS = int(os.environ.get("WORKERS", "2"))
TEAMS = int(os.environ.get("TEAMS", "64"))
DIVISIONS = int(os.environ.get("DIVISIONS", "4"))
# (College, line-up): 12 players each, a plausible 1,000,000 gp build.
LINEUPS = [
    ("fire", [("dwarf_blitzer", 2), ("troll_slayer", 1), ("dwarf_runner", 1), ("dwarf_blocker_lineman", 6), ("gnoblar_lineman", 2)]),
    ("metal", [("black_orc", 2), ("orc_blitzer", 2), ("orc_thrower", 1), ("orc_lineman", 5), ("human_lineman", 2)]),
    ("shadow", [("dark_elf_blitzer", 1), ("gutter_runner", 2), ("skaven_blitzer", 1), ("dark_elf_lineman", 4), ("skaven_lineman", 4)]),
    ("death", [("wight_blitzer", 2), ("ghoul_runner", 2), ("mummy", 1), ("skeleton_lineman", 4), ("zombie_lineman", 3)]),
]


def build() -> tuple[object, object]:
    from django.contrib.auth import get_user_model

    import engine.rulesets
    from league.models import Division, League, Player, Season, Team, TeamReroll
    from league.services.schedule import generate_schedule

    rules = engine.rulesets.get("dungeon_bowl")
    commissioner = get_user_model().objects.create_user(username="commissioner", password="bench-pass-phrase")
    league = League.objects.create(name="Bench Season League")
    league.commissioners.add(commissioner.coach)
    season = Season.objects.create(league=league, number=1)
    divisions = [Division.objects.create(season=season, name=f"Division {n + 1}") for n in range(DIVISIONS)]
    for n in range(TEAMS):
        roster, lineup = LINEUPS[n % len(LINEUPS)]
        coach = get_user_model().objects.create_user(username=f"coach{n}", password="bench-pass-phrase")
        team = Team.objects.create(league=league, coach=coach.coach, name=f"Bench {n + 1}", roster=roster, treasury=50_000)
        number = 0
        players = []
        for key, count in lineup:
            pos = rules.roster(roster).position(key)
            for _ in range(count):
                number += 1
                players.append(Player(team=team, number=number, name=f"{pos.name} {number}", position=pos.key,
                                      hiring_fee=pos.cost, value=pos.cost, ma=pos.ma, st=pos.st, ag=pos.ag, pa=pos.pa,
                                      av=pos.av, skills=list(pos.skills)))
        Player.objects.bulk_create(players)
        TeamReroll.objects.bulk_create(TeamReroll(team=team, how="creation", cost=50_000) for _ in range(2))
        divisions[n % DIVISIONS].teams.add(team)
    generate_schedule(season=season, user=commissioner)
    Season.objects.filter(pk=season.pk).update(state=Season.State.REGULAR_SEASON)
    season.refresh_from_db()
    return commissioner, season


def peak_rss_mb(pid: int, *, children: bool = True) -> list[float]:
    """Peak resident memory (VmHWM, Linux) of the worker's pool processes, or of the process itself."""
    pids = [pid]
    if children:
        try:
            pids = [int(c) for c in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
        except OSError:
            return []
    out = []
    for p in pids:
        try:
            status = Path(f"/proc/{p}/status").read_text()
        except OSError:
            continue
        out += [int(line.split()[1]) / 1024 for line in status.splitlines() if line.startswith("VmHWM:")]
    return out


def database_cpu_seconds() -> float:
    """CPU seconds of the PostgreSQL backends connected to the bench database (the workers keep theirs)."""
    import psycopg

    with psycopg.connect(with_db(server_url(), "postgres"), autocommit=True) as conn:
        pids = [row[0] for row in conn.execute("SELECT pid FROM pg_stat_activity WHERE datname = %s", [BENCH_DB])]
    total = 0.0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return total


def main() -> int:
    redis_url = os.environ.get("REDIS_URL") or "redis://127.0.0.1:6379/0"
    problem = services_ready(redis_url)
    if problem:
        print(f"season bench skipped: {problem}")
        return 0
    admin(f'DROP DATABASE IF EXISTS "{BENCH_DB}"')
    admin(f'CREATE DATABASE "{BENCH_DB}"')
    queue = f"dugout-season-bench-{uuid.uuid4().hex[:8]}"
    env = use_bench_env(db_name=BENCH_DB, redis_url=redis_url, queue=queue)
    worker = None
    try:
        import django

        django.setup()
        from django.core.management import call_command
        from django.db import transaction

        call_command("migrate", verbosity=0)
        commissioner, season = build()

        from dugout.celery import app
        from games.dungeon_bowl.models import MatchReport, SimulatedMatch
        from league.models import Fixture
        from matches.models import SimulationFailure
        from matches.selectors.simulation import batch_progress
        from matches.services.simulation import start_simulation

        app.conf.task_always_eager = False
        app.conf.task_default_queue = queue
        worker = start_worker(env, queue, concurrency=WORKERS, stdout=subprocess.DEVNULL)
        if not wait_until_ready(worker, app, queue):
            print("season bench: the workers did not start")
            return 1
        total = Fixture.objects.filter(season=season).count()
        print(f"load average at the start: {load()}")
        worker_cpu = cpu_seconds(worker.pid)
        start = time.perf_counter()
        with transaction.atomic():
            batch = start_simulation(user=commissioner, season=season, scope="season")
        deadline = time.monotonic() + 1800
        # Watched with one count a poll: batch_progress reads every fixture of the batch with its sides and teams
        # (92 ms of CPU for 960 fixtures), which polled five times a second took a sixth of the two cores the
        # workers are measured on. It confirms the end once the count says so.
        processed = MatchReport.objects.filter(fixture__season=season, processed_at__isnull=False)
        failed = SimulationFailure.objects.filter(batch=batch)
        while not ((processed.count() >= total or failed.exists()) and batch_progress(batch, listed=False).finished):
            if time.monotonic() > deadline:
                print(f"season bench: timed out at {batch_progress(batch, listed=False).done}/{total}")
                return 1
            time.sleep(0.2)
        elapsed = time.perf_counter() - start
        worker_cpu = cpu_seconds(worker.pid) - worker_cpu
        db_cpu = database_cpu_seconds()
        failures = batch_progress(batch, listed=False).failures
        if failures:  # a batch goes on past a failed fixture; the figures would then be wrong
            print(f"season bench: {len(failures)} fixtures failed, e.g. {failures[0].error}")
            return 1
        processed = processed.count()
        tds = sum(sum(f.scores()) for f in Fixture.objects.filter(season=season).prefetch_related("sides"))
        turns = sum(SimulatedMatch.objects.filter(batch=batch).values_list("turns", flat=True))
        rss = peak_rss_mb(worker.pid)
        print(f"simulated season: {TEAMS} teams, {DIVISIONS} divisions, {total} fixtures in {len(batch.waves)} rounds, "
              f"simulated and post-processed ({processed} reports) in {elapsed:.1f} s with {WORKERS} worker processes "
              f"on PostgreSQL")
        print(f"season throughput: {total / elapsed:.2f} fixtures/s; {tds} touchdowns, "
              f"{turns / max(total, 1):.0f} team turns per match")
        print(f"CPU per fixture: workers {worker_cpu * 1000 / total:.0f} ms (pool and main processes), database "
              f"{db_cpu * 1000 / total:.0f} ms (its backends still connected); on two idle cores the season needs at "
              f"least {(worker_cpu + db_cpu) / 2:.1f} s")
        print(f"worker peak RSS: {', '.join(f'{mb:.0f} MB' for mb in rss)} (pool processes; the main process "
              f"{peak_rss_mb(worker.pid, children=False)[0]:.0f} MB); load average "
              f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}")
        return 0
    finally:
        if worker is not None:
            stop_worker(worker)
        from django.db import connections

        connections.close_all()
        admin(f'DROP DATABASE IF EXISTS "{BENCH_DB}" WITH (FORCE)')


if __name__ == "__main__":
    sys.exit(main())
