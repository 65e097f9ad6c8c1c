"""A fixture's result moves into FixtureSide rows (score, result, result data per team), so a match may have
two to four sides: the home and away touchdowns become the sides' scores and the casualties their data."""

import django.db.models.deletion
from django.db import migrations, models

RESULTS = {"home_win": ("win", "loss"), "away_win": ("loss", "win"), "draw": ("draw", "draw"),
           "both_lose": ("loss", "loss")}


def columns_to_sides(apps, schema_editor):
    Fixture = apps.get_model("league", "Fixture")
    FixtureSide = apps.get_model("league", "FixtureSide")
    sides = []
    for f in Fixture.objects.exclude(outcome="").iterator():
        home, away = RESULTS[f.outcome]
        sides.append(FixtureSide(fixture_id=f.pk, team_id=f.home_id, slot=0, score=f.home_touchdowns, result=home,
                                 data={"casualties": f.home_casualties}))
        sides.append(FixtureSide(fixture_id=f.pk, team_id=f.away_id, slot=1, score=f.away_touchdowns, result=away,
                                 data={"casualties": f.away_casualties}))
    FixtureSide.objects.bulk_create(sides, batch_size=1000)


def sides_to_columns(apps, schema_editor):
    Fixture = apps.get_model("league", "Fixture")
    FixtureSide = apps.get_model("league", "FixtureSide")
    for side in FixtureSide.objects.filter(slot__lte=1).iterator():
        prefix = "home" if side.slot == 0 else "away"
        Fixture.objects.filter(pk=side.fixture_id).update(**{
            f"{prefix}_touchdowns": side.score, f"{prefix}_casualties": side.data.get("casualties", 0)})


class Migration(migrations.Migration):

    dependencies = [
        ("league", "0004_league_settings"),
    ]

    operations = [
        migrations.CreateModel(
            name="FixtureSide",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("slot", models.PositiveSmallIntegerField()),
                ("score", models.PositiveSmallIntegerField(default=0)),
                ("result", models.CharField(blank=True, choices=[("win", "Win"), ("draw", "Draw"), ("loss", "Loss")], max_length=4)),
                ("data", models.JSONField(blank=True, default=dict)),
                ("fixture", models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name="sides", to="league.fixture")),
                ("team", models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name="fixture_sides", to="league.team")),
            ],
            options={
                "ordering": ["fixture", "slot"],
                "constraints": [
                    models.UniqueConstraint(fields=("fixture", "slot"), name="one_side_per_slot"),
                    models.UniqueConstraint(fields=("fixture", "team"), name="a_team_plays_a_fixture_once"),
                    models.CheckConstraint(condition=models.Q(("slot__lte", 3)), name="at_most_four_sides"),
                ],
            },
        ),
        migrations.RunPython(columns_to_sides, sides_to_columns),
        migrations.RemoveField(model_name="fixture", name="home_touchdowns"),
        migrations.RemoveField(model_name="fixture", name="away_touchdowns"),
        migrations.RemoveField(model_name="fixture", name="home_casualties"),
        migrations.RemoveField(model_name="fixture", name="away_casualties"),
        migrations.AlterField(
            model_name="fixture",
            name="outcome",
            field=models.CharField(blank=True, choices=[("home_win", "Home win"), ("away_win", "Away win"), ("draw", "Draw"), ("both_lose", "Loss for both teams"), ("placed", "Placings (a match of three or four sides)")], max_length=10),
        ),
    ]
