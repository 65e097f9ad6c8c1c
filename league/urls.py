from django.urls import include, path

from league.views import home

urlpatterns = [
    path("", home.home, name="home"),
]

# Schedule, standings and unplayed fixtures (schedule issue).
urlpatterns += [path("", include("league.urls_schedule"))]
