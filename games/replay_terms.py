"""The words of a replay's event log, for the translation catalogue (docs/i18n.md, "Replays").

The engine logs events as data, in English: why a die was rolled ("dodge", "kick-off table"), the action
declared, a roll's result, the box a player leaves for, why a match ended, an event's type. The stored log
stays as it is; games/replay.py looks each word up (`term`) when a page shows it, in the reader's language.
Rules names (skills, Colleges, rooms, spells, kick-off events) are in the games' rules_names catalogues; the
words here are the rest. A word the engine logs that is in neither is shown as logged.
"""

from __future__ import annotations

import re

from django.utils.translation import gettext, pgettext, pgettext_lazy

CONTEXT = "match log"  # msgctxt of every word here: a lone "move" or "team" elsewhere keeps its own translation

# Translators: why a die was rolled, as the match log names it (a line reads "Dodge for Grim: rolled 4 ...").
ROLL_REASONS = (
    pgettext_lazy("match log", "argue the call"), pgettext_lazy("match log", "armour"),
    pgettext_lazy("match log", "bomb"), pgettext_lazy("match log", "bomb blast"),
    pgettext_lazy("match log", "bounce"), pgettext_lazy("match log", "bribe"),
    pgettext_lazy("match log", "casualty"), pgettext_lazy("match log", "catch"),
    pgettext_lazy("match log", "caught bomb"), pgettext_lazy("match log", "chest roll-off (away)"),
    pgettext_lazy("match log", "chest roll-off (home)"), pgettext_lazy("match log", "chest trap"),
    pgettext_lazy("match log", "coin toss"), pgettext_lazy("match log", "coin toss for End Zones"),
    pgettext_lazy("match log", "coin toss for the first turn"), pgettext_lazy("match log", "corner bounce"),
    pgettext_lazy("match log", "crash landing"), pgettext_lazy("match log", "crowd"),
    pgettext_lazy("match log", "deviate direction"), pgettext_lazy("match log", "deviate distance"),
    pgettext_lazy("match log", "dodge"), pgettext_lazy("match log", "eaten"),
    pgettext_lazy("match log", "falls over"), pgettext_lazy("match log", "fans"),
    pgettext_lazy("match log", "foul armour"), pgettext_lazy("match log", "gust of wind"),
    pgettext_lazy("match log", "hit by a thrown player"), pgettext_lazy("match log", "injury"),
    pgettext_lazy("match log", "interception"), pgettext_lazy("match log", "interference"),
    pgettext_lazy("match log", "jump"), pgettext_lazy("match log", "kicked"),
    pgettext_lazy("match log", "kick-off direction"), pgettext_lazy("match log", "kick-off distance"),
    pgettext_lazy("match log", "kick-off table"), pgettext_lazy("match log", "KO recovery"),
    pgettext_lazy("match log", "knocked down"), pgettext_lazy("match log", "lands badly"),
    pgettext_lazy("match log", "lasting injury"), pgettext_lazy("match log", "pass"),
    pgettext_lazy("match log", "penalty shoot-out"), pgettext_lazy("match log", "pick up"),
    pgettext_lazy("match log", "pushed against the Crypt"), pgettext_lazy("match log", "pushed against the wall"),
    pgettext_lazy("match log", "pushed into the Spike Pit"), pgettext_lazy("match log", "random Mutation"),
    pgettext_lazy("match log", "rush"), pgettext_lazy("match log", "scatter"),
    pgettext_lazy("match log", "out of the Chasm"), pgettext_lazy("match log", "spores"),
    pgettext_lazy("match log", "stand up"), pgettext_lazy("match log", "teleport"),
    pgettext_lazy("match log", "teleported twice"), pgettext_lazy("match log", "throw team-mate"),
    pgettext_lazy("match log", "throw-in direction"), pgettext_lazy("match log", "throw-in distance"),
    pgettext_lazy("match log", "thrown player bounces"), pgettext_lazy("match log", "thrown player deviates"),
    pgettext_lazy("match log", "distance"), pgettext_lazy("match log", "thrown player scatters"),
    pgettext_lazy("match log", "wall bounce"), pgettext_lazy("match log", "wall pass off target"),
    pgettext_lazy("match log", "wall rebound distance"), pgettext_lazy("match log", "weather"),
    pgettext_lazy("match log", "which chest holds the ball"), pgettext_lazy("match log", "block"),
    pgettext_lazy("match log", "eat"), pgettext_lazy("match log", "who"),
)
# Translators: an action a player declares, as the match log names it ("Grim declares blitz").
ACTIONS = (
    pgettext_lazy("match log", "blitz"), pgettext_lazy("match log", "foul"), pgettext_lazy("match log", "handoff"),
    pgettext_lazy("match log", "move"), pgettext_lazy("match log", "ktm"), pgettext_lazy("match log", "ttm"),
    pgettext_lazy("match log", "stab"), pgettext_lazy("match log", "vomit"),
)
# Translators: a roll's or a block die's result, as the match log writes it (underscores included).
RESULTS = (
    pgettext_lazy("match log", "success"), pgettext_lazy("match log", "failure"),
    pgettext_lazy("match log", "accurate"), pgettext_lazy("match log", "inaccurate"),
    pgettext_lazy("match log", "holds"), pgettext_lazy("match log", "broken"), pgettext_lazy("match log", "stunned"),
    pgettext_lazy("match log", "ko"), pgettext_lazy("match log", "dead"), pgettext_lazy("match log", "badly_hurt"),
    pgettext_lazy("match log", "seriously_hurt"), pgettext_lazy("match log", "serious_injury"),
    pgettext_lazy("match log", "lasting_injury"), pgettext_lazy("match log", "push"),
    pgettext_lazy("match log", "pow"), pgettext_lazy("match log", "both_down"),
    pgettext_lazy("match log", "attacker_down"), pgettext_lazy("match log", "defender_stumbles"),
    pgettext_lazy("match log", "stumble"), pgettext_lazy("match log", "i_dont_care"),
    pgettext_lazy("match log", "badly hurt"), pgettext_lazy("match log", "seriously hurt"),
    pgettext_lazy("match log", "serious injury"),
    pgettext_lazy("match log", "both down"), pgettext_lazy("match log", "attacker down"),
    pgettext_lazy("match log", "defender stumbles"),
)
# Translators: where a player leaves the pitch for ("Grim leaves the dungeon (ko)").
BOXES = (
    pgettext_lazy("match log", "reserves"), pgettext_lazy("match log", "sent_off"),
)
# Translators: why a match ended ("Match over (time limit): a draw").
END_REASONS = (
    pgettext_lazy("match log", "full time"), pgettext_lazy("match log", "time limit"),
    pgettext_lazy("match log", "touchdown"),
)
# Translators: an event of the match log, as its line starts ("Kick off: ...").
EVENTS = (
    pgettext_lazy("match log", "argue"), pgettext_lazy("match log", "ball hits"),
    pgettext_lazy("match log", "bench portal"), pgettext_lazy("match log", "block result"),
    pgettext_lazy("match log", "chain reaction"), pgettext_lazy("match log", "completion"),
    pgettext_lazy("match log", "crowd surf"), pgettext_lazy("match log", "down"),
    pgettext_lazy("match log", "end zones"), pgettext_lazy("match log", "extra reroll"),
    pgettext_lazy("match log", "fame"), pgettext_lazy("match log", "half"), pgettext_lazy("match log", "hand off"),
    pgettext_lazy("match log", "kick off"), pgettext_lazy("match log", "kick off event"),
    pgettext_lazy("match log", "ko recovered"), pgettext_lazy("match log", "magic sponge"),
    pgettext_lazy("match log", "mishap"), pgettext_lazy("match log", "no hands"),
    pgettext_lazy("match log", "out of bounds"), pgettext_lazy("match log", "pass result"),
    pgettext_lazy("match log", "pieces"), pgettext_lazy("match log", "pitch"), pgettext_lazy("match log", "riot"),
    pgettext_lazy("match log", "room"), pgettext_lazy("match log", "setup"), pgettext_lazy("match log", "spotted"),
    pgettext_lazy("match log", "stand firm"), pgettext_lazy("match log", "status"),
    pgettext_lazy("match log", "team reroll"), pgettext_lazy("match log", "throw in"),
    pgettext_lazy("match log", "touchback"), pgettext_lazy("match log", "trait"),
    pgettext_lazy("match log", "turnover"), pgettext_lazy("match log", "wall push"),
    pgettext_lazy("match log", "turn marker"), pgettext_lazy("match log", "heal"),
    pgettext_lazy("match log", "stab"),
)
# Translators: a detail of an event, as the match log names it ("team home, sq (3, 4)").
DETAILS = (
    pgettext_lazy("match log", "as"), pgettext_lazy("match log", "band"), pgettext_lazy("match log", "dice"),
    pgettext_lazy("match log", "effect"), pgettext_lazy("match log", "event"), pgettext_lazy("match log", "first"),
    pgettext_lazy("match log", "formation"), pgettext_lazy("match log", "free"), pgettext_lazy("match log", "from"),
    pgettext_lazy("match log", "kicking"), pgettext_lazy("match log", "lands"), pgettext_lazy("match log", "left"),
    pgettext_lazy("match log", "out"), pgettext_lazy("match log", "players"), pgettext_lazy("match log", "portal"),
    pgettext_lazy("match log", "result"), pgettext_lazy("match log", "sq"), pgettext_lazy("match log", "target"),
    pgettext_lazy("match log", "team"), pgettext_lazy("match log", "to"), pgettext_lazy("match log", "turn"),
    pgettext_lazy("match log", "turn_markers"), pgettext_lazy("match log", "why"),
    pgettext_lazy("match log", "kind"), pgettext_lazy("match log", "home"), pgettext_lazy("match log", "away"),
    pgettext_lazy("match log", "hand_off"), pgettext_lazy("match log", "height"),
    pgettext_lazy("match log", "width"),
)

_COMPOUND = re.compile(r"^(?P<head>.+?) \((?P<inner>[^()]+)\)$")


def term(word):
    """A word of the log in the active language: the catalogues' translation (rules names included), else a
    compound such as "injury (crowd)" or "Throw a Rock: who" word by word, else the word as logged."""
    if not isinstance(word, str) or not word:
        return word
    for translated in (pgettext(CONTEXT, word), gettext(word)):
        if translated != word:
            return translated
    if match := _COMPOUND.match(word):
        return f"{term(match['head'])} ({term(match['inner'])})"
    if ": " in word:
        head, _sep, tail = word.partition(": ")
        return f"{term(head)}: {term(tail)}"
    return word
