"""A fixture's result actions, shared by every game's pages: send or decide a report, confirm it, dispute it.

A game's views find the fixture (and check who may write) and say where its page is; these helpers read the
report, call the one result flow (matches/services/results.py) and redirect back. A broken rule, or the
flow's ValidationError, comes back as messages; PermissionDenied propagates (a 403).
"""

from __future__ import annotations

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.shortcuts import get_object_or_404
from django.utils.translation import gettext
from django.utils.translation import gettext as _

from league.services.errors import RuleViolation
from league.views._helpers import guard
from matches.models import ResultReport
from matches.services import results as result_flow


def run(request, action, success: str, fallback: str):
    """Call a service; a broken rule comes back as messages. PermissionDenied propagates (a 403)."""
    def checked():
        try:
            action()
        except ValidationError as error:  # the result flow's refusals read like the league's
            raise RuleViolation(*(("", m) for m in error.messages)) from None
    return guard(request, fallback, checked, success)


def show_form_errors(request, form, label=None) -> None:
    """Each field's errors as a message; `label(form, field)` names the field (default: its label)."""
    for field, errors in form.errors.items():
        if label is not None:
            where = label(form, field)
        else:
            where = form.fields[field].label if field in form.fields else _("report")
        messages.error(request, gettext("{where}: {errors}").format(where=where, errors=' '.join(errors)))


def record(request, fixture, *, decide: bool, sides, match, reason: str, sent: str, url: str):
    """Submit the report (a coach) or decide the result (a commissioner, when a report stands)."""
    report = ResultReport.objects.filter(fixture=fixture).first()
    if decide and report is not None:
        def action():
            result_flow.decide_result(report=report, user=request.user, reason=reason, sides=sides, match=match)
    else:
        def action():
            result_flow.submit_result(fixture=fixture, user=request.user, sides=sides, match=match, reason=reason)
    return run(request, action, _("Result recorded.") if decide else sent, url)


def confirm(request, fixture, url: str):
    report = get_object_or_404(ResultReport, fixture=fixture)
    return run(request, lambda: result_flow.confirm_result(report=report, user=request.user),
               _("Result confirmed."), url)


def dispute(request, fixture, *, disputed: str, url: str):
    report, reason = get_object_or_404(ResultReport, fixture=fixture), request.POST.get("reason", "")
    return run(request, lambda: result_flow.dispute_result(report=report, user=request.user, reason=reason),
               disputed, url)
