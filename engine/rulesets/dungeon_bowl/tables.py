"""Dungeon Bowl's campaign tables (digest §3.2, §6.13, §7, §8, §11, §13.1), as plain data.

Dice tables are lists of (lowest roll, highest roll, result) rows so that a lookup is a search,
not a chain of ifs; the functions in engine/campaign/ read these through `ruleset.tables`.
"""

from __future__ import annotations

from types import MappingProxyType

# --- §3.2 Characteristic limits -------------------------------------------------------------
# For each characteristic: the step that improves it (+1 for plain values and AV, -1 for the
# AG and PA target numbers), the best value it may be improved to, the worst it may be reduced to.
CHARACTERISTICS = ("MA", "ST", "AG", "PA", "AV")
CHARACTERISTIC_LIMITS = {
    "MA": {"improve_step": +1, "best": 9, "worst": 1},
    "ST": {"improve_step": +1, "best": 8, "worst": 1},
    "AG": {"improve_step": -1, "best": 1, "worst": 6},
    "PA": {"improve_step": -1, "best": 1, "worst": 6},
    "AV": {"improve_step": +1, "best": 11, "worst": 3},
}
MAX_IMPROVEMENTS_PER_CHARACTERISTIC = 2  # §3.2, §7.3.5
PA_FROM_NONE = 6  # §7.3.5: a PA "–" improved becomes 6+

# --- §6.13 Injury, Stunty Injury, Casualty and Lasting Injury tables ----------------------------
INJURY_TABLE = [  # 2D6
    (2, 7, "stunned"),
    (8, 9, "ko"),
    (10, 12, "casualty"),
]
STUNTY_INJURY_TABLE = [  # 2D6, players with the Stunty trait
    (2, 6, "stunned"),
    (7, 8, "ko"),
    (9, 9, "badly_hurt"),  # a Casualty with no Casualty roll: automatically Badly Hurt
    (10, 12, "casualty"),
]
CASUALTY_DIE = 16
CASUALTY_TABLE = [  # D16, +1 per Niggling Injury (and +1 for Decay)
    (1, 6, "badly_hurt"),
    (7, 9, "seriously_hurt"),
    (10, 12, "serious_injury"),
    (13, 14, "lasting_injury"),
    (15, 16, "dead"),
]
CASUALTY_EFFECTS = {
    "badly_hurt": {"name": "Badly Hurt", "mng": False, "niggling": False, "lasting": False, "dead": False},
    "seriously_hurt": {"name": "Seriously Hurt", "mng": True, "niggling": False, "lasting": False, "dead": False},
    "serious_injury": {"name": "Serious Injury", "mng": True, "niggling": True, "lasting": False, "dead": False},
    "lasting_injury": {"name": "Lasting Injury", "mng": True, "niggling": False, "lasting": True, "dead": False},
    "dead": {"name": "Dead", "mng": False, "niggling": False, "lasting": False, "dead": True},
}
LASTING_INJURY_TABLE = [  # D6: characteristic reduction
    (1, 2, ("Head Injury", "AV")),
    (3, 3, ("Smashed Knee", "MA")),
    (4, 4, ("Broken Arm", "PA")),
    (5, 5, ("Neck Injury", "AG")),
    (6, 6, ("Dislocated Shoulder", "ST")),
]

# --- §7.2 Winnings ------------------------------------------------------------------------------
WINNINGS_PER_PIP = 10_000  # each die x 10,000 gp; the higher die to the winner
CONCESSION_WINNINGS_PER_PIP = 10_000  # §8.5: the non-conceding team earns D6 x 10,000 gp
CONCESSION_MVP_AWARDS = 2  # §8.5: "may gain two MVP awards"

# --- §7.3.2 SPP awards --------------------------------------------------------------------------
SPP_AWARDS = {
    "pass_completion": 1,
    "throw_completion": 1,
    "deflection": 1,
    "interception": 2,
    "casualty": 2,
    "touchdown": 5,
    "mvp": 4,
}

# --- §7.3.3 Advancement table -------------------------------------------------------------------
ADVANCEMENT_KINDS = ("random_primary", "chosen_primary", "random_secondary", "chosen_secondary", "characteristic")
ADVANCEMENT_LEVELS = ("Experienced", "Veteran", "Emerging Star", "Star", "Super Star", "Legend")
# One row per level reached (1st to 6th advancement); the chosen Primary and random Secondary
# skill share a column in the rulebook.
_ADVANCEMENT_ROWS = [
    # random primary, chosen primary / random secondary, chosen secondary, characteristic
    (3, 6, 12, 18),
    (4, 8, 14, 20),
    (6, 12, 18, 24),
    (8, 16, 22, 28),
    (10, 20, 26, 32),
    (15, 30, 40, 50),
]
ADVANCEMENT_COSTS = {
    level: {
        "random_primary": row[0],
        "chosen_primary": row[1],
        "random_secondary": row[1],
        "chosen_secondary": row[2],
        "characteristic": row[3],
    }
    for level, row in enumerate(_ADVANCEMENT_ROWS, start=1)
}

# --- §7.3.5 Characteristic improvement table (D16) ----------------------------------------------
CHARACTERISTIC_IMPROVEMENT_TABLE = [
    # (low, high, (characteristics offered, whether a chosen Secondary skill is offered instead))
    (1, 7, (("MA", "AV"), True)),
    (8, 13, (("MA", "PA", "AV"), True)),
    (14, 14, (("AG", "PA"), True)),
    (15, 15, (("ST", "AG"), True)),
    (16, 16, (("MA", "ST", "AG", "PA", "AV"), False)),  # any one characteristic of your choice
]

# --- §7.3.6 Value increase ----------------------------------------------------------------------
VALUE_INCREASE = {
    "random_primary": 10_000,
    "chosen_primary": 20_000,
    "random_secondary": 20_000,
    "chosen_secondary": 40_000,
    "AV": 10_000,
    "MA": 20_000,
    "PA": 20_000,
    "AG": 40_000,
    "ST": 80_000,
}

# --- §8.6 League points -------------------------------------------------------------------------
LEAGUE_POINTS = {"win": 3, "draw": 1, "loss": 0}
CASUALTY_BONUS_THRESHOLD = 3  # optional: +1 for causing 3+ SPP-earning casualties
CASUALTY_BONUS_POINTS = 1
NO_SHOW_PENALTY = 3  # §8.5: points docked for avoiding matches

# --- §8.9 Prizes --------------------------------------------------------------------------------
PRIZES = {1: 100_000, 2: 60_000, 3: 30_000}  # 1st also receives the League Trophy
TROPHY_REROLLS = 1  # one extra team re-roll while the trophy is held, raising TV at no cost

# --- §8.10 Off-season ---------------------------------------------------------------------------
REDRAFT_BUDGET = 1_000_000
REDRAFT_PER_GAME = 20_000  # every match played last season (friendlies and league matches)
REDRAFT_PER_WIN = 20_000  # every league match won last season
REDRAFT_CAP = 1_300_000  # optional, at the Commissioner's choice
SCOUTING_LEAVES_ON = 6  # D6 per MVP-awarded player: on a 6 he leaves
SCOUTING_COMPENSATION = 20_000
AGENT_FEE_PER_SEASON = 20_000
INJURY_RECOVERY_ON = 4  # D6 4+ heals a niggling injury / a TR player's reduction
MIN_DIVISION_TEAMS = 4
MIN_LEAGUE_TEAMS = 4

# --- §9 Exhibition ------------------------------------------------------------------------------
EXHIBITION_BUDGET_MIN = 1_100_000
EXHIBITION_BUDGET_MAX = 1_300_000  # larger sums only if the coaches agree
EXHIBITION_BUDGET_RECOMMENDED = 1_150_000
EXHIBITION_FREE_SPP = 36

# --- §13.1 Random skill table -------------------------------------------------------------------
# Index: (first D6 half, second D6 row). Half 1 is a first roll of 1-3, half 2 of 4-6.
# Rows 4-6 of half 2 are reconstructed by the digest (marked [R] there) from the skill
# descriptions; the printed order of half 1 (Defensive after Dodge) is kept.
RANDOM_SKILL_TABLE = {
    "Agility": ("Catch", "Diving Catch", "Diving Tackle", "Dodge", "Defensive", "Jump Up",
                "Leap", "Safe Pair of Hands", "Side Step", "Sneaky Git", "Sprint", "Sure Feet"),
    "General": ("Block", "Dauntless", "Dirty Player (+1)", "Fend", "Frenzy", "Portal Navigator",
                "Pro", "Shadowing", "Strip Ball", "Sure Hands", "Tackle", "Wrestle"),
    "Mutation": ("Big Hand", "Claws", "Disturbing Presence", "Extra Arms", "Foul Appearance", "Horns",
                 "Iron Hard Skin", "Monstrous Mouth", "Prehensile Tail", "Tentacles", "Two Heads",
                 "Very Long Legs"),
    "Passing": ("Accurate", "Dump-Off", "Fumblerooskie", "Give and Go", "Leader", "Nerves of Steel",
                "On the Ball", "Pass", "Portal Passer", "Running Pass", "Safe Pass", "Wall Thrower"),
    "Strength": ("Arm Bar", "Brawler", "Break Tackle", "Grab", "Guard", "Juggernaut",
                 "Mighty Blow (+1)", "Multiple Block", "Pile Driver", "Stand Firm", "Strong Arm",
                 "Thick Skull"),
}
RANDOM_SKILL_RECONSTRUCTED_ROWS = (4, 5, 6)  # rows of the 4-6 half rebuilt by the digest


def random_skill_cell(category: str, first: int, second: int) -> str:
    """The skill at (first D6, second D6) in `category`: 1-3 picks the top half, 4-6 the bottom."""
    half = 0 if first <= 3 else 1
    return RANDOM_SKILL_TABLE[category][half * 6 + second - 1]


# Skills a player may not hold together, or may hold only with another (§13.2-§13.7):
# Grab "can never have Frenzy"; Multiple Block "cannot be combined with Frenzy";
# Leap "cannot be combined with Pogo Stick"; Strong Arm "only players with Throw Team-Mate".
SKILL_EXCLUSIONS = {
    "Grab": ("Frenzy",),
    "Frenzy": ("Grab", "Multiple Block"),
    "Multiple Block": ("Frenzy",),
    "Leap": ("Pogo Stick",),
    "Pogo Stick": ("Leap",),
}
SKILL_REQUIRES = {"Strong Arm": ("Throw Team-Mate",)}

# --- §11 Sponsors ------------------------------------------------------------------------------
AIR_OBERWALD_SPP_PER_MATCH = 1  # §11.2: the athlete earns +1 SPP per league match played
SPONSOR_CHANGES_PER_SEASON = 1  # §11.3

# §12.2 Inducements, their costs and the one-College-Wizard limit live in inducements.py.

# --- §14 Re-rolls and players -------------------------------------------------------------------
JOURNEYMAN_TRAIT = "Loner (4+)"  # §5.2
MATCH_SQUAD = 11  # journeymen bring the available players up to 11, never above (§5.2)


def lookup(table, roll):
    """The result of `roll` on a (low, high, result) table; rolls past either end take the end row."""
    roll = max(table[0][0], min(roll, table[-1][1]))
    for low, high, result in table:
        if low <= roll <= high:
            return result
    raise ValueError(f"roll {roll} is not on the table")


def _freeze(value):
    """Tables are shared by every caller: make them read-only so no caller can change a rule."""
    if isinstance(value, dict):
        return MappingProxyType({k: _freeze(v) for k, v in value.items()})
    if isinstance(value, list):
        return tuple(value)
    return value


for _name, _value in list(globals().items()):
    if _name.isupper() and isinstance(_value, (dict, list)):
        globals()[_name] = _freeze(_value)
del _name, _value
