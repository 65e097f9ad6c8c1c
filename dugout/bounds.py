"""What a numeric column holds: a number beyond it is refused with the rule, never sent to the database
(where PostgreSQL answers DataError and SQLite OverflowError: a 500). The ranges are Django's portable ones
(PostgreSQL's column sizes), so a value refused in production is refused in development too."""

from __future__ import annotations

from django.db.backends.base.operations import BaseDatabaseOperations


def column_range(model, field_name: str) -> tuple[int, int]:
    field = model._meta.get_field(field_name)
    return BaseDatabaseOperations.integer_field_ranges[field.get_internal_type()]


def out_of_range(model, field_name: str, value) -> str | None:
    """None when `value` fits the column; else a message saying what it holds."""
    low, high = column_range(model, field_name)
    if low <= int(value) <= high:
        return None
    return f"{field_name.replace('_', ' ')} must be between {low:,} and {high:,} (not {int(value):,})"


# The largest id a row can have (BigAutoField): an id beyond it names no row, and must not reach the database.
ID_MAX = BaseDatabaseOperations.integer_field_ranges["BigAutoField"][1]


def by_id(queryset, field: str, raw: str | None):
    """Filter a list by an id given as a query parameter: ignored unless it is a number; a number beyond any id
    matches nothing (an overflow in the database was a 500)."""
    if not raw or not raw.isdigit():
        return queryset
    return queryset.filter(**{field: int(raw)}) if int(raw) <= ID_MAX else queryset.none()
