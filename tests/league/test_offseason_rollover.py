"""§8.10.1-§8.10.3 the off-season rollover, run by a commissioner and a Celery task, with forced dice:
scouting, R&R and raising funds, once."""

import pytest
from django.core.exceptions import PermissionDenied

from engine.dice import Dice
from games.dungeon_bowl.models import Redraft
from games.dungeon_bowl.offseason import services as offseason
from league.models import Fixture, OffSeason, Player, Season, Team
from league.services.errors import RuleViolation
from league.services.schedule import arrange_friendly
from tests import playoff_factories as pf


class ForcedDice:
    """Hands out prepared Dice, team by team (the rollover goes through teams in id order)."""

    def __init__(self, *dice):
        self.dice = list(dice)
        self.used = []

    def __call__(self, seed=None):
        d = self.dice.pop(0) if self.dice else Dice.forcing()
        self.used.append(d)
        return d

    def assert_all_used(self):
        assert not self.dice
        for d in self.used:
            d.assert_all_forced_used()


def start(commish, season, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        return offseason.start_off_season(by=commish, season=season, confirm=True)


@pytest.mark.django_db
def test_only_a_commissioner_starts_it_after_the_play_offs_and_with_confirmation(django_capture_on_commit_callbacks):
    commish, lg, s, (a, b) = pf.regular_season(2)
    with pytest.raises(RuleViolation, match="Play-off Season"):
        offseason.start_off_season(by=commish, season=s, confirm=True)
    commish, lg, s, ta, tb, bracket = pf.finished_playoffs()
    with pytest.raises(PermissionDenied):
        offseason.start_off_season(by=ta[0].coach.user, season=s, confirm=True)
    with pytest.raises(RuleViolation, match="confirm"):
        offseason.start_off_season(by=commish, season=s, confirm=False)
    assert not OffSeason.objects.exists()
    off = start(commish, s, django_capture_on_commit_callbacks)
    s.refresh_from_db()
    off.refresh_from_db()
    assert s.state == Season.State.OFF_SEASON and off.is_processed  # the task ran after the commit
    assert off.redrafts.count() == 8
    with pytest.raises(RuleViolation, match="already started"):
        offseason.start_off_season(by=commish, season=s, confirm=True)


@pytest.mark.django_db
def test_the_rollover_runs_once(django_capture_on_commit_callbacks):
    commish, lg, s, ta, tb, bracket = pf.finished_playoffs()
    off = start(commish, s, django_capture_on_commit_callbacks)
    treasuries = dict(Team.objects.values_list("pk", "treasury"))
    assert offseason.roll_over(off_season_id=off.pk) == 0
    assert Redraft.objects.count() == 8
    assert dict(Team.objects.values_list("pk", "treasury")) == treasuries


@pytest.mark.django_db
def test_scouting_a_d6_per_mvp_player_on_a_6_he_leaves_for_20000_gp(monkeypatch, django_capture_on_commit_callbacks):
    commish, lg, s, ta, tb, bracket = pf.finished_playoffs()
    first = min(ta + tb, key=lambda t: t.pk)
    star, regular, rookie = list(first.players.order_by("number")[:3])
    Player.objects.filter(pk=star.pk).update(mvp_awards=2)
    Player.objects.filter(pk=regular.pk).update(mvp_awards=1)
    dice = ForcedDice(Dice.forcing(6, 5))  # star first (number order), then regular; nobody else has an MVP
    monkeypatch.setattr(offseason, "new_dice", dice)
    start(commish, s, django_capture_on_commit_callbacks)
    dice.assert_all_used()
    star.refresh_from_db()
    regular.refresh_from_db()
    assert not star.on_roster and star.events.filter(kind="scouted").exists()
    assert regular.on_roster and rookie.pk != star.pk
    redraft = Redraft.objects.get(team=first)
    assert redraft.players_scouted == 1 and redraft.scouting_compensation == 20_000
    assert [(r["player"], r["result"], r["die"]) for r in redraft.rolls] == [(star.pk, 6, "D6"), (regular.pk, 5, "D6")]
    # The coach reads the player's number and name in the roll's reason, not a database id.
    assert f"#{star.number} {star.name}" in redraft.rolls[0]["why"] and f"player {star.pk} " not in redraft.rolls[0]["why"]
    played, wins = redraft.games_played, redraft.league_wins
    assert redraft.budget == 1_000_000 + redraft.treasury_before + 20_000 * played + 20_000 * wins + 20_000


@pytest.mark.django_db
def test_r_and_r_players_who_would_miss_the_next_match_recover(django_capture_on_commit_callbacks):
    commish, lg, s, ta, tb, bracket = pf.finished_playoffs()
    hurt = ta[2].players.first()
    Player.objects.filter(pk=hurt.pk).update(miss_next_game=True, seasons_played=2)
    start(commish, s, django_capture_on_commit_callbacks)
    hurt.refresh_from_db()
    assert not hurt.miss_next_game
    assert hurt.seasons_played == 3  # the season just played counts for the agent's fee


@pytest.mark.django_db
def test_raising_funds_counts_matches_played_league_wins_and_empties_the_treasury(django_capture_on_commit_callbacks):
    commish, lg, s, ta, tb, bracket = pf.finished_playoffs()
    champion = ta[0]
    champion.refresh_from_db()
    assert champion.trophy_holder and champion.treasury == 100_000  # the prize (§8.9)
    Team.objects.filter(pk=champion.pk).update(treasury=135_000)
    # A friendly played (counts as a match, not a league win) and a regular fixture resolved unplayed.
    Season.objects.filter(pk=s.pk).update(state=Season.State.REGULAR_SEASON)
    friendly = arrange_friendly(home=champion, away=tb[3], user=champion.coach.user)
    pf.play(friendly, champion)
    Season.objects.filter(pk=s.pk).update(state=Season.State.PLAYOFFS)
    lost = Fixture.objects.filter(season=s, kind=Fixture.Kind.LEAGUE, home=ta[3]).first()
    Fixture.objects.filter(pk=lost.pk).update(status=Fixture.Status.UNPLAYED, outcome=Fixture.Outcome.BOTH_LOSE,
                                               finish=Fixture.Finish.UNPLAYED)
    start(commish, s, django_capture_on_commit_callbacks)
    r = Redraft.objects.get(team=champion)
    # 6 league matches, all won; semi-final and final won; one friendly won.
    assert (r.games_played, r.league_wins, r.treasury_before) == (9, 8, 135_000)
    assert r.budget == r.uncapped_budget == 1_000_000 + 135_000 + 9 * 20_000 + 8 * 20_000 == 1_475_000
    champion.refresh_from_db()
    assert champion.treasury == 0
    loser = Redraft.objects.get(team=ta[3])
    assert loser.games_played == 5 and loser.league_wins == 0  # the unplayed fixture is not a match played


@pytest.mark.django_db
def test_the_league_may_cap_the_budget_at_1300000(django_capture_on_commit_callbacks):
    commish, lg, s, ta, tb, bracket = pf.finished_playoffs(redraft_cap_enabled=True)
    start(commish, s, django_capture_on_commit_callbacks)
    r = Redraft.objects.get(team=ta[0])
    assert r.uncapped_budget == 1_000_000 + 100_000 + 8 * 20_000 + 8 * 20_000
    assert r.budget == 1_300_000
    low = Redraft.objects.get(team=ta[3])
    assert low.budget == low.uncapped_budget == 1_000_000 + 6 * 20_000
