"""The pre-game draft and auction of a match (§27), live for every coach of the match.

The rules are the engine's (engine/rulesets/kaosball/auction.py: pure state and functions); here the state
is kept on the match (`Auction`, one row per fixture, its JSON) and every action is claimed once: the row is
locked, the action must name the version the coach saw (a double submit or a stale page names an old one and
is refused), the engine applies it or refuses it with the rule, and the new state is saved with the next
version. When every team has chosen its active tiles and ringer, what the teams won is written onto their
holdings once (`settled_at`), and kept across the league when the league says so (§5, §27).
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping

from django.core.exceptions import PermissionDenied
from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from engine.breach import RuleError
from engine.dice import Dice
from engine.rulesets.kaosball import auction as rules
from games.kaosball import rules as kaos
from games.kaosball.models import Auction, Holdings
from games.kaosball.selectors import active_upgrade_points, coach_team, holdings_of, sides_of
from league.models import Fixture, Team
from league.permissions import may_commission
from league.services.errors import RuleViolation

ACTIONS = ("open", "bid", "pass", "choose")


def _no(rule: str, message: str) -> RuleViolation:
    return RuleViolation((rule, message))


def new_dice() -> Dice:
    """The server's dice for the reveal and the first player; tests replace it to force the draw."""
    return Dice(secrets.token_hex(8))


@transaction.atomic
def start_auction(*, by, fixture: Fixture, dice: Dice | None = None) -> Auction:
    """Open the match's auction (§27): a coach of one of its teams or a commissioner. Each team's cash is the
    league's starting cash (league match or friendly, §5, §12.2) plus its Sexy Contracts (§28.2); its Active
    Upgrade Points are the league's (§5); the tiles and ringers revealed come from the box less what the
    league's teams keep (§27.3, §27.4); a die names the first player (§12.8)."""
    league = fixture.season.league
    if coach_team(fixture, by) is None and not may_commission(by, league):
        raise PermissionDenied(_("Only a coach of this match, or a commissioner, opens its auction."))
    options = league.options
    if not options.get("auction", True):
        raise _no("§12.9", _("%(league)s plays without the pre-game auction (its settings)") % {"league": league})
    if fixture.status != Fixture.Status.SCHEDULED:
        raise _no("§27", _("the auction is held before the match; this match is %(status)s")
                  % {"status": fixture.get_status_display().lower()})
    if Auction.objects.filter(fixture=fixture).exists():
        raise _no("§27", _("this match's auction is already open"))
    dice = dice or new_dice()
    state = new_state(fixture=fixture, dice=dice)
    try:
        with transaction.atomic():
            return Auction.objects.create(fixture=fixture, state=state.to_dict(), seed=str(dice.seed or ""))
    except IntegrityError:  # opened by another coach at the same moment
        raise _no("§27", _("this match's auction is already open")) from None


def new_state(*, fixture: Fixture, dice: Dice) -> rules.AuctionState:
    """The engine's opening state of the match's auction (§27.3, §27.4): the teams' cash, Active Upgrade Points
    and holdings, the pool less what the league's teams keep, the first player by a die (§12.8)."""
    league = fixture.season.league
    options = league.options
    teams = sides_of(fixture)
    keep = options.get("keep_purchases", True)
    held = {t.pk: holdings_of(t) for t in teams}
    league_teams = Team.objects.filter(league=league).select_related("kaosball_holdings")
    owned = {t.pk: _held(t).tiles for t in league_teams} if keep else {}
    ringers_owned = {t.pk: _held(t).ringers for t in league_teams} if keep else {}
    tiles, ringers = kaos.league_rules().auction_pool(owned, ringers_owned=ringers_owned)
    league_match = fixture.kind != Fixture.Kind.FRIENDLY  # play-off matches are league matches too
    first = dice.roll(len(teams), "§12.8 the first-player marker") - 1
    try:
        state = rules.start_auction(
            [t.pk for t in teams], dice=dice, first=first, tiles=tiles, ringers=ringers,
            cash={t.pk: kaos.league_rules().starting_cash(options, league_match=league_match,
                                                          tiles_owned=held[t.pk].tiles) for t in teams},
            upgrade_points={t.pk: active_upgrade_points(t) for t in teams},
            tiles_owned={t.pk: list(held[t.pk].tiles) if keep else [] for t in teams},
            ringers_owned={t.pk: list(held[t.pk].ringers) if keep else [] for t in teams})
    except RuleError as error:
        raise RuleViolation(error.breach) from None
    return state


def _held(team: Team) -> Holdings:
    try:
        return team.kaosball_holdings
    except Holdings.DoesNotExist:
        return Holdings(team=team)


def action_from(data: Mapping) -> dict:
    """A form's or the API's fields as one action: {"action", "item", "amount", "tiles", "ringer", "position"}."""
    getlist = getattr(data, "getlist", None)
    tiles = getlist("tiles") if getlist else list(data.get("tiles") or [])
    amount = data.get("amount")
    try:
        amount = int(amount) if amount not in (None, "") else None
    except (TypeError, ValueError):
        amount = amount  # the engine names a bid that is not a whole amount
    return {"action": data.get("action", ""), "item": data.get("item") or "", "amount": amount,
            "tiles": [t for t in tiles if t], "ringer": data.get("ringer") or "", "position": data.get("position") or "",
            "ringers": [] if getlist else list(data.get("ringers") or [])}


def _apply(state: rules.AuctionState, team: int, action: Mapping) -> rules.AuctionState:
    kind = action.get("action")
    if kind == "open":
        return rules.bid(state, team, action.get("amount"), item=action.get("item") or None)
    if kind == "bid":
        return rules.bid(state, team, action.get("amount"))
    if kind == "pass":
        return rules.pass_(state, team)
    if kind == "choose":
        # Choosing again replaces both choices (until every team has chosen): start from a blank choice.
        seat = state.seat(team)
        if state.phase == rules.CHOOSE:
            state.active[seat], state.fielded[seat] = None, None
        state = rules.choose_active(state, team, list(action.get("tiles") or []))
        if action.get("ringers"):
            return rules.field_ringers(state, team, [(str(r.get("ringer", "")), str(r.get("position", "")))
                                                     for r in action["ringers"]])
        ringer = action.get("ringer") or None
        return rules.field_ringer(state, team, ringer, action.get("position") or rules.RUNNER)
    raise RuleError("§27", _("there is no auction action %(action)r; one of %(actions)s")
                    % {"action": kind, "actions": ", ".join(ACTIONS)})


@transaction.atomic
def act(*, by, fixture: Fixture, team_id: int | None, version: int | None, action: Mapping) -> Auction:
    """A coach acts for their own team: open a lot, bid, pass (§27.3, §27.4), or choose the active tiles and
    the fielded ringer (§27.5). Applied once: on the version the coach saw, under the row's lock."""
    team = Team.objects.filter(pk=team_id or 0).select_related("coach").first()
    if team is None or team.pk not in [t.pk for t in sides_of(fixture)]:
        raise _no("§27", _("name one of this match's teams to act for"))
    if not team.is_coached_by(by):
        raise PermissionDenied(_("Only the coach of %(team)s acts for it at the auction.") % {"team": team})
    auction = Auction.objects.select_for_update().filter(fixture=fixture).first()
    if auction is None:
        raise _no("§27", _("this match's auction is not open yet"))
    if version != auction.version:
        raise _no("§27", _("the auction has moved on since your page showed it (your click was not applied); "
                           "look again and act on what it shows now"))
    try:
        state = _apply(rules.AuctionState.from_dict(auction.state), team.pk, action)
    except RuleError as error:
        raise RuleViolation(error.breach) from None
    updated = Auction.objects.filter(pk=auction.pk, version=version).update(state=state.to_dict(),
                                                                            version=version + 1,
                                                                            updated_at=timezone.now())
    if not updated:  # cannot happen under the lock; kept as the claim that makes an action apply once
        raise _no("§27", _("the auction has moved on; look again"))
    auction.refresh_from_db()
    if state.phase == rules.DONE:
        settle(auction=auction)
    return auction


def settle(*, auction: Auction) -> bool:
    """Once every team has chosen (§27.5): the tiles and ringers won go onto the teams' holdings, once; kept
    for the rest of the league when the league says so, else for this match only (then nothing to keep)."""
    if not Auction.objects.filter(pk=auction.pk, settled_at__isnull=True).update(settled_at=timezone.now()):
        return False
    fixture = auction.fixture
    if not fixture.season.league.options.get("keep_purchases", True):
        return True
    state = rules.AuctionState.from_dict(auction.state)
    for seat, team_id in enumerate(state.teams):
        holdings, _created = Holdings.objects.select_for_update().get_or_create(team_id=team_id)
        holdings.tiles = list(holdings.tiles) + list(state.tiles_won[seat])
        holdings.ringers = list(holdings.ringers) + list(state.ringers_won[seat])
        holdings.save(update_fields=["tiles", "ringers"])
    return True


# ---- what the page and the API show -------------------------------------------------------------------

def _names() -> dict:
    data = kaos.data()
    return {**{k: t.name for k, t in data.UPGRADE_TILE.items()}, **{k: r.name for k, r in data.RINGER_BY_KEY.items()}}


def auction_data(*, fixture: Fixture, user) -> dict:
    """The auction as a coach may see it: everything public, and the active tiles and ringers chosen by the
    other teams hidden until every team has chosen (§27.5: chosen secretly, revealed together)."""
    auction = Auction.objects.filter(fixture=fixture).first()
    mine = coach_team(fixture, user)
    teams = {t.pk: t for t in sides_of(fixture)}
    if auction is None:
        return {"fixture": fixture.pk, "open": False, "teams": [{"id": t.pk, "name": t.name} for t in teams.values()]}
    state = rules.AuctionState.from_dict(auction.state)
    revealed = rules.revealed(state)
    names = _names()
    seats = []
    for seat, team_id in enumerate(state.teams):
        own = mine is not None and mine.pk == team_id
        chosen = state.active[seat] is not None and state.fielded[seat] is not None
        seats.append({
            "team": team_id, "name": teams[team_id].name if team_id in teams else str(team_id),
            "cash": state.cash[seat], "upgrade_points": state.upgrade_points[seat],
            "tiles_won": state.tiles_won[seat], "ringers_won": state.ringers_won[seat],
            "tiles_owned": state.tiles_owned[seat], "ringers_owned": state.ringers_owned[seat],
            "chosen": chosen, "first_player": seat == state.first, "to_act": rules.to_act(state) == team_id,
            "active": state.active[seat] if revealed or own else None,
            "fielded": state.fielded[seat] if revealed or own else None,
        })
    lot = dict(state.lot) if state.lot else None
    if lot:
        lot = {"item": lot["item"], "name": names.get(lot["item"], lot["item"]), "bid": lot["bid"],
               "high": state.teams[lot["high"]], "bidding": [state.teams[s] for s in lot["bidding"]],
               "turn": state.teams[lot["turn"]]}
    return {
        "fixture": fixture.pk, "open": True, "version": auction.version, "phase": state.phase,
        "to_act": rules.to_act(state), "lot": lot, "seats": seats,
        "tiles": [{"key": k, "name": names[k], "cost": kaos.data().UPGRADE_TILE[k].cost} for k in state.tiles],
        "ringers": [{"key": k, "name": names[k], "price": kaos.data().RINGER_BY_KEY[k].price} for k in state.ringers],
        "options": rules.options(state, mine.pk) if mine is not None else None,
        "my_team": mine.pk if mine is not None else None, "log": [_log_line(e, teams, names) for e in state.log],
        "settled": auction.settled_at is not None,
    }


def _log_line(entry: Mapping, teams: Mapping, names: Mapping) -> str:
    def team(t):
        return teams[t].name if t in teams else str(t)

    def item(i):
        return names.get(i, i)

    kind = entry.get("t")
    if kind == "reveal":
        return _("Revealed: %(tiles)s; ringers %(ringers)s") % {
            "tiles": ", ".join(map(item, entry["tiles"])) or "—", "ringers": ", ".join(map(item, entry["ringers"])) or "—"}
    if kind == "open":
        return _("%(team)s opens %(item)s at %(bid)d") % {"team": team(entry["team"]), "item": item(entry["item"]),
                                                          "bid": entry["bid"]}
    if kind == "bid":
        return _("%(team)s bids %(bid)d") % {"team": team(entry["team"]), "bid": entry["bid"]}
    if kind == "pass":
        return _("%(team)s passes on %(item)s") % {"team": team(entry["team"]), "item": item(entry["item"])}
    if kind == "decline":
        return _("%(team)s names no lot") % {"team": team(entry["team"])}
    if kind == "sold":
        return _("%(team)s buys %(item)s for %(price)d") % {"team": team(entry["team"]), "item": item(entry["item"]),
                                                           "price": entry["price"]}
    if kind == "end":
        return (_("The tile auction is over") if entry["phase"] == rules.TILES else _("The ringer auction is over"))
    if kind == "revealed":
        return _("Every team has chosen: active tiles and ringers revealed")
    return str(entry)


def auction_view(*, fixture: Fixture, user) -> dict:
    """The page's context: the auction's data plus the fixture, and what the coach may do now."""
    data = auction_data(fixture=fixture, user=user)
    league = fixture.season.league
    mine = coach_team(fixture, user)
    return {"fixture": fixture, "league": league, "a": data, "my_team": mine,
            "may_start": not data["open"] and (mine is not None or may_commission(user, league))
            and fixture.status == Fixture.Status.SCHEDULED,
            "names": _names(), "positions": rules.POSITIONS}
