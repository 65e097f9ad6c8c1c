"""The SSRF filter on a league's webhooks (notifications/webhook_guard.py): https only, public addresses only,
checked when the commissioner saves the webhook (a form error naming the rule, nothing saved) and again at every
send, connecting to the address just checked (DNS rebinding), never following a redirect. The resolver is
forced (tests/notifications/conftest.py `dns`); NOTIFICATIONS_ALLOW_PRIVATE_WEBHOOKS is off here."""

import ipaddress
import shutil
import ssl
import subprocess

import pytest
from django.core.exceptions import ValidationError

from notifications import services, webhook_guard
from notifications.models import Delivery, Kind, Webhook

pytestmark = pytest.mark.django_db


@pytest.fixture
def production(settings):
    settings.NOTIFICATIONS_ALLOW_PRIVATE_WEBHOOKS = False
    settings.NOTIFICATIONS_WEBHOOK_ALLOW_HTTP = False
    return settings


REFUSED = [
    ("127.0.0.1", "loopback"), ("127.8.9.10", "loopback"), ("::1", "loopback"),
    ("10.0.0.5", "private-network"), ("172.16.3.4", "private-network"), ("192.168.1.1", "private-network"),
    ("fc00::1", "private-network"), ("fd00:ec2::254", "cloud metadata"),
    ("169.254.169.254", "cloud metadata"), ("169.254.10.1", "link-local"), ("fe80::1", "link-local"),
    ("224.0.0.1", "multicast"), ("ff02::1", "multicast"),
    ("0.0.0.0", "reserved"), ("240.0.0.1", "reserved"), ("::", "reserved"),
    ("100.64.0.1", "not a public"),  # shared address space (carrier-grade NAT)
    ("::ffff:127.0.0.1", "loopback"), ("::ffff:169.254.169.254", "cloud metadata"),  # IPv4 inside IPv6
    ("2002:a00:1::", "private-network"),  # 6to4 wrapping 10.0.0.1
]


@pytest.mark.parametrize("address,rule", REFUSED)
def test_a_host_resolving_to_an_inside_address_is_refused_naming_the_rule(production, dns, address, rule):
    dns.answers["hooks.example.org"] = [address]
    with pytest.raises(ValidationError) as caught:
        webhook_guard.check("https://hooks.example.org/dugout")
    message = " ".join(caught.value.messages)
    assert "public internet address" in message and rule in message and str(ipaddress.ip_address(address)) in message


@pytest.mark.parametrize("address", ["127.0.0.1", "[::1]", "169.254.169.254", "[::ffff:10.0.0.1]"])
def test_a_literal_inside_address_is_refused_without_a_lookup(production, dns, address):
    with pytest.raises(ValidationError):
        webhook_guard.check(f"https://{address}/hook")
    assert dns.asked == []


def test_one_inside_address_among_public_ones_is_enough_to_refuse(production, dns):
    dns.answers["hooks.example.org"] = ["93.184.215.14", "10.1.2.3"]
    with pytest.raises(ValidationError, match="10.1.2.3"):
        webhook_guard.check("https://hooks.example.org/")


def test_a_public_https_address_passes_with_its_checked_addresses(production, dns):
    dns.answers["hooks.example.org"] = ["93.184.215.14", "2606:2800:21f:cb07:6820:80da:af6b:8b2c"]
    target = webhook_guard.check("https://hooks.example.org:8443/in?x=1")
    assert (target.host, target.port, target.path) == ("hooks.example.org", 8443, "/in?x=1")
    assert target.addresses == (ipaddress.ip_address("93.184.215.14"),
                                ipaddress.ip_address("2606:2800:21f:cb07:6820:80da:af6b:8b2c"))


@pytest.mark.parametrize("url,words", [
    ("http://hooks.example.org/", "https://"), ("ftp://hooks.example.org/", "https://"),
    ("https://user:pw@hooks.example.org/", "user name or password"),
    ("https://nowhere.example.org/", "does not resolve"),
    ("https://hooks.example.org:99999/", "port"),
])
def test_other_rules(production, url, words):
    with pytest.raises(ValidationError, match=words):
        webhook_guard.check(url)


def test_plain_http_is_allowed_only_where_the_setting_says(production, dns):
    production.NOTIFICATIONS_WEBHOOK_ALLOW_HTTP = True
    assert webhook_guard.check("http://hooks.example.org/").port == 80


def test_the_commissioners_form_refuses_an_inside_address_naming_the_rule_and_saves_nothing(
        client, production, dns, blitz_game):
    commissioner, league, *_ = blitz_game
    client.force_login(commissioner)
    dns.answers["internal.example.org"] = ["169.254.169.254"]
    page = client.post(f"/leagues/{league.pk}/webhooks/", {"url": "https://internal.example.org/latest/meta-data",
                                                           "style": "generic"}, follow=True).content.decode()
    assert "must post to a public internet address" in page and "cloud metadata address" in page
    page = client.post(f"/leagues/{league.pk}/webhooks/", {"url": "http://hooks.example.org/", "style": "generic"},
                       follow=True).content.decode()
    assert "must start with https://" in page
    assert not Webhook.objects.exists()
    client.post(f"/leagues/{league.pk}/webhooks/", {"url": "https://hooks.example.org/in", "style": "generic"})
    assert Webhook.objects.get().url == "https://hooks.example.org/in"


def test_dns_rebinding_a_host_that_turns_inside_after_the_save_is_refused_at_send_and_nothing_is_posted(
        production, dns, blitz_game, receiver, django_capture_on_commit_callbacks):
    """Public when saved, 127.0.0.1 (where the receiver listens) when sent: the send-time check refuses it,
    and a refused address is not retried (the address, not the network, is wrong)."""
    _, league, *_ = blitz_game
    production.NOTIFICATIONS_WEBHOOK_ALLOW_HTTP = True
    port = receiver.server.server_port
    hook = Webhook.objects.create(league=league, url=f"http://rebind.example.org:{port}/hook", style="generic")
    dns.answers["rebind.example.org"] = ["93.184.215.14"]
    webhook_guard.check(hook.url)  # what the save saw
    dns.answers["rebind.example.org"] = ["127.0.0.1"]
    with django_capture_on_commit_callbacks(execute=True):
        services.notify(kind=Kind.SEASON, text="Season 1 moved on", league=league)
    row = Delivery.objects.get(webhook=hook)
    assert row.status == Delivery.Status.GAVE_UP and "loopback" in row.last_error
    assert receiver.requests == []


def test_the_post_goes_to_the_address_just_checked_not_a_second_lookup(
        dns, blitz_game, receiver, django_capture_on_commit_callbacks):
    """The name resolves (once, in the send-time check) to the receiver's 127.0.0.1 (private allowed here, as in
    the tests' settings); the machine's own DNS knows no such name, so the post can only have used the checked
    address; the Host header keeps the name."""
    _, league, *_ = blitz_game
    port = receiver.server.server_port
    dns.answers["pinned.example.org"] = ["127.0.0.1"]
    hook = Webhook.objects.create(league=league, url=f"http://pinned.example.org:{port}/hook", style="generic")
    with django_capture_on_commit_callbacks(execute=True):
        services.notify(kind=Kind.SEASON, text="Season 1 moved on", league=league)
    assert Delivery.objects.get(webhook=hook).status == Delivery.Status.SENT
    [post] = receiver.requests
    assert post["headers"]["Host"] == f"pinned.example.org:{port}" and dns.asked == ["pinned.example.org"]


def test_a_redirect_is_not_followed(blitz_game, receiver, django_capture_on_commit_callbacks):
    _, league, *_ = blitz_game
    receiver.redirect_to = "http://169.254.169.254/latest/meta-data/"
    hook = Webhook.objects.create(league=league, url=receiver.url, style="generic")
    with django_capture_on_commit_callbacks(execute=True):
        services.notify(kind=Kind.SEASON, text="Season 1 moved on", league=league)
    row = Delivery.objects.get(webhook=hook)
    assert row.status == Delivery.Status.FAILED and "redirects are not followed" in row.last_error
    assert receiver.redirected == 1 and receiver.requests == []


def test_check_deploy_warns_when_the_filter_is_off(settings):
    from notifications.apps import private_webhooks_in_production

    settings.NOTIFICATIONS_ALLOW_PRIVATE_WEBHOOKS, settings.NOTIFICATIONS_WEBHOOK_ALLOW_HTTP = True, False
    assert [w.id for w in private_webhooks_in_production(None)] == ["notifications.W001"]
    settings.NOTIFICATIONS_ALLOW_PRIVATE_WEBHOOKS = False
    assert private_webhooks_in_production(None) == []


@pytest.fixture
def tls_receiver(tmp_path, receiver, monkeypatch):
    """The local receiver behind TLS with a certificate for hooks.example.org, and a client trusting it."""
    if not shutil.which("openssl"):
        pytest.skip("openssl is not installed")
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", str(key), "-out", str(cert),
                    "-days", "1", "-subj", "/CN=hooks.example.org", "-addext", "subjectAltName=DNS:hooks.example.org"],
                   check=True, capture_output=True, timeout=60)
    server_side = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    server_side.load_cert_chain(cert, key)
    receiver.server.socket = server_side.wrap_socket(receiver.server.socket, server_side=True)
    monkeypatch.setattr(webhook_guard, "tls_context", lambda: ssl.create_default_context(cafile=str(cert)))
    return receiver


def test_https_connects_to_the_checked_address_and_still_verifies_the_hosts_certificate(
        production, dns, blitz_game, tls_receiver, django_capture_on_commit_callbacks):
    """hooks.example.org resolves (forced) to 127.0.0.1, allowed here: the post goes to that address, with SNI
    and the certificate checked for the name; a name the certificate does not carry fails the delivery."""
    production.NOTIFICATIONS_ALLOW_PRIVATE_WEBHOOKS = True
    _, league, *_ = blitz_game
    port = tls_receiver.server.server_port
    dns.answers["hooks.example.org"] = ["127.0.0.1"]
    dns.answers["other.example.org"] = ["127.0.0.1"]
    good = Webhook.objects.create(league=league, url=f"https://hooks.example.org:{port}/hook", style="generic")
    bad = Webhook.objects.create(league=league, url=f"https://other.example.org:{port}/hook", style="generic")
    with django_capture_on_commit_callbacks(execute=True):
        services.notify(kind=Kind.SEASON, text="Season 1 moved on", league=league)
    assert Delivery.objects.get(webhook=good).status == Delivery.Status.SENT
    [post] = tls_receiver.requests
    assert post["headers"]["Host"] == f"hooks.example.org:{port}"
    failed = Delivery.objects.get(webhook=bad)
    assert failed.status == Delivery.Status.FAILED and "certificate" in failed.last_error.lower()
