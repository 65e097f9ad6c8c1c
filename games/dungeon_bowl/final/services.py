"""The 2494 Final in a league (§10.2): every write here checks who may make it, refuses a broken rule with its
section, and changes nothing then.

1. `schedule_final` — the commissioner schedules the Final of a season (one per season).
2. `take_side` — a coach of the league takes the Emerald Crusaders or the Black Widows; the commissioner may take
   either, or both (one person coaching both sides, as for a demonstration).
3. `play_by_engine` — with both sides taken, a side's coach or the commissioner has the engine play it: the
   Final is marked queued and the task `dungeon_bowl.play_final` runs `simulate_final` once the transaction
   commits (the outbox); `simulate_final` claims the row by its status, so a task delivered twice plays once.
4. `report_final` — or the commissioner records the result of a Final played at the table.
"""

from __future__ import annotations

import secrets

from celery import shared_task
from django.core.exceptions import PermissionDenied
from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from dugout.outbox.services import enqueue
from engine.ai import ScriptedCoach
from engine.match.final import black_widows, emerald_crusaders, play_final
from games.dungeon_bowl.models import FinalMatch
from games.dungeon_bowl.models.final import SIDES
from games.dungeon_bowl.services.team_sheets import sheet_summary
from league.models import League, Season, Team
from league.permissions import may_commission, require_coach, require_commissioner
from league.services.errors import RuleViolation

RULESET = "dungeon_bowl"
PLAY_TASK = "dungeon_bowl.play_final"


def team_name(side: str) -> str:
    return _("The Emerald Crusaders") if side == "life" else _("The Black Widows")


def is_league_coach(user, league: League) -> bool:
    return bool(user and user.is_authenticated and Team.objects.filter(league=league, coach__user=user).exists())


def may_play(user, final: FinalMatch) -> bool:
    """The commissioner, or a coach holding one of the sides."""
    if may_commission(user, final.league):
        return True
    return bool(user and user.is_authenticated and user.pk in (
        final.life_coach.user_id if final.life_coach else None, final.death_coach.user_id if final.death_coach else None))


def _locked(final: FinalMatch) -> FinalMatch:
    return FinalMatch.objects.select_for_update().select_related("league", "season").get(pk=final.pk)


@transaction.atomic
def schedule_final(*, by, league: League, season: Season | None = None) -> FinalMatch:
    require_commissioner(by, league)
    if league.ruleset != RULESET:
        raise RuleViolation(("§10.2", _("the 2494 Final is a Dungeon Bowl scenario; %(league)s plays another game")
                             % {"league": league}))
    season = season or league.seasons.order_by("-number").first()
    if season is None or season.league_id != league.pk:
        raise RuleViolation(("§10.2", _("%(league)s has no season to play the Final in; open one first")
                             % {"league": league}))
    already = _("season %(number)s of %(league)s already has its 2494 Final") % {"number": season.number,
                                                                                  "league": league}
    if FinalMatch.objects.filter(season=season).exists():
        raise RuleViolation(("§10.2", already))
    try:
        with transaction.atomic():
            return FinalMatch.objects.create(league=league, season=season, scheduled_by=by.coach)
    except IntegrityError:  # a double submit: the first one made it
        raise RuleViolation(("§10.2", already)) from None


@transaction.atomic
def take_side(*, by, final: FinalMatch, side: str) -> FinalMatch:
    require_coach(by)
    final = _locked(final)
    commissioner = may_commission(by, final.league)
    if not commissioner and not is_league_coach(by, final.league):
        raise PermissionDenied(_("Only a coach of %(league)s or its commissioner may take a side in its Final.")
                               % {"league": final.league})
    if side not in SIDES:
        raise RuleViolation(("§10.2", _("choose the Emerald Crusaders or the Black Widows")))
    if final.status != FinalMatch.Status.SCHEDULED:
        raise RuleViolation(("§10.2", _("the Final is being played or has been played; its sides are settled")))
    coach = by.coach
    holder = final.coach_of(side)
    if holder is not None and holder != coach and not commissioner:
        raise RuleViolation(("§10.2", _("%(coach)s already coaches %(team)s") % {"coach": holder,
                                                                              "team": team_name(side)}))
    other = final.coach_of("death" if side == "life" else "life")
    if other == coach and not commissioner:
        raise RuleViolation(("§10.2", _("a coach takes one side of the Final; only the commissioner may coach both")))
    setattr(final, f"{side}_coach", coach)
    final.save(update_fields=[f"{side}_coach"])
    return final


@transaction.atomic
def play_by_engine(*, by, final: FinalMatch) -> FinalMatch:
    final = _locked(final)
    if not may_play(by, final):
        raise PermissionDenied(_("Only the commissioner or a coach of one of its sides may have the Final played."))
    if final.status != FinalMatch.Status.SCHEDULED:
        raise RuleViolation(("§10.2", _("the Final is already being played or has been played")))
    if final.life_coach is None or final.death_coach is None:
        raise RuleViolation(("§10.2", _("both sides of the Final need a coach before it is played")))
    final.status = FinalMatch.Status.QUEUED
    final.save(update_fields=["status"])
    enqueue(PLAY_TASK, [final.pk], key=f"final:{final.pk}:play")
    return final


def simulate_final(*, final_id: int, seed: str | None = None) -> bool:
    """Play a queued Final with the engine (the scripted AI coach on each side), on the Final's map. Safe twice:
    the row is locked and must still be queued."""
    with transaction.atomic():
        final = FinalMatch.objects.select_for_update().filter(pk=final_id, status=FinalMatch.Status.QUEUED).first()
        if final is None:
            return False
        seed = seed or secrets.token_hex(8)
        out = play_final(seed=seed, home_bot=ScriptedCoach(f"{seed}:home"), away_bot=ScriptedCoach(f"{seed}:away"))
        final.seed, final.bots, final.events, final.turns = str(seed), "scripted v scripted", out.events, out.turns
        final.sheets = {"home": sheet_summary(emerald_crusaders()), "away": sheet_summary(black_widows())}
        final.outcome = {"home": "life", "away": "death", None: "draw"}[out.winner]
        final.finish = "touchdown" if out.end_reason == "touchdown" else "time_limit"
        final.score_life, final.score_death = out.score["home"], out.score["away"]
        final.status, final.how, final.played_at = FinalMatch.Status.PLAYED, FinalMatch.How.SIMULATED, timezone.now()
        final.save()
        return True


@shared_task(name=PLAY_TASK, autoretry_for=(Exception,), retry_backoff=2, max_retries=5)
def play_final_task(final_id: int) -> bool:
    return simulate_final(final_id=final_id)


@transaction.atomic
def report_final(*, by, final: FinalMatch, outcome: str, finish: str) -> FinalMatch:
    """The commissioner records a Final played at the table (§6.15: a touchdown wins; §6.16: the time limit)."""
    final = _locked(final)
    require_commissioner(by, final.league)
    if final.status != FinalMatch.Status.SCHEDULED:
        raise RuleViolation(("§10.2", _("the Final is already being played or has been played")))
    if outcome not in FinalMatch.Outcome.values:
        raise RuleViolation(("§10.2", _("the result is a win for one side or a draw")))
    if finish not in FinalMatch.Finish.values:
        raise RuleViolation(("§6.16", _("a match ends with a touchdown or at the time limit")))
    if finish == FinalMatch.Finish.TOUCHDOWN and outcome == FinalMatch.Outcome.DRAW:
        raise RuleViolation(("§6.15", _("a touchdown ends the match with a winner; a draw ends at the time limit")))
    touchdown = finish == FinalMatch.Finish.TOUCHDOWN
    final.outcome, final.finish = outcome, finish
    final.score_life = int(touchdown and outcome == "life")
    final.score_death = int(touchdown and outcome == "death")
    final.status, final.how, final.played_at = FinalMatch.Status.PLAYED, FinalMatch.How.REPORTED, timezone.now()
    final.save()
    return final
