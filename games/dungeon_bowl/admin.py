from django.contrib import admin

from games.dungeon_bowl.models import InducementPurchase, MatchReport, PlayerLine, PreMatchSheet


class PlayerLineInline(admin.TabularInline):
    model = PlayerLine
    extra = 0


@admin.register(MatchReport)
class MatchReportAdmin(admin.ModelAdmin):
    list_display = ["fixture", "status", "outcome", "finish", "submitted_at", "processed_at"]
    list_filter = ["status"]
    inlines = [PlayerLineInline]


admin.site.register([PreMatchSheet, InducementPurchase])
