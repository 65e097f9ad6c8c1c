from django.contrib import admin

from games.team_manager.models import Game, Matchup, Seat, Week, WeekConfirmation, WeekLine


class SeatInline(admin.TabularInline):
    model = Seat
    extra = 0


@admin.register(Game)
class GameAdmin(admin.ModelAdmin):
    list_display = ("fixture", "weeks", "two_managers", "scheduling_limits", "created_at")
    inlines = [SeatInline]


class LineInline(admin.TabularInline):
    model = WeekLine
    extra = 0


class MatchupInline(admin.TabularInline):
    model = Matchup
    extra = 0


@admin.register(Week)
class WeekAdmin(admin.ModelAdmin):
    list_display = ("game", "number", "spike", "status", "entered_by")
    list_filter = ("status",)
    inlines = [LineInline, MatchupInline]


admin.site.register(WeekConfirmation)
