"""The bracket page: seeds, each stage's matches with their results, prizes and the champion; before the
draw, who would qualify on the current standings."""

from __future__ import annotations

from league.models import Bracket, PlayoffMatch, Prize, Season
from league.permissions import may_commission
from league.services.playoff_seeding import qualify
from league.services.playoffs import across_divisions, final_standings, unfinished_fixtures

STAGE_ORDER = [PlayoffMatch.Stage.QUARTER_FINAL, PlayoffMatch.Stage.SEMI_FINAL, PlayoffMatch.Stage.FINAL,
               PlayoffMatch.Stage.THIRD_PLACE]


def bracket_page(season: Season, user) -> dict:
    league = season.league
    bracket = Bracket.objects.filter(season=season).first()
    context = {"season": season, "league": league, "bracket": bracket, "stages": [], "prizes": [], "projection": [],
               "may_commission": may_commission(user, league), "unfinished": 0, "champion": None}
    if bracket is None:
        context["unfinished"] = unfinished_fixtures(season)
        try:
            context["projection"] = qualify(final_standings(season), four_division_format=league.rules.four_division_format(league.options),
                                            tie_breakers=across_divisions(league))
        except ValueError:
            context["projection"] = []
        context["can_draw"] = context["may_commission"] and season.state in (Season.State.REGULAR_SEASON, Season.State.PLAYOFFS)
        return context
    matches = list(
        bracket.matches.select_related("home__team", "away__team", "winner__team", "fixture").prefetch_related("fixture__sides__team").order_by("slot")
    )
    for stage in STAGE_ORDER:
        in_stage = [m for m in matches if m.stage == stage]
        if in_stage:
            context["stages"].append({"name": in_stage[0].get_stage_display(), "key": stage, "matches": in_stage})
    context["draw_breaker_label"] = league.option_label("playoff_draw_breaker", bracket.draw_breaker)
    labels = {c.key: c.label for c in league.rules.standings_columns(league.options)}
    keys = [k for k in across_divisions(league) if k in labels]
    context["seed_columns"] = [labels[k] for k in keys]
    context["seeds"] = [(s, [s.stats.get(k, 0) for k in keys]) for s in bracket.seeds.select_related("team", "division")]
    context["seeded_by"] = ", ".join(["league points", *(labels[k] for k in keys)])
    context["prizes"] = list(Prize.objects.filter(season=season).select_related("team").order_by("place"))
    context["champion"] = next((p.team for p in context["prizes"] if p.place == 1), None)
    return context


def bracket_data(season: Season) -> dict:
    """The bracket as plain data for the API."""
    bracket = Bracket.objects.filter(season=season).first()
    if bracket is None:
        return {"season": season.pk, "drawn": False, "unfinished_fixtures": unfinished_fixtures(season)}

    def seed(s):
        return None if s is None else {"seed": s.seed, "team_id": s.team_id, "team": s.team.name}

    matches = bracket.matches.select_related("home__team", "away__team", "winner__team", "fixture").prefetch_related("fixture__sides__team").order_by("slot")
    return {
        "season": season.pk,
        "drawn": True,
        "format": bracket.format,
        "draw_breaker": bracket.draw_breaker,
        "complete": bracket.is_complete,
        "seeds": [{"seed": s.seed, "team_id": s.team_id, "team": s.team.name, "qualified_as": s.qualified_as,
                   "points": s.points, **s.stats}
                  for s in bracket.seeds.select_related("team")],
        "matches": [{"stage": m.stage, "slot": m.slot, "deadline": m.deadline.isoformat() if m.deadline else None, "home": seed(m.home),
                     "away": seed(m.away), "fixture_id": m.fixture_id, "winner": seed(m.winner), "decided": m.decided}
                    for m in sorted(matches, key=lambda m: (STAGE_ORDER.index(m.stage), m.slot))],
        "prizes": [{"place": p.place, "team_id": p.team_id, "gold": p.gold} for p in Prize.objects.filter(season=season)],
    }
