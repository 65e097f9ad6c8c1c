"""The API's request throttles, with rates read from settings at each request (API_THROTTLE_RATES, from the
environment: API_THROTTLE_ANON, API_THROTTLE_USER; README "Configuration"). A rate of None turns one off."""

from django.conf import settings
from rest_framework.throttling import AnonRateThrottle, UserRateThrottle


class AnonThrottle(AnonRateThrottle):
    """Requests without credentials, per client address."""

    def get_rate(self):
        return settings.API_THROTTLE_RATES.get("anon")


class UserThrottle(UserRateThrottle):
    """Requests of a signed-in user (token or session), per user."""

    def get_rate(self):
        return settings.API_THROTTLE_RATES.get("user")
