from django.db import migrations, models


class Migration(migrations.Migration):
    """Fixtures learn a pairing planner's round number and a knock-out stage and slot, so a game's league
    games and finals (Blitz Bowl's, first) are core fixtures."""

    dependencies = [("league", "0005_fixture_sides")]

    operations = [
        migrations.AddField(
            model_name="fixture", name="round_number", field=models.PositiveSmallIntegerField(blank=True, null=True)),
        migrations.AddField(
            model_name="fixture", name="stage",
            field=models.CharField(blank=True, choices=[("quarter_final", "Quarter-final"), ("semi_final", "Semi-final"),
                                                        ("final", "Final"), ("third_place", "Third-place match")],
                                   max_length=16)),
        migrations.AddField(model_name="fixture", name="slot", field=models.PositiveSmallIntegerField(default=0)),
    ]
