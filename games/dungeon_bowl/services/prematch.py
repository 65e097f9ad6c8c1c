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
from django.utils.translation import gettext as _

import engine.campaign as campaign
import engine.rulesets
from dugout.i18n import breach_text
from games.dungeon_bowl.models import InducementPurchase, PreMatchSheet
from games.dungeon_bowl.services.journeymen import hire_both_sides, journeyman_options
from league.models import Fixture, Team

OPEN_STATUSES = (Fixture.Status.SCHEDULED,)


@dataclass
class TeamFigures:
    available_players: int
    journeymen: int
    journeyman_position: str
    ctv: int


def ruleset_of(fixture: Fixture):
    return engine.rulesets.get(fixture.season.league.ruleset)


def team_figures(team: Team, ruleset, position: str = "") -> TeamFigures:
    """Available players, journeymen needed and CTV including them (§4.8, §5.2).

    The coach chooses among several Lineman options (§5.2, `choose_journeymen`); unchosen, the sheet
    proposes the cheapest."""
    players = list(team.players.filter(dead=False, fired=False, journeyman=False))
    available = [p for p in players if not p.miss_next_game and not p.temporarily_retired]
    needed = campaign.journeymen_needed(available_players=len(available), ruleset=ruleset)
    options = journeyman_options(team, ruleset)
    lineman = next((p for p in options if p.key == position), options[0])
    ctv = campaign.current_team_value(
        players=players,
        rerolls=team.rerolls.count(),
        trophy=team.trophy_holder,
        journeymen_values=[lineman.cost] * needed,
        reroll_cost=ruleset.reroll_cost_for(team.roster),
    )
    return TeamFigures(len(available), needed, lineman.key if needed else "", ctv)
def live_sheet(fixture: Fixture) -> PreMatchSheet:
    """The sheet as it stands: the stored one once a coach has bought or chosen journeymen, else worked
    out now (unsaved).

    Both coaches see the same figures: until then they come from the same rows; from then on they are
    frozen on the fixture's one sheet."""
    existing = PreMatchSheet.objects.filter(fixture=fixture).first()
    if existing is not None:
        return existing
    return _worked_out(fixture, PreMatchSheet(fixture=fixture))
def _worked_out(fixture: Fixture, sheet: PreMatchSheet) -> PreMatchSheet:
    """`sheet` with both teams' figures worked out from the rosters now, with each side's chosen Lineman."""
    ruleset = ruleset_of(fixture)
    home = team_figures(fixture.home, ruleset, sheet.home_journeyman_position)
    away = team_figures(fixture.away, ruleset, sheet.away_journeyman_position)
    for name, value in dict(
        home_ctv=home.ctv,
        away_ctv=away.ctv,
        home_journeymen=home.journeymen,
        away_journeymen=away.journeymen,
        home_journeyman_position=home.journeyman_position,
        away_journeyman_position=away.journeyman_position,
        home_petty_cash=campaign.petty_cash(own_ctv=home.ctv, opponent_ctv=away.ctv),
        away_petty_cash=campaign.petty_cash(own_ctv=away.ctv, opponent_ctv=home.ctv),
    ).items():
        setattr(sheet, name, value)
    return sheet
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
    ruleset = ruleset_of(fixture)
    return [i for i in ruleset.inducements.values() if i.college in (None, team.roster)]


def _coachs_side(fixture: Fixture, team: Team, user, *, doing: str, before: str) -> str:
    """The team's side in the fixture, once its coach may act on the pre-match sheet of an open fixture."""
    side = fixture.side_of(team.pk)
    if side is None:
        raise ValidationError(_("{team} does not play in {fixture}.").format(team=team, fixture=fixture))
    if not team.is_coached_by(user):
        raise PermissionDenied(doing.format(team=team))
    if fixture.status not in OPEN_STATUSES:
        raise ValidationError(before)
    return side


@transaction.atomic
def buy_inducements(*, fixture: Fixture, team: Team, user, purchases: dict[str, int]) -> PreMatchSheet:
    """The team's coach buys its inducements for this match, once: Petty Cash first, then Treasury (§5.3-§5.5)."""
    side = _coachs_side(fixture, team, user, doing=_("Only the coach of {team} buys its inducements."),
                        before=_("Inducements are bought before the match (§5.1); this fixture is reported or resolved."))
    purchases = {k: int(v) for k, v in purchases.items() if int(v) != 0}
    sheet = get_or_create_sheet(fixture=fixture)
    team = Team.objects.select_for_update().get(pk=team.pk)
    ruleset = ruleset_of(fixture)
    petty = getattr(sheet, f"{side}_petty_cash")
    breaches = campaign.validate_inducements(
        ruleset, roster_key=team.roster, purchases=purchases, petty_cash=petty, treasury=team.treasury
    )
    if breaches:
        raise ValidationError([breach_text(b) for b in breaches])
    now = timezone.now()
    claimed = PreMatchSheet.objects.filter(pk=sheet.pk, **{f"{side}_bought_at__isnull": True}).update(**{f"{side}_bought_at": now})
    if not claimed:
        raise ValidationError(_("{team} has already bought its inducements for this match.").format(team=team))
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
    # The first purchase settles the sheet (no journeyman choice after it, `choose_journeymen`), so this is
    # where both teams' journeymen are hired as roster rows of this fixture: the report form then lists
    # them. Idempotent, so the second team's purchase hires nobody more (§5.2).
    hire_both_sides(fixture=fixture, ruleset=ruleset)
    sheet.refresh_from_db()
    return sheet


@transaction.atomic
def choose_journeymen(*, fixture: Fixture, team: Team, user, position: str) -> PreMatchSheet:
    """The team's coach chooses which Lineman option its journeymen are (§5.2).

    The journeymen's hiring fee counts in CTV, and Petty Cash follows the CTVs (§5.3), so the choice
    is made before either team buys: it re-works both teams' figures and freezes them on the sheet."""
    side = _coachs_side(fixture, team, user, doing=_("Only the coach of {team} chooses its journeymen."),
                        before=_("Journeymen are hired before the match (§5.2); this fixture is reported or resolved."))
    ruleset = ruleset_of(fixture)
    options = {p.key: p for p in journeyman_options(team, ruleset)}
    if position not in options:
        names = ", ".join(_(p.name) for p in options.values())
        raise ValidationError(_("A journeyman is one of the College's Lineman options (§5.2): {names}.").format(names=names))
    sheet = PreMatchSheet.objects.select_for_update().get(pk=get_or_create_sheet(fixture=fixture).pk)
    if sheet.home_bought_at or sheet.away_bought_at:
        raise ValidationError(_("Journeymen are chosen before inducements are bought: the CTVs and Petty Cash on "
                                "this sheet are final once a team has bought (§5.2, §5.3)."))
    setattr(sheet, f"{side}_journeyman_position", position)
    sheet = _worked_out(fixture, sheet)
    if not getattr(sheet, f"{side}_journeymen"):
        raise ValidationError(_("{team} has 11 players available and hires no journeymen (§5.2).").format(team=team))
    sheet.save()
    return sheet
