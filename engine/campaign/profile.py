"""A player's five characteristics, and the limits every change to them respects (§3.2).

AG, PA and AV are target numbers (3 means 3+); PA is None for "–". Improving AG or PA lowers the
target, improving AV raises it (§7.3.5); a lasting injury does the opposite (§6.13).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.breach import gettext_noop
from engine.campaign._tables import tables_of
from engine.campaign.breach import RuleError

_FIELDS = {"MA": "ma", "ST": "st", "AG": "ag", "PA": "pa", "AV": "av"}


@dataclass(frozen=True, slots=True)
class Profile:
    ma: int
    st: int
    ag: int
    pa: int | None
    av: int

    @classmethod
    def of(cls, position) -> Profile:
        """The starting profile of a roster position (anything with ma, st, ag, pa, av)."""
        return cls(position.ma, position.st, position.ag, position.pa, position.av)

    def get(self, characteristic: str) -> int | None:
        return getattr(self, _FIELDS[characteristic])

    def with_value(self, characteristic: str, value: int | None) -> Profile:
        return replace(self, **{_FIELDS[characteristic]: value})

    def can_improve(self, characteristic: str, *, ruleset=None) -> bool:
        """Is this characteristic below its maximum (§3.2)? (The twice-only rule is checked elsewhere.)"""
        value = self.get(characteristic)
        if value is None:
            return True  # PA "–" may become 6+ (§7.3.5)
        limit = tables_of(ruleset).CHARACTERISTIC_LIMITS[characteristic]
        return (value + limit["improve_step"] - limit["best"]) * limit["improve_step"] <= 0

    def improved(self, characteristic: str, *, ruleset=None) -> Profile:
        tables = tables_of(ruleset)
        value = self.get(characteristic)
        if value is None:
            return self.with_value(characteristic, tables.PA_FROM_NONE)
        if not self.can_improve(characteristic, ruleset=ruleset):
            limit = tables.CHARACTERISTIC_LIMITS[characteristic]
            raise RuleError("§3.2", gettext_noop('{characteristic} cannot be improved beyond its maximum of {best}', characteristic=characteristic, best=_show(characteristic, limit['best'])))
        step = tables.CHARACTERISTIC_LIMITS[characteristic]["improve_step"]
        return self.with_value(characteristic, value + step)

    def reduced(self, characteristic: str, *, ruleset=None) -> Profile:
        """One step worse, never past the minimum (§3.2); a PA "–" stays "–"."""
        value = self.get(characteristic)
        if value is None:
            return self
        limit = tables_of(ruleset).CHARACTERISTIC_LIMITS[characteristic]
        worse = value - limit["improve_step"]
        if (worse - limit["worst"]) * limit["improve_step"] < 0:
            worse = limit["worst"]
        return self.with_value(characteristic, worse)

    def within_limits(self, *, ruleset=None) -> bool:
        for characteristic, limit in tables_of(ruleset).CHARACTERISTIC_LIMITS.items():
            value = self.get(characteristic)
            if value is None:
                continue
            low, high = sorted((limit["best"], limit["worst"]))
            if not low <= value <= high:
                return False
        return True


def _show(characteristic: str, value: int) -> str:
    return f"{value}+" if characteristic in ("AG", "PA", "AV") else str(value)
