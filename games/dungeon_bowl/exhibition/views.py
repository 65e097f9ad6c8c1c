"""The exhibition team builder (§9): the College wizard's positions and re-rolls, plus inducements from the
budget (§9.4) and chosen skills bought with the free SPP (§9.5); the summary says what would be lost (§9.1,
§9.5). HTMX re-renders the summary as the coach types; without JavaScript "Check" does the same."""

from __future__ import annotations

from django.contrib import messages
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _

from dugout.i18n import breach_text
from engine.campaign.exhibition import FREE_SPP_KINDS, FreeAdvancement
from games.dungeon_bowl.exhibition import services
from games.dungeon_bowl.teams.builder import wizard_state
from league.services.errors import RuleViolation
from league.views._helpers import read_int

ADVANCEMENT_LINES = 8  # more than 36 SPP buy (six chosen Primary skills), so the form never runs short


def _form(league, college, data) -> dict:
    """What was typed, read and checked by the engine's exhibition rules; nothing is saved."""
    state = wizard_state(league=league, college=college, data=data)
    bad = list(state["unreadable"])  # unreadable numbers only: the exhibition's own checks replace the rest
    terms = services.terms_of(league)
    allowed = [i for i in league.rules.inducements.values()
               if terms.allowed_inducements is None or i.key in terms.allowed_inducements]
    inducements, rows = {}, []
    for inducement in allowed:
        raw = data.get(f"induce_{inducement.key}", "0") or "0"
        count = read_int(raw)
        if count is None:
            bad.append(_("the number of %(name)s must be a whole number (§9.4)") % {"name": inducement.name})
            count = 0
        inducements[inducement.key] = count
        rows.append({"inducement": inducement, "count": count})
    advancements, lines = [], []
    for i in range(ADVANCEMENT_LINES):
        number, skill = data.get(f"adv_player_{i}", "").strip(), data.get(f"adv_skill_{i}", "").strip()
        kind = data.get(f"adv_kind_{i}", FREE_SPP_KINDS[0])
        lines.append({"i": i, "player": number, "skill": skill, "kind": kind})
        if not number and not skill:
            continue
        if read_int(number) is None or not skill:
            bad.append(_("free advancement line %(n)d needs a player number and a skill (§9.5)") % {"n": i + 1})
            continue
        advancements.append(FreeAdvancement(read_int(number) - 1, skill, kind))
    hires = {k: max(v, 0) for k, v in state["hires"].items()}
    result = services.preview(league=league, roster_key=college.key, hires=hires, rerolls=max(state["rerolls"], 0),
                              inducements={k: max(c, 0) for k, c in inducements.items()}, advancements=advancements)
    return {
        **state, "terms": terms, "inducement_rows": rows, "advancement_lines": lines, "kinds": FREE_SPP_KINDS,
        "result": result, "breaches": bad + [breach_text(b) for b in result.breaches],
        "warnings": result.warnings, "inducements": inducements, "advancements": advancements, "hires": hires,
        "roster_numbers": services.in_roster_order(league, college.key, hires),
    }


def team_new(request, league, college):
    """Step 2 of the College wizard in an exhibition league (team_new hands it over)."""
    data = request.POST if request.method == "POST" else request.GET
    context = {"league": league, **_form(league, college, data)}
    if request.htmx and request.method == "POST":
        return render(request, "dungeon_bowl/exhibition/_summary.html", context)  # never saves
    if request.method == "POST" and request.POST.get("action") == "create":
        if context["breaches"]:
            return render(request, "dungeon_bowl/exhibition/team_builder.html", context, status=400)
        try:
            team = services.build_exhibition_team(
                by=request.user, league=league, name=request.POST.get("name", ""), roster_key=college.key,
                hires=context["hires"], rerolls=context["rerolls"], inducements=context["inducements"],
                advancements=context["advancements"])
        except RuleViolation as error:
            context["breaches"] = error.messages
            return render(request, "dungeon_bowl/exhibition/team_builder.html", context, status=400)
        messages.success(request, _("{team} joined {league}.").format(team=team, league=league))
        return redirect("team-detail", team_id=team.pk)
    return render(request, "dungeon_bowl/exhibition/team_builder.html", context)
