"""League and season pages for everyone; the commissioner's pages to run them; the audit page."""

from __future__ import annotations

from django import forms
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied, ValidationError
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import gettext, gettext_lazy
from django.views.decorators.http import require_POST

import engine.rulesets
from dugout.page_cache import cacheable
from league.forms import add_schema_fields
from league.games import pages_of
from league.models import League, Season, SeasonEntry, Team
from league.permissions import may_commission
from league.selectors.dashboard import coach_dashboard
from league.selectors.leagues import audit_page, league_page, season_page
from league.services import leagues as service
from league.services.errors import RuleViolation
from league.views._helpers import guard, read_int


class LeagueForm(forms.ModelForm):
    """A new league: its name, its game, the core columns and the chosen game's settings."""

    class Meta:
        model = League
        fields = ["name", "ruleset", *service.LEAGUE_SETTINGS]

    def __init__(self, *args, ruleset: str = engine.rulesets.DEFAULT, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["ruleset"].initial = ruleset
        self.setting_names = add_schema_fields(self, engine.rulesets.get(ruleset).settings_schema)

    def values(self) -> dict:
        return {k: v for k, v in self.cleaned_data.items() if k not in ("name", "ruleset")}


class LeagueSettingsForm(forms.ModelForm):
    reason = forms.CharField(required=False, help_text=gettext_lazy("Shown on the audit page."))

    class Meta:
        model = League
        fields = ["name", *service.LEAGUE_SETTINGS]

    def __init__(self, *args, instance: League, **kwargs):
        super().__init__(*args, instance=instance, **kwargs)
        reason = self.fields.pop("reason")
        add_schema_fields(self, instance.rules.settings_schema, values=instance.options)
        self.initial.update(instance.options)
        self.fields["reason"] = reason


def _chosen_ruleset(request) -> str:
    key = request.POST.get("ruleset") or request.GET.get("ruleset") or engine.rulesets.DEFAULT
    return key if key in engine.rulesets.names() else engine.rulesets.DEFAULT


@login_required
def league_new(request):
    ruleset = _chosen_ruleset(request)
    form = LeagueForm(request.POST or None, ruleset=ruleset)
    if request.method == "POST" and form.is_valid():
        try:
            league = service.create_league(by=request.user, name=form.cleaned_data["name"], ruleset=ruleset,
                                           **form.values())
        except (RuleViolation, ValidationError) as error:
            form.add_error(None, getattr(error, "messages", [str(error)]))
        else:
            messages.success(request, gettext("{league} is open; season 1 takes registrations.").format(league=league))
            return redirect(league.get_absolute_url())
    games = [(key, name) for key, name in engine.rulesets.available() if key != ruleset]
    return render(request, "league/league_form.html", {"form": form, "title": "New league", "other_games": games},
                  status=400 if request.method == "POST" else 200)


@login_required
def league_settings(request, league_id: int):
    league = get_object_or_404(League, pk=league_id)
    if not may_commission(request.user, league):
        raise PermissionDenied
    form = LeagueSettingsForm(request.POST or None, instance=League.objects.get(pk=league.pk))
    if request.method == "POST" and form.is_valid():
        data = dict(form.cleaned_data)
        reason = data.pop("reason", "")
        try:
            service.update_league_settings(by=request.user, league=league, reason=reason, **data)
        except RuleViolation as error:
            form.add_error(None, error.messages)
            return render(request, "league/league_form.html",
                          {"form": form, "title": f"Settings of {league}", "league": league}, status=400)
        messages.success(request, gettext("Settings saved."))
        return redirect("league-detail", league_id=league.pk)
    return render(request, "league/league_form.html", {"form": form, "title": f"Settings of {league}", "league": league},
                  status=400 if request.method == "POST" else 200)


@login_required
@require_POST
def league_add_commissioner(request, league_id: int):
    league = get_object_or_404(League, pk=league_id)
    return guard(request, f"/leagues/{league.pk}/", lambda: service.add_commissioner(
        by=request.user, league=league, username=request.POST.get("username", "")), success="Commissioner added.")


@cacheable
def league_detail(request, league_id: int):
    league = get_object_or_404(League, pk=league_id)
    if own_page := pages_of(league.ruleset).league:  # a game that shows its leagues in its own terms
        return redirect(own_page, league_id=league.pk)
    context = league_page(league.pk)
    context["may_commission"] = may_commission(request.user, context["league"])
    context["new_team_page"] = pages_of(league.ruleset).new_team
    return render(request, "league/league_detail.html", context)


def league_audit(request, league_id: int):
    return render(request, "league/audit.html", audit_page(get_object_or_404(League, pk=league_id).pk))


@login_required
@require_POST
def season_new(request, league_id: int):
    league = get_object_or_404(League, pk=league_id)
    return guard(request, f"/leagues/{league.pk}/", lambda: service.create_season(by=request.user, league=league),
                 success="New season open for registration.")


@cacheable
def season_detail(request, season_id: int):
    season = get_object_or_404(Season, pk=season_id)
    if own_page := pages_of(season.league.ruleset).league:  # its seasons are shown on its league page
        return redirect(own_page, league_id=season.league_id)
    context = season_page(season.pk)
    season = context["season"]
    context["may_commission"] = may_commission(request.user, season.league)
    context["states"] = [s for s in Season.State if service.SEASON_ORDER.index(s) > service.SEASON_ORDER.index(season.state)]
    entered = {e.team_id for e in context["entries"]}
    context["my_unentered"] = (
        list(Team.objects.filter(league=season.league, coach__user=request.user).exclude(pk__in=entered))
        if request.user.is_authenticated and season.accepts_entries else []
    )
    division_of = {t.pk: d.name for d in context["divisions"] for t in d.teams.all()}
    context["assignment"] = [(t, division_of.get(t.pk, "")) for t in context["accepted"]]
    return render(request, "league/season_detail.html", context)


@login_required
@require_POST
def season_state(request, season_id: int):
    season = get_object_or_404(Season.objects.select_related("league"), pk=season_id)
    if request.POST.get("confirm") != "yes":  # §8.3: a season never moves back, so one slip would be for good
        messages.error(request, gettext("Tick the box to confirm: a season never moves back (§8.3)."))
        return redirect("season-detail", season_id=season.pk)
    return guard(request, f"/seasons/{season.pk}/", lambda: service.advance_season(
        by=request.user, season=season, state=request.POST.get("state", "")), success="Season moved on.")


@login_required
@require_POST
def season_enter(request, season_id: int):
    season = get_object_or_404(Season.objects.select_related("league"), pk=season_id)
    team = get_object_or_404(Team, pk=read_int(request.POST.get("team"), default=0))
    return guard(request, f"/seasons/{season.pk}/", lambda: service.enter_team(by=request.user, team=team, season=season),
                 success=f"{team} entered; the commissioner will accept it.")


@login_required
@require_POST
def entry_decide(request, entry_id: int):
    entry = get_object_or_404(SeasonEntry.objects.select_related("season__league", "team"), pk=entry_id)
    accept = request.POST.get("decision") == "accept"
    return guard(request, f"/seasons/{entry.season_id}/", lambda: service.decide_entry(by=request.user, entry=entry, accept=accept),
                 success=f"{entry.team} {'accepted' if accept else 'rejected'}.")


@login_required
@require_POST
def season_divisions(request, season_id: int):
    """By hand: one field per accepted team, `division_<team id>` = division name (blank: none)."""
    season = get_object_or_404(Season.objects.select_related("league"), pk=season_id)
    assignment = {}
    for key, value in request.POST.items():
        if key.startswith("division_") and read_int(key.removeprefix("division_")) is not None:
            assignment[int(key.removeprefix("division_"))] = value
    return guard(request, f"/seasons/{season.pk}/", lambda: service.set_divisions(
        by=request.user, season=season, assignment=assignment), success="Divisions saved.")


@login_required
@require_POST
def season_draw(request, season_id: int):
    season = get_object_or_404(Season.objects.select_related("league"), pk=season_id)
    count = read_int(request.POST.get("count"), default=0)
    return guard(request, f"/seasons/{season.pk}/", lambda: service.draw_divisions(by=request.user, season=season, count=count),
                 success="Divisions drawn from the helmet; the seed and the rolls are in the audit log.")


@login_required
def dashboard(request):
    return render(request, "league/dashboard.html", coach_dashboard(request.user))


