"""Issue #23: standings.csv neutralises formula injection (OWASP "CSV Injection"): a text cell starting with
= + - @, tab or CR is prefixed with a single quote; numbers stay numbers."""

import csv
import io

from django.test import Client
from django.urls import reverse

from dugout.csv_safe import safe_cell
from league.models import Team
from tests import schedule_factories as f


def test_team_names_cannot_run_as_formulas_in_the_standings_csv(db):
    lg = f.league()
    s = f.season(lg)
    d = f.division(s, teams=4)
    names = ['=HYPERLINK("http://evil.example","click")', "+cmd|' /C calc'!A0", "-2+3", "@SUM(A1)"]
    for team, name in zip(Team.objects.filter(divisions=d).order_by("pk"), names, strict=True):
        Team.objects.filter(pk=team.pk).update(name=name)
    response = Client().get(reverse("schedule:standings-csv", args=[d.pk]))
    rows = list(csv.reader(io.StringIO(response.content.decode())))
    exported = sorted(row[1] for row in rows[1:])
    assert exported == sorted("'" + name for name in names)
    assert all(row[3] == "0" for row in rows[1:])  # numbers untouched


def test_tab_and_carriage_return_are_neutralised_and_plain_text_and_numbers_are_not():
    assert safe_cell("\tx") == "'\tx" and safe_cell("\rx") == "'\rx"
    assert safe_cell("Dwarf Giants") == "Dwarf Giants" and safe_cell(-3) == -3 and safe_cell(0) == 0
