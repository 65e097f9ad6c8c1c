# Dugout: `make run` serves the site with a demo league; `make test` runs the whole suite.
# Both set up everything on a fresh machine (virtualenv, dependencies, database).

PYTHON ?= python3.11
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
export DEBUG ?= true

.PHONY: run test bench lint migrate demo worker beat browsers clean messages messages-extract

$(PY):
	$(PYTHON) -m venv $(VENV)

$(STAMP): requirements/base.txt requirements/dev.txt | $(PY)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -r requirements/dev.txt
	touch $(STAMP)

migrate: $(STAMP)
	$(PY) manage.py migrate --noinput

# Translations (docs/i18n.md): the .po catalogues are committed; their compiled .mo files are built here.
# Both need GNU gettext (apt-get install -y gettext).
messages: $(STAMP)
	$(PY) -m dugout.catalogues compile

# After marking new strings: update every app's it and hu catalogues, then translate the new entries.
messages-extract: $(STAMP)
	$(PY) -m dugout.catalogues extract

# The demo: a league with real rosters, a schedule with played and post-processed fixtures,
# and a finished season with its play-offs and rollover. Each command is idempotent.
DEMO_COMMANDS := load_demo load_demo_schedule load_demo_postmatch load_demo_history load_demo_blitz
DEMO_COMMANDS += load_demo_team_manager
DEMO_COMMANDS += load_demo_kaosball
DEMO_COMMANDS += load_demo_tournament
DEMO_COMMANDS += load_demo_bb2016

demo: migrate messages
	@for cmd in $(DEMO_COMMANDS); do $(PY) manage.py $$cmd || exit 1; done

run: demo
	$(PY) manage.py runserver 127.0.0.1:8000

# Two processes (pytest-xdist): the machine's two cores; each has its own test database and Celery queue.
# worksteal: a process that runs out of tests takes the other's queued ones. With the default (load) one
# process was handed the browser and worker tests in its last batches and ran for twice as long as the other.
PYTEST_ARGS ?=
test: $(STAMP) messages
	$(PY) -m pytest -n 2 --dist worksteal $(PYTEST_ARGS)

# The bench scripts, then the engine fuzzers at full size (1,000 seeded matches each; `make test` plays 300).
# Every script in bench/ prints its figures, but ladder_compare.py: a tool that reads two ladder runs' output.
BENCH_SCRIPTS := $(filter-out bench/ladder_compare.py,$(sort $(wildcard bench/*.py)))
bench: $(STAMP)
	@for script in $(BENCH_SCRIPTS); do echo "== $$script"; $(PY) $$script || exit 1; done
	FUZZ_MATCHES=1000 $(PY) -m pytest -q -p no:xdist tests/engine/match/test_fuzz.py tests/engine/blood_bowl_2016/test_fuzz_and_bots.py

lint: $(STAMP)
	$(PY) -m ruff check .

worker: $(STAMP)
	$(VENV)/bin/celery -A dugout worker -l INFO

beat: $(STAMP)
	$(VENV)/bin/celery -A dugout beat -l INFO

clean:
	rm -rf $(VENV) var staticfiles

# schemathesis over the API's OpenAPI schema (tests/dugout/test_api_fuzz.py; docs/api.md "Fuzzing the API"):
# every game's demo loaded, 50 generated cases per operation as a coach and as a commissioner (over 5,000 each).
# `make test` runs the same test with 1 case per operation. API_FUZZ_SEED=<n> draws other cases.
.PHONY: fuzz
API_FUZZ_EXAMPLES ?= 50
fuzz: $(STAMP)
	API_FUZZ_EXAMPLES=$(API_FUZZ_EXAMPLES) API_FUZZ_DEMO=all $(PY) -m pytest -n 2 -s tests/dugout/test_api_fuzz.py
