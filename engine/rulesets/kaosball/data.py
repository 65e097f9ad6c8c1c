"""Kaosball's components as data (rules/kaosball.md §1, §4, §6, §12, §25, §28).

Where the source is silent (team stats other than the Fangs', hit points other than T-Bone's, the numbered
energy cards) the values are Dugout's reconstruction, marked `reconstructed=True` and recorded in
docs/decisions.md ("Kaosball"): a league that owns the printed boards can read them off and correct them here.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType

# ---- figure types (§6) -------------------------------------------------------------------------------

RUNNER, BRUISER, RINGER, COACH = "runner", "bruiser", "ringer", "coach"


@dataclass(frozen=True, slots=True)
class FigureType:
    key: str
    name: str
    base: str  # the base shape the scrimmage-line symbols match (§3, §6)
    can_score: bool  # score on spots and steal the ball (§6, §14.1)
    can_fight: bool  # tackle and attack (§6, §15)
    text: str


FIGURE_TYPES = (
    FigureType(RUNNER, "Runner", "round", True, False, "Scores points and steals the ball from enemies."),
    FigureType(BRUISER, "Bruiser", "square", False, True, "Tackles and attacks enemies; cannot score or steal."),
    FigureType(RINGER, "Ringer", "hexagonal", True, True,
               "A mercenary hired by the highest bidder: scores, steals, tackles and attacks (§6, §27.2)."),
    FigureType(COACH, "Coach", "", False, False, "Marks the team's score on the score track (§12.6); never plays."),
)
FIGURE_TYPE = MappingProxyType({f.key: f for f in FIGURE_TYPES})

RUNNERS_PER_TEAM, BRUISERS_PER_TEAM = 7, 6  # §1, §12.2
ON_PITCH = MappingProxyType({RUNNER: 3, BRUISER: 2})  # at the start of every period (§12.3, §21.4)
FIGURES_ON_PITCH = 5
HAND_SIZE = 7  # §12.4, §19
BELL_BURNT_CARDS = 9  # §10, §13
PERIODS = 4  # §13
HALFTIME_AFTER = 2  # §13, §22
MAX_FOULS = 15  # §4, §21.3
UPGRADE_SLOTS = 4  # §4, §27.1
KNOCKOUT_GAP = 20  # §24.1
MAJOR_POINTS = 5  # §14.1, §21.1
SUDDEN_DEATH_MINOR_POINTS = 4  # §23


def minor_points(period: int) -> int:
    """Minor points are the period's number: 1/2/3/4 (§14.1, §21.1); a sudden-death period is worth 4 (§23)."""
    return min(period, SUDDEN_DEATH_MINOR_POINTS)


# ---- teams (§4, §28.1) -------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Team:
    key: str
    name: str
    handling: int  # steal and keep the ball (§4, §20.1)
    tackling: int
    fighting: int
    runner_hp: int
    bruiser_hp: int
    ability: str  # key of its team ability
    ability_name: str
    ability_text: str
    reconstructed: bool = False  # a stat the source does not print (docs/decisions.md)

    def stat(self, contest: str) -> int:
        return {"steal": self.handling, "tackle": self.tackling, "attack": self.fighting}[contest]


TEAMS = (
    Team("amazons", "Amazons", 1, 1, 1, 3, 3, "diagonal_killzone", "Amazon reach",
         "Their figures' killzones include the diagonal squares: all 8 surrounding squares count (§28.1).",
         reconstructed=True),
    # Handling +1 is implied by the §20.1 worked example; the other stats are reconstructed.
    Team("daemons", "Daemons", 1, 0, 2, 3, 3, "scorch", "Scorch",
         "A Daemon that finishes its activation standing may scorch every enemy in its killzone for 1 damage; "
         "the opponent blocks it all by burning an energy card of 3 or higher (§28.1).", reconstructed=True),
    # The sample board of §4 (Götterdämmerung Fangs, coach Methusela).
    Team("fangs", "Fangs", 0, 2, 1, 3, 3, "vampirism", "Vampirism",
         "When a Fang makes a successful attack or tackle, as an action or a reaction, it heals 1 damage "
         "(§28.1)."),
    # Handling +0 is implied by the §20.1 worked example; the other stats are reconstructed.
    Team("ogres", "Ogres", 0, 1, 2, 3, 3, "stomp", "Stomp",
         "Before activating an Ogre, it may stomp: every adjacent standing enemy is pushed back one square "
         "(§28.1).", reconstructed=True),
)
TEAM = MappingProxyType({t.key: t for t in TEAMS})


# ---- upgrade tiles (§27.1, §28.2) ---------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class UpgradeTile:
    key: str
    name: str
    copies: int
    cost: int  # the printed cost: minimum opening bid (§27.3) and what counts against Active Upgrade Points
    text: str


UPGRADE_TILES = (
    UpgradeTile("brick", "Brick", 2, 1, "Each of your bruisers may take 1 unpreventable damage to avoid being "
                                        "knocked down."),
    UpgradeTile("celerity", "Celerity", 1, 2, "In each period, before the first player's first turn, you may "
                                              "activate one runner or bruiser."),
    UpgradeTile("enforcement", "Enforcement", 2, 3, "You may field one more ringer."),
    UpgradeTile("hardy", "Hardy", 3, 3, "In each turn you cancel the first damage dealt to your figures."),
    UpgradeTile("hate", "Hate", 2, 2, "Gain 1 VP whenever one of your figures damages or kills an enemy figure."),
    UpgradeTile("last_stand", "Last Stand", 1, 3, "You may activate one bruiser at the very end of the period."),
    UpgradeTile("lucky", "Lucky", 2, 0, "Whenever you roll the tie die, you may re-roll it once."),
    UpgradeTile("pain_gain", "Pain / Gain", 2, 3, "Before a contest, one of your undamaged figures may take 1 damage "
                                                   "to add +1 to the contest result."),
    UpgradeTile("pile_driver", "Pile Driver", 2, 3, "Gain 1 VP every time you start and win a tackle contest."),
    UpgradeTile("relay_training", "Relay Training", 2, 0, "Your figures make and receive hand-offs from one square "
                                                          "further away."),
    UpgradeTile("sexy_contract", "Sexy Contract", 1, 1, "Gain +3 cash before every match."),
    UpgradeTile("speed_training", "Speed Training", 4, 1, "Each activated figure may move 1 extra square."),
)
UPGRADE_TILE = MappingProxyType({t.key: t for t in UPGRADE_TILES})
SEXY_CONTRACT_CASH = 3  # §5, §28.2


def tile_box() -> list[str]:
    """All 24 upgrade tiles as keys, one per copy, in table order (§1, §28.2)."""
    return [t.key for t in UPGRADE_TILES for _ in range(t.copies)]


# ---- ringers (§27.2, §28.3) ---------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Ringer:
    key: str
    name: str
    price: int  # the printed price: the minimum opening bid (§27.4)
    hp: int
    text: str
    reconstructed: bool = True  # hit points are on the cards, not in the source, except T-Bone's (§28.3)


RINGERS = (
    Ringer("cretin_the_ettin", "Cretin the Ettin", 4, 4, "On your turn he may attack or tackle two enemies with a "
                                                          "single contest."),
    Ringer("macho_libre", "Macho Libre", 1, 3, "His end-of-period scoring counts double."),
    Ringer("panda_monium", "Panda Monium", 2, 3, "Whenever an opponent starts a contest against him, that opponent "
                                                 "loses 1 VP."),
    Ringer("panther", "Panther", 2, 3, "She cannot be attacked or tackled when she moves into an enemy killzone on "
                                       "her own turn."),
    Ringer("t_bone", "T-Bone", 3, 4, "Fully heals at the start of each of his turns.", reconstructed=False),
    Ringer("the_butcher", "The Butcher", 3, 3, "If he wins an attack contest and deals any damage, the target is "
                                               "killed."),
    Ringer("the_dragon", "The Dragon", 4, 3, "Moves +3 extra squares when activated."),
    Ringer("spectre", "Spectre", 1, 3, "Can move through other figures and wall markers."),
)
RINGER_BY_KEY = MappingProxyType({r.key: r for r in RINGERS})


# ---- cards (§10, §11, §14.2, §20, §28.4-§28.6) --------------------------------------------------------

ENERGY, TACTIC, CHEAT = "energy", "tactic", "cheat"


@dataclass(frozen=True, slots=True)
class Card:
    key: str
    name: str
    kind: str  # energy (yellow), tactic (blue), cheat (red)
    copies: int
    text: str = ""
    value: int | None = None  # an energy card's number (§20.1); None for a card that is not numbered
    star: bool = False  # §20.3
    reconstructed: bool = False


# The numbered energy cards are not listed in the source (§28.4 UNCLEAR): 31 of the 60 cards by subtraction.
# Dugout's spread: values 1-5, one starred copy of each value (docs/decisions.md).
_NUMBERED = ((1, 6), (2, 7), (3, 7), (4, 6), (5, 5))
ENERGY_CARDS = tuple(
    card
    for value, copies in _NUMBERED
    for card in (Card(f"energy_{value}", f"+{value}", ENERGY, copies - 1, value=value, reconstructed=True),
                 Card(f"energy_{value}_star", f"+{value}★", ENERGY, 1, value=value, star=True, reconstructed=True))
) + (Card("upset", "Upset!", ENERGY, 4, "Automatically wins (as a 3) against an opponent's +4 or higher energy "
                                       "card, or a dead card.", value=3),)

TACTIC_CARDS = (
    Card("hail_mary_play", "Hail Mary Play", TACTIC, 2, "Only with fewer than 5 figures on the pitch: place a "
                                                       "non-ringer figure from the bench on any empty square, then "
                                                       "activate it."),
    Card("huddle", "Huddle", TACTIC, 3, "Discard 3 cards from hand, draw back up to 7, then activate a figure."),
    Card("hustle", "Hustle!", TACTIC, 1, "Activate a figure that moves twice as far this turn."),
    Card("power_play", "Power Play", TACTIC, 1, "Activate a figure; at the end of your turn all damage on it is "
                                               "removed."),
    Card("rain_of_fire", "Rain of Fire", TACTIC, 2, "Put 1 fire marker on each of 2 different empty, non-scoring "
                                                    "squares, then activate a figure."),
    Card("scatter", "Scatter!", TACTIC, 2, "Move each of your runners up to 3 squares; an enemy whose killzone one "
                                          "enters may not react with an attack or tackle."),
    Card("wall_of_stone", "Wall of Stone", TACTIC, 2, "Put 2 wall markers on square boundaries, then activate a "
                                                      "figure."),
    Card("warpstone", "Warpstone", TACTIC, 2, "Put 1 minor-scoring marker on an empty, non-scoring midfield square "
                                             "(only your runners score there), then activate a figure."),
)

CHEAT_CARDS = (
    Card("booster_bru", "Booster Bru", CHEAT, 2, "In place of an energy card in a contest: a live +6.", value=6),
    Card("boot_to_the_head", "Boot to the Head", CHEAT, 2, "At the start of your turn: knock down an enemy figure; "
                                                          "its team loses its ability until the end of your turn."),
    Card("bzzzzt", "Bzzzzt!", CHEAT, 1, "When an enemy enters the killzone of one of your figures: it takes 1 "
                                       "unpreventable damage."),
    Card("illegal_scouting", "Illegal Scouting", CHEAT, 1, "At the start of a contest: your opponent plays their "
                                                          "card face up before you choose yours."),
    Card("kaos_rule", "Kaos Rule", CHEAT, 1, "When an opponent plays a tactic card: cancel and discard it; they may "
                                            "then activate a figure."),
    Card("kaos_warp", "Kaos Warp", CHEAT, 1, "After contest cards are revealed: cancel the result, discard the cards "
                                            "and start a new contest."),
    Card("stim_pack", "Stim Pack!", CHEAT, 2, "At the start of a contest: a starred energy card you play counts "
                                             "double."),
)

CARDS = ENERGY_CARDS + TACTIC_CARDS + CHEAT_CARDS
CARD = MappingProxyType({c.key: c for c in CARDS})
DECK_SIZE = 60  # §1


def deck() -> list[str]:
    """The 60-card draw deck as keys, one per copy, in table order (shuffle it with the match's Dice)."""
    return [c.key for c in CARDS for _ in range(c.copies)]


# ---- markers and other components (§1, §25) ----------------------------------------------------------

MARKERS = MappingProxyType({
    "ball": 1, "point": 4, "fire": 4, "wall": 4, "damage": 30, "period": 1, "first_player": 1,
})
# §21.3 names only +1, +2, -1 and -2 (UNCLEAR): read as a six-sided die with no blank, the ones twice each.
TIE_DIE_FACES = (-2, -1, -1, 1, 1, 2)
