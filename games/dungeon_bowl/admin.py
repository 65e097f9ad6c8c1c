from django.contrib import admin

from games.dungeon_bowl.models import FinalMatch, InducementPurchase, MatchReport, PlayerLine, PreMatchSheet


class PlayerLineInline(admin.TabularInline):
    model = PlayerLine
    extra = 0


@admin.register(MatchReport)
class MatchReportAdmin(admin.ModelAdmin):
    list_display = ["fixture", "status", "outcome", "finish", "submitted_at", "processed_at"]
    list_filter = ["status"]
    inlines = [PlayerLineInline]


admin.site.register([PreMatchSheet, InducementPurchase])


@admin.register(FinalMatch)
class FinalMatchAdmin(admin.ModelAdmin):
    """The 2494 Final (§10.2): its event log is the engine's, read-only here."""

    list_display = ["league", "season", "status", "how", "outcome", "finish", "played_at"]
    list_filter = ["status", "how"]
    readonly_fields = ["seed", "bots", "events", "sheets", "turns"]
