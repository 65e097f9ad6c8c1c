"""The busiest pages at league scale (issue #21): one division of 64 teams that has played its 2,016
fixtures. Each page reads a small, fixed number of queries (a query per team or per fixture would be 64 or
2,016 more, far over each budget) and none is over 150 KB. The data is bench/pages_bench.py's."""

from __future__ import annotations

import pytest
from django.core.cache import cache

from bench.pages_bench import build, pages

pytestmark = pytest.mark.django_db

# Queries each page may read, signed in (session and user included). The standings' target is 10.
BUDGET = {"standings": 10, "api standings": 10, "league": 16, "team": 18, "season": 16, "schedule": 18,
          "fixture": 14}
MAX_BYTES = 150 * 1024


@pytest.fixture(scope="module")
def big_division(django_db_setup, django_db_blocker):
    with django_db_blocker.unblock():
        from django.db import transaction

        with transaction.atomic():
            league, season, division, teams, fixtures = build(64)
            urls = pages(league, season, division, teams[1], fixtures[len(fixtures) // 2])
            yield urls, teams[1].coach.user
            transaction.set_rollback(True)


@pytest.mark.parametrize("page", BUDGET)
def test_a_page_of_a_64_team_division_reads_few_queries_and_stays_small(client, big_division, page,
                                                                        django_assert_max_num_queries):
    urls, coach = big_division
    client.force_login(coach)
    cache.clear()  # the standings computed, not read from the cache
    with django_assert_max_num_queries(BUDGET[page]):
        response = client.get(urls[page])
    assert response.status_code == 200
    assert len(response.content) <= MAX_BYTES, f"{page}: {len(response.content) // 1024} KB"
    with django_assert_max_num_queries(BUDGET[page]):
        assert client.get(urls[page]).status_code == 200
