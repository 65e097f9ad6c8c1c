"""Dungeon Bowl's off-season (§8.10, §8.11): the rollover after the play-offs, each coach's re-draft,
and the next season opened with the re-drafted teams."""
