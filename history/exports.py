"""A team's roster and a league's data as JSON, for printing elsewhere, backups or another tool.

The shapes carry a `format` name and version so an import can tell what it reads."""

from __future__ import annotations

from history.selectors import fixture_deadline
from league.models import Fixture, League, Player, Season, Team
from league.selectors.teams import team_totals

ROSTER_FORMAT = "dugout-roster/1"
LEAGUE_FORMAT = "dugout-league/1"


def _player(p: Player, position_name: str = "") -> dict:
    return {"number": p.number, "name": p.name, "position": p.position, "position_name": position_name,
            "ma": p.ma, "st": p.st, "ag": p.ag, "pa": p.pa, "av": p.av, "skills": list(p.skills),
            "spp": p.spp, "spp_earned": p.spp_earned, "niggling_injuries": p.niggling_injuries,
            "lasting_injuries": list(p.lasting_injuries), "miss_next_game": p.miss_next_game,
            "temporarily_retired": p.temporarily_retired, "journeyman": p.journeyman, "value": p.value}


def team_sheet(team_id: int) -> tuple[Team, list[Player], object]:
    """The roster sheet of any game's team: a game without a roster of positions shows the position as kept."""
    team = Team.objects.select_related("league", "coach__user").get(pk=team_id)
    players = list(team.roster_players().order_by("number"))
    roster = team.league.rules.rosters.get(team.roster)
    names = {p.key: p.name for p in roster.positions} if roster else {}
    for player in players:
        player.position_name = names.get(player.position, player.position)
    return team, players, team_totals(team, players)


def roster_json(team_id: int) -> dict:
    team, players, totals = team_sheet(team_id)
    return {
        "format": ROSTER_FORMAT, "team": team.name, "league": team.league.name, "game": team.league.ruleset,
        "roster": team.roster, "coach": str(team.coach), "treasury": totals.treasury, "rerolls": totals.rerolls,
        "team_value": totals.team_value, "current_team_value": totals.current_team_value,
        "players": [_player(p, getattr(p, "position_name", "")) for p in players],
    }


def league_json(league_id: int) -> dict:
    """Everything a league keeps in the core: settings, seasons, divisions, teams and players, fixtures with
    their sides. A fixed number of queries."""
    league = League.objects.get(pk=league_id)
    teams = list(Team.objects.filter(league=league).select_related("coach__user").prefetch_related("players"))
    seasons = list(Season.objects.filter(league=league).prefetch_related("divisions__teams", "entries"))
    fixtures = list(Fixture.objects.filter(season__league=league)
                    .select_related("round", "playoff_match").prefetch_related("sides").order_by("pk"))
    return {
        "format": LEAGUE_FORMAT, "name": league.name, "game": league.ruleset, "settings": league.options,
        "unplayed_policy": league.unplayed_policy, "round_length_days": league.round_length_days,
        "teams": [{"id": t.pk, "name": t.name, "coach": str(t.coach), "roster": t.roster, "treasury": t.treasury,
                   "players": [_player(p) | {"dead": p.dead, "fired": p.fired} for p in t.players.all()]}
                  for t in teams],
        "seasons": [{"number": s.number, "state": s.state,
                     "divisions": [{"name": d.name, "teams": sorted(t.pk for t in d.teams.all())}
                                   for d in s.divisions.all()],
                     "entries": [{"team": e.team_id, "state": e.state} for e in s.entries.all()]} for s in seasons],
        "fixtures": [{"id": f.pk, "season": next(s.number for s in seasons if s.pk == f.season_id), "kind": f.kind,
                      "round": f.round.number if f.round_id else f.round_number,
                      "deadline": d.isoformat() if (d := fixture_deadline(f)) else None,
                      "home": f.home_id, "away": f.away_id, "status": f.status, "outcome": f.outcome,
                      "finish": f.finish,
                      "sides": [{"team": s.team_id, "score": s.score, "result": s.result, "data": s.data}
                                for s in f.side_rows()]} for f in fixtures],
    }
