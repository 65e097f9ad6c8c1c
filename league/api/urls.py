"""The REST API's routes (DRF router); each resource registers its viewset here."""

from rest_framework.routers import DefaultRouter

router = DefaultRouter()

urlpatterns = router.urls
