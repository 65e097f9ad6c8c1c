"""One error shape for the API (issue #23; docs/api.md):

    {"errors": [{"code": "...", "message": "...", "field": "...", "rule": "..."}]}

`field` only when the error belongs to one input field, `rule` only when the error is a broken rule of the
rulebook (its section, e.g. "§4.3"; the message names it too). Every API view raises and this handler answers:
DRF's own errors (401, 403, 404, 405, 406, 415, 429, malformed JSON 400, field validation 400), a service's
RuleViolation (400, one error per broken rule), Django's ValidationError (400) and StateConflict (409: the
request conflicts with the object's state, e.g. confirming a report already confirmed). No view builds an
error answer by hand.
"""

from __future__ import annotations

import re

from django.core.exceptions import ValidationError
from django.utils.translation import gettext, gettext_lazy
from rest_framework import exceptions, status
from rest_framework.exceptions import APIException
from rest_framework.views import exception_handler as drf_exception_handler

from league.services.errors import RuleViolation

NO_FIELD = {"detail", "non_field_errors", "__all__"}
# Django's get_object_or_404 says this in English only; the API says it in the request's language (the model's
# name stays English, like field names).
NO_MATCH = re.compile(r"^No (\w+) matches the given query\.$")
STATUS_CODES = {403: "permission_denied", 404: "not_found"}


class StateConflict(ValidationError):
    """A service's refusal because the object's state changed or forbids the step (the API answers 409);
    a ValidationError, so pages that show ValidationErrors show it too."""


class Conflict(APIException):
    status_code = status.HTTP_409_CONFLICT
    default_detail = gettext_lazy("The request conflicts with the current state; reload and try again.")
    default_code = "conflict"


class BrokenRules(APIException):
    """A service's RuleViolation as an API error: 400, one error per broken rule with its section."""

    status_code = status.HTTP_400_BAD_REQUEST
    default_code = "rule_violation"

    def __init__(self, violation: RuleViolation):
        super().__init__(violation.messages)
        self.errors = [{"code": "rule_violation", "message": message, **({"rule": rule} if rule else {})}
                       for (rule, _text), message in zip(violation.breaches, violation.messages, strict=True)]


def _flatten(data, codes, field: str | None = None) -> list[dict]:
    if isinstance(data, dict):
        out = []
        for key, value in data.items():
            sub = codes.get(key) if isinstance(codes, dict) else codes
            name = key if key not in NO_FIELD and field is None else (field if key in NO_FIELD else f"{field}.{key}")
            out += _flatten(value, sub, name)
        return out
    if isinstance(data, list):
        out = []
        for i, value in enumerate(data):
            sub = codes[i] if isinstance(codes, list) and i < len(codes) else codes
            out += _flatten(value, sub, field)
        return out
    message = str(data)
    if match := NO_MATCH.match(message):
        message = gettext("No %(model)s matches the given query.") % {"model": match.group(1)}
    error = {"code": str(codes) if isinstance(codes, str) else "invalid", "message": message}
    if field:
        error["field"] = field
    return [error]


def _as_api_exception(exc):
    """The service layer's refusals, in DRF's terms (anything else is left as it is)."""
    if isinstance(exc, RuleViolation):
        return BrokenRules(exc)
    if isinstance(exc, StateConflict):
        return Conflict(" ".join(exc.messages))
    if isinstance(exc, ValidationError):
        detail = exc.message_dict if hasattr(exc, "error_dict") else exc.messages
        return exceptions.ValidationError(detail)
    return exc


def exception_handler(exc, context):
    exc = _as_api_exception(exc)
    response = drf_exception_handler(exc, context)
    if response is None:
        return None
    if isinstance(exc, BrokenRules):
        response.data = {"errors": exc.errors}
        return response
    # Django's Http404 and PermissionDenied reach DRF's handler as they are: name them by their status.
    codes = exc.get_codes() if isinstance(exc, APIException) else STATUS_CODES.get(response.status_code, "error")
    response.data = {"errors": _flatten(response.data, codes)}
    return response
