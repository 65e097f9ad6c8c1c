"""The core drops the columns only Dungeon Bowl had (issue #15):

- Team.sponsor / sponsor_changed_in: copied to Dungeon Bowl's TeamSponsor first (dungeon_bowl 0002).
- Fixture.forfeit_winnings: the gold a concession paid is kept on the winner's FixtureSide row
  (data["concession_winnings"]), copied here.
- Fixture.mvp_awards_due: dropped without a copy; it was always the game's constant for a conceded league or
  play-off fixture (Ruleset.concession_mvp_awards), which Dungeon Bowl's forfeit sequence now reads itself.
- Fixture.finish: generic labels (the stored values are unchanged)."""

from django.db import migrations, models


def winnings_to_sides(apps, schema_editor):
    Fixture, FixtureSide = apps.get_model("league", "Fixture"), apps.get_model("league", "FixtureSide")
    for fixture in Fixture.objects.filter(forfeit_winnings__gt=0).exclude(conceded_by__isnull=True):
        winner = fixture.away_id if fixture.conceded_by_id == fixture.home_id else fixture.home_id
        for side in FixtureSide.objects.filter(fixture=fixture, team_id=winner):
            side.data = {**side.data, "concession_winnings": fixture.forfeit_winnings}
            side.save(update_fields=["data"])


def winnings_back(apps, schema_editor):
    Fixture, FixtureSide = apps.get_model("league", "Fixture"), apps.get_model("league", "FixtureSide")
    for side in FixtureSide.objects.filter(data__has_key="concession_winnings"):
        Fixture.objects.filter(pk=side.fixture_id).update(
            forfeit_winnings=side.data["concession_winnings"])


class Migration(migrations.Migration):

    dependencies = [
        ('league', '0008_remove_blitz_game'),
        ('dungeon_bowl', '0002_team_sponsor'),
    ]

    operations = [
        migrations.RunPython(winnings_to_sides, winnings_back),
        migrations.RemoveField(model_name='fixture', name='forfeit_winnings'),
        migrations.RemoveField(model_name='fixture', name='mvp_awards_due'),
        migrations.RemoveField(model_name='team', name='sponsor'),
        migrations.RemoveField(model_name='team', name='sponsor_changed_in'),
        migrations.AlterField(
            model_name='fixture',
            name='finish',
            field=models.CharField(blank=True, choices=[('touchdown', 'Decided in play'), ('time_limit', 'Time limit'), ('concession', 'Concession'), ('unplayed', 'Not played by the deadline'), ('commissioner', "Commissioner's decision")], max_length=14),
        ),
    ]
