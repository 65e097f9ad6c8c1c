"""The six sponsors' effects in a match (§11.2). A team sheet names its sponsor by key (`TeamSheet.sponsor`);
Air Oberwald also names its athlete and the benefit chosen for this match (`TeamSheet.sponsor_choices`)."""

from __future__ import annotations

import dataclasses

CRAGFALL = "cragfalls_catacomb_cartography"
FARBLAST = "farblast_and_sons"
DR_BRAUER = "dr_brauers_prototype_portals"
CRYSTAL_BALL = "crystal_ball_sportscasting"
LIGHTNINGADE = "lightningade"
AIR_OBERWALD = "air_oberwald"
SPONSORS = (CRAGFALL, FARBLAST, DR_BRAUER, CRYSTAL_BALL, LIGHTNINGADE, AIR_OBERWALD)

# §11.2 Air Oberwald benefits: skills gained, MA and AV changes
BENEFITS = {
    "knuckle_blades": {"skills": ("Sneaky Git", "Stab")},
    "burst_of_speed": {"skills": ("Sprint",), "ma": 1},
    "extra_padding": {"skills": ("Thick Skull",), "av": 1},
    "personal_physician": {"skills": ()},
}
MAX_AV = 11
# §11.2 Personal Physician [Uncertain]: "the opposing coach rolls twice and chooses" harms the athlete; read as a
# translation slip: the athlete's own coach chooses (docs/decisions.md). "opponent" restores the literal text.
PERSONAL_PHYSICIAN_CHOOSER = "own"
LIGHTNINGADE_TARGET = 5


def athlete_sheet(team_sheet, player_sheet, benefit: str | None):
    """The athlete's sheet for this match with its Air Oberwald benefit applied (§11.2)."""
    choices = getattr(team_sheet, "sponsor_choices", None) or {}
    if benefit is None or choices.get("athlete") != player_sheet.id:
        return player_sheet
    benefit = BENEFITS[benefit]
    skills = tuple(player_sheet.skills) + tuple(s for s in benefit["skills"] if s not in player_sheet.skills)
    return dataclasses.replace(player_sheet, skills=skills, ma=player_sheet.ma + benefit.get("ma", 0),
                               av=min(MAX_AV, player_sheet.av + benefit.get("av", 0)))


class SponsorRules:
    def sponsor(self, team: int) -> str | None:
        return getattr(self.teams[team].sheet, "sponsor", None)

    def choose_benefit(self, team: int, sheet) -> str | None:
        """§11.2 Air Oberwald: after step 4 of the pre-match sequence the athlete chooses one benefit for this
        match: the one the sheet names, else the coach's choice, put to its bot. None without a playing athlete."""
        choices = getattr(sheet, "sponsor_choices", None) or {}
        athlete = choices.get("athlete")
        if getattr(sheet, "sponsor", None) != AIR_OBERWALD or not any(p.id == athlete for p in sheet.players):
            return None
        benefit = choices.get("benefit") or self.choose(team, "air_oberwald_benefit", list(BENEFITS))
        self.log({"t": "sponsor", "sponsor": AIR_OBERWALD, "player": athlete, "benefit": benefit})
        return benefit

    def physician(self, p) -> bool:
        choices = getattr(self.teams[p.team].sheet, "sponsor_choices", None) or {}
        return self.benefits[p.team] == "personal_physician" and choices.get("athlete") == p.id

    def lightningade(self, p, result: str) -> bool:
        """§11.2 Lightningade: a player about to be KO'd or a Casualty goes to the Reserves on a 5+ (rolled before
        any Casualty roll: docs/decisions.md)."""
        if self.sponsor(p.team) != LIGHTNINGADE:
            return False
        if self.roll_d6("Lightningade", p, target=LIGHTNINGADE_TARGET) < LIGHTNINGADE_TARGET:
            return False
        sq = p.sq
        if self.carrier is p:
            self.drop_ball()
            self.ball_sq = -1
            self.lift(p, "reserves")
            self.bounce(sq)
        else:
            self.lift(p, "reserves")
        self.log({"t": "removed", "player": p.id, "to": "reserves", "from": sq, "why": "Lightningade", "was": result})
        return True

    def cragfall(self, team: int) -> None:
        """§11.2 Cragfall's: once per match, at the start of an activation, move one of your players not holding
        the ball to any unoccupied square of another room that is not an End Zone."""
        ts = self.teams[team]
        if self.sponsor(team) != CRAGFALL or "Cragfall" in ts.used_once:
            return
        players = [p for p in self.team_players[team] if p.where == "field" and self.carrier is not p]
        q = self.choose(team, "cragfall", [None] + players) if players else None
        if q is None:
            return
        d = self.d
        here = d.tile_of[q.sq]
        squares = [s for s in range(d.size) if d.tile_of[s] >= 0 and d.tile_of[s] != here and d.kind[s] == 1
                   and d.tiles[d.tile_of[s]][1] in ("small_room", "large_room") and d.ez_of[s] < 0 and self.free(s)]
        if not squares:
            return
        ts.used_once.add("Cragfall")
        to = self.choose(team, "cragfall_square", squares)
        frm = q.sq
        self.place(q, to)
        self.log({"t": "sponsor", "sponsor": CRAGFALL, "player": q.id, "from": frm, "to": to})
        if to == self.ball_sq:
            self.ball_sq = -1
            self.bounce(to)

    def brauer_bench(self, p) -> bool:
        """§11.2 Dr Brauer's: 2D6 from the bench, choose which of the two Portals; a double: back to the bench."""
        if self.sponsor(p.team) != DR_BRAUER:
            return False
        a, b = self.roll(6, "Dr Brauer's portal"), self.roll(6, "Dr Brauer's portal")
        if a == b:
            p.where = "reserves"
            self.log({"t": "sponsor", "sponsor": DR_BRAUER, "player": p.id, "result": "malfunction"})
            return True
        self.teleport(p, from_portal=None, result=self.choose(p.team, "brauer_portal", sorted({a, b})))
        return True

    def farblast_victims(self, p, sq: int) -> list | None:
        """§11.2 Farblast: your player's trapped Chest Knocks Down every Standing player within 2 squares."""
        if self.sponsor(p.team) != FARBLAST:
            return None
        return [q for q in self.players if q.standing and self.d.distance(q.sq, sq) <= 2]

    def farblast_armour(self) -> int:
        return 1 if self.sponsor(0) == FARBLAST and self.sponsor(1) == FARBLAST else 0
