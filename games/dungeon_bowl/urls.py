"""Dungeon Bowl's own pages (mounted at the site root by dugout/urls.py)."""

from django.urls import include, path

urlpatterns: list = []
urlpatterns += [path("", include("games.dungeon_bowl.league_urls"))]  # the campaign in the league (dleague)
