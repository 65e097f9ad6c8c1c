"""The Django benches run (tiny) and print every figure issue #21 asks of them, with the machine's load. Nothing
is asserted about time: the machine is shared. They need PostgreSQL and Redis, as the benches do."""

import os
import subprocess
import sys
import uuid

import pytest
from django.db import connection

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

BENCHES = [
    ("standings_bench.py", {"TEAMS": "4", "REPEAT": "2"}, ["division_standings", "standings page", "queries"]),
    ("postmatch_bench.py", {"REPORTS": "4", "SAMPLE": "2"},
     ["reports/s", "SQL queries", "transactions", "connections opened", "load average"]),
    ("season_bench.py", {"TEAMS": "4", "DIVISIONS": "1"}, ["fixtures/s", "worker peak RSS", "load average"]),
    ("pages_bench.py", {"TEAMS": "4", "CLIENTS": "2", "REQUESTS": "4", "WORKERS": "1", "SERIAL": "3", "DURATION": "1"},
     ["floor (static)", "standings", "api standings", "league", "team", "season", "schedule", "fixture", "KB", "queries", "p50",
      "p95", "rendered", "alone", "closed loop", "load average"]),
]


@pytest.mark.integration
@pytest.mark.parametrize(("script", "env", "figures"), BENCHES)
def test_a_django_bench_prints_its_figures(postgres, redis_url, script, env, figures):
    db = connection.settings_dict
    run = uuid.uuid4().hex[:8]  # databases of their own: concurrent runs never drop each other's
    env = dict(os.environ, **env, REDIS_URL=redis_url, BENCH_DB_NAME=f"dugout_bench_{run}",
               BENCH_SEASON_DB_NAME=f"dugout_bench_season_{run}", BENCH_PAGES_DB_NAME=f"dugout_bench_pages_{run}",
               BENCH_DATABASE_URL=f"postgres://{db['USER']}@{db['HOST'] or '127.0.0.1'}:{db['PORT'] or 5432}/postgres")
    out = subprocess.run([sys.executable, os.path.join(ROOT, "bench", script)], capture_output=True, text=True,
                         cwd=ROOT, env=env, timeout=900)
    assert out.returncode == 0, out.stdout + out.stderr
    for figure in figures:
        assert figure in out.stdout, f"{script} no longer prints {figure!r}:\n{out.stdout}"
