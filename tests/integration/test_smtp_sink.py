"""One notification through a real SMTP conversation: Django's SMTP backend, configured from EMAIL_URL,
talks to an aiosmtpd server on 127.0.0.1 (issue 19); a server that goes away is logged and retried."""

import contextlib
import logging
import socket

import pytest
from aiosmtpd.controller import Controller
from aiosmtpd.handlers import Sink
from celery.exceptions import Retry

from dugout.env import read_email_url
from matches.models import ResultReport
from notifications import services
from notifications.models import Delivery
from notifications.tasks import deliver
from tests.league.blitz_helpers import report, side
from tests.notifications.conftest import blitz_game  # noqa: F401, F811  (the game, with email addresses)

pytestmark = [pytest.mark.integration, pytest.mark.django_db]


class Keep(Sink):
    def __init__(self):
        self.envelopes = []

    async def handle_DATA(self, server, session, envelope):
        self.envelopes.append(envelope)
        return "250 OK"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextlib.contextmanager
def serving(handler, port: int):
    """An aiosmtpd server on 127.0.0.1:`port` for the block. Its thread logs the end of each conversation at INFO
    ("mail.log"); a handler set up on a stream pytest has since closed turned that line into a "Logging error" trace
    in the run's output, so the server's log is kept to warnings while it serves."""
    server_log = logging.getLogger("mail.log")
    level = server_log.level
    server_log.setLevel(logging.WARNING)
    controller = Controller(handler, hostname="127.0.0.1", port=port)
    controller.start()
    try:
        yield controller
    finally:
        controller.stop()
        server_log.setLevel(level)


@pytest.fixture
def smtp_sink():
    handler = Keep()
    with serving(handler, free_port()) as controller:
        yield controller, handler


def test_a_report_is_mailed_through_a_real_smtp_server_once(smtp_sink, settings, blitz_game,  # noqa: F811
                                                            django_capture_on_commit_callbacks):
    controller, handler = smtp_sink
    for name, value in read_email_url({"EMAIL_URL": f"smtp://127.0.0.1:{controller.port}"}).items():
        setattr(settings, name, value)
    settings.DEFAULT_FROM_EMAIL = "dugout@example.org"
    _, _, users, _, game = blitz_game
    with django_capture_on_commit_callbacks(execute=True):
        report(by=users[0], game=game, ending="end_of_deck", home=side(touchdowns=1), away=side())
    [envelope] = handler.envelopes
    assert envelope.rcpt_tos == ["person2@example.org"] and envelope.mail_from == "dugout@example.org"
    assert b"confirm or dispute" in envelope.content
    delivery = Delivery.objects.get()
    assert deliver.apply(args=[delivery.pk]).get() is False  # a retry sends nothing more
    assert len(handler.envelopes) == 1


def test_a_mail_server_that_is_down_is_logged_and_retried_later(settings, blitz_game,  # noqa: F811
                                                                 django_capture_on_commit_callbacks):
    port = free_port()  # nothing listens there yet
    for name, value in read_email_url({"EMAIL_URL": f"smtp://127.0.0.1:{port}"}).items():
        setattr(settings, name, value)
    _, _, users, _, game = blitz_game
    with django_capture_on_commit_callbacks(execute=True):
        report(by=users[0], game=game, ending="end_of_deck", home=side(touchdowns=1), away=side())
    assert ResultReport.objects.filter(fixture=game).exists()
    delivery = Delivery.objects.get()
    assert delivery.status == "failed" and delivery.last_error
    handler = Keep()
    with serving(handler, port), contextlib.suppress(Retry, services.DeliveryFailed):
        # the server is up: the worker's next retry sends it
        assert deliver.apply(args=[delivery.pk], retries=1).get() is True
    assert len(handler.envelopes) == 1 and Delivery.objects.get().status == "sent"
