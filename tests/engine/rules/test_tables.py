"""Every Dungeon Bowl campaign table, pinned to the digest section that prints it."""

import engine.rulesets

RS = engine.rulesets.get("dungeon_bowl")
T = RS.tables


def table_as_dict(table, lowest, highest):
    return {roll: T.lookup(table, roll) for roll in range(lowest, highest + 1)}


def test_team_creation_numbers():  # §4.2, §4.4, §4.6
    assert (RS.key, RS.name) == ("dungeon_bowl", "Dungeon Bowl")
    assert RS.team_budget == 1_000_000
    assert (RS.min_players, RS.max_players) == (11, 16)
    assert (RS.reroll_cost, RS.reroll_cost_after_creation, RS.max_rerolls_at_creation) == (50_000, 100_000, 8)
    assert all(RS.reroll_cost_for(key) == 50_000 for key in RS.rosters)  # §14 notes: same for every College


def test_characteristic_limits():  # §3.2: max MA 9, ST 8, AG 1+, PA 1+, AV 11+; min MA 1, ST 1, AG 6+, PA 6+, AV 3+
    limits = {c: (v["best"], v["worst"]) for c, v in T.CHARACTERISTIC_LIMITS.items()}
    assert limits == {"MA": (9, 1), "ST": (8, 1), "AG": (1, 6), "PA": (1, 6), "AV": (11, 3)}
    assert T.MAX_IMPROVEMENTS_PER_CHARACTERISTIC == 2


def test_injury_table():  # §6.13
    expected = {**dict.fromkeys(range(2, 8), "stunned"), 8: "ko", 9: "ko", 10: "casualty", 11: "casualty", 12: "casualty"}
    assert table_as_dict(T.INJURY_TABLE, 2, 12) == expected


def test_stunty_injury_table():  # §6.13
    expected = {**dict.fromkeys(range(2, 7), "stunned"), 7: "ko", 8: "ko", 9: "badly_hurt", 10: "casualty", 11: "casualty", 12: "casualty"}
    assert table_as_dict(T.STUNTY_INJURY_TABLE, 2, 12) == expected


def test_casualty_table():  # §6.13, D16
    expected = {
        **dict.fromkeys(range(1, 7), "badly_hurt"),
        **dict.fromkeys(range(7, 10), "seriously_hurt"),
        **dict.fromkeys(range(10, 13), "serious_injury"),
        13: "lasting_injury", 14: "lasting_injury", 15: "dead", 16: "dead",
    }
    assert table_as_dict(T.CASUALTY_TABLE, 1, 16) == expected
    effects = {k: (v["mng"], v["niggling"], v["lasting"], v["dead"]) for k, v in T.CASUALTY_EFFECTS.items()}
    assert effects == {
        "badly_hurt": (False, False, False, False),
        "seriously_hurt": (True, False, False, False),
        "serious_injury": (True, True, False, False),
        "lasting_injury": (True, False, True, False),
        "dead": (False, False, False, True),
    }


def test_lasting_injury_table():  # §6.13, D6
    assert table_as_dict(T.LASTING_INJURY_TABLE, 1, 6) == {
        1: ("Head Injury", "AV"), 2: ("Head Injury", "AV"), 3: ("Smashed Knee", "MA"),
        4: ("Broken Arm", "PA"), 5: ("Neck Injury", "AG"), 6: ("Dislocated Shoulder", "ST"),
    }


def test_advancement_cost_table():  # §7.3.3: 6 levels x 4 kinds
    rows = {
        1: (3, 6, 12, 18), 2: (4, 8, 14, 20), 3: (6, 12, 18, 24),
        4: (8, 16, 22, 28), 5: (10, 20, 26, 32), 6: (15, 30, 40, 50),
    }
    for level, (random_primary, chosen_primary_or_random_secondary, chosen_secondary, characteristic) in rows.items():
        assert T.ADVANCEMENT_COSTS[level] == {
            "random_primary": random_primary,
            "chosen_primary": chosen_primary_or_random_secondary,
            "random_secondary": chosen_primary_or_random_secondary,
            "chosen_secondary": chosen_secondary,
            "characteristic": characteristic,
        }
    assert T.ADVANCEMENT_LEVELS == ("Experienced", "Veteran", "Emerging Star", "Star", "Super Star", "Legend")


def test_characteristic_improvement_table():  # §7.3.5, D16
    expected = {
        **{r: (("MA", "AV"), True) for r in range(1, 8)},
        **{r: (("MA", "PA", "AV"), True) for r in range(8, 14)},
        14: (("AG", "PA"), True),
        15: (("ST", "AG"), True),
        16: (("MA", "ST", "AG", "PA", "AV"), False),
    }
    assert table_as_dict(T.CHARACTERISTIC_IMPROVEMENT_TABLE, 1, 16) == expected


def test_value_increase_table():  # §7.3.6
    assert T.VALUE_INCREASE == {
        "random_primary": 10_000, "chosen_primary": 20_000, "random_secondary": 20_000, "chosen_secondary": 40_000,
        "AV": 10_000, "MA": 20_000, "PA": 20_000, "AG": 40_000, "ST": 80_000,
    }


def test_spp_awards():  # §7.3.2
    assert T.SPP_AWARDS == {
        "pass_completion": 1, "throw_completion": 1, "deflection": 1, "interception": 2,
        "casualty": 2, "touchdown": 5, "mvp": 4,
    }


def test_winnings_and_concession():  # §7.2, §8.5
    assert T.WINNINGS_PER_PIP == 10_000
    assert T.CONCESSION_WINNINGS_PER_PIP == 10_000 and T.CONCESSION_MVP_AWARDS == 2


def test_league_points_and_casualty_bonus():  # §8.6, §8.5
    assert T.LEAGUE_POINTS == {"win": 3, "draw": 1, "loss": 0}
    assert (T.CASUALTY_BONUS_THRESHOLD, T.CASUALTY_BONUS_POINTS) == (3, 1)
    assert T.NO_SHOW_PENALTY == 3


def test_prizes():  # §8.9
    assert T.PRIZES == {1: 100_000, 2: 60_000, 3: 30_000}
    assert T.TROPHY_REROLLS == 1


def test_off_season_amounts():  # §8.10.1, §8.10.3, §8.10.4
    assert T.REDRAFT_BUDGET == 1_000_000
    assert (T.REDRAFT_PER_GAME, T.REDRAFT_PER_WIN, T.REDRAFT_CAP) == (20_000, 20_000, 1_300_000)
    assert (T.SCOUTING_LEAVES_ON, T.SCOUTING_COMPENSATION) == (6, 20_000)
    assert T.AGENT_FEE_PER_SEASON == 20_000
    assert T.INJURY_RECOVERY_ON == 4


def test_exhibition_amounts():  # §9.1, §9.5
    assert (T.EXHIBITION_BUDGET_MIN, T.EXHIBITION_BUDGET_RECOMMENDED, T.EXHIBITION_BUDGET_MAX) == (1_100_000, 1_150_000, 1_300_000)
    assert T.EXHIBITION_FREE_SPP == 36


def test_inducements():  # §12.2
    table = {i.key: (i.name, i.limit, i.cost, i.group) for i in RS.inducements.values() if i.college is None}
    assert table == {
        "extra_team_training": ("Extra Team Training", 8, 100_000, None),
        "bribes": ("Bribes", 3, 100_000, None),
    }
    assert RS.extras["inducement_group_limits"] == {"college_wizard": 1}


def test_college_wizards():  # §12.2, §12.3
    wizards = {i.name: (i.college, i.spell, i.limit, i.cost) for i in RS.inducements.values() if i.college}
    assert wizards == {
        "Amber Wizard": ("beasts", "Bestial Fury", 1, 100_000),
        "Amethyst Wizard": ("death", "Life Drain", 1, 100_000),
        "Bright Wizard": ("fire", "Fireball", 1, 100_000),
        "Celestial Wizard": ("heavens", "Chain Lightning", 1, 100_000),
        "Golden Wizard": ("metal", "Transmutation", 1, 100_000),
        "Grey Wizard": ("shadow", "Shadowed Step", 1, 100_000),
        "Jade Wizard": ("life", "Grasping Vines", 1, 100_000),
        "Light Wizard": ("light", "Blinding Light", 1, 100_000),
    }
    assert all(i.group == "college_wizard" for i in RS.inducements.values() if i.college)


def test_sponsors():  # §11.2: six sponsors
    assert [s.name for s in RS.sponsors.values()] == [
        "Cragfall's Catacomb Cartography",
        "Farblast & Sons Ordnance Solutions",
        "Dr Brauer's Prototype Portals",
        "Crystal Ball Sportscasting",
        "Lightningade",
        "Air Oberwald",
    ]
    assert all(s.slogan and s.text for s in RS.sponsors.values())
    assert (T.AIR_OBERWALD_SPP_PER_MATCH, T.SPONSOR_CHANGES_PER_SEASON) == (1, 1)  # §11.2, §11.3


def test_journeymen_numbers():  # §5.2
    assert T.JOURNEYMAN_TRAIT == "Loner (4+)" and T.MATCH_SQUAD == 11
