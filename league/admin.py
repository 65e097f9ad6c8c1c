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
