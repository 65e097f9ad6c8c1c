"""A league's game settings move from Dungeon Bowl's columns (and Blitz Bowl's settings row) into
League.settings, a JSON object checked by the game's schema (engine/rulesets/*/game.py)."""

from django.db import migrations, models

import league.models.leagues

DUNGEON_BOWL_COLUMNS = (
    "team_budget", "casualty_bonus_point", "sponsors_enabled", "redraft_cap_enabled", "ai_picks_advancements",
    "head_to_head_tiebreaker", "playoff_format_four_divisions", "playoff_draw_breaker",
)


def columns_to_settings(apps, schema_editor):
    League = apps.get_model("league", "League")
    BlitzBowlSettings = apps.get_model("league", "BlitzBowlSettings")
    quarter_finals = dict(BlitzBowlSettings.objects.values_list("league_id", "quarter_finals"))
    for league in League.objects.all():
        if league.ruleset == "blitz_bowl":
            league.settings = {"quarter_finals": bool(quarter_finals.get(league.pk, False))}
        else:
            league.settings = {key: getattr(league, key) for key in DUNGEON_BOWL_COLUMNS}
        league.save(update_fields=["settings"])


def settings_to_columns(apps, schema_editor):
    League = apps.get_model("league", "League")
    BlitzBowlSettings = apps.get_model("league", "BlitzBowlSettings")
    for league in League.objects.all():
        stored = league.settings or {}
        if league.ruleset == "blitz_bowl":
            BlitzBowlSettings.objects.filter(league=league).update(quarter_finals=bool(stored.get("quarter_finals")))
            continue
        for key in DUNGEON_BOWL_COLUMNS:
            if key in stored:
                setattr(league, key, stored[key])
        league.save()


class Migration(migrations.Migration):

    dependencies = [
        ("league", "0003_player_hired_for"),
    ]

    operations = [
        migrations.AddField(
            model_name="league",
            name="settings",
            field=models.JSONField(blank=True, default=dict, help_text="The game's own league settings (its schema)."),
        ),
        migrations.RunPython(columns_to_settings, settings_to_columns),
        *(migrations.RemoveField(model_name="league", name=name) for name in DUNGEON_BOWL_COLUMNS),
        migrations.RemoveField(model_name="blitzbowlsettings", name="quarter_finals"),
        migrations.AlterField(
            model_name="league",
            name="ruleset",
            field=models.CharField(choices=league.models.leagues.ruleset_choices, default="dungeon_bowl", max_length=40),
        ),
    ]
