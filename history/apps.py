from django.apps import AppConfig
from django.utils.translation import gettext_lazy


class HistoryConfig(AppConfig):
    """What a league remembers, for every game: team, league and season history, records, charts,
    calendar feeds, exports and imports. Reads league's rows and asks a game's app (league/games.py)
    for what only the game keeps (its players' points, its team values)."""

    name = "history"
    label = "history"
    verbose_name = gettext_lazy("History")
