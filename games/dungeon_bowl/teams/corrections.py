"""The commissioner corrects a player's SPP, injuries, MNG, MVP awards and characteristics, always with a
reason, recorded in the league's audit log and the player's history."""

from __future__ import annotations

from django.db import transaction
from django.utils.translation import gettext

from dugout.bounds import out_of_range
from engine.campaign import Profile
from league.models import Player, PlayerEvent
from league.permissions import require_commissioner
from league.services.audit import record_audit
from league.services.commissioner import require_reason
from league.services.errors import RuleViolation

PLAYER_FIELDS = (
    "spp", "spp_earned", "niggling_injuries", "lasting_injuries", "miss_next_game", "mvp_awards",
    "ma", "st", "ag", "pa", "av",
)


@transaction.atomic
def correct_player(*, by, player: Player, reason: str, **values) -> Player:
    """Set any of PLAYER_FIELDS; lasting injuries name the characteristic each one reduced (§6.13)."""
    require_commissioner(by, player.team.league)
    require_reason(reason)
    unknown = set(values) - set(PLAYER_FIELDS)
    if unknown:
        raise ValueError(f"a commissioner cannot correct {', '.join(sorted(unknown))} here")
    for key in ("spp", "spp_earned", "niggling_injuries", "mvp_awards"):
        if key in values and (values[key] is None or int(values[key]) < 0):
            raise RuleViolation(("§7.3.1", gettext("%(field)s cannot be negative (%(value)s)") % {"field": key.replace("_", " "), "value": values[key]}))
        if key in values and (problem := out_of_range(Player, key, values[key])):  # what the column holds
            raise RuleViolation(("§7.3.1", problem))
    if "lasting_injuries" in values:
        bad = [c for c in values["lasting_injuries"] if c not in Player.CHARACTERISTICS]
        if bad:
            raise RuleViolation(("§6.13", gettext("a lasting injury reduces MA, ST, AG, PA or AV, not %(bad)s") % {"bad": ", ".join(bad)}))
    player = Player.objects.select_for_update().select_related("team__league").get(pk=player.pk)
    rules = player.team.league.rules
    profile = Profile(*(values.get(c, getattr(player, c)) for c in ("ma", "st", "ag", "pa", "av")))
    if not profile.within_limits(ruleset=rules):
        limits = rules.tables.CHARACTERISTIC_LIMITS
        bad = []
        for name, limit in limits.items():
            low, high = sorted((limit["best"], limit["worst"]))
            value = profile.get(name)
            if value is not None and not low <= value <= high:
                bad.append(f"{name} {value} is outside {low}-{high}")
        raise RuleViolation(("§3.2", gettext("characteristics must stay within their limits: %(bad)s") % {"bad": ", ".join(bad)}))
    changes = {k: [getattr(player, k), v] for k, v in values.items() if getattr(player, k) != v}
    if not changes:
        raise RuleViolation(("§8.1", gettext("nothing to correct: every value is the same as before")))
    for key, (_, new) in changes.items():
        setattr(player, key, new)
    player.save(update_fields=list(changes))
    record_audit(league=player.team.league, actor=by.coach, action="player corrected",
                 target=f"{player.team.name} #{player.number} {player.name}", changes=changes, reason=reason)
    PlayerEvent.objects.create(
        player=player, kind="correction",
        text=("Commissioner correction: " + ", ".join(f"{k.replace('_', ' ')} {a} → {b}" for k, (a, b) in changes.items())
              + f" ({reason.strip()})")[:300],
    )
    return player
