"""A simulated match's replay, shared by every game whose engine logs events (Dungeon Bowl, Blood Bowl 2016):
the event log split into steps (turn by turn, action by action), the navigation between them, and each event
as a line of text with its dice. Each game draws its own board (its selectors/replay)."""

from __future__ import annotations

from django.utils.translation import gettext as _

from games.replay_terms import term

# A new step starts at each of these: a team turn, an activation, a Bench Portal or Magic Sponge use.
STEP_STARTS = frozenset(("turn", "activate", "bench_portal", "magic_sponge", "end"))


def split_steps(events: list) -> list[tuple[int, int]]:
    """(first, last+1) event indexes of each step; step 0 is the set-up."""
    starts = [0] + [i for i, e in enumerate(events) if e["t"] in STEP_STARTS and i > 0]
    starts = sorted(set(starts))
    return [(a, b) for a, b in zip(starts, starts[1:] + [len(events)], strict=True)]


def describe(e: dict, name) -> str:
    """One event as a line of text (dice shown as they fell), in the active language: the stored log is data in
    English; its words are looked up when shown (games/replay_terms.py), and in English the line reads as logged."""
    t = e["t"]
    who = name(e.get("player")) if "player" in e else ""
    if t == "roll":
        target = " " + _("needing %(target)s+") % {"target": e["target"]} if e.get("target") else ""
        mod = " " + _("(modifier %(modifier)s)") % {"modifier": f"{e['modifier']:+d}"} if e.get("modifier") else ""
        rr = " — " + _("re-roll (%(reroll)s)") % {"reroll": term(e["reroll"])} if e.get("reroll") else ""
        values = {"why": term(e["why"]).capitalize(), "player": who, "dice": ", ".join(map(str, e["dice"])),
                  "target": target, "modifier": mod, "result": term(e["result"]), "reroll": rr}
        if who:
            return _("%(why)s for %(player)s: rolled %(dice)s%(target)s%(modifier)s → %(result)s%(reroll)s") % values
        return _("%(why)s: rolled %(dice)s%(target)s%(modifier)s → %(result)s%(reroll)s") % values
    if t == "block":
        chooses = {"home": _("home coach chooses"), "away": _("away coach chooses")}.get(
            e["chooser"], f"{e['chooser']} coach chooses")
        return _("%(attacker)s blocks %(defender)s (ST %(st_attacker)s v %(st_defender)s): block dice %(dice)s"
                 "%(reroll)s; %(chooses)s") % {
            "attacker": name(e["attacker"]), "defender": name(e["defender"]), "st_attacker": e["st"][0],
            "st_defender": e["st"][1], "dice": ", ".join(term(d) for d in e["dice"]),
            "reroll": " — " + _("re-roll") if e.get("reroll") else "", "chooses": chooses}
    if t == "turn":
        values = {"number": e["number"], "rerolls": e["rerolls"]}
        if e["team"] == "home":
            return _("Turn %(number)s of the home team (%(rerolls)s re-rolls left)") % values
        if e["team"] == "away":
            return _("Turn %(number)s of the away team (%(rerolls)s re-rolls left)") % values
        return f"Turn {e['number']} of the {e['team']} team ({e['rerolls']} re-rolls left)"
    if t == "activate":
        values = {"player": who, "action": term(e["action"])}
        if e.get("target") is not None:
            return _("%(player)s declares %(action)s on %(target)s") % {**values, "target": name(e["target"])}
        return _("%(player)s declares %(action)s") % values
    if t == "move":
        return _("%(player)s moves") % {"player": who}
    if t == "ball":
        return (_("%(player)s has the ball") % {"player": name(e["holder"])} if e["holder"] is not None
                else _("The ball comes to rest"))
    if t == "end":
        winner = ({"home": _("the home team wins"), "away": _("the away team wins")}.get(
            e["winner"], f"the {e['winner']} team wins") if e["winner"] else _("a draw"))
        return _("Match over (%(reason)s): %(outcome)s") % {"reason": term(e["reason"].replace("_", " ")),
                                                           "outcome": winner}
    if t == "removed":
        box = term(e["to"]) + (", " + term(e["result"].replace("_", " ")) if e.get("result") else "")
        return _("%(player)s leaves the dungeon (%(box)s)") % {"player": who, "box": box}
    if t == "chest":
        contents = _("the ball!") if e["contents"] == "ball" else _("a trap")
        return _("%(player)s opens a Chest: %(contents)s") % {"player": who, "contents": contents}
    rest = {k: v for k, v in e.items() if k not in ("t", "player")}
    details = ", ".join(f"{term(k)} {term(v)}" for k, v in rest.items() if not isinstance(v, (list, dict)))
    return f"{term(t.replace('_', ' ')).capitalize()}{(': ' + who) if who else ''}{(' — ' + details) if details else ''}"


def navigation(events: list, steps: list[tuple[int, int]], step: int) -> dict:
    """The replay's links: the step shown (clamped), one step and one team turn back and forward."""
    step = max(0, min(step, len(steps) - 1))
    turn_starts = [i for i, (a, _) in enumerate(steps) if events[a]["t"] == "turn"]
    return {"step": step, "last_step": len(steps) - 1, "prev_step": max(step - 1, 0),
            "next_step": min(step + 1, len(steps) - 1),
            "prev_turn": max((i for i in turn_starts if i < step), default=0),
            "next_turn": min((i for i in turn_starts if i > step), default=len(steps) - 1)}


# ---- the replay player (templates/replay/_player.html, static/js/replay.js) -----------------------------------
# The server lists every step with what the player shows at it (score, half, turn, whose turn, the step's events with
# their dice, touchdown and casualty moments); without JavaScript that list is the replay, with it the script walks it.

CASUALTY_BOX = "casualty"  # engine/match/state.py CAS_BOX: where a Casualty (dead included) leaves the pitch for


def dice(e: dict) -> list[dict]:
    """The dice of one event as they fell: die type and face, for a roll (D6 unless the log names another die) or
    a block (the block dice, named by their faces)."""
    if e["t"] == "roll":
        return [{"die": e.get("die") or "D6", "value": v} for v in e.get("dice", ())]
    if e["t"] == "block":
        return [{"die": term("block"), "value": term(str(face).replace("_", " "))} for face in e.get("dice", ())]
    return []


def step_player(events: list, first: int):
    """Who acts in a step (the player of its opening activation, Bench Portal or Magic Sponge): his square is the
    one the board highlights."""
    e = events[first]
    return e.get("player") if e["t"] in ("activate", "bench_portal", "magic_sponge") else None


def when(half, turn, team_name: str) -> str:
    """Where a step falls, as the player's header says it: half (games that have halves), turn and who plays."""
    at = _("turn %(turn)s · %(team)s to play") % {"turn": turn, "team": team_name} if turn else _("set-up")
    return _("half %(half)s · %(at)s") % {"half": half, "at": at} if half else at


class ReplayPlayer:
    """Every step of a replay as the player shows it. Built only when a page reads it (the one-step fragments the
    player fetches for the board never do), so a fragment costs one step, not the whole match."""

    HIDDEN = frozenset(("dungeon", "end_activation", "end_turn"))

    def __init__(self, events: list, steps: list[tuple[int, int]], name, current: int, sides: dict):
        self.events, self.ranges, self.name, self.current, self.sides = events, steps, name, current, sides
        self._steps = None

    @property
    def steps(self) -> list[dict]:
        if self._steps is None:
            self._steps = self._build()
        return self._steps

    @property
    def now(self) -> dict:
        return self.steps[self.current]

    @property
    def moments(self) -> list[dict]:
        """The touchdowns and casualties, each with the step that shows it (to jump to)."""
        return [{**m, "n": s["n"], "when": s["when"]}
                for s in self.steps for m in s["moments"]]

    def _build(self) -> list[dict]:
        score, half, turn, team = [0, 0], None, None, None
        out = []
        for n, (first, last) in enumerate(self.ranges):
            lines, moments = [], []
            for e in self.events[first:last]:
                t = e["t"]
                if t == "turn":
                    turn, team = e["number"], e["team"]
                elif t == "turn_marker":  # Blood Bowl 2016: the turn counts within the half (§6.2)
                    half, turn, team = e["half"], e["turn"], e["team"]
                elif t == "half":
                    half = e["half"]
                elif t == "touchdown":
                    score[0 if e["team"] == "home" else 1] += 1
                    moments.append({"kind": "touchdown", "who": self.name(e.get("player")) if e.get("player") else "",
                                    "side": e["team"]})
                elif t == "removed" and e.get("to") == CASUALTY_BOX:
                    moments.append({"kind": "casualty", "who": self.name(e["player"]),
                                    "result": term(str(e.get("result") or "").replace("_", " "))})
                if t not in self.HIDDEN:
                    lines.append({"text": describe(e, self.name), "dice": dice(e), "roll": t in ("roll", "block")})
            team_name = self.sides.get(team, team) if team else ""
            out.append({"n": n, "score": list(score), "half": half, "turn": turn, "team": team,
                        "team_name": team_name, "when": when(half, turn, team_name),
                        "turn_start": self.events[first]["t"] == "turn", "lines": lines, "moments": moments,
                        "current": n == self.current})
        return out
