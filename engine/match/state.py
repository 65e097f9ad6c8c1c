"""Plain mutable per-player records for one match, built once from the team sheets."""

from __future__ import annotations

from engine.match.sheets import PlayerSheet

# Player status on the board (§2.11)
STANDING, PRONE, STUNNED = "standing", "prone", "stunned"
# Where a player is
FIELD, RESERVES, KO_BOX, CAS_BOX, MISHAP, SENT_OFF = "field", "reserves", "ko", "casualty", "mishap", "sent_off"


class Player:
    __slots__ = (
        "idx", "id", "team", "number", "name", "position", "ma", "st", "ag", "pa", "av", "skills", "hooks",
        "niggling", "sq", "status", "where", "activated", "stunned_at_turn_start", "teleports", "used_skills",
        "no_tz", "stats", "sewer_dp", "confused", "rooted", "used_once",
        "entangled", "ghost_turn", "snack_reroll",
    )

    def __init__(self, idx: int, team: int, sheet: PlayerSheet, hooks: dict) -> None:
        self.idx = idx
        self.id = sheet.id
        self.team = team
        self.number = sheet.number
        self.name = sheet.name
        self.position = sheet.position
        self.ma, self.st, self.ag, self.pa, self.av = sheet.ma, sheet.st, sheet.ag, sheet.pa, sheet.av
        self.skills = frozenset(sheet.skills)
        self.hooks = hooks  # hook point name -> tuple of skill objects (engine/match/skills.py)
        self.niggling = sheet.niggling_injuries
        self.sq = -1
        self.status = STANDING
        self.where = RESERVES
        self.activated = False
        self.stunned_at_turn_start = False
        self.teleports = 0  # teleports this team turn (§1.7.1: more than one hurts)
        self.used_skills: set[str] = set()  # once-per-turn skills used this turn
        self.no_tz = False  # lost its Tackle Zone through a game effect
        self.confused = False  # Bone Head, Really Stupid, Hypnotic Gaze...: no Tackle Zone until its next activation
        self.rooted = False  # Take Root (§13.7): may not leave its square until Knocked Down or Placed Prone
        self.used_once: set[str] = set()  # once-per-match effects used (Plague Ridden, ...)
        self.entangled = False  # Root Corridor (§10.2.5): may not leave its square for any reason
        self.ghost_turn = -1  # the team turn in which the Ghosts' Corridor turned it back (§10.2.6)
        self.snack_reroll = False  # Tuck's Shop (§10.2.5): one re-roll for the rest of the match
        self.sewer_dp = 0  # activations left with the Sewer's Disturbing Presence (§1.5)
        self.stats = {
            "completions": 0, "throw_completions": 0, "deflections": 0, "interceptions": 0,
            "casualties_caused": 0, "touchdowns": 0, "injury": None, "ejected": False,
        }

    @property
    def on_field(self) -> bool:
        return self.where == FIELD

    @property
    def standing(self) -> bool:
        return self.where == FIELD and self.status == STANDING

    @property
    def has_tz(self) -> bool:
        """§2.12: Standing players have a Tackle Zone unless a game effect took it away."""
        return self.where == FIELD and self.status == STANDING and not self.no_tz

    def has(self, skill: str) -> bool:
        return skill in self.skills

    def __repr__(self) -> str:  # pragma: no cover - debugging aid
        return f"<Player {self.id} t{self.team} #{self.number} {self.status} @{self.sq} {self.where}>"


class TeamState:
    __slots__ = ("side", "sheet", "rerolls", "bribes", "can_argue", "turns_played", "used_actions", "bench_used",
                 "wizard", "spell_used", "leader_reroll", "used_once")

    def __init__(self, side: str, sheet) -> None:
        self.side = side
        self.sheet = sheet
        induce = sheet.inducements or {}
        self.rerolls = sheet.rerolls + int(induce.get("extra_team_training", 0))
        self.bribes = int(induce.get("bribes", 0))
        self.can_argue = True
        self.turns_played = 0
        self.used_actions: set[str] = set()  # once-per-turn actions declared this team turn (§6.2)
        self.bench_used = False  # Bench Portal or Magic Sponge used this team turn (§1.7.5, §1.8)
        self.wizard: str | None = None  # a College Wizard inducement key (§12.3), set by the match
        self.spell_used = False
        self.leader_reroll = 0
        self.used_once: set[str] = set()  # once-per-match team effects used (Plague Ridden, sponsors)
