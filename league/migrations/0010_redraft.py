"""The re-draft (§8.10.4) is Dungeon Bowl's: dungeon_bowl 0003 took the model, keeping its table; the core
forgets it in its state only."""

from django.db import migrations


class Migration(migrations.Migration):

    dependencies = [
        ('league', '0009_game_columns_out'),
        ('dungeon_bowl', '0003_redraft'),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(state_operations=[migrations.DeleteModel(name='Redraft')],
                                            database_operations=[]),
    ]
