"""The OpenAPI schema documents the API's error answers (README "API errors") on every operation: a
drf-spectacular post-processing hook adds the shared Errors schema and the status codes each operation can
answer, without replacing a response a view declared itself (its rule errors, its 409)."""

from __future__ import annotations

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
                "required": ["message"],
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


def document_errors(result, generator, request, public):
    result.setdefault("components", {}).setdefault("schemas", {})["Errors"] = ERRORS
    for path, operations in result.get("paths", {}).items():
        for method, operation in operations.items():
            if method not in WRITES | {"get", "head"}:
                continue
            codes = ["401", "403", "429"]
            if "{" in path:
                codes.append("404")
            if method in WRITES:
                codes += ["400", "413"]
            responses = operation.setdefault("responses", {})
            for code in codes:
                responses.setdefault(code, _answer(code))
    return result
