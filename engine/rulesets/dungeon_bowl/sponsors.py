"""The six Dungeon Bowl sponsors (digest §11.2): an optional league rule, one sponsor per team a season."""

from __future__ import annotations

from engine.rulesets.model import Sponsor

SPONSORS: tuple[Sponsor, ...] = (
    Sponsor(
        key="cragfalls_catacomb_cartography", name="Cragfall's Catacomb Cartography",
        slogan="Can't use an old map to explore a new dungeon",
        text=(
            "Once per match, at the start of any player's activation in your team turn, pick one of your "
            "players not holding the ball and place them in any unoccupied square in another room that is not "
            "an End Zone; if not yet activated this turn, they may still act normally."
        ),
    ),
    Sponsor(
        key="farblast_and_sons", name="Farblast & Sons Ordnance Solutions",
        slogan="Farblast: when you need to blast things that are very far away",
        text=(
            "When one of your players opens a Chest without the ball, its trap Knocks Down all players within "
            "2 squares. If two or more teams in the match have Farblast, Armour rolls against players Knocked "
            "Down by an exploding Chest get +1."
        ),
    ),
    Sponsor(
        key="dr_brauers_prototype_portals", name="Dr Brauer's Prototype Portals",
        slogan="Getting you there 50% of the time, every time!",
        text=(
            "When one of your players teleports from the bench, roll 2D6 and choose which of the two matching "
            "Portals they appear at; on a double they do not arrive this turn and go back to the bench."
        ),
    ),
    Sponsor(
        key="crystal_ball_sportscasting", name="Crystal Ball Sportscasting",
        slogan="For that crystal clear picture",
        text=(
            "When one of your players Fouls, roll a D6: 2+ they cannot be Sent-off for a natural double this "
            "Foul; 1 they cannot Argue the Call. Your opponent can never Argue the Call when Sent-off."
        ),
    ),
    Sponsor(
        key="lightningade", name="Lightningade",
        slogan="Jump start your day, the right way!",
        text=(
            "When one of your players would be KO'd or become a Casualty, roll a D6: on 5+ they recover at once "
            "and go to the Reserves box."
        ),
    ),
    Sponsor(
        key="air_oberwald", name="Air Oberwald",
        slogan="Just boot it",
        text=(
            "Choose one player as your athlete; each match they pick one benefit: Knuckle Blades (Sneaky Git "
            "and Stab), Burst of Speed (+1 MA and Sprint), Extra Padding (+1 AV to 11+ and Thick Skull), or "
            "Personal Physician. In league matches the athlete earns +1 SPP per match played."
        ),
    ),
)
