"""What waits on a coach's Dungeon Bowl teams, for the dashboard: SPP that must be spent (§7.3.3), step 3 of
a post-match sequence to finish (advancements, journeymen to hire or let go: §7.3-§7.4), and the pre-match
sheet of each team's next fixture (journeymen, petty cash and inducements: §5)."""

from __future__ import annotations

from django.db.models import Count, Q
from django.urls import reverse
from django.utils.translation import gettext as _

from engine.campaign import must_spend
from games.dungeon_bowl.models import PostMatchStep, PreMatchSheet
from league.models import Fixture, Team


def coach_actions(coach, *, ruleset: str) -> list[dict]:
    actions = []
    teams = list(Team.objects.filter(coach=coach, league__ruleset=ruleset).select_related("league"))
    for team in teams:
        rules = team.league.rules
        for player in team.roster_players().annotate(taken=Count("advancements")):  # one query per team
            if must_spend(spp=player.spp, advancements_taken=player.taken, ruleset=rules):
                actions.append({"text": _("%(player)s (%(team)s) has %(spp)s SPP and must spend them (§7.3.3)")
                                % {"player": player.name, "team": team, "spp": player.spp},
                                "url": f"/players/{player.pk}/"})
    actions += post_match_to_finish(teams) + prematch_sheets(teams)
    return actions


def post_match_to_finish(teams) -> list[dict]:
    """Matches whose automatic steps ran for the team but whose step 3 the coach has not finished: the
    advancements offered and the journeymen to hire wait there (never dropped at a deadline: docs/decisions.md)."""
    steps = PostMatchStep.objects.filter(team__in=teams).values_list("fixture_id", "team_id", "step")
    done: dict[tuple[int, int], set[str]] = {}
    for fixture_id, team_id, step in steps:
        done.setdefault((fixture_id, team_id), set()).add(step)
    waiting = [key for key, seen in done.items()
               if PostMatchStep.Step.TEAM_VALUE in seen and PostMatchStep.Step.ROSTER not in seen]
    fixtures = Fixture.objects.in_bulk([f for f, _t in waiting])
    names = {t.pk: t for t in teams}
    return [{"text": _("%(team)s after %(fixture)s: take advancements, hire or let go journeymen, then finish the "
                       "post-match sequence (§7.3-§7.4)") % {"team": names[t], "fixture": fixtures[f]},
             "url": reverse("postmatch-advancements", args=[f, t])} for f, t in sorted(waiting)]


def prematch_sheets(teams) -> list[dict]:
    """Each team's next scheduled league fixture whose pre-match sheet its coach has not settled yet."""
    actions = []
    for team in teams:
        fixture = _next_fixture(team)
        if fixture is None:
            continue
        side = "home" if fixture.home_id == team.pk else "away"
        sheet = PreMatchSheet.objects.filter(fixture=fixture).first()
        if sheet is None or getattr(sheet, f"{side}_bought_at") is None:
            actions.append({"text": _("Pre-match for %(fixture)s: journeymen, petty cash and inducements (§5)")
                            % {"fixture": fixture}, "url": reverse("matches:prematch", args=[fixture.pk])})
    return actions


def _next_fixture(team):
    return (Fixture.objects.filter(Q(home=team) | Q(away=team), status=Fixture.Status.SCHEDULED,
                                   round__closed_at__isnull=True)
            .select_related("home", "away").order_by("round__deadline", "id").first())
