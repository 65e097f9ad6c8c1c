"""The competition core names no game (issue #15, docs/architecture.md "How the house is arranged"): no file of
league/ or matches/, Python or core template, names a registered ruleset's key or a game's term (touchdown,
College, sponsor, SPP...) outside the explicit allow-list below. Migrations are history and are not read."""

import re
from pathlib import Path

from engine import rulesets

ROOT = Path(__file__).resolve().parents[2]
CORE_CODE = ("league", "matches")
CORE_TEMPLATES = ("templates/league", "templates/matches", "templates/schedule", "templates/playoffs")

TERMS = re.compile(r"touchdown|college|sponsor|spp|casualt|petty|journeym|inducement|niggl|mvp|dungeon|redraft"
                   r"|re-draft|oberwald", re.IGNORECASE)

# The allow-list. Each entry is a column the core keeps on purpose, named only as that column.
#
# The campaign columns of Player and Advancement: every game with a campaign (Ruleset.has_campaign: Dungeon
# Bowl now; Blood Bowl 2016 keeps the same Star Player Points, niggling injuries, MVP awards and players hired
# for one match) shares them, so the core keeps them as its "campaign player" columns; the pages show them
# only through the ruleset's player_columns, and a game's app writes them. Lasting injuries, miss_next_game,
# hired_for and seasons_played are campaign columns too but do not spell a term.
CAMPAIGN_COLUMNS = ("spp", "spp_earned", "spp_cost", "niggling_injuries", "journeyman", "hired_journeymen",
                    "mvp_awards")
# One game's flag left on Player for the sponsor work (Dungeon Bowl §11.2: which players are the sponsor's
# athletes); it moves beside TeamSponsor when that work settles how athletes are chosen.
LEFT_FOR_LATER = ("air_oberwald_athlete",)
# Fixture.Finish.DECIDED keeps its stored value "touchdown" (old rows and reports; the label is generic).
STORED_VALUES = (r'DECIDED = "touchdown"',)

ALLOWED_NAMES = re.compile(r"\b(" + "|".join(CAMPAIGN_COLUMNS + LEFT_FOR_LATER) + r")\b")
# A line defining an allowed column (its help_text may say what it holds in the game family's words).
DEFINITION = re.compile(r"^\s*(" + "|".join(CAMPAIGN_COLUMNS + LEFT_FOR_LATER) + r") = models\.")


def core_files():
    for folder in CORE_CODE:
        for path in sorted((ROOT / folder).rglob("*.py")):
            if "migrations" not in path.parts:
                yield path
    for folder in CORE_TEMPLATES:
        yield from sorted((ROOT / folder).rglob("*.html"))


def offending_lines(text: str) -> list[tuple[int, str]]:
    found = []
    for n, line in enumerate(text.splitlines(), start=1):
        if DEFINITION.match(line):
            continue
        rest = ALLOWED_NAMES.sub("", line)
        for value in STORED_VALUES:
            rest = rest.replace(value, "")
        if TERMS.search(rest):
            found.append((n, line.strip()))
    return found


def test_the_core_names_no_game_term_outside_the_allow_list():
    offenders = [f"{path.relative_to(ROOT)}:{n}: {line}"
                 for path in core_files() for n, line in offending_lines(path.read_text())]
    assert offenders == []


def test_the_core_names_no_registered_game():
    """No branch on a ruleset's key, and no game named in the core's words (registration lives in engine/)."""
    named = re.compile("|".join(re.escape(key) for key in rulesets.names()), re.IGNORECASE)
    offenders = [f"{path.relative_to(ROOT)}:{n}: {line.strip()}"
                 for path in core_files()
                 for n, line in enumerate(path.read_text().splitlines(), start=1) if named.search(line)]
    assert offenders == []


def test_the_checks_catch_what_they_guard():
    """The scan is not blind: a core line naming a game's term or key would be reported."""
    assert offending_lines('    if team.sponsor:\n        fixture.mvp_awards_due = 2\n') == [
        (1, "if team.sponsor:"), (2, "fixture.mvp_awards_due = 2")]
    assert offending_lines('<th>SPP</th>') == [(1, "<th>SPP</th>")]
    assert offending_lines('    spp = models.PositiveIntegerField(help_text="Unspent SPP")') == []
    assert offending_lines('        "spp", "niggling_injuries", "journeyman",') == []
    assert "dungeon_bowl" in rulesets.names() and "kaosball" in rulesets.names()
