"""Issue #23: schemathesis over the live OpenAPI schema (docs/api.md "Fuzzing the API").

Every operation of /api/schema/ gets generated requests, sent in-process through the WSGI application to a
seeded database (the demo leagues: league/demo.py and the load_demo* commands), as a coach and as a
commissioner (token authentication). Each answer must not be a server error, must have a status code the
schema documents, and must match the schema's body for that status. Path parameters and id fields of the body
are drawn from the ids that exist (plus ids that do not), so requests reach real objects, not only 404s.

The budget is API_FUZZ_EXAMPLES generated cases per operation and actor (1 in `make test`: about 240 cases;
`make fuzz` runs 50: more than 5,000 per actor), with a fixed Hypothesis seed so a run is repeatable;
API_FUZZ_SEED changes the draw. API_FUZZ_DEMO=all loads every game's demo (make fuzz), otherwise the Dungeon
Bowl and Blitz Bowl demos only.
"""

from __future__ import annotations

import os
import re
from collections import Counter

import pytest
import schemathesis
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.core.signals import request_finished, request_started
from django.core.wsgi import get_wsgi_application
from django.db import close_old_connections
from hypothesis import HealthCheck, Phase, given, seed, settings
from hypothesis import strategies as st
from rest_framework.authtoken.models import Token
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import response_schema_conformance, status_code_conformance

from games.blitz_bowl.models import CoachTrait
from games.dungeon_bowl.models import MatchReport, Redraft
from league.models import Division, Fixture, League, Player, Round, Season, Team
from matches.models import ResultReport, SimulationBatch
from tournaments.models import Tournament

pytestmark = [pytest.mark.django_db, pytest.mark.slow]

EXAMPLES = int(os.environ.get("API_FUZZ_EXAMPLES", "1"))
SEED = int(os.environ.get("API_FUZZ_SEED", "23"))
DEMOS = {
    "core": ["load_demo", "load_demo_schedule", "load_demo_blitz"],
    "all": ["load_demo", "load_demo_schedule", "load_demo_postmatch", "load_demo_history", "load_demo_blitz",
            "load_demo_team_manager", "load_demo_kaosball", "load_demo_tournament", "load_demo_bb2016"],
}[os.environ.get("API_FUZZ_DEMO", "core")]
CHECKS = [not_a_server_error, status_code_conformance, response_schema_conformance]
# Operations that run a whole match engine per request: in `make test` their one case each would cost more than
# the rest together, so CI leaves them to `make fuzz` (which runs them like every other operation).
HEAVY = {"POST /api/seasons/{season_id}/simulations/", "POST /api/simulations/{batch_id}/retry/",
         "POST /api/kaosball/fixtures/{fixture_id}/simulate/", "POST /api/bb2016/fixtures/{fixture_id}/simulate/"}
MISSING = 987654

# Which rows a path parameter or an id field of the body names.
BY_NAME = {
    "league_id": League, "season_id": Season, "division_id": Division, "team_id": Team, "fixture_id": Fixture,
    "round_id": Round, "player_id": Player, "redraft_id": Redraft, "batch_id": SimulationBatch,
    "trait_id": CoachTrait, "tournament_id": Tournament,
    "league": League, "season": Season, "team": Team, "home": Team, "away": Team, "fixture": Fixture,
    "player": Player, "scorer": Player, "conceded_by": Team,
}
BY_PREFIX = {"leagues": League, "seasons": Season, "teams": Team, "players": Player, "divisions": Division}


def _model(path: str, name: str):
    if name == "report_id":
        return ResultReport if "/results/" in path else MatchReport
    if name == "id":
        return BY_PREFIX.get(path.split("/")[2])
    return BY_NAME.get(name)


def _ids(model) -> list[int]:
    return list(model.objects.order_by("pk").values_list("pk", flat=True)[:50]) if model else []


def _existing(data, path: str, name: str, value):
    """An id that exists (mostly), the generated value, or one that does not exist."""
    ids = _ids(_model(path, name))
    if not ids or not isinstance(value, int) or isinstance(value, bool):
        return value
    return data.draw(st.one_of(st.sampled_from(ids), st.sampled_from(ids), st.just(MISSING), st.just(value)))


@pytest.fixture
def one_connection():
    """Requests go straight to the WSGI application, whose request signals close the database connection after
    each answer (Django's test client turns that off): that would drop the test's transaction and its data."""
    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    yield
    request_started.connect(close_old_connections)
    request_finished.connect(close_old_connections)


@pytest.fixture
def seeded(one_connection):
    for command in DEMOS:
        call_command(command, stdout=open(os.devnull, "w"))
    commissioner = get_user_model().objects.get(username="commissioner")
    coach = get_user_model().objects.get(username="coach1")
    return {who: Token.objects.get_or_create(user=user)[0].key
            for who, user in (("commissioner", commissioner), ("coach", coach))}


def _fuzz(operation, token: str, failures: list, counts: Counter):
    path, label = operation.path, f"{operation.method.upper()} {operation.path}"

    @seed(SEED)
    @settings(max_examples=EXAMPLES, derandomize=False, database=None, deadline=None, phases=[Phase.generate],
              suppress_health_check=list(HealthCheck), report_multiple_bugs=False)
    @given(case=operation.as_strategy(), data=st.data())
    def run(case, data):
        for name, value in list((case.path_parameters or {}).items()):
            case.path_parameters[name] = _existing(data, path, name, value)
        if isinstance(case.body, dict):
            for name, value in list(case.body.items()):
                if name in BY_NAME:
                    case.body[name] = _existing(data, path, name, value)
        counts[label] += 1
        response = case.call(headers={"Authorization": f"Token {token}"})
        counts[response.status_code] += 1
        try:
            case.validate_response(response, checks=CHECKS)
        except (Exception, BaseExceptionGroup) as error:  # schemathesis's FailureGroup: the checks that failed, with a curl to replay
            failures.append(f"{label} -> {response.status_code}: {str(error)[:1500]}")
            raise

    try:
        run()
    except (Exception, BaseExceptionGroup) as error:  # every operation is fuzzed before the test reports
        if not failures or not failures[-1].startswith(label):  # not a check failure recorded above
            failures.append(f"{label}: {type(error).__name__}: {str(error)[:1500]}")


@pytest.mark.parametrize("actor", ["coach", "commissioner"])
def test_the_api_keeps_its_schema_under_generated_requests(seeded, actor, capsys):
    schema = schemathesis.openapi.from_wsgi("/api/schema/?format=json", get_wsgi_application())
    failures, counts = [], Counter()
    for result in schema.get_all_operations():
        operation = result.ok()
        label = f"{operation.method.upper()} {operation.path}"
        if EXAMPLES <= 1 and label in HEAVY:
            continue
        _fuzz(operation, seeded[actor], failures, counts)
    cases = sum(v for k, v in counts.items() if isinstance(k, str))
    statuses = {k: v for k, v in sorted(counts.items(), key=str) if isinstance(k, int)}
    with capsys.disabled():
        print(f"\nschemathesis as {actor}: {cases} cases over {sum(1 for k in counts if isinstance(k, str))} "
              f"operations; statuses {statuses}; {len(failures)} failures")
    assert not failures, "\n\n".join(failures)
    assert cases >= 100 and re.search(r"2\d\d", " ".join(map(str, statuses)))
