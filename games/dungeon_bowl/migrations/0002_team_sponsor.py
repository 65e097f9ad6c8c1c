"""A team's sponsor (§11) moves from the core's Team to Dungeon Bowl's TeamSponsor: every team with a sponsor,
or with a mid-season change recorded, gets its row; league 0009 then drops the core's columns."""

import django.db.models.deletion
from django.db import migrations, models


def copy_sponsors(apps, schema_editor):
    Team, TeamSponsor = apps.get_model("league", "Team"), apps.get_model("dungeon_bowl", "TeamSponsor")
    rows = Team.objects.exclude(sponsor="", sponsor_changed_in__isnull=True).values_list(
        "pk", "sponsor", "sponsor_changed_in_id")
    TeamSponsor.objects.bulk_create(TeamSponsor(team_id=pk, sponsor=sponsor, changed_in_id=season)
                                    for pk, sponsor, season in rows)


def copy_back(apps, schema_editor):
    Team, TeamSponsor = apps.get_model("league", "Team"), apps.get_model("dungeon_bowl", "TeamSponsor")
    for row in TeamSponsor.objects.all():
        Team.objects.filter(pk=row.team_id).update(sponsor=row.sponsor, sponsor_changed_in_id=row.changed_in_id)


class Migration(migrations.Migration):

    dependencies = [
        ('dungeon_bowl', '0001_initial'),
        ('league', '0008_remove_blitz_game'),
    ]

    operations = [
        migrations.CreateModel(
            name='TeamSponsor',
            fields=[
                ('team', models.OneToOneField(on_delete=django.db.models.deletion.CASCADE, primary_key=True, related_name='dungeon_bowl_sponsor', serialize=False, to='league.team')),
                ('sponsor', models.CharField(blank=True, help_text='Sponsor key in the ruleset (§11); blank for none.', max_length=60)),
                ('changed_in', models.ForeignKey(blank=True, help_text='The season in which the sponsor was last changed mid-season (once per season, §11.3).', null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to='league.season')),
            ],
        ),
        migrations.RunPython(copy_sponsors, copy_back),
    ]
