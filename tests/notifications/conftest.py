"""A local webhook receiver (http.server on 127.0.0.1 in a thread) and a Blitz Bowl game to report."""

import ipaddress
import json
import socket
import threading
from http.server import BaseHTTPRequestHandler, HTTPServer

import pytest

from games.blitz_bowl import services as blitz
from notifications import webhook_guard
from notifications.models import Webhook
from tests.league.blitz_helpers import make_blitz_league


class Receiver:
    def __init__(self):
        self.requests: list[dict] = []
        self.fail_next = 0  # answer 500 this many times
        self.redirect_to = ""  # answer every post with a redirect there
        self.redirected = 0
        self.server = HTTPServer(("127.0.0.1", 0), self._handler())
        self.url = f"http://127.0.0.1:{self.server.server_port}/hook"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def _handler(self):
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
                if receiver.redirect_to:
                    receiver.redirected += 1
                    self.send_response(302)
                    self.send_header("Location", receiver.redirect_to)
                    self.end_headers()
                    return
                if receiver.fail_next:
                    receiver.fail_next -= 1
                    self.send_response(500)
                    self.end_headers()
                    return
                receiver.requests.append({"path": self.path, "headers": dict(self.headers), "raw": body,
                                          "json": json.loads(body)})
                self.send_response(204)
                self.end_headers()

            def log_message(self, *args):
                pass

        return Handler

    def texts(self) -> list[str]:
        return [r["json"].get("text") or r["json"].get("content") for r in self.requests]


@pytest.fixture
def receiver():
    r = Receiver()
    r.thread.start()
    yield r
    r.server.shutdown()
    r.server.server_close()


@pytest.fixture
def blitz_game(make_user):
    """A commissioner, three coaches with email addresses, and a game between the first two."""
    commissioner, league, users, teams = make_blitz_league(make_user, 3)
    for i, user in enumerate([commissioner, *users]):
        user.email = f"person{i}@example.org"
        user.save(update_fields=["email"])
    game = blitz.arrange_game(by=users[0], league=league, home=teams[0], away=teams[1])
    return commissioner, league, users, teams, game


@pytest.fixture
def hooks(blitz_game, receiver):
    """The league's two webhooks, generic (signed) and Discord, both posting to the local receiver."""
    league = blitz_game[1]
    return (Webhook.objects.create(league=league, url=receiver.url, style=Webhook.Style.GENERIC),
            Webhook.objects.create(league=league, url=receiver.url + "/discord", style=Webhook.Style.DISCORD))


class ForcedDNS:
    """The webhook guard's resolver, forced: the machine has no DNS, and the SSRF tests choose the answers."""

    def __init__(self):
        self.answers: dict[str, list[str]] = {"example.org": ["93.184.215.14"], "hooks.example.org": ["93.184.215.14"]}
        self.asked: list[str] = []

    def __call__(self, host: str, port: int):
        self.asked.append(host)
        if host not in self.answers:
            raise socket.gaierror(socket.EAI_NONAME, "Name or service not known")
        return [ipaddress.ip_address(a) for a in self.answers[host]]


@pytest.fixture(autouse=True)
def dns(monkeypatch):
    forced = ForcedDNS()
    monkeypatch.setattr(webhook_guard, "resolve", forced)
    return forced
