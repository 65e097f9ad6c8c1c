"""Sample team sheets for tests, the fuzz test and the benchmark (a plausible College roster shape)."""

from __future__ import annotations

from engine.match.sheets import PlayerSheet, TeamSheet
from engine.match.wizards import WIZARDS

_LINEUP = (
    # position, ma, st, ag, pa, av, skills
    ("Blitzer", 7, 3, 3, 4, 9, ("Block",)),
    ("Blitzer", 7, 3, 3, 4, 9, ("Block", "Tackle")),
    ("Catcher", 8, 2, 3, 5, 8, ("Catch", "Dodge")),
    ("Thrower", 6, 3, 3, 2, 9, ("Pass", "Sure Hands")),
    ("Big Guy", 4, 5, 5, 5, 10, ("Mighty Blow (+1)", "Thick Skull", "Stand Firm", "Loner (4+)", "Throw Team-Mate")),
    ("Runner", 7, 2, 3, 4, 7, ("Stunty", "Side Step", "Sprint", "Sure Feet", "Right Stuff")),
    ("Lineman", 6, 3, 3, 4, 9, ("Guard",)),
    ("Lineman", 6, 3, 3, 4, 9, ("Frenzy",)),
    ("Lineman", 6, 3, 3, 4, 9, ("Regeneration",)),
    ("Lineman", 6, 3, 3, 4, 9, ()),
    ("Lineman", 6, 3, 4, 4, 8, ()),
    ("Lineman", 6, 3, 3, 4, 9, ()),
)


def sample_team(team_id: str = "home", *, rerolls: int = 3, size: int = 12) -> TeamSheet:
    players = tuple(
        PlayerSheet(id=f"{team_id}-{n}", number=n, name=f"{team_id.title()} {pos} {n}", position=pos,
                    ma=ma, st=st, ag=ag, pa=pa, av=av, skills=skills)
        for n, (pos, ma, st, ag, pa, av, skills) in enumerate(_LINEUP[:size], start=1)
    )
    return TeamSheet(id=team_id, name=f"{team_id.title()} College", rerolls=rerolls, players=players,
                     inducements={"bribes": 1})


FUZZ_SKILLS = ("Block", "Dodge", "Sure Hands", "Catch", "Pass", "Tackle", "Thick Skull", "Mighty Blow (+1)",
               "Guard", "Stand Firm", "Frenzy", "Regeneration", "Stunty", "Loner (4+)", "Sure Feet", "Side Step",
               "Sprint")


def random_team(seed, team_id: str = "home") -> TeamSheet:
    """A random but plausible team (11-16 players, random profiles and skills) for fuzzing."""
    import random

    rng = random.Random(f"team:{seed}:{team_id}")
    players = []
    for n in range(1, rng.randint(11, 16) + 1):
        st = rng.choice((2, 3, 3, 3, 4, 5))
        skills = tuple(rng.sample(FUZZ_SKILLS, rng.randint(0, 3)))
        if st >= 5 and rng.random() < 0.5:
            skills += ("Throw Team-Mate",)
        if st <= 3 and rng.random() < 0.2:
            skills += ("Right Stuff",)
        players.append(PlayerSheet(id=f"{team_id}-{n}", number=n, name=f"{team_id} {n}", position="Fuzz",
                                   ma=rng.randint(2, 9), st=st, ag=rng.randint(1, 6),
                                   pa=rng.choice((None, 2, 3, 4, 5, 6)), av=rng.randint(6, 11), skills=skills,
                                   niggling_injuries=rng.choice((0, 0, 0, 1))))
    inducements = {"bribes": rng.randint(0, 3), "extra_team_training": rng.randint(0, 2)}
    if rng.random() < 0.8:
        inducements[rng.choice(sorted(WIZARDS))] = 1
    return TeamSheet(id=team_id, name=f"Fuzz {team_id}", rerolls=rng.randint(0, 8), players=tuple(players),
                     inducements=inducements)
