"""Dungeon Bowl's match rows move to its own app (games/dungeon_bowl, migration 0001): only Django's idea of
which app owns them changes here. The tables, their rows, indexes and constraints stay exactly as they are
(the models keep their table names), so nothing is copied and nothing is lost."""

from django.db import migrations

MOVED = [  # dependents first: a model is forgotten after those that point to it
    "PlayerLine", "PostMatchStep", "SimulatedMatch", "InducementPurchase", "PostMatchRoll", "PendingImprovement",
    "MatchReport", "PreMatchSheet",
]


class Migration(migrations.Migration):

    dependencies = [
        ('league', '0008_remove_blitz_game'),
        ('matches', '0003_result_report'),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[migrations.DeleteModel(name=name) for name in MOVED],
            database_operations=[],
        ),
    ]
