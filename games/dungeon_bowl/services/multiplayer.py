"""Multi-player Dungeon Bowl fixtures (§10.1): a friendly of three or four teams of one league, arranged by a
commissioner, then simulated by the engine (engine/match/multiplayer.py) or reported with placings.

Our readings (docs/decisions.md, "Multi-player Dungeon Bowl"): the match is a friendly, so it gives no league
points (§8.7); it is played as an exhibition (§9): no post-match sequence, no journeymen hired, no sponsors or
College Wizards (their rules name one opponent), casualties not kept. Each side row keeps its placing
(FixtureSide.data["placing"]): 1st wins (a shared 1st is a draw among those), the rest lose.
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping, Sequence

from django.core.exceptions import PermissionDenied, ValidationError
from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.translation import gettext as _

import engine.rulesets
from engine.ai import ScriptedCoach
from engine.match.multiplayer import MAX_TEAMS, MIN_TEAMS, simulate_multiplayer
from engine.match.sheets import TeamSheet
from games.dungeon_bowl.models import SimulatedMatch
from games.dungeon_bowl.services.journeymen import available_players
from games.dungeon_bowl.services.team_sheets import _player_sheet, sheet_summary
from league.models import Fixture, FixtureSide, Season, Team
from league.services import fixtures as fixture_services
from league.services.audit import record_audit
from matches.models.simulation import OPEN_STATUSES

FINISHES = (Fixture.Finish.DECIDED, Fixture.Finish.TIME_LIMIT)


def is_multiplayer(fixture: Fixture) -> bool:
    """A fixture of three or four sides (its side rows exist from the start, league/services/fixtures.py)."""
    return FixtureSide.objects.filter(fixture=fixture).count() > 2


def sides_of(fixture: Fixture) -> list[FixtureSide]:
    return list(FixtureSide.objects.filter(fixture=fixture).select_related("team").order_by("slot"))


def _require_commissioner(user, league) -> None:
    if not league.is_commissioner(user):
        raise PermissionDenied(_("Only a commissioner of %(league)s arranges and records multi-player matches.")
                               % {"league": league})


@transaction.atomic
def arrange_multiplayer_match(*, by, season: Season, teams: Sequence[Team]) -> Fixture:
    """A multi-player friendly (§10.1) of three or four teams of the season's league; commissioner only."""
    _require_commissioner(by, season.league)
    if not MIN_TEAMS <= len(teams) <= MAX_TEAMS:
        raise ValidationError(_("§10.1: a multi-player match has %(min)d or %(max)d teams, not %(count)d.")
                              % {"min": MIN_TEAMS, "max": MAX_TEAMS, "count": len(teams)})
    try:
        with transaction.atomic():
            return fixture_services.arrange_match(by=by, season=season, teams=list(teams), kind=Fixture.Kind.FRIENDLY)
    except IntegrityError:  # one friendly per group of teams a season (§8.7), also on a double submit
        raise ValidationError(_("§8.7: these teams already have their friendly this season.")) from None


def results_from_placings(placings: Sequence[int]) -> list[str]:
    """win for a sole 1st, draw for a shared 1st, loss for everyone else."""
    firsts = sum(1 for p in placings if p == 1)
    return ["loss" if p != 1 else ("win" if firsts == 1 else "draw") for p in placings]


def placing_errors(placings: Sequence[int], finish: str) -> list[str]:
    """Placings are a ranking: 1 to the number of teams, a shared place skipping the next (1, 2, 2, 4)."""
    n = len(placings)
    if any(not isinstance(p, int) or not 1 <= p <= n for p in placings):
        return [_("Each team's placing is a whole number from 1 to %(n)d.") % {"n": n}]
    ranked = [1 + sum(1 for q in placings if q < p) for p in placings]
    if ranked != list(placings):
        return [_("Placings are a ranking: teams sharing a place leave the next places empty (1, 2, 2, 4).")]
    if finish == Fixture.Finish.DECIDED and placings.count(1) != 1:
        return [_("§10.1: a touchdown ends the match with one winner, placed 1st alone.")]
    if finish not in FINISHES:
        return [_("A multi-player match ends with a touchdown or at the time limit (§6.16).")]
    return []


def _write(fixture: Fixture, *, placings: Sequence[int], finish: str, scores: Sequence[int]) -> None:
    """The result onto the fixture and its side rows (in slot order); standings read these rows."""
    Fixture.objects.filter(pk=fixture.pk).update(outcome=Fixture.Outcome.PLACED, finish=finish,
                                                 status=Fixture.Status.PLAYED, result_recorded_at=timezone.now())
    fixture.refresh_from_db()
    fixture_services.write_sides(fixture=fixture, results=results_from_placings(placings), scores=scores,
                                 data=[{"placing": p} for p in placings])
    fixture_services.result_written(fixture=fixture)


@transaction.atomic
def report_placings(*, by, fixture: Fixture, placings: Mapping[int, int], finish: str) -> Fixture:
    """A played multi-player match reported by the commissioner: each team's placing (team id -> place) and how it
    ended. Exactly once: the fixture must still be open and is claimed by a conditional update."""
    fixture = Fixture.objects.select_related("season__league").get(pk=fixture.pk)
    _require_commissioner(by, fixture.season.league)
    sides = sides_of(fixture)
    if len(sides) <= 2:
        raise ValidationError(_("§10.1: only a match of three or four teams is reported with placings."))
    if set(placings) != {s.team_id for s in sides}:
        raise ValidationError(_("Give a placing for every team of this match, and for no other team."))
    ordered = [placings[s.team_id] for s in sides]
    errors = placing_errors(ordered, finish)
    if errors:
        raise ValidationError(errors)
    if fixture.status not in OPEN_STATUSES or not fixture_services.claim_for_report(fixture=fixture, by_team=None):
        raise ValidationError(_("This match already has its result."))
    scores = [1 if finish == Fixture.Finish.DECIDED and p == 1 else 0 for p in ordered]
    _write(fixture, placings=ordered, finish=finish, scores=scores)
    record_audit(league=fixture.season.league, actor=by.coach, action="report multi-player placings",
                 target=f"Fixture {fixture.pk} {fixture}", changes={"placings": ["", {str(k): v for k, v in
                                                                                   placings.items()}]},
                 reason=f"finish: {finish}")
    return fixture


def multiplayer_sheet(team: Team, ruleset) -> TeamSheet:
    """The team as it stands, for an exhibition (§9): its available players, no journeymen, no sponsor."""
    squad = [p for p in available_players(team) if not p.journeyman]
    rerolls = team.rerolls.count() + (ruleset.tables.TROPHY_REROLLS if team.trophy_holder else 0)  # §8.9
    return TeamSheet(id=team.pk, name=team.name, rerolls=rerolls, players=tuple(_player_sheet(p) for p in squad))


@transaction.atomic
def simulate_multiplayer_fixture(*, fixture_id: int, seed: str | None = None, batch_id: int | None = None,
                                 bots=None) -> SimulatedMatch | None:
    """Play a multi-player fixture with the engine and record its placings; None when it is not open.

    Safe to call twice: the fixture row is locked, its status must still be open, and the SimulatedMatch row is
    unique per fixture. Nothing waits for a post-match sequence (none runs), so post_match_at is set at once."""
    fixture = (Fixture.objects.select_for_update(of=("self",)).select_related("season__league")
               .filter(pk=fixture_id).first())
    if fixture is None or fixture.status not in OPEN_STATUSES or fixture.season.state != Season.State.REGULAR_SEASON:
        return None
    if SimulatedMatch.objects.filter(fixture_id=fixture_id).exists():
        return None
    sides = sides_of(fixture)
    ruleset = engine.rulesets.get(fixture.season.league.ruleset)
    seed = seed or secrets.token_hex(8)
    names = tuple(f"side{s.slot}" for s in sides)
    sheets = [multiplayer_sheet(s.team, ruleset) for s in sides]
    for sheet in sheets:
        if not sheet.players:
            raise ValidationError(_("%(team)s has no player able to play.") % {"team": sheet.name})
    bots = bots or [ScriptedCoach(f"{seed}:{name}") for name in names]
    outcome = simulate_multiplayer(seed, sheets, sides=names, bots=bots)
    if not fixture_services.claim_for_report(fixture=fixture, by_team=None):
        return None
    try:
        with transaction.atomic():
            sim = SimulatedMatch.objects.create(
                fixture=fixture, batch_id=batch_id, seed=str(seed), bots=" v ".join(["scripted"] * len(names)),
                events=outcome.events, sheets={name: sheet_summary(sheet) for name, sheet in zip(names, sheets,
                                                                                                  strict=True)},
                turns=outcome.turns, end_reason=outcome.end_reason, post_match_at=timezone.now(),
            )
    except IntegrityError:
        return None
    finish = Fixture.Finish.DECIDED if outcome.end_reason == "touchdown" else Fixture.Finish.TIME_LIMIT
    _write(fixture, placings=[outcome.placings[n] for n in names], finish=finish,
           scores=[outcome.score[n] for n in names])
    Fixture.objects.filter(pk=fixture.pk).update(
        note=_("Simulated by Dugout's match engine (seed %(seed)s).") % {"seed": seed})
    return sim


def event_lines(events: list[dict], sheets: Mapping) -> list[str]:
    """The event log in words: game turns and their order, team turns, touchdowns, the end (every roll is in the
    stored log; these are the lines a reader follows)."""
    team = {name: s.get("team", name) for name, s in sheets.items()}
    player = {pid: info.get("name", pid) for s in sheets.values() for pid, info in s.get("players", {}).items()}
    out = []
    for e in events:
        kind = e.get("t")
        if kind == "placement_order":
            out.append(_("Placement order (§10.1): %(order)s") % {"order": ", ".join(team.get(t, t) for t in e["order"])})
        elif kind == "game_turn":
            out.append(_("Game turn %(n)d: %(order)s") % {"n": e["number"],
                                                          "order": ", ".join(team.get(t, t) for t in e["order"])})
        elif kind == "chest":
            out.append(_("%(player)s opens a Chest: %(contents)s") % {"player": player.get(str(e["player"]), e["player"]),
                                                                      "contents": e["contents"]})
        elif kind == "touchdown":
            out.append(_("Touchdown! %(player)s (%(team)s)") % {"player": player.get(str(e["player"]), e["player"]),
                                                               "team": team.get(e["team"], e["team"])})
        elif kind == "end":
            out.append(_("End (%(reason)s): %(placings)s") % {
                "reason": e["reason"], "placings": ", ".join(f"{team.get(t, t)} {p}" for t, p in
                                                             sorted(e.get("placings", {}).items(), key=lambda kv: kv[1]))})
    return out
