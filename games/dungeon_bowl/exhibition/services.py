"""Building an exhibition team (§9) in a Dungeon Bowl league whose `exhibition_play` setting is on (a tournament's
league, or a league of one-off matches). The rules are engine/campaign/exhibition.py's; the team is made by the
core's create_team (players, re-rolls, season entry) and the free-SPP skills are Advancement rows worth nothing
(§9.6). Gold and SPP left unspent are lost (§9.1, §9.5): the treasury starts empty."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from django.db import transaction
from django.utils.translation import gettext as _

from engine.campaign import advancement_cost, value_increase
from engine.campaign.exhibition import ExhibitionTerms, FreeAdvancement, check_exhibition_team
from engine.campaign.inducements import inducement_cost
from games.dungeon_bowl.exhibition import is_exhibition
from games.dungeon_bowl.models import ExhibitionRoster
from league.models import Advancement, League, Player, PlayerEvent, Team
from league.permissions import require_coach
from league.services.errors import RuleViolation, check
from league.services.teams import create_team


def terms_of(league: League) -> ExhibitionTerms:
    return ExhibitionTerms.from_settings(league.options, league.rules)


def in_roster_order(league: League, roster_key: str, hires: Mapping[str, int]) -> list[str]:
    """One position key per player in the order the core numbers them (roster order): player i is number i+1."""
    roster = league.rules.rosters.get(roster_key)
    if roster is None:
        return []
    return [p.key for p in roster.positions for _ in range(max(0, int(hires.get(p.key, 0))))]


def preview(*, league: League, roster_key: str, hires: Mapping[str, int], rerolls: int,
            inducements: Mapping[str, int], advancements: Sequence[FreeAdvancement] = ()):
    """The engine's check of what has been typed so far (nothing saved): breaches, spending and what would be lost."""
    players = in_roster_order(league, roster_key, hires)
    return check_exhibition_team(league.rules, roster_key=roster_key, players=players, rerolls=rerolls,
                                 inducements=inducements, advancements=advancements, terms=terms_of(league))


@transaction.atomic
def build_exhibition_team(*, by, league: League, name: str, roster_key: str, hires: Mapping[str, int], rerolls: int,
                          inducements: Mapping[str, int] | None = None,
                          advancements: Sequence[FreeAdvancement] = ()) -> Team:
    """A coach builds an exhibition team (§9.1-§9.6); every broken rule is named and nothing is saved."""
    require_coach(by)
    if not is_exhibition(league):
        raise RuleViolation(("§9", _("%(league)s is not an exhibition league; its teams are built with the league "
                                     "rules (§4)") % {"league": league}))
    inducements = {k: int(c) for k, c in (inducements or {}).items() if int(c)}
    hires = {k: int(c) for k, c in hires.items() if int(c)}
    result = preview(league=league, roster_key=roster_key, hires=hires, rerolls=rerolls, inducements=inducements,
                     advancements=advancements)
    check([(b.rule, b.message) for b in result.breaches])
    terms = terms_of(league)
    team = create_team(by=by, league=league, name=name, roster_key=roster_key, hires=hires, rerolls=rerolls,
                       budget=terms.budget, extra_cost=inducement_cost(league.rules, purchases=inducements))
    Team.objects.filter(pk=team.pk).update(treasury=0)  # §9.1: what is left of the budget is lost
    team.treasury = 0
    ExhibitionRoster.objects.create(team=team, budget=terms.budget, inducements=inducements,
                                    gold_lost=result.gold_lost, free_spp=terms.free_spp, spp_lost=result.spp_lost)
    players = {p.number: p for p in Player.objects.filter(team=team)}
    taken: Counter[int] = Counter()
    for adv in advancements:
        player = players[adv.player + 1]
        taken[player.pk] += 1
        level = taken[player.pk]
        Advancement.objects.create(player=player, order=level, kind=adv.kind, skill=adv.skill,
                                   spp_cost=advancement_cost(level, adv.kind, ruleset=league.rules),
                                   value_increase=value_increase(adv.kind, free_spp=True, ruleset=league.rules))
        player.skills = [*player.skills, adv.skill]
        player.save(update_fields=["skills"])  # value unchanged: free advancements add nothing (§9.6)
        PlayerEvent.objects.create(player=player, kind="advancement",
                                   text=f"{adv.skill} with free exhibition SPP (§9.5)")
    return team
