"""The scripted AI coach reads the match through its read-only view (engine/match/view.py), not its internals;
switching it over changed no decision: the events of three fixed matches are byte-identical to those recorded
before the switch (sha256 of json.dumps of the event log; recorded again with the Hand-off and again with the
drive — Pass, Throw Team-mate, the carrier's fallback ways, the wall-blitz — issue #22)."""

from __future__ import annotations

import hashlib
import json

from engine import simulate
from engine.ai import ScriptedCoach
from engine.match.sample import sample_team

# Recorded with the coach that read m.occ, m.chests, m.portal_at, m.d, ... directly (before the view); recorded
# again when the coach learnt the Hand-off (issue #22), and again when it learnt the drive (issue #22): its play
# changes on purpose.
DIGESTS = {
    3: "71789a69db0be669b6e7717a52ce3c2a4bf778637e4474e6b70fef59d4691ba1",
    11: "84bf4f941c96b35bf70eb5a4dee68f0d99b258e57301a5c608047bf0a7de748f",
    2026: "00d3e5474e01ffd7cb6d27244e70c6397a08e5caf09aaeccd5d91142cb02187a",
}


def test_the_coachs_matches_are_unchanged_byte_for_byte():
    for seed, digest in DIGESTS.items():
        out = simulate(sample_team("home"), sample_team("away"), seed=seed,
                       home_bot=ScriptedCoach(seed), away_bot=ScriptedCoach(seed + 1))
        assert hashlib.sha256(json.dumps(out.events).encode()).hexdigest() == digest, f"seed {seed}"


def test_the_coach_reads_no_match_internals():
    import re
    from pathlib import Path

    import engine.ai.coach as coach

    text = Path(coach.__file__).read_text()
    internals = ("d", "occ", "chests", "portal_at", "teams", "events", "ez_of_team", "team_players", "bots")
    found = re.findall(r"\bm\.(" + "|".join(internals) + r")\b", text)
    assert not found, f"the coach reads match internals: {sorted(set(found))}"


def test_the_accessors_read_the_board_and_copy():
    from engine.dice import Dice
    from engine.match.position import position

    m = position("""
########
#A*.1.b#
#..2...#
########
""", dice=Dice.forcing(), portals=None)
    assert m.dungeon is m.d
    assert m.occupied_squares() == sorted(p.sq for p in m.players if p.where == "field")
    assert m.chest_squares() == (m.d.sq(2, 1),)
    assert m.portal_squares() == (m.d.sq(4, 1), m.d.sq(3, 2)) and m.is_portal(m.d.sq(3, 2))
    assert [p.id for p in m.players_of(1)] == ["b"] and m.end_zone_of(0) == m.ez_of_team[0]
    assert m.team_rerolls(0) == 0 and m.turns_played(1) == 1
    e = m.last_event("turn")
    e["team"] = "changed"
    assert m.last_event("turn")["team"] == "home" and m.last_event("nothing") is None
