"""The pre-match sequence (§5): journeymen to reach 11 available players, Petty Cash from the CTV
difference, and inducements bought from Petty Cash and Treasury within their limits (§12).

The rules are engine.campaign's; this module gathers the teams' figures, freezes them on one sheet
that both coaches see, and records purchases.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.core.exceptions import PermissionDenied, ValidationError
from django.db import IntegrityError, transaction
from django.db.models import F
from django.utils import timezone

import engine.campaign as campaign
import engine.rulesets
from league.models import Fixture, Team
from matches.models import InducementPurchase, PreMatchSheet

OPEN_STATUSES = (Fixture.Status.SCHEDULED,)


@dataclass
class TeamFigures:
    available_players: int
    journeymen: int
    journeyman_position: str
    ctv: int


def _ruleset(fixture: Fixture):
    return engine.rulesets.get(fixture.season.league.ruleset)


def team_figures(team: Team, ruleset) -> TeamFigures:
    """Available players, journeymen needed and CTV including them (§4.8, §5.2)."""
    players = list(team.players.filter(dead=False, fired=False, journeyman=False))
    available = [p for p in players if not p.miss_next_game and not p.temporarily_retired]
    needed = campaign.journeymen_needed(available_players=len(available), ruleset=ruleset)
    roster = ruleset.roster(team.roster)
    # The coach may choose among several Lineman options (§5.2); the sheet proposes the cheapest.
    lineman = min(campaign.journeyman_positions(roster), key=lambda p: p.cost)
    ctv = campaign.current_team_value(
        players=players,
        rerolls=team.rerolls.count(),
        trophy=team.trophy_holder,
        journeymen_values=[lineman.cost] * needed,
        reroll_cost=ruleset.reroll_cost_for(team.roster),
    )
    return TeamFigures(len(available), needed, lineman.key if needed else "", ctv)


def live_sheet(fixture: Fixture) -> PreMatchSheet:
    """The sheet as it stands: the stored one once a coach has bought, else worked out now (unsaved).

    Both coaches see the same figures: before any purchase they come from the same rows; from the
    first purchase on they are frozen on the fixture's one sheet."""
    existing = PreMatchSheet.objects.filter(fixture=fixture).first()
    if existing is not None:
        return existing
    ruleset = _ruleset(fixture)
    home, away = team_figures(fixture.home, ruleset), team_figures(fixture.away, ruleset)
    return PreMatchSheet(
        fixture=fixture,
        home_ctv=home.ctv,
        away_ctv=away.ctv,
        home_journeymen=home.journeymen,
        away_journeymen=away.journeymen,
        home_journeyman_position=home.journeyman_position,
        away_journeyman_position=away.journeyman_position,
        home_petty_cash=campaign.petty_cash(own_ctv=home.ctv, opponent_ctv=away.ctv),
        away_petty_cash=campaign.petty_cash(own_ctv=away.ctv, opponent_ctv=home.ctv),
    )


def get_or_create_sheet(*, fixture: Fixture) -> PreMatchSheet:
    """Freeze the sheet (one unique row per fixture); both coaches' purchases share it."""
    sheet = live_sheet(fixture)
    if sheet.pk:
        return sheet
    try:
        with transaction.atomic():
            sheet.save()
            return sheet
    except IntegrityError:  # the other coach froze it at the same moment
        return PreMatchSheet.objects.get(fixture=fixture)


def inducements_for(fixture: Fixture, team: Team) -> list:
    """The inducements this team may buy: all but other Colleges' Wizards (§12.2)."""
    ruleset = _ruleset(fixture)
    return [i for i in ruleset.inducements.values() if i.college in (None, team.roster)]


@transaction.atomic
def buy_inducements(*, fixture: Fixture, team: Team, user, purchases: dict[str, int]) -> PreMatchSheet:
    """The team's coach buys its inducements for this match, once: Petty Cash first, then Treasury (§5.3-§5.5)."""
    side = fixture.side_of(team.pk)
    if side is None:
        raise ValidationError(f"{team} does not play in {fixture}.")
    if not team.is_coached_by(user):
        raise PermissionDenied(f"Only the coach of {team} buys its inducements.")
    if fixture.status not in OPEN_STATUSES:
        raise ValidationError("Inducements are bought before the match (§5.1); this fixture is reported or resolved.")
    purchases = {k: int(v) for k, v in purchases.items() if int(v) != 0}
    sheet = get_or_create_sheet(fixture=fixture)
    team = Team.objects.select_for_update().get(pk=team.pk)
    ruleset = _ruleset(fixture)
    petty = getattr(sheet, f"{side}_petty_cash")
    breaches = campaign.validate_inducements(
        ruleset, roster_key=team.roster, purchases=purchases, petty_cash=petty, treasury=team.treasury
    )
    if breaches:
        raise ValidationError([str(b) for b in breaches])
    now = timezone.now()
    claimed = PreMatchSheet.objects.filter(pk=sheet.pk, **{f"{side}_bought_at__isnull": True}).update(**{f"{side}_bought_at": now})
    if not claimed:
        raise ValidationError(f"{team} has already bought its inducements for this match.")
    cost = campaign.inducement_cost(ruleset, purchases=purchases)
    from_petty, from_treasury = campaign.pay_for_inducements(cost=cost, petty_cash=petty, treasury=team.treasury)
    if from_treasury:
        Team.objects.filter(pk=team.pk).update(treasury=F("treasury") - from_treasury)
    PreMatchSheet.objects.filter(pk=sheet.pk).update(
        **{f"{side}_paid_petty_cash": from_petty, f"{side}_paid_treasury": from_treasury}
    )
    InducementPurchase.objects.bulk_create(
        InducementPurchase(
            sheet=sheet, team=team, inducement=key, count=count,
            cost=campaign.inducement_cost(ruleset, purchases={key: count}), bought_by=user.coach,
        )
        for key, count in purchases.items()
    )
    sheet.refresh_from_db()
    return sheet
