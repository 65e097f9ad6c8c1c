"""Creating a team: its roster, the hires and the re-rolls, validated by the engine (the game's team-building
rules), and the game's own choices checked by its app (league/games.py); saved in one transaction or not at all."""

from __future__ import annotations

from collections.abc import Mapping

from django.db import IntegrityError, transaction
from django.utils.translation import gettext

from engine.campaign import team_cost, validate_new_team
from league.games import pages_of
from league.models import Player, PlayerEvent, Season, SeasonEntry, Team, TeamReroll
from league.permissions import require_coach
from league.services.errors import RuleViolation, check


def option_breaches(*, league, options: Mapping) -> list[tuple[str, str]]:
    """What breaks the rules in a new team's own choices in its game (none when the game asks for none)."""
    pages = pages_of(league.ruleset)
    unknown = sorted(set(options) - set(pages.team_options))
    breaches = [("", f"a {league.rules.name} team has no choice named {key!r}") for key in unknown]
    if pages.check_team_options and not unknown:
        breaches += pages.check_team_options(league=league, options=options)
    return breaches


@transaction.atomic
def create_team(
    *,
    by,
    league,
    name: str,
    roster_key: str,
    hires: Mapping[str, int],
    rerolls: int,
    player_names: Mapping[str, list[str]] | None = None,
    budget: int | None = None,
    extra_cost: int = 0,
    **options,
) -> Team:
    """Build a new team with the league's budget; whatever is not spent goes to the treasury.

    `options` are the team's own choices in its game (GamePages.team_options), checked and saved by the game's app.

    Players are numbered 1, 2, ... in roster order; `player_names` may name them per position.
    `budget` replaces the league's team budget and `extra_cost` is bought from it too (a game's own way of
    building a team, with its own budget and what else it buys with it).
    The team is entered into the league's season if that season is taking registrations.
    """
    require_coach(by)
    rules = league.rules
    if rules.free_team_choice:
        return _create_chosen_team(by=by, league=league, name=name, team_chosen=roster_key)
    if not rules.rosters:  # a game without rosters: the coach names the team chosen
        raise RuleViolation(("", gettext("{name} teams are not built from rosters; join the league on its own page").format(name=rules.name)))
    name = (name or "").strip()
    hires = {key: int(count) for key, count in hires.items() if int(count) != 0}
    breaches: list = []
    if not name:
        breaches.append(("§4.1", gettext("the team needs a name")))
    elif Team.objects.filter(league=league, name__iexact=name).exists():
        breaches.append(("§4.1", gettext("{league} already has a team named {name}").format(league=league, name=name)))
    budget = league.option("team_budget") if budget is None else budget
    breaches += validate_new_team(rules, roster_key=roster_key, hires=hires, rerolls=rerolls, budget=budget,
                                  extra_cost=extra_cost)
    breaches += option_breaches(league=league, options=options)
    check(breaches)

    cost = team_cost(rules, roster_key=roster_key, hires=hires, rerolls=rerolls)
    try:
        team = Team.objects.create(
            league=league, coach=by.coach, name=name, roster=roster_key, treasury=budget - cost - extra_cost,
        )
    except IntegrityError:  # a concurrent request took the name first
        raise RuleViolation(("§4.1", gettext("{league} already has a team named {name}").format(league=league, name=name))) from None
    reroll_cost = rules.reroll_cost_for(roster_key)
    TeamReroll.objects.bulk_create(
        [TeamReroll(team=team, how=TeamReroll.How.CREATION, cost=reroll_cost) for _ in range(rerolls)]
    )
    save = pages_of(league.ruleset).save_team_options
    if save and options:
        save(team=team, options=options)
    number = 0
    names = player_names or {}
    for position in rules.roster(roster_key).positions:
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
        breaches.append(("", gettext("a team needs its name and the team chosen")))
    elif Team.objects.filter(league=league, name__iexact=name).exists():
        breaches.append(("", gettext("{league} already has a team named {name}").format(league=league, name=name)))
    if Team.objects.filter(league=league, coach=by.coach).exists():
        breaches.append(("", gettext("you already coach a team in {league}").format(league=league)))
    check(breaches)
    team = Team.objects.create(league=league, coach=by.coach, name=name, roster=team_chosen[:40])
    season = league.current_season()
    if season and season.state == Season.State.REGISTRATION:
        SeasonEntry.objects.create(season=season, team=team)
    return team
