"""On a phone, a coach taps a skill's name in the post-match advancement table and reads what it does, in
Hungarian: the link leads to the page's "Skills on this page" list (games/dungeon_bowl/templatetags/skill_texts.py)."""

import pytest

from league.models import Player
from tests import postmatch_factories as pf

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_tapping_a_skill_shows_its_text_on_a_phone(page, make_user, login_in_browser):
    coach = make_user("skill-coach")
    fx, _ = pf.played_for(coach)
    player = pf.numbered(fx.home, 4)
    Player.objects.filter(pk=player.pk).update(spp=40)
    page.context.set_extra_http_headers({"Accept-Language": "hu"})
    login_in_browser("skill-coach")

    page.goto(f"{page.base_url}/postmatch/{fx.pk}/{fx.home.pk}/")
    page.click(f"#player-{player.pk} >> a[href='#skill-block']")
    page.wait_for_url("**#skill-block")
    entry = page.locator("#skill-block")
    assert entry.is_visible() and entry.inner_text().startswith("Blokk")
    text = page.locator("#skill-block + dd").inner_text()
    assert text.startswith("Ha blokkban „mindkettő elesik” eredményt alkalmaznak")
    top = entry.bounding_box()["y"]
    assert 0 <= top < 844  # scrolled into the phone's window
    page.screenshot(path="/tmp/skt/phone-skill.png")
