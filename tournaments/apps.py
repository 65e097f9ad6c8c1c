from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class TournamentsConfig(AppConfig):
    """Tournaments beside leagues: a one-day or weekend event of any game, run as Swiss rounds, a round robin
    or a knock-out. A tournament is a core League (its game, teams, one season, one division) with a
    Tournament row for its format; its rounds are the core's rounds, its games core fixtures reported through
    the core's result flow, its knock-out the core's bracket. Pairing and tables: engine/tournament/."""

    name = "tournaments"
    verbose_name = _("Tournaments")
