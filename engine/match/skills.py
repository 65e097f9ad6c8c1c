"""The skill mechanism: a skill is a small object that hooks into named points of the procedures.

The rules' core never tests for a skill's name. It asks the players involved for their hooks at
named points and lets each skill answer. A later issue adds skills by writing a class here and
registering it; the procedures stay as they are.

Hook points (method names a skill may define; the core calls only those a player has):

    reroll_kind                 attribute: the test this skill re-rolls ("dodge", "rush", "catch", "pickup", "pass")
    once_per_turn               attribute: the re-roll may be used once per team turn
    negates(kind)               this (opposing) player stops the named skill ("Dodge") being used against it
    max_rushes(n) -> n          how many Rush squares the player may attempt (§6.3.3)
    dodge_marked_modifier(m)    the marking modifier to a Dodge test in the destination square (§6.3.4)
    interference_bonus(n)       bonus for opponents interfering with this player's pass (§6.6.3)
    ignores_both_down()         the player is not Knocked Down by a Both Down result (§6.11.4)
    stumble_is_push()           a Stumble against this player becomes a Push Back (§6.11.4)
    stands_firm()               the player chooses not to be pushed back (§6.11.5)
    side_steps()                the player's coach picks any free adjacent square when pushed (§6.11.5)
    must_follow_up()            the player must follow up (§6.11.6)
    blocks_again()              after a push that leaves the target Standing, block again (Frenzy)
    assists_when_marked()       gives assists even when Marked by other opponents (§6.11.3)
    knockdown_bonus() -> int    +N to the Armour or Injury roll of an opponent this player knocks down by a Block
    injury_result(total, res)   rewrite the injury table result ("stunned", "ko", "casualty", "badly_hurt")
    stunty()                    the player uses the Stunty injury table (§6.13)
    after_casualty(match, p)    after the Casualty roll: True if the player is saved (goes to Reserves)
    team_reroll_gate()          the D6 target to be allowed a team re-roll (Loner), or None
    throws_team_mates()         may take a Throw Team-mate action (§6.10)
    can_be_thrown()             may be thrown by a team-mate (§6.10)
    test_modifier(match, player, kind, modifier) -> modifier
                                change the modifier of one of the player's own D6 tests (kind: "dodge",
                                "pickup", "catch", "interfere", "jump", "landing", "rush", ...)
    activation_start(match, player, action) -> bool
                                after the action is declared: False ends the activation at once
    disturbing_presence()       opponents passing, catching or interfering within 3 squares take -1
    ignores_marking(kind)       the -1 per Marking opponent does not apply to this roll ("pickup", "pass", ...)
    pass_bonus(kind)            + to the Passing Ability test ("pass", "wall", "ttm")
    casualty_modifier(kind)     + to Casualty rolls against this player (Decay)
    titchy / no_hands           markers the procedures look for (§13.7)
    marks                       attribute: further marker names the procedures look for with `name in p.hooks`
                                ("horns", "claws", "fend", "wrestle", "stab", ... -- see each class)
"""

from __future__ import annotations

import re

HOOKS = (
    "negates", "max_rushes", "dodge_marked_modifier", "interference_bonus", "ignores_both_down", "stumble_is_push",
    "stands_firm", "side_steps", "must_follow_up", "blocks_again", "assists_when_marked", "knockdown_bonus",
    "injury_result", "stunty", "after_casualty", "team_reroll_gate", "throws_team_mates", "can_be_thrown",
    "test_modifier", "activation_start", "disturbing_presence", "ignores_marking", "pass_bonus",
    "casualty_modifier", "titchy", "no_hands", "dirty_player", "after_roll_bonus",
)


class Skill:
    name = ""
    reroll_kind: str | None = None
    once_per_turn = False
    marks: tuple = ()


class Block(Skill):
    name = "Block"

    def ignores_both_down(self) -> bool:
        return True


class Dodge(Skill):
    name = "Dodge"
    reroll_kind = "dodge"
    once_per_turn = True

    def stumble_is_push(self) -> bool:
        return True


class SureHands(Skill):
    name = "Sure Hands"
    reroll_kind = "pickup"


class Catch(Skill):
    name = "Catch"
    reroll_kind = "catch"


class Pass(Skill):
    name = "Pass"
    reroll_kind = "pass"


class SureFeet(Skill):
    name = "Sure Feet"
    reroll_kind = "rush"
    once_per_turn = True


class Tackle(Skill):
    name = "Tackle"

    def negates(self, skill_name: str) -> bool:
        return skill_name == "Dodge"


class ThickSkull(Skill):
    name = "Thick Skull"

    def injury_result(self, total: int, result: str, stunty: bool) -> str:
        # §13.6: KO'd only on a 9 and an 8 counts as Stunned; with Stunty, KO'd only on an 8 and a 7 is Stunned.
        if total == (7 if stunty else 8) and result == "ko":
            return "stunned"
        return result


class MightyBlow(Skill):
    def __init__(self, amount: int = 1) -> None:
        self.amount = amount
        self.name = f"Mighty Blow (+{amount})"

    def knockdown_bonus(self) -> int:
        return self.amount


class Guard(Skill):
    name = "Guard"

    def assists_when_marked(self) -> bool:
        return True


class StandFirm(Skill):
    name = "Stand Firm"

    def stands_firm(self) -> bool:
        return True


class Frenzy(Skill):
    name = "Frenzy"

    def must_follow_up(self) -> bool:
        return True

    def blocks_again(self) -> bool:
        return True


class Regeneration(Skill):
    name = "Regeneration"

    def after_casualty(self, match, player) -> bool:
        # §13.7: after the Casualty roll, 4+ heals: the player goes to the Reserves instead.
        return match.roll_d6("Regeneration", player, target=4) >= 4


class Stunty(Skill):
    name = "Stunty"

    def stunty(self) -> bool:
        return True

    def dodge_marked_modifier(self, modifier: int) -> int:
        return 0  # §13.7: ignores the -1 per player Marking it in the destination square

    def interference_bonus(self, bonus: int) -> int:
        return bonus + 1


class Loner(Skill):
    def __init__(self, target: int = 4) -> None:
        self.target = target
        self.name = f"Loner ({target}+)"

    def team_reroll_gate(self) -> int:
        return self.target


class SideStep(Skill):
    name = "Side Step"

    def side_steps(self) -> bool:
        return True


class Sprint(Skill):
    name = "Sprint"

    def max_rushes(self, n: int) -> int:
        return max(n, 3)


class DisturbingPresence(Skill):
    name = "Disturbing Presence"

    def disturbing_presence(self) -> bool:
        return True  # opponents passing, catching or interfering within 3 squares take -1 (§13.4)


class ThrowTeamMate(Skill):
    name = "Throw Team-Mate"

    def throws_team_mates(self, player) -> bool:
        return player.st >= 5  # §13.7: only with ST 5 or more


class RightStuff(Skill):
    name = "Right Stuff"

    def can_be_thrown(self, player) -> bool:
        return player.st <= 3  # §13.7: only with ST 3 or less


# -- modifiers to the player's own rolls (§13.2-13.7) -----------------------------------------------------
class _Modifier(Skill):
    """+amount to the player's own D6 tests of the given kinds."""
    kinds: tuple = ()
    amount = 1

    def test_modifier(self, match, player, kind, modifier):
        return modifier + self.amount if kind in self.kinds else modifier


class TwoHeads(_Modifier):
    name = "Two Heads"
    kinds = ("dodge",)


class Titchy(_Modifier):
    name = "Titchy"
    kinds = ("dodge",)

    def titchy(self) -> bool:
        return True  # does not Mark an opponent Dodging into its Tackle Zone


class ExtraArms(_Modifier):
    name = "Extra Arms"
    kinds = ("pickup", "catch", "interfere")


class VeryLongLegs(_Modifier):
    name = "Very Long Legs"
    kinds = ("interfere",)
    amount = 2

    def test_modifier(self, match, player, kind, modifier):
        if kind in ("jump", "leap") and modifier < 0:
            return min(-1, modifier + 1) if modifier < -1 else modifier  # reduce by 1, to a minimum of -1
        return super().test_modifier(match, player, kind, modifier)


class Drunkard(_Modifier):
    name = "Drunkard"
    kinds = ("rush",)
    amount = -1


class BigHand(Skill):
    name = "Big Hand"

    def ignores_marking(self, kind: str) -> bool:
        return kind == "pickup"


class NervesOfSteel(Skill):
    name = "Nerves of Steel"

    def ignores_marking(self, kind: str) -> bool:
        return kind in ("pass", "catch", "interfere")


class _PassBonus(Skill):
    kind = ""

    def pass_bonus(self, kind: str) -> int:
        return 1 if kind == self.kind else 0


class Accurate(_PassBonus):
    name = "Accurate"
    kind = "pass"


class WallThrower(_PassBonus):
    name = "Wall Thrower"
    kind = "wall"


class StrongArm(_PassBonus):
    name = "Strong Arm"
    kind = "ttm"


class MonstrousMouth(Skill):
    name = "Monstrous Mouth"
    reroll_kind = "catch"


class Decay(Skill):
    name = "Decay"

    def casualty_modifier(self, kind: str) -> int:
        return 1


class NoHands(Skill):
    name = "No Hands"

    def no_hands(self) -> bool:
        return True


# -- traits that act when the player is activated (§13.7) ---------------------------------------------------
BLOCKING_ACTIONS = frozenset(("block", "blitz", "stab", "vomit"))


def _confuse(match, player, why: str) -> bool:
    """The activation ends and the player loses its Tackle Zone until its next activation."""
    player.confused = True
    player.no_tz = True
    match.log({"t": "trait", "player": player.id, "trait": why, "effect": "activation lost"})
    return False


class BoneHead(Skill):
    name = "Bone Head"

    def activation_start(self, match, player, action) -> bool:
        if match.roll_d6("Bone Head", player, target=2) == 1:
            return _confuse(match, player, self.name)
        return True


class ReallyStupid(Skill):
    name = "Really Stupid"

    def activation_start(self, match, player, action) -> bool:
        helped = any(q.team == player.team and q.has_tz and "Really Stupid" not in q.skills
                     for q in map(match.at, match.d.adj[player.sq]) if q is not None) if player.sq >= 0 else False
        r = match.roll_d6("Really Stupid", player, target=4)
        if r + (2 if helped else 0) <= 3:
            return _confuse(match, player, self.name)
        return True


class UnchannelledFury(Skill):
    name = "Unchannelled Fury"

    def activation_start(self, match, player, action) -> bool:
        r = match.roll_d6("Unchannelled Fury", player, target=4)
        if r + (2 if action in BLOCKING_ACTIONS else 0) <= 3:
            match.log({"t": "trait", "player": player.id, "trait": self.name, "effect": "activation lost"})
            return False
        return True


class TakeRoot(Skill):
    name = "Take Root"

    def activation_start(self, match, player, action) -> bool:
        if match.roll_d6("Take Root", player, target=2) == 1:
            player.rooted = True
            match.log({"t": "trait", "player": player.id, "trait": self.name, "effect": "rooted"})
        return True  # it may still act without leaving its square


class AnimalSavagery(Skill):
    name = "Animal Savagery"

    def activation_start(self, match, player, action) -> bool:
        r = match.roll_d6("Animal Savagery", player, target=4)
        if r + (2 if action in BLOCKING_ACTIONS else 0) >= 4:
            return True
        mates = [q for q in map(match.at, match.d.adj[player.sq]) if q is not None and q.team == player.team
                 and q.standing] if player.sq >= 0 else []
        if not mates:
            return _confuse(match, player, self.name)
        victim = match.choose(player.team, "animal_savagery", mates)
        match.log({"t": "trait", "player": player.id, "trait": self.name, "effect": "lashes out", "target": victim.id})
        match.knock_down(victim, why="Animal Savagery", turnover=match.carrier is victim)
        return True


# -- skills the block, foul and special-action procedures look for by their mark (blocking.py) ----------------
def _marker(skill_name: str, *marks: str) -> type:
    return type(skill_name.replace(" ", "").replace("-", ""), (Skill,), {"name": skill_name, "marks": marks})


Horns = _marker("Horns", "horns")  # §13.4 +1 ST on a Blitz's Block
Dauntless = _marker("Dauntless", "dauntless")  # §13.3
Claws = _marker("Claws", "claws")  # §13.4
Fend = _marker("Fend", "fend")  # §13.3
Wrestle = _marker("Wrestle", "wrestle")  # §13.3
Juggernaut = _marker("Juggernaut", "juggernaut")  # §13.6
Brawler = _marker("Brawler", "brawler")  # §13.6
Grab = _marker("Grab", "grab")  # §13.6
StripBall = _marker("Strip Ball", "strip_ball")  # §13.3
SneakyGit = _marker("Sneaky Git", "sneaky_git")  # §13.2
FoulAppearance = _marker("Foul Appearance", "foul_appearance")  # §13.4
Defensive = _marker("Defensive", "defensive")  # §13.2
PileDriver = _marker("Pile Driver", "pile_driver")  # §13.6
HitAndRun = _marker("Hit and Run", "hit_and_run")  # §13.7
Stab = _marker("Stab", "stab")  # §13.7 special action
JumpUp = _marker("Jump Up", "jump_up")  # §13.2
Leap = _marker("Leap", "leap")  # §13.2
PogoStick = _marker("Pogo Stick", "pogo")  # §13.7
PrehensileTail = _marker("Prehensile Tail", "prehensile_tail")  # §13.4
Tentacles = _marker("Tentacles", "tentacles")  # §13.4
DivingTackle = _marker("Diving Tackle", "diving_tackle")  # §13.2
ArmBar = _marker("Arm Bar", "arm_bar")  # §13.6
Shadowing = _marker("Shadowing", "shadowing")  # §13.3
SafePass = _marker("Safe Pass", "safe_pass")  # §13.5
RunningPass = _marker("Running Pass", "running_pass")  # §13.5
GiveAndGo = _marker("Give and Go", "give_and_go")  # §13.5
SafePairOfHands = _marker("Safe Pair of Hands", "safe_hands")  # §13.2
Leader = _marker("Leader", "leader")  # §13.5
PickMeUp = _marker("Pick-Me-Up", "pick_me_up")  # §13.7
Timber = _marker("Timmm-ber!", "timber")  # §13.7


PortalNavigator = _marker("Portal Navigator", "portal_navigator")  # §13.3
PortalPasser = _marker("Portal Passer", "portal_passer")  # §13.5
AlwaysHungry = _marker("Always Hungry", "always_hungry")  # §13.7
KickTeamMate = _marker("Kick Team-Mate", "kick_team_mate")  # §13.7 special action
MultipleBlock = _marker("Multiple Block", "multiple_block")  # §13.6
Fumblerooskie = _marker("Fumblerooskie", "fumblerooskie")  # §13.5
DumpOff = _marker("Dump-Off", "dump_off")  # §13.5
OnTheBall = _marker("On the Ball", "on_the_ball")  # §13.5
DivingCatch = _marker("Diving Catch", "diving_catch")  # §13.2
PlagueRidden = _marker("Plague Ridden", "plague_ridden")  # §13.7
Pro = _marker("Pro", "pro")  # §13.3
Bombardier = _marker("Bombardier", "bombardier")  # §13.7 special action (engine/match/bombs.py)


class Animosity(Skill):
    """§13.7 Animosity (X): X is "all team-mates", or a position or race matched in the team-mate's position name."""

    def __init__(self, dislikes: str = "all team-mates") -> None:
        self.target = dislikes
        self.name = f"Animosity ({dislikes})"
        self.marks = ("animosity",)

    def dislikes(self, q) -> bool:
        if self.target.lower() in ("all team-mates", "all"):
            return True
        return self.target.lower().rstrip("s") in q.position.lower()


class BreakTackle(Skill):
    name = "Break Tackle"

    def after_roll_bonus(self, match, player, kind) -> int:
        # §13.6: once per activation, after a Dodge's Agility test: +1 with ST 4 or less, +2 with ST 5 or more
        if kind != "dodge" or self.name in match.act_used or player is not match.act:
            return 0
        return 2 if player.st >= 5 else 1
ProjectileVomit = _marker("Projectile Vomit", "vomit")  # §13.7 special action
HypnoticGaze = _marker("Hypnotic Gaze", "gaze")  # §13.7 special action


class IronHardSkin(Skill):
    name = "Iron Hard Skin"

    def negates(self, skill_name: str) -> bool:
        return skill_name == "Claws"


class DirtyPlayer(Skill):
    def __init__(self, amount: int = 1) -> None:
        self.amount = amount
        self.name = f"Dirty Player (+{amount})"

    def dirty_player(self, kind: str) -> int:
        return self.amount


# Catalogue name (§13) -> factory. Parametrised names ("Loner (4+)", "Mighty Blow (+1)") are matched by pattern.
REGISTRY = {
    cls.name: cls
    for cls in (Block, Dodge, SureHands, Catch, Pass, SureFeet, Tackle, ThickSkull, Guard, StandFirm, Frenzy,
                Regeneration, Stunty, SideStep, Sprint, ThrowTeamMate, RightStuff, DisturbingPresence,
                TwoHeads, Titchy, ExtraArms, VeryLongLegs, Drunkard, BigHand, NervesOfSteel, Accurate, WallThrower,
                StrongArm, MonstrousMouth, Decay, NoHands, BoneHead, ReallyStupid, UnchannelledFury, TakeRoot,
                AnimalSavagery, Horns, Dauntless, Claws, Fend, Wrestle, Juggernaut, Brawler, Grab, StripBall,
                SneakyGit, FoulAppearance, Defensive, PileDriver, HitAndRun, Stab, ProjectileVomit, HypnoticGaze,
                IronHardSkin, JumpUp, Leap, PogoStick, PrehensileTail, Tentacles, DivingTackle, ArmBar, Shadowing,
                SafePass, RunningPass, GiveAndGo, SafePairOfHands, Leader, PickMeUp, Timber, BreakTackle,
                PortalNavigator, PortalPasser, AlwaysHungry, KickTeamMate, MultipleBlock, Fumblerooskie, DumpOff,
                OnTheBall, DivingCatch, PlagueRidden, Pro, Bombardier)
}
PATTERNS = (
    (re.compile(r"^Loner \((\d)\+\)$"), lambda m: Loner(int(m.group(1)))),
    (re.compile(r"^Mighty Blow \(\+(\d)\)$"), lambda m: MightyBlow(int(m.group(1)))),
    (re.compile(r"^Animosity \((.+)\)$"), lambda m: Animosity(m.group(1))),
    (re.compile(r"^Dirty Player \(\+(\d)\)$"), lambda m: DirtyPlayer(int(m.group(1)))),
)


def register(cls) -> type:
    """Add a skill class to the registry under its catalogue name (usable as a class decorator)."""
    REGISTRY[cls.name] = cls
    return cls


def make(name: str) -> Skill | None:
    """The skill object for a catalogue name, or None for a skill this engine does not implement yet."""
    cls = REGISTRY.get(name)
    if cls is not None:
        return cls()
    for pattern, factory in PATTERNS:
        m = pattern.match(name)
        if m:
            return factory(m)
    return None


def implemented(name: str) -> bool:
    return make(name) is not None


def hooks_for(skill_names) -> dict:
    """Hook point -> tuple of the player's skills that define it, plus re-roll kinds -> skill (built once per match)."""
    hooks: dict = {}
    for name in skill_names:
        skill = make(name)
        if skill is None:
            continue
        for hook in HOOKS:
            if hasattr(skill, hook):
                hooks.setdefault(hook, []).append(skill)
        for mark in skill.marks:
            hooks.setdefault(mark, []).append(skill)
        if skill.reroll_kind:
            hooks.setdefault("reroll:" + skill.reroll_kind, []).append(skill)
    return {k: tuple(v) for k, v in hooks.items()}
