"""The pre-match sheet page: both coaches see the same figures; each buys their own inducements."""

from django import forms
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied, ValidationError
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.formats import number_format
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from games.dungeon_bowl.models import InducementPurchase
from games.dungeon_bowl.services import prematch as prematch_services
from league.models import Fixture


def _fixture(fixture_id: int) -> Fixture:
    return get_object_or_404(
        Fixture.objects.select_related("home__coach__user", "away__coach__user", "season__league", "round"), pk=fixture_id
    )


def _coachs_team(fx: Fixture, user, *, doing: str):
    side = fx.coach_side(user)
    if side is None:
        raise PermissionDenied(doing)
    return fx.home if side == "home" else fx.away


def inducement_form(fixture, team, data=None) -> forms.Form:
    form = forms.Form(data)
    for ind in prematch_services.inducements_for(fixture, team):
        form.fields[ind.key] = forms.IntegerField(
            min_value=0, max_value=ind.limit, initial=0, required=False,
            label=_("{name} (0-{limit}, {cost} gp each)").format(name=_(ind.name), limit=ind.limit, cost=number_format(ind.cost, force_grouping=True)),
            help_text=_(ind.text),  # the rule text, from games/dungeon_bowl/rules_names.py TEXTS
        )
    return form


def prematch(request, fixture_id: int):
    fx = _fixture(fixture_id)
    sheet = prematch_services.live_sheet(fx)
    purchases = list(InducementPurchase.objects.filter(sheet=sheet)) if sheet.pk else []
    side = fx.coach_side(request.user)
    nobody_bought = not (sheet.home_bought_at or sheet.away_bought_at)
    sides = []
    for name, team in (("home", fx.home), ("away", fx.away)):
        figures = sheet.side(name)
        options = prematch_services.journeyman_options(team, prematch_services.ruleset_of(fx))
        open_to_coach = side == name and fx.status == Fixture.Status.SCHEDULED
        sides.append({
            "name": name, "team": team, **figures,
            "journeyman_name": next((p.name for p in options if p.key == figures["journeyman_position"]), ""),
            # §5.2: the coach picks among several Lineman options, before either team buys (CTV sets Petty Cash)
            "journeyman_options": options if open_to_coach and figures["journeymen"] and len(options) > 1 and nobody_bought else (),
            "purchases": [p for p in purchases if p.team_id == team.pk],
            "form": inducement_form(fx, team) if open_to_coach and not figures["bought_at"] else None,
        })
    return render(request, "dungeon_bowl/prematch.html", {"fixture": fx, "sheet": sheet, "sides": sides})


@login_required
@require_POST
def buy(request, fixture_id: int):
    fx = _fixture(fixture_id)
    team = _coachs_team(fx, request.user, doing=_("Only the two coaches of this fixture buy inducements, each for their own team."))
    form = inducement_form(fx, team, request.POST)
    if not form.is_valid():
        for errors in form.errors.values():
            for e in errors:
                messages.error(request, e)
        return redirect("matches:prematch", fixture_id=fx.pk)
    try:
        prematch_services.buy_inducements(
            fixture=fx, team=team, user=request.user, purchases={k: v or 0 for k, v in form.cleaned_data.items()}
        )
        messages.success(request, _("Inducements bought."))
    except ValidationError as exc:
        for m in exc.messages:
            messages.error(request, m)
    return redirect("matches:prematch", fixture_id=fx.pk)


@login_required
@require_POST
def journeymen(request, fixture_id: int):
    fx = _fixture(fixture_id)
    team = _coachs_team(fx, request.user, doing=_("Only the two coaches of this fixture choose journeymen, each for their own team."))
    try:
        prematch_services.choose_journeymen(fixture=fx, team=team, user=request.user,
                                            position=request.POST.get("position", ""))
        messages.success(request, _("Journeymen chosen; the figures are worked out again."))
    except ValidationError as exc:
        for m in exc.messages:
            messages.error(request, m)
    return redirect("matches:prematch", fixture_id=fx.pk)
