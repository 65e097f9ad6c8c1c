"""The history app's writes: a coach's API token (created, rotated) and a team imported from another
league manager. Keyword-only, each under transaction.atomic, each checking who may do it."""

from __future__ import annotations

from django.db import transaction
from django.utils.translation import gettext as _
from rest_framework.authtoken.models import Token

from history.imports import parse_team
from league.models import Player, PlayerEvent, Season, SeasonEntry, Team, TeamReroll
from league.permissions import require_coach
from league.services.errors import RuleViolation


@transaction.atomic
def create_token(*, user) -> Token:
    """The coach's API token; asking twice gives the same one (a double submit creates one)."""
    require_coach(user)
    token, _created = Token.objects.get_or_create(user=user)
    return token


@transaction.atomic
def rotate_token(*, user, current: str) -> Token:
    """Replace the token the coach saw (`current`, the start of its key) by a new one: the old one stops
    working. A second submit of the same form finds the key changed and rotates nothing."""
    require_coach(user)
    token = Token.objects.select_for_update().filter(user=user).first()
    if token is None or not current or not token.key.startswith(current):
        raise RuleViolation(("", _("this token was already replaced: the page shows the current one")))
    token.delete()
    return Token.objects.create(user=user)


@transaction.atomic
def import_team(*, by, league, data: bytes) -> Team:
    """A team from an OBBLM/NAFLM export, coached by `by`: its roster, re-rolls, treasury and players as the
    file gives them (profiles from the league's ruleset). Entered into the season taking registrations, to be
    accepted by the commissioner like any entry (§8.11)."""
    require_coach(by)
    rules = league.rules
    if not rules.rosters or rules.free_team_choice:
        raise RuleViolation(("", _("%(game)s teams are not built from rosters: nothing to import") % {"game": rules.name}))
    imported, breaches = parse_team(data, rules=rules)
    if breaches:
        raise RuleViolation(*breaches)
    if Team.objects.filter(league=league, name__iexact=imported.name).exists():
        raise RuleViolation(("§4.1", _("%(league)s already has a team named %(name)s") % {"league": league, "name": imported.name}))
    team = Team.objects.create(league=league, coach=by.coach, name=imported.name, roster=imported.roster,
                               treasury=imported.treasury)
    cost = rules.reroll_cost_for(imported.roster)
    TeamReroll.objects.bulk_create(TeamReroll(team=team, how=TeamReroll.How.CREATION, cost=cost)
                                   for _ in range(imported.rerolls))
    roster = rules.roster(imported.roster)
    for line in imported.players:
        position = roster.position(line.position)
        player = Player.objects.create(
            team=team, number=line.number, name=line.name, position=position.key, hiring_fee=position.cost,
            value=position.cost, ma=position.ma, st=position.st, ag=position.ag, pa=position.pa, av=position.av,
            skills=list(dict.fromkeys([*position.skills, *line.skills])), spp=line.spp, spp_earned=line.spp,
            niggling_injuries=line.niggling)
        PlayerEvent.objects.create(player=player, kind="imported", text=_("Imported from an OBBLM export"))
    season = league.current_season()
    if season and season.state == Season.State.REGISTRATION:
        SeasonEntry.objects.create(season=season, team=team)
    return team
