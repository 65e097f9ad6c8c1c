"""Blitz Bowl leagues (rules/blitz-bowl.md §18): joining, pairings, game reports, traits, finals.

Every function is keyword-only, checks who may do it first (league/permissions.py), checks the
rules with engine.blitz_bowl, and changes nothing when either says no. Games are core fixtures and
are reported like every game's (matches/services/results.py: one coach reports, another confirms or
disputes, a commissioner rules, audited); `report_sides` turns a Blitz Bowl report into that flow's
sides, and `result_recorded` is what happens here once a result is final (games/blitz_bowl/hooks.py).
"""

from __future__ import annotations

import secrets
from datetime import timedelta

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from engine.blitz_bowl import finals as finals_rules
from engine.blitz_bowl import pairing
from engine.blitz_bowl import traits as traits_rules
from engine.blitz_bowl.teams import TEAMS, team_named
from engine.dice import Dice
from games.blitz_bowl.models import CoachTrait, FinalsSeeding
from games.blitz_bowl.selectors import RULESET, season_of, table
from league import events
from league.models import Division, Fixture, League, Round, Season, Team
from league.permissions import require_coach, require_commissioner, require_team_coach
from league.services import pairing as pairing_service
from league.services.errors import RuleViolation
from league.services.errors import check as check_breaches
from league.services.playoffs import Entry, create_bracket

Status = Fixture.Status


def _no(rule: str, message: str) -> RuleViolation:
    return RuleViolation((rule, message))


def _blitz_season(league: League, *states: str) -> Season:
    if league.ruleset != RULESET:
        raise _no("", f"{league} plays {league.get_ruleset_display()}, not Blitz Bowl")
    season = season_of(league)
    if season is None:
        season = Season.objects.create(league=league, number=1)
    if states and season.state not in states:
        wanted = " or ".join(str(Season.State(s).label) for s in states)
        raise _no("§18", f"{league} is in '{season.get_state_display()}'; this needs '{wanted}'")
    return season


def _lock(season: Season) -> Season:
    """Serialise writes to one league's games (pairings read the games so far); the state is checked
    again under the lock, so two clicks on "start the finals" never draw them twice."""
    state = season.state
    season = Season.objects.select_for_update().get(pk=season.pk)
    if season.state != state:
        raise _no("§18", f"{season.league} has just moved to '{season.get_state_display()}'; reload the page")
    return season


# ---- the league ------------------------------------------------------------------------------------

# What a game not played by its deadline becomes (the rulebook is silent, docs/decisions.md): the core's
# "rulebook" reading (a loss for both unless one coach conceded, then the other wins) or the commissioner's
# decision. Blitz Bowl has no match engine, so the core's "simulate" policy is not offered.
UNPLAYED_POLICIES = (League.UnplayedPolicy.RULEBOOK, League.UnplayedPolicy.COMMISSIONER)
DIVISION = "League games"


def _deadline_breaches(unplayed_policy, round_length_days) -> None:
    if unplayed_policy is not None and unplayed_policy not in UNPLAYED_POLICIES:
        raise _no("§18.2", _("a Blitz Bowl league resolves a game not played by its deadline by the rulebook "
                             "reading (a loss for both unless one coach conceded) or by its commissioner; "
                             "Blitz Bowl has no match engine to simulate it"))
    if round_length_days is not None and not 1 <= int(round_length_days) <= 60:
        raise _no("§18.2", _("a round's deadline is 1 to 60 days after it is paired"))


@transaction.atomic
def create_league(*, by, name: str, quarter_finals: bool = False, unplayed_policy: str | None = None,
                  round_length_days: int | None = None) -> League:
    require_coach(by)
    name = (name or "").strip()
    if not name:
        raise _no("", "A league needs a name.")
    unplayed_policy = unplayed_policy or League.UnplayedPolicy.RULEBOOK
    round_length_days = round_length_days or 7
    _deadline_breaches(unplayed_policy, round_length_days)
    league = League.objects.create(name=name, ruleset=RULESET, settings={"quarter_finals": bool(quarter_finals)},
                                   unplayed_policy=unplayed_policy, round_length_days=int(round_length_days))
    league.commissioners.add(by.coach)
    Season.objects.create(league=league, number=1)
    return league


@transaction.atomic
def update_settings(*, by, league: League, quarter_finals: bool, unplayed_policy: str | None = None,
                    round_length_days: int | None = None, unconfirmed_report_policy: str | None = None) -> League:
    require_commissioner(by, league)
    _blitz_season(league, Season.State.REGISTRATION, Season.State.REGULAR_SEASON)
    _deadline_breaches(unplayed_policy, round_length_days)
    if unconfirmed_report_policy is not None and unconfirmed_report_policy not in League.UnconfirmedReportPolicy.values:
        raise _no("§18.2", _("a report nobody confirmed by the deadline is accepted or goes to the commissioner"))
    league.settings = {**league.options, "quarter_finals": bool(quarter_finals)}
    fields = ["settings"]
    if unplayed_policy is not None:
        league.unplayed_policy = unplayed_policy
        fields.append("unplayed_policy")
    if round_length_days is not None:
        league.round_length_days = int(round_length_days)
        fields.append("round_length_days")
    if unconfirmed_report_policy is not None:  # docs/decisions.md, "Reports nobody confirms"
        league.unconfirmed_report_policy = unconfirmed_report_policy
        fields.append("unconfirmed_report_policy")
    league.save(update_fields=fields)
    return league


@transaction.atomic
def join_league(*, by, league: League, team_name: str, team_chosen: str) -> Team:
    """A coach joins with the team they chose (the Coach Roster's header, §18.3)."""
    require_coach(by)
    _blitz_season(league, Season.State.REGISTRATION)
    team_name, team_chosen = (team_name or "").strip(), (team_chosen or "").strip()
    if not team_name or not team_chosen:
        raise _no("§18.1", "Each coach needs a team: give its name and the team chosen (e.g. Dwarfs).")
    chosen = team_named(team_chosen)
    if chosen is None:
        raise _no("§18.1", _("There is no Blitz Bowl team %(team)r; choose one of %(teams)s.")
                  % {"team": team_chosen, "teams": ", ".join(TEAMS)})
    if Team.objects.filter(league=league, coach=by.coach).exists():
        raise _no("§18.1", "You already have a team in this league; a coach plays one team.")
    if Team.objects.filter(league=league, name__iexact=team_name).exists():
        raise _no("", f"A team called {team_name} is already in {league}.")
    return Team.objects.create(league=league, coach=by.coach, name=team_name, roster=chosen)


@transaction.atomic
def start_league_games(*, by, league: League) -> Season:
    require_commissioner(by, league)
    season = _lock(_blitz_season(league, Season.State.REGISTRATION))
    breach = pairing.league_size_breach(league.teams.values_list("pk", flat=True))
    if breach:
        raise RuleViolation(breach)
    season.state = Season.State.REGULAR_SEASON
    season.save(update_fields=["state"])
    return season


# ---- pairings (§18.2) ------------------------------------------------------------------------------

@transaction.atomic
def generate_round(*, by, league: League, round_number: int | None = None, now=None) -> list[Fixture]:
    """The next round, planned so every coach reaches 10 games (§18.2): the core's pairing service. The round
    gets a deadline (the league's round length): the core's deadline check resolves its games left unplayed by
    the league's policy, so one absent coach does not stall the league (docs/decisions.md)."""
    season = _blitz_season(league)
    games = pairing_service.pair_next_round(by=by, season=season, round_number=round_number)
    if games:
        division = Division.objects.get_or_create(season=season, name=DIVISION)[0]
        division.teams.add(*league.teams.all())
        deadline = (now or timezone.now()) + timedelta(days=league.round_length_days)
        rnd = Round.objects.create(division=division, number=games[0].round_number, deadline=deadline)
        Fixture.objects.filter(pk__in=[g.pk for g in games]).update(round=rnd)
        for game in games:
            game.round = rnd
    return games


@transaction.atomic
def arrange_game(*, by, league: League, home: Team, away: Team) -> Fixture:
    """Two coaches arrange a league game themselves (or the commissioner does); §18.2 still applies."""
    return pairing_service.arrange_league_game(by=by, season=_blitz_season(league), home=home, away=away)


# ---- results -----------------------------------------------------------------------------------------

def _held(season: Season, team_id: int) -> set[str]:
    """Every trait the coach holds now (for rolling and choosing; a report uses traits_usable_in)."""
    return set(CoachTrait.objects.filter(season=season, team_id=team_id).exclude(trait="")
               .values_list("trait", flat=True))


def report_sides(fixture: Fixture, *, home: dict, away: dict) -> list[dict]:
    """A Blitz Bowl report (each coach's tallies and traits used) as the result flow's sides."""
    return [{"team": fixture.home_id, "data": dict(home)}, {"team": fixture.away_id, "data": dict(away)}]


def match_of(*, ending: str, end_game_rule: bool = False) -> dict:
    return {"ending": ending, "end_game_rule": bool(end_game_rule)}


def result_recorded(*, fixture: Fixture, dice: Dice | None = None) -> None:
    """A result is final (sent once per result by the flow): clear the used-trait marks, then roll for
    traits after a league game (§18.8)."""
    # One result at a time per league: two confirmations at once must both see each other's games
    # (the last quarter-final makes the semi-finals) and each other's new traits (no trait twice).
    season = Season.objects.select_for_update().get(pk=fixture.season_id)
    # Traits used are written in again before the next game (§18.8): clear both coaches' marks.
    CoachTrait.objects.filter(season=season, team_id__in=(fixture.home_id, fixture.away_id)).update(
        used_this_game=False)
    if fixture.kind == Fixture.Kind.LEAGUE:  # finals give no trait (§18.8); the core's bracket moves them on
        for team_id in (fixture.home_id, fixture.away_id):
            roll_coach_trait(game=fixture, team_id=team_id, dice=dice)


def roll_coach_trait(*, game: Fixture, team_id: int, dice: Dice | None = None) -> CoachTrait:
    """The coach's 2D8 on the Coach Traits table after a league game (§18.8), rolled and logged here.

    Idempotent: a second call for the same game and coach returns the first roll.
    """
    existing = CoachTrait.objects.filter(fixture=game, team_id=team_id).first()
    if existing:
        return existing
    dice = dice or Dice(secrets.token_hex(8))
    first_roll = len(dice.log)
    result = traits_rules.roll_trait(held=_held(game.season, team_id), dice=dice)
    trait = CoachTrait.objects.create(
        season=game.season, team_id=team_id, fixture=game, seed=str(dice.seed),
        rolls=[r.as_dict() for r in dice.log[first_roll:]],
        rolled=result.rolled.key, trait=result.gained.key if result.gained else "")
    if not trait.trait:  # a duplicate: the coach chooses (§18.8), and is told so
        team = Team.objects.select_related("league").get(pk=team_id)
        text = _("%(team)s: your Coach Trait roll after %(game)s was a duplicate; choose a trait (§18.8)") % {
            "team": team, "game": game}
        events.advancement_waiting.send(sender=CoachTrait, waiting=[(team, text, f"/blitz/teams/{team_id}/")])
    return trait


@transaction.atomic
def choose_trait(*, by, coach_trait: CoachTrait, key: str) -> CoachTrait:
    """After a duplicate roll the coach chooses any trait not yet held (§18.8)."""
    coach_trait = CoachTrait.objects.select_for_update().select_related("team__coach").get(pk=coach_trait.pk)
    require_team_coach(by, coach_trait.team)
    if coach_trait.trait:
        raise _no("§18.8", "This roll already gave a trait.")
    check_breaches(traits_rules.choose_trait(key, held=_held(coach_trait.season, coach_trait.team_id)))
    coach_trait.trait = key
    coach_trait.save(update_fields=["trait"])
    return coach_trait


@transaction.atomic
def mark_trait_used(*, by, coach_trait: CoachTrait, used: bool) -> CoachTrait:
    """Tick a trait as used this game (each trait works once per game, §18.8)."""
    coach_trait = CoachTrait.objects.select_for_update().select_related("team__coach", "season").get(
        pk=coach_trait.pk)
    require_team_coach(by, coach_trait.team)
    if not coach_trait.trait:
        raise _no("§18.8", "Choose the trait first.")
    if coach_trait.season.state == Season.State.CLOSED:
        raise _no("§18.8", "The league is over.")
    coach_trait.used_this_game = bool(used)
    coach_trait.save(update_fields=["used_this_game"])
    return coach_trait


# ---- finals (§18.4, §18.5) -------------------------------------------------------------------------

@transaction.atomic
def start_finals(*, by, league: League, dice: Dice | None = None) -> list[Fixture]:
    """After the 10 league games: seed the coaches and make the final (or the quarter-finals)."""
    require_commissioner(by, league)
    season = _lock(_blitz_season(league, Season.State.REGULAR_SEASON))
    lines = table(season)
    unfinished = [line for line in lines if line.games < pairing.GAMES_EACH]
    if unfinished:
        names = ", ".join(f"{line.coach} ({line.games})" for line in unfinished)
        raise _no("§18.4", f"The finals come after all {pairing.GAMES_EACH} league games; still playing: {names}")
    if season.fixtures.filter(kind=Fixture.Kind.LEAGUE).exclude(status__in=(Status.PLAYED, Status.UNPLAYED)).exists():
        raise _no("§18.4", "Some league games still wait for a result.")
    breach = finals_rules.format_breach(len(lines), quarter_finals=league.option("quarter_finals"))
    if breach:
        raise RuleViolation(breach)
    dice = dice or Dice(secrets.token_hex(8))
    roll_offs: list = []
    seeds = finals_rules.seed([line.record() for line in lines], dice=dice, roll_offs=roll_offs)
    names = {line.team.pk: str(line.team) for line in lines}
    FinalsSeeding.objects.create(season=season, seeds=seeds, rolls=[
        {"team": team_id, "name": names[team_id], "die": "D8", "result": result, "seed": str(dice.seed)}
        for team_id, result in roll_offs])
    size = 8 if league.option("quarter_finals") else 2
    by_team = {line.team.pk: line for line in lines}
    entries = [Entry(team_id=team_id, seed=n, qualified_as=f"{_ordinal(n)} in the league games",
                     points=by_team[team_id].league_points,
                     stats={"score_difference": by_team[team_id].score_difference,
                            "cards_claimed": by_team[team_id].cards_claimed,
                            "injuries_caused": by_team[team_id].injuries_caused})
               for n, team_id in enumerate(seeds[:size], start=1)]
    # Finals are played when the coaches meet (no deadline); only the third-place game may end drawn (§18.6),
    # and a bracket records a winner: the higher seed takes third place (docs/decisions.md).
    bracket = create_bracket(by=by, season=season, entries=entries, order=finals_rules.bracket_order(size),
                             draw_breaker="higher_seed", deadlines=False,
                             reason=f"§18.4: every coach has played {pairing.GAMES_EACH} league games")
    return [m.fixture for m in bracket.matches.filter(fixture__isnull=False).select_related("fixture").order_by("slot")]


def _ordinal(n: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")


def bracket_completed(*, bracket) -> None:
    """The final (and the third-place game) are settled: the league is over."""
    Season.objects.filter(pk=bracket.season_id).update(state=Season.State.CLOSED)


__all__ = [
    "arrange_game", "choose_trait", "create_league", "generate_round", "join_league", "mark_trait_used",
    "match_of", "report_sides", "result_recorded", "roll_coach_trait", "start_finals", "start_league_games",
    "update_settings", "bracket_completed",
]
