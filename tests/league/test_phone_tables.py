"""Pages used on a phone: every table sits in a .table-wrap, which scrolls sideways instead of
stretching the page (static/css/dugout.css)."""

from html.parser import HTMLParser

import pytest

from league.models import AuditEntry, Player
from tests.league.test_page_queries import league_of

pytestmark = pytest.mark.django_db

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


class Tables(HTMLParser):
    """Counts the tables, and those with no .table-wrap around them."""

    def __init__(self):
        super().__init__()
        self.stack: list[bool] = []  # for each open element: does it (or an ancestor) wrap tables?
        self.tables = self.bare = 0

    def handle_starttag(self, tag, attrs):
        wrapped = (self.stack[-1] if self.stack else False) or "table-wrap" in (dict(attrs).get("class") or "").split()
        if tag == "table":
            self.tables += 1
            self.bare += not wrapped
        if tag not in VOID:
            self.stack.append(wrapped)

    def handle_endtag(self, tag):
        if tag not in VOID and self.stack:
            self.stack.pop()


def test_every_table_on_the_league_pages_is_wrapped(client):
    commish, lg, season, division = league_of(4)
    team = division.teams.first()
    Player.objects.filter(team=team).update(position="dwarf_blocker_lineman")  # the factory's placeholder is no position
    player = Player.objects.filter(team=team).first()
    AuditEntry.objects.create(league=lg, actor=commish.coach, action="x", target="y", changes={}, reason="z")
    client.force_login(commish)
    pages = [f"/leagues/{lg.pk}/", f"/seasons/{season.pk}/", f"/seasons/{season.pk}/schedule/",
             f"/divisions/{division.pk}/standings/", f"/teams/{team.pk}/", f"/players/{player.pk}/",
             f"/leagues/{lg.pk}/audit/", "/dashboard/"]
    seen = 0
    for url in pages:
        parser = Tables()
        parser.feed(client.get(url).content.decode())
        assert parser.bare == 0, f"{url}: {parser.bare} of {parser.tables} tables are not in a .table-wrap"
        seen += parser.tables
    assert seen >= 5  # the check looked at real tables
