"""The audit log in words: who did what, with results as scores between named teams
("commissioner Ann set Fire 2-1 Metal: was 1-1"), never raw dicts or ids."""

from __future__ import annotations

import re
from collections.abc import Mapping

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy as _lazy

from league.models import AuditEntry, Fixture, Team

# "Fixture 12 Fire v Metal" / "Team 3 Fire": the id is for the machine; people read the name.
_ID_PREFIX = re.compile(r"^(Fixture|Team) \d+ ")
_FIXTURE_ID = re.compile(r"^Fixture (\d+)\b")

ACTIONS = {  # the verb each recorded action reads as
    "report result": _lazy("reported"), "report match": _lazy("reported"), "decide result": _lazy("ruled on"),
    "decide report": _lazy("ruled on"), "confirm result": _lazy("confirmed"), "confirm report": _lazy("confirmed"),
    "decide unplayed fixture": _lazy("decided the unplayed"), "move deadline": _lazy("moved the deadline of"),
    "treasury corrected": _lazy("corrected the treasury of"), "player corrected": _lazy("corrected"),
    "season state": _lazy("moved on"), "dock league points": _lazy("docked league points from"),
    "accept report at deadline": _lazy("accepted at the deadline the unconfirmed report of"),
    "unconfirmed report to commissioner": _lazy("put before the commissioner the unconfirmed report of"),
}


def _value(value, names: Mapping[int, str]) -> str:
    """A recorded value for people: a list of things joined, a mapping as "key value", nothing as a dash."""
    if value is None or value == "" or value == {} or value == []:
        return "–"
    if isinstance(value, bool):
        return _("yes") if value else _("no")
    if isinstance(value, int):
        return str(value)
    if isinstance(value, Mapping):
        parts = [f"{str(k).replace('_', ' ')} {_value(v, names)}" for k, v in value.items() if v not in (None, "", [], {}, 0)]
        return ", ".join(parts) or "–"
    if isinstance(value, list | tuple):
        return ", ".join(_value(v, names) for v in value)
    return str(value).replace("_", " ")


def _sides(value) -> list | None:
    """The sides of a recorded result: a list of {"team", "score"}, or {"sides": [...]} with the match."""
    if isinstance(value, Mapping):
        value = value.get("sides")
    if isinstance(value, list) and value and all(isinstance(s, Mapping) and "team" in s for s in value):
        return value
    return None


def _score_line(sides, names: Mapping[int, str]) -> str:
    if len(sides) == 2:
        home, away = sides
        return f"{names.get(home['team'], '?')} {home.get('score', 0)}-{away.get('score', 0)} {names.get(away['team'], '?')}"
    return ", ".join(f"{names.get(s['team'], '?')} {s.get('score', 0)}" for s in sides)


def _scores(sides) -> str:
    return "-".join(str(s.get("score", 0)) for s in sides)


def _report(value, fixture: Fixture | None) -> str | None:
    """A report recorded as the fixture's outcome and finish ({"outcome", "finish", ...}): "Fire beat Metal (finish)"."""
    if not isinstance(value, Mapping) or "outcome" not in value or fixture is None:
        return None
    home, away = fixture.home.name, fixture.away.name
    outcome = {"home_win": _("%(a)s beat %(b)s") % {"a": home, "b": away},
               "away_win": _("%(a)s beat %(b)s") % {"a": away, "b": home},
               "draw": _("%(a)s drew with %(b)s") % {"a": home, "b": away}}.get(value["outcome"], _value(value["outcome"], {}))
    finish = value.get("finish")
    return f"{outcome} ({_value(finish, {})})" if finish else outcome


def describe(entry: AuditEntry, names: Mapping[int, str], fixtures: Mapping[int, Fixture]) -> str:
    who = _("commissioner %(name)s") % {"name": entry.actor} if entry.actor else _("the system")
    target = _ID_PREFIX.sub("", entry.target)
    match = _FIXTURE_ID.match(entry.target)
    fixture = fixtures.get(int(match.group(1))) if match else None
    verb = ACTIONS.get(entry.action, entry.action)
    phrases = []
    for field, change in (entry.changes or {}).items():
        before, after = (change + [None, None])[:2] if isinstance(change, list) else (None, change)
        new_sides, old_sides = _sides(after), _sides(before)
        if new_sides:
            line = _("set %(result)s") % {"result": _score_line(new_sides, names)}
            if old_sides and _scores(old_sides) != _scores(new_sides):
                line += _(": was %(scores)s") % {"scores": _scores(old_sides)}
            elif old_sides:
                line += _(" (the score unchanged)")
            phrases.append(line)
        elif (new_report := _report(after, fixture)) is not None:
            old_report = _report(before, fixture)
            phrases.append(_("set %(result)s") % {"result": new_report}
                           + (_(": was %(old)s") % {"old": old_report} if old_report and old_report != new_report else ""))
        elif before is None:
            phrases.append(_("%(field)s %(value)s") % {"field": field.replace("_", " "), "value": _value(after, names)})
        else:
            phrases.append(_("%(field)s from %(old)s to %(new)s") % {
                "field": field.replace("_", " "), "old": _value(before, names), "new": _value(after, names)})
    sentence = f"{who} {verb} {target}"
    return sentence + (": " + "; ".join(phrases) if phrases else "")


def audit_lines(entries: list[AuditEntry]) -> list[tuple[AuditEntry, str]]:
    """Each entry with its sentence; the teams and fixtures named are read in two queries."""
    team_ids, fixture_ids = set(), set()
    for entry in entries:
        if m := _FIXTURE_ID.match(entry.target):
            fixture_ids.add(int(m.group(1)))
        for change in (entry.changes or {}).values():
            for value in change if isinstance(change, list) else [change]:
                for side in _sides(value) or []:
                    team_ids.add(side["team"])
    names = dict(Team.objects.filter(pk__in=team_ids).values_list("pk", "name"))
    fixtures = Fixture.objects.select_related("home", "away").in_bulk(fixture_ids)
    return [(entry, describe(entry, names, fixtures)) for entry in entries]
