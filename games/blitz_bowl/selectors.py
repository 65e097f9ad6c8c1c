"""Reads for Blitz Bowl pages and API answers: the league table, Coach Rosters, finals and awards."""

from __future__ import annotations

from dataclasses import dataclass, field

from django.db.models import Q
from django.utils.translation import gettext

from engine.blitz_bowl import awards as awards_rules
from engine.blitz_bowl.finals import Record
from engine.blitz_bowl.pairing import GAMES_EACH
from engine.blitz_bowl.results import LEAGUE_POINTS
from engine.blitz_bowl.results import league_points as points_for
from engine.blitz_bowl.terms import SEASON_STATES, TERMS
from games.blitz_bowl.models import CoachTrait, FinalsSeeding
from league.models import Fixture, League, PlayoffMatch, Season, Team
from league.services.pairing import next_round_number

RULESET = "blitz_bowl"


def season_of(league: League) -> Season | None:
    """A Blitz Bowl league runs one season at a time: the latest."""
    return league.seasons.order_by("-number").first()


def seeding_of(season: Season | None) -> FinalsSeeding | None:
    return FinalsSeeding.objects.filter(season=season).first() if season else None


@dataclass
class Game:
    """A fixture as a Blitz Bowl page reads it: each side's tallies and score, and its report."""

    fixture: Fixture
    report: object | None = None  # its ResultReport, if one was sent

    def __getattr__(self, name):
        return getattr(self.fixture, name)

    @property
    def pk(self) -> int:
        return self.fixture.pk

    @property
    def stage(self) -> str:
        """The finals stage ("final", "semi_final"...), blank for a league game."""
        match = getattr(self.fixture, "playoff_match", None)
        return match.stage if match else ""

    @property
    def slot(self) -> int:
        match = getattr(self.fixture, "playoff_match", None)
        return match.slot if match else 0

    @property
    def is_league_game(self) -> bool:
        return self.fixture.kind == Fixture.Kind.LEAGUE

    @property
    def has_result(self) -> bool:
        return self.fixture.status == Fixture.Status.PLAYED

    def _side(self, team_id: int) -> dict:
        """The side's score and tallies: the result once final, else the report waiting for an answer."""
        if self.has_result:
            for side in self.fixture.sides.all():
                if side.team_id == team_id:
                    return {"score": side.score, **side.data}
        if self.report is not None:
            for side in self.report.sides:
                if side["team"] == team_id:
                    return {"score": side["score"], **side["data"]}
        return {}

    def score_of(self, team_id: int) -> tuple[int, int]:
        """(own score, opponent's score) for the team."""
        other = self.fixture.away_id if team_id == self.fixture.home_id else self.fixture.home_id
        return self._side(team_id).get("score", 0), self._side(other).get("score", 0)

    @property
    def home_score(self) -> int:
        return self.score_of(self.fixture.home_id)[0]

    @property
    def away_score(self) -> int:
        return self.score_of(self.fixture.away_id)[0]

    def tallies_of(self, team_id: int) -> dict:
        side = self._side(team_id)
        return {name: side.get(name, [] if name == "traits_used" else 0) for name in
                ("touchdowns", "cards_claimed", "card_points", "sweeps", "injuries_caused", "traits_used")}

    @property
    def ending(self) -> str:
        return (self.report.match or {}).get("ending", "") if self.report is not None else ""

    @property
    def end_game_rule(self) -> bool:
        return bool((self.report.match or {}).get("end_game_rule")) if self.report is not None else False

    @property
    def ending_name(self) -> str:
        return dict(ENDINGS).get(self.ending, "")

    @property
    def dispute_reason(self) -> str:
        return self.report.dispute_reason if self.report is not None else ""

    @property
    def confirmed_by(self):
        return self.report.confirmed_by if self.report is not None else None

    @property
    def resolved_unplayed(self) -> bool:
        """Not played by its deadline and resolved by the league's policy (a loss for both, a concession or
        the commissioner's decision): it counts as one of the coaches' 10 games, with no tallies."""
        return self.fixture.status == Fixture.Status.UNPLAYED and bool(self.fixture.outcome)

    def result_of(self, team_id: int) -> str:
        """"win", "draw" or "loss" for the team (§18.3)."""
        if self.resolved_unplayed:
            if self.fixture.outcome == Fixture.Outcome.DRAW:
                return "draw"
            return "win" if self.fixture.winner_id() == team_id else "loss"
        own, other = self.score_of(team_id)
        return "win" if own > other else "draw" if own == other else "loss"

    def league_points_of(self, team_id: int) -> int:
        """League points for the team (§18.3); finals give none (§18.4)."""
        if not self.is_league_game:
            return 0
        if self.resolved_unplayed:
            return LEAGUE_POINTS[self.result_of(team_id)]
        if not self.has_result:
            return 0
        return points_for(*self.score_of(team_id))

    def winner(self) -> Team | None:
        winner_id = self.fixture.winner_id()
        return None if winner_id is None else self.fixture.home if winner_id == self.fixture.home_id \
            else self.fixture.away

    def loser(self) -> Team | None:
        winner = self.winner()
        return None if winner is None else self.fixture.opponent_of(winner.pk)

    def stage_name(self) -> str:
        match = getattr(self.fixture, "playoff_match", None)
        return match.get_stage_display() if match else gettext("League game")

    def score_line(self) -> str:
        if self.resolved_unplayed:
            return self.fixture.note or self.fixture.get_status_display()
        if not self.has_result:
            return self.fixture.get_status_display()
        ending = self.ending_name
        return f"{self.home_score}–{self.away_score}" + (f" ({ending})" if ending else "")


ENDINGS = (("sudden_death", "Sudden Death (a 10-point lead)"), ("end_of_deck", "End of the Challenge deck"))


def games_of(fixtures) -> list[Game]:
    """The fixtures with their sides and reports, read in three queries."""
    fixtures = list(fixtures.select_related("home__coach__user", "away__coach__user", "result_report", "playoff_match")
                    .prefetch_related("sides"))
    return [Game(f, getattr(f, "result_report", None)) for f in fixtures]


def game(fixture: Fixture) -> Game:
    [one] = games_of(Fixture.objects.filter(pk=fixture.pk))
    return one


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


# League games that count on the Coach Roster: played, or resolved at their deadline (docs/decisions.md).
COUNTED = (Fixture.Status.PLAYED, Fixture.Status.UNPLAYED)


def league_games(season: Season):
    return season.fixtures.filter(kind=Fixture.Kind.LEAGUE).order_by("id")


def table(season: Season) -> list[RosterLine]:
    """Every coach's league totals, best first (league points, then the seeding tie-breaks)."""
    teams = Team.objects.filter(league=season.league).select_related("coach__user")
    lines = {t.pk: RosterLine(t) for t in teams}
    for game in games_of(league_games(season).filter(status__in=COUNTED)):
        for team_id in (game.home_id, game.away_id):
            line = lines.get(team_id)
            if line is None:
                continue
            own, other = game.score_of(team_id)
            tallies = game.tallies_of(team_id)
            result = game.result_of(team_id)
            line.games += 1
            line.league_points += game.league_points_of(team_id)
            line.wins += result == "win"
            line.draws += result == "draw"
            line.losses += result == "loss"
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
        games = games_of(league_games(season).filter(Q(home=team) | Q(away=team), status__in=COUNTED))
        for number, game in enumerate(games, start=1):
            own, other = game.score_of(team.pk)
            tallies = game.tallies_of(team.pk)
            rows.append({"number": number, "game": game, "opponent": game.opponent_of(team.pk),
                         "score": own, "opponent_score": other, "league_points": game.league_points_of(team.pk),
                         "cards_claimed": tallies["cards_claimed"], "injuries_caused": tallies["injuries_caused"]})
    totals = next((line for line in table(season) if line.team.pk == team.pk), RosterLine(team)) if season else None
    traits = list(CoachTrait.objects.filter(team=team, season=season).select_related("fixture")) if season else []
    upcoming = []
    if season is not None:
        upcoming = games_of(season.fixtures.filter(Q(home=team) | Q(away=team)).exclude(
            status__in=COUNTED).order_by("id"))
    return {"team": team, "season": season, "rows": rows, "totals": totals, "games_each": GAMES_EACH,
            "blank_rows": range(len(rows) + 1, GAMES_EACH + 1),  # the paper sheet's rows still to fill
            "traits": [t for t in traits if t.trait], "pending_traits": [t for t in traits if not t.trait],
            "upcoming": upcoming, "terms": TERMS}


def traits_usable_in(game: Fixture, team_id: int) -> list[CoachTrait]:
    """The Coach Traits a coach may use in this game: those earned after an earlier game (§18.8).

    A trait is earned by playing a game, so it can only have been in hand for games played after that
    one. Games count in the order they were paired or arranged (the rematch rule's order, §18.2), so a
    coach who reports an earlier game late cannot use a trait earned in a later one.
    """
    return list(CoachTrait.objects.filter(season_id=game.season_id, team_id=team_id, fixture_id__lt=game.pk)
                .exclude(trait="").order_by("id"))


def league_page(league: League) -> dict:
    season = season_of(league)
    games = games_of(season.fixtures.order_by("id")) if season else []
    rounds: dict = {}
    for game in games:
        if game.is_league_game:
            rounds.setdefault(game.round_number or 0, []).append(game)
    finals = [g for g in games if not g.is_league_game]
    closed = season is not None and season.state == Season.State.CLOSED
    final = next((g for g in finals if g.stage == PlayoffMatch.Stage.FINAL), None)
    return {
        "league": league, "season": season, "terms": TERMS,
        "state_label": SEASON_STATES.get(season.state, "") if season else "",
        "table": table(season) if season else [],
        "rounds": sorted(rounds.items(), key=lambda kv: (kv[0] == 0, kv[0])),
        "finals": finals, "awards": awards(season) if closed else [],
        "league_winner": final.winner() if final and final.has_result else None,
        "games_each": GAMES_EACH,
        "next_round": next_round_number(season) if season else 1,
        "seeds": seeds(season),
        "seeding": seeding_of(season),
    }


def seeds(season: Season | None) -> list[Team]:
    seeding = seeding_of(season)
    ids = seeding.seeds if seeding else []
    teams = Team.objects.in_bulk(ids)
    return [teams[i] for i in ids if i in teams]


def actions_for_coach(coach) -> list[dict]:
    """What waits on this coach in Blitz Bowl leagues and the core's dashboard does not know: a trait to
    choose after a duplicate roll. (Reports to answer and disputes to decide are the core's.)"""
    return [{"text": gettext("%(team)s: your Coach Trait roll was a duplicate — choose a trait (§18.8)") % {
                 "team": trait.team},
             "url": f"/blitz/teams/{trait.team_id}/"}
            for trait in CoachTrait.objects.filter(team__coach=coach, trait="").select_related("team")]
