"""The Off-Season rollover (§8.10, §8.11), as a commissioner runs it:

1. `start_off_season` — the play-offs are over; the commissioner confirms; the season moves to the
   off-season and the rollover task is queued once the transaction commits.
2. `roll_over` (Celery task `dungeon_bowl.run_off_season`) — claimed once by a conditional update; for every team
   of the season: scouting (§8.10.1), R&R (§8.10.2), raising funds (§8.10.3). Every roll is made here, on the
   server, and stored on the team's re-draft record.
3. Coaches re-draft or leave (redraft.py beside this module).
4. `open_next_season` — the season is closed and the next one opens for registration with the re-drafted
   teams already accepted; new teams may join (§8.11).
5. `start_next_season` — divisions drawn from the helmet, the schedule generated, the Regular Season begins.
"""

from __future__ import annotations

import secrets
from datetime import datetime

from celery import shared_task
from django.core.exceptions import ValidationError
from django.db import IntegrityError, transaction
from django.db.models import Q
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from dugout.i18n import stored_sentence
from dugout.outbox.services import enqueue
from engine.campaign import redraft_budget, scouting
from engine.dice import Dice
from games.dungeon_bowl.models import Redraft
from league import events
from league.models import Fixture, OffSeason, PlayerEvent, Season, SeasonEntry, Team
from league.permissions import require_commissioner
from league.services.audit import record_audit
from league.services.errors import RuleViolation
from league.services.leagues import advance_season, create_season, draw_divisions
from league.services.schedule import generate_schedule


def new_dice(seed: str | None = None) -> Dice:
    """The server's dice for one team's off-season; tests replace this to force results."""
    return Dice(seed or secrets.token_hex(8))


# --- 1. Starting the off-season ---------------------------------------------------------------------


@transaction.atomic
def start_off_season(*, by, season: Season, confirm: bool) -> OffSeason:
    require_commissioner(by, season.league)
    season = Season.objects.select_for_update().get(pk=season.pk)
    if OffSeason.objects.filter(season=season).exists():
        raise RuleViolation(("§8.10", _("the off-season after season %(number)s has already started") % {"number": season.number}))
    bracket = getattr(season, "bracket", None)
    # OFF_SEASON too: a commissioner may have moved the season on by hand before starting the rollover.
    if season.state not in (Season.State.PLAYOFFS, Season.State.OFF_SEASON) or bracket is None or not bracket.is_complete:
        raise RuleViolation(("§8.3", _("the off-season follows the Play-off Season: finish the play-offs first")))
    if not confirm:
        raise RuleViolation(("§8.10", _("confirm that the season is over: the off-season cannot be undone")))
    try:
        with transaction.atomic():
            off_season = OffSeason.objects.create(season=season, started_by=by.coach)
    except IntegrityError:
        raise RuleViolation(("§8.10", _("the off-season after season %(number)s has already started") % {"number": season.number})) from None
    Season.objects.filter(pk=season.pk).update(state=Season.State.OFF_SEASON)
    record_audit(league=season.league, actor=by.coach, action="off-season started", target=str(season),
                 changes={"state": [season.state, Season.State.OFF_SEASON]}, reason="§8.10: the season is over")
    events.season_changed.send(sender=Season, season=season, text=_(
        "The off-season after %(season)s of %(league)s has started: re-draft your team, or leave (§8.10).")
        % {"season": season, "league": season.league})
    # The outbox row commits with the off-season: a broker outage delays the rollover, never loses it.
    enqueue("dungeon_bowl.run_off_season", [off_season.pk], key=f"off-season:{off_season.pk}")
    return off_season


# --- 2. The rollover: scouting, R&R, raising funds --------------------------------------------------


def season_teams(season: Season) -> list[Team]:
    """The teams that played the season: its divisions' teams and its accepted entries."""
    return list(
        Team.objects.filter(
            Q(divisions__season=season)
            | Q(season_entries__season=season, season_entries__state=SeasonEntry.State.ACCEPTED)
        ).distinct().order_by("pk")
    )


def games_and_wins(team: Team, season: Season) -> tuple[int, int]:
    """Matches played last season (league, play-off and friendlies: reported as played) and league matches won
    (on the pitch, by concession or by the commissioner's decision), §8.10.3. Whether play-off wins count too is
    the league's setting `redraft_wins_counted` (default: league matches only, the rulebook's words)."""
    fixtures = Fixture.objects.filter(Q(home=team) | Q(away=team), season=season)
    played = fixtures.filter(status=Fixture.Status.PLAYED).count()
    kinds = [Fixture.Kind.LEAGUE]
    if team.league.option("redraft_wins_counted") == "league_and_playoff":
        kinds.append(Fixture.Kind.PLAYOFF)
    wins = sum(1 for f in fixtures.filter(kind__in=kinds).exclude(outcome="") if f.winner_id() == team.pk)
    return played, wins


@shared_task(name="dungeon_bowl.run_off_season")
def run_off_season(off_season_id: int) -> int:
    """The rollover as a Celery task; claimed once (roll_over), so a rerun does nothing."""
    return roll_over(off_season_id=off_season_id)


@transaction.atomic
def roll_over(*, off_season_id: int, now: datetime | None = None) -> int:
    """Steps 1-3 of §8.10 for every team of the season, once. Returns how many teams were processed."""
    now = now or timezone.now()
    if not OffSeason.objects.filter(pk=off_season_id, processed_at__isnull=True).update(processed_at=now):
        return 0
    off_season = OffSeason.objects.select_related("season__league").get(pk=off_season_id)
    season = off_season.season
    teams = season_teams(season)
    for team in teams:
        _roll_over_team(off_season, team)
    return len(teams)


def _roll_over_team(off_season: OffSeason, team: Team) -> Redraft:
    season = off_season.season
    league = season.league
    rules = league.rules
    team = Team.objects.select_for_update().get(pk=team.pk)
    seed = secrets.token_hex(8)
    dice = new_dice(seed)
    roster = list(team.roster_players().order_by("number"))
    # 1. Scouting (§8.10.1): a D6 for each player who ever received an MVP award; on a 6 he leaves.
    mvp_players = [p for p in roster if p.mvp_awards > 0]
    start = len(dice.log)
    # The players themselves, not their ids: each roll's reason names the player ("#4 Orc Lineman 4") for the coach.
    result = scouting(mvp_players=mvp_players, dice=dice, ruleset=rules)
    rolls = [{**roll.as_dict(), "why_sentence": stored_sentence(roll.why), "player": pid, "step": "scouting", "seed": str(dice.seed)}
             for roll, pid in zip(dice.log[start:], [p.pk for p in mvp_players], strict=True)]
    for player in mvp_players:
        if player in result.leaving:
            player.fired = True
            player.save(update_fields=["fired"])
            PlayerEvent.objects.create(player=player, kind="scouted",
                                       text="Signed by a Blood Bowl team at the off-season scouting (§8.10.1)")
    # 2. R&R (§8.10.2): whoever would miss the next match recovers; everyone still here played the season.
    staying = [p for p in roster if p not in result.leaving]
    for player in staying:
        player.miss_next_game = False
        player.seasons_played += 1
        player.save(update_fields=["miss_next_game", "seasons_played"])
    # 3. Raising funds (§8.10.3): the treasury empties into the budget.
    played, wins = games_and_wins(team, season)
    uncapped = redraft_budget(treasury=team.treasury, games_played=played, league_wins=wins,
                              scouting_compensation=result.compensation, cap=False, ruleset=rules)
    budget = redraft_budget(treasury=team.treasury, games_played=played, league_wins=wins,
                            scouting_compensation=result.compensation, cap=league.option("redraft_cap_enabled"), ruleset=rules)
    redraft = Redraft.objects.create(
        off_season=off_season, team=team, treasury_before=team.treasury, games_played=played, league_wins=wins,
        players_scouted=len(result.leaving), scouting_compensation=result.compensation, uncapped_budget=uncapped,
        budget=budget, rolls=rolls, seed=str(dice.seed),
    )
    team.treasury = 0
    team.save(update_fields=["treasury"])
    return redraft


# --- 4. and 5. The next season ----------------------------------------------------------------------


@transaction.atomic
def open_next_season(*, by, off_season: OffSeason) -> Season:
    """Close the ended season and open the next one for registration, with every re-drafted team accepted;
    teams still waiting to re-draft are left out (the commissioner decides who takes part, §8.11)."""
    league = off_season.season.league
    require_commissioner(by, league)
    off_season = OffSeason.objects.select_for_update().get(pk=off_season.pk)
    if not off_season.is_processed:
        raise RuleViolation(("§8.10", _("the off-season rollover has not run yet; wait for scouting and funds")))
    if off_season.next_season_id:
        raise RuleViolation(("§8.11", _("the next season is already open")))
    waiting = off_season.redrafts.filter(state=Redraft.State.WAITING).count()
    if waiting:
        raise RuleViolation(("§8.11", ngettext("%(waiting)d team has not re-drafted or left yet", "%(waiting)d teams have not re-drafted or left yet",
                                               waiting) % {"waiting": waiting}))
    season = off_season.season
    Season.objects.filter(pk=season.pk).update(state=Season.State.CLOSED)
    new_season = create_season(by=by, league=league)
    for redraft in off_season.redrafts.filter(state=Redraft.State.REDRAFTED):
        SeasonEntry.objects.create(season=new_season, team=redraft.team, state=SeasonEntry.State.ACCEPTED)
    off_season.next_season = new_season
    off_season.save(update_fields=["next_season"])
    record_audit(league=league, actor=by.coach, action="next season opened", target=str(new_season),
                 changes={"season": [season.number, new_season.number]}, reason="§8.11: a new season begins")
    events.season_changed.send(sender=Season, season=new_season, text=_("%(season)s of %(league)s is open (§8.11).")
                               % {"season": new_season, "league": league})
    return new_season


@transaction.atomic
def start_next_season(*, by, season: Season, divisions: int, start: datetime | None = None, seed: int | None = None) -> Season:
    """Draw the accepted teams into divisions (§8.4), generate the schedule (§8.5), start the Regular Season."""
    require_commissioner(by, season.league)
    if season.entries.filter(state=SeasonEntry.State.PENDING).exists():
        raise RuleViolation(("§8.11", _("accept or reject every pending entry before the season starts")))
    draw_divisions(by=by, season=season, count=divisions, seed=seed)
    try:
        generate_schedule(season=season, user=by, start=start)
    except ValidationError as error:
        raise RuleViolation(*[("§8.5", m) for m in error.messages]) from None
    return advance_season(by=by, season=Season.objects.get(pk=season.pk), state=Season.State.REGULAR_SEASON)
