"""Pages under load: p50/p95 latency of the league's busiest pages for one big division, as a user would see it.

Creates its own PostgreSQL database (dugout_bench_pages), a Dungeon Bowl league with one division of TEAMS
teams (default 64, 11 players each) that met once (TEAMS x (TEAMS - 1) / 2 fixtures: 2,016 for 64 teams,
in TEAMS - 1 rounds, every one played with scores and casualties), then serves the site with gunicorn
(WORKERS sync workers, default 3, DEBUG off, the cache in Redis when REDIS_URL answers) and sends each page
REQUESTS times (default 300) from CLIENTS threads at once (default 50), as a signed-in coach.

For each page it prints the size of the answer and its SQL queries when rendered (read in this process with
Django's test client); its service time when rendered ("rendered": the page cache off, p50 of SERIAL requests
sent one after another by one client: what a first view, or the first after any write, costs) and as the site
runs ("alone": the same coach asking again, served from the page cache, dugout/page_cache.py); and, under load,
the p50 and p95 latency and the requests per second, measured by wrk when it is installed (`apt-get install
wrk`: a C client, so the clients do not take the server's cores; `-d DURATION` seconds a page, p95 read from its
latency histogram) or else by CLIENTS Python threads. Then the closed-loop arithmetic (Little's law: N clients
that each send the next request when the last one is answered wait N / throughput at the p50 whenever the server
is saturated), and the machine's load average. Pages: standings, API standings, league, team, season, schedule
(first page of rounds), fixture; and first the floor, a static file served by WhiteNoise ahead of sessions and
views: the most any page could reach.

Needs PostgreSQL (BENCH_DATABASE_URL or DATABASE_URL, the server is used, the database name replaced);
without it it says so and exits 0. TEAMS, CLIENTS, REQUESTS, WORKERS, SERIAL, DURATION change the size (tests run
it tiny); PAGES_CLIENT=threads uses the Python clients even where wrk is installed.
"""

from __future__ import annotations

import http.client
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.postmatch_bench import admin, server_url, with_db  # noqa: E402

BENCH_DB = os.environ.get("BENCH_PAGES_DB_NAME", "dugout_bench_pages")


def setting(name: str, default: int) -> int:
    return int(os.environ.get(name, str(default)))


def round_robin(ids: list[int]) -> list[list[tuple[int, int]]]:
    """The circle method: len(ids) - 1 rounds in which every team plays once (ids of even length)."""
    ids = list(ids)
    rounds = []
    for r in range(len(ids) - 1):
        pairs = [(ids[i], ids[-1 - i]) for i in range(len(ids) // 2)]
        rounds.append([(b, a) if r % 2 else (a, b) for a, b in pairs])
        ids = [ids[0], ids[-1], *ids[1:-1]]
    return rounds


def build(teams: int):
    """A played single round robin, written in bulk (no services: the bench times reads)."""
    import random
    from datetime import timedelta

    from django.contrib.auth import get_user_model
    from django.utils import timezone

    import engine.rulesets
    from league.models import Division, Fixture, FixtureSide, League, Player, Round, Season, Team
    from league.models.schedule import pair_key

    rng = random.Random(21)
    rules = engine.rulesets.get("dungeon_bowl")
    lineup = [rules.roster("fire").position(key) for key in ("dwarf_blitzer", "dwarf_blocker_lineman")]
    User = get_user_model()
    users = User.objects.bulk_create(User(username=f"coach{n}") for n in range(teams))
    from league.models import Coach

    coaches = Coach.objects.bulk_create(Coach(user=u, display_name=f"Coach {n}") for n, u in enumerate(users))
    league = League.objects.create(name="Bench Pages League")
    league.commissioners.add(coaches[0])
    season = Season.objects.create(league=league, number=1, state=Season.State.REGULAR_SEASON)
    division = Division.objects.create(season=season, name="Bench Division")
    made = Team.objects.bulk_create(Team(league=league, coach=c, name=f"Bench {n:02d}", roster="fire")
                                    for n, c in enumerate(coaches))
    division.teams.set(made)
    Player.objects.bulk_create(
        Player(team=t, number=n, name=f"{pos.name} {n}", position=pos.key, hiring_fee=pos.cost, value=pos.cost,
               ma=pos.ma, st=pos.st, ag=pos.ag, pa=pos.pa, av=pos.av, skills=list(pos.skills))
        for t in made for n, pos in enumerate([lineup[0]] * 2 + [lineup[1]] * 9, start=1))
    start = timezone.now() - timedelta(days=7 * teams)
    schedule = round_robin([t.pk for t in made])
    rounds = Round.objects.bulk_create(Round(division=division, number=n, deadline=start + timedelta(days=7 * n))
                                       for n in range(1, len(schedule) + 1))
    fixtures, scores = [], []
    for rnd, pairs in zip(rounds, schedule, strict=True):
        for home, away in pairs:
            h, a = rng.randint(0, 3), rng.randint(0, 3)
            outcome = "home_win" if h > a else "away_win" if a > h else "draw"
            fixtures.append(Fixture(season=season, round=rnd, home_id=home, away_id=away, pair=pair_key(home, away),
                                    status=Fixture.Status.PLAYED, outcome=outcome,
                                    finish="touchdown" if h != a else "time_limit", result_recorded_at=start))
            scores.append((h, a))
    Fixture.objects.bulk_create(fixtures, batch_size=1000)
    result = {"home_win": ("win", "loss"), "away_win": ("loss", "win"), "draw": ("draw", "draw")}
    sides = []
    for fx, (h, a) in zip(fixtures, scores, strict=True):
        home_result, away_result = result[fx.outcome]
        sides.append(FixtureSide(fixture=fx, team_id=fx.home_id, slot=0, score=h, result=home_result,
                                 data={"touchdowns": h, "casualties": rng.randint(0, 3)}))
        sides.append(FixtureSide(fixture=fx, team_id=fx.away_id, slot=1, score=a, result=away_result,
                                 data={"touchdowns": a, "casualties": rng.randint(0, 3)}))
    FixtureSide.objects.bulk_create(sides, batch_size=2000)
    return league, season, division, made, fixtures


def pages(league, season, division, team, fixture) -> dict[str, str]:
    from django.urls import reverse

    return {
        "standings": f"/divisions/{division.pk}/standings/",
        "api standings": f"/api/divisions/{division.pk}/standings/",
        "league": f"/leagues/{league.pk}/",
        "team": f"/teams/{team.pk}/",
        "season": f"/seasons/{season.pk}/",
        "schedule": f"/seasons/{season.pk}/schedule/",
        "fixture": reverse("matches:fixture", args=[fixture.pk]),
    }


def measure_in_process(urls: dict[str, str], user) -> dict[str, tuple[int, int, int]]:
    """(status, bytes, queries) of each page, read once warm through Django's test client."""
    from django.db import connection
    from django.test import Client, override_settings
    from django.test.utils import CaptureQueriesContext

    client = Client()
    client.force_login(user)
    out = {}
    for name, url in urls.items():
        with override_settings(PAGE_CACHE_SECONDS=0):  # the queries of rendering it, not of serving it again
            client.get(url)  # warm: the standings cache filled, as it is under load
            with CaptureQueriesContext(connection) as captured:
                response = client.get(url)
        out[name] = (response.status_code, len(response.content), len(captured))
    # What a browser sends once it holds both cookies: the session and the CSRF cookie the pages set.
    return out, "; ".join(f"{name}={client.cookies[name].value}" for name in ("sessionid", "csrftoken"))


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(env: dict, port: int, workers: int) -> subprocess.Popen:
    cmd = [sys.executable, "-m", "gunicorn", "dugout.wsgi", "-w", str(workers), "-b", f"127.0.0.1:{port}",
           "--log-level", "warning", "--timeout", "120"]
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError("gunicorn exited")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1):
                return proc
        except OSError:
            time.sleep(0.2)
    proc.terminate()
    raise RuntimeError("gunicorn did not start")


def load(port: int, url: str, *, cookie: str, clients: int, requests: int) -> tuple[list[float], int, float]:
    """`requests` GETs of `url` from `clients` threads at once: (latencies in s, failures, wall seconds)."""
    latencies: list[float] = []
    failures = [0]
    lock = threading.Lock()
    per_client = [requests // clients + (1 if i < requests % clients else 0) for i in range(clients)]
    barrier = threading.Barrier(clients + 1)

    def client(count: int) -> None:
        barrier.wait()
        for _ in range(count):
            start = time.perf_counter()
            try:
                conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
                conn.request("GET", url, headers={"Cookie": cookie, "Host": "localhost"})
                response = conn.getresponse()
                response.read()
                ok = response.status == 200
                conn.close()
            except OSError:
                ok = False
            elapsed = time.perf_counter() - start
            with lock:
                latencies.append(elapsed)
                failures[0] += not ok

    threads = [threading.Thread(target=client, args=(n,)) for n in per_client if n]
    barrier = threading.Barrier(len(threads) + 1)
    for t in threads:
        t.start()
    barrier.wait()
    start = time.perf_counter()
    for t in threads:
        t.join()
    return latencies, failures[0], time.perf_counter() - start


def serial(port: int, url: str, *, cookie: str, count: int) -> float:
    """p50 latency in s of `count` GETs sent one after another: the page's service time."""
    latencies, _, _ = load(port, url, cookie=cookie, clients=1, requests=count)
    return percentile(latencies, 50)


def wrk(port: int, url: str, *, cookie: str, clients: int, seconds: int) -> tuple[float, float, float, int]:
    """(p50 s, p95 s, requests per second, failures) from wrk with `clients` connections for `seconds`.

    wrk keeps its connections open (HTTP keep-alive); gunicorn's sync workers close each one after its answer,
    so wrk reconnects as a browser would. p95 is read from the latency histogram printed by a Lua `done` hook."""
    script = tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False)
    script.write('done = function(summary, latency, requests)\n'
                 '  io.write(string.format("P50 %d\\nP95 %d\\n", latency:percentile(50), latency:percentile(95)))\n'
                 '  io.write(string.format("FAILED %d\\n", summary.errors.status + summary.errors.connect'
                 ' + summary.errors.read + summary.errors.write + summary.errors.timeout))\n'
                 'end\n')
    script.close()
    try:
        out = subprocess.run(["wrk", "-t", "2", "-c", str(clients), "-d", f"{seconds}s", "--timeout", "30s",
                              "-s", script.name, "-H", f"Cookie: {cookie}", "-H", "Host: localhost",
                              f"http://127.0.0.1:{port}{url}"], capture_output=True, text=True, check=True).stdout
    finally:
        os.unlink(script.name)
    fields = dict(line.split(None, 1) for line in out.splitlines() if line[:4] in ("P50 ", "P95 ", "FAIL"))
    rate = next(float(line.split()[1]) for line in out.splitlines() if line.startswith("Requests/sec:"))
    return int(fields["P50"]) / 1e6, int(fields["P95"]) / 1e6, rate, int(fields["FAILED"])


def under_load(port: int, url: str, *, cookie: str, clients: int, use_wrk: bool, seconds: int,
               requests: int) -> tuple[float, float, float, int]:
    """(p50 s, p95 s, requests per second, failures) with `clients` at once: wrk for `seconds`, or else
    `requests` from Python threads."""
    if use_wrk:
        return wrk(port, url, cookie=cookie, clients=clients, seconds=seconds)
    latencies, failed, wall = load(port, url, cookie=cookie, clients=clients, requests=requests)
    return percentile(latencies, 50), percentile(latencies, 95), len(latencies) / wall, failed


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def main() -> int:
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))  # stopped: the server and the database go too
    teams, clients = setting("TEAMS", 64), setting("CLIENTS", 50)
    requests, workers = setting("REQUESTS", 300), setting("WORKERS", 3)
    serial_count, seconds = setting("SERIAL", 30), setting("DURATION", 10)
    use_wrk = shutil.which("wrk") is not None and os.environ.get("PAGES_CLIENT") != "threads"
    try:
        admin("SELECT 1")
    except Exception as exc:  # noqa: BLE001 - any failure means no usable PostgreSQL
        print(f"pages bench skipped: PostgreSQL unreachable ({exc.__class__.__name__})")
        return 0
    redis_url = os.environ.get("REDIS_URL") or "redis://127.0.0.1:6379/0"
    try:
        import redis

        redis.Redis.from_url(redis_url).ping()
    except Exception:  # noqa: BLE001 - no Redis: each process caches for itself
        redis_url = ""
    admin(f'DROP DATABASE IF EXISTS "{BENCH_DB}" WITH (FORCE)')
    admin(f'CREATE DATABASE "{BENCH_DB}"')
    env = dict(os.environ, DATABASE_URL=with_db(server_url(), BENCH_DB), REDIS_URL=redis_url, DEBUG="false",
               SECRET_KEY="bench-only-secret-key-not-for-production-0123456789",
               ALLOWED_HOSTS="localhost,testserver", SECURE_COOKIES="false", API_THROTTLE_ANON="",
               API_THROTTLE_USER="", DJANGO_SETTINGS_MODULE="dugout.settings", LOG_LEVEL="WARNING",
               # its own collected static files: never the project's staticfiles/, which tests may be serving
               STATIC_ROOT=tempfile.mkdtemp(prefix="dugout-bench-static-"))
    os.environ.update(env)
    server = None
    try:
        import django

        django.setup()
        from django.core.management import call_command

        call_command("migrate", verbosity=0)
        call_command("collectstatic", interactive=False, verbosity=0)
        league, season, division, made, fixtures = build(teams)
        urls = pages(league, season, division, made[1], fixtures[len(fixtures) // 2])
        figures, cookie = measure_in_process(urls, made[1].coach.user)
        client = f"wrk, {clients} connections, {seconds} s a page" if use_wrk else \
            f"{clients} Python client threads, {requests} requests a page"
        print(f"pages: {teams} teams, {len(fixtures)} played fixtures in {teams - 1} rounds, PostgreSQL; "
              f"gunicorn {workers} workers; {client}; cache {'Redis' if redis_url else 'per process'}")
        print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
        # Each page rendered for every request (the page cache off): what a first view, or the first view after
        # any write, costs. Then the site as it runs, where a page seen again since the last write is served
        # from the page cache (dugout/page_cache.py).
        port = free_port()
        server = start_server(dict(env, PAGE_CACHE_SECONDS="0"), port, workers)
        rendered = {}
        for name, url in urls.items():
            load(port, url, cookie=cookie, clients=min(clients, 5), requests=min(requests, 10))  # warm workers
            rendered[name] = serial(port, url, cookie=cookie, count=serial_count)
        server.terminate()
        server.wait(timeout=30)
        port = free_port()
        server = start_server(env, port, workers)
        slowest_rate = None
        # The floor: the cheapest answer this server gives, a static file served by WhiteNoise before the
        # sessions, the database and any view. No page can be served faster than this under the same load.
        floor_url = "/static/css/dugout.css"
        floor = serial(port, floor_url, cookie=cookie, count=serial_count)
        p50, p95, floor_rate, _ = under_load(port, floor_url, cookie=cookie, clients=clients, use_wrk=use_wrk,
                                             seconds=seconds, requests=requests)
        print(f"{'floor (static)':14} alone {floor * 1000:6.1f} ms  p50 {p50 * 1000:7.1f} ms  p95 {p95 * 1000:7.1f} ms"
              f"  {floor_rate:6.1f} req/s")
        for name, url in urls.items():
            status, size, queries = figures[name]
            load(port, url, cookie=cookie, clients=min(clients, 5), requests=min(requests, 10))  # warm workers
            alone = serial(port, url, cookie=cookie, count=serial_count)
            p50, p95, rate, failed = under_load(port, url, cookie=cookie, clients=clients, use_wrk=use_wrk,
                                                seconds=seconds, requests=requests)
            slowest_rate = rate if slowest_rate is None else min(slowest_rate, rate)
            print(f"{name:14} {size / 1024:7.1f} KB {queries:3} queries  rendered {rendered[name] * 1000:6.1f} ms"
                  f"  alone {alone * 1000:6.1f} ms"
                  f"  p50 {p50 * 1000:7.1f} ms  p95 {p95 * 1000:7.1f} ms  {rate:6.1f} req/s"
                  f"{f'  {failed} failed' if failed else ''}{'' if status == 200 else f'  status {status}'}")
        print(f"closed loop: {clients} clients wait clients / throughput at the p50 once the server is saturated; "
              f"a p50 of 30 ms at {clients} clients needs {clients / 0.030:,.0f} req/s, "
              f"50 ms needs {clients / 0.050:,.0f} req/s (the slowest page here served {slowest_rate:,.1f}, "
              f"a static file {floor_rate:,.1f})")
        print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
        return 0
    finally:
        if server is not None:
            server.terminate()
            server.wait(timeout=30)
        from django.db import connections

        connections.close_all()
        shutil.rmtree(env["STATIC_ROOT"], ignore_errors=True)
        admin(f'DROP DATABASE IF EXISTS "{BENCH_DB}" WITH (FORCE)')


if __name__ == "__main__":
    sys.exit(main())
