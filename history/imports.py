"""Teams imported from an OBBLM / NAFLM team export (XML), as far as the format allows.

Accepted (docs/history.md): a root element `<team>` or `<xmlexport>` holding `<name>`, `<race>` (the roster:
its name in the league's game or its key), optional `<treasury>` and `<rerolls>`, and `<players>` of
`<player>` elements with `<nr>` (1-16), `<name>`, `<position>` (name or key), and optional `<skills>` (comma
separated, beyond the position's own), `<spp>`, `<ni>` (niggling injuries). Characteristics and values
come from the league's ruleset, not the file: a file cannot give a player a profile the rules do not.
A DOCTYPE (entities) is refused, as is anything the ruleset does not know; nothing is stored then.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import dataclass, field

from django.utils.translation import gettext as _

MAX_BYTES = 200_000
MAX_PLAYERS = 16
FORMAT_RULE = "OBBLM XML"


@dataclass
class ImportedPlayer:
    number: int
    name: str
    position: str  # position key
    skills: list[str] = field(default_factory=list)
    spp: int = 0
    niggling: int = 0


@dataclass
class ImportedTeam:
    name: str
    roster: str  # roster key
    treasury: int
    rerolls: int
    players: list[ImportedPlayer]


def _text(node, tag: str) -> str:
    child = node.find(tag)
    return (child.text or "").strip() if child is not None else ""


def _int(node, tag: str, where: str, breaches: list, *, default: int = 0) -> int:
    raw = _text(node, tag)
    if not raw:
        return default
    try:
        value = int(raw)
    except ValueError:
        breaches.append((FORMAT_RULE, _("%(where)s: <%(tag)s> must be a whole number, not %(raw)r")
                         % {"where": where, "tag": tag, "raw": raw}))
        return default
    if value < 0:
        breaches.append((FORMAT_RULE, _("%(where)s: <%(tag)s> cannot be negative") % {"where": where, "tag": tag}))
    return value


def _find(items, wanted: str):
    wanted = wanted.strip().lower()
    return next((i for i in items if wanted in (i.key.lower(), i.name.lower())), None)


def parse_team(raw: bytes | str, *, rules) -> tuple[ImportedTeam | None, list[tuple[str, str]]]:
    """The team in an OBBLM export, checked against the league's ruleset; (None, breaches) when it cannot be."""
    data = raw.encode() if isinstance(raw, str) else raw
    if not data.strip():
        return None, [(FORMAT_RULE, _("the file is empty"))]
    if len(data) > MAX_BYTES:
        return None, [(FORMAT_RULE, _("the file is larger than %(n)s bytes") % {"n": MAX_BYTES})]
    if b"<!DOCTYPE" in data.upper() or b"<!ENTITY" in data.upper():
        return None, [(FORMAT_RULE, _("a DOCTYPE or entity declaration is not accepted"))]
    try:
        root = ET.fromstring(data)
    except ET.ParseError as error:
        return None, [(FORMAT_RULE, _("not well-formed XML: %(error)s") % {"error": error})]
    if root.tag not in ("team", "xmlexport"):
        return None, [(FORMAT_RULE, _("the root element must be <team> or <xmlexport>, not <%(tag)s>") % {"tag": root.tag})]
    breaches: list[tuple[str, str]] = []
    name = _text(root, "name")
    if not name:
        breaches.append((FORMAT_RULE, _("the team has no <name>")))
    roster = _find(rules.rosters.values(), _text(root, "race"))
    if roster is None:
        known = ", ".join(r.name for r in rules.rosters.values()) or _("none")
        breaches.append((FORMAT_RULE, _("race %(race)r is not a roster of %(game)s (known: %(known)s)")
                         % {"race": _text(root, "race"), "game": rules.name, "known": known}))
    treasury = _int(root, "treasury", _("team"), breaches)
    rerolls = _int(root, "rerolls", _("team"), breaches)
    if rules.max_rerolls_at_creation and rerolls > 8:
        breaches.append(("§4.6", _("a team has at most 8 team re-rolls, not %(n)s") % {"n": rerolls}))
    players, numbers = [], set()
    nodes = root.findall("players/player")
    if not nodes:
        breaches.append((FORMAT_RULE, _("the team has no <players>/<player>")))
    if len(nodes) > MAX_PLAYERS:
        breaches.append(("§4.4", _("a roster holds at most %(n)s players, the file has %(m)s")
                         % {"n": MAX_PLAYERS, "m": len(nodes)}))
    for i, node in enumerate(nodes, 1):
        where = _("player %(i)s") % {"i": i}
        number = _int(node, "nr", where, breaches)
        if not 1 <= number <= MAX_PLAYERS:
            breaches.append(("§4.4", _("%(where)s: number %(n)s is not 1-16") % {"where": where, "n": number}))
        elif number in numbers:
            breaches.append(("§4.4", _("%(where)s: number %(n)s is used twice") % {"where": where, "n": number}))
        numbers.add(number)
        player_name = _text(node, "name")
        if not player_name:
            breaches.append((FORMAT_RULE, _("%(where)s has no <name>") % {"where": where}))
        position = _find(roster.positions, _text(node, "position")) if roster else None
        if roster and position is None:
            breaches.append((FORMAT_RULE, _("%(where)s: position %(p)r is not in %(roster)s")
                             % {"where": where, "p": _text(node, "position"), "roster": roster.name}))
        skills = [s.strip() for s in _text(node, "skills").split(",") if s.strip()]
        unknown = [s for s in skills if s not in rules.skills]
        if unknown:
            breaches.append((FORMAT_RULE, _("%(where)s: unknown skills %(skills)s")
                             % {"where": where, "skills": ", ".join(unknown)}))
        players.append(ImportedPlayer(number, player_name[:80], position.key if position else "",
                                      skills, _int(node, "spp", where, breaches), _int(node, "ni", where, breaches)))
    if breaches:
        return None, breaches
    return ImportedTeam(name[:120], roster.key, treasury, rerolls, players), []
