"""A simulated Kaosball match's replay as text, in the reader's language (docs/i18n.md, "Replays").

The engine's replay_text (engine/kaosball/simulate.py) writes the event log in English, and Simulation.replay
keeps that text; the fixture page reads the stored events again here, in the active language. In English the
lines are the engine's, word for word (tests/games/test_i18n_replays.py compares them).
"""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import pgettext_lazy

from games.replay_terms import term

# Translators: Kaosball's log words: a contest or reaction ("attack: 0r1 v 1b2"), how a contest was decided,
# why a figure fell or took the ball, why VP were scored, how the match ended; the cards as the log keys them.
WORDS = (
    pgettext_lazy("match log", "attack"), pgettext_lazy("match log", "steal"), pgettext_lazy("match log", "tackle"), pgettext_lazy("match log", "sprint"),
    pgettext_lazy("match log", "dead card"), pgettext_lazy("match log", "tie die"), pgettext_lazy("match log", "totals"), pgettext_lazy("match log", "upset"),
    pgettext_lazy("match log", "boot to the head"), pgettext_lazy("match log", "tackle lost and nowhere to be pushed"), pgettext_lazy("match log", "follow-up"),
    pgettext_lazy("match log", "end-of-period scoring"), pgettext_lazy("match log", "kills and cheats (end of the game)"),
    pgettext_lazy("match log", "kills and cheats (halftime)"), pgettext_lazy("match log", "start-of-turn scoring"), pgettext_lazy("match log", "full_time"),
    pgettext_lazy("match log", "knockout"), pgettext_lazy("match log", "annihilation"), pgettext_lazy("match log", "sudden_death"),
    pgettext_lazy("match log", "boot_to_the_head"), pgettext_lazy("match log", "bzzzzt"), pgettext_lazy("match log", "illegal_scouting"),
    pgettext_lazy("match log", "kaos_rule"), pgettext_lazy("match log", "kaos_warp"), pgettext_lazy("match log", "stim_pack"), pgettext_lazy("match log", "booster_bru"),
    pgettext_lazy("match log", "hail_mary_play"), pgettext_lazy("match log", "huddle"), pgettext_lazy("match log", "hustle"), pgettext_lazy("match log", "power_play"),
    pgettext_lazy("match log", "rain_of_fire"), pgettext_lazy("match log", "scatter"), pgettext_lazy("match log", "wall_of_stone"),
)


def _activate(e, n):
    values = {"fig": e["fig"], "square": e["square"]}
    lines = {"attack": _("%(fig)s attacks from %(square)s"), "sprint": _("%(fig)s sprints from %(square)s"),
             "tackle": _("%(fig)s tackles from %(square)s"), "steal": _("%(fig)s steals from %(square)s")}
    return "  " + (lines[e["action"]] % values if e["action"] in lines else f"{e['fig']} {e['action']}s from {e['square']}")


def _contest(e, n):
    outcome = _("success") if e["won"] else _("fails")
    return "  " + _("%(kind)s: %(starter)s v %(target)s (%(card)s v %(card2)s, %(total)s-%(total2)s by %(how)s) — "
                    "%(outcome)s") % {
        "kind": term(e["kind"]), "starter": e["starter"], "target": e["target"], "card": term(e["cards"][0]),
        "card2": term(e["cards"][1]), "total": e["totals"][0], "total2": e["totals"][1], "how": term(e["how"]),
        "outcome": outcome}


def _dies(e, n):
    if e["by"] is None:
        return "  " + _("%(fig)s dies") % {"fig": e["fig"]}
    return "  " + _("%(fig)s dies — a trophy for %(team)s") % {"fig": e["fig"], "team": n(e["by"])}


_TEXT = {
    "setup": lambda e, n: _("Kick-off: %(teams)s") % {"teams": " v ".join(e["teams"])},
    "period": lambda e, n: "— " + _("Period %(number)s (%(team)s first)") % {"number": e["number"],
                                                                           "team": n(e["first"])} + " —",
    "turn": lambda e, n: _("Turn %(turn)s: %(team)s") % {"turn": e["turn"], "team": n(e["team"])},
    "activate": _activate,
    "contest": _contest,
    "reaction": lambda e, n: "  " + _("%(fig)s reacts: %(kind)s against %(against)s") % {
        "fig": e["fig"], "kind": term(e["kind"]), "against": e["against"]},
    "knocked_down": lambda e, n: "  " + _("%(fig)s is knocked down (%(why)s)") % {"fig": e["fig"],
                                                                                  "why": term(e["why"])},
    "damage": lambda e, n: "  " + _("%(fig)s takes %(amount)s damage") % {"fig": e["fig"], "amount": e["amount"]},
    "dies": _dies,
    "ball": lambda e, n: "  " + _("%(fig)s has the ball (%(why)s)") % {"fig": e["fig"], "why": term(e["why"])},
    "ball_loose": lambda e, n: "  " + _("the ball lies loose on %(square)s") % {"square": e["square"]},
    "vp": lambda e, n: "  " + _("%(team)s %(amount)s VP (%(why)s) = %(vp)s") % {
        "team": n(e["team"]), "amount": f"{e['amount']:+d}", "why": term(e["why"]), "vp": e["vp"]},
    "tactic": lambda e, n: "  " + _("%(team)s plays %(card)s") % {"team": n(e["team"]), "card": term(e["card"])},
    "cheat": lambda e, n: "  " + _("%(team)s cheats: %(card)s on %(target)s") % {
        "team": n(e["team"]), "card": term(e["card"]), "target": term(e["target"])},
    "bell": lambda e, n: "  " + _("the end-of-period bell rings for %(team)s") % {"team": n(e["team"])},
    "whistle": lambda e, n: "  " + _("the referee ends the period"),
    "bribe": lambda e, n: _("%(team)s bribes the referees with %(cash)s cash") % {"team": n(e["team"]),
                                                                                  "cash": e["cash"]},
    "fouls": lambda e, n: _("%(team)s gains %(added)s foul(s): %(fouls)s") % {
        "team": n(e["team"]), "added": e["added"], "fouls": e["fouls"]},
    "knocked_out": lambda e, n: _("%(team)s is knocked out, 20 VP behind") % {"team": n(e["team"])},
    "annihilated": lambda e, n: _("%(team)s is annihilated") % {"team": n(e["team"])},
    "sudden_death": lambda e, n: "— " + _("Sudden-death playoff, period %(number)s") % {"number": e["number"]} + " —",
    "end": lambda e, n: _("Final: %(ending)s, VP %(vp)s") % {"ending": term(e["ending"]), "vp": e["vp"]},
}


def replay_text(events: list, names: list[str]) -> str:
    """The stored event log as the lines a coach reads (the routine dice and set-up lines left out), in the
    active language. `names` are the teams' names in seat order (Simulation.sheets)."""

    def n(i):
        return names[i] if i is not None and 0 <= i < len(names) else _("nobody")

    return "\n".join(_TEXT[e["t"]](e, n) for e in events if e["t"] in _TEXT)
