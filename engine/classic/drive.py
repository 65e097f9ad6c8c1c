"""Variants of Blood Bowl 2016's scripted coach (issue #22, the ninth pass, docs/ai.md): a stronger base for the search.

The search coach leaves its inner scripted coach only where a paired test shows an alternative clearly better, and its
futures play that coach; a script that beats ClassicCoach on its own should lift the search on top of it. Each option
changes one thing the script does; `variant(**options)` builds a subclass of ClassicCoach with them, and with none the
coach is ClassicCoach move for move. The options kept (each screened against ClassicCoach, bench/classic_variants.py):

- `carrier_tz`: our carrier never steps onto a square an opponent marks, but to score. In scripted matches a team
  with the ball lost it in its own team turn in 417 of 1,382 team turns, 218 of them by a failed Dodge, and half the
  carrier's Dodges were into a Tackle Zone (a 4+ or worse, §7.3) or out of one it had stepped into. The script picks
  the square one step nearer with the fewest Tackle Zones, and steps into one when every such square is marked; this
  variant steps aside instead, or stops (the script's own fall-backs: round the pile, a step aside).
- `assist_first`: before a Blitz on the opposing carrier whose dice we would not choose two of, a free team-mate who
  can get beside that carrier this team turn without a Rush goes there first, for an assist (§6.11.2).
- `pass_odds`: a forward Pass that does not score (`_forward_pass`, thrown by the script at any odds) only when the
  chance it is accurate and caught, re-rolls counted, is `pass_odds` per cent or more (a failed Pass is a Turnover).

Screened and taken out (their code is in commit b6d689b): the carrier moving before the blocks, Rushes late in a half, a
"two-minute drill" from team turn 4, 6 or 7, Blitzes with Rushes on their carrier, blocks on it with any dice late,
Hand-offs only with a re-roll or none, blocks freeing a marked carrier first, a screen ahead of their carrier, the loose
ball approached round Tackle Zones: none beat the script (docs/ai.md, the ninth pass).
"""

from __future__ import annotations

from engine.ai.coach import d6_odds, with_reroll
from engine.classic.bots import ClassicCoach
from engine.classic.passing import BAND_MODIFIER, band_of

OPTIONS = ("carrier_tz", "assist_first", "pass_odds")


class DriveCoach(ClassicCoach):
    """ClassicCoach with the options above (class attributes, so a coach is still built from its seed alone, as the
    search coach builds its futures' coaches)."""

    carrier_tz = 0
    assist_first = 0
    pass_odds = 0

    # -- the carrier ----------------------------------------------------------------------------------------
    def _step(self, m, p, steps, dist, *, how, rush, careful):
        step = super()._step(m, p, steps, dist, how=how, rush=rush, careful=careful)
        if self.carrier_tz and step is not None and p is m.carrier and p.team == m.active \
                and m.act_kind == "move" and dist[step[1]] > 0 and m.count_marking(step[1], p.team):
            return None  # no step into a Tackle Zone (a Dodge out of it next) but to score
        return step

    # -- the forward Pass -----------------------------------------------------------------------------------
    def classic_pass_odds(self, m, p, q) -> float:
        """The chance a Pass from p is accurate and caught by team-mate q (§9.2, §9.3: the pass roll by range band,
        -1 per Tackle Zone on the thrower; the catch +1 for the accurate pass, -1 per Tackle Zone on the catcher), with
        the Pass and Catch skills' re-rolls and a team re-roll not yet used this team turn (§10.2), spent on the throw
        unless the Pass skill re-rolls it."""
        w = m.dungeon.width
        band = band_of(q.sq % w - p.sq % w, q.sq // w - p.sq // w)
        if band is None:
            return 0.0
        team = p.team
        reroll = not m.reroll_used[team] and m.team_rerolls(team) > 0
        throw = d6_odds(p.ag - BAND_MODIFIER[band] + m.count_marking(p.sq, team))
        catch = d6_odds(q.ag - 1 + m.count_marking(q.sq, team))
        if "Pass" in p.skills:
            throw = with_reroll(throw, True)
        elif reroll:
            throw, reroll = with_reroll(throw, True), False
        return throw * with_reroll(catch, reroll or "Catch" in q.skills)

    def _forward_pass(self, m, actions, carrier, ez):
        throw = super()._forward_pass(m, actions, carrier, ez)
        if throw is not None and self.pass_odds:
            receiver = m.player(self.plan[1])
            if self.classic_pass_odds(m, carrier, receiver) * 100 < self.pass_odds:
                self.plan = None
                return None  # the carrier moves on instead (or hands off)
        return throw

    # -- the Blitz on their carrier ------------------------------------------------------------------------
    def _best_blitz(self, m, declares, target):
        best = super()._best_blitz(m, declares, target)
        if self.assist_first and best is not None and best[2] == "blitz":
            helper = self._assist(m, target, best)
            if helper is not None:
                return helper
        return best

    def _assist(self, m, target, blitz):
        """A free team-mate, not the blitzer, who can get beside their carrier this team turn without a Rush (the
        nearest), when the Blitz alone would not give us the choice of two dice."""
        team = 1 - target.team
        blitzer = self._who[blitz[1]]
        n, chooser, _att, _dfn = m.block_dice(blitzer, target, blitz=True)
        if chooser == team and n >= 2:
            return None
        beside = m.dungeon.adj[target.sq]
        dist = self.distances(m, list(beside))
        best, best_key = None, None
        for pid, p in self._movers.items():
            if pid == blitzer.id or not p.standing or p.sq in beside or m.count_marking(p.sq, team):
                continue
            if dist[p.sq] > p.ma:
                continue
            key = (dist[p.sq], pid)
            if best_key is None or key < best_key:
                best, best_key = p, key
        return None if best is None else ("declare", best.id, "move", None)


def variant(name: str | None = None, **options) -> type:
    """A DriveCoach subclass with these options (unknown ones refused)."""
    for key in options:
        if key not in OPTIONS:
            raise ValueError(f"no option {key!r}; the options are {', '.join(OPTIONS)}")
    label = name or "DriveCoach(" + ",".join(f"{k}={v}" for k, v in sorted(options.items())) + ")"
    return type(label, (DriveCoach,), dict(options))


# The scripted coaches the search coach may extend in Blood Bowl 2016, by name (the ladder's AI_SEARCH=base=<name>).
BASES: dict[str, type] = {
    "ClassicCoach": ClassicCoach,
    # the ninth pass's best screen: the carrier round Tackle Zones, an assist before the Blitz, Passes at 60 % or better
    "careful": variant("CarefulCoach", carrier_tz=1, assist_first=1, pass_odds=60),
}
