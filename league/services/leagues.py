"""Leagues and seasons: create them, take entries, and split the accepted teams into divisions (§8)."""

from __future__ import annotations

import secrets
import string
from collections.abc import Mapping

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils.translation import gettext, gettext_noop
from django.utils.translation import gettext as _

import engine.rulesets
from dugout.i18n import later
from engine.dice import Dice
from league import events
from league.models import Coach, Division, League, Season, SeasonEntry, Team
from league.permissions import require_coach, require_commissioner, require_team_coach
from league.services.audit import record_audit
from league.services.errors import RuleViolation

# What every league has, whatever its game; a game's own settings are its ruleset's schema (League.settings).
LEAGUE_SETTINGS = ("unplayed_policy", "round_length_days", "unconfirmed_report_policy")

# Seasons move forward only (§8.3): registration, regular season, play-offs, off-season, closed.
SEASON_ORDER = [s.value for s in Season.State]


def _split(league: League, values: Mapping) -> tuple[dict, dict]:
    """Core columns and the game's settings; a key that is neither names itself (nothing is saved)."""
    core = {k: v for k, v in values.items() if k in LEAGUE_SETTINGS or k == "name"}
    game = {k: v for k, v in values.items() if k not in core}
    known = {f.key for f in league.rules.settings_schema}
    unknown = sorted(set(game) - known)
    if unknown:
        raise RuleViolation(*(("", f"{league.rules.name} has no league setting {key!r}") for key in unknown))
    return core, game


def _clean_settings(league: League) -> None:
    if league.unplayed_policy == League.UnplayedPolicy.SIMULATE and not league.rules.has_engine:
        # The deadline would hand the fixture to an engine the game does not have: it would wait for ever.
        raise RuleViolation(("", _("%(game)s has no match engine: unplayed fixtures are resolved by the rulebook "
                                   "or by the commissioner") % {"game": league.rules.name}))
    try:
        league.full_clean(exclude=["commissioners"])
    except ValidationError as error:
        raise RuleViolation(*(("", f"{field}: {m}" if field != "settings" else m)
                              for field, messages in error.message_dict.items() for m in messages)) from None


@transaction.atomic
def create_league(*, by, name: str, ruleset: str = engine.rulesets.DEFAULT, settings: Mapping | None = None,
                  **values) -> League:
    """A new league of one game with its creator as commissioner and season 1 open for registration (§8.2).

    `values` are the core columns (unplayed_policy, round_length_days) and, for convenience, the game's
    settings by name; `settings` gives the game's settings as one mapping. Unset settings take the
    rulebook's defaults."""
    require_coach(by)
    name = (name or "").strip()
    if not name:
        raise RuleViolation(("§8.2", gettext("the league needs a name")))
    if ruleset not in engine.rulesets.names():
        raise RuleViolation(("§0", gettext("there is no ruleset {ruleset!r}; choose one of {value}").format(ruleset=ruleset, value=', '.join(engine.rulesets.names()))))
    league = League(name=name, ruleset=ruleset)
    core, game = _split(league, {**values, **(settings or {})})
    # The creator's row lock orders two posts of the same form; the second finds the first league.
    Coach.objects.select_for_update().filter(pk=by.coach.pk).first()
    if League.objects.filter(commissioners=by.coach, name__iexact=name).exists():
        raise RuleViolation(("§8.2", gettext("you already run a league named {name}; give the new league another name").format(name=name)))
    for key, value in core.items():
        setattr(league, key, value)
    league.settings = game
    _clean_settings(league)
    league.save()
    league.commissioners.add(by.coach)
    Season.objects.create(league=league, number=1)
    return league


@transaction.atomic
def update_league_settings(*, by, league: League, reason: str = "", settings: Mapping | None = None,
                           **values) -> League:
    """The commissioner changes the league's name, core columns or game settings (audited)."""
    require_commissioner(by, league)
    league = League.objects.select_for_update().get(pk=league.pk)
    core, game = _split(league, {**values, **(settings or {})})
    before = {**{k: getattr(league, k) for k in core}, **league.options}
    for key, value in core.items():
        setattr(league, key, value)
    league.settings = {**league.options, **game}
    _clean_settings(league)
    after = {**{k: getattr(league, k) for k in core}, **league.options}
    changes = {k: [before[k], after[k]] for k in after if before.get(k) != after[k]}
    league.save()
    if changes:
        record_audit(league=league, actor=by.coach, action="league settings", target=str(league), changes=changes,
                     reason=reason or "settings changed")
    return league


@transaction.atomic
def add_commissioner(*, by, league: League, username: str) -> None:
    """A league may have more than one commissioner (§8.1 names one; co-commissioners share the work)."""
    require_commissioner(by, league)
    coach = Coach.objects.filter(user__username=(username or "").strip()).first()
    if coach is None:
        raise RuleViolation(("§8.1", gettext("there is no coach with the login {username!r}").format(username=username)))
    if league.commissioners.filter(pk=coach.pk).exists():
        raise RuleViolation(("§8.1", gettext("{coach} is already a commissioner of {league}").format(coach=coach, league=league)))
    league.commissioners.add(coach)
    record_audit(league=league, actor=by.coach, action="commissioner added", target=str(coach),
                 changes={"commissioners": [None, coach.user.username]}, reason=gettext("co-commissioner appointed"))


@transaction.atomic
def create_season(*, by, league: League) -> Season:
    """The next season; the previous one must be closed first (§8.11)."""
    require_commissioner(by, league)
    latest = league.seasons.select_for_update().order_by("-number").first()
    if latest and latest.state != Season.State.CLOSED:
        raise RuleViolation(("§8.11", gettext("season {number} is still {lower}; close it before starting a new one").format(number=latest.number, lower=latest.get_state_display().lower())))
    return Season.objects.create(league=league, number=(latest.number + 1) if latest else 1)


@transaction.atomic
def advance_season(*, by, season: Season, state: str) -> Season:
    """Move the season forward to `state` (never back: §8.3's order is one-way)."""
    require_commissioner(by, season.league)
    if state not in SEASON_ORDER:
        raise RuleViolation(("§8.3", gettext("there is no season state {state!r}").format(state=state)))
    # Lock, then read the state again: of two posts at once only one moves the season (and is audited).
    season.state = Season.objects.select_for_update().get(pk=season.pk).state
    if SEASON_ORDER.index(state) <= SEASON_ORDER.index(season.state):
        raise RuleViolation(("§8.3", gettext("a season moves forward only; it is already {lower}").format(lower=season.get_state_display().lower())))
    old = season.state
    season.state = state
    season.save(update_fields=["state"])
    record_audit(league=season.league, actor=by.coach, action="season state", target=str(season),
                 changes={"state": [old, state]}, reason=gettext("season moved on"))
    events.season_changed.send(sender=Season, season=season, text=later(
        gettext_noop("Season %(number)s of %(league)s moved on: %(state)s."),
        number=season.number, league=season.league, state=season.get_state_display()))
    return season


@transaction.atomic
def enter_team(*, by, team: Team, season: Season) -> SeasonEntry:
    require_team_coach(by, team)
    if season.league_id != team.league_id:
        raise RuleViolation(("§8.11", gettext("{team} plays in {league}, not in {league2}").format(team=team, league=team.league, league2=season.league)))
    if not season.accepts_entries:
        raise RuleViolation(("§8.11", gettext("season {number} is not taking registrations").format(number=season.number)))
    entry, _ = SeasonEntry.objects.get_or_create(season=season, team=team)
    return entry


@transaction.atomic
def decide_entry(*, by, entry: SeasonEntry, accept: bool) -> SeasonEntry:
    require_commissioner(by, entry.season.league)
    entry = SeasonEntry.objects.select_for_update().select_related("season__league", "team").get(pk=entry.pk)
    if not entry.season.accepts_entries:  # divisions and fixtures are drawn from the accepted teams
        raise RuleViolation(("§8.11", gettext("season {number} no longer takes registrations; its entries are settled").format(number=entry.season.number)))
    old = entry.state
    new = SeasonEntry.State.ACCEPTED if accept else SeasonEntry.State.REJECTED
    if old == new:  # the same decision posted twice: recorded once
        raise RuleViolation(("§8.11", gettext("{team} is already {lower}").format(team=entry.team, lower=entry.get_state_display().lower())))
    entry.state = new
    entry.save(update_fields=["state"])
    if not accept:
        for division in entry.season.divisions.all():
            division.teams.remove(entry.team)
    record_audit(league=entry.season.league, actor=by.coach, action="season entry", target=str(entry.team),
                 changes={"state": [old, entry.state]}, reason=f"entry to season {entry.season.number} decided")
    return entry


def _accepted_teams(season: Season) -> list[Team]:
    return list(Team.objects.filter(season_entries__season=season, season_entries__state=SeasonEntry.State.ACCEPTED).order_by("pk"))


def _replace_divisions(season: Season, assignment: Mapping[str, list[Team]]) -> list[Division]:
    season.divisions.all().delete()
    divisions = []
    for name, teams in assignment.items():
        division = Division.objects.create(season=season, name=name)
        division.teams.set(teams)
        divisions.append(division)
    return divisions


@transaction.atomic
def set_divisions(*, by, season: Season, assignment: Mapping[int, str], reason: str = "divisions set by hand") -> list[Division]:
    """Put the accepted teams into named divisions by hand ({team id: division name}).

    A division under four teams is allowed to be saved but the season page flags it (§8.4)."""
    require_commissioner(by, season.league)
    if season.state not in (Season.State.REGISTRATION,):
        raise RuleViolation(("§8.11", gettext("divisions are drawn before the season begins")))
    teams = {t.pk: t for t in _accepted_teams(season)}
    unknown = [tid for tid in assignment if tid not in teams]
    if unknown:
        raise RuleViolation(("§8.4", gettext("only teams accepted into this season can be put in a division")))
    grouped: dict[str, list[Team]] = {}
    for tid, name in assignment.items():
        name = (name or "").strip()
        if name:
            grouped.setdefault(name, []).append(teams[tid])
    if len(grouped) > Division.MAX_PER_SEASON:
        raise RuleViolation(("§8.4", gettext("a league splits into at most {MAX_PER_SEASON} divisions; {n_grouped} were given").format(MAX_PER_SEASON=Division.MAX_PER_SEASON, n_grouped=len(grouped))))
    divisions = _replace_divisions(season, dict(sorted(grouped.items())))
    record_audit(league=season.league, actor=by.coach, action="divisions", target=str(season),
                 changes={d.name: [None, [t.name for t in grouped[d.name]]] for d in divisions}, reason=reason)
    return divisions


@transaction.atomic
def draw_divisions(*, by, season: Season, count: int, seed: int | None = None) -> list[Division]:
    """Draw names from the helmet (§8.4): a seeded server-side shuffle, dealt into `count` divisions of
    sizes as equal as possible; the seed and every roll go into the audit log."""
    require_commissioner(by, season.league)
    if season.state != Season.State.REGISTRATION:
        raise RuleViolation(("§8.11", gettext("divisions are drawn before the season begins")))
    if not 1 <= count <= Division.MAX_PER_SEASON:
        raise RuleViolation(("§8.4", gettext("a league splits into one to {MAX_PER_SEASON} divisions, not {count}").format(MAX_PER_SEASON=Division.MAX_PER_SEASON, count=count)))
    teams = _accepted_teams(season)
    if len(teams) < Division.MIN_TEAMS * count:
        raise RuleViolation(("§8.4", gettext("{count} divisions need at least {value} accepted teams (no division under {MIN_TEAMS}); this season has {n_teams}").format(count=count, value=Division.MIN_TEAMS * count, MIN_TEAMS=Division.MIN_TEAMS, n_teams=len(teams))))
    seed = secrets.randbits(63) if seed is None else seed
    dice = Dice(seed)
    for i in range(len(teams) - 1, 0, -1):  # Fisher-Yates, one die per draw
        j = dice.roll(i + 1, f"draw from the helmet: position {i + 1}") - 1
        teams[i], teams[j] = teams[j], teams[i]
    # Named in the language of the commissioner who draws them: the names are stored, like any they type.
    names = [gettext("Division %(letter)s") % {"letter": string.ascii_uppercase[k]} for k in range(count)]
    assignment = {name: teams[k::count] for k, name in enumerate(names)}
    divisions = _replace_divisions(season, assignment)
    record_audit(
        league=season.league, actor=by.coach, action="divisions drawn", target=str(season),
        changes={"seed": [None, seed], "rolls": [None, [r.as_dict() for r in dice.log]],
                 **{name: [None, [t.name for t in ts]] for name, ts in assignment.items()}},
        reason=f"random draw into {count} division(s)",
    )
    return divisions
