"""The team wizard's live summary: what the hires cost, the limits, the team value and every broken
rule, for the hires typed so far (nothing is saved; the engine validates)."""

from __future__ import annotations

from django.utils.translation import gettext as _

from dugout.i18n import breach_text
from engine.campaign import team_cost, team_value, validate_new_team
from league.games import pages_of
from league.services.teams import option_breaches
from league.views._helpers import read_int


def bill(rules, *, college, hires: dict, rerolls: int, reroll_cost: int, sponsor: str = "") -> list[dict]:
    """Every item the new team buys, each with its line total: the players by position, the team re-rolls
    (§4.6, even beyond the 0-8 a new team may buy: the total shows what was typed and the breach says why it
    is refused) and the sponsor (§11.1: chosen with the team, for no gold). The lines add up to `team_cost`."""
    items = [{"label": p.name, "count": hires[p.key], "each": p.cost, "total": p.cost * hires[p.key]}
             for p in college.positions if hires.get(p.key)]
    if rerolls:
        items.append({"label": _("Team re-rolls (§4.6)"), "count": rerolls, "each": reroll_cost,
                      "total": rerolls * reroll_cost})
    chosen = rules.sponsors.get(sponsor) if sponsor else None
    if chosen is not None:
        items.append({"label": _("Sponsor: %(name)s (§11.1)") % {"name": chosen.name}, "count": 1, "each": 0,
                      "total": 0})
    return items


def wizard_state(*, league, college, data) -> dict:
    """Everything the wizard shows for the hires in `data` (GET or POST): counts, limits, cost, breaches."""
    rules = league.rules
    hires, bad = {}, []
    for position in college.positions:
        raw = data.get(f"hire_{position.key}", "0") or "0"
        count = read_int(raw)
        if count is None:
            bad.append(("§4.3", _("the number of %(position)s must be a whole number, not %(raw)r")
                         % {"position": _(position.name), "raw": raw}))
            count = 0
        hires[position.key] = count
    rerolls = read_int(data.get("rerolls", "0") or "0")
    if rerolls is None:
        bad.append(("§4.6", _("the number of team re-rolls must be a whole number")))
        rerolls = 0
    breaches = bad + [(b.rule, b.message) for b in validate_new_team(
        rules, roster_key=college.key, hires=hires, rerolls=rerolls, budget=league.option("team_budget"))]
    breaches += option_breaches(league=league, options={key: data.get(key, "") for key in pages_of(league.ruleset).team_options})
    positive = {k: max(v, 0) for k, v in hires.items()}
    cost = team_cost(rules, roster_key=college.key, hires=positive, rerolls=max(rerolls, 0))
    groups = []
    for group in college.groups:
        rows = [{"position": p, "count": hires[p.key]} for p in group.positions]
        groups.append({"group": group, "rows": rows, "count": sum(r["count"] for r in rows)})
    reroll_cost = rules.reroll_cost_for(college.key)
    items = bill(rules, college=college, hires=positive, rerolls=max(rerolls, 0), reroll_cost=reroll_cost,
                 sponsor=data.get("sponsor", ""))
    return {
        "items": items,
        "college": college, "groups": groups, "hires": hires, "rerolls": rerolls, "reroll_cost": reroll_cost,
        "cost": cost, "budget": league.option("team_budget"), "remaining": league.option("team_budget") - cost,
        "players": sum(positive.values()), "min_players": rules.min_players, "max_players": rules.max_players,
        "max_rerolls": rules.max_rerolls_at_creation,
        "team_value": team_value(player_values=[rules.roster(college.key).position(k).cost * n for k, n in positive.items()],
                                 rerolls=max(rerolls, 0), reroll_cost=reroll_cost),
        "breaches": [breach_text((r, m)) for r, m in breaches],
        "unreadable": [breach_text((r, m)) for r, m in bad],  # numbers that could not be read (the exhibition wizard)
        "name": data.get("name", ""),
    }
