import django.db.models.deletion
from django.db import migrations, models


def stats_from_columns(apps, schema_editor):
    """A seed's touchdowns and casualties (Dungeon Bowl's standings columns) move into its stats."""
    PlayoffSeed = apps.get_model("league", "PlayoffSeed")
    for seed in PlayoffSeed.objects.all():
        seed.stats = {"touchdowns": seed.touchdowns, "casualties": seed.casualties}
        seed.save(update_fields=["stats"])


def columns_from_stats(apps, schema_editor):
    PlayoffSeed = apps.get_model("league", "PlayoffSeed")
    for seed in PlayoffSeed.objects.all():
        seed.touchdowns, seed.casualties = seed.stats.get("touchdowns", 0), seed.stats.get("casualties", 0)
        seed.save(update_fields=["touchdowns", "casualties"])


class Migration(migrations.Migration):
    """One bracket for any game: a final of two, seeds without divisions, the game's standings values as
    `stats`, and stages without deadlines."""

    dependencies = [("league", "0006_fixture_round_number_stage")]

    operations = [
        migrations.AlterField(
            model_name="bracket", name="format",
            field=models.CharField(choices=[("final", "Two teams: the final"),
                                            ("semi_finals", "Four teams, from the semi-finals"),
                                            ("quarter_finals", "Eight teams, from the quarter-finals")],
                                   max_length=16)),
        migrations.AddField(model_name="playoffseed", name="stats", field=models.JSONField(blank=True, default=dict)),
        migrations.RunPython(stats_from_columns, columns_from_stats),
        migrations.RemoveField(model_name="playoffseed", name="touchdowns"),
        migrations.RemoveField(model_name="playoffseed", name="casualties"),
        migrations.AlterField(
            model_name="playoffseed", name="division",
            field=models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.CASCADE,
                                    related_name="+", to="league.division")),
        migrations.AlterField(
            model_name="playoffseed", name="division_rank", field=models.PositiveSmallIntegerField(default=0)),
        migrations.AlterField(model_name="playoffseed", name="points", field=models.SmallIntegerField(default=0)),
        migrations.AlterField(
            model_name="playoffmatch", name="deadline", field=models.DateTimeField(blank=True, null=True)),
    ]
