"""Rulesets are looked up by name; an unknown name says which names exist."""

import subprocess
import sys
from pathlib import Path

import pytest

import engine.rulesets


def test_dungeon_bowl_is_registered_and_built_once():
    assert "dungeon_bowl" in engine.rulesets.names()
    assert engine.rulesets.get("dungeon_bowl") is engine.rulesets.get("dungeon_bowl")


def test_unknown_ruleset_names_the_known_ones():
    with pytest.raises(KeyError, match="no ruleset named 'nuffle'.*dungeon_bowl"):
        engine.rulesets.get("nuffle")


def test_engine_imports_without_django_settings():
    code = "import os, sys; os.environ.pop('DJANGO_SETTINGS_MODULE', None); import engine, engine.rulesets, engine.campaign; " \
        "engine.rulesets.get('dungeon_bowl'); assert 'django' not in sys.modules"
    subprocess.run([sys.executable, "-c", code], check=True, cwd=Path(__file__).resolve().parents[3])
