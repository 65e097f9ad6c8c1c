"""Prizes and the League Trophy (§8.9): 3rd 30,000 gp, 2nd 60,000 gp, the champion 100,000 gp and the
trophy. Paid once per place (a unique Prize row) into the treasury, when the bracket completes (the
core's bracket_completed signal, league/games.py).

The trophy is a flag on the team (`Team.trophy_holder`): while it is set the team has one extra team
re-roll at no cost, counted in its team value (engine.campaign.team_value). The new champion takes it
from the previous holder at the end of the season, so exactly one team of the league holds it.
"""

from __future__ import annotations

from django.db import IntegrityError, transaction
from django.db.models import F

from engine.campaign import prize_for
from league.models import Bracket, PlayoffMatch, Prize, Team
from league.services.audit import record_audit

RULESET = "dungeon_bowl"


def placings(bracket: Bracket) -> dict[int, Team]:
    """{1: champion, 2: runner-up, 3: third} from the settled final and third-place match."""
    final = bracket.matches.select_related("winner__team", "loser__team").get(stage=PlayoffMatch.Stage.FINAL)
    third = bracket.matches.select_related("winner__team").get(stage=PlayoffMatch.Stage.THIRD_PLACE)
    places = {}
    if final.winner_id:
        places[1], places[2] = final.winner.team, final.loser.team
    if third.winner_id:
        places[3] = third.winner.team
    return places


@transaction.atomic
def award_prizes(*, bracket: Bracket) -> list[Prize]:
    """Pay each place its prize once, and hand the trophy to the champion."""
    season = bracket.season
    league = season.league
    paid = []
    for place, team in sorted(placings(bracket).items()):
        gold = prize_for(place, ruleset=league.rules)
        try:
            with transaction.atomic():
                prize = Prize.objects.create(season=season, team=team, place=place, gold=gold)
        except IntegrityError:  # already paid
            continue
        Team.objects.filter(pk=team.pk).update(treasury=F("treasury") + gold)
        paid.append(prize)
    champion = placings(bracket).get(1)
    if champion is not None:
        hand_over_trophy(league=league, champion=champion)
    if paid:
        record_audit(
            league=league, actor=None, action="prizes paid", target=str(season),
            changes={f"place {p.place}": [None, f"{p.team} +{p.gold:,} gp"] for p in paid},
            reason="§8.9: the play-offs are over",
        )
    return paid


def hand_over_trophy(*, league, champion: Team) -> None:
    """The trophy passes from its holder to the new champion (§8.9); only one team holds it."""
    Team.objects.filter(league=league, trophy_holder=True).exclude(pk=champion.pk).update(trophy_holder=False)
    Team.objects.filter(pk=champion.pk).update(trophy_holder=True)


def on_bracket_completed(sender, bracket: Bracket, **kwargs) -> None:
    """The core's signal: a Dungeon Bowl season's play-offs are over; pay the places (§8.9)."""
    if bracket.season.league.ruleset == RULESET:
        award_prizes(bracket=bracket)
