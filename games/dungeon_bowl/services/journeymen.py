"""A fixture's journeymen (§5.2): hired once as roster rows linked to the fixture, so a simulated match
and a coach-reported match record their lines alike and post-match step 3 signs or dismisses only
that match's journeymen (§7.4.1).
"""

from __future__ import annotations

from django.db import transaction
from django.db.models import Q

import engine.campaign as campaign
from engine.dice import Dice
from games.dungeon_bowl.models import PreMatchSheet
from games.dungeon_bowl.teams.naming import default_names
from league.models import Fixture, Player, PlayerEvent, Team


def journeyman_options(team: Team, ruleset) -> tuple:
    """The Lineman options a journeyman may be hired from, cheapest first (§5.2)."""
    return tuple(sorted(campaign.journeyman_positions(ruleset.roster(team.roster)), key=lambda p: p.cost))


def available_players(team: Team):
    return team.players.filter(dead=False, fired=False, miss_next_game=False, temporarily_retired=False).order_by("number")


def fixture_journeymen(team: Team, fixture: Fixture):
    """The journeymen hired for this fixture still on the roster (not yet signed or dismissed)."""
    return team.players.filter(journeyman=True, hired_for=fixture, dead=False, fired=False).order_by("number")


def match_players(fixture: Fixture):
    """Who may have a line in this fixture's report: both rosters' own players and this fixture's
    journeymen -- not journeymen another match hired."""
    return Player.objects.filter(team_id__in=(fixture.home_id, fixture.away_id), dead=False, fired=False).filter(
        Q(journeyman=False) | Q(hired_for=fixture))


def _journeyman_position(team: Team, ruleset, fixture: Fixture, side: str):
    """The position the pre-match sheet names, else the College's cheapest Lineman (docs/decisions.md)."""
    sheet = PreMatchSheet.objects.filter(fixture=fixture).first()
    key = getattr(sheet, f"{side}_journeyman_position", "") if sheet else ""
    if key:
        return ruleset.roster(team.roster).position(key)
    return journeyman_options(team, ruleset)[0]


def hire_fixture_journeymen(*, fixture: Fixture, team: Team, side: str, ruleset) -> list[Player]:
    """Bring the team to 11 available players for this fixture (§5.2) and return its journeymen.

    Exactly once: the team row is locked and the fixture's journeymen already hired count towards the
    11, so a retry, a double submit or a second caller hires nobody more. Fewer when the shirt
    numbers run out (16 a roster, §4.4)."""
    return fixture_squad(fixture=fixture, team=team, side=side, ruleset=ruleset)[1]


@transaction.atomic
def fixture_squad(*, fixture: Fixture, team: Team, side: str, ruleset) -> tuple[list[Player], list[Player]]:
    """`hire_fixture_journeymen`, also returning the team's own available players it read (a team sheet's
    squad is both: read once, issue #21): (regulars, journeymen)."""
    team = Team.objects.select_for_update().get(pk=team.pk)
    dismiss_departed(team=team, keep=fixture)
    regulars = [p for p in available_players(team) if not p.journeyman]
    needed = campaign.journeymen_needed(available_players=len(regulars), ruleset=ruleset)
    hired = list(fixture_journeymen(team, fixture))
    missing = needed - len(hired)
    if missing <= 0:
        return regulars, hired
    position = _journeyman_position(team, ruleset, fixture, side)
    skills = list(campaign.journeyman_skills(position, ruleset=ruleset))
    numbers = team.free_numbers()[:missing]
    # Named like any player of the College; seeded by the fixture, so a retry names them alike.
    names = default_names(team, len(numbers), dice=Dice(f"journeymen-{fixture.pk}-{team.pk}"))
    made = Player.objects.bulk_create(  # a statement per table, not per journeyman (issue #21)
        Player(team=team, number=number, name=name or f"Journeyman {number}", position=position.key,
               hiring_fee=position.cost, value=position.cost, ma=position.ma, st=position.st, ag=position.ag,
               pa=position.pa, av=position.av, skills=list(skills), journeyman=True, hired_for=fixture)
        for number, name in zip(numbers, names, strict=True))
    PlayerEvent.objects.bulk_create(
        PlayerEvent(player=p, kind="journeyman", text=f"Hired as a journeyman for {fixture} (§5.2)") for p in made)
    return regulars, hired + made


def dismiss_departed(*, team: Team, keep: Fixture | None = None) -> list[Player]:
    """Journeymen whose match is over and who were not signed have left for good (§5.2, §7.4.1): the ones a
    coach did not sign before the team's next match (or its re-draft) leave now, so they never linger on the
    roster. `keep` is the fixture being prepared, whose own journeymen stay."""
    stale = team.players.filter(journeyman=True, dead=False, fired=False).exclude(hired_for__outcome="")
    if keep is not None:
        stale = stale.exclude(hired_for=keep)
    leaving = list(stale.filter(hired_for__isnull=False))
    if leaving:
        Player.objects.filter(pk__in=[p.pk for p in leaving]).update(fired=True)
        PlayerEvent.objects.bulk_create(
            PlayerEvent(player=p, kind="left", text="Journeyman not hired permanently after his match: left for good (§7.4.1)")
            for p in leaving)
    return leaving


def hire_both_sides(*, fixture: Fixture, ruleset) -> None:
    for side, team in (("home", fixture.home), ("away", fixture.away)):
        hire_fixture_journeymen(fixture=fixture, team=team, side=side, ruleset=ruleset)
