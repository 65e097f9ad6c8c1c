"""Small helpers shared by the league views: show a service's broken rules, and read ints safely."""

from django.contrib import messages
from django.shortcuts import redirect

from league.services.errors import RuleViolation


def show_violation(request, error: RuleViolation) -> None:
    for message in error.messages:
        messages.error(request, message)


def back(request, fallback: str):
    """Redirect to the page the form was on (same site only), or to `fallback`."""
    target = request.POST.get("next") or fallback
    if not target.startswith("/") or target.startswith("//"):
        target = fallback
    return redirect(target)


def read_int(value, *, default=None):
    try:
        return int(str(value).strip())
    except (TypeError, ValueError):
        return default


def run(request, action, success: str = "") -> bool:
    """Run a service call; on a rule violation show its messages. True when it went through."""
    try:
        action()
    except RuleViolation as error:
        show_violation(request, error)
        return False
    if success:
        messages.success(request, success)
    return True


def guard(request, fallback: str, action, success: str = ""):
    """`run` the service call, then redirect back either way."""
    run(request, action, success)
    return back(request, fallback)
