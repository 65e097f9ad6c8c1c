"""Building a team from a College roster (the wizard: HTMX live budget, plain post without JavaScript, §4)
and the coach's roster management between matches from the team page (§7.4, §4.6)."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from games.dungeon_bowl.exhibition import is_exhibition
from games.dungeon_bowl.exhibition import views as exhibition_views
from games.dungeon_bowl.sponsors import selectors as sponsors
from games.dungeon_bowl.teams import services
from games.dungeon_bowl.teams.builder import wizard_state
from games.dungeon_bowl.teams.naming import names_for_hires
from league.games import pages_of
from league.models import League, Team
from league.services.errors import RuleViolation
from league.services.teams import create_team
from league.views._helpers import guard, read_int
from league.views.teams import roster_context, team_url


@login_required
def team_new(request, league_id: int):
    """Step 1: choose a College (?college=...). Step 2: hire positions; the summary re-renders live."""
    league = get_object_or_404(League, pk=league_id)
    pages = pages_of(league.ruleset)
    if pages.league:  # coaches join on the game's own league page
        return redirect(pages.league, league_id=league.pk)
    rules = league.rules
    college_key = request.POST.get("college") or request.GET.get("college")
    if college_key not in rules.rosters:
        return render(request, "dungeon_bowl/teams/team_college.html",
                      {"league": league, "colleges": list(rules.rosters.values())})
    college = rules.roster(college_key)
    if is_exhibition(league):  # §9: the exhibition builder (budget, inducements, free SPP) takes step 2
        return exhibition_views.team_new(request, league, college)
    data = request.POST if request.method == "POST" else request.GET
    state = wizard_state(league=league, college=college, data=data)
    options = {key: data.get(key, "") for key in pages.team_options}
    context = {"league": league, **state, **sponsors.team_form(league=league, options=options)}
    if request.htmx and request.method == "POST":
        return render(request, "dungeon_bowl/teams/_wizard_summary.html", context)  # the live fragment; never saves
    if request.method == "POST" and request.POST.get("action") == "create":
        if state["breaches"]:  # unreadable or illegal input: show every broken rule, save nothing
            return render(request, "dungeon_bowl/teams/team_wizard.html", context, status=400)
        try:
            team = create_team(
                by=request.user, league=league, name=request.POST.get("name", ""), roster_key=college.key,
                hires=state["hires"], rerolls=state["rerolls"], **options,
                player_names=names_for_hires(college.key, state["hires"], college.positions),
            )
        except RuleViolation as error:
            made = _already_made(request, league, college.key)
            if made is not None:  # the same coach's create posted twice: the first one went through
                messages.info(request, _("{team} was already created; here it is.").format(team=made))
                return redirect("team-detail", team_id=made.pk)
            context["breaches"] = error.messages
            return render(request, "dungeon_bowl/teams/team_wizard.html", context, status=400)
        messages.success(request, _("{team} joined {league}.").format(team=team, league=league))
        return redirect("team-detail", team_id=team.pk)
    return render(request, "dungeon_bowl/teams/team_wizard.html", context)


def _already_made(request, league, roster_key: str) -> Team | None:
    """The coach's own team of this name and College in the league, if a first post already made it."""
    name = request.POST.get("name", "").strip()
    if not name:
        return None
    return Team.objects.filter(league=league, name__iexact=name, roster=roster_key, coach__user=request.user).first()


@login_required
@require_POST
def team_hire(request, team_id: int):
    team = get_object_or_404(Team, pk=team_id)
    number = read_int(request.POST.get("number")) if request.POST.get("number") else None
    fallback = team_url(team)
    # posted from another page (post-match), or a team without positions (a Blitz Bowl line-up): back, with the message
    if (request.POST.get("next") or fallback) != fallback or team.roster not in team.league.rules.rosters:
        return guard(request, fallback, lambda: _hire(request, team, number), success=_("Player hired."))
    try:
        _hire(request, team, number)
    except RuleViolation as error:  # re-render with the coach's input, never redirect it away (§7.4.1)
        hire = {key: request.POST.get(key, "") for key in ("position", "name", "number")}
        return render(request, "league/team_detail.html",
                      roster_context(request, team, hire=hire, hire_errors=error.messages), status=400)
    messages.success(request, _("Player hired."))
    return redirect(fallback)


def _hire(request, team, number):
    return services.hire_player(
        by=request.user, team=team, position_key=request.POST.get("position", ""), name=request.POST.get("name", ""),
        number=number, treasury_shown=read_int(request.POST.get("treasury_shown")))


@login_required
@require_POST
def team_buy_reroll(request, team_id: int):
    team = get_object_or_404(Team, pk=team_id)
    return guard(request, team_url(team), lambda: services.buy_reroll(
        by=request.user, team=team, treasury_shown=read_int(request.POST.get("treasury_shown"))),
        success=_("Team re-roll bought."))
