"""Dungeon Bowl's services: keyword-only functions under transaction.atomic, one module per idea."""
