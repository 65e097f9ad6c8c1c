"""The re-draft (§8.10.4) moves from league/ to Dungeon Bowl: state only. The table keeps its name
(league_redraft), so no row is copied; league 0010 drops it from the core's state. Its content type follows."""

import django.db.models.deletion
from django.db import migrations, models


def _relabel(apps, old: str, new: str) -> None:
    ContentType = apps.get_model("contenttypes", "ContentType")
    if not ContentType.objects.filter(app_label=new, model="redraft").exists():
        ContentType.objects.filter(app_label=old, model="redraft").update(app_label=new)


def content_type_follows(apps, schema_editor):
    _relabel(apps, "league", "dungeon_bowl")


def content_type_goes_back(apps, schema_editor):
    _relabel(apps, "dungeon_bowl", "league")


class Migration(migrations.Migration):

    dependencies = [
        ('contenttypes', '0002_remove_content_type_name'),
        ('dungeon_bowl', '0002_team_sponsor'),
        ('league', '0009_game_columns_out'),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(state_operations=[migrations.CreateModel(
            name='Redraft',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('state', models.CharField(choices=[('waiting', 'Waiting for the coach to re-draft'), ('redrafted', 'Re-drafted'), ('left', 'Left the league')], default='waiting', max_length=10)),
                ('treasury_before', models.PositiveIntegerField(default=0)),
                ('games_played', models.PositiveSmallIntegerField(default=0)),
                ('league_wins', models.PositiveSmallIntegerField(default=0)),
                ('players_scouted', models.PositiveSmallIntegerField(default=0)),
                ('scouting_compensation', models.PositiveIntegerField(default=0)),
                ('uncapped_budget', models.PositiveIntegerField(default=0)),
                ('budget', models.PositiveIntegerField(default=0)),
                ('spent', models.PositiveIntegerField(default=0)),
                ('rerolls', models.PositiveSmallIntegerField(default=0)),
                ('rolls', models.JSONField(blank=True, default=list)),
                ('seed', models.CharField(blank=True, max_length=64)),
                ('decided_at', models.DateTimeField(blank=True, null=True)),
                ('off_season', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='redrafts', to='league.offseason')),
                ('team', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='redrafts', to='league.team')),
            ],
            options={
                'db_table': 'league_redraft',
                'ordering': ['off_season', 'team__name'],
                'constraints': [models.UniqueConstraint(fields=('off_season', 'team'), name='one_redraft_per_team')],
            },
        )], database_operations=[]),
        migrations.RunPython(content_type_follows, content_type_goes_back),
    ]
