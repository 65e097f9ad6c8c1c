from django.contrib import admin

from league.models import (
    Advancement,
    AuditEntry,
    Coach,
    Division,
    League,
    Player,
    PlayerEvent,
    Season,
    SeasonEntry,
    Team,
    TeamReroll,
)

admin.site.register([Coach, League, Season, Division, SeasonEntry, TeamReroll, Advancement, PlayerEvent])


class PlayerInline(admin.TabularInline):
    model = Player
    extra = 0
    fields = ["number", "name", "position", "spp", "value", "miss_next_game", "temporarily_retired", "dead", "fired"]


@admin.register(Team)
class TeamAdmin(admin.ModelAdmin):
    list_display = ["name", "league", "roster", "coach", "treasury"]
    list_filter = ["league", "roster"]
    inlines = [PlayerInline]


@admin.register(Player)
class PlayerAdmin(admin.ModelAdmin):
    list_display = ["name", "team", "number", "position", "spp", "value"]
    list_filter = ["team__league"]


@admin.register(AuditEntry)
class AuditEntryAdmin(admin.ModelAdmin):
    """Read-only: the audit log is written by the services, never edited by hand."""

    list_display = ["at", "league", "actor", "action", "target"]
    list_filter = ["league", "action"]

    def has_change_permission(self, request, obj=None):
        return False

    def has_add_permission(self, request):
        return False


# Blitz Bowl (league/models/blitz_bowl.py): read-only here; results and traits change through the
# services, which check who may do it and audit a commissioner's decision.
from league.models import BlitzBowlSettings, BlitzGame, CoachTrait  # noqa: E402

admin.site.register(BlitzBowlSettings)


@admin.register(BlitzGame)
class BlitzGameAdmin(admin.ModelAdmin):
    list_display = ["__str__", "season", "stage", "round", "status", "home_score", "away_score", "ending"]
    list_filter = ["season__league", "stage", "status"]

    def has_change_permission(self, request, obj=None):
        return False

    def has_add_permission(self, request):
        return False


@admin.register(CoachTrait)
class CoachTraitAdmin(admin.ModelAdmin):
    list_display = ["team", "trait", "rolled", "game", "used_this_game"]
    list_filter = ["season__league"]

    def has_change_permission(self, request, obj=None):
        return False

    def has_add_permission(self, request):
        return False
