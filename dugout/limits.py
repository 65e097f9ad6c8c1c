"""Limits on what a request to the API may send (issue #23): a body over API_MAX_BODY_BYTES answers JSON 413,
and a JSON body nested deeper than API_MAX_JSON_DEPTH answers JSON 400 (it used to raise RecursionError: 500)."""

from __future__ import annotations

from django.conf import settings
from django.http import JsonResponse
from django.utils.translation import gettext as _
from rest_framework.exceptions import ParseError
from rest_framework.parsers import JSONParser


def _error(code: str, message: str, status: int) -> JsonResponse:
    return JsonResponse({"errors": [{"code": code, "message": message}]}, status=status)


class ApiBodyLimitMiddleware:
    """Refuse an oversized API body before anything reads it (CSRF, parsers), as JSON."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        if request.path.startswith("/api/"):
            try:
                length = int(request.META.get("CONTENT_LENGTH") or 0)
            except ValueError:
                return _error("bad_request", _("Content-Length must be a number of bytes."), 400)
            limit = settings.API_MAX_BODY_BYTES
            if length > limit:
                return _error("body_too_large",
                              _("The request body is %(length)d bytes; the API accepts at most %(limit)d.")
                              % {"length": length, "limit": limit}, 413)
        return self.get_response(request)


def depth(value) -> int:
    """How deeply lists and objects nest in a parsed JSON value (iterative: no recursion limit)."""
    deepest, stack = 0, [(value, 1)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, dict):
            items = item.values()
        elif isinstance(item, list):
            items = item
        else:
            continue
        deepest = max(deepest, level)
        stack.extend((child, level + 1) for child in items)
    return deepest


class LimitedJSONParser(JSONParser):
    """DRF's JSON parser with a nesting limit; a body nested too deeply for Python's parser is a 400 too."""

    def parse(self, stream, media_type=None, parser_context=None):
        limit = settings.API_MAX_JSON_DEPTH
        message = _("The JSON body nests lists or objects deeper than %(limit)d levels.") % {"limit": limit}
        try:
            data = super().parse(stream, media_type, parser_context)
        except RecursionError:
            raise ParseError(message) from None
        if depth(data) > limit:
            raise ParseError(message)
        return data


