"""{% fixture_rulings fixture %}: the commissioner's decisions on a fixture (from the audit log), in words,
for every game's fixture page."""

from django import template

from league.models import AuditEntry

register = template.Library()

RULINGS = ("decide result", "decide report", "decide unplayed fixture", "report result", "report match",
           "confirm result", "confirm report")


@register.inclusion_tag("league/_rulings.html")
def fixture_rulings(fixture):
    entries = (AuditEntry.objects.filter(league_id=fixture.season.league_id, action__in=RULINGS,
                                         target__startswith=f"Fixture {fixture.pk} ")
               .select_related("actor").order_by("at", "id"))
    return {"rulings": list(entries)}
