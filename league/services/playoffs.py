"""One bracket service for every game's play-offs: a knock-out of 2, 4 or 8 seeds (`create_bracket`),
each play-off match settled as its result comes in (a drawn or unplayed match is broken by the bracket's
draw-breaker: every play-off match has a winner), the next stage filled, and the bracket closed once the
final (and the third-place match) are settled — then `bracket_completed` for the game's own app
(league/games.py), which hands out what its rules give the winners (prizes, a trophy) or closes its season.

`draw_playoffs` is the Play-off Season of a league with divisions (§8.8): it qualifies and lays out the
seeds from the final standings. A game that seeds its finals its own way calls `create_bracket` itself.

Play-off matches are ordinary fixtures of kind "playoff": coaches report them like any fixture, and
`fixture_decided` listens to `league.services.fixtures`' result_final signal (connected in league/signals.py). Stages with deadlines are closed
by `close_due_playoff_matches` (Celery beat) with the same unplayed-fixture policy as the regular season.
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.translation import gettext, gettext_noop

from dugout.i18n import later, stored_sentence
from engine.breach import Sentence
from engine.dice import Dice
from league import events
from league.games import bracket_completed
from league.models import Bracket, Fixture, PlayoffMatch, PlayoffSeed, Season, ServerRoll
from league.permissions import require_commissioner
from league.selectors.standings import HEAD_TO_HEAD, division_standings
from league.services.audit import record_audit
from league.services.errors import RuleViolation
from league.services.playoff_seeding import layout, qualify
from league.services.schedule import resolve_unplayed

Stage = PlayoffMatch.Stage
# Stage order and how many matches each has, by bracket size.
STAGES = {
    2: [(Stage.FINAL, 1)],
    4: [(Stage.SEMI_FINAL, 2), (Stage.FINAL, 1), (Stage.THIRD_PLACE, 1)],
    8: [(Stage.QUARTER_FINAL, 4), (Stage.SEMI_FINAL, 2), (Stage.FINAL, 1), (Stage.THIRD_PLACE, 1)],
}
FORMATS = {2: Bracket.Format.FINAL, 4: Bracket.Format.SEMI_FINALS, 8: Bracket.Format.QUARTER_FINALS}
UNRESOLVED = (
    Fixture.Status.SCHEDULED, Fixture.Status.REPORTED, Fixture.Status.DISPUTED, Fixture.Status.AWAITING_COMMISSIONER,
)


def new_dice() -> Dice:
    """The server's dice for a roll-off; tests replace this to force results through the engine's seam."""
    return Dice(secrets.token_hex(8))


# --- Drawing the bracket ---------------------------------------------------------------------------


def unfinished_fixtures(season: Season) -> int:
    return Fixture.objects.filter(season=season, kind=Fixture.Kind.LEAGUE, status__in=UNRESOLVED).count()


def across_divisions(league) -> tuple[str, ...]:
    """The game's tie-breakers that compare teams of different divisions (all but head-to-head)."""
    return tuple(k for k in league.rules.tie_breakers(league.options) if k != HEAD_TO_HEAD)


def final_standings(season: Season) -> list[tuple]:
    return [(d, division_standings(d)) for d in season.divisions.order_by("name")]


@transaction.atomic
def draw_playoffs(*, by, season: Season, start: datetime | None = None) -> Bracket:
    """When every division has finished, qualify, seed and lay out the bracket, with a deadline per stage."""
    league = season.league
    require_commissioner(by, league)
    season = Season.objects.select_for_update().get(pk=season.pk)
    if Bracket.objects.filter(season=season).exists():
        raise RuleViolation(("§8.8", gettext("the play-offs of this season are already drawn")))
    # PLAYOFFS too: a commissioner may have moved the season on by hand before drawing.
    if season.state not in (Season.State.REGULAR_SEASON, Season.State.PLAYOFFS):
        raise RuleViolation(("§8.8", gettext("the play-offs follow the Regular Season; this season is {lower}").format(lower=season.get_state_display().lower())))
    left = unfinished_fixtures(season)
    if left:
        raise RuleViolation(("§8.8", gettext("the play-offs start when every division has finished; {left} league fixture(s) have no result yet").format(left=left)))
    standings = final_standings(season)
    try:
        qualifiers = qualify(standings, four_division_format=league.rules.four_division_format(league.options),
                             tie_breakers=across_divisions(league))
    except ValueError as error:
        raise RuleViolation(("§8.8", str(error))) from None
    entries = [Entry(team_id=q.team_id, seed=q.seed, qualified_as=q.qualified_as, points=q.points, stats=q.stats,
                     division_id=q.division_id, division_rank=q.division_rank) for q in qualifiers]
    return create_bracket(by=by, season=season, entries=entries, order=[q.seed for q in layout(qualifiers)],
                          draw_breaker=league.rules.playoff_draw_breaker(league.options), start=start,
                          reason="§8.8: every division has finished")


@dataclass(frozen=True)
class Entry:
    """A qualified team as its bracket records it: seed 1 is the best; `stats` are its standings values."""

    team_id: int
    seed: int
    qualified_as: str
    points: int = 0
    stats: dict = field(default_factory=dict)
    division_id: int | None = None
    division_rank: int = 0


def create_bracket(*, by, season: Season, entries: Sequence[Entry], order: Sequence[int], draw_breaker: str,
                   start: datetime | None = None, deadlines: bool = True, reason: str) -> Bracket:
    """The bracket of 2, 4 or 8 seeds: `order` lists the seeds in first-round order (slot 1's two teams first;
    the winners of slots 2k-1 and 2k meet next). With `deadlines` each stage gets a round's deadline."""
    league = season.league
    size = len(entries)
    if size not in FORMATS or sorted(order) != sorted(e.seed for e in entries):
        raise RuleViolation(("", gettext("a bracket has 2, 4 or 8 seeds, each placed once; not {size}").format(size=size)))
    try:
        with transaction.atomic():
            bracket = Bracket.objects.create(season=season, format=FORMATS[size], draw_breaker=draw_breaker,
                                             drawn_by=by.coach)
    except IntegrityError:  # drawn by another request at the same moment
        raise RuleViolation(("", gettext("the play-offs of this season are already drawn"))) from None
    seeds = {
        e.seed: PlayoffSeed.objects.create(
            bracket=bracket, team_id=e.team_id, seed=e.seed, division_id=e.division_id, division_rank=e.division_rank,
            qualified_as=e.qualified_as, points=e.points, stats=dict(e.stats),
        )
        for e in entries
    }
    start = start or timezone.now()
    days = timedelta(days=league.round_length_days)
    first = True
    for number, (stage, count) in enumerate(STAGES[size], start=1):
        # The final and the third-place match share a round.
        deadline = start + days * min(number, max(len(STAGES[size]) - 1, 1)) if deadlines else None
        for slot in range(1, count + 1):
            match = PlayoffMatch.objects.create(bracket=bracket, stage=stage, slot=slot, deadline=deadline)
            if first:
                a, b = order[2 * (slot - 1): 2 * slot]
                _set_teams(match, seeds[a], seeds[b])
        first = False
    Season.objects.filter(pk=season.pk).update(state=Season.State.PLAYOFFS)
    by_seed = {e.seed: e for e in entries}
    record_audit(
        league=league, actor=by.coach, action="play-offs drawn", target=str(season),
        changes={"state": [season.state, Season.State.PLAYOFFS],
                 "seeds": [None, [f"({n}) {seeds[n].team} — {by_seed[n].qualified_as}" for n in sorted(seeds)]]},
        reason=reason,
    )
    events.season_changed.send(sender=Season, season=season, text=later(
        gettext_noop("The play-offs of season %(number)s of %(league)s are drawn."), number=season.number, league=league))
    return bracket


def _set_teams(match: PlayoffMatch, a: PlayoffSeed, b: PlayoffSeed, *, now: datetime | None = None) -> None:
    """Both teams known: the better seed is at home; the fixture is created with the stage's deadline
    (pushed back to a full round from now when the feeders finished late)."""
    home, away = sorted((a, b), key=lambda s: s.seed)
    season = match.bracket.season
    match.home, match.away = home, away
    match.fixture = Fixture.objects.create(season=season, kind=Fixture.Kind.PLAYOFF, home=home.team, away=away.team)
    if now is not None and match.deadline is not None:
        match.deadline = max(match.deadline, now + timedelta(days=season.league.round_length_days))
    match.save(update_fields=["home", "away", "fixture", "deadline"])


# --- Settling a result -----------------------------------------------------------------------------

DECIDED_BY_FINISH = {
    Fixture.Finish.DECIDED: PlayoffMatch.Decided.PLAYED,
    Fixture.Finish.TIME_LIMIT: PlayoffMatch.Decided.PLAYED,
    Fixture.Finish.CONCESSION: PlayoffMatch.Decided.CONCESSION,
    Fixture.Finish.COMMISSIONER: PlayoffMatch.Decided.COMMISSIONER,
}


def fixture_decided(*, fixture: Fixture, dice: Dice | None = None, **kwargs) -> PlayoffMatch | None:
    """A play-off fixture got its result (the fixture services' result_final signal)."""
    match = PlayoffMatch.objects.filter(fixture=fixture).first()
    if match is None:
        return None
    return settle(match_id=match.pk, dice=dice)


@transaction.atomic
def settle(*, match_id: int, dice: Dice | None = None, now: datetime | None = None) -> PlayoffMatch | None:
    """Find the match's winner (once: a conditional update), then fill the next stage."""
    now = now or timezone.now()
    match = PlayoffMatch.objects.select_related("fixture", "home__team", "away__team", "bracket__season__league").get(pk=match_id)
    fixture = match.fixture
    if fixture is None or not fixture.outcome:
        return None
    if not PlayoffMatch.objects.filter(pk=match.pk, settled_at__isnull=True).update(settled_at=now):
        return None
    home, away = match.home, match.away
    winner_team = fixture.winner_id()
    if winner_team is not None:
        match.winner, match.loser = (home, away) if winner_team == home.team_id else (away, home)
        match.decided = DECIDED_BY_FINISH.get(fixture.finish, PlayoffMatch.Decided.PLAYED)
    elif match.bracket.draw_breaker == "roll_off":
        match.winner, match.loser = _roll_off(fixture, home, away, dice or new_dice())
        match.decided = PlayoffMatch.Decided.ROLL_OFF
    else:
        match.winner, match.loser = home, away  # home is the better seed
        match.decided = PlayoffMatch.Decided.HIGHER_SEED
    match.settled_at = now
    match.save(update_fields=["winner", "loser", "decided", "settled_at"])
    _fill_next_stage(match.bracket, now=now)
    _maybe_complete(match.bracket, now=now)
    return match


def _roll_off(fixture: Fixture, home: PlayoffSeed, away: PlayoffSeed, dice: Dice) -> tuple[PlayoffSeed, PlayoffSeed]:
    """Each team rolls a D6, highest goes through; equal rolls are rolled again. Every die is stored."""
    while True:
        rolls = []
        for seed in (home, away):
            # The reason is kept with its msgid and values, so each reader sees it in their language (docs/i18n.md).
            why = Sentence(gettext_noop("play-off roll-off after a draw: {team}"), {"team": str(seed.team)})
            result = dice.d6(why)
            ServerRoll.objects.create(fixture=fixture, team=seed.team, die="D6", why=why,
                                      why_sentence=stored_sentence(why), result=result, seed=str(dice.seed or ""))
            rolls.append(result)
        if rolls[0] != rolls[1]:
            return (home, away) if rolls[0] > rolls[1] else (away, home)


def _feeders(bracket: Bracket, match: PlayoffMatch) -> list[tuple[PlayoffMatch, str]]:
    """The matches whose winners (or losers) play `match`."""
    matches = {(m.stage, m.slot): m for m in bracket.matches.all()}
    if match.stage == Stage.SEMI_FINAL and (Stage.QUARTER_FINAL, 1) in matches:
        return [(matches[(Stage.QUARTER_FINAL, 2 * match.slot - 1)], "winner"),
                (matches[(Stage.QUARTER_FINAL, 2 * match.slot)], "winner")]
    if match.stage in (Stage.FINAL, Stage.THIRD_PLACE):
        side = "winner" if match.stage == Stage.FINAL else "loser"
        return [(matches[(Stage.SEMI_FINAL, 1)], side), (matches[(Stage.SEMI_FINAL, 2)], side)]
    return []


def _fill_next_stage(bracket: Bracket, *, now: datetime) -> None:
    for match in bracket.matches.select_for_update().filter(fixture__isnull=True):
        feeders = _feeders(bracket, match)
        if feeders and all(f.settled_at for f, _ in feeders):
            a, b = (getattr(f, side) for f, side in feeders)
            _set_teams(match, a, b, now=now)


def _maybe_complete(bracket: Bracket, *, now: datetime) -> None:
    last = bracket.matches.filter(stage__in=(Stage.FINAL, Stage.THIRD_PLACE))
    if last.filter(settled_at__isnull=True).exists():
        return
    if not Bracket.objects.filter(pk=bracket.pk, completed_at__isnull=True).update(completed_at=now):
        return
    bracket = Bracket.objects.select_related("season__league").get(pk=bracket.pk)
    bracket_completed.send(sender=Bracket, bracket=bracket)


# --- Deadlines -------------------------------------------------------------------------------------


def due_playoff_match_ids(*, now: datetime | None = None) -> list[int]:
    now = now or timezone.now()
    return list(
        PlayoffMatch.objects.filter(
            closed_at__isnull=True, settled_at__isnull=True, fixture__isnull=False, deadline__lte=now,
            bracket__season__state=Season.State.PLAYOFFS,
        ).values_list("id", flat=True)
    )


@transaction.atomic
def close_playoff_match(*, match_id: int, now: datetime | None = None, dice: Dice | None = None) -> bool:
    """A play-off match whose deadline passed: resolve it like any unplayed fixture (§8.5, the league's
    policy), then settle it — a loss for both goes to the draw-breaker. Claimed once (conditional update)."""
    now = now or timezone.now()
    claimed = PlayoffMatch.objects.filter(
        pk=match_id, closed_at__isnull=True, settled_at__isnull=True, deadline__lte=now
    ).update(closed_at=now)
    if not claimed:
        return False
    match = PlayoffMatch.objects.select_related("fixture", "bracket__season__league").get(pk=match_id)
    fixture = Fixture.objects.select_for_update().select_related("home", "away").get(pk=match.fixture_id)
    if fixture.status == Fixture.Status.SCHEDULED:
        dice = dice or new_dice()
        resolve_unplayed(fixture=fixture, league=match.bracket.season.league, now=now, dice=dice)
        if fixture.outcome:
            settle(match_id=match.pk, dice=dice, now=now)
    return True
