"""Standings per division: one view for the page and its HTMX fragment (sorting), plus CSV; the columns
are the league's game's (league/selectors/standings.py)."""

from django.http import HttpResponse
from django.shortcuts import get_object_or_404, render

from dugout.csv_safe import SafeWriter
from dugout.page_cache import cacheable
from league.models import Division
from league.selectors.standings import (
    columns_of,
    division_standings,
    points_text,
    sort_rows,
    tie_break_notes,
    tie_break_text,
)


@cacheable
def standings(request, division_id: int):
    division = get_object_or_404(Division.objects.select_related("season__league"), pk=division_id)
    league = division.season.league
    columns = columns_of(league)
    sort = request.GET.get("sort", "rank")
    official = division_standings(division)
    rows = sort_rows(official, sort, columns=columns)
    context = {
        "division": division,
        "season": division.season,
        "league": league,
        "rows": [(row, [row.as_dict()[key] for key, _, _ in columns[3:]]) for row in rows],
        "sort": sort if sort in {key for key, _, _ in columns} else "rank",
        "columns": [(key, label) for key, label, _ in columns],
        "points_text": points_text(league),
        "tie_breaks": tie_break_text(league),
        "tie_break_notes": tie_break_notes(official, league),
    }
    template = "schedule/_standings_table.html" if request.htmx else "schedule/standings.html"
    return render(request, template, context)


def standings_csv(request, division_id: int):
    division = get_object_or_404(Division.objects.select_related("season__league"), pk=division_id)
    response = HttpResponse(content_type="text/csv")
    response["Content-Disposition"] = f'attachment; filename="standings-division-{division.pk}.csv"'
    writer = SafeWriter(response)  # team and coach names cannot run as spreadsheet formulas
    own = [key for key, _, _ in columns_of(division.season.league)[7:]]
    fields = ["rank", "team", "coach", "played", "won", "drawn", "lost", *own, "points"]
    writer.writerow(fields)
    for row in division_standings(division):
        data = row.as_dict()
        writer.writerow([data[f] for f in fields])
    return response
