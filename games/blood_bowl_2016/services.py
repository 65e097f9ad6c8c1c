"""Blood Bowl 2016 leagues on the core: building a team (§13), reporting a match through the core's result flow
(§11.3, §11.6), the classic engine playing a fixture, the play-offs through the core's bracket, and the
off-season. Keyword-only, under transaction.atomic, permission first, nothing stored on refusal."""

from __future__ import annotations

import secrets
from collections.abc import Mapping

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils.translation import gettext as _

from engine.classic.match import ClassicTeam, classic_sheet
from engine.classic.simulate import simulate
from engine.rulesets.blood_bowl_2016.tables import FAN_FACTOR_COST
from games.blood_bowl_2016.models import ClassicMatchRecord, FanFactor
from games.blood_bowl_2016.rules import RULESET
from league.models import Fixture, League, Season, SeasonEntry, Team
from league.permissions import require_coach, require_commissioner
from league.selectors.standings import division_standings
from league.services import leagues as league_services
from league.services import teams as team_services
from league.services.errors import RuleViolation, check
from league.services.playoffs import Entry, create_bracket
from matches.models import SimulationBatch
from matches.models.simulation import OPEN_STATUSES
from matches.services import results
from matches.services.simulation import open_state

# ---- team creation (§13) ----------------------------------------------------------------------------------


def _fan_factor(value) -> int | object:
    """A posted Fan Factor as a whole number, or the value itself for the ruleset's §13 message."""
    if isinstance(value, str) and value.strip().isdigit():
        return int(value.strip())
    return value


def check_fan_factor(*, league, options: Mapping) -> list[tuple[str, str]]:
    """GamePages.check_team_options: Fan Factor is 0-9 whole points (§13 step 5)."""
    ff = _fan_factor(options.get("fan_factor", 0))
    most = league.rules.extras["max_fan_factor"]
    if isinstance(ff, bool) or not isinstance(ff, int) or not 0 <= ff <= most:
        return [("§13", _("Fan Factor is bought in whole points, 0 to %(most)d; not %(ff)r") % {"most": most, "ff": ff})]
    return []


def save_fan_factor(*, team: Team, options: Mapping) -> None:
    """GamePages.save_team_options, inside create_team's transaction: Fan Factor costs 10,000 gp a point out of
    the same budget (§13 step 5); over the budget the whole team is refused (the transaction rolls back)."""
    ff = _fan_factor(options.get("fan_factor", 0))
    cost = ff * FAN_FACTOR_COST
    if cost > team.treasury:
        raise RuleViolation(("§13", _("the team costs %(over)s gp more than the budget once its Fan Factor is paid")
                             % {"over": f"{cost - team.treasury:,}"}))
    Team.objects.filter(pk=team.pk).update(treasury=team.treasury - cost)
    team.treasury -= cost
    FanFactor.objects.create(team=team, fan_factor=ff)


@transaction.atomic
def build_team(*, by, league: League, name: str, roster_key: str, hires: Mapping[str, int], rerolls: int,
               fan_factor: int, player_names: Mapping[str, list[str]] | None = None) -> Team:
    """A coach builds a Blood Bowl 2016 team (§13): a team list, 11-16 players within each position's limit,
    re-rolls at the team list's price, Fan Factor at 10,000 gp a point, all within the league's budget.
    Every broken rule is named at once and nothing is stored."""
    require_coach(by)
    if league.ruleset != RULESET:
        raise RuleViolation(("", _("%(league)s does not play Blood Bowl 2016") % {"league": league}))
    rules = league.rules
    try:
        hires = {key: int(count) for key, count in hires.items() if str(count).strip() not in ("", "0")}
        rerolls = int(rerolls)
    except (TypeError, ValueError):
        raise RuleViolation(("§13", _("players and re-rolls are whole numbers"))) from None
    breaches = []
    if roster_key not in rules.rosters:
        breaches.append(("§13", _("choose a team list: %(lists)s") % {"lists": ", ".join(
            r.name for r in rules.rosters.values())}))
    else:
        breaches += rules.team_breaches(roster_key=roster_key, hires=hires, rerolls=rerolls,
                                        fan_factor=_fan_factor(fan_factor), budget=league.option("team_budget"))
    if not (name or "").strip():
        breaches.append(("§13", _("the team needs a name")))
    check(breaches)
    return team_services.create_team(by=by, league=league, name=name, roster_key=roster_key, hires=hires,
                                     rerolls=rerolls, player_names=player_names, fan_factor=_fan_factor(fan_factor))


def fan_factor_of(team: Team) -> int:
    return FanFactor.objects.filter(team=team).values_list("fan_factor", flat=True).first() or 0


# ---- reports (§11.3, §11.6): the core's result flow -------------------------------------------------------


def report_sides(fixture: Fixture, posted: Mapping) -> tuple[list[dict], dict]:
    """A posted report form as the core's result shape: per side its touchdowns and result data."""
    def number(key):
        value = str(posted.get(key, "0")).strip() or "0"
        if not value.isdigit():
            raise RuleViolation(("§11", _("touchdowns and casualties are whole numbers, not %(v)r") % {"v": value}))
        return int(value)
    sides = []
    for prefix, team_id in (("home", fixture.home_id), ("away", fixture.away_id)):
        sides.append({"team": team_id, "score": number(f"{prefix}_score"), "data": {
            "casualties": number(f"{prefix}_casualties"),
            "won_shoot_out": posted.get("shoot_out_winner") == prefix,
            "conceded": posted.get("conceded_by") == prefix}})
    return sides, {"ending": posted.get("ending") or "full_time"}


def _flow(call, **kwargs):
    """The core's result flow, its refusals as this app's RuleViolation (ValidationError) or PermissionDenied."""
    try:
        return call(**kwargs)
    except ValidationError as error:
        raise RuleViolation(*(("", m) for m in error.messages)) from None


def report_result(*, by, fixture: Fixture, posted: Mapping):
    """A coach of the fixture (or a commissioner: final at once) reports it through the core's flow."""
    sides, match = report_sides(fixture, posted)
    return _flow(results.submit_result, fixture=fixture, user=by, sides=sides, match=match,
                 reason=str(posted.get("reason", "")))


def confirm_result(*, by, report):
    return _flow(results.confirm_result, report=report, user=by)


def dispute_result(*, by, report, reason: str):
    return _flow(results.dispute_result, report=report, user=by, reason=reason)


# ---- the classic engine plays a fixture -------------------------------------------------------------------


def team_sheet(team: Team, *, side: str) -> tuple[ClassicTeam, dict]:
    """The engine's team sheet from the team's players (ids are Player pks, numbers as on the roster) and the
    replay's summary of it."""
    rules = team.league.rules
    roster = rules.roster(team.roster)
    players, summary = [], {}
    for p in team.roster_players().order_by("number"):
        pos = roster.position(p.position)
        players.append(classic_sheet(id=str(p.pk), number=p.number, name=p.name, position=pos.name, ma=p.ma,
                                     st=p.st, ag=p.ag, av=p.av, skills=tuple(p.skills)))
        summary[str(p.pk)] = {"number": p.number, "name": p.name, "position": pos.name}
    sheet = ClassicTeam(id=side, name=team.name, rerolls=team.rerolls.count(), players=tuple(players),
                        fan_factor=fan_factor_of(team))
    return sheet, {"team": team.name, "players": summary}


def _stage(fixture: Fixture) -> str:
    return "league" if fixture.kind != Fixture.Kind.PLAYOFF else "playoff"


def _filer(fixture: Fixture, batch_id: int | None):
    """Who files an engine's result: the commissioner who asked for the batch, else the league's first."""
    batch = SimulationBatch.objects.filter(pk=batch_id).select_related("requested_by__user").first() if batch_id else None
    if batch and batch.requested_by:
        return batch.requested_by.user
    coach = fixture.season.league.commissioners.select_related("user").order_by("pk").first()
    return coach.user if coach else None


@transaction.atomic
def simulate_fixture(*, fixture_id: int, seed: str | None = None, batch_id: int | None = None,
                     by=None) -> ClassicMatchRecord | None:
    """The classic engine plays an open fixture (the league's AI opponent on both sides, its Advanced Rules,
    extra time where the league's setting says) and files its result through the core's flow as the
    commissioner's report (final, audited). None when the fixture is not open any more: safe twice (the row is
    locked, its status must be open, the record is one per fixture). `by`, when given, must be a commissioner."""
    fixture = (Fixture.objects.select_for_update(of=("self",)).select_related("home", "away", "season__league")
               .filter(pk=fixture_id).first())
    if fixture is None:
        return None
    league = fixture.season.league
    if by is not None:
        require_commissioner(by, league)
    if (fixture.status not in OPEN_STATUSES or fixture.season.state != open_state(fixture)
            or ClassicMatchRecord.objects.filter(fixture_id=fixture.pk).exists()):
        if by is not None:
            raise RuleViolation(("§11", _("only an open fixture of the season under way is simulated; this one is "
                                          "%(status)s") % {"status": fixture.get_status_display().lower()}))
        return None
    seed = str(seed or secrets.token_hex(8))
    home, home_summary = team_sheet(fixture.home, side="home")
    away, away_summary = team_sheet(fixture.away, side="away")
    options = league.rules.engine_options(league.options, stage=_stage(fixture))
    # A play-off game needs a winner (the core's knock-out check), so there §11.3 is played whatever the setting.
    options["extra_time"] = options["extra_time"] or fixture.kind == Fixture.Kind.PLAYOFF
    home_bot, away_bot, label = league.rules.ai_coaches(league.options, seed)  # the league's "AI opponent"
    outcome = simulate(home, away, seed=seed, bots=(home_bot, away_bot), **options)
    data = outcome.result_data()
    sides = [{"team": fixture.home_id, "score": outcome.score["home"], "data": data["home"]},
             {"team": fixture.away_id, "score": outcome.score["away"], "data": data["away"]}]
    filer = by or _filer(fixture, batch_id)
    if filer is None:
        raise RuleViolation(("", _("the league has no commissioner to file the engine's result")))
    note = _("Simulated by Dugout's Blood Bowl 2016 engine (seed %(seed)s)") % {"seed": seed}
    _flow(results.submit_result, fixture=fixture, user=filer, sides=sides, match={"ending": outcome.end_reason},
          reason=note)
    Fixture.objects.filter(pk=fixture.pk).update(note=note + ".")
    return ClassicMatchRecord.objects.create(
        fixture=fixture, batch_id=batch_id, seed=seed, bots=label,
        sheets={"home": home_summary, "away": away_summary}, events=outcome.events, weather=outcome.weather,
        end_reason=outcome.end_reason)


def play(*, fixture_id: int, batch_id: int | None = None) -> bool:
    """matches/hooks.py Simulator.play: the core's batches have the classic engine play one fixture."""
    return simulate_fixture(fixture_id=fixture_id, batch_id=batch_id) is not None


# ---- play-offs and the off-season (docs/decisions.md, "Blood Bowl 2016") ------------------------------------

PLAYOFF_SIZES = {"final": 2, "semi_finals": 4}
# A league game without a final result: open, reported but not confirmed, or disputed.
UNFINISHED = (*OPEN_STATUSES, Fixture.Status.REPORTED, Fixture.Status.DISPUTED)


@transaction.atomic
def start_playoffs(*, by, season: Season) -> list[Fixture]:
    """When every league game has a result, the top of the table plays the league's play-off format in the
    core's bracket (seed 1 v 4 and 2 v 3, or 1 v 2); a level play-off goes to extra time (§11.3)."""
    league = season.league
    require_commissioner(by, league)
    season = Season.objects.select_for_update().get(pk=season.pk)
    size = PLAYOFF_SIZES.get(league.option("playoffs"))
    if size is None:
        raise RuleViolation(("", _("this league has no play-offs: its table decides the season")))
    if season.state != Season.State.REGULAR_SEASON:
        raise RuleViolation(("", _("the play-offs follow the league games; this season is %(state)s")
                             % {"state": season.get_state_display().lower()}))
    left = season.fixtures.filter(kind=Fixture.Kind.LEAGUE, status__in=UNFINISHED).count()
    if left:
        raise RuleViolation(("", _("the play-offs follow the league games; %(left)d have no result yet")
                             % {"left": left}))
    # One table in a league of one division; with several, the division tables' rows by points (stable).
    rows = [(division, row) for division in season.divisions.order_by("name") for row in division_standings(division)]
    rows.sort(key=lambda dr: -dr[1].points)
    if len(rows) < size:
        raise RuleViolation(("", _("the play-offs need %(size)d teams; the season has %(count)d")
                             % {"size": size, "count": len(rows)}))
    entries = [Entry(team_id=row.team_id, seed=n, qualified_as=_("number %(n)d in the table") % {"n": n},
                     points=row.points, stats=dict(row.stats), division_id=division.pk, division_rank=n)
               for n, (division, row) in enumerate(rows[:size], start=1)]
    order = {2: [1, 2], 4: [1, 4, 2, 3]}[size]
    bracket = create_bracket(by=by, season=season, entries=entries, order=order, draw_breaker="higher_seed",
                             deadlines=False, reason=_("every league game has a result"))
    return [m.fixture for m in bracket.matches.filter(fixture__isnull=False).select_related("fixture")]


def bracket_completed(*, bracket) -> None:
    """league/games.py bracket_completed: the season moves to its off-season."""
    Season.objects.filter(pk=bracket.season_id, state=Season.State.PLAYOFFS).update(state=Season.State.OFF_SEASON)


@transaction.atomic
def next_season(*, by, league: League) -> Season:
    """The commissioner closes the season that has ended and opens the next; what teams carry over is the
    league's Off-season setting: every team entered and accepted, or each coach enters again."""
    require_commissioner(by, league)
    season = league.seasons.select_for_update().order_by("-number").first()
    done_states = (Season.State.OFF_SEASON,)
    no_playoffs = league.option("playoffs") == "none"
    if season is None or not (season.state in done_states or (
            no_playoffs and season.state == Season.State.REGULAR_SEASON and season.fixtures.exists()
            and not season.fixtures.filter(status__in=UNFINISHED).exists())):
        raise RuleViolation(("", _("the next season starts after this one has finished (its play-offs included)")))
    Season.objects.filter(pk=season.pk).update(state=Season.State.CLOSED)
    new = league_services.create_season(by=by, league=league)
    if league.option("off_season") == "carry_over":
        teams = Team.objects.filter(season_entries__season=season, season_entries__state=SeasonEntry.State.ACCEPTED)
        SeasonEntry.objects.bulk_create([SeasonEntry(season=new, team=t, state=SeasonEntry.State.ACCEPTED)
                                         for t in teams])
    return new

