from django.db import migrations, models


class Migration(migrations.Migration):
    """Fixtures learn a pairing planner's round number, for a league whose rounds are not division rounds
    with deadlines (Blitz Bowl's, first)."""

    dependencies = [("league", "0005_fixture_sides")]

    operations = [
        migrations.AddField(
            model_name="fixture", name="round_number", field=models.PositiveSmallIntegerField(blank=True, null=True)),
    ]
