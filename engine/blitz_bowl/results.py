"""A Blitz Bowl game's result: the score in points, how the game ended, and league points.

Score (§10, §14): a touchdown is 3 points, a Challenge card its printed value, a Sweep (all three
active cards claimed in one turn) +2. Traits used this game change that (§18.8), once per game:
Loud Celebrator makes one touchdown 4, Glory Hound makes one Sweep 3, Bribe the Ref starts on 1.
The game ends by Sudden Death at a 10-point lead (11 against Terrifying Reputation), or after the
end of the deck, where equal scores are a draw (§16). League points: win 3, draw 1, loss 0 (§18.3).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from engine.blitz_bowl.breaches import RuleBreach
from engine.blitz_bowl.traits import BY_KEY
from engine.breach import Name, gettext_noop

TOUCHDOWN_POINTS = 3  # §10
SWEEP_BONUS = 2  # §14.4
CARDS_IN_A_SWEEP = 3  # §14.4: all three active cards
SUDDEN_DEATH_LEAD = 10  # §16, read as "a lead of 10 or more"
LEAGUE_POINTS = {"win": 3, "draw": 1, "loss": 0}  # §18.3

# Traits that add to the score, once per game (§18.8): the tally they need, and the bonus.
SCORING_TRAITS = {
    "loud_celebrator": ("touchdowns", 1),  # one touchdown scores 4 instead of 3
    "glory_hound": ("sweeps", 1),  # one Sweep earns 3 instead of 2
    "bribe_the_ref": (None, 1),  # the game starts on 1 point
}
# Terrifying Reputation raises the lead an opponent needs to win by Sudden Death against you.
SUDDEN_DEATH_LEAD_AGAINST = {"terrifying_reputation": 11}


class Ending:
    SUDDEN_DEATH = "sudden_death"
    END_OF_DECK = "end_of_deck"
    CHOICES = (SUDDEN_DEATH, END_OF_DECK)


@dataclass(frozen=True)
class Side:
    """One coach's tallies for one game, as entered on the report."""

    touchdowns: int = 0
    cards_claimed: int = 0
    card_points: int = 0  # the printed values of the cards claimed, added up
    sweeps: int = 0
    injuries_caused: int = 0
    traits_used: frozenset[str] = field(default_factory=frozenset)

    @property
    def score(self) -> int:
        tallies = {"touchdowns": self.touchdowns, "sweeps": self.sweeps}
        points = self.touchdowns * TOUCHDOWN_POINTS + self.card_points + self.sweeps * SWEEP_BONUS
        for key, (needs, bonus) in SCORING_TRAITS.items():
            if key in self.traits_used and (needs is None or tallies[needs] > 0):
                points += bonus
        return points

    def sudden_death_lead_against(self) -> int:
        """The lead an opponent needs over this side to win by Sudden Death."""
        leads = [lead for key, lead in SUDDEN_DEATH_LEAD_AGAINST.items() if key in self.traits_used]
        return max(leads, default=SUDDEN_DEATH_LEAD)


def outcome(own: int, other: int) -> str:
    return "win" if own > other else "draw" if own == other else "loss"


def league_points(own: int, other: int) -> int:
    """League points for a league game (§18.3); finals give none (§18.4)."""
    return LEAGUE_POINTS[outcome(own, other)]


# What a side counts, as a breach names it (translated with the message).
_COUNTED = (("touchdowns", gettext_noop("touchdowns")), ("cards_claimed", gettext_noop("cards claimed")),
            ("card_points", gettext_noop("card points")), ("sweeps", gettext_noop("sweeps")),
            ("injuries_caused", gettext_noop("injuries caused")))


def _side_breaches(side: Side, label: str, held: Iterable[str]) -> list[RuleBreach]:
    breaches = []
    for name, shown in _COUNTED:
        if getattr(side, name) < 0:
            breaches.append(RuleBreach("§18.3", gettext_noop('{label}: {name} cannot be negative', label=label, name=shown)))
    if side.sweeps * CARDS_IN_A_SWEEP > side.cards_claimed:
        breaches.append(RuleBreach(
            "§14.4", gettext_noop('{label}: {sweeps} Sweep(s) need at least {cards} Challenge cards claimed, not {cards_claimed}', label=label, sweeps=side.sweeps, cards=side.sweeps * CARDS_IN_A_SWEEP, cards_claimed=side.cards_claimed)))
    if side.cards_claimed == 0 and side.card_points:
        breaches.append(RuleBreach("§14.2", gettext_noop('{label}: card points without any Challenge card claimed', label=label)))
    held = set(held)
    for key in sorted(side.traits_used):
        if key not in BY_KEY:
            breaches.append(RuleBreach("§18.8", gettext_noop('{label}: there is no Coach Trait {key!r}', label=label, key=key)))
        elif key not in held:
            breaches.append(RuleBreach("§18.8", gettext_noop('{label}: {trait} was used but the coach does not hold it from a game before this one', label=label, trait=Name(BY_KEY[key].name))))
    return breaches


def check_game(
    home: Side,
    away: Side,
    *,
    ending: str,
    home_traits: Iterable[str] = (),
    away_traits: Iterable[str] = (),
    end_game_rule: bool = False,
    draw_allowed: bool = True,
) -> list[RuleBreach]:
    """Every rule the reported game breaks (empty: the report is possible).

    `end_game_rule`: the optional End-Game deck was used (§17.1), so a game may reach the end of
    the deck with any lead. `draw_allowed` is False for finals, which play on until one leads (§18.6).
    """
    breaches = _side_breaches(home, gettext_noop("home"), home_traits) + _side_breaches(away, gettext_noop("away"), away_traits)
    if breaches:
        return breaches
    if ending not in Ending.CHOICES:
        return [RuleBreach("§16", gettext_noop('a game ends by Sudden Death or at the end of the deck, not {ending!r}', ending=ending))]
    lead = abs(home.score - away.score)
    trailing = away if home.score > away.score else home
    needed = trailing.sudden_death_lead_against()
    if ending == Ending.SUDDEN_DEATH:
        if lead < needed:
            breaches.append(RuleBreach(
                "§16", gettext_noop('Sudden Death needs a lead of {needed} points; the score {score}–{score2} is a lead of {lead}', needed=needed, score=home.score, score2=away.score, lead=lead)))
    elif lead >= needed and not end_game_rule:
        breaches.append(RuleBreach(
            "§16", gettext_noop('a lead of {lead} points ({score}–{score2}) ends the game by Sudden Death at once; it cannot run to the end of the deck unless the End-Game rule (§17.1) was used', lead=lead, score=home.score, score2=away.score)))
    if home.score == away.score and not draw_allowed:
        breaches.append(RuleBreach(
            "§18.6", gettext_noop('a final cannot end drawn ({score}–{score2}): play on until one coach leads', score=home.score, score2=away.score)))
    return breaches
