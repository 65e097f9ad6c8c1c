"""The off-season pages: the commissioner's rollover page and a coach's re-draft page."""

from __future__ import annotations

from django.utils.formats import number_format
from django.utils.translation import gettext as _

from games.dungeon_bowl.models import Redraft
from games.dungeon_bowl.offseason.redraft import candidates
from league.models import OffSeason, Season, SeasonEntry
from league.permissions import may_commission, may_manage_team
from league.services.playoffs import unfinished_fixtures


def offseason_page(season: Season, user) -> dict:
    league = season.league
    off = OffSeason.objects.filter(season=season).select_related("next_season").first()
    bracket = getattr(season, "bracket", None)
    redrafts = list(off.redrafts.select_related("team__coach__user")) if off else []
    for r in redrafts:
        r.mine = may_manage_team(user, r.team)
    waiting = sum(1 for r in redrafts if r.state == Redraft.State.WAITING)
    next_season = off.next_season if off else None
    return {
        "season": season,
        "league": league,
        "off_season": off,
        "redrafts": redrafts,
        "waiting": waiting,
        "may_commission": may_commission(user, league),
        "can_start": season.state in (Season.State.PLAYOFFS, Season.State.OFF_SEASON) and bracket is not None
        and bracket.is_complete and off is None,
        "can_open_next": off is not None and off.is_processed and not waiting and next_season is None,
        "next_season": next_season,
        "can_start_next": next_season is not None and next_season.state == Season.State.REGISTRATION,
        "pending_entries": next_season.entries.filter(state=SeasonEntry.State.PENDING).count() if next_season else 0,
    }


def redraft_page(redraft: Redraft, user, *, hires: dict | None = None) -> dict:
    """`hires`: the counts the coach typed, shown again when the re-draft was refused."""
    team = redraft.team
    rules = team.league.rules
    college = rules.roster(team.roster)
    offer = candidates(team) if redraft.state == Redraft.State.WAITING else []
    for c in offer:
        c.position_name = college.position(c.player.position).name
    owned_rerolls = team.rerolls.count()
    rolls_by_player: dict[int, list] = {}
    for roll in redraft.rolls:
        rolls_by_player.setdefault(roll.get("player"), []).append(roll)
    return {
        "redraft": redraft,
        "team": team,
        "league": team.league,
        "season": redraft.off_season.season,
        "offer": offer,
        "positions": [(p, g.limit, (hires or {}).get(p.key, 0)) for g in college.groups for p in g.positions],
        "reroll_cost": rules.reroll_cost_for(team.roster),
        "owned_rerolls": owned_rerolls,
        "max_rerolls": rules.max_rerolls_at_creation,
        "mine": may_manage_team(user, team),
        "rolls": redraft.rolls,
        "agent_fee": rules.tables.AGENT_FEE_PER_SEASON,
    }


def coach_actions(coach) -> list[dict]:
    """Dashboard lines: this coach's teams waiting to be re-drafted."""
    return [
        {"text": _("Re-draft %(team)s for season %(n)s (budget %(budget)s gp), or leave") % {
            "team": r.team, "n": r.off_season.season.number + 1, "budget": number_format(r.budget, force_grouping=True)},
         "url": f"/redrafts/{r.pk}/"}
        for r in Redraft.objects.filter(team__coach=coach, state=Redraft.State.WAITING, off_season__processed_at__isnull=False)
        .select_related("team", "off_season__season")
    ]


def commissioner_actions(league) -> list[dict]:
    """Dashboard lines for a commissioner: play-offs to draw, an off-season to start, a next season to open."""
    actions = []
    for season in league.seasons.filter(state__in=(Season.State.REGULAR_SEASON, Season.State.PLAYOFFS, Season.State.OFF_SEASON)):
        bracket = getattr(season, "bracket", None)
        if season.state == Season.State.REGULAR_SEASON and not unfinished_fixtures(season) and season.fixtures.exists():
            actions.append({"text": _("%(league)s: every division has finished; draw the play-offs (§8.8)") % {
                                "league": league},
                            "url": f"/seasons/{season.pk}/playoffs/"})
        elif season.state == Season.State.PLAYOFFS and bracket is not None and bracket.is_complete:
            actions.append({"text": _("%(league)s: the play-offs are over; start the off-season (§8.10)") % {
                                "league": league},
                            "url": f"/seasons/{season.pk}/offseason/"})
        elif season.state == Season.State.OFF_SEASON:
            off = OffSeason.objects.filter(season=season, next_season__isnull=True, processed_at__isnull=False).first()
            if off and not off.redrafts.filter(state=Redraft.State.WAITING).exists():
                actions.append({"text": _("%(league)s: every coach has re-drafted or left; open season %(n)s (§8.11)")
                                % {"league": league, "n": season.number + 1},
                                "url": f"/seasons/{season.pk}/offseason/"})
    return actions
