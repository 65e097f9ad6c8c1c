"""End to end, through the services: a league of 8 teams in 2 divisions plays a full season (match reports
submitted and confirmed, post-match sequence run), the play-offs, prizes and trophy, the off-season rollover
and the re-drafts, and starts season 2 with the right budgets (§8.5-§8.11)."""

import io
from datetime import UTC, datetime, timedelta

import pytest

from engine.dice import Dice
from games.dungeon_bowl.models import Redraft
from games.dungeon_bowl.offseason import redraft as redraft_services
from games.dungeon_bowl.offseason import services as offseason
from games.dungeon_bowl.services.reports import ReportData, confirm_report, submit_report
from league.models import Fixture, PlayoffMatch, Prize, Season, SeasonEntry, Team, TeamReroll
from league.selectors.standings import division_standings
from league.selectors.teams import team_totals
from league.services import playoffs
from league.services.leagues import advance_season, create_league, decide_entry, draw_divisions
from league.services.schedule import arrange_friendly, generate_schedule
from league.services.teams import create_team
from tests import schedule_factories as f

START = datetime(2026, 3, 2, 9, tzinfo=UTC)
LINEMAN, RUNNER = "bloodborn_marauder_lineman", "dwarf_runner"


def report(fixture: Fixture, winner: Team) -> None:
    """The home coach reports a 1-0 win by touchdown; the away coach confirms."""
    fixture = Fixture.objects.select_related("home__coach__user", "away__coach__user").get(pk=fixture.pk)
    outcome = "home_win" if winner.pk == fixture.home_id else "away_win"
    scorer = winner.roster_players().order_by("number").first()
    rep = submit_report(fixture=fixture, user=fixture.home.coach.user,
                        data=ReportData(outcome=outcome, finish="touchdown", scorer_id=scorer.pk))
    confirm_report(report=rep, user=fixture.away.coach.user)


@pytest.mark.django_db
def test_full_season_playoffs_prizes_rollover_redraft_and_season_two(django_capture_on_commit_callbacks, monkeypatch):
    commish = f.user("commish")
    league = create_league(by=commish, name="End-to-End League")
    season1 = league.seasons.get(number=1)
    teams = [
        create_team(by=f.user(f"coach{i}"), league=league, name=f"Team {chr(65 + i)}", roster_key="fire",
                    hires={LINEMAN: 11, RUNNER: 1}, rerolls=2)
        for i in range(8)
    ]
    assert all(t.treasury == 1_000_000 - 11 * 50_000 - 85_000 - 2 * 50_000 for t in teams)  # 265,000 gp left
    for entry in season1.entries.all():
        decide_entry(by=commish, entry=entry, accept=True)
    draw_divisions(by=commish, season=season1, count=2, seed=2026)
    generate_schedule(season=season1, user=commish, start=START)
    advance_season(by=commish, season=Season.objects.get(pk=season1.pk), state=Season.State.REGULAR_SEASON)

    # The regular season: the team created first is the strongest, and so on.
    strength = {t.pk: 8 - i for i, t in enumerate(teams)}
    by_pk = {t.pk: t for t in teams}
    with django_capture_on_commit_callbacks(execute=True):
        for fx in Fixture.objects.filter(season=season1, kind=Fixture.Kind.LEAGUE).order_by("round__number", "id"):
            report(fx, by_pk[max((fx.home_id, fx.away_id), key=strength.get)])
        # One friendly between the two divisions' last teams; the weaker loses.
        div_a, div_b = season1.divisions.order_by("name")
        last_a = min(div_a.teams.all(), key=lambda t: strength[t.pk])
        last_b = min(div_b.teams.all(), key=lambda t: strength[t.pk])
        friendly = arrange_friendly(home=last_a, away=last_b, user=last_a.coach.user)
        report(friendly, max((last_a, last_b), key=lambda t: strength[t.pk]))
    for division in (div_a, div_b):
        assert [r.team_id for r in division_standings(division)] == sorted(
            division.teams.values_list("pk", flat=True), key=lambda pk: -strength[pk])

    # The play-offs: drawn by the commissioner, reported like any match; the better seed wins each.
    bracket = playoffs.draw_playoffs(by=commish, season=season1, start=START + timedelta(days=50))
    with django_capture_on_commit_callbacks(execute=True):
        for stage in (PlayoffMatch.Stage.SEMI_FINAL, PlayoffMatch.Stage.FINAL, PlayoffMatch.Stage.THIRD_PLACE):
            for m in PlayoffMatch.objects.filter(bracket=bracket, stage=stage).select_related("home__team"):
                report(m.fixture, m.home.team)
    bracket.refresh_from_db()
    assert bracket.is_complete
    seeds = {s.seed: s.team for s in bracket.seeds.select_related("team")}
    winners = {max(d.teams.values_list("pk", flat=True), key=strength.get) for d in (div_a, div_b)}
    assert {seeds[1].pk, seeds[2].pk} == winners
    prizes = {p.place: (p.team_id, p.gold) for p in Prize.objects.filter(season=season1)}
    assert prizes == {1: (seeds[1].pk, 100_000), 2: (seeds[2].pk, 60_000), 3: (seeds[3].pk, 30_000)}
    champion = Team.objects.get(pk=seeds[1].pk)
    assert champion.trophy_holder
    totals = team_totals(champion)
    assert totals.team_value == sum(p.value for p in champion.roster_players()) + (2 + 1) * 50_000

    # The off-season: every roll forced. Each team's MVP players roll a 1 (they stay), except the
    # champion's first MVP player, who rolls a 6 and is signed by a Blood Bowl team.
    treasury_before = dict(Team.objects.values_list("pk", "treasury"))
    mvp_counts = {t.pk: t.roster_players().filter(mvp_awards__gt=0).count() for t in teams}
    assert mvp_counts[champion.pk] >= 1 and sum(mvp_counts.values()) >= 8
    prepared = [Dice.forcing(*([6] + [1] * (n - 1) if pk == champion.pk else [1] * n))
                for pk, n in sorted(mvp_counts.items())]
    handed = []

    def dice_factory(seed=None):
        d = prepared.pop(0) if prepared else Dice.forcing()
        handed.append(d)
        return d

    monkeypatch.setattr(offseason, "new_dice", dice_factory)
    with django_capture_on_commit_callbacks(execute=True):
        off = offseason.start_off_season(by=commish, season=Season.objects.get(pk=season1.pk), confirm=True)
    for d in handed:
        d.assert_all_forced_used()

    # Matches played: 6 league matches each, +2 for each semi-finalist, +1 for the friendly's teams.
    semi_finalists = set(seeds[n].pk for n in (1, 2, 3, 4))
    wins = {pk: 0 for pk in by_pk}
    for fx in Fixture.objects.filter(season=season1).exclude(kind=Fixture.Kind.FRIENDLY):
        wins[fx.winner_id()] += 1
    for t in teams:
        r = Redraft.objects.get(off_season=off, team=t)
        played = 6 + (2 if t.pk in semi_finalists else 0) + (1 if t.pk in (last_a.pk, last_b.pk) else 0)
        compensation = 20_000 if t.pk == champion.pk else 0
        assert (r.games_played, r.league_wins) == (played, wins[t.pk]), t
        assert r.budget == 1_000_000 + treasury_before[t.pk] + 20_000 * played + 20_000 * wins[t.pk] + compensation
    assert Redraft.objects.get(team=champion).players_scouted == 1
    assert all(t.treasury == 0 for t in Team.objects.filter(league=league))

    # Re-drafts: every coach re-hires everyone still on the roster and keeps two re-rolls; the weakest
    # coach leaves and a new team joins.
    leaver = teams[7]
    for r in Redraft.objects.filter(off_season=off).select_related("team__coach__user"):
        if r.team_id == leaver.pk:
            redraft_services.leave_league(by=r.team.coach.user, redraft=r)
            continue
        offer = redraft_services.candidates(r.team)
        redraft_services.redraft_team(by=r.team.coach.user, redraft=r, rehire=[c.player.pk for c in offer], rerolls=2,
                                      hires={LINEMAN: 1} if len(offer) < 12 else {})
    season2 = offseason.open_next_season(by=commish, off_season=off)
    newcomer = create_team(by=f.user("newcomer"), league=league, name="Team New", roster_key="fire",
                           hires={LINEMAN: 11}, rerolls=3)
    decide_entry(by=commish, entry=SeasonEntry.objects.get(season=season2, team=newcomer), accept=True)
    offseason.start_next_season(by=commish, season=season2, divisions=2, start=START + timedelta(days=120), seed=9)

    season2.refresh_from_db()
    assert season2.state == Season.State.REGULAR_SEASON
    in_season = set(season2.entries.filter(state=SeasonEntry.State.ACCEPTED).values_list("team_id", flat=True))
    assert in_season == {t.pk for t in teams[:7]} | {newcomer.pk}
    assert Fixture.objects.filter(season=season2, kind=Fixture.Kind.LEAGUE).count() == 24
    for t in teams[:7]:
        r = Redraft.objects.get(off_season=off, team=t)
        t.refresh_from_db()
        roster = list(t.roster_players())
        assert len(roster) == 12 and TeamReroll.objects.filter(team=t).count() == 2
        # Each re-hired player cost his value + 20,000 gp (one season played); a new lineman 50,000 gp.
        rehired_cost = sum(p.value + 20_000 for p in roster if p.seasons_played == 1)
        new_cost = sum(p.value for p in roster if p.seasons_played == 0)
        assert r.spent == rehired_cost + new_cost + 2 * 50_000
        assert t.treasury == r.budget - r.spent
    champion.refresh_from_db()
    assert champion.trophy_holder  # held until the end of season 2
    assert team_totals(champion).team_value == sum(p.value for p in champion.roster_players()) + 3 * 50_000


@pytest.mark.django_db
def test_demo_history_loads_a_finished_season_once():
    from django.core.management import call_command

    from league.models import League

    call_command("load_demo_history", stdout=io.StringIO())
    league = League.objects.get(name="Demo History League")
    first, second = league.seasons.order_by("number")
    assert first.state == Season.State.CLOSED and first.bracket.is_complete
    assert Prize.objects.filter(season=first).count() == 3
    assert Team.objects.filter(league=league, trophy_holder=True).count() == 1
    assert second.state == Season.State.REGULAR_SEASON and second.divisions.count() == 2
    counts = (Fixture.objects.count(), Team.objects.count(), Redraft.objects.count())
    call_command("load_demo_history", stdout=io.StringIO())
    assert (Fixture.objects.count(), Team.objects.count(), Redraft.objects.count()) == counts
