"""League, season and audit pages."""

from __future__ import annotations

from django.db.models import Prefetch
from django.urls import reverse

from league.games import pages_of
from league.models import AuditEntry, League, Player, Season, SeasonEntry
from league.selectors.audit import audit_lines
from league.selectors.teams import team_totals


def league_page(league_id: int) -> dict:
    league = League.objects.prefetch_related("commissioners__user").get(pk=league_id)
    # Team.roster_players(), for every team at once, with what the team's totals read only (TV and CTV, §4.8).
    on_roster = Player.objects.filter(dead=False, fired=False).only("team_id", "value", "miss_next_game",
                                                                    "temporarily_retired")
    # Lists (to_attr), not related managers: a manager per team costs a queryset clone each (issue #21).
    teams = list(league.teams.select_related("coach__user", "league").prefetch_related(
        Prefetch("rerolls", to_attr="rerolls_now"), Prefetch("players", queryset=on_roster, to_attr="roster_now")))
    for team in teams:
        team.totals = team_totals(team, team.roster_now, team.rerolls_now)
    return {
        "league": league,
        "seasons": list(league.seasons.all()),
        "teams": teams,
        "current_season": league.current_season(),
    }


def season_page(season_id: int) -> dict:
    season = Season.objects.select_related("league").get(pk=season_id)
    entries = list(season.entries.select_related("team__coach__user"))
    return {
        "season": season,
        "league": season.league,
        "entries": entries,
        "accepted": [e.team for e in entries if e.state == SeasonEntry.State.ACCEPTED],
        "pending": [e for e in entries if e.state == SeasonEntry.State.PENDING],
        "divisions": list(season.divisions.prefetch_related("teams")),
        "problems": season.division_problems(),
        "season_end_url": _season_end_url(season),
    }


def _season_end_url(season: Season) -> str:
    """The game's own page for what follows its play-offs (an off-season), if it has one."""
    name = pages_of(season.league.ruleset).season_end
    return reverse(name, args=[season.pk]) if name else ""


def audit_page(league_id: int) -> dict:
    league = League.objects.get(pk=league_id)
    entries = list(AuditEntry.objects.filter(league=league).select_related("actor__user")[:500])
    return {"league": league, "entries": entries, "lines": audit_lines(entries)}
