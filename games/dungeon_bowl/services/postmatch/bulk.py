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


def add_to_column(model, name: str, amounts: dict[int, int]) -> None:
    """Add each amount to its row's `name` (by primary key), in one statement; the column is read as it is
    when the row is written (the rows need not be locked). On PostgreSQL `UPDATE ... FROM (VALUES ...)`: Django's
    `CASE WHEN` costs a resolved expression per row (a batch of reports pays a hundred teams at once)."""
    from django.db.models import Case, F, IntegerField, Value, When

    amounts = {pk: amount for pk, amount in amounts.items() if amount}
    if not amounts:
        return
    if connection.vendor != "postgresql":
        model.objects.filter(pk__in=amounts).update(**{name: F(name) + Case(
            *(When(pk=pk, then=Value(amount)) for pk, amount in amounts.items()),
            default=Value(0), output_field=IntegerField())})
        return
    meta, qn = model._meta, connection.ops.quote_name
    pk, column = meta.pk, meta.get_field(name)
    table = qn(meta.db_table)
    params = [value for row in sorted(amounts.items()) for value in row]
    with connection.cursor() as cursor:
        cursor.execute(
            f"UPDATE {table} SET {qn(column.column)} = {table}.{qn(column.column)} + v.amount "
            f"FROM (VALUES {', '.join([f'(%s::{pk.rel_db_type(connection)}, %s::bigint)'] * len(amounts))}) AS v (id, amount) "
            f"WHERE {table}.{qn(pk.column)} = v.id",
            params)
