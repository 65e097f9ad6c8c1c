"""Reading the API's one error shape (dugout/api_errors.py, docs/api.md) in tests."""


def messages(response) -> list[str]:
    """The messages of an error answer, after checking it has the shape: {"errors": [{"code", "message"...}]}."""
    errors = response.json()["errors"]
    assert all(isinstance(e, dict) and {"code", "message"} <= set(e) for e in errors), errors
    return [e["message"] for e in errors]
