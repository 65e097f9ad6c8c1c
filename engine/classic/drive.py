"""Variants of Blood Bowl 2016's scripted coach for a faster drive (issue #22, the ninth pass, docs/ai.md).

In scripted matches the drives run out of team turns: in 225 of 400 first halves the team with the ball began its
last team turn of the half still holding it and scored in 44. Each option here changes one thing the script does;
`variant(**options)` builds a subclass of ClassicCoach with them, and with none the coach is ClassicCoach move for
move. Options, all off (0) by default:

- `carrier_first`: our carrier moves before the blocks (the script's step 4), 1 while it is unmarked, 2 always: a
  block that fails (both skulls, a Both Down) is a Turnover (§6.3) and the carrier would not move that team turn.
- `late_rush`: the carrier Rushes (§7.5, Going For It) when, without it, the half's team turns left could not bring
  it to the End Zone and with it they could (the script Rushes only to score this team turn).
- `drill`: from the team's team turn `drill` of a half on, while it holds the ball: no blocks but the carrier's own,
  and the passing game's bars lowered (`_scoring_play` throws up to a Long Pass, `_forward_pass` to a team-mate 1+
  squares nearer, more runners go ahead).
- `blitz_rush`: the Blitz on the opposing carrier may use Rushes, 1 when that carrier could score in its next team
  turn or its team has 2 or fewer team turns left in the half, 2 always.
- `defence`: in the opponents' last `defence` team turns of the half, while they hold the ball, everybody goes for
  the carrier: blocks on it with any dice (the script blocks with one die only if nobody can blitz).
"""

from __future__ import annotations

from engine.ai.coach import d6_odds, with_reroll
from engine.classic.bots import ClassicCoach
from engine.classic.passing import BAND_MODIFIER, band_of
from engine.rulesets.blood_bowl_2016.tables import TURNS_PER_HALF

OPTIONS = ("carrier_first", "late_rush", "drill", "blitz_rush", "defence", "handoff", "free_first", "carrier_tz", "assist_first", "screen", "chaser", "pass_odds")


def turns_left(m, team: int) -> int:
    """The team's team turns left in this half, counting the one it plays now when it is the active team (§6.2)."""
    played = m.half_turns[team]
    return TURNS_PER_HALF - played + (1 if m.active == team else 0)


class DriveCoach(ClassicCoach):
    """ClassicCoach with the options above (class attributes, so a coach is still built from its seed alone, as the
    search coach builds its futures' coaches)."""

    carrier_first = 0
    late_rush = 0
    drill = 0
    blitz_rush = 0
    defence = 0
    handoff = 0
    free_first = 0
    carrier_tz = 0
    assist_first = 0
    screen = 0
    chaser = 0
    pass_odds = 0

    # -- the drill ------------------------------------------------------------------------------------------
    def drilling(self, m, team: int) -> bool:
        carrier = m.carrier
        return bool(self.drill) and carrier is not None and carrier.team == team \
            and m.half_turns[team] >= self.drill

    def _best_block(self, m, declares, team, theirs):
        carrier = m.carrier
        if carrier is not None and carrier.team == team and carrier.id in declares:
            if self.carrier_first == 2 or self.carrier_first == 1 and not m.count_marking(carrier.sq, team):
                return None  # the carrier first; blocks after it has moved
        if self.free_first and carrier is not None and carrier.team == team and m.count_marking(carrier.sq, team):
            free = self._free_the_carrier(m, declares, carrier, team)
            if free is not None:
                return free
        block = super()._best_block(m, declares, team, theirs)
        if block is not None and self.drilling(m, team) and block[1] != carrier.id:
            return None
        if block is None and self.defence and theirs and turns_left(m, 1 - team) <= self.defence:
            for pid, acts in declares.items():
                if ("declare", pid, "block", carrier.id) in acts:
                    return ("declare", pid, "block", carrier.id)
        return block

    def _hand_forward(self, m, actions, carrier, ez, declares):
        if self.handoff == 2 or self.handoff == 1 and (m.reroll_used[carrier.team] or not m.team_rerolls(carrier.team)):
            return None
        return super()._hand_forward(m, actions, carrier, ez, declares)

    def _free_the_carrier(self, m, declares, carrier, team):
        """A block on an opponent marking our carrier, by a team-mate whose dice we choose (two or more; one with
        the Block skill when `free_first` is 1, any one when 2): the carrier then moves on without a Dodge."""
        best, best_key = None, None
        markers = {q.id for q in m.players_of(1 - team) if q.where == "field" and q.has_tz
                   and q.sq in m.dungeon.adj[carrier.sq]}
        for pid, acts in declares.items():
            if pid == carrier.id:
                continue
            for a in acts:
                if a[2] != "block" or a[3] not in markers:
                    continue
                p = self._who[pid]
                n, chooser, _att, _dfn = m.block_dice(p, m.player(a[3], 1 - team))
                if chooser != team or n < 2 and not ("Block" in p.skills or self.free_first == 2):
                    continue
                key = (-n, -("Block" in p.skills))
                if best_key is None or key < best_key:
                    best, best_key = a, key
        return best

    def _scoring_play(self, m, actions, carrier, ez, declares):
        play = super()._scoring_play(m, actions, carrier, ez, declares)
        if play is not None or not self.drilling(m, carrier.team):
            return play
        team = carrier.team
        if ("declare", carrier.id, "pass", None) not in actions or m.count_marking(carrier.sq, team):
            return None
        reach = 6 if m.weather == "blizzard" else 9
        for pid in declares:
            q = m.player(pid)
            if q is carrier or not q.standing or m.count_marking(q.sq, team):
                continue
            if m.dungeon.distance(carrier.sq, q.sq) <= reach and ez[q.sq] <= q.ma + 1 and ez[q.sq] + 2 < ez[carrier.sq]:
                self.plan = ("pass", q.id)
                return ("declare", carrier.id, "pass", None)
        return None

    def _receiver_to_run(self, m, carrier, ez, declares):
        if not self.drilling(m, carrier.team):
            return super()._receiver_to_run(m, carrier, ez, declares)
        best, best_key = None, None
        for pid in declares:
            p = m.player(pid)
            if p is carrier or not p.standing or p.idx in self.forward or m.count_marking(p.sq, p.team):
                continue
            if ez[p.sq] + 1 < ez[carrier.sq] - 8:
                continue
            key = (-("Catch" in p.skills), -p.ma, ez[p.sq])
            if best_key is None or key < best_key:
                best, best_key = p, key
        if best is not None and len(self.forward) < 4:
            return best
        return None

    def classic_pass_odds(self, m, p, q) -> float:
        """The chance a Pass from p is accurate and caught by team-mate q (§9.2, §9.3: the pass roll by range band,
        -1 per Tackle Zone on the thrower; the catch +1 for the accurate pass, -1 per Tackle Zone on the catcher), with
        the Pass and Catch skills' re-rolls and a team re-roll not yet used this team turn (§10.2)."""
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
        if throw is not None and self.pass_odds and not self.drilling(m, carrier.team):
            q = m.player(self.plan[1])
            if self.classic_pass_odds(m, carrier, q) * 100 < self.pass_odds:
                self.plan = None
                return None
        if throw is not None or not self.drilling(m, carrier.team):
            return throw
        if ("declare", carrier.id, "pass", None) not in actions or m.count_marking(carrier.sq, carrier.team):
            return None
        reach = 6 if m.weather == "blizzard" else 9
        best, best_key = None, None
        for q in m.players_of(carrier.team):
            if q is carrier or not q.standing or m.count_marking(q.sq, q.team):
                continue
            gap = m.dungeon.distance(carrier.sq, q.sq)
            if ez[q.sq] + 1 <= ez[carrier.sq] and gap <= reach:
                key = (ez[q.sq], gap)
                if best_key is None or key < best_key:
                    best, best_key = q, key
        if best is None:
            return None
        self.plan = ("pass", best.id)
        return ("declare", carrier.id, "pass", None)

    # -- the defence ----------------------------------------------------------------------------------------
    def _goal_for(self, m, p, team):
        carrier = m.carrier
        if self.screen and carrier is not None and carrier.team != team:
            # beside their carrier, or two squares ahead of it: Tackle Zones on its way (a Dodge for each)
            ez = self.ez_distances(m, carrier.team)
            here = ez[carrier.sq]
            w = m.dungeon.width
            cx, cy = carrier.sq % w, carrier.sq // w
            goal = [s for s in range(m.dungeon.size) if s != carrier.sq and max(abs(s % w - cx), abs(s // w - cy)) <= 2
                    and (s in m.dungeon.adj[carrier.sq] or ez[s] < here)]
            return goal, "on"
        return super()._goal_for(m, p, team)

    # -- the carrier's Rushes -------------------------------------------------------------------------------
    def _step(self, m, p, steps, dist, *, how, rush, careful):
        if self.late_rush and not rush and p is m.carrier and p.team == m.active and m.act_kind == "move" \
                and m.mp_used >= p.ma and p.ma:
            after = turns_left(m, p.team) - 1  # team turns after this one
            need = dist[p.sq]
            rushes = p.ma + m.max_rush(p) - m.mp_used
            if after >= 1 and after * p.ma + 2 < need <= after * p.ma + 2 + rushes:
                rush = True
        if self.blitz_rush and not rush and m.act_kind == "blitz" and m.act_target is not None \
                and m.act_target is m.carrier and m.act_target.team != p.team:
            rush = dist[p.sq] + 1 <= p.ma + m.max_rush(p) - m.mp_used  # beside it, and a Rush left for the block
        if self.chaser and not careful and m.ball_sq >= 0 and m.carrier is None and m.act_kind == "move":
            careful = True  # to the loose ball round the Tackle Zones, as the carrier goes (a Dodge fails one in two)
        if self.carrier_tz == 3 and p is m.carrier and p.team == m.active and m.act_kind == "move":
            steps = [a for a in steps if dist[a[1]] == 0 or not m.count_marking(a[1], p.team)]
        step = super()._step(m, p, steps, dist, how=how, rush=rush, careful=careful)
        if self.carrier_tz in (1, 2) and step is not None and p is m.carrier and p.team == m.active \
                and m.act_kind == "move" and dist[step[1]] > 0:
            if m.count_marking(step[1], p.team) or self.carrier_tz == 2 and m.count_marking(p.sq, p.team):
                return None  # no Dodge into a Tackle Zone (nor, at 2, out of one) but to score
        return step

    # -- the Blitz on their carrier ------------------------------------------------------------------------
    def _best_blitz(self, m, declares, target):
        best = self._rushing_blitz(m, declares, target)
        if self.assist_first and best is not None and best[2] == "blitz":
            helper = self._assist(m, declares, target, best)
            if helper is not None:
                return helper
        return best

    def _assist(self, m, declares, target, blitz):
        """Before a Blitz on their carrier whose dice we would not choose two of, a free team-mate who can get beside
        the carrier this turn without a Rush goes there first (an assist, §6.11.2)."""
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

    def _rushing_blitz(self, m, declares, target):
        best = super()._best_blitz(m, declares, target)
        if best is not None and best[2] == "blitz" or not self.blitz_rush:
            return best
        team = 1 - target.team
        if self.blitz_rush == 1 and turns_left(m, target.team) > 2 and not self._can_reach(
                m, target, self.ez_distances(m, target.team)):
            return best
        beside = m.dungeon.adj[target.sq]
        dist = self.distances(m, list(beside))
        pick, pick_key = None, None
        for pid, acts in declares.items():
            if ("declare", pid, "blitz", target.id) not in acts:
                continue
            p = self._who[pid]
            if not p.standing or p.sq not in beside and m.count_marking(p.sq, team):
                continue
            if dist[p.sq] + 1 > p.ma + m.max_rush(p):
                continue
            key = (-(p.st - target.st), dist[p.sq])
            if pick_key is None or key < pick_key:
                pick, pick_key = ("declare", pid, "blitz", target.id), key
        return pick or best


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
