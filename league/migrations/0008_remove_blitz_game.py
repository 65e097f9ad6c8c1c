from django.db import migrations


class Migration(migrations.Migration):
    """Blitz Bowl's own game, trait and settings tables go: blitz_bowl 0001 moved their rows onto the core's
    fixtures, sides and result reports, and into games/blitz_bowl's own tables. (Whole tables are dropped,
    traits first: removing fields one by one would make SQLite rebuild a table whose check names them.)"""

    dependencies = [("league", "0007_bracket_for_any_game"), ("blitz_bowl", "0001_initial")]

    operations = [
        migrations.DeleteModel(name="CoachTrait"),
        migrations.DeleteModel(name="BlitzGame"),
        migrations.DeleteModel(name="BlitzBowlSettings"),
    ]
