"""An unplayed Kaosball match resolved by simulation (§12-§26): the engine's simulator plays it out with a
scripted bot per team, and the result is filed through the core's result flow as the commissioner's report
(final at once, audited). The commissioner may ask for it on the match's page; the core's simulations (the
deadline policy "simulate", a round or the rest of the season from the schedule page) ask `play` through
matches/hooks.py, on the commissioner's behalf."""

from __future__ import annotations

import secrets

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils.translation import gettext as _

from engine.dice import Dice
from engine.kaosball.auction_bot import play_auction
from engine.kaosball.sheets import KaosSheet
from engine.kaosball.simulate import replay_text, simulate
from engine.rulesets.kaosball import auction as auction_rules
from games.kaosball import auction_services
from games.kaosball.models import Auction, Simulation
from games.kaosball.selectors import sides_of
from league.models import Fixture
from league.permissions import require_commissioner
from league.services.errors import RuleViolation
from matches.services import results

UNPLAYED = (Fixture.Status.SCHEDULED, Fixture.Status.AWAITING_COMMISSIONER)


def sheets_for(fixture: Fixture) -> list[KaosSheet]:
    """Each team as it takes the pitch: from the match's finished auction (its active tiles, fielded ringers
    and cash left, §27.5), else the plain team with the starting cash (no tiles, no ringer, §12)."""
    teams = sides_of(fixture)
    auction = Auction.objects.filter(fixture=fixture).first()
    state = auction_rules.AuctionState.from_dict(auction.state) if auction else None
    if state is not None and state.phase == auction_rules.DONE:
        return [KaosSheet.from_auction(state, t.pk, name=t.name, kind=t.roster) for t in teams]
    options = fixture.season.league.options
    cash = options.get("match_cash", 12) if fixture.kind == Fixture.Kind.FRIENDLY else options.get("league_cash", 10)
    return [KaosSheet(id=t.pk, name=t.name, team=t.roster, cash=cash) for t in teams]


@transaction.atomic
def simulate_match(*, by, fixture: Fixture, seed: str | None = None) -> Simulation:
    """The commissioner has the engine play an unplayed match; once (the fixture row is locked, its status
    must still be unplayed, and the simulation is one row per fixture). Without an auction held (and with
    the league's auction on) the engine's scripted bidders hold it first, and the teams keep what they win."""
    league = fixture.season.league
    require_commissioner(by, league)
    fixture = Fixture.objects.select_for_update().get(pk=fixture.pk)
    if fixture.status not in UNPLAYED or Simulation.objects.filter(fixture=fixture).exists():
        raise RuleViolation(("§5", _("only a match without a result or report is simulated; this one is %(status)s")
                             % {"status": fixture.get_status_display().lower()}))
    auction = Auction.objects.filter(fixture=fixture).first()
    if auction is not None and auction.state.get("phase") != auction_rules.DONE:
        raise RuleViolation(("§27", _("the match's auction is under way; finish it before the match is played")))
    seed = seed or secrets.token_hex(8)
    if auction is None and league.options.get("auction", True):
        # Nobody held the draft either (§12.9, §27): the scripted bidders hold it, from the same seed.
        dice = Dice(f"auction {seed}")
        state = play_auction(auction_services.new_state(fixture=fixture, dice=dice))
        auction = Auction.objects.create(fixture=fixture, state=state.to_dict(), seed=str(dice.seed))
        auction_services.settle(auction=auction)
    sheets = sheets_for(fixture)
    outcome = simulate(sheets[0], sheets[1], others=sheets[2:], seed=seed)
    try:
        results.submit_result(fixture=fixture, user=by, sides=outcome.result["sides"],
                              match=outcome.result["match"],
                              reason=_("Simulated by Dugout's Kaosball engine (seed %(seed)s)") % {"seed": seed})
    except ValidationError as error:  # the flow refused it (a closed season...): nothing is stored
        raise RuleViolation(*(("", m) for m in error.messages)) from None
    Fixture.objects.filter(pk=fixture.pk).update(
        note=_("Simulated by Dugout's Kaosball engine (seed %(seed)s).") % {"seed": seed})
    return Simulation.objects.create(
        fixture=fixture, seed=str(seed), events=outcome.events,
        sheets=[{"id": s.id, "name": s.name, "team": s.team, "tiles": list(s.tiles),
                 "ringers": [list(r) for r in s.ringers], "cash": s.cash} for s in sheets],
        replay=replay_text(outcome, [s.name for s in sheets]))


def play(*, fixture_id: int, batch_id: int | None = None) -> bool:
    """The core's simulations ask this (matches/hooks.py Simulator): play an open match once, filed as its
    league's first commissioner's report. The seed is the fixture's, so a retried task plays the same match; an
    auction left half-held at the deadline is finished by the scripted bidders (§27), as nobody held it."""
    fixture = Fixture.objects.select_related("season__league").filter(pk=fixture_id).first()
    if fixture is None or fixture.status not in UNPLAYED or Simulation.objects.filter(fixture=fixture).exists():
        return False
    league = fixture.season.league
    commissioner = league.commissioners.select_related("user").order_by("pk").first()
    seed = f"fixture {fixture.pk}"
    with transaction.atomic():
        auction = Auction.objects.select_for_update().filter(fixture=fixture).first()
        if auction is not None and auction.state.get("phase") != auction_rules.DONE:
            auction.state = play_auction(auction_rules.AuctionState.from_dict(auction.state)).to_dict()
            auction.save(update_fields=["state"])
            auction_services.settle(auction=auction)
        simulate_match(by=commissioner.user, fixture=fixture, seed=seed)
    return True
