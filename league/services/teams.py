"""Creating a team: the College, the hires and the re-rolls, validated by the engine (§4), saved in one
transaction or not at all."""

from __future__ import annotations

from collections.abc import Mapping

from django.db import IntegrityError, transaction

from engine.campaign import team_cost, validate_new_team
from league.models import Player, PlayerEvent, Season, SeasonEntry, Team, TeamReroll
from league.permissions import require_coach
from league.services.errors import RuleViolation, check


def sponsor_breaches(*, league, sponsor: str) -> list[tuple[str, str]]:
    if not sponsor:
        return []
    if not league.option("sponsors_enabled"):
        return [("§11.1", f"{league} does not use sponsors")]
    sponsors = getattr(league.rules, "sponsors", {})
    if sponsor not in sponsors:
        return [("§11.2", f"there is no sponsor {sponsor!r}")]
    return []


@transaction.atomic
def create_team(
    *,
    by,
    league,
    name: str,
    roster_key: str,
    hires: Mapping[str, int],
    rerolls: int,
    sponsor: str = "",
    player_names: Mapping[str, list[str]] | None = None,
) -> Team:
    """Build a new team with the league's budget (§4.2); whatever is not spent goes to the treasury (§4.7).

    Players are numbered 1, 2, ... in roster order; `player_names` may name them per position.
    The team is entered into the league's season if that season is taking registrations.
    """
    require_coach(by)
    rules = league.rules
    if rules.free_team_choice:
        return _create_chosen_team(by=by, league=league, name=name, team_chosen=roster_key)
    if not rules.rosters:  # a game without rosters: the coach names the team chosen
        raise RuleViolation(("", f"{rules.name} teams are not built from rosters; join the league on its own page"))
    name = (name or "").strip()
    hires = {key: int(count) for key, count in hires.items() if int(count) != 0}
    breaches: list = []
    if not name:
        breaches.append(("§4.1", "the team needs a name"))
    elif Team.objects.filter(league=league, name__iexact=name).exists():
        breaches.append(("§4.1", f"{league} already has a team named {name}"))
    breaches += validate_new_team(rules, roster_key=roster_key, hires=hires, rerolls=rerolls, budget=league.option("team_budget"))
    breaches += sponsor_breaches(league=league, sponsor=sponsor)
    check(breaches)

    cost = team_cost(rules, roster_key=roster_key, hires=hires, rerolls=rerolls)
    try:
        team = Team.objects.create(
            league=league, coach=by.coach, name=name, roster=roster_key, treasury=league.option("team_budget") - cost,
            sponsor=sponsor,
        )
    except IntegrityError:  # a concurrent request took the name first
        raise RuleViolation(("§4.1", f"{league} already has a team named {name}")) from None
    reroll_cost = rules.reroll_cost_for(roster_key)
    TeamReroll.objects.bulk_create(
        [TeamReroll(team=team, how=TeamReroll.How.CREATION, cost=reroll_cost) for _ in range(rerolls)]
    )
    college = rules.roster(roster_key)
    number = 0
    names = player_names or {}
    for position in college.positions:
        given = list(names.get(position.key, []))
        for i in range(hires.get(position.key, 0)):
            number += 1
            player_name = (given[i].strip() if i < len(given) and given[i].strip() else f"{position.name} {number}")
            player = Player.objects.create(
                team=team, number=number, name=player_name, position=position.key, hiring_fee=position.cost,
                value=position.cost, ma=position.ma, st=position.st, ag=position.ag, pa=position.pa, av=position.av,
                skills=list(position.skills),
            )
            PlayerEvent.objects.create(player=player, kind="hired", text=f"Hired as {position.name} for {position.cost:,} gp at team creation")
    season = league.current_season()
    if season and season.state == Season.State.REGISTRATION:
        SeasonEntry.objects.create(season=season, team=team)
    return team


def _create_chosen_team(*, by, league, name: str, team_chosen: str) -> Team:
    """A team of a game without a roster of positions (the ruleset's free_team_choice): its name and the team
    the coach chose, entered into the season taking registrations."""
    name, team_chosen = (name or "").strip(), (team_chosen or "").strip()
    breaches = []
    if not name or not team_chosen:
        breaches.append(("", "a team needs its name and the team chosen"))
    elif Team.objects.filter(league=league, name__iexact=name).exists():
        breaches.append(("", f"{league} already has a team named {name}"))
    if Team.objects.filter(league=league, coach=by.coach).exists():
        breaches.append(("", f"you already coach a team in {league}"))
    check(breaches)
    team = Team.objects.create(league=league, coach=by.coach, name=name, roster=team_chosen[:40])
    season = league.current_season()
    if season and season.state == Season.State.REGISTRATION:
        SeasonEntry.objects.create(season=season, team=team)
    return team
