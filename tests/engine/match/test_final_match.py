"""§10.2 the Final played by the engine: the two star teams as printed (§10.2.1-10.2.2) and a whole seeded match."""

from engine.match.final import BLACK_WIDOWS, EMERALD_CRUSADERS, black_widows, emerald_crusaders, play_final


def test_the_star_teams_as_printed():
    life, death = emerald_crusaders(), black_widows()
    assert (len(life.players), len(death.players)) == (12, 13) == (len(EMERALD_CRUSADERS), len(BLACK_WIDOWS))
    assert life.rerolls == death.rerolls == 3
    assert life.inducements == {"jade_wizard": 1} and death.inducements == {"amethyst_wizard": 1}
    assert (life.final_college, death.final_college) == ("life", "death")
    lyairelle = life.players[0]
    assert (lyairelle.name, lyairelle.ma, lyairelle.ag, lyairelle.pa, lyairelle.av) == ("Lyairelle Swiftsong", 8, 2, 4, 8)
    assert "Portal Navigator" in lyairelle.skills
    vharak = death.players[0]
    assert (vharak.name, vharak.st, vharak.pa, vharak.av) == ("Vharak IV", 5, None, 10)


def test_the_engine_plays_a_whole_final_from_a_seed_and_replays_it():
    first = play_final(seed="final-2494", turn_limit=8)
    again = play_final(seed="final-2494", turn_limit=8)
    assert first.events == again.events  # deterministic: one seeded Dice, every roll logged
    assert first.events[-1]["t"] == "end" and first.end_reason in ("touchdown", "time_limit")
    names = {p for p in first.players}
    assert any(str(p).startswith("emerald-") for p in names) and any(str(p).startswith("widows-") for p in names)
    # the Final's special rules were in play: Healing Herbs / Necromancy are offered only when someone is out,
    # but the team sheets carried their College into the match
    turns = [e for e in first.events if e.get("t") == "turn"]
    assert turns and turns[0]["rerolls"] == 3
