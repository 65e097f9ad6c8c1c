"""Blitz Bowl's own words for the league machinery (§18), shown on its pages and in its API.

The shared league model speaks of teams, matches and play-offs; a Blitz Bowl league has a Coach
Roster per coach, league games, finals and a League Winner.
"""

TERMS: dict[str, str] = {
    "ruleset": "Blitz Bowl",
    "roster": "Coach Roster",
    "game": "league game",
    "games": "league games",
    "round": "round",
    "points": "league points",
    "score": "points",
    "playoffs": "finals",
    "winner": "League Winner",
    "cards": "Challenge cards claimed",
    "injuries": "injuries caused",
    "traits": "Coach Traits",
    "team": "team chosen",
}

# Season states as a Blitz Bowl league names them.
SEASON_STATES: dict[str, str] = {
    "registration": "Coaches joining",
    "regular_season": "League games",
    "playoffs": "Finals",
    "off_season": "Finished",
    "closed": "Finished",
}
