"""Issue #23: failed sign-ins lock the account and the address (login page and API token endpoint), with a
clear message, even against the right password; the API throttles requests at the configured rates."""

import pytest
from django.urls import reverse

PASSWORD = "a-long-pass-phrase"


@pytest.fixture
def limits(settings):
    settings.LOGIN_FAILURES_PER_ACCOUNT = 5
    settings.LOGIN_FAILURES_PER_IP = 20
    settings.LOGIN_LOCKOUT_SECONDS = 900
    return settings


def login(client, username, password, ip="10.0.0.1"):
    return client.post(reverse("login"), {"username": username, "password": password}, REMOTE_ADDR=ip)


def token(client, username, password, ip="10.0.0.1"):
    return client.post(reverse("api-token"), {"username": username, "password": password}, REMOTE_ADDR=ip)


def test_the_login_page_locks_an_account_after_five_failures_even_for_the_right_password(client, make_user, limits):
    make_user("anna")
    for _ in range(5):
        assert login(client, "anna", "wrong").status_code == 200
    response = login(client, "anna", PASSWORD)
    assert response.status_code == 429 and response["Retry-After"] == "900"
    assert "Too many failed sign-ins" in response.content.decode()
    assert "_auth_user_id" not in client.session
    # Another account from another address is not affected.
    make_user("bruno")
    assert login(client, "bruno", PASSWORD, ip="10.0.0.2").status_code == 302


def test_a_success_before_the_limit_clears_the_account_count(client, make_user, limits):
    make_user("anna")
    for _ in range(4):
        login(client, "anna", "wrong")
    assert login(client, "anna", PASSWORD).status_code == 302
    client.logout()
    for _ in range(4):
        login(client, "anna", "wrong")
    assert login(client, "anna", PASSWORD).status_code == 302


def test_one_address_trying_many_accounts_is_locked(client, make_user, limits):
    make_user("anna")
    for n in range(20):
        login(client, f"guess{n}", "wrong", ip="10.9.9.9")
    assert login(client, "anna", PASSWORD, ip="10.9.9.9").status_code == 429
    assert login(client, "anna", PASSWORD, ip="10.0.0.7").status_code == 302


def test_the_api_token_endpoint_locks_with_429_and_a_message(client, make_user, limits):
    make_user("anna")
    for _ in range(5):
        assert token(client, "anna", "wrong").status_code == 400
    response = token(client, "anna", PASSWORD)
    assert response.status_code == 429 and "Too many failed sign-ins" in response.content.decode()
    assert int(response["Retry-After"]) > 0
    # The page and the API share the count: the page is locked too.
    assert login(client, "anna", PASSWORD).status_code == 429


def test_the_right_password_gets_a_token_when_not_locked(client, make_user, limits):
    make_user("anna")
    assert token(client, "anna", "wrong").status_code == 400
    response = token(client, "anna", PASSWORD)
    assert response.status_code == 200 and response.json()["token"]


def test_the_api_throttles_anonymous_requests_at_the_configured_rate(client, settings, db):
    settings.API_THROTTLE_RATES = {"anon": "3/minute", "user": None}
    statuses = [client.get("/api/leagues/", REMOTE_ADDR="10.1.1.1").status_code for _ in range(4)]
    assert statuses == [200, 200, 200, 429]
    assert client.get("/api/leagues/", REMOTE_ADDR="10.1.1.2").status_code == 200


def test_the_api_throttles_a_user_at_the_configured_rate(client, make_user, settings):
    settings.API_THROTTLE_RATES = {"anon": None, "user": "2/minute"}
    client.force_login(make_user("anna"))
    statuses = [client.get("/api/leagues/").status_code for _ in range(3)]
    assert statuses == [200, 200, 429]


def test_behind_a_proxy_the_clients_address_is_counted_not_the_proxys(client, make_user, limits):
    limits.CLIENT_IP_HEADER = "HTTP_X_REAL_IP"
    make_user("anna")
    for n in range(20):
        client.post(reverse("login"), {"username": f"guess{n}", "password": "x"}, REMOTE_ADDR="10.0.0.254",
                    HTTP_X_REAL_IP="203.0.113.9")
    locked = client.post(reverse("login"), {"username": "anna", "password": PASSWORD}, REMOTE_ADDR="10.0.0.254",
                         HTTP_X_REAL_IP="203.0.113.9")
    assert locked.status_code == 429
    other = client.post(reverse("login"), {"username": "anna", "password": PASSWORD}, REMOTE_ADDR="10.0.0.254",
                        HTTP_X_REAL_IP="198.51.100.4")
    assert other.status_code == 302  # same proxy, another client: not locked
