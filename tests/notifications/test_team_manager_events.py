"""Team Manager's weeks (rules/team-manager.md §7) are told like reports: a week entered tells the other
managers, a dispute the commissioner and the others, a ruling every manager; a disputed week waits on the
commissioner's dashboard until ruled."""

import pytest

from league.selectors.dashboard import actions_for_coach
from notifications.models import Kind, Notification
from tests.team_manager.helpers import api, line
from tests.team_manager.test_permissions import first_week, table  # noqa: F401  (a season of three managers)

pytestmark = pytest.mark.django_db


def told(kind):
    return set(Notification.objects.filter(event__kind=kind).values_list("user__username", flat=True))


def test_a_week_entered_disputed_and_ruled_is_told(table):  # noqa: F811
    url, m, boss = table["url"], table["m"], table["boss"]
    api(m["ann"][0]).post(f"{url}/weeks/", first_week(table), format="json")
    api(m["ann"][0]).post(f"{url}/weeks/", first_week(table), format="json")  # a correction: not told again
    assert told(Kind.REPORT_TO_CONFIRM) == {m["bob"][0].username, m["cy"][0].username}
    assert Notification.objects.filter(event__kind=Kind.REPORT_TO_CONFIRM).count() == 2
    api(m["bob"][0]).post(f"{url}/weeks/1/dispute/", {"reason": "Ann won 1"}, format="json")
    assert told(Kind.DISPUTE) == {boss.username, m["ann"][0].username, m["cy"][0].username}
    assert any("is disputed; rule on it" in a["text"] for a in actions_for_coach(boss))
    api(boss).post(f"{url}/weeks/1/rule/", {"reason": "checked the scoreboards", "spike": "news", "lines": [
        line(m["ann"][1], 1), line(m["bob"][1], 1), line(m["cy"][1])]}, format="json")
    assert told(Kind.RULING) == {m["ann"][0].username, m["bob"][0].username, m["cy"][0].username}
    assert not any("is disputed; rule on it" in a["text"] for a in actions_for_coach(boss))
