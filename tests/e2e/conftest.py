"""Browser tests: Debian's Chromium, headless, driven by Playwright (which downloads no browser here)."""

import os
import shutil

import pytest

CHROMIUM = os.environ.get("CHROMIUM_PATH") or shutil.which("chromium") or "/usr/bin/chromium"
# Chromium is started as on this machine's closed network: no background connections.
CHROMIUM_ARGS = [
    "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--disable-dev-shm-usage",
]


@pytest.fixture(scope="session")
def browser():
    if not os.path.exists(CHROMIUM):
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail("Chromium is required in CI (apt-get install -y chromium)")
        pytest.skip("Chromium is not installed (apt-get install -y chromium)")
    # Playwright's sync API runs an event loop in this thread; Django's ORM calls made by the
    # test itself are still synchronous, so allow them (the live server runs in its own thread).
    os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        yield browser
        browser.close()


@pytest.fixture
def page(browser, live_server):
    context = browser.new_context(viewport={"width": 390, "height": 844})  # a phone-sized window
    page = context.new_page()
    page.set_default_timeout(15_000)
    page.base_url = live_server.url
    yield page
    context.close()


@pytest.fixture
def login_in_browser(page):
    def login(username: str, password: str = "a-long-pass-phrase"):
        page.goto(page.base_url + "/accounts/login/")
        page.fill("input[name=username]", username)
        page.fill("input[name=password]", password)
        page.click("form.form button[type=submit]")
        page.wait_for_url(page.base_url + "/")

    return login
