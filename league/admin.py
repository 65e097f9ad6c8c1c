from django.contrib import admin

from league.models import Coach, Division, League, Player, Season, Team

admin.site.register([Coach, League, Season, Division, Team, Player])
