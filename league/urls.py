from django.urls import path

from league.views import home

urlpatterns = [
    path("", home.home, name="home"),
]
