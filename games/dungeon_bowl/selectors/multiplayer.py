"""The commissioner's dashboard line for multi-player Dungeon Bowl (§10.1)."""

from __future__ import annotations

from django.urls import reverse
from django.utils.translation import gettext as _

from league.models import League, Season

RULESET = "dungeon_bowl"


def commissioner_actions(league: League) -> list[dict]:
    """A Dungeon Bowl league in its Regular Season with three teams or more may arrange a multi-player friendly."""
    if league.ruleset != RULESET or league.teams.count() < 3:
        return []
    season = league.seasons.filter(state=Season.State.REGULAR_SEASON).order_by("-number").first()
    if season is None:
        return []
    return [{"text": _("%(league)s: arrange a multi-player match of three or four teams (§10.1)") % {"league": league},
             "url": reverse("multiplayer-arrange", args=[season.pk])}]
