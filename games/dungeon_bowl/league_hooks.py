"""How Dungeon Bowl's campaign joins the league core (league/games.py): its team, player and new-team pages,
a team's sponsor, the dashboard lines of its teams and seasons, the off-season after the play-offs, the
prizes when a bracket completes, and MNG players released by a fixture nobody played. Connected once by the
app's ready()."""

from games.dungeon_bowl import history as game_history
from games.dungeon_bowl.final import selectors as final
from games.dungeon_bowl.final import services as _final  # noqa: F401  (a worker learns its Celery task)
from games.dungeon_bowl.offseason import selectors as offseason
from games.dungeon_bowl.offseason import services as _rollover  # noqa: F401  (a worker learns its Celery task)
from games.dungeon_bowl.playoffs.prizes import on_bracket_completed
from games.dungeon_bowl.selectors import multiplayer
from games.dungeon_bowl.sponsors import services as sponsors
from games.dungeon_bowl.teams import dashboard as teams
from games.dungeon_bowl.teams import selectors as team_parts
from games.dungeon_bowl.teams import services as roster
from games.dungeon_bowl.teams.missed_games import on_fixture_unplayed
from league.games import GamePages, bracket_completed, fixture_unplayed, register_pages

RULESET = "dungeon_bowl"


def coach_actions(coach) -> list[dict]:
    return teams.coach_actions(coach, ruleset=RULESET) + offseason.coach_actions(coach) + final.coach_actions(coach)


def commissioner_actions(league) -> list[dict]:
    return offseason.commissioner_actions(league) + final.commissioner_actions(league) \
        + multiplayer.commissioner_actions(league)  # §10.1


def connect() -> None:
    fixture_unplayed.connect(on_fixture_unplayed, dispatch_uid="dungeon_bowl.missed_games")
    bracket_completed.connect(on_bracket_completed, dispatch_uid="dungeon_bowl.prizes")
    register_pages(RULESET, GamePages(
        player="player-detail", new_team="team-new",
        roster_actions={"take_chosen_skill": roster.take_chosen_skill, "temporarily_retire": roster.temporarily_retire,
                        "fire_player": roster.fire_player}, coach_actions=coach_actions, commissioner_actions=commissioner_actions, season_end="season-offseason",
        team_options=("sponsor",), check_team_options=sponsors.check_team_options,
        save_team_options=sponsors.save_team_options,
        team_sheet_part=("dungeon_bowl/teams/_team_sheet.html", team_parts.team_sheet),
    ))
    register_pages(RULESET, GamePages(history=game_history.HISTORY))  # SPP and TV for the history pages
