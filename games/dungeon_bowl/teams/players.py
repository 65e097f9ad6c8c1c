"""The player page (profile and career history) and the coach's and commissioner's player actions."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from engine.campaign import next_advancement_cost
from games.dungeon_bowl import history as game_history
from games.dungeon_bowl.teams import corrections
from games.dungeon_bowl.teams import services as rosters
from league.models import Advancement, Player
from league.permissions import may_commission, may_manage_team, require_team_coach
from league.services.errors import RuleViolation
from league.views._helpers import guard, read_int, show_violation


def _player(player_id: int) -> Player:
    return get_object_or_404(Player.objects.select_related("team__league", "team__coach__user"), pk=player_id)


def player_detail(request, player_id: int):
    return render(request, "dungeon_bowl/teams/player_detail.html", _player_context(request, _player(player_id)))


def _player_context(request, player, *, rename: str | None = None, rename_errors: list[str] | None = None) -> dict:
    """The player page; `rename` is a refused rename's input, shown again so nothing typed is lost."""
    rules = player.team.league.rules
    position = player.position_data
    taken = player.advancements.count()
    costs = []
    if taken < 6:  # Legend is the last advancement (§7.3.3)
        costs = [(k.value, k.label, next_advancement_cost(taken, k.value, ruleset=rules))
                 for k in (Advancement.Kind.CHOSEN_PRIMARY, Advancement.Kind.CHOSEN_SECONDARY)]
    skill_choices = sorted(
        (s for s in rules.skills.values() if not s.is_trait and s.name not in player.skills),
        key=lambda s: (s.category, s.name),
    )
    return {
        "player": player, "team": player.team, "position": position,
        "advancements": list(player.advancements.all()), "events": list(player.events.all()),
        "matches": game_history.player_matches(player),
        "costs": costs, "skill_choices": skill_choices,
        "may_manage": may_manage_team(request.user, player.team) and player.on_roster,
        "may_commission": may_commission(request.user, player.team.league),
        "rename": player.name if rename is None else rename, "rename_errors": rename_errors or [],
    }


@login_required
@require_POST
def player_rename(request, player_id: int):
    player = _player(player_id)
    name = request.POST.get("name", "")
    try:
        rosters.rename_player(by=request.user, player=player, name=name)
    except RuleViolation as error:  # re-render with what the coach typed rather than redirect it away
        return render(request, "dungeon_bowl/teams/player_detail.html",
                      _player_context(request, player, rename=name, rename_errors=error.messages), status=400)
    messages.success(request, _("Player renamed."))
    return redirect(f"/players/{player.pk}/")


@login_required
def player_fire(request, player_id: int):
    """GET asks for confirmation; POST fires."""
    player = _player(player_id)
    require_team_coach(request.user, player.team)
    if request.method == "POST":
        try:
            rosters.fire_player(by=request.user, player=player)
        except RuleViolation as error:
            show_violation(request, error)
            return redirect(f"/players/{player.pk}/")
        messages.success(request, _("{name} was fired.").format(name=player.name))
        return redirect(f"/teams/{player.team_id}/")
    return render(request, "dungeon_bowl/teams/player_fire.html", {"player": player, "team": player.team})


@login_required
@require_POST
def player_retire(request, player_id: int):
    player = _player(player_id)
    return guard(request, f"/players/{player.pk}/", lambda: rosters.temporarily_retire(by=request.user, player=player),
                 success=_("{name} is temporarily retired.").format(name=player.name))


@login_required
@require_POST
def player_skill(request, player_id: int):
    player = _player(player_id)
    return guard(request, f"/players/{player.pk}/", lambda: rosters.take_chosen_skill(
        by=request.user, player=player, skill=request.POST.get("skill", ""), kind=request.POST.get("kind", "")),
        success=_("Advancement taken."))


@login_required
def player_correct(request, player_id: int):
    """Commissioner: correct SPP, injuries, MNG and MVP awards, with a reason (audited)."""
    player = _player(player_id)
    if not may_commission(request.user, player.team.league):
        raise PermissionDenied
    if request.method == "POST":
        values, problems = {}, []
        for key in ("spp", "spp_earned", "niggling_injuries", "mvp_awards", "ma", "st", "ag", "av"):
            if key not in request.POST:
                continue  # not on the form: left as it is
            value = read_int(request.POST.get(key))
            if value is None:
                field = {"spp_earned": _("spp earned"), "niggling_injuries": _("niggling injuries"),
                         "mvp_awards": _("mvp awards")}.get(key, key)
                problems.append(("§7.3.1", _("%(field)s must be a whole number") % {"field": field}))
            values[key] = value
        if "pa" in request.POST:
            pa = request.POST["pa"].strip()
            values["pa"] = None if pa in ("", "-", "–") else read_int(pa)
            if pa not in ("", "-", "–") and values["pa"] is None:
                problems.append(("§3.1", _("PA must be a whole number (the target, 4 for 4+) or – for none")))
        values["lasting_injuries"] = [c.strip().upper() for c in request.POST.get("lasting_injuries", "").split(",") if c.strip()]
        values["miss_next_game"] = request.POST.get("miss_next_game") == "on"
        try:
            if problems:
                raise RuleViolation(*problems)
            corrections.correct_player(by=request.user, player=player, reason=request.POST.get("reason", ""), **values)
        except RuleViolation as error:
            show_violation(request, error)
            return render(request, "dungeon_bowl/teams/player_correct.html",  # what was typed, shown again
                          {"player": player, "team": player.team, "posted": request.POST}, status=400)
        messages.success(request, _("Player corrected; the change is in the audit log."))
        return redirect(f"/players/{player.pk}/")
    return render(request, "dungeon_bowl/teams/player_correct.html", {"player": player, "team": player.team})


