"""Blitz Bowl moves onto the core (blitz_bowl 0001, league 0007): a database holding a league like the demo
one — played rounds with Coach Traits, a report waiting, a dispute, a finished league with its finals — keeps
every game, report, trait and seed, and the pages, links and next reports work on the moved rows."""

import random

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor
from django.test import Client
from django.utils import timezone

from engine.blitz_bowl import pairing
from engine.blitz_bowl.traits import TRAITS

BEFORE = [("league", "0005_fixture_sides"), ("matches", "0003_result_report")]
TALLIES = ("touchdowns", "cards_claimed", "card_points", "sweeps", "injuries_caused")


def _tallies(rng):
    cards = rng.randint(0, 3)
    return {"touchdowns": rng.randint(0, 2), "cards_claimed": cards, "card_points": cards * 2, "sweeps": 0,
            "injuries_caused": rng.randint(0, 2)}


class OldBlitz:
    """The old tables, written the way the old services wrote them (historical models)."""

    def __init__(self, apps):
        self.apps = apps
        self.rng = random.Random("old blitz")
        get = apps.get_model
        self.User, self.Coach, self.League = get("auth", "User"), get("league", "Coach"), get("league", "League")
        self.Season, self.Team = get("league", "Season"), get("league", "Team")
        self.Game, self.Trait = get("league", "BlitzGame"), get("league", "CoachTrait")
        self.Settings = get("league", "BlitzBowlSettings")

    def league(self, name, coaches, state):
        league = self.League.objects.create(name=name, ruleset="blitz_bowl", settings={"quarter_finals": False})
        season = self.Season.objects.create(league=league, number=1, state=state)
        teams = []
        for i in range(coaches):
            user = self.User.objects.create(username=f"{name}-{i}")
            coach = self.Coach.objects.create(user=user)
            teams.append(self.Team.objects.create(league=league, coach=coach, name=f"{name} {i}", roster="Dwarfs"))
        return league, season, teams

    def game(self, season, home, away, *, status="played", round_=None, stage="league", slot=0, traits=()):
        values = {}
        if status != "scheduled":
            for prefix in ("home", "away"):
                tallies = _tallies(self.rng)
                values.update({f"{prefix}_{k}": v for k, v in tallies.items()})
                values[f"{prefix}_score"] = tallies["touchdowns"] * 3 + tallies["card_points"]
                values[f"{prefix}_traits_used"] = []
            values.update(ending="end_of_deck", reported_by=home.coach)
            if values["home_score"] == values["away_score"] and stage != "league":
                values["home_score"] += 3
                values["home_touchdowns"] += 1
        if status == "played":
            values.update(confirmed_by=away.coach, result_recorded_at=timezone.now())
        if status == "disputed":
            values.update(dispute_reason="I scored twice")
        game = self.Game.objects.create(season=season, home=home, away=away, status=status, round=round_,
                                        stage=stage, slot=slot, **values)
        for team, trait in zip((home, away), traits, strict=False):  # "": a duplicate waiting for a choice
            self.Trait.objects.create(season=season, team=team, game=game, rolls=[{"die": "D8", "result": 4}] * 2,
                                      seed="s", rolled=trait or "loud_celebrator", trait=trait)
        return game


@pytest.mark.django_db(transaction=True)
def test_blitz_games_traits_and_seeds_survive_the_move_onto_the_core():
    executor = MigrationExecutor(connection)
    executor.migrate(BEFORE)
    old = OldBlitz(executor.loader.project_state(BEFORE).apps)

    # A league like the demo: six coaches, four paired rounds played, round five under way.
    league, season, teams = old.league("Mid", 6, "regular_season")
    ids = [t.pk for t in teams]
    sequence, games, held = [], [], {t.pk: [] for t in teams}
    keys = [t.key for t in TRAITS]
    for number in range(1, 6):
        for a, b in pairing.next_round(ids, sequence):
            sequence.append((a, b))
            home, away = teams[ids.index(a)], teams[ids.index(b)]
            if number < 5:  # the home coach gains a trait not held yet; the away coach's roll is a duplicate
                held[home.pk].append(keys[len(held[home.pk])])
                games.append(old.game(season, home, away, round_=number, traits=(held[home.pk][-1], "")))
            else:
                games.append(old.game(season, home, away, round_=number,
                                      status=("reported", "disputed", "scheduled")[len(games) % 3]))
    traits_before = {t.pk: (t.team_id, t.trait) for t in old.Trait.objects.all()}
    # A finished league: the final played, the seeds and a roll-off kept.
    done, done_season, finalists = old.league("Done", 2, "closed")
    final = old.game(done_season, finalists[0], finalists[1], stage="final", slot=1)
    old.Settings.objects.create(league=done, seeds=[finalists[0].pk, finalists[1].pk],
                                seeding_rolls=[{"team": finalists[0].pk, "result": 7}])
    before = {g.pk: (g.status, g.round, g.home_id, g.away_id, g.home_score, g.away_score) for g in games + [final]}

    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate(executor.loader.graph.leaf_nodes())

    from games.blitz_bowl.models import CoachTrait, FinalsSeeding, LegacyGame
    from games.blitz_bowl.selectors import game, table
    from league.models import Fixture, PlayoffMatch, Season
    from matches.models import ResultReport
    from tests.league.blitz_helpers import confirm

    moved = {legacy.old_id: legacy.fixture for legacy in LegacyGame.objects.select_related("fixture")}
    assert set(moved) == set(before)
    # Same order (the rematch rule reads it), same teams, rounds, statuses and scores.
    assert [moved[g].pk for g in sorted(moved)] == sorted(f.pk for f in moved.values())
    for old_id, (status, round_, home, away, home_score, away_score) in before.items():
        view = game(moved[old_id])
        assert (view.status, view.round_number, view.home_id, view.away_id) == (status, round_, home, away)
        if status != "scheduled":
            assert (view.home_score, view.away_score) == (home_score, away_score)
    assert ResultReport.objects.filter(status="pending").count() == 1
    assert ResultReport.objects.filter(status="disputed").get().dispute_reason == "I scored twice"
    # League points as the old table counted them: 3 for a win, 1 for a draw, from the played league games.
    points = dict.fromkeys(ids, 0)
    for status, _, home, away, home_score, away_score in before.values():
        if status == "played" and home in points:
            points[home] += 3 if home_score > away_score else home_score == away_score
            points[away] += 3 if away_score > home_score else home_score == away_score
    assert {line.team.pk: line.league_points for line in table(Season.objects.get(pk=season.pk))} == points
    # Traits keep their ids (their links) and now point at the moved fixtures.
    assert {t.pk: (t.team_id, t.trait) for t in CoachTrait.objects.all()} == traits_before
    assert all(t.fixture.kind == "league" for t in CoachTrait.objects.select_related("fixture"))
    # The finished league: a final fixture of the play-offs, its seeds and roll-off.
    match = PlayoffMatch.objects.select_related("bracket", "winner").get(fixture=moved[final.pk])
    assert (moved[final.pk].kind, match.stage, match.bracket.format) == ("playoff", "final", "final")
    winner = finalists[0] if before[final.pk][4] > before[final.pk][5] else finalists[1]
    assert match.winner.team_id == winner.pk and match.bracket.is_complete
    assert FinalsSeeding.objects.get(season_id=done_season.pk).rolls == [{"team": finalists[0].pk, "result": 7}]

    # Old links lead to the moved game; its page shows; the waiting report can be confirmed, and the
    # traits rolled then take new ids.
    pending = ResultReport.objects.get(status="pending").fixture
    old_id = next(i for i, f in moved.items() if f.pk == pending.pk)
    response = Client().get(f"/blitz/games/{old_id}/")
    assert response.status_code == 308 and response["Location"] == f"/blitz/fixtures/{pending.pk}/"
    assert Client().get(response["Location"]).status_code == 200
    report_id = ResultReport.objects.get(fixture=pending).pk
    api = Client().post(f"/api/blitz/games/{old_id}/confirm/")  # a client of the old API: sent on, POST kept
    assert api.status_code == 308 and api["Location"] == f"/api/matches/results/{report_id}/confirm/"
    confirm(by=pending.away.coach.user, game=pending)
    assert Fixture.objects.get(pk=pending.pk).status == "played"
    assert CoachTrait.objects.filter(fixture=pending).count() == 2
    assert min(CoachTrait.objects.filter(fixture=pending).values_list("pk", flat=True)) > max(traits_before)
