"""A Swiss tournament on the core: registration, the seeding draw, rounds paired from the table with no
rematch, byes scored as the organiser sets, results through the core's report flow, the live table with the
organiser's tie-breakers, double submits and who may do what."""

import pytest
from django.core.exceptions import PermissionDenied

from engine.dice import Dice
from league.models import Fixture, Round, Season
from league.services.errors import RuleViolation
from tournaments import selectors, services
from tournaments.models import Bye

from .conftest import play

pytestmark = pytest.mark.django_db


def _round(tournament, number):
    return list(Fixture.objects.filter(round__division__season=tournament.season, round__number=number).order_by("pk"))


def test_a_swiss_event_pairs_by_points_without_rematches_and_ranks_by_the_organisers_tie_breakers(
        make_tournament, start, organiser):
    tournament, _ = make_tournament(4, points="2-1-0", tie_breakers=["opponents_points", "score_difference"])
    start(tournament)
    tournament.refresh_from_db()
    assert tournament.rounds == 2  # log2(4): enough for one unbeaten team
    assert tournament.season.state == Season.State.REGULAR_SEASON
    first = _round(tournament, 1)
    assert [(f.home.name, f.away.name) for f in first] == [("Team A", "Team B"), ("Team C", "Team D")]
    play(first[0], 2, 1)   # A beats B
    play(first[1], 0, 0)   # C and D draw
    services.pair_next_round(by=organiser, tournament=tournament)
    second = _round(tournament, 2)
    meetings = {frozenset((f.home_id, f.away_id)) for f in first}
    assert all(frozenset((f.home_id, f.away_id)) not in meetings for f in second)
    # A (2 points) meets the best team it has not played: C or D on 1 point (C first in the table).
    names = {frozenset((f.home.name, f.away.name)) for f in second}
    assert frozenset(("Team A", "Team C")) in names
    for f in second:
        play(f, 1, 0)
    table = selectors.table_lines(tournament)
    assert selectors.is_finished(tournament)
    with pytest.raises(RuleViolation, match="every round of the tournament has been played"):
        services.pair_next_round(by=organiser, tournament=tournament)
    # A: 2 wins (4 points, NAF 2-1-0); the 2-1-0 scheme and the order of tie-breakers are the organiser's.
    names = {t.pk: t.name for t in selectors.entered_teams(tournament)}
    assert (names[table[0].team], table[0].points) == ("Team A", 4)
    assert [line.points for line in table] == sorted((line.points for line in table), reverse=True)
    level = [(a, b) for a, b in zip(table, table[1:], strict=False) if a.points == b.points]
    assert all(b.decided_by in ("", "opponents_points", "score_difference") for _, b in level)


def test_the_next_round_waits_for_every_result(make_tournament, start, organiser):
    tournament, _ = make_tournament(4)
    start(tournament)
    play(_round(tournament, 1)[0], 1, 0)
    with pytest.raises(RuleViolation, match="round 1 still has 1 game"):
        services.pair_next_round(by=organiser, tournament=tournament)
    assert Round.objects.filter(division__season=tournament.season).count() == 1


def test_an_odd_field_gives_the_bottom_team_a_bye_scored_as_set_and_the_bye_rotates(make_tournament, start, organiser):
    tournament, _ = make_tournament(5, rounds=3, bye_result="win", bye_score_for=2, bye_score_against=0)
    start(tournament)
    byes = []
    for number in (1, 2, 3):
        bye = Bye.objects.get(round__number=number, tournament=tournament)
        byes.append(bye.team_id)
        for f in _round(tournament, number):
            play(f, 1, 0)
        if number < 3:
            services.pair_next_round(by=organiser, tournament=tournament)
    assert len(set(byes)) == 3  # a different team each round
    first_bye = Bye.objects.get(round__number=1, tournament=tournament).team
    assert first_bye.name == "Team E"  # the lowest seed without a bye
    line = next(ln for ln in selectors.table_lines(tournament) if ln.team == first_bye.pk)
    assert line.byes == 1 and line.points >= 3 and line.score_for >= 2


def test_only_the_organiser_starts_and_pairs(make_tournament, start, organiser):
    tournament, coaches = make_tournament(4)
    with pytest.raises(PermissionDenied):
        services.start_tournament(by=coaches[0], tournament=tournament)
    start(tournament)
    for f in _round(tournament, 1):
        play(f, 1, 0)
    with pytest.raises(PermissionDenied):
        services.pair_next_round(by=coaches[0], tournament=tournament)


def test_starting_and_pairing_twice_apply_once(make_tournament, start, organiser):
    tournament, _ = make_tournament(4)
    start(tournament)
    with pytest.raises(RuleViolation, match="already started"):
        services.start_tournament(by=organiser, tournament=tournament)
    for f in _round(tournament, 1):
        play(f, 1, 0)
    services.pair_next_round(by=organiser, tournament=tournament)
    with pytest.raises(RuleViolation, match="round 2 still has"):
        services.pair_next_round(by=organiser, tournament=tournament)
    assert Round.objects.filter(division__season=tournament.season).count() == 2


def test_registration_checks_the_roster_the_name_and_closes_at_the_start(make_tournament, start, make_user):
    tournament, _ = make_tournament(2)
    coach = make_user("latecomer")
    with pytest.raises(RuleViolation, match="choose one of the game's rosters"):
        services.register_team(by=coach, tournament=tournament, name="New", roster="elves")
    with pytest.raises(RuleViolation, match="(?i)already has a team named team a"):
        services.register_team(by=coach, tournament=tournament, name="team a", roster="fire")
    start(tournament)
    with pytest.raises(RuleViolation, match="registration is closed"):
        services.register_team(by=coach, tournament=tournament, name="Late", roster="fire")


def test_a_withdrawn_team_is_not_paired_and_only_its_coach_or_the_organiser_withdraws_it(
        make_tournament, start, organiser, make_user):
    tournament, coaches = make_tournament(3)
    team = tournament.league.teams.get(name="Team C")
    with pytest.raises(PermissionDenied):
        services.withdraw_team(by=coaches[0], tournament=tournament, team=team)
    services.withdraw_team(by=coaches[2], tournament=tournament, team=team)
    services.start_tournament(by=organiser, tournament=tournament, dice=Dice.forcing(1))
    assert Bye.objects.filter(tournament=tournament).count() == 0
    assert len(_round(tournament, 1)) == 1


def test_bad_settings_are_refused_and_nothing_is_created(organiser):
    from league.models import League

    with pytest.raises(RuleViolation, match="each tie-breaker is used once"):
        services.create_tournament(by=organiser, name="X", ruleset="dungeon_bowl",
                                   tie_breakers=["wins", "wins"])
    assert not League.objects.filter(name="X").exists()
