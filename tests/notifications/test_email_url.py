"""EMAIL_URL: Django's email settings from one variable; a malformed value names itself (README Configuration)."""

import pytest
from django.core.exceptions import ImproperlyConfigured

from dugout.env import read_email_url


def test_unset_prints_mails_to_the_log():
    assert read_email_url({}) == {"EMAIL_BACKEND": "django.core.mail.backends.console.EmailBackend"}


def test_smtp_with_starttls_user_and_password():
    s = read_email_url({"EMAIL_URL": "smtp+tls://mailer%40example.org:p%3Ass@mail.example.org"})
    assert s["EMAIL_BACKEND"] == "django.core.mail.backends.smtp.EmailBackend"
    assert (s["EMAIL_HOST"], s["EMAIL_PORT"], s["EMAIL_USE_TLS"], s["EMAIL_USE_SSL"]) == ("mail.example.org", 587, True, False)
    assert (s["EMAIL_HOST_USER"], s["EMAIL_HOST_PASSWORD"]) == ("mailer@example.org", "p:ss")


def test_smtp_ssl_and_plain_ports():
    assert read_email_url({"EMAIL_URL": "smtps://mail.example.org"})["EMAIL_PORT"] == 465
    plain = read_email_url({"EMAIL_URL": "smtp://127.0.0.1:2525"})
    assert (plain["EMAIL_PORT"], plain["EMAIL_USE_TLS"]) == (2525, False)


@pytest.mark.parametrize("raw, words", [
    ("mail.example.org", "must start with one of"),
    ("http://mail.example.org", "must start with one of"),
    ("smtp://", "names no mail server host"),
    ("smtp://host:notaport", "EMAIL_URL is malformed"),
    ("smtp+ssl://host?tls=yes", "both STARTTLS and SSL"),
])
def test_a_malformed_value_says_what_to_fix(raw, words):
    with pytest.raises(ImproperlyConfigured, match=words):
        read_email_url({"EMAIL_URL": raw})
