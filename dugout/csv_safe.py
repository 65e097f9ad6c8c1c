"""CSV cells a spreadsheet will not run as formulas (OWASP "CSV Injection").

A text cell starting with = + - @, a tab or a carriage return is prefixed with a single quote, so a team
named `=HYPERLINK(...)` or `+cmd` is shown as text. Numbers are written as they are (a negative score stays
a number)."""

from __future__ import annotations

import csv

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def safe_cell(value):
    if isinstance(value, str) and value.startswith(FORMULA_STARTS):
        return "'" + value
    return value


class SafeWriter:
    """csv.writer whose rows are neutralised cell by cell."""

    def __init__(self, stream, **kwargs):
        self._writer = csv.writer(stream, **kwargs)

    def writerow(self, row):
        return self._writer.writerow([safe_cell(cell) for cell in row])
