import django.db.models.deletion
from django.core.management.color import no_style
from django.db import migrations, models

STATUS = {"scheduled": "scheduled", "reported": "reported", "disputed": "disputed", "played": "played"}
REPORT_STATUS = {"reported": "pending", "disputed": "disputed", "played": "confirmed"}
TALLIES = ("touchdowns", "cards_claimed", "card_points", "sweeps", "injuries_caused")


def _side(game, prefix: str) -> dict:
    data = {name: getattr(game, f"{prefix}_{name}") for name in TALLIES}
    data["traits_used"] = sorted(getattr(game, f"{prefix}_traits_used") or [])
    return {"team": getattr(game, f"{prefix}_id"), "score": getattr(game, f"{prefix}_score"), "data": data}


def _results(home: int, away: int) -> tuple[str, tuple[str, str]]:
    if home > away:
        return "home_win", ("win", "loss")
    if home < away:
        return "away_win", ("loss", "win")
    return "draw", ("draw", "draw")


def move_games(apps, schema_editor):
    """Every Blitz Bowl game becomes a core fixture (in the same order: the rematch rule reads it), its
    report a ResultReport, a played game's tallies its sides; traits keep their ids (their links)."""
    BlitzGame = apps.get_model("league", "BlitzGame")
    OldTrait = apps.get_model("league", "CoachTrait")
    OldSettings = apps.get_model("league", "BlitzBowlSettings")
    Fixture = apps.get_model("league", "Fixture")
    FixtureSide = apps.get_model("league", "FixtureSide")
    Season = apps.get_model("league", "Season")
    ResultReport = apps.get_model("matches", "ResultReport")
    CoachTrait = apps.get_model("blitz_bowl", "CoachTrait")
    FinalsSeeding = apps.get_model("blitz_bowl", "FinalsSeeding")
    LegacyGame = apps.get_model("blitz_bowl", "LegacyGame")
    fixture_of = {}
    for game in BlitzGame.objects.select_related("home", "away").order_by("id"):
        reporter = next((t for t in (game.home, game.away) if t.coach_id == game.reported_by_id), None)
        finals = game.stage != "league"
        low, high = sorted([game.home_id, game.away_id])
        outcome, results = _results(game.home_score, game.away_score)
        fixture = Fixture.objects.create(
            season_id=game.season_id, kind="playoff" if finals else "league", stage=game.stage if finals else "",
            slot=game.slot if finals else 0, round_number=game.round, home_id=game.home_id, away_id=game.away_id,
            pair=f"{low}-{high}", arranged_by_id=game.arranged_by_id, status=STATUS[game.status],
            reported_by_id=reporter.pk if reporter and game.status != "played" else None,
            outcome=outcome if game.status == "played" else "", result_recorded_at=game.result_recorded_at)
        fixture_of[game.pk] = fixture.pk
        LegacyGame.objects.create(old_id=game.pk, fixture_id=fixture.pk)
        if game.status == "scheduled":
            continue
        sides = [_side(game, "home"), _side(game, "away")]
        other = game.away if reporter == game.home else game.home
        report = ResultReport.objects.create(
            fixture_id=fixture.pk, status=REPORT_STATUS[game.status], sides=sides,
            match={"ending": game.ending, "end_game_rule": game.end_game_rule},
            submitted_by_id=game.reported_by_id, submitted_for_id=reporter.pk if reporter else None,
            disputed_by_id=other.coach_id if game.status == "disputed" or game.dispute_reason else None,
            dispute_reason=game.dispute_reason, confirmed_by_id=game.confirmed_by_id,
            confirmed_at=game.result_recorded_at)
        if game.reported_at:
            ResultReport.objects.filter(pk=report.pk).update(submitted_at=game.reported_at)
        if game.status == "played":
            FixtureSide.objects.bulk_create(
                FixtureSide(fixture_id=fixture.pk, team_id=side["team"], slot=slot, score=side["score"],
                            result=result, data=side["data"])
                for slot, (side, result) in enumerate(zip(sides, results)))
    for old in OldTrait.objects.order_by("id"):
        CoachTrait.objects.create(
            id=old.id, season_id=old.season_id, team_id=old.team_id, fixture_id=fixture_of[old.game_id],
            rolls=old.rolls, seed=old.seed, rolled=old.rolled, trait=old.trait, used_this_game=old.used_this_game)
        CoachTrait.objects.filter(pk=old.id).update(created_at=old.created_at)
    for sql in schema_editor.connection.ops.sequence_reset_sql(no_style(), [CoachTrait]):
        schema_editor.execute(sql)  # ids were given: the next trait must not take one of them
    for settings in OldSettings.objects.exclude(seeds=[]):
        season = Season.objects.filter(league_id=settings.league_id).order_by("-number").first()
        if season is not None:
            FinalsSeeding.objects.create(season=season, seeds=settings.seeds, rolls=settings.seeding_rolls)


class Migration(migrations.Migration):

    initial = True

    dependencies = [
        ('league', '0006_fixture_round_number_stage'),
        ('matches', '0003_result_report'),
    ]

    operations = [
        migrations.CreateModel(
            name='FinalsSeeding',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('seeds', models.JSONField(blank=True, default=list)),
                ('rolls', models.JSONField(blank=True, default=list)),
                ('season', models.OneToOneField(on_delete=django.db.models.deletion.CASCADE, related_name='finals_seeding', to='league.season')),
            ],
        ),
        migrations.CreateModel(
            name='LegacyGame',
            fields=[
                ('old_id', models.PositiveIntegerField(primary_key=True, serialize=False)),
                ('fixture', models.OneToOneField(on_delete=django.db.models.deletion.CASCADE, related_name='+', to='league.fixture')),
            ],
        ),
        migrations.CreateModel(
            name='CoachTrait',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('rolls', models.JSONField(default=list, help_text='The 2D8 the server rolled: [{die, why, result}, ...].')),
                ('seed', models.CharField(max_length=64)),
                ('rolled', models.CharField(help_text='The trait the 2D8 total points at.', max_length=40)),
                ('trait', models.CharField(blank=True, help_text='The trait held; blank while the coach chooses.', max_length=40)),
                ('used_this_game', models.BooleanField(default=False)),
                ('created_at', models.DateTimeField(auto_now_add=True)),
                ('fixture', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='trait_rolls', to='league.fixture')),
                ('season', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='coach_traits', to='league.season')),
                ('team', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='coach_traits', to='league.team')),
            ],
            options={
                'ordering': ['team', 'id'],
                'constraints': [models.UniqueConstraint(fields=('fixture', 'team'), name='blitz_one_trait_roll_per_game'), models.UniqueConstraint(condition=models.Q(('trait', ''), _negated=True), fields=('season', 'team', 'trait'), name='blitz_trait_held_once')],
            },
        ),
        # Backwards only the empty tables come back: a site does not move its games back off the core.
        migrations.RunPython(move_games, migrations.RunPython.noop),
    ]
