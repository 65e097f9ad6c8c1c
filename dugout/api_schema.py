"""The OpenAPI schema documents the API's error answers (docs/api.md) on every operation: a drf-spectacular
post-processing hook adds the shared Errors schema and the status codes each operation can answer, gives every
declared error answer that schema, and sets each operation's summary and description from dugout/api_docs.py."""

from __future__ import annotations

import re

from dugout.api_docs import OPERATIONS

ERRORS = {
    "type": "object",
    "properties": {
        "errors": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {
                    "code": {"type": "string"},
                    "message": {"type": "string"},
                    "field": {"type": "string", "description": "The input field the error belongs to, if any."},
                    "rule": {"type": "string", "description": "The rulebook section a refused input breaks."},
                },
                "required": ["code", "message"],
            },
        }
    },
    "required": ["errors"],
}
DESCRIPTIONS = {
    "400": "Bad input or a broken rule; nothing changed.",
    "401": "No credentials, or a bad token.",
    "403": "Signed in, but not allowed (not the commissioner or the team's coach).",
    "404": "No such object.",
    "409": "The request conflicts with the object's current state; reload and try again.",
    "413": "The request body is too large.",
    "429": "Too many requests, or signing in is locked for a while (see Retry-After).",
}
WRITES = {"post", "put", "patch", "delete"}


def _answer(code: str) -> dict:
    return {"description": DESCRIPTIONS[code],
            "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Errors"}}}}


# A write answers 409 where the object's state can change under it: confirming, disputing or ruling a report.
CONFLICTS = re.compile(r"/(confirm|dispute|decide|rule|end/\{action\})/$")


def _codes(path: str, method: str) -> list[str]:
    codes = ["401", "403", "429"]
    if method in WRITES:
        codes += ["400", "404", "413"]  # a write's body names objects (teams, seasons...) that may not exist
        if CONFLICTS.search(path):
            codes.append("409")
    elif "{" in path:
        codes.append("404")
    return codes


def document_errors(result, generator, request, public):
    result.setdefault("components", {}).setdefault("schemas", {})["Errors"] = ERRORS
    for path, operations in result.get("paths", {}).items():
        for method, operation in operations.items():
            if method not in WRITES | {"get", "head"}:
                continue
            words = OPERATIONS.get(f"{method.upper()} {path}")
            if words:  # the words for people (dugout/api_docs.py), not the views' docstrings
                operation["summary"], operation["description"] = str(words[0]), str(words[1])
            responses = operation.setdefault("responses", {})
            for code in _codes(path, method):
                responses.setdefault(code, _answer(code))
            # Every error answer has the one shape, whatever a view declared for it (its own 400 serializer,
            # a 409 with a description only): keep the view's description, use the shared schema.
            for code, response in responses.items():
                if code.startswith("4"):
                    response["content"] = _answer(code)["content"]
                    response.setdefault("description", DESCRIPTIONS.get(code, ""))
    return result
