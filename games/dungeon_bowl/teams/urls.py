"""Team building, roster management and the player pages, at the paths and names they had under league/.
The API routes keep the names league's router gave them; each page's route is listed after its API twin of
the same name, so {% url %} gives the page."""

from django.urls import path

from games.dungeon_bowl.teams import api, players, views

urlpatterns = [
    path("api/teams/<int:pk>/hire/", api.HireView.as_view(), name="team-hire"),
    path("api/teams/<int:pk>/buy-reroll/", api.BuyRerollView.as_view(), name="team-buy-reroll"),
    path("api/players/<int:pk>/rename/", api.RenameView.as_view(), name="player-rename"),
    path("api/players/<int:pk>/fire/", api.FireView.as_view(), name="player-fire"),
    path("api/players/<int:pk>/retire/", api.RetireView.as_view(), name="player-retire"),
    path("api/players/<int:pk>/skill/", api.SkillView.as_view(), name="player-skill"),
    path("api/players/<int:pk>/correct/", api.CorrectPlayerView.as_view(), name="player-correct"),
    path("leagues/<int:league_id>/teams/new/", views.team_new, name="team-new"),
    path("teams/<int:team_id>/hire/", views.team_hire, name="team-hire"),
    path("teams/<int:team_id>/reroll/", views.team_buy_reroll, name="team-reroll"),
    path("players/<int:player_id>/", players.player_detail, name="player-detail"),
    path("players/<int:player_id>/rename/", players.player_rename, name="player-rename"),
    path("players/<int:player_id>/fire/", players.player_fire, name="player-fire"),
    path("players/<int:player_id>/retire/", players.player_retire, name="player-retire"),
    path("players/<int:player_id>/skill/", players.player_skill, name="player-skill"),
    path("players/<int:player_id>/correct/", players.player_correct, name="player-correct"),
]
