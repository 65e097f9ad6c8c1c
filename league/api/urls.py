"""The REST API's routes (DRF router); each resource registers its viewset here."""

from django.urls import path
from rest_framework.routers import DefaultRouter

from league.api.playoffs import BracketView

router = DefaultRouter()

urlpatterns = router.urls + [
    path("seasons/<int:season_id>/bracket/", BracketView.as_view(), name="api-bracket"),
]

# Schedule, standings and unplayed fixtures (schedule issue).
from league.api.schedule import urlpatterns as schedule_urlpatterns  # noqa: E402

urlpatterns += schedule_urlpatterns
