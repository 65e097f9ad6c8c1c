"""The AI coach's advancements for a simulated team (§7.3.3, §7.3.4), when the league lets it pick.

It takes chosen Primary skills (certain, unlike random ones) while the player can afford one, from a
priority list of the skills its script makes use of: Block and Dodge first (block dice and Dodges),
then ball handling and the skills that win blocks. Any other Primary skill comes after, by name.
"""

from __future__ import annotations

from engine.campaign import next_advancement_cost, validate_chosen_skill

SKILL_PRIORITY = (
    "Block", "Dodge", "Sure Hands", "Guard", "Mighty Blow (+1)", "Tackle", "Wrestle", "Sure Feet", "Sprint",
    "Catch", "Pass", "Side Step", "Stand Firm", "Fend", "Dauntless", "Break Tackle", "Jump Up", "Thick Skull",
    "Frenzy", "Strip Ball", "Claws", "Horns", "Extra Arms", "Accurate", "Safe Pair of Hands",
)
MAX_ADVANCEMENTS = 6  # Legend (§7.3.3)


def choose_skill(*, ruleset, primary: str, owned) -> str | None:
    """The first Primary skill on the priority list (then any, by name) the player may take."""
    for name in (*SKILL_PRIORITY, *sorted(ruleset.skills)):
        if not validate_chosen_skill(ruleset, skill=name, kind="chosen_primary", primary=primary, secondary="",
                                     owned=owned):
            return name
    return None


def next_pick(*, ruleset, primary: str, owned, spp: int, advancements_taken: int) -> str | None:
    """The chosen Primary skill to take now, or None when the player cannot afford one (or has none left)."""
    if advancements_taken >= MAX_ADVANCEMENTS:
        return None
    if spp < next_advancement_cost(advancements_taken, "chosen_primary", ruleset=ruleset):
        return None
    return choose_skill(ruleset=ruleset, primary=primary, owned=owned)
