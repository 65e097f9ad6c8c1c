"""Standings per division (§8.6): one view for the page and its HTMX fragment (sorting), plus CSV."""

import csv

from django.http import HttpResponse
from django.shortcuts import get_object_or_404, render

from league.models import Division
from league.selectors.standings import COLUMNS, division_standings, sort_rows

HEADERS = {
    "rank": "#", "team": "Team", "played": "P", "won": "W", "drawn": "D", "lost": "L", "touchdowns": "TD",
    "touchdowns_against": "TDA", "casualties": "CAS", "bonus": "Bonus", "penalty": "Penalty", "points": "Pts",
}


def standings(request, division_id: int):
    division = get_object_or_404(Division.objects.select_related("season__league"), pk=division_id)
    sort = request.GET.get("sort", "rank")
    rows = sort_rows(division_standings(division), sort)
    context = {
        "division": division,
        "season": division.season,
        "league": division.season.league,
        "rows": rows,
        "sort": sort if sort in COLUMNS else "rank",
        "columns": [(c, HEADERS[c]) for c in COLUMNS],
    }
    template = "schedule/_standings_table.html" if request.htmx else "schedule/standings.html"
    return render(request, template, context)


def standings_csv(request, division_id: int):
    division = get_object_or_404(Division.objects.select_related("season__league"), pk=division_id)
    response = HttpResponse(content_type="text/csv")
    response["Content-Disposition"] = f'attachment; filename="standings-division-{division.pk}.csv"'
    writer = csv.writer(response)
    fields = ["rank", "team", "coach", "played", "won", "drawn", "lost", "touchdowns", "touchdowns_against",
              "casualties", "bonus", "penalty", "points"]
    writer.writerow(fields)
    for row in division_standings(division):
        data = row.as_dict()
        writer.writerow([data[f] for f in fields])
    return response
