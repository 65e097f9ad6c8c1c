"""Standings kept in the cache per division, and dropped on every change that can move a point.

A division's table is stored under a key made of:
- what the table is read from that is not a result: the division's teams as they are now (ids, names and
  coaches, read on every call), the league's game and its settings (points, tie-breakers). A team moved
  in or out, renamed, or a league's tie-break setting changed, makes a new key: nothing to drop.
- the season's results version: a token replaced whenever a fixture, a side's result or a points
  penalty of the season is written or deleted (the signals below, and `results_changed` for the bulk
  writes that send no signal).

The version is replaced once the transaction commits, so another process cannot store a table read before
the commit under the new version. Inside a transaction that changed results the cache is neither read nor
written: the transaction sees its own writes, and a rollback must not leave them in the cache.
Redis in production (shared by every web process and worker), local memory in development and tests.
"""

from __future__ import annotations

import hashlib
import json
import uuid

from django.core.cache import cache
from django.db import connection, transaction
from django.db.models.signals import post_delete, post_save

from league.models import Fixture, FixtureSide, PointsPenalty

TIMEOUT = 24 * 3600  # a table nobody reads for a day leaves the cache; it is rebuilt on the next read


def _version_key(season_id: int) -> str:
    # The database's name too: a Redis shared by several databases (tests, benches) never mixes their seasons.
    return f"standings:{connection.settings_dict['NAME']}:season:{season_id}:version"


def cached(division, fingerprint, compute):
    """The division's rows from the cache, or `compute()` stored there."""
    if _changed_in_this_transaction():
        return compute()
    league = division.season.league
    version = cache.get(_version_key(division.season_id))
    if version is None:
        version = uuid.uuid4().hex
        if not cache.add(_version_key(division.season_id), version, None):
            version = cache.get(_version_key(division.season_id)) or version
    raw = json.dumps([fingerprint, league.ruleset, league.options], sort_keys=True, default=str)
    key = f"standings:division:{division.pk}:{version}:{hashlib.sha256(raw.encode()).hexdigest()[:32]}"
    rows = cache.get(key)
    if rows is None:
        rows = compute()
        cache.set(key, rows, TIMEOUT)
    return rows


class _NewVersion:
    """The on-commit callback that replaces a season's version. While it waits in the connection's on-commit
    list, this transaction has changed results (Django drops the list's entries on a rollback, of the whole
    transaction or of the savepoint that added them)."""

    def __init__(self, season_id: int):
        self.season_id = season_id
        self.fixture_ids: set[int] = set()  # whose sides' signals need not look the season up again

    def __call__(self):
        cache.set(_version_key(self.season_id), uuid.uuid4().hex, None)


def _waiting() -> list[_NewVersion]:
    return [func for _, func, _ in connection.run_on_commit if isinstance(func, _NewVersion)]


def results_changed(season_id: int | None, *, fixture_id: int | None = None) -> None:
    """Every cached table of the season is out of date: drop them when this transaction commits."""
    if season_id is None:
        return
    waiting = [w for w in _waiting() if w.season_id == season_id] if connection.in_atomic_block else []
    bump = waiting[0] if waiting else _NewVersion(season_id)
    if fixture_id is not None:
        bump.fixture_ids.add(fixture_id)
    if not waiting:
        transaction.on_commit(bump)


def _changed_in_this_transaction() -> bool:
    return connection.in_atomic_block and bool(_waiting())


def _fixture_changed(sender, instance, **kwargs):
    results_changed(instance.season_id)


def _side_changed(sender, instance, **kwargs):
    if connection.in_atomic_block and any(instance.fixture_id in w.fixture_ids for w in _waiting()):
        return
    fixture = instance._state.fields_cache.get("fixture")
    season_id = fixture.season_id if fixture is not None else (
        Fixture.objects.filter(pk=instance.fixture_id).values_list("season_id", flat=True).first())
    results_changed(season_id)


def _penalty_changed(sender, instance, **kwargs):
    results_changed(instance.season_id)


def connect() -> None:
    for name, signal in (("saved", post_save), ("deleted", post_delete)):
        signal.connect(_fixture_changed, sender=Fixture, dispatch_uid=f"standings.fixture.{name}")
        signal.connect(_side_changed, sender=FixtureSide, dispatch_uid=f"standings.side.{name}")
        signal.connect(_penalty_changed, sender=PointsPenalty, dispatch_uid=f"standings.penalty.{name}")
