"""The pre-game draft and auction of a match (§27) — placeholder until the engine's auction lands."""

ACTIONS = ("open", "bid", "pass", "choose")
