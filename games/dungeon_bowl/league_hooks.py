"""How Dungeon Bowl's campaign joins the league core (league/games.py): the dashboard lines of its teams
and seasons, its off-season page after the play-offs, and a team's sponsor. Connected once by the app's ready()."""

from games.dungeon_bowl.offseason import selectors as offseason
from games.dungeon_bowl.offseason import tasks  # noqa: F401  (a worker learns the rollover task)
from games.dungeon_bowl.sponsors import selectors as sponsor_parts
from games.dungeon_bowl.sponsors import services as sponsors
from games.dungeon_bowl.teams import dashboard as teams
from games.dungeon_bowl.teams import selectors as team_parts
from games.dungeon_bowl.teams.missed_games import on_fixture_unplayed
from league.games import GamePages, fixture_unplayed, register_pages

RULESET = "dungeon_bowl"


def coach_actions(coach) -> list[dict]:
    return teams.coach_actions(coach, ruleset=RULESET) + offseason.coach_actions(coach)


def connect() -> None:
    fixture_unplayed.connect(on_fixture_unplayed, dispatch_uid="dungeon_bowl.missed_games")
    register_pages(RULESET, GamePages(
        player="player-detail", new_team="team-new", coach_actions=coach_actions, commissioner_actions=offseason.commissioner_actions, season_end="season-offseason",
        team_options=("sponsor",), check_team_options=sponsors.check_team_options,
        save_team_options=sponsors.save_team_options,
        team_form_part=("dungeon_bowl/sponsors/_team_form.html", sponsor_parts.team_form),
        team_sheet_part=("dungeon_bowl/teams/_team_sheet.html", team_parts.team_sheet),
    ))
