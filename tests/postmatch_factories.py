"""ORM factories for the post-match tests: teams of real College players and confirmed reports
(rows made directly, so no task is queued)."""

from __future__ import annotations

import itertools

from django.utils import timezone

import engine.rulesets
from games.dungeon_bowl.models import MatchReport, PlayerLine
from games.dungeon_bowl.tasks import run_post_match
from league.models import Fixture, Player, Season, Team
from tests import schedule_factories as f

_seq = itertools.count(1)
RULES = engine.rulesets.get("dungeon_bowl")


def player(team: Team, number: int, position: str = "dwarf_blitzer", **extra) -> Player:
    pos = RULES.roster(team.roster).position(position)
    fields = dict(
        team=team, number=number, name=f"{pos.name} {number}", position=pos.key, hiring_fee=pos.cost, value=pos.cost,
        ma=pos.ma, st=pos.st, ag=pos.ag, pa=pos.pa, av=pos.av, skills=list(pos.skills),
    )
    fields.update(extra)
    return Player.objects.create(**fields)


def team(lg, *, players: int = 11, roster: str = "fire", position: str = "dwarf_blitzer", coach=None, **extra) -> Team:
    t = Team.objects.create(league=lg, coach=(coach or f.user()).coach, name=f"PM Team {next(_seq)}", roster=roster, **extra)
    for n in range(1, players + 1):
        player(t, n, position)
    return t


def match(*, kind: str = Fixture.Kind.LEAGUE, players: int = 11, lg=None, **league_settings):
    """A league, a season and a fixture between two new teams."""
    lg = lg or f.league(**league_settings)
    s = Season.objects.filter(league=lg).first() or f.season(lg, state=Season.State.REGULAR_SEASON)
    home, away = team(lg, players=players), team(lg, players=players)
    fx = Fixture.objects.create(season=s, home=home, away=away, kind=kind)
    return fx


def report(fx: Fixture, *, outcome="home_win", finish="touchdown", scorer=None, conceded_by=None, lines=()) -> MatchReport:
    """A confirmed report; `lines` are dicts with player and PlayerLine fields."""
    if finish == "touchdown" and scorer is None:
        winner = fx.home if outcome == "home_win" else fx.away
        scorer = winner.players.order_by("number").first()
    r = MatchReport.objects.create(
        fixture=fx, outcome=outcome, finish=finish, scorer=scorer, conceded_by=conceded_by,
        status=MatchReport.Status.CONFIRMED, confirmed_at=timezone.now(),
    )
    PlayerLine.objects.bulk_create(
        PlayerLine(report=r, team_id=line["player"].team_id, **{**line, "player": line["player"]}) for line in lines
    )
    return MatchReport.objects.select_related("fixture__home__league", "fixture__away__league").prefetch_related("lines").get(pk=r.pk)


def numbered(t: Team, number: int) -> Player:
    return t.players.get(number=number)


def blitzer_with_spp(spp: int = 20) -> Player:
    """The home team's #1 of a played match, a Dwarf Blitzer (Primary GS, Secondary AP; Block, Thick Skull),
    with SPP to spend."""
    fx = match()
    p = numbered(fx.home, 1)
    Player.objects.filter(pk=p.pk).update(spp=spp)
    p.refresh_from_db()
    return p


def played_for(user, *, hurt: int | None = None) -> tuple[Fixture, MatchReport]:
    """A match whose home team `user` coaches, reported (a home win; with `hurt`, the away player of that number
    rolls a casualty) and post-processed, so its advancement page is open to that coach."""
    fx = match()
    fx.home.coach = user.coach
    fx.home.save()
    lines = [{"player": numbered(fx.away, hurt), "casualty": "roll"}] if hurt is not None else []
    played = report(fx, lines=lines)
    run_post_match(played.pk)
    return fx, played
