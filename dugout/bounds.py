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
