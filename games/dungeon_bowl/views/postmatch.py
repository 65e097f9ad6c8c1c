"""Post-match pages: what the sequence did for a match (with every server roll), the coach's step 3
page (advancements, journeymen, temporary retirement, firing), a player's rolls, the league cemetery.

Views parse input, call one service and render; an action answers an HTMX request with the player's
row and a plain POST with a redirect, so the page works without JavaScript.
"""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from games.dungeon_bowl.selectors import postmatch as selectors
from games.dungeon_bowl.services.postmatch import advancement as advancement
from games.dungeon_bowl.services.postmatch import roster as roster
from league.games import roster_action
from league.models import Fixture, League, Player
from league.permissions import may_manage_team, require_team_coach
from league.services.errors import RuleViolation


def _fixture(fixture_id: int):
    try:
        return selectors.fixture_for_page(fixture_id)
    except Fixture.DoesNotExist as exc:
        raise Http404(_("No such fixture")) from exc


def _fixture_and_team(fixture_id: int, team_id: int):
    fixture, report = _fixture(fixture_id)
    teams = {fixture.home_id: fixture.home, fixture.away_id: fixture.away}
    if team_id not in teams:
        raise Http404(_("That team did not play this match"))
    return fixture, report, teams[team_id]


def match_page(request, fixture_id: int):
    fixture, report = _fixture(fixture_id)
    sides = selectors.match_postmatch(fixture)
    for side in sides:
        side.may_manage = may_manage_team(request.user, side.team)
    return render(request, "dungeon_bowl/postmatch/match.html", {"report": report, "fixture": fixture, "sides": sides})


def advancement_page(request, fixture_id: int, team_id: int):
    fixture, report, team = _fixture_and_team(fixture_id, team_id)
    may_manage = may_manage_team(request.user, team)
    sides = {s.team.pk: s for s in selectors.match_postmatch(fixture)}
    rows = selectors.advancement_page(fixture, team)
    return render(request, "dungeon_bowl/postmatch/advancements.html", {
        "fixture": fixture, "report": report, "team": team, "side": sides[team.pk], "rows": rows,
        "players": [row.player for row in rows],  # their skills, for the page's glossary
        "may_manage": may_manage, "skills": _skill_choices(team), "college": team.roster_data,
        "blocking": roster.blocking_players(team) if may_manage else [],
    })


def _skill_choices(team):
    rules = team.league.rules
    return sorted((s for s in rules.skills.values() if not s.is_trait), key=lambda s: (s.category, s.name))


def _seen(post) -> int | None:
    """The advancement count the form showed (see games.dungeon_bowl.services.postmatch.advancement._ready); None when absent."""
    try:
        return int(post["seen"])
    except (KeyError, ValueError):
        return None


ACTIONS = {
    "random_primary": lambda by, p, post, fixture: advancement.take_random_skill(
        by=by, player=p, kind="random_primary", category=post.get("category", ""), fixture_id=fixture.pk,
        seen=_seen(post)),
    "random_secondary": lambda by, p, post, fixture: advancement.take_random_skill(
        by=by, player=p, kind="random_secondary", category=post.get("category", ""), fixture_id=fixture.pk,
        seen=_seen(post)),
    "chosen_primary": lambda by, p, post, fixture: advancement.take_chosen_skill(
        by=by, player=p, kind="chosen_primary", skill=post.get("skill", ""), seen=_seen(post)),
    "chosen_secondary": lambda by, p, post, fixture: advancement.take_chosen_skill(
        by=by, player=p, kind="chosen_secondary", skill=post.get("skill", ""), seen=_seen(post)),
    "characteristic": lambda by, p, post, fixture: advancement.roll_improvement(
        by=by, player=p, fixture_id=fixture.pk, seen=_seen(post)),
    "choose": lambda by, p, post, fixture: advancement.choose_improvement(
        by=by, player=p, characteristic=post.get("characteristic", ""), skill=post.get("skill", "")),
    "sign": lambda by, p, post, fixture: roster.sign_journeyman(by=by, player=p),
    "retire": lambda by, p, post, fixture: roster_action(p.team.league.ruleset, "temporarily_retire")(by=by, player=p),
    "fire": lambda by, p, post, fixture: roster_action(p.team.league.ruleset, "fire_player")(by=by, player=p),
}


@login_required
@require_POST
def player_action(request, fixture_id: int, team_id: int, player_id: int):
    fixture, report, team = _fixture_and_team(fixture_id, team_id)
    require_team_coach(request.user, team)
    player = get_object_or_404(Player.objects.select_related("team__league", "team__coach"), pk=player_id, team=team)
    action = ACTIONS.get(request.POST.get("action", ""))
    error = ""
    if action is None:
        error = _("Unknown action.")
    else:
        try:
            action(request.user, player, request.POST, fixture)
        except RuleViolation as violation:
            error = " ".join(violation.messages)
    if request.htmx:
        player.refresh_from_db()
        row = selectors.advancement_row(player)
        response = render(request, "dungeon_bowl/postmatch/_player_row.html", {
            "row": row, "fixture": fixture, "team": team, "may_manage": True, "skills": _skill_choices(team),
            "error": error,
        })
        response["HX-Trigger"] = "postmatch-changed"  # the page refreshes its "must spend" list
        return response
    if error:
        messages.error(request, error)
    else:
        messages.success(request, _("{name}: done.").format(name=player.name))
    return redirect("postmatch-advancements", fixture_id=fixture.pk, team_id=team.pk)


@login_required
@require_POST
def finish_step(request, fixture_id: int, team_id: int):
    fixture, _side, team = _fixture_and_team(fixture_id, team_id)
    try:
        roster.finish_roster_step(by=request.user, fixture=fixture, team=team)
    except RuleViolation as violation:
        for message in violation.messages:
            messages.error(request, message)
        return redirect("postmatch-advancements", fixture_id=fixture.pk, team_id=team.pk)
    messages.success(request, _("Post-match step 3 finished; team value recomputed."))
    return redirect("postmatch-match", fixture_id=fixture.pk)


def player_rolls(request, player_id: int):
    player = get_object_or_404(Player.objects.select_related("team"), pk=player_id)
    template = "dungeon_bowl/postmatch/_player_rolls.html" if request.htmx else "dungeon_bowl/postmatch/player_rolls.html"
    return render(request, template, {"player": player, "rolls": selectors.player_rolls(player)})


def league_matches(request, league_id: int):
    league = get_object_or_404(League, pk=league_id)
    return render(request, "dungeon_bowl/postmatch/league_matches.html", {"league": league, "fixtures": selectors.played_fixtures(league)})


def cemetery(request, league_id: int):
    league = get_object_or_404(League, pk=league_id)
    return render(request, "dungeon_bowl/postmatch/cemetery.html", {"league": league, "dead": selectors.cemetery(league)})


