"""The campaign rules as pure functions: build, price, pay, injure, advance and re-draft a team.

One module per idea. Functions that roll take `dice: engine.dice.Dice` as a keyword argument and
log every roll with its reason. Validators return a list of RuleBreach (empty = legal); functions
that apply a single change raise RuleError naming the broken rule.
Tables come from the ruleset (Dungeon Bowl unless a `ruleset=` is passed).
"""

from engine.campaign.advancement import (
    CharacteristicRoll,
    advancement_cost,
    apply_improvement,
    improvement_options,
    must_spend,
    next_advancement_cost,
    roll_characteristic_improvement,
    roll_random_skill,
    skill_unavailable_reason,
    validate_advancement,
    validate_chosen_skill,
    value_increase,
)
from engine.campaign.breach import RuleBreach, RuleError
from engine.campaign.hiring import (
    hired_journeyman_skills,
    journeyman_hire_cost,
    reroll_purchase_cost,
    validate_hire,
    validate_reroll_purchase,
)
from engine.campaign.inducements import inducement_cost, pay_for_inducements, validate_inducements
from engine.campaign.injuries import (
    CasualtyResult,
    LastingInjury,
    apply_lasting_injury,
    injury_result,
    resolve_casualty,
    roll_injury,
    roll_lasting_injury,
)
from engine.campaign.league import league_points, prize_for
from engine.campaign.offseason import (
    niggling_recovery,
    redraft_budget,
    rehire_cost,
    scouting,
    tr_recovery,
)
from engine.campaign.prematch import journeyman_positions, journeyman_skills, journeymen_needed, petty_cash
from engine.campaign.profile import Profile
from engine.campaign.spp import mvp_awards, mvp_eligible, select_mvps, spp_for
from engine.campaign.team_building import exhibition_budget_breaches, team_cost, validate_new_team
from engine.campaign.team_value import PlayerForValue, current_team_value, player_current_value, team_value
from engine.campaign.winnings import concession_winnings, winnings

__all__ = [
    "CasualtyResult", "CharacteristicRoll", "LastingInjury", "PlayerForValue", "Profile", "RuleBreach",
    "RuleError", "advancement_cost", "apply_improvement", "apply_lasting_injury", "concession_winnings",
    "current_team_value", "exhibition_budget_breaches", "improvement_options", "inducement_cost",
    "injury_result", "journeyman_positions", "journeyman_skills", "journeymen_needed", "league_points",
    "must_spend", "mvp_awards", "mvp_eligible", "next_advancement_cost", "niggling_recovery",
    "pay_for_inducements", "player_current_value", "petty_cash", "prize_for", "redraft_budget", "rehire_cost", "resolve_casualty",
    "roll_characteristic_improvement", "roll_injury", "roll_lasting_injury", "roll_random_skill",
    "scouting", "select_mvps", "skill_unavailable_reason", "spp_for", "team_cost", "team_value",
    "tr_recovery", "validate_advancement", "validate_chosen_skill", "hired_journeyman_skills", "journeyman_hire_cost",
    "reroll_purchase_cost", "validate_hire", "validate_reroll_purchase", "validate_inducements", "validate_new_team", "value_increase",
    "winnings",
]
