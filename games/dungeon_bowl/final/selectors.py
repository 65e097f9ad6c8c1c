"""What the Final's pages show (§10.2), and the dashboard lines that lead to them."""

from __future__ import annotations

from django.utils.translation import gettext as _

from games.dungeon_bowl.final.services import RULESET, is_league_coach, may_play, team_name
from games.dungeon_bowl.models import FinalMatch
from games.dungeon_bowl.models.final import SIDES
from games.dungeon_bowl.selectors.replay import replay_page
from games.replay import describe
from league.models import League, Season, Team
from league.permissions import may_commission

# The events of a Final worth a line of their own on its page: its special rules, the Werewolf, scores and casualties
HIGHLIGHTS = frozenset(("final_rule", "touchdown", "end"))


def final_page(final: FinalMatch, user, step: int = 0) -> dict:
    commissioner = may_commission(user, final.league)
    coach = getattr(user, "coach", None) if user.is_authenticated else None
    open_ = final.status == FinalMatch.Status.SCHEDULED
    may_take = open_ and (commissioner or is_league_coach(user, final.league))
    sides = []
    for side in SIDES:
        holder = final.coach_of(side)
        other = final.coach_of("death" if side == "life" else "life")
        sides.append({
            "side": side, "team": team_name(side), "coach": holder,
            "may_take": may_take and holder != coach and (commissioner or (holder is None and other != coach)),
            "score": final.score_life if side == "life" else final.score_death,
        })
    context = {
        "final": final, "sides": sides, "commissioner": commissioner,
        "may_play": open_ and may_play(user, final) and final.life_coach_id and final.death_coach_id,
        "may_report": open_ and commissioner,
        "outcomes": FinalMatch.Outcome.choices, "finishes": FinalMatch.Finish.choices,
    }
    if final.events:
        replay = replay_page(final, step)
        names = {**final.sheets.get("home", {}).get("players", {}), **final.sheets.get("away", {}).get("players", {})}
        context.update(replay)
        context["highlights"] = [highlight(e, lambda pid: names.get(str(pid), {}).get("name", str(pid)))
                                 for e in final.events if e["t"] in HIGHLIGHTS
                                 or (e["t"] == "werewolf" and e.get("effect") == "blitz")]
    return context


def highlight(e: dict, name) -> str:
    """One line of the Final's highlights: its special rules by name and who they touched; the rest as the replay
    describes them."""
    if e["t"] == "final_rule":
        who = [name(e["player"])] if "player" in e else [name(p) for p in e.get("players", ())]
        if e.get("pushed"):
            return _("%(rule)s: %(who)s pushes %(victim)s back") % {"rule": e["rule"], "who": ", ".join(who),
                                                                  "victim": name(e["pushed"])}
        return _("%(rule)s: %(who)s") % {"rule": e["rule"], "who": ", ".join(who)}
    if e["t"] == "werewolf":
        return _("The Werewolf blitzes %(target)s") % {"target": name(e.get("target"))}
    return describe(e, name)


def _seasons_ready(league: League):
    """Seasons whose play-offs are over (or that have moved on): the Final follows them."""
    for season in league.seasons.exclude(state=Season.State.REGISTRATION).order_by("-number"):
        bracket = getattr(season, "bracket", None)
        if season.state in (Season.State.OFF_SEASON, Season.State.CLOSED) or (
                season.state == Season.State.PLAYOFFS and bracket is not None and bracket.is_complete):
            yield season


def commissioner_actions(league: League) -> list[dict]:
    if league.ruleset != RULESET:
        return []
    actions = []
    waiting = FinalMatch.objects.filter(league=league, status=FinalMatch.Status.SCHEDULED).first()
    if waiting is not None:
        actions.append({"text": _("%(league)s: the 2494 Final waits to be played (§10.2)") % {"league": league},
                        "url": f"/finals/{waiting.pk}/"})
    season = next(_seasons_ready(league), None)
    if season is not None and not FinalMatch.objects.filter(season=season).exists():
        actions.append({"text": _("%(league)s: play the 2494 Final (§10.2)") % {"league": league},
                        "url": f"/leagues/{league.pk}/final/"})
    return actions


def coach_actions(coach) -> list[dict]:
    """A scheduled Final with a free side, in a league where the coach has a team."""
    leagues = Team.objects.filter(coach=coach, league__ruleset=RULESET).values("league_id")
    actions = []
    for final in FinalMatch.objects.filter(league_id__in=leagues, status=FinalMatch.Status.SCHEDULED).select_related("league"):
        if coach in (final.life_coach, final.death_coach):
            continue
        if final.life_coach_id is None or final.death_coach_id is None:
            actions.append({"text": _("%(league)s: take a side in the 2494 Final (§10.2)") % {"league": final.league},
                            "url": f"/finals/{final.pk}/"})
    return actions
