import pytest

from engine.dice import Dice
from matches.services import results
from tournaments import services


@pytest.fixture
def organiser(make_user):
    return make_user("organiser")


@pytest.fixture
def make_tournament(organiser, make_user):
    """A tournament of Dungeon Bowl with `teams` teams registered by their own coaches."""
    def make(teams: int = 4, **settings):
        tournament = services.create_tournament(by=organiser, name=settings.pop("name", "Dungeon Cup"),
                                                ruleset="dungeon_bowl", **settings)
        coaches = []
        for i in range(teams):
            coach = make_user(f"{tournament.pk}-coach{i}")
            services.register_team(by=coach, tournament=tournament, name=f"Team {chr(65 + i)}",
                                   roster=["fire", "shadow", "metal"][i % 3])
            coaches.append(coach)
        return tournament, coaches
    return make


@pytest.fixture
def start(organiser):
    def do(tournament):
        # Forced seeding draw: every roll a 1 picks the first team left, so the seeds keep registration order.
        teams = tournament.league.teams.count()
        dice = Dice.forcing(*[1] * (teams - 1))
        started = services.start_tournament(by=organiser, tournament=tournament, dice=dice)
        dice.assert_all_forced_used()
        tournament.refresh_from_db()
        return started
    return do


def play(fixture, home_score: int, away_score: int):
    """The home coach reports, the away coach confirms: the core's result flow."""
    home_user, away_user = fixture.home.coach.user, fixture.away.coach.user
    report = results.submit_result(fixture=fixture, user=home_user, sides=[
        {"team": fixture.home_id, "score": home_score, "data": {}},
        {"team": fixture.away_id, "score": away_score, "data": {}}])
    results.confirm_result(report=report, user=away_user)
