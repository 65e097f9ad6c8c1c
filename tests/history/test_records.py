"""Records hand-checked on a small league: three teams, five matches (history/records.py)."""

from history.records import PointsLine, SideLine, column_records, leaders, points_records, unbeaten_runs

LABELS = {"match": "Most {name} in a match", "season": "Most {name} in a season", "career": "Most {name} in a career"}


def side(team, season, fixture, order, result, td, cas=0, opponent="X"):
    return SideLine(hash(team) % 1000, team, season, fixture, (order, fixture), result,
                    {"touchdowns": td, "casualties": cas}, opponent)


# Season 1: Fire 2-1 Metal, Metal 1-1 Ice, Ice 3-0 Fire.  Season 2: Fire 1-0 Ice, Fire 1-1 Metal.
LINES = [
    side("Fire", 1, 1, 1, "win", 2, 1, "Metal"), side("Metal", 1, 1, 1, "loss", 1, 0, "Fire"),
    side("Metal", 1, 2, 2, "draw", 1, 2, "Ice"), side("Ice", 1, 2, 2, "draw", 1, 0, "Metal"),
    side("Ice", 1, 3, 3, "win", 3, 0, "Fire"), side("Fire", 1, 3, 3, "loss", 0, 0, "Ice"),
    side("Fire", 2, 4, 4, "win", 1, 2, "Ice"), side("Ice", 2, 4, 4, "loss", 0, 0, "Fire"),
    side("Fire", 2, 5, 5, "draw", 1, 0, "Metal"), side("Metal", 2, 5, 5, "draw", 1, 1, "Fire"),
]


def by_label(records):
    return {r.label: (r.value, r.holders) for r in records}


def test_touchdown_and_casualty_records_in_a_match_a_season_and_a_career():
    records = by_label(column_records(LINES, [("touchdowns", "TD"), ("casualties", "Cas")], labels=LABELS))
    assert records["Most TD in a match"] == (3, ["Ice v Fire (season 1)"])
    # season 1: Fire 2, Metal 2, Ice 4; season 2: Fire 2, Metal 1, Ice 0
    assert records["Most TD in a season"] == (4, ["Ice (season 1)"])
    # careers: Fire 4, Metal 3, Ice 4: a shared record lists both, in the order they reached it
    assert records["Most TD in a career"] == (4, ["Fire", "Ice"])
    assert records["Most Cas in a match"] == (2, ["Metal v Ice (season 1)", "Fire v Ice (season 2)"])
    assert records["Most Cas in a career"] == (3, ["Fire", "Metal"])


def test_a_column_nobody_scored_in_has_no_record():
    quiet = [side("Fire", 1, 1, 1, "draw", 0), side("Ice", 1, 1, 1, "draw", 0)]
    assert column_records(quiet, [("touchdowns", "TD")], labels=LABELS) == []


def test_longest_unbeaten_run_follows_the_order_the_matches_were_played():
    # Fire: W, L, W, D -> 2; Metal: L, D, D -> 2; Ice: D, W, L -> 2... Ice's draw and win make 2 too
    assert unbeaten_runs(LINES) == {"Fire": 2, "Metal": 2, "Ice": 2}
    shuffled = list(reversed(LINES))  # input order does not matter, the played order does
    assert unbeaten_runs(shuffled) == {"Fire": 2, "Metal": 2, "Ice": 2}
    longer = [*LINES, side("Ice", 2, 6, 6, "win", 1), side("Ice", 2, 7, 7, "draw", 0), side("Ice", 2, 8, 8, "win", 1)]
    assert unbeaten_runs(longer)["Ice"] == 3  # Ice lost match 4: the run restarts at match 6 and reaches 3


def test_player_points_records_and_leaders():
    lines = [PointsLine(1, "Grim", "Fire", 1, 1, 6, "Metal"), PointsLine(1, "Grim", "Fire", 1, 3, 3, "Ice"),
             PointsLine(2, "Ula", "Ice", 1, 3, 8, "Fire"), PointsLine(1, "Grim", "Fire", 2, 4, 2, "Ice")]
    records = by_label(points_records(lines, name="SPP", labels=LABELS))
    assert records["Most SPP in a match"] == (8, ["Ula (Ice) v Fire (season 1)"])
    assert records["Most SPP in a season"] == (9, ["Grim (Fire, season 1)"])
    assert records["Most SPP in a career"] == (11, ["Grim (Fire)"])
    assert leaders({"Grim": 11, "Ula": 8, "Nobody": 0, "Abe": 8}, top=2) == [("Grim", 11), ("Abe", 8)]
