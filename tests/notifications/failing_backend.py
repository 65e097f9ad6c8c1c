"""An email backend whose SMTP server is down (for the tests that a failing mail server breaks nothing)."""

from django.core.mail.backends.base import BaseEmailBackend


class DownBackend(BaseEmailBackend):
    def send_messages(self, messages):
        raise ConnectionRefusedError("SMTP server at 127.0.0.1:1 refused the connection")
