"""Building an exhibition team (§9): a one-off match's team, also the basis for tournaments.

The league's own rules do the work (§9: "team building follows the league rules with these differences"):
hiring and re-rolls through team_building.validate_new_team, inducements through inducements.py, skills and
their SPP costs through advancement.py. What is exhibition's own is here: the budget's range (§9.1), all of
it to be spent (§9.1), inducements from that budget and only those the organiser allows (§9.4), a pool of
free SPP spent on chosen skills at creation with a cap per player (§9.5), and no value for them (§9.6).

"Must be spent" is read as "what is left is lost" (docs/decisions.md, "Exhibition play"): a team that leaves
gold or SPP unspent is legal; the check says how much is lost, as a warning the builder shows.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from engine.breach import Name, gettext_noop
from engine.campaign._tables import ruleset_or_default, tables_of
from engine.campaign.advancement import next_advancement_cost, validate_chosen_skill
from engine.campaign.breach import RuleBreach, gp
from engine.campaign.inducements import inducement_cost, validate_inducements
from engine.campaign.team_building import exhibition_budget_breaches, team_cost, validate_new_team

# §9.5: "prefer chosen skills; random skills and characteristic improvements are discouraged (they slow
# tournaments)". Dugout offers the chosen ones only: a roll at creation would need dice nobody watches.
FREE_SPP_KINDS = ("chosen_primary", "chosen_secondary")


@dataclass(frozen=True)
class ExhibitionTerms:
    """What the coaches agree or the organiser sets for an exhibition match or a tournament (§9)."""

    budget: int = 1_150_000  # §9.1: 1,100,000-1,300,000 gp, 1,150,000 recommended
    larger_budget_agreed: bool = False  # §9.1: more than 1,300,000 gp only if agreed
    free_spp: int = 36  # §9.5: the guideline; more or fewer may be agreed
    max_advancements_per_player: int = 6  # §9.5: agreed or set by the organiser; 6 is the rules' own limit
    allowed_inducements: tuple[str, ...] | None = None  # §9.4: None = every inducement of the game

    @classmethod
    def from_settings(cls, settings: Mapping, ruleset=None) -> ExhibitionTerms:
        """The terms from a league's settings (the Dungeon Bowl ruleset's `exhibition_*` fields)."""
        tables = tables_of(ruleset)
        allowed = settings.get("exhibition_inducements")
        return cls(
            budget=int(settings.get("exhibition_budget", tables.EXHIBITION_BUDGET_RECOMMENDED)),
            larger_budget_agreed=bool(settings.get("exhibition_larger_budget", False)),
            free_spp=int(settings.get("exhibition_free_spp", tables.EXHIBITION_FREE_SPP)),
            max_advancements_per_player=int(settings.get("exhibition_max_advancements",
                                                         len(tables.ADVANCEMENT_COSTS))),
            allowed_inducements=tuple(allowed) if allowed is not None else None,
        )


@dataclass(frozen=True)
class FreeAdvancement:
    """A chosen skill bought with free SPP for the team's `player`-th player (0-based, in hiring order)."""

    player: int
    skill: str
    kind: str = "chosen_primary"


@dataclass(frozen=True)
class ExhibitionCheck:
    breaches: list[RuleBreach]
    gold_spent: int
    gold_lost: int  # §9.1: unspent gold is lost
    spp_spent: int
    spp_lost: int  # §9.5: unspent SPP are lost
    team_value: int  # players and re-rolls only: free advancements add nothing (§9.6)
    skills: dict[int, list[str]] = field(default_factory=dict)  # player index -> skills gained

    @property
    def warnings(self) -> list[str]:
        """What the builder tells the coach before it is too late: what would be lost."""
        out = []
        if self.gold_lost > 0:
            out.append(f"§9.1: all of the budget must be spent; {gp(self.gold_lost)} left unspent will be lost")
        if self.spp_lost > 0:
            out.append(f"§9.5: {self.spp_lost} free SPP left unspent will be lost")
        return out


def terms_breaches(terms: ExhibitionTerms, ruleset=None) -> list[RuleBreach]:
    """The terms themselves: the budget's range (§9.1), a pool and a cap that make sense (§9.5)."""
    tables = tables_of(ruleset)
    breaches = exhibition_budget_breaches(ruleset, budget=terms.budget, larger_agreed=terms.larger_budget_agreed)
    if terms.free_spp < 0:
        breaches.append(RuleBreach("§9.5", gettext_noop('the free SPP pool cannot be negative ({free_spp})', free_spp=terms.free_spp)))
    levels = len(tables.ADVANCEMENT_COSTS)
    if not 0 <= terms.max_advancements_per_player <= levels:
        breaches.append(RuleBreach("§9.5", gettext_noop('a player may take 0-{levels} advancements; {most} was set', levels=levels, most=terms.max_advancements_per_player)))
    return breaches


def check_exhibition_team(
    ruleset=None,
    *,
    roster_key: str,
    players: Sequence[str],
    rerolls: int,
    inducements: Mapping[str, int],
    advancements: Sequence[FreeAdvancement] = (),
    terms: ExhibitionTerms = ExhibitionTerms(),
) -> ExhibitionCheck:
    """Every rule an exhibition team breaks, and what it would lose (§9.1-§9.6).

    `players` is one position key per hired player, in hiring order (free advancements name them by index)."""
    ruleset = ruleset_or_default(ruleset)
    breaches = terms_breaches(terms, ruleset)
    purchases = {k: c for k, c in inducements.items() if c}
    hires = Counter(players)
    induced = inducement_cost(ruleset, purchases=purchases)
    # §9.2 players and re-rolls as in a league, within the budget together with the inducements (§9.4).
    breaches += validate_new_team(ruleset, roster_key=roster_key, hires=hires, rerolls=rerolls, budget=terms.budget,
                                  extra_cost=induced)
    if roster_key not in ruleset.rosters:
        return ExhibitionCheck(breaches, 0, 0, 0, 0, 0)
    allowed = terms.allowed_inducements
    for key in purchases:
        if allowed is not None and key in ruleset.inducements and key not in allowed:
            breaches.append(RuleBreach("§9.4", gettext_noop('{inducement} is not among the inducements allowed for this exhibition', inducement=Name(ruleset.inducements[key].name))))
    # Limits per match and the own-College Wizard rule; the money was checked with the budget above.
    breaches += validate_inducements(ruleset, roster_key=roster_key, purchases=purchases, treasury=induced)
    positions = {p.key: p for p in ruleset.roster(roster_key).positions}
    rerolls_counted = max(0, min(rerolls, ruleset.max_rerolls_at_creation))
    value = team_cost(ruleset, roster_key=roster_key, hires={k: c for k, c in hires.items() if k in positions},
                      rerolls=rerolls_counted)
    spp_spent, skills = _free_advancements(ruleset, players, positions, advancements, terms, breaches)
    if spp_spent > terms.free_spp:
        breaches.append(RuleBreach("§9.5", gettext_noop('the advancements cost {spp_spent} SPP; the free pool is {free_spp}', spp_spent=spp_spent, free_spp=terms.free_spp)))
    spent = value + induced
    return ExhibitionCheck(
        breaches=breaches, gold_spent=spent, gold_lost=max(0, terms.budget - spent), spp_spent=spp_spent,
        spp_lost=max(0, terms.free_spp - spp_spent), team_value=value, skills=skills,
    )


def _free_advancements(ruleset, players, positions, advancements, terms, breaches) -> tuple[int, dict[int, list[str]]]:
    """The SPP the chosen skills cost, player by player in the order given (each costs as the player's next
    advancement, §7.3.3), and the skills each player gains; breaches are appended."""
    spent = 0
    gained: dict[int, list[str]] = {}
    for adv in advancements:
        if not 0 <= adv.player < len(players) or players[adv.player] not in positions:
            breaches.append(RuleBreach("§9.5", gettext_noop('there is no player {player} on this team to advance', player=adv.player + 1)))
            continue
        if adv.kind not in FREE_SPP_KINDS:
            breaches.append(RuleBreach("§9.5", gettext_noop('free SPP buy chosen Primary or Secondary skills (random skills and characteristics slow the event)')))
            continue
        position = positions[players[adv.player]]
        taken = gained.setdefault(adv.player, [])
        if len(taken) >= terms.max_advancements_per_player:
            breaches.append(RuleBreach("§9.5", gettext_noop('player {player} ({position}) may take at most {most} advancements here', player=adv.player + 1, position=Name(position.name), most=terms.max_advancements_per_player)))
            continue
        breaches += validate_chosen_skill(ruleset, skill=adv.skill, kind=adv.kind, primary=position.primary,
                                          secondary=position.secondary, owned=(*position.skills, *taken))
        spent += next_advancement_cost(len(taken), adv.kind, ruleset=ruleset)
        taken.append(adv.skill)
    return spent, gained
