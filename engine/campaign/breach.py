"""engine.campaign's name for how a rule says no (defined in engine/breach.py, shared by every ruleset)."""

from engine.breach import RuleBreach, RuleError, gp

__all__ = ["RuleBreach", "RuleError", "gp"]
