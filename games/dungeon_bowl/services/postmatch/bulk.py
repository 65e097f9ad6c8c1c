"""Rows updated in one statement, each with its own values.

Django's `bulk_update` writes `SET f = CASE WHEN id = 1 THEN ... WHEN id = 2 ...` for every field, built as
expressions and resolved one by one: for a post-match run (a dozen players, eight fields, six step rows) that
cost more CPU than the rest of the run's statements together (issue #21, docs/performance.md). On PostgreSQL
the same update is `UPDATE ... FROM (VALUES ...)`, written here; other databases keep `bulk_update`."""

from __future__ import annotations

from django.db import connection


def update_rows(model, objs, fields) -> None:
    """Write `fields` of every object in `objs` (saved rows of `model`), in one statement."""
    objs, fields = list(objs), list(fields)
    if not objs or not fields:
        return
    if connection.vendor != "postgresql":
        model.objects.bulk_update(objs, fields)
        return
    meta, qn = model._meta, connection.ops.quote_name
    pk = meta.pk
    columns = [meta.get_field(name) for name in fields]
    # Every value cast to its column's type: VALUES would otherwise read a parameter as text.
    row = "(" + ", ".join(f"%s::{field.rel_db_type(connection) if field is pk else field.db_type(connection)}"
                          for field in (pk, *columns)) + ")"
    params = []
    for obj in objs:
        params.append(pk.get_db_prep_value(obj.pk, connection))
        params += [field.get_db_prep_save(getattr(obj, field.attname), connection) for field in columns]
    names = ", ".join(qn(field.column) for field in (pk, *columns))
    sets = ", ".join(f"{qn(field.column)} = v.{qn(field.column)}" for field in columns)
    with connection.cursor() as cursor:
        cursor.execute(
            f"UPDATE {qn(meta.db_table)} SET {sets} FROM (VALUES {', '.join([row] * len(objs))}) AS v ({names}) "
            f"WHERE {qn(meta.db_table)}.{qn(pk.column)} = v.{qn(pk.column)}",
            params)
