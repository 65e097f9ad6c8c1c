from django.apps import AppConfig


class BloodBowl2016Config(AppConfig):
    """Blood Bowl 2016's league side: the §13 team builder, Fan Factor, its fixture page and report form, the
    classic engine's simulations and replays, play-offs and the off-season; its rules are
    engine/rulesets/blood_bowl_2016/ and its match engine engine/classic/."""

    name = "games.blood_bowl_2016"
    label = "blood_bowl_2016"
    verbose_name = "Blood Bowl 2016"

    def ready(self):
        from games.blood_bowl_2016 import hooks

        hooks.connect()
