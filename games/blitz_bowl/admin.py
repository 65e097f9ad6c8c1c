"""Blitz Bowl's rows, read-only: traits change through the services, which check who may do it."""

from django.contrib import admin

from games.blitz_bowl.models import CoachTrait, FinalsSeeding


class ReadOnly(admin.ModelAdmin):
    def has_change_permission(self, request, obj=None):
        return False

    def has_add_permission(self, request):
        return False


@admin.register(CoachTrait)
class CoachTraitAdmin(ReadOnly):
    list_display = ["team", "trait", "rolled", "fixture", "used_this_game"]
    list_filter = ["season__league"]


admin.site.register(FinalsSeeding, ReadOnly)
