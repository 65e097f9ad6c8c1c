"""The ruleset this app serves (engine/rulesets/blood_bowl_2016)."""

import engine.rulesets

RULESET = "blood_bowl_2016"


def ruleset():
    return engine.rulesets.get(RULESET)
