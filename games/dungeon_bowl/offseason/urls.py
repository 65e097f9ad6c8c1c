"""The off-season's pages and API routes (paths and names as they were under league/)."""

from django.urls import path

from games.dungeon_bowl.offseason import api, views

urlpatterns = [
    path("seasons/<int:season_id>/offseason/", views.season_offseason, name="season-offseason"),
    path("seasons/<int:season_id>/offseason/start/", views.start, name="offseason-start"),
    path("seasons/<int:season_id>/offseason/open-next/", views.open_next, name="offseason-open-next"),
    path("seasons/<int:season_id>/start/", views.start_next, name="season-start"),
    path("redrafts/<int:redraft_id>/", views.redraft, name="redraft"),
    path("redrafts/<int:redraft_id>/leave/", views.leave, name="redraft-leave"),
    path("api/seasons/<int:season_id>/offseason/", api.OffSeasonView.as_view(), name="api-offseason"),
    path("api/seasons/<int:season_id>/offseason/open-next/", api.OpenNextSeasonView.as_view(),
         name="api-offseason-open-next"),
    path("api/seasons/<int:season_id>/start/", api.StartSeasonView.as_view(), name="api-season-start"),
    path("api/redrafts/<int:redraft_id>/", api.RedraftView.as_view(), name="api-redraft"),
    path("api/redrafts/<int:redraft_id>/leave/", api.LeaveView.as_view(), name="api-redraft-leave"),
]
