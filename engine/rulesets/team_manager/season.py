"""A season of Team Manager (rules/team-manager.md §6-§8, §14, §16): its weeks, the fan track, and the end.

A week is what the managers write down after its Scoring phase: the Spike! card revealed (News, a Tournament,
or The Blood Bowl in the last week), the matchups with each manager's result and fans, and per manager the fans
gained and lost, the upgrades gained (Star Players, Team Upgrades, Staff Upgrades) and the cheat tokens revealed.
The season ends after its last week (§14.1): End of Game fans, the most fans wins, tie-break 1 (most upgrades),
tie-break 2 (the UTM investigation suspends the managers still tied; they lose all their fans), or nobody wins.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from engine.breach import RuleBreach, gettext_noop
from engine.rulesets.team_manager.data import QUICK_REFERENCE, SPIKE_DECKS
from engine.rulesets.team_manager.scoring import DEFEAT, DRAW, HIGHLIGHT, LOSS, SECOND, TOURNAMENT, WIN

NEWS, BLOOD_BOWL = "news", "blood_bowl"
SPIKE_CARDS = ((NEWS, "News"), (TOURNAMENT, "Tournament"), (BLOOD_BOWL, "The Blood Bowl"))
LENGTHS = (("standard", "Standard season: 5 weeks (§7)"), ("short", "Short Season: 4 weeks (§16.2)"),
           ("long", "Long Season: 6 weeks (§16.3)"))
UPGRADES = ("star_players", "team_upgrades", "staff_upgrades")
COUNTS = ("fans_gained", "fans_lost", *UPGRADES, "cheat_tokens")
# A count as a breach names it (translated with the message).
COUNT_NAMES = {"fans": gettext_noop("fans"), "fans_gained": gettext_noop("fans gained"), "fans_lost": gettext_noop("fans lost"),
               "star_players": gettext_noop("star players"), "team_upgrades": gettext_noop("team upgrades"),
               "staff_upgrades": gettext_noop("staff upgrades"), "cheat_tokens": gettext_noop("cheat tokens")}
HIGHLIGHT_RESULTS = (WIN, LOSS, DRAW)
TOURNAMENT_RESULTS = (WIN, SECOND, DEFEAT)


@dataclass(frozen=True, slots=True)
class Format:
    """How a season is played: its weeks, its Spike! deck, and how many highlights a week reveals."""

    weeks: int
    tournaments: int  # Tournament cards before The Blood Bowl (§6.6)
    news: int
    managers: int
    two_managers: bool = False  # §16.1
    scheduling_limits: bool = False  # §16.4

    def highlights(self, spike: str) -> int:
        """Highlights played in a week (§8.5): one per manager; §16.4 counts a tournament among them;
        §16.1 keeps two of the four revealed."""
        if self.two_managers:
            return 2
        if self.scheduling_limits and spike in (TOURNAMENT, BLOOD_BOWL):
            return self.managers - 1
        return self.managers


def season_format(settings: Mapping, managers: int) -> Format:
    """The format for `managers` managers under a league's settings. The two-manager game (§16.1) has its own
    Spike! deck, so the season length option applies to 3-4 managers (§16.4 UNCLEAR: docs/decisions.md)."""
    two = managers == 2 and bool(settings.get("two_manager_variant", True))
    deck = "two_managers" if two else settings.get("season_length", "standard")
    tournaments, news = SPIKE_DECKS[deck]
    return Format(weeks=tournaments + news + 1, tournaments=tournaments, news=news, managers=managers,
                  two_managers=two, scheduling_limits=bool(settings.get("scheduling_limits", False)))


@dataclass(frozen=True, slots=True)
class Line:
    """One manager's week: fans gained (matchup rewards, Fan Frenzy, card effects) and lost, upgrades gained,
    cheat tokens revealed."""

    manager: object
    fans_gained: int = 0
    fans_lost: int = 0
    star_players: int = 0
    team_upgrades: int = 0
    staff_upgrades: int = 0
    cheat_tokens: int = 0

    @property
    def upgrades(self) -> int:
        return self.star_players + self.team_upgrades + self.staff_upgrades


@dataclass(frozen=True, slots=True)
class Matchup:
    """A highlight or the week's tournament: each manager who assigned a player, with a result and the fans."""

    kind: str
    results: tuple[tuple[object, str, int], ...]  # (manager, result, fans)
    name: str = ""


@dataclass(frozen=True, slots=True)
class Week:
    number: int
    spike: str
    lines: tuple[Line, ...]
    matchups: tuple[Matchup, ...] = ()


def check_week(week: Week, *, managers: Sequence, fmt: Format, earlier: Sequence[Week] = (),
               names: Mapping | None = None) -> list[RuleBreach]:
    """Every rule a week's entry breaks (empty: it can be stored). `earlier`: the season's other weeks."""
    names = names or {}

    def name(m) -> str:
        return str(names.get(m, m))

    breaches = []
    if not 1 <= week.number <= fmt.weeks:
        breaches.append(RuleBreach("§7" if fmt.weeks == 5 and not fmt.two_managers else "§16",
                                   gettext_noop('this season lasts {weeks} weeks: there is no week {week}', weeks=fmt.weeks, week=week.number)))
    if any(w.number == week.number for w in earlier):
        breaches.append(RuleBreach("§7", gettext_noop('week {week} is already entered', week=week.number)))
    missing = sorted(set(range(1, week.number)) - {w.number for w in earlier})
    if missing and 1 <= week.number <= fmt.weeks:
        breaches.append(RuleBreach("§7", gettext_noop('weeks are played in order: enter week {missing} first', missing=missing[0])))
    breaches += _check_spike(week, fmt=fmt, earlier=earlier)
    seen = [line.manager for line in week.lines]
    for manager in {m for m in seen if seen.count(m) > 1}:
        breaches.append(RuleBreach("§6.2", gettext_noop('{manager} is entered twice: each manager keeps one scoreboard', manager=name(manager))))
    for manager in set(seen) - set(managers):
        breaches.append(RuleBreach("§6.2", gettext_noop('{manager} is not a manager of this season', manager=name(manager))))
    for manager in set(managers) - set(seen):
        breaches.append(RuleBreach("§7", gettext_noop('{manager} has no line for week {week}: every manager has one', manager=name(manager), week=week.number)))
    for line in week.lines:
        for key in COUNTS:
            value = getattr(line, key)
            if not isinstance(value, int) or isinstance(value, bool) or value < 0:
                breaches.append(RuleBreach("§14", gettext_noop("{manager}'s {key} must be a whole number of 0 or more, not {value!r}: fans gained and lost are counted apart, and the fan track never goes below 00", manager=name(line.manager), key=COUNT_NAMES[key], value=value)))
    breaches += _check_matchups(week, managers=managers, fmt=fmt, name=name)
    if not breaches:
        breaches += _check_matchup_fans(week, name=name)
    return breaches


def _check_matchup_fans(week: Week, *, name) -> list[RuleBreach]:
    """Fans won in the matchups are among the week's fans gained (§12.4: "fans are gained immediately")."""
    won: dict = {}
    for matchup in week.matchups:
        for manager, _result, fans in matchup.results:
            won[manager] = won.get(manager, 0) + fans
    return [RuleBreach("§12.4", gettext_noop('{manager} won {won} fans in the matchups but gained {fans_gained} this week: matchup fans are part of the fans gained', manager=name(line.manager), won=won[line.manager], fans_gained=line.fans_gained))
            for line in week.lines if won.get(line.manager, 0) > line.fans_gained]


def _check_spike(week: Week, *, fmt: Format, earlier: Sequence[Week]) -> list[RuleBreach]:
    if week.spike not in dict(SPIKE_CARDS):
        return [RuleBreach("§8.4", gettext_noop('the Spike! card is News, a Tournament or The Blood Bowl, not {spike!r}', spike=week.spike))]
    if week.number == fmt.weeks and week.spike != BLOOD_BOWL:
        return [RuleBreach("§6.6", gettext_noop('week {week} is the last: its Spike! card is always The Blood Bowl', week=week.number))]
    if week.spike == BLOOD_BOWL and week.number != fmt.weeks:
        return [RuleBreach("§6.6", gettext_noop("The Blood Bowl is the last week's card (week {weeks}), not week {week}'s", weeks=fmt.weeks, week=week.number))]
    for spike, allowed, label in ((TOURNAMENT, fmt.tournaments, gettext_noop("Tournament")), (NEWS, fmt.news, gettext_noop("News"))):
        if week.spike == spike and sum(1 for w in earlier if w.spike == spike) >= allowed:
            where = "§16.1" if fmt.two_managers else "§6.6"
            return [RuleBreach(where, gettext_noop("this season's Spike! deck holds {allowed} {label} card(s) before The Blood Bowl; they are all used", allowed=allowed, label=label))]
    return []


def _check_matchups(week: Week, *, managers, fmt: Format, name) -> list[RuleBreach]:
    breaches = []
    highlights = [m for m in week.matchups if m.kind == HIGHLIGHT]
    tournaments = [m for m in week.matchups if m.kind == TOURNAMENT]
    if any(m.kind not in (HIGHLIGHT, TOURNAMENT) for m in week.matchups):
        breaches.append(RuleBreach("§9.1", gettext_noop('a matchup is a highlight or a tournament')))
    if len(highlights) > fmt.highlights(week.spike):
        where = "§16.1" if fmt.two_managers else "§16.4" if fmt.scheduling_limits else "§8.5"
        breaches.append(RuleBreach(where, gettext_noop('week {week} plays {count} highlight(s), not {n_highlights}', week=week.number, count=fmt.highlights(week.spike), n_highlights=len(highlights))))
    if tournaments and week.spike == NEWS:
        breaches.append(RuleBreach("§8.4", gettext_noop('a tournament is played only in a week whose Spike! card is a Tournament')))
    if len(tournaments) > 1:
        breaches.append(RuleBreach("§8.4", gettext_noop('a week has one Spike! card: at most one tournament')))
    for matchup in week.matchups:
        who = [m for m, _, _ in matchup.results]
        label = matchup.name or matchup.kind
        if len(set(who)) != len(who):
            breaches.append(RuleBreach("§9.4", gettext_noop('{label}: a manager is entered twice', label=label)))
        if set(who) - set(managers):
            breaches.append(RuleBreach("§6.2", gettext_noop("{label}: only this season's managers play", label=label)))
        if any(not isinstance(f, int) or f < 0 for _, _, f in matchup.results):
            breaches.append(RuleBreach("§12.4", gettext_noop('{label}: fans won are whole numbers of 0 or more', label=label)))
        results = [r for _, r, _ in matchup.results]
        if matchup.kind == HIGHLIGHT:
            breaches += _check_highlight(label, results)
        elif matchup.kind == TOURNAMENT:
            breaches += _check_tournament(label, results, two_managers=fmt.two_managers)
    return breaches


def _check_highlight(label: str, results: list[str]) -> list[RuleBreach]:
    if len(results) > QUICK_REFERENCE["managers_per_highlight"]:
        return [RuleBreach("§9.4", gettext_noop('{label}: no more than two managers take part in one highlight', label=label))]
    if any(r not in HIGHLIGHT_RESULTS for r in results):
        return [RuleBreach("§12.3", gettext_noop('{label}: a highlight is won, lost or drawn', label=label))]
    if len(results) == 1 and results != [WIN]:
        return [RuleBreach("§15.4", gettext_noop('{label}: a manager alone in a highlight is its winner', label=label))]
    if len(results) == 2 and sorted(results) not in ([LOSS, WIN], [DRAW, DRAW]):
        return [RuleBreach("§12.3", gettext_noop('{label}: one manager wins and the other loses, or both draw (a tie with the ball at midfield)', label=label))]
    return []


def _check_tournament(label: str, results: list[str], *, two_managers: bool) -> list[RuleBreach]:
    if any(r not in TOURNAMENT_RESULTS for r in results):
        return [RuleBreach("§12.4", gettext_noop('{label}: a tournament places its teams as winner, second or Defeat!', label=label))]
    if results and results.count(WIN) != 1:
        return [RuleBreach("§12.3", gettext_noop('{label}: a tournament has one winner', label=label))]
    if two_managers and SECOND in results:
        return [RuleBreach("§16.1", gettext_noop('{label}: a two-manager tournament has no second place', label=label))]
    if results.count(SECOND) > 1 or (len(results) > 1 and not two_managers and SECOND not in results):
        return [RuleBreach("§12.4", gettext_noop('{label}: the second-highest Power takes second place, one team', label=label))]
    return []


@dataclass(frozen=True, slots=True)
class Total:
    """A manager's season so far: fans on the scoreboard and the upgrades gained."""

    manager: object
    fans: int = 0
    star_players: int = 0
    team_upgrades: int = 0
    staff_upgrades: int = 0
    cheat_tokens: int = 0

    @property
    def upgrades(self) -> int:
        return self.star_players + self.team_upgrades + self.staff_upgrades


def fan_track(weeks: Sequence[Week], managers: Sequence) -> dict:
    """Each manager's scoreboard after each week, in week order: {manager: [fans after week 1, ...]}. Fans are
    gained and lost but never go below 00 (§14, "Guadagnare e Perdere Tifosi"); a week's losses are taken
    after its gains (docs/decisions.md)."""
    track = {m: [] for m in managers}
    fans = dict.fromkeys(managers, 0)
    for week in sorted(weeks, key=lambda w: w.number):
        for line in week.lines:
            fans[line.manager] = max(QUICK_REFERENCE["fan_track_minimum"],
                                     fans[line.manager] + line.fans_gained - line.fans_lost)
            track[line.manager].append(fans[line.manager])
    return track


def totals(weeks: Sequence[Week], managers: Sequence) -> list[Total]:
    """Each manager's fans after the last week entered and the upgrades and tokens of the season."""
    track = fan_track(weeks, managers)
    sums = {m: dict.fromkeys(("star_players", "team_upgrades", "staff_upgrades", "cheat_tokens"), 0) for m in managers}
    for week in weeks:
        for line in week.lines:
            for key in sums[line.manager]:
                sums[line.manager][key] += getattr(line, key)
    return [Total(m, fans=(track[m] or [0])[-1], **sums[m]) for m in managers]


# ---- the end of the season (§14) -----------------------------------------------------------------

MOST_FANS, TIE_BREAK_1, TIE_BREAK_2, NOBODY = "most_fans", "most_upgrades", "utm_investigation", "nobody_wins"


@dataclass
class Outcome:
    """The season's end by §14: the winner (Manager of the Year) or None, how it was decided, the managers the
    UTM suspended, each manager's final fans and upgrades, and the steps in words."""

    winner: object | None
    decided_by: str
    suspended: set = field(default_factory=set)
    fans: dict = field(default_factory=dict)  # after End of Game effects and the investigation
    upgrades: dict = field(default_factory=dict)
    steps: list[tuple[str, str]] = field(default_factory=list)  # (section, Sentence: shown in the reader's language)

    def ranking(self) -> list:
        """Managers from first: the winner, then by fans kept and upgrades (suspended managers last)."""
        return sorted(self.fans, key=lambda m: (m != self.winner, m in self.suspended, -self.fans[m],
                                                -self.upgrades[m]))


def end_of_season(season: Sequence[Total], *, end_of_game: Mapping | None = None,
                  names: Mapping | None = None) -> Outcome:
    """§14: End of Game fans (2), the most fans wins (3), tie-break 1: most upgrades gained (4), tie-break 2:
    the UTM suspends the managers still tied and they lose all their fans; the remaining manager with most fans
    wins (5) — the same steps again if those are tied too (docs/decisions.md); nobody wins when every manager
    left is still tied after tie-break 1 (6)."""
    names = names or {}

    def who(ms) -> str:
        return ", ".join(str(names.get(m, m)) for m in ms)

    end_of_game = end_of_game or {}
    fans = {t.manager: t.fans + int(end_of_game.get(t.manager, 0)) for t in season}
    upgrades = {t.manager: t.upgrades for t in season}
    outcome = Outcome(None, MOST_FANS, fans=dict(fans), upgrades=upgrades)
    gained = {m: n for m, n in end_of_game.items() if n}
    if gained:
        outcome.steps.append(("§14.2", gettext_noop("End of Game effects: {gains}", gains=", ".join(
            f"{who([m])} +{n}" for m, n in gained.items()))))
    left = [t.manager for t in season]
    while left:
        top = max(fans[m] for m in left)
        leaders = [m for m in left if fans[m] == top]
        if len(leaders) == 1:
            outcome.winner = leaders[0]
            outcome.steps.append(("§14.3", gettext_noop("{manager} has the most fans ({fans}): Manager of the Year",
                                                        manager=who(leaders), fans=top)))
            return outcome
        most = max(upgrades[m] for m in leaders)
        still = [m for m in leaders if upgrades[m] == most]
        outcome.steps.append(("§14.4", gettext_noop(
            "{managers} are tied on {fans} fans; tie-break 1, upgrades gained: {upgrades}", managers=who(leaders),
            fans=top, upgrades=", ".join(f"{who([m])} {upgrades[m]}" for m in leaders))))
        if len(still) == 1:
            outcome.winner = still[0]
            if outcome.decided_by == MOST_FANS:
                outcome.decided_by = TIE_BREAK_1
            outcome.steps.append(("§14.4", gettext_noop("{manager} has the most developed team: Manager of the Year",
                                                        manager=who(still))))
            return outcome
        if len(still) == len(left):
            outcome.decided_by = NOBODY
            outcome.steps.append(("§14.6", gettext_noop(
                "every manager left ({managers}) is still tied: the UTM loses all credibility, the fans riot and "
                "nobody wins", managers=who(still))))
            return outcome
        outcome.decided_by = TIE_BREAK_2
        outcome.suspended |= set(still)
        for m in still:
            outcome.fans[m] = 0
        outcome.steps.append(("§14.5", gettext_noop("UTM investigation: {managers} are suspended and lose all their fans",
                                                    managers=who(still))))
        left = [m for m in left if m not in still]
    return outcome
