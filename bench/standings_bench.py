"""Standings at league scale: one division's table computed, and its page served, with every fixture played.

Builds a throw-away SQLite database: a Dungeon Bowl league whose season has one division of TEAMS teams
(default 16) that met twice (TEAMS x (TEAMS - 1) league fixtures, all played, with scores and casualties),
then times `division_standings` (the selector every standings page, CSV and API call runs) with the cache
emptied before each call and as it is served (from the cache), and a GET of the standings page, and counts
their queries. The data is written through whichever result columns the
checkout has (FixtureSide rows, or the older home/away columns), so the same script measures a commit from
before the plug-in core and one after it: `git stash; python bench/standings_bench.py` style comparisons.
TEAMS=n and REPEAT=n change the size.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

TEAMS = int(os.environ.get("TEAMS", "16"))
REPEAT = int(os.environ.get("REPEAT", "30"))


def build(teams: int):
    """A played double round robin, written row by row in bulk (no services: this times reads only)."""
    import random

    from django.contrib.auth import get_user_model
    from django.utils import timezone

    from league.models import Division, Fixture, League, Round, Season, Team
    from league.models.schedule import pair_key

    sides_model = getattr(__import__("league.models", fromlist=["FixtureSide"]), "FixtureSide", None)
    rng = random.Random(7)
    user = get_user_model().objects.create_user(username="bench", password="bench-pass-phrase")
    league = League.objects.create(name="Bench League", commissioner=user.coach) if _has_field(League, "commissioner") \
        else League.objects.create(name="Bench League")
    season = Season.objects.create(league=league, number=1, state=Season.State.REGULAR_SEASON)
    division = Division.objects.create(season=season, name="Bench Division")
    made = Team.objects.bulk_create(
        Team(league=league, coach=user.coach, name=f"Bench {n}", roster="fire") for n in range(teams)
    )
    division.teams.set(made)
    rounds = Round.objects.bulk_create(  # one round per home team: the division's rounds hold every fixture
        Round(division=division, number=n, deadline=timezone.now()) for n in range(1, teams + 1))
    fixtures, scores = [], []
    for home, round_ in zip(made, rounds, strict=True):
        for away in made:
            if home.pk == away.pk:
                continue
            h, a = rng.randint(0, 3), rng.randint(0, 3)
            outcome = "home_win" if h > a else "away_win" if a > h else "draw"
            row = Fixture(season=season, round=round_, home=home, away=away, pair=pair_key(home.pk, away.pk),
                          status=Fixture.Status.PLAYED, outcome=outcome, finish="touchdown" if h != a else "")
            if sides_model is None:  # before the plug-in core: scores on the fixture
                row.home_touchdowns, row.away_touchdowns = h, a
                row.home_casualties, row.away_casualties = rng.randint(0, 2), rng.randint(0, 2)
            fixtures.append(row)
            scores.append((h, a))
    Fixture.objects.bulk_create(fixtures)
    if sides_model is not None:
        result = {"home_win": ("win", "loss"), "away_win": ("loss", "win"), "draw": ("draw", "draw")}
        rows = []
        for fx, (h, a) in zip(fixtures, scores, strict=True):
            home_result, away_result = result[fx.outcome]
            rows.append(sides_model(fixture=fx, team=fx.home, slot=0, score=h, result=home_result,
                                    data={"touchdowns": h, "casualties": rng.randint(0, 2)}))
            rows.append(sides_model(fixture=fx, team=fx.away, slot=1, score=a, result=away_result,
                                    data={"touchdowns": a, "casualties": rng.randint(0, 2)}))
        sides_model.objects.bulk_create(rows)
    return division, user


def _has_field(model, name: str) -> bool:
    return any(f.name == name for f in model._meta.get_fields())


def main() -> int:
    workdir = tempfile.mkdtemp(prefix="dugout-standings-bench-")
    os.environ.update(DEBUG="true", DATABASE_URL=f"sqlite:///{workdir}/bench.sqlite3",
                      DJANGO_SETTINGS_MODULE="dugout.settings")
    os.environ.pop("REDIS_URL", None)
    import django

    django.setup()
    from django.conf import settings
    from django.core.management import call_command
    from django.db import connection, reset_queries
    from django.test import Client
    from django.test.utils import CaptureQueriesContext, setup_test_environment
    from django.urls import reverse

    from league.selectors.standings import division_standings

    setup_test_environment()
    settings.ALLOWED_HOSTS = ["testserver"]
    call_command("migrate", verbosity=0)
    division, user = build(TEAMS)
    fixtures = TEAMS * (TEAMS - 1)

    from django.core.cache import cache

    division_standings(division)  # warm caches (ruleset build, content types)
    computed = []  # the cache emptied first: the table added up from the results
    for _ in range(max(REPEAT // 3, 3)):
        cache.clear()
        start = time.perf_counter()
        division_standings(division)
        computed.append(time.perf_counter() - start)
    cache.clear()
    reset_queries()
    with CaptureQueriesContext(connection) as computed_queries:
        division_standings(division)
    times = []
    for _ in range(REPEAT):
        start = time.perf_counter()
        rows = division_standings(division)
        times.append(time.perf_counter() - start)
    reset_queries()  # with DEBUG on the query log is full (9,000) after the build: capture from empty
    with CaptureQueriesContext(connection) as selector_queries:
        rows = division_standings(division)
    assert len(rows) == TEAMS and sum(r.played for r in rows) == 2 * fixtures

    client = Client()
    client.force_login(user)
    url = reverse("schedule:standings", args=[division.pk])
    assert client.get(url).status_code == 200
    page_times = []
    for _ in range(max(REPEAT // 3, 5)):
        start = time.perf_counter()
        response = client.get(url)
        page_times.append(time.perf_counter() - start)
    assert response.status_code == 200
    with CaptureQueriesContext(connection) as page_queries:
        client.get(url)

    print(f"standings: {TEAMS} teams, {fixtures} played fixtures (SQLite)")
    print(f"division_standings, computed: median {statistics.median(computed) * 1000:.2f} ms, "
          f"{len(computed_queries)} queries")
    print(f"division_standings: median {statistics.median(times) * 1000:.2f} ms, "
          f"{len(selector_queries)} queries (from the cache when there is one)")
    print(f"standings page: median {statistics.median(page_times) * 1000:.2f} ms, {len(page_queries)} queries")
    print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
