"""The AI coaches for Dungeon Bowl, seeded: the scripted coach (engine.ai.coach) and the search coach
(engine.ai.search, the "hard" AI). `make_bot(name, seed)` builds one by its name in BOTS; `base` is the game's
scripted coach (Blood Bowl 2016's ClassicCoach), which the search coach then extends."""

from engine.ai.coach import ScriptedCoach
from engine.ai.search import SearchCoach
from engine.match.bots import RandomBot

# The names a simulation may pick a coach by: easy, normal, hard.
BOTS = {"random": RandomBot, "scripted": ScriptedCoach, "search": SearchCoach}


def make_bot(name: str, seed, *, base=ScriptedCoach):
    if name == "search":
        return SearchCoach(seed, base=base)
    if name == "scripted":
        return base(seed)
    if name == "random":
        return RandomBot(seed)
    raise ValueError(f"no bot {name!r}; the bots are {', '.join(BOTS)}")


__all__ = ["BOTS", "RandomBot", "ScriptedCoach", "SearchCoach", "make_bot"]
