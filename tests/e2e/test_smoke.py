"""Issue 2: the site works in a real (phone-sized) headless browser, offline, with HTMX loaded."""

import pytest

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_home_page_loads_htmx_from_our_static_files(page, make_user, login_in_browser):
    make_user("browser-coach")
    failed = []
    page.on("requestfailed", lambda req: failed.append(req.url))
    login_in_browser("browser-coach")
    assert page.evaluate("typeof window.htmx") == "object"
    assert "Leagues" in page.inner_text("h1")
    assert failed == []
