"""One error shape for the API (issue #23; README "API errors"):

    {"errors": [{"code": "...", "message": "...", "field": "..."}]}

`field` only when the error belongs to one input field. DRF's own answers (401, 403, 404, 405, 406, 415,
429, malformed JSON 400, field validation 400) are reshaped here; the rule errors the views answer
themselves already use {"errors": [...]} (with "rule" and "message") and pass through unchanged.
409 answers a request that conflicts with the object's state (confirming a report already confirmed).
"""

from __future__ import annotations

import re

from django.core.exceptions import ValidationError
from django.utils.translation import gettext, gettext_lazy
from rest_framework import status
from rest_framework.exceptions import APIException
from rest_framework.views import exception_handler as drf_exception_handler

NO_FIELD = {"detail", "non_field_errors"}
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


def exception_handler(exc, context):
    response = drf_exception_handler(exc, context)
    if response is None:
        return None
    data = response.data
    if isinstance(data, dict) and "errors" in data:
        return response
    # Django's Http404 and PermissionDenied reach DRF's handler as they are: name them by their status.
    codes = exc.get_codes() if isinstance(exc, APIException) else STATUS_CODES.get(response.status_code, "error")
    response.data = {"errors": _flatten(data, codes)}
    return response
