"""Exhibition play (§9): building a one-off match's (or a tournament's) team, and matches with no post-match sequence."""


def is_exhibition(league) -> bool:
    """Whether the league plays exhibition matches (§9): a Dungeon Bowl league with `exhibition_play` on. Its
    matches have no post-match sequence (§7.1, §9.7): casualties rolled in a match are discarded afterwards."""
    return league.ruleset == "dungeon_bowl" and bool(league.options.get("exhibition_play"))
