"""Reads for Blitz Bowl pages and API answers: the league table, Coach Rosters, finals and awards."""

from __future__ import annotations

from dataclasses import dataclass, field

from django.db.models import Q

from engine.blitz_bowl import awards as awards_rules
from engine.blitz_bowl.finals import Record
from engine.blitz_bowl.pairing import GAMES_EACH
from engine.blitz_bowl.terms import SEASON_STATES, TERMS
from league.models import BlitzBowlSettings, BlitzGame, CoachTrait, League, Season, Team

RULESET = "blitz_bowl"


def season_of(league: League) -> Season | None:
    """A Blitz Bowl league runs one season at a time: the latest."""
    return league.seasons.order_by("-number").first()


def settings_of(league: League) -> BlitzBowlSettings:
    settings, _ = BlitzBowlSettings.objects.get_or_create(league=league)
    return settings


@dataclass
class RosterLine:
    """A coach's totals over league games, as on the Coach Roster's "League totals" row (§18.3)."""

    team: Team
    games: int = 0
    wins: int = 0
    draws: int = 0
    losses: int = 0
    league_points: int = 0
    cards_claimed: int = 0
    injuries_caused: int = 0
    points_scored: int = 0
    points_conceded: int = 0
    awards: list[str] = field(default_factory=list)

    @property
    def coach(self):
        return self.team.coach

    @property
    def score_difference(self) -> int:
        return self.points_scored - self.points_conceded

    def record(self) -> Record:
        return Record(self.team.pk, self.league_points, self.score_difference, self.cards_claimed,
                      self.injuries_caused)


def league_games(season: Season):
    return season.blitz_games.filter(stage=BlitzGame.Stage.LEAGUE).select_related("home__coach__user",
                                                                                  "away__coach__user")


def table(season: Season) -> list[RosterLine]:
    """Every coach's league totals, best first (league points, then the seeding tie-breaks)."""
    teams = Team.objects.filter(league=season.league).select_related("coach__user")
    lines = {t.pk: RosterLine(t) for t in teams}
    for game in league_games(season).filter(status=BlitzGame.Status.PLAYED):
        for team_id in (game.home_id, game.away_id):
            line = lines.get(team_id)
            if line is None:
                continue
            own, other = game.score_of(team_id)
            tallies = game.tallies_of(team_id)
            line.games += 1
            line.league_points += game.league_points_of(team_id)
            line.wins += own > other
            line.draws += own == other
            line.losses += own < other
            line.cards_claimed += tallies["cards_claimed"]
            line.injuries_caused += tallies["injuries_caused"]
            line.points_scored += own
            line.points_conceded += other
    return sorted(lines.values(), key=lambda line: (*(-v for v in line.record().key()), line.team.name))


def awards(season: Season) -> list[dict]:
    """The four league awards (§18.7) with the coaches sharing each; ties share (docs/decisions.md)."""
    lines = table(season)
    by_team = {line.team.pk: line for line in lines}
    won = awards_rules.league_awards([line.record() for line in lines])
    return [{"award": award, "teams": [by_team[t].team for t in won[award.key]]} for award in awards_rules.AWARDS]


def coach_roster(team: Team, season: Season | None = None) -> dict:
    """The Coach Roster (§18.3): a row per league game, the league totals, and the Coach Traits."""
    season = season or season_of(team.league)
    rows = []
    if season is not None:
        games = league_games(season).filter(Q(home=team) | Q(away=team), status=BlitzGame.Status.PLAYED)
        for number, game in enumerate(games, start=1):
            own, other = game.score_of(team.pk)
            tallies = game.tallies_of(team.pk)
            rows.append({"number": number, "game": game, "opponent": game.opponent_of(team.pk),
                         "score": own, "opponent_score": other, "league_points": game.league_points_of(team.pk),
                         "cards_claimed": tallies["cards_claimed"], "injuries_caused": tallies["injuries_caused"]})
    totals = next((line for line in table(season) if line.team.pk == team.pk), RosterLine(team)) if season else None
    traits = list(CoachTrait.objects.filter(team=team, season=season).select_related("game")) if season else []
    upcoming = []
    if season is not None:
        upcoming = [g for g in season.blitz_games.exclude(status=BlitzGame.Status.PLAYED).select_related(
            "home__coach__user", "away__coach__user") if team.pk in (g.home_id, g.away_id)]
    return {"team": team, "season": season, "rows": rows, "totals": totals, "games_each": GAMES_EACH,
            "blank_rows": range(len(rows) + 1, GAMES_EACH + 1),  # the paper sheet's rows still to fill
            "traits": [t for t in traits if t.trait], "pending_traits": [t for t in traits if not t.trait],
            "upcoming": upcoming, "terms": TERMS}


def next_round_number(season: Season) -> int:
    """The number the next generated round of league games gets (arranged games have none)."""
    last = (season.blitz_games.filter(stage=BlitzGame.Stage.LEAGUE).exclude(round=None).order_by("-round")
            .values_list("round", flat=True).first())
    return (last or 0) + 1


def traits_usable_in(game: BlitzGame, team_id: int) -> list[CoachTrait]:
    """The Coach Traits a coach may use in this game: those earned after an earlier game (§18.8).

    A trait is earned by playing a game, so it can only have been in hand for games played after that
    one. Games count in the order they were paired or arranged (the rematch rule's order, §18.2), so a
    coach who reports an earlier game late cannot use a trait earned in a later one.
    """
    return list(CoachTrait.objects.filter(season_id=game.season_id, team_id=team_id, game_id__lt=game.pk)
                .exclude(trait="").order_by("id"))


def finals_games(season: Season):
    return season.blitz_games.exclude(stage=BlitzGame.Stage.LEAGUE).select_related("home", "away").order_by(
        "id")


def league_page(league: League) -> dict:
    season = season_of(league)
    games = list(season.blitz_games.select_related("home__coach__user", "away__coach__user")) if season else []
    rounds: dict = {}
    for game in games:
        if game.is_league_game:
            rounds.setdefault(game.round or 0, []).append(game)
    finals = [g for g in games if not g.is_league_game]
    closed = season is not None and season.state == Season.State.CLOSED
    final = next((g for g in finals if g.stage == BlitzGame.Stage.FINAL), None)
    return {
        "league": league, "season": season, "settings": settings_of(league), "terms": TERMS,
        "state_label": SEASON_STATES.get(season.state, "") if season else "",
        "table": table(season) if season else [],
        "rounds": sorted(rounds.items(), key=lambda kv: (kv[0] == 0, kv[0])),
        "finals": finals, "awards": awards(season) if closed else [],
        "league_winner": final.winner() if final and final.has_result else None,
        "games_each": GAMES_EACH,
        "next_round": next_round_number(season) if season else 1,
        "seeds": _seeds(league),
    }


def _seeds(league: League) -> list[Team]:
    ids = settings_of(league).seeds
    teams = Team.objects.in_bulk(ids)
    return [teams[i] for i in ids if i in teams]


def upcoming_for_coach(coach) -> list[BlitzGame]:
    """The coach's Blitz Bowl games still to play (for the dashboard)."""
    return list(BlitzGame.objects.filter(Q(home__coach=coach) | Q(away__coach=coach), status=BlitzGame.Status.SCHEDULED)
                .exclude(season__state=Season.State.CLOSED).select_related("home", "away"))


def actions_for_coach(coach) -> list[dict]:
    """What waits on this coach in Blitz Bowl leagues: reports to confirm, trait choices, disputes to decide."""
    actions = []
    reported = BlitzGame.objects.filter(Q(home__coach=coach) | Q(away__coach=coach), status=BlitzGame.Status.REPORTED)
    for game in reported.exclude(reported_by=coach).select_related("home", "away", "reported_by"):
        actions.append({"text": f"{game.reported_by} reported {game.home} v {game.away}: confirm or dispute it",
                        "url": game.get_absolute_url()})
    for trait in CoachTrait.objects.filter(team__coach=coach, trait="").select_related("team"):
        actions.append({"text": f"{trait.team}: your Coach Trait roll was a duplicate — choose a trait (§18.8)",
                        "url": f"/blitz/teams/{trait.team_id}/"})
    disputed = BlitzGame.objects.filter(season__league__commissioners=coach, status=BlitzGame.Status.DISPUTED)
    for game in disputed.select_related("home", "away"):
        actions.append({"text": f"Disputed Blitz Bowl report: {game.home} v {game.away} — decide it",
                        "url": game.get_absolute_url()})
    return actions
