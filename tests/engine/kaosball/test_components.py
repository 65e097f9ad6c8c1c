"""Kaosball's components as data (rules/kaosball.md §1, §4, §6, §20.1, §28)."""

from collections import Counter

import engine.rulesets
from engine.rulesets.kaosball import data


def test_kaosball_is_registered_with_two_to_four_sides():  # §5
    rs = engine.rulesets.get("kaosball")
    assert "kaosball" in engine.rulesets.names()
    assert (rs.key, rs.name, rs.min_sides, rs.max_sides) == ("kaosball", "Kaosball", 2, 4)
    assert rs.min_division_teams == 4 and rs.max_league_teams == 8
    assert set(rs.extras["teams"]) == {"amazons", "daemons", "fangs", "ogres"}


def test_a_team_is_seven_runners_and_six_bruisers_five_on_the_pitch():  # §1, §12.2, §12.3
    assert (data.RUNNERS_PER_TEAM, data.BRUISERS_PER_TEAM) == (7, 6)
    assert dict(data.ON_PITCH) == {"runner": 3, "bruiser": 2}


def test_figure_types_who_scores_and_who_fights():  # §6
    ft = data.FIGURE_TYPE
    assert (ft["runner"].can_score, ft["runner"].can_fight) == (True, False)
    assert (ft["bruiser"].can_score, ft["bruiser"].can_fight) == (False, True)
    assert (ft["ringer"].can_score, ft["ringer"].can_fight) == (True, True)
    assert (ft["runner"].base, ft["bruiser"].base, ft["ringer"].base) == ("round", "square", "hexagonal")


def test_the_fangs_sample_board():  # §4
    fangs = data.TEAM["fangs"]
    assert (fangs.handling, fangs.tackling, fangs.fighting) == (0, 2, 1)
    assert (fangs.bruiser_hp, fangs.runner_hp) == (3, 3)
    assert fangs.ability_name == "Vampirism" and not fangs.reconstructed


def test_handling_implied_by_the_contest_example():  # §20.1: Daemon 2 + Handling = Ogre 3 + Handling
    assert 2 + data.TEAM["daemons"].handling == 3 + data.TEAM["ogres"].handling == 3


def test_twenty_four_upgrade_tiles_with_their_printed_costs():  # §28.2
    box = data.tile_box()
    assert len(box) == 24
    assert Counter(box)["speed_training"] == 4 and Counter(box)["hardy"] == 3
    costs = {t.key: t.cost for t in data.UPGRADE_TILES}
    assert costs == {"brick": 1, "celerity": 2, "enforcement": 3, "hardy": 3, "hate": 2, "last_stand": 3,
                     "lucky": 0, "pain_gain": 3, "pile_driver": 3, "relay_training": 0, "sexy_contract": 1,
                     "speed_training": 1}


def test_eight_ringers_with_their_prices_and_t_bone_has_four_hit_points():  # §28.3
    prices = {r.key: r.price for r in data.RINGERS}
    assert prices == {"cretin_the_ettin": 4, "macho_libre": 1, "panda_monium": 2, "panther": 2, "t_bone": 3,
                      "the_butcher": 3, "the_dragon": 4, "spectre": 1}
    assert data.RINGER_BY_KEY["t_bone"].hp == 4 and not data.RINGER_BY_KEY["t_bone"].reconstructed


def test_sixty_cards_fifteen_tactics_ten_cheats_four_upsets():  # §1, §28.4-§28.6
    deck = data.deck()
    kinds = Counter(data.CARD[k].kind for k in deck)
    assert len(deck) == data.DECK_SIZE == 60
    assert (kinds["tactic"], kinds["cheat"]) == (15, 10)
    assert Counter(deck)["upset"] == 4 and Counter(deck)["booster_bru"] == 2
    assert data.CARD["booster_bru"].value == 6  # the only live cheat card, worth +6 (§20.2)


def test_forty_five_markers():  # §1
    assert sum(data.MARKERS.values()) == 45
    assert data.MARKERS["damage"] == 30 and data.MARKERS["wall"] == 4


def test_minor_points_are_the_period_number_and_four_in_sudden_death():  # §14.1, §21.1, §23
    assert [data.minor_points(p) for p in (1, 2, 3, 4, 5, 6)] == [1, 2, 3, 4, 4, 4]
    assert data.MAJOR_POINTS == 5
