"""Round robin and knock-out tournaments on the core: every pair meets once (the circle method), and a
knock-out is the core's bracket (league/services/playoffs.py create_bracket) settled by reported results."""

import pytest

from league.models import Fixture, PlayoffMatch, Season
from league.services.errors import RuleViolation
from tournaments import selectors, services

from .conftest import play

pytestmark = pytest.mark.django_db


def test_a_round_robin_plays_every_pair_once_with_one_bye_a_round(make_tournament, start, organiser):
    tournament, _ = make_tournament(3, format="round_robin")
    start(tournament)
    for number in (1, 2, 3):
        for fixture in Fixture.objects.filter(round__number=number, season=tournament.season):
            play(fixture, 2, 1)
        if number < 3:
            services.pair_next_round(by=organiser, tournament=tournament)
    fixtures = Fixture.objects.filter(season=tournament.season)
    assert len({frozenset((f.home_id, f.away_id)) for f in fixtures}) == fixtures.count()  # no pair twice
    assert fixtures.count() == 3 and tournament.byes.count() == 3
    assert selectors.is_finished(tournament)
    with pytest.raises(RuleViolation, match="every round"):
        services.pair_next_round(by=organiser, tournament=tournament)


def test_a_knock_out_of_four_is_the_cores_bracket_seeded_by_the_draw(make_tournament, start, organiser):
    tournament, _ = make_tournament(4, format="knockout")
    start(tournament)
    assert tournament.season.state == Season.State.PLAYOFFS
    semis = PlayoffMatch.objects.filter(bracket__season=tournament.season, stage="semi_final").order_by("slot")
    assert [(m.home.team.name, m.away.team.name) for m in semis] == [("Team A", "Team D"), ("Team B", "Team C")]
    for match in semis:
        play(match.fixture, 1, 0)
    final = PlayoffMatch.objects.get(bracket__season=tournament.season, stage="final")
    assert {final.home.team.name, final.away.team.name} == {"Team A", "Team B"}
    play(final.fixture, 0, 2)
    third = PlayoffMatch.objects.get(bracket__season=tournament.season, stage="third_place")
    play(third.fixture, 1, 0)
    assert selectors.is_finished(tournament)
    with pytest.raises(RuleViolation, match="as its results come in"):
        services.pair_next_round(by=organiser, tournament=tournament)


def test_a_knock_out_needs_two_four_or_eight_teams(make_tournament, organiser):
    tournament, _ = make_tournament(3, format="knockout")
    with pytest.raises(RuleViolation, match="2, 4 or 8 teams; this one has 3"):
        services.start_tournament(by=organiser, tournament=tournament)
    assert tournament.season.state == Season.State.REGISTRATION
