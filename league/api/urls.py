"""The REST API's routes (DRF router); each resource registers its viewset here."""

from rest_framework.routers import DefaultRouter

router = DefaultRouter()

urlpatterns = router.urls

# Schedule, standings and unplayed fixtures (schedule issue).
from league.api.schedule import urlpatterns as schedule_urlpatterns  # noqa: E402

urlpatterns += schedule_urlpatterns
