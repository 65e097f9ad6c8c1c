import django.db.models.deletion
from django.core.management.color import no_style
from django.db import migrations, models
from django.utils.timezone import now

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
    fixture_of, finals_of = {}, {}
    for game in BlitzGame.objects.select_related("home", "away").order_by("id"):
        reporter = next((t for t in (game.home, game.away) if t.coach_id == game.reported_by_id), None)
        finals = game.stage != "league"
        low, high = sorted([game.home_id, game.away_id])
        outcome, results = _results(game.home_score, game.away_score)
        fixture = Fixture.objects.create(
            season_id=game.season_id, kind="playoff" if finals else "league", round_number=game.round,
            home_id=game.home_id, away_id=game.away_id,
            pair=f"{low}-{high}", arranged_by_id=game.arranged_by_id, status=STATUS[game.status],
            reported_by_id=reporter.pk if reporter and game.status != "played" else None,
            outcome=outcome if game.status == "played" else "", result_recorded_at=game.result_recorded_at)
        fixture_of[game.pk] = fixture.pk
        if finals:
            finals_of.setdefault(game.season_id, []).append((game, fixture))
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
            if season.pk in finals_of:
                _bracket(apps, season, settings.seeds, finals_of[season.pk])


# The old quarter-final slots (1v8, 2v7, 3v6, 4v5) in the core bracket's order (1v8, 4v5, 2v7, 3v6), where the
# winners of slots 2k-1 and 2k meet: the same semi-finals (QF1 v QF4, QF2 v QF3, §18.5).
QUARTER_SLOT = {1: 1, 2: 3, 3: 4, 4: 2}
STAGES = {8: [("quarter_final", 4), ("semi_final", 2), ("final", 1), ("third_place", 1)], 2: [("final", 1)]}


def _bracket(apps, season, seeds, games):
    """The finals as the core's bracket: seeds, the matches played or drawn, the stages still to come."""
    Bracket = apps.get_model("league", "Bracket")
    PlayoffSeed = apps.get_model("league", "PlayoffSeed")
    PlayoffMatch = apps.get_model("league", "PlayoffMatch")
    size = 8 if any(game.stage == "quarter_final" for game, _ in games) else 2
    bracket = Bracket.objects.create(season=season, format="quarter_finals" if size == 8 else "final",
                                     draw_breaker="higher_seed")
    seed_of = {team: PlayoffSeed.objects.create(bracket=bracket, team_id=team, seed=n, qualified_as=f"seed {n}")
               for n, team in enumerate(seeds[:size], start=1)}
    played = {(g.stage, QUARTER_SLOT[g.slot] if g.stage == "quarter_final" else g.slot): (g, f) for g, f in games}
    settled = 0
    for stage, count in STAGES[size]:
        for slot in range(1, count + 1):
            match = PlayoffMatch(bracket=bracket, stage=stage, slot=slot)
            if (stage, slot) in played:
                game, fixture = played[(stage, slot)]
                home, away = seed_of[game.home_id], seed_of[game.away_id]
                match.home, match.away, match.fixture = home, away, fixture
                if game.status == "played":
                    won = game.home_score > game.away_score or (game.home_score == game.away_score
                                                                and home.seed < away.seed)
                    match.winner, match.loser = (home, away) if won else (away, home)
                    match.decided = "played" if game.home_score != game.away_score else "higher_seed"
                    match.settled_at = game.result_recorded_at
                    settled += stage in ("final", "third_place")
            match.save()
    last_stages = 2 if size == 8 else 1  # the final, and the third-place game after quarter-finals
    if settled == last_stages and season.state == "closed":
        Bracket.objects.filter(pk=bracket.pk).update(completed_at=season_end(games))


def season_end(games):
    return max((game.result_recorded_at for game, _ in games if game.result_recorded_at), default=None) or now()


class Migration(migrations.Migration):

    initial = True

    dependencies = [
        ('league', '0007_bracket_for_any_game'),
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
