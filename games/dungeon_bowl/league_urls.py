"""The pages and API routes of Dungeon Bowl's campaign in the league (off-season, sponsors, teams),
mounted at the site root with the paths and URL names they had under league/."""

from django.urls import include, path

urlpatterns = [
    path("", include("games.dungeon_bowl.offseason.urls")),
    path("", include("games.dungeon_bowl.sponsors.urls")),
    path("", include("games.dungeon_bowl.teams.urls")),
    path("", include("games.dungeon_bowl.final.urls")),  # the 2494 Final (§10.2)
]
