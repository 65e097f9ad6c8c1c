"""The replay player's server side (issue 22; templates/replay/_player.html, games/replay.py ReplayPlayer): every
step listed with its score, half/turn, whose turn and dice, the touchdown and casualty moments to jump to, and
?step=N opening the page at that step — the whole replay without JavaScript, the data the script walks with it.
Shared by Dungeon Bowl's fixtures, the 2494 Final and Blood Bowl 2016."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import call_command
from django.test import Client

from games.blood_bowl_2016.models import ClassicMatchRecord
from games.dungeon_bowl.models import FinalMatch, SimulatedMatch
from games.dungeon_bowl.services import simulation as dungeon_simulation
from games.replay import ReplayPlayer, dice, split_steps, step_player
from league.models import Fixture
from tests.matches.test_simulation_tasks import season_with_schedule

# A Blood Bowl 2016-like log: the classic engine logs both the match's turn and the turn within the half.
EVENTS = [
    {"t": "pitch", "width": 26, "height": 15},
    {"t": "half", "half": 1, "kicking": "away"},
    {"t": "turn", "team": "home", "number": 1, "rerolls": 3},
    {"t": "turn_marker", "team": "home", "half": 1, "turn": 1, "free": False},
    {"t": "activate", "player": "1", "action": "block"},
    {"t": "block", "attacker": "1", "defender": "9", "st": [3, 3], "rolls": [5], "dice": ["defender_down"], "chooser": "home"},
    {"t": "roll", "why": "armour", "player": "9", "dice": [6, 5], "target": 9, "result": "broken"},
    {"t": "roll", "why": "casualty", "player": "9", "dice": [7], "die": "D16", "result": "dead"},
    {"t": "removed", "player": "9", "to": "casualty", "from": 13, "result": "dead"},
    {"t": "end_activation", "player": "1"},
    {"t": "activate", "player": "2", "action": "move"},
    {"t": "touchdown", "player": "2", "team": "home", "sq": 25},
    {"t": "turn", "team": "away", "number": 1, "rerolls": 3},
    {"t": "turn_marker", "team": "away", "half": 1, "turn": 1, "free": False},
    {"t": "removed", "player": "3", "to": "ko", "from": 40},
]


def names(pid):
    return f"#{pid}"


def player(current=0):
    return ReplayPlayer(EVENTS, split_steps(EVENTS), names, current, {"home": "Reavers", "away": "Orcs"})


def test_each_step_carries_its_score_half_turn_and_whose_turn():
    steps = player().steps
    assert [s["n"] for s in steps] == [0, 1, 2, 3, 4]
    assert (steps[0]["turn"], steps[0]["half"], steps[0]["team_name"]) == (None, 1, "")  # the kick-off, no turn yet
    assert (steps[1]["half"], steps[1]["turn"], steps[1]["team_name"], steps[1]["turn_start"]) == (1, 1, "Reavers", True)
    assert steps[2]["score"] == [0, 0] and steps[3]["score"] == [1, 0] and steps[4]["score"] == [1, 0]
    assert steps[4]["team_name"] == "Orcs" and steps[4]["turn_start"]
    assert [s["when"] for s in (steps[0], steps[4])] == ["half 1 · set-up", "half 1 · turn 1 · Orcs to play"]
    # The steps' lines leave out the engine's bookkeeping (end of an activation).
    assert not any("End activation" in line["text"] for s in steps for line in s["lines"])


def test_the_touchdown_and_the_casualty_are_moments_at_their_steps_and_a_ko_is_not():
    moments = player().moments
    assert [(m["kind"], m["n"], m["who"]) for m in moments] == [("casualty", 2, "#9"), ("touchdown", 3, "#2")]
    assert moments[0]["result"] == "dead" and moments[1]["when"] == "half 1 · turn 1 · Reavers to play"


def test_dice_show_their_type_and_face_for_rolls_and_blocks():
    assert dice(EVENTS[6]) == [{"die": "D6", "value": 6}, {"die": "D6", "value": 5}]  # unnamed dice are D6
    assert dice(EVENTS[7]) == [{"die": "D16", "value": 7}]
    assert dice(EVENTS[5]) == [{"die": "block", "value": "defender down"}]
    assert dice(EVENTS[4]) == []
    block_step = player().steps[2]
    assert [len(line["dice"]) for line in block_step["lines"] if line["roll"]] == [1, 2, 1]


def test_the_acting_player_is_the_one_whose_square_is_ringed():
    steps = split_steps(EVENTS)
    assert step_player(EVENTS, steps[2][0]) == "1" and step_player(EVENTS, steps[1][0]) is None


def test_the_player_is_built_only_when_a_page_reads_it():
    p = player(current=3)
    assert p._steps is None  # a board fragment never pays for the whole match
    assert p.now["n"] == 3 and p.now["current"] and p._steps is not None


def test_the_script_reads_its_labels_from_the_page():
    """No English in static/js/replay.js: the template's data-label-* attributes carry the translated labels."""
    js = (Path(settings.BASE_DIR) / "static" / "js" / "replay.js").read_text()
    assert 'label("play")' in js and 'label("pause")' in js
    assert not re.search(r'"(Play|Pause|Link copied)"', js)


@pytest.fixture
def simulated(db, django_capture_on_commit_callbacks):
    """A Dungeon Bowl fixture played by the engine from a fixed seed that ends in a touchdown."""
    _commish, s = season_with_schedule()
    fx = Fixture.objects.filter(season=s).first()
    with django_capture_on_commit_callbacks(execute=True):
        dungeon_simulation.simulate_fixture(fixture_id=fx.pk, seed="replay-3")
    events = SimulatedMatch.objects.get(fixture=fx).events
    steps = split_steps(events)
    tds = [i for i, (a, b) in enumerate(steps) if any(e["t"] == "touchdown" for e in events[a:b])]
    assert tds, "the seed replay-3 ended in a touchdown when this test was written"
    return fx, events, steps, tds[0]


def test_without_javascript_the_page_lists_every_step_with_its_dice(simulated):
    fx, events, steps, td = simulated
    page = Client().get(f"/matches/fixtures/{fx.pk}/replay/").content.decode()
    assert sorted(int(n) for n in re.findall(r'<li id="step-(\d+)"', page)) == list(range(len(steps)))
    rolls = sum(1 for e in events if e["t"] in ("roll", "block"))
    assert page.count('<span class="die"') == sum(len(dice(e)) for e in events) and rolls > 0
    assert f'href="?step={td}#replay" data-replay-goto="{td}"' in page  # the touchdown, to jump to
    assert "/static/js/replay.js" in page and "data-label-pause=" in page
    assert 'data-replay-controls hidden' in page  # the script shows the controls; without it they stay hidden
    assert page.count('aria-current="step"') == 1 and '<li id="step-0"' in page.split('aria-current="step"')[0][-400:]


def test_step_n_in_the_address_opens_the_page_at_that_step(simulated):
    fx, events, steps, td = simulated
    page = Client().get(f"/matches/fixtures/{fx.pk}/replay/?step={td}").content.decode()
    scorer = next(e for e in events if e["t"] == "touchdown")["team"]
    assert f'data-step="{td}" data-last="{len(steps) - 1}"' in page
    assert re.search(rf'<strong data-replay-score="{scorer}">1</strong>', page)  # the header follows the step
    assert re.search(rf'<li id="step-{td}"[^>]*aria-current="step"', page)
    assert f'href="?step={td}">' in page  # the share link names it
    # Out of range or not a number: the nearest step, never an error.
    assert 'data-step="0"' in Client().get(f"/matches/fixtures/{fx.pk}/replay/?step=abc").content.decode()
    assert f'data-step="{len(steps) - 1}"' in Client().get(f"/matches/fixtures/{fx.pk}/replay/?step=99999").content.decode()


def test_the_board_fragment_the_script_fetches_is_one_step_without_the_list(simulated):
    fx, _events, _steps, td = simulated
    frag = Client().get(f"/matches/fixtures/{fx.pk}/replay/?step={td}", HTTP_HX_REQUEST="true").content.decode()
    assert frag.startswith('<section id="replay"') and 'id="step-' not in frag
    assert frag.count('class="replay-active"') == 1  # the scorer's square, ringed


@pytest.mark.django_db
def test_the_finals_page_plays_its_replay_with_the_same_player(client, django_capture_on_commit_callbacks):
    from games.dungeon_bowl.final import services
    from league.models import Season
    from tests import schedule_factories as f

    commish = f.user()
    lg = f.league(commissioner=commish)
    f.season(lg, state=Season.State.OFF_SEASON)
    f.team(lg, coach=f.user())
    final = services.schedule_final(by=commish, league=lg)
    client.force_login(commish)
    client.post(f"/finals/{final.pk}/take/", {"side": "life"})
    client.post(f"/finals/{final.pk}/take/", {"side": "death"})
    with django_capture_on_commit_callbacks(execute=True):
        client.post(f"/finals/{final.pk}/play/")
    final = FinalMatch.objects.get(pk=final.pk)
    page = client.get(f"/finals/{final.pk}/?step=2").content.decode()
    assert 'id="replay-player"' in page and 'data-step="2"' in page and 'data-url="/finals/' in page
    assert page.count('<li id="step-') == len(split_steps(final.events))


@pytest.mark.django_db
def test_blood_bowl_2016_replays_show_half_and_turn_in_the_player(client):
    call_command("load_demo_bb2016")
    record = ClassicMatchRecord.objects.first()
    steps = split_steps(record.events)
    page = client.get(f"/bb2016/fixtures/{record.fixture_id}/replay/").content.decode()
    assert 'id="replay-player"' in page and page.count('<li id="step-') == len(steps)
    assert "half 1 · turn 1 ·" in page
    touchdowns = sum(1 for e in record.events if e["t"] == "touchdown")
    assert page.count('class="replay-moment touchdown"') == touchdowns
