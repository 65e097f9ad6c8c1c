"""Dungeon Bowl's own pages (mounted at the site root by dugout/urls.py)."""

urlpatterns: list = []
