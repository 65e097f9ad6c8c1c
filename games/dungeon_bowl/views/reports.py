"""Dungeon Bowl's fixture page and its match report flow: submit, confirm, dispute, the commissioner's decision.

The page is served at the core's matches:fixture (registered in games/dungeon_bowl/hooks.py), the report
routes in the core's "matches" namespace, so every path and name is what it was."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied, ValidationError
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from games.dungeon_bowl.forms import ReportForm
from games.dungeon_bowl.models import MatchReport
from games.dungeon_bowl.selectors.fixture import fixture_page
from games.dungeon_bowl.services import reports as report_services
from league.models import Fixture


def _fixture(fixture_id: int) -> Fixture:
    return get_object_or_404(
        Fixture.objects.select_related("home__coach__user", "away__coach__user", "season__league", "round", "conceded_by"),
        pk=fixture_id,
    )


def fixture(request, fx: Fixture):
    """The core's fixture view hands a Dungeon Bowl fixture here (matches/hooks.py MatchPages.fixture)."""
    return render(request, "dungeon_bowl/fixture.html", fixture_page(fx, request.user))


def _fail(request, exc: ValidationError) -> None:
    for message in exc.messages:
        messages.error(request, message)


@login_required
def submit(request, fixture_id: int):
    fx = _fixture(fixture_id)
    if fx.coach_side(request.user) is None and not fx.season.league.is_commissioner(request.user):
        raise PermissionDenied(_("Only the two coaches of this fixture, or a commissioner, may report it."))
    if fixture_page(fx, request.user)["multiplayer"]:  # §10.1: three or four teams are reported with placings
        return redirect("matches:report-placings", fixture_id=fx.pk)
    if request.method == "GET" and not fixture_page(fx, request.user)["can_report"]:
        messages.info(request, report_services.ALREADY_REPORTED if fx.status != Fixture.Status.SCHEDULED else _("This fixture cannot be reported now."))
        return redirect("matches:fixture", fixture_id=fx.pk)
    form = ReportForm(request.POST or None, fixture=fx)
    if request.method == "POST" and form.is_valid():
        try:
            report = report_services.submit_report(fixture=fx, user=request.user, data=form.to_data())
        except ValidationError as exc:
            for message in exc.messages:
                form.add_error(None, message)
        else:
            if report.status == MatchReport.Status.CONFIRMED:
                messages.success(request, _("Report recorded as final (commissioner)."))
            else:
                messages.success(request, _("Report sent. {team} confirms or disputes it.").format(
                    team=fx.opponent_of(_own_team_id(fx, request.user))))
            return redirect("matches:fixture", fixture_id=fx.pk)
    return render(request, "dungeon_bowl/report_form.html", {"fixture": fx, "form": form, "headers": ReportForm.headers(), "deciding": False})


def _own_team_id(fx: Fixture, user) -> int:
    return fx.home_id if fx.coach_side(user) == "home" else fx.away_id


@login_required
@require_POST
def confirm(request, report_id: int):
    report = get_object_or_404(MatchReport, pk=report_id)
    try:
        report_services.confirm_report(report=report, user=request.user)
        messages.success(request, _("Report confirmed and saved: the result is final; the post-match results will follow shortly."))
    except ValidationError as exc:
        _fail(request, exc)
    return redirect("matches:fixture", fixture_id=report.fixture_id)


@login_required
@require_POST
def dispute(request, report_id: int):
    report = get_object_or_404(MatchReport, pk=report_id)
    try:
        report_services.dispute_report(report=report, user=request.user, reason=request.POST.get("reason", ""))
        messages.success(request, _("Report disputed: the commissioner will decide."))
    except ValidationError as exc:
        _fail(request, exc)
    return redirect("matches:fixture", fixture_id=report.fixture_id)


@login_required
def decide(request, report_id: int):
    """The commissioner reviews a report, corrects it if needed, and makes it final (audited)."""
    report = get_object_or_404(MatchReport.objects.select_related("fixture"), pk=report_id)
    fx = _fixture(report.fixture_id)
    if not fx.season.league.is_commissioner(request.user):
        raise PermissionDenied(_("Only a commissioner decides a report."))
    form = ReportForm(request.POST or None, fixture=fx, report=report)
    reason = request.POST.get("reason", "")
    if request.method == "POST" and form.is_valid():
        if not reason.strip():
            form.add_error(None, "Give a reason for your decision; it is shown on the audit page.")
        else:
            try:
                report_services.commissioner_decide(report=report, user=request.user, reason=reason, data=form.to_data())
                messages.success(request, _("Decision recorded; the result is final."))
                return redirect("matches:fixture", fixture_id=fx.pk)
            except ValidationError as exc:
                for message in exc.messages:
                    form.add_error(None, message)
    return render(request, "dungeon_bowl/report_form.html", {
        "fixture": fx, "form": form, "headers": ReportForm.headers(), "deciding": True, "report": report, "reason": reason,
    })
