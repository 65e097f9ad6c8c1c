"""Team Manager's printed data (rules/team-manager.md): the six teams (§3), their UTM divisions (§4),
the named skills (§17), the cheat-token mix (§15.1) and the quick-reference numbers (§18).

The English edition's team names and the OWA/CWC split are not in the Italian source (§3, §4: UNCLEAR);
the readings used are recorded in docs/decisions.md ("Team Manager").
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType

OWA, CWC = "owa", "cwc"
DIVISIONS = MappingProxyType({OWA: "Old World Association (OWA)", CWC: "Chaos Wastes Confederation (CWC)"})


@dataclass(frozen=True, slots=True)
class Team:
    key: str
    italian: str  # the Italian edition's name (§3)
    english: str  # the English edition's name (§3: believed, not in the source)
    race: str
    division: str  # OWA or CWC (§4: unverified reading)
    style: str


TEAMS = MappingProxyType({t.key: t for t in (
    Team("humans", "Guardie del Reikland", "Reikland Reavers", "Humans", OWA,
         "Balanced: they can pass, run and hit."),
    Team("dwarfs", "Imbronciati", "Grudgebearers", "Dwarfs", OWA,
         "Short, tough and heavily armoured; they take the opposition out physically."),
    Team("wood_elves", "Vendicatori di Athelorn", "Athelorn Avengers", "Wood Elves", OWA,
         "The long pass and athletic agility."),
    Team("skaven", "Schegge di Skarogna", "Skavenblight Scramblers", "Skaven", CWC,
         "Not strong but very fast, and happy to cheat."),
    Team("orcs", "Cavaocchi", "Gouged Eye", "Orcs", CWC, "Hard, violent play that grinds opponents down."),
    Team("chaos", "Stelle del Caos", "Chaos All-Stars", "Chaos", CWC,
         "Smash up the middle and maim; more cheating than scoring."),
)})


@dataclass(frozen=True, slots=True)
class Skill:
    italian: str
    english: str
    text: str
    unclear: bool = False  # its text depends on an icon lost in the source (§17 UNCLEAR)


SKILLS = MappingProxyType({s.italian: s for s in (
    Skill("Ariete", "Battering Ram", "When this player blocks, opposing players cannot use Guard."),
    Skill("Battitore Libero", "Freelancer",
          "When drawn from your upgrade pile you may return another Player card from your Team deck or discard "
          "pile to the box, add the Freelancer to your roster and shuffle a new Team deck; resolved before other "
          "Star Players, and only in the turn it is drawn."),
    Skill("Blocco Multiplo", "Multiple Block",
          "Each time this player's block rolls Opponent Down he may try another block against a different "
          "opposing player.", unclear=True),
    Skill("Difendere", "Defend",
          "If an opposing player successfully blocks this player, you may stand up 1 of your down players in "
          "this matchup."),
    Skill("Furia", "Frenzy", "When this player blocks, his Power is +1 for that block attempt."),
    Skill("Gioco Sporco", "Dirty Play", "If this player injures an opposing player, you gain 1 fan.",
          unclear=True),
    Skill("Guardia", "Guard",
          "When an opposing player successfully blocks one of your players, you may apply the dice result to "
          "this player instead (after the roll, before the result)."),
    Skill("Incosciente", "Reckless",
          "When this player blocks an opponent with higher Power, roll only 1 die and apply it."),
    Skill("Lanciatipi", "Throw Team-Mate",
          "Move 1 of your players from this matchup to another; a moved ball carrier gives the ball to another "
          "of your players here.", unclear=True),
    Skill("Massiccio", "Massive", "While this player is the ball carrier, opposing players cannot block him."),
    Skill("Nervi d'Acciaio", "Nerves of Steel", "While this player is the ball carrier, his Power is +1."),
    Skill("Presa Sicura", "Sure Hands", "If this player is the ball carrier and goes down, he does not lose the ball."),
    Skill("Rubar Palla", "Strip Ball", "Instead of using a Block, you may put the ball at midfield.", unclear=True),
    Skill("Scarico", "Dump-off",
          "If this player would lose the ball, you may move it to another player of the same team in this "
          "matchup.", unclear=True),
    Skill("Schivare", "Dodge",
          "During a block against this player, you may make the opposing manager re-roll all the dice once."),
)})


@dataclass(frozen=True, slots=True)
class CheatToken:
    """One face of the cheat tokens (§12.2): Power (cumulative), Fan Frenzy flags, or Ejection (whistle)."""

    key: str
    label: str
    power: int = 0
    flags: int = 0
    ejection: bool = False


# The reference sheet's counts 6, 4, 9, 4, 2, 4, 1 (total 30) survive without their pictures (§15.1 UNCLEAR);
# the faces they are read as here are a documented reading (docs/decisions.md), in the printed order.
CHEAT_TOKENS = (
    (CheatToken("power_1", "Power 1", power=1), 6),
    (CheatToken("fan_frenzy_1", "Fan Frenzy (1 flag)", flags=1), 4),
    (CheatToken("power_2", "Power 2", power=2), 9),
    (CheatToken("ejection", "Ejection", ejection=True), 4),
    (CheatToken("fan_frenzy_2", "Fan Frenzy (2 flags)", flags=2), 2),
    (CheatToken("power_3", "Power 3", power=3), 4),
    (CheatToken("ejection_fan_frenzy", "Ejection and Fan Frenzy (1 flag)", flags=1, ejection=True), 1),
)
TOKENS = MappingProxyType({token.key: token for token, _ in CHEAT_TOKENS})


def cheat_pool() -> tuple[str, ...]:
    """The 30 tokens of the pool (§15.1) as keys, in a fixed order (a draw picks one by a die)."""
    return tuple(token.key for token, count in CHEAT_TOKENS for _ in range(count))


# §18 quick reference, and the numbers the rules repeat (§2, §6-§16).
QUICK_REFERENCE = MappingProxyType({
    "managers": (2, 4),  # §1: 2-4 managers
    "starting_players_per_team": 12,  # §2, §6.2
    "team_upgrades_per_team": 5,  # §2, §6.2
    "team_tokens_per_team": 3,  # §2, §6.2
    "hand_size": 6,  # §8.2: refill to 6 cards
    "turns_per_matchup_phase": 6,  # §9.2
    "highlights_per_manager": 1,  # §8.5: one Highlight card per manager
    "managers_per_highlight": 2,  # §9.4
    "ball_bonus": 2,  # §12.3: +2 to the team with the ball carrier
    "cheat_tokens": 30,  # §15.1
    "cheat_token_counts": (6, 4, 9, 4, 2, 4, 1),  # §15.1, §18
    "season_weeks": 5,  # §7, §14.1
    "short_season_weeks": 4,  # §16.2
    "long_season_weeks": 6,  # §16.3
    "two_manager_weeks": 4,  # §16.1
    "fan_track_minimum": 0,  # §14: never below 00
    "fan_track_dials": 2,  # §14: tens and units
    "management_steps": ("Ready cards", "Refill hand", "Refill cheat pool", "Reveal Spike! card",
                         "Screen highlights", "Prepare for kick-off"),
    "matchup_steps": ("Assign a player or pass (compulsory): Just Played, then tactics",
                      "Resolve a Matchup Action (optional)"),
    "scoring_steps": ("Resolve matchups: reveal cheat tokens, Scoring-phase effects, determine the winner, "
                      "collect rewards, leave the field", "Reveal upgrade pile", "Pass the Gold Coin"),
})

# The Spike! Magazine deck by season length (§6.6, §16.1-§16.3): tournaments and News cards before
# "The Blood Bowl", which is always the last week.
SPIKE_DECKS = MappingProxyType({
    "standard": (2, 2),  # §6.6: 2 Tournament + 2 News + The Blood Bowl = 5 weeks
    "short": (1, 2),  # §16.2: 4 weeks
    "long": (2, 3),  # §16.3: 6 weeks
    "two_managers": (3, 0),  # §16.1: the three other Tournaments, no News = 4 weeks
})
