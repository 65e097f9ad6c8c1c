from django.urls import include, path

from league.views import accounts

urlpatterns = [
    path("signup/", accounts.signup, name="signup"),
    path("profile/", accounts.profile, name="profile"),
    path("", include("django.contrib.auth.urls")),
]
