"""Issue #23: every operation of the API has a summary and a description written for people (dugout/api_docs.py),
not a view's code comment; the words list no operation the API does not have."""

import re

from dugout.api_docs import OPERATIONS

CODE_WORDS = re.compile(r"RuleViolation|handle_exception|\bGET:|\bPOST:|POST /api|<id>|->|\bTODO\b")


def _operations(client):
    schema = client.get("/api/schema/?format=json").json()
    return {f"{method.upper()} {path}": op for path, ops in schema["paths"].items() for method, op in ops.items()
            if method in {"get", "post", "put", "patch", "delete"}}


def test_every_operation_has_a_summary_and_a_description_for_people(client):
    operations = _operations(client)
    missing = sorted(set(operations) - set(OPERATIONS))
    assert not missing, missing
    for key, op in operations.items():
        summary, description = op.get("summary", ""), op.get("description", "")
        assert summary and len(summary) <= 60 and not summary.endswith("."), (key, summary)
        assert description.endswith(".") and len(description) >= 20, (key, description)
        assert not CODE_WORDS.search(summary + " " + description), (key, summary, description)


def test_no_words_for_an_operation_that_does_not_exist(client):
    stale = sorted(set(OPERATIONS) - set(_operations(client)))
    assert not stale, stale


def test_the_old_code_comment_is_no_longer_the_description(client):
    """The league API's operations all said "Turn a service's RuleViolation into 400 ..." (the mixin's docstring)."""
    assert _operations(client)["GET /api/leagues/"]["description"] == str(OPERATIONS["GET /api/leagues/"][1])
