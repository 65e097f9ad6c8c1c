"""The coach dashboard: my teams, my next fixtures, and what needs my action."""

from __future__ import annotations

from django.utils.translation import gettext as _

from league.games import all_pages, pages_of
from league.models import League, SeasonEntry, Team
from league.selectors.schedule import commissioner_actions, upcoming_for_coach
from league.services.fixtures import awaiting_confirmation_by


def next_fixtures_for_coach(coach) -> list:
    """HOOK for the schedule work: the coach's upcoming fixtures, soonest first.

    Returns objects the dashboard template shows with `{{ fixture }}` (and `fixture.get_absolute_url` if
    present)."""
    return upcoming_for_coach(coach)


def actions_for_coach(user) -> list[dict]:
    """Things waiting on this coach (reports to confirm, what each game's pages wait for) and, as
    commissioner, entries to decide and the next steps of each season."""
    actions = []
    coach = user.coach
    for entry in SeasonEntry.objects.filter(team__coach=coach, state=SeasonEntry.State.PENDING).select_related("team", "season"):
        actions.append({"text": _("%(team)s waits for the commissioner to accept it into season %(n)s")
                        % {"team": entry.team, "n": entry.season.number},
                        "url": f"/seasons/{entry.season_id}/"})
    # Schedule: reports the opponent filed that wait for this coach.
    for fixture in awaiting_confirmation_by(coach):
        actions.append({"text": _("%(team)s's coach reported %(fixture)s: confirm or dispute it")
                        % {"team": fixture.reported_by, "fixture": fixture},
                        "url": fixture.get_absolute_url()})
    for pages in all_pages():  # what each game's own pages wait for (e.g. a choice after a roll)
        if pages.coach_actions:
            actions.extend(pages.coach_actions(coach))
    for league in League.objects.filter(commissioners=coach):
        # Schedule: unplayed fixtures and disputed reports waiting for the commissioner.
        actions.extend(commissioner_actions(league))
        # The game's own steps (e.g. the season's end: play-offs to draw, an off-season to run).
        pages = pages_of(league.ruleset)
        if pages.commissioner_actions:
            actions.extend(pages.commissioner_actions(league))
        pending = SeasonEntry.objects.filter(season__league=league, state=SeasonEntry.State.PENDING).count()
        if pending:
            season = league.current_season()
            actions.append({"text": _("%(n)s team(s) wait to be accepted into %(league)s") % {"n": pending, "league": league},
                            "url": f"/seasons/{season.pk}/" if season else f"/leagues/{league.pk}/"})
        for season in league.seasons.exclude(state="closed"):
            for problem in season.division_problems():
                actions.append({"text": f"{league}: {problem}", "url": f"/seasons/{season.pk}/"})
    return actions


def coach_dashboard(user) -> dict:
    coach = user.coach
    return {
        "teams": list(Team.objects.filter(coach=coach).select_related("league")),
        "leagues": list(League.objects.filter(commissioners=coach)),
        "fixtures": next_fixtures_for_coach(coach),
        "actions": actions_for_coach(user),
    }
