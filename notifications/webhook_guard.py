"""Where a league's webhook may post (SSRF filter): a public HTTPS address, checked when the commissioner
saves it and again at every send.

A commissioner types the URL, and Dugout's worker posts to it from inside the operator's network, so an
unchecked URL would let anyone who runs a league probe or hit internal services (a database admin on
127.0.0.1, the cloud metadata service at 169.254.169.254, a router on 192.168.0.1). The rules:

1. https only; http:// only where NOTIFICATIONS_WEBHOOK_ALLOW_HTTP is on (DEBUG, tests);
2. no user name or password in the URL;
3. every address the host resolves to is public: not loopback, private, link-local (the metadata
   address among them), multicast, reserved, unspecified or shared (CGNAT); IPv6 alike, and IPv4 addresses
   wrapped in IPv6 (::ffff:a.b.c.d, 6to4, Teredo) are judged by the IPv4 address inside;
4. at send time the host is resolved again, checked again, and the connection goes to the address just
   checked (never resolved a second time), so a DNS answer that changes after the check (DNS rebinding)
   cannot steer the post inside; TLS still verifies the certificate against the host's name;
5. redirects are not followed (a 3xx answer is a failed delivery).

NOTIFICATIONS_ALLOW_PRIVATE_WEBHOOKS turns rule 3 off, for the tests' local receiver and a developer's
machine; it is off in production (and `manage.py check --deploy` warns when it is on with DEBUG off).
"""

from __future__ import annotations

import http.client
import ipaddress
import socket
import ssl
from dataclasses import dataclass
from urllib.parse import urlsplit

from django.conf import settings
from django.core.exceptions import ValidationError
from django.utils.translation import gettext as _

Address = ipaddress.IPv4Address | ipaddress.IPv6Address

# Cloud instance metadata (AWS, GCP, Azure, OpenStack; AWS's IPv6 one): named in the error, being the usual target.
METADATA = {ipaddress.ip_address("169.254.169.254"), ipaddress.ip_address("fd00:ec2::254")}


class WebhookRefused(Exception):
    """A webhook address that breaks a rule at send time: not retried (the address, not the network, is wrong)."""


def resolve(host: str, port: int) -> list[Address]:
    """Every address the host resolves to (the seam the tests force)."""
    infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    return list(dict.fromkeys(ipaddress.ip_address(info[4][0].split("%")[0]) for info in infos))


def refusal(ip: Address) -> str | None:
    """Why a webhook may not post to this address (None: a public address)."""
    if ip.version == 6:
        inner = ip.ipv4_mapped or ip.sixtofour or (ip.teredo[1] if ip.teredo else None)
        if inner is not None:
            return refusal(inner)
    if ip in METADATA:
        return _("the cloud metadata address")
    if ip.is_loopback:
        return _("a loopback address")
    if ip.is_link_local:
        return _("a link-local address")
    if ip.is_multicast:
        return _("a multicast address")
    if ip.is_unspecified or ip.is_reserved:
        return _("a reserved address")
    if ip.is_private:
        return _("a private-network address")
    if not ip.is_global:
        return _("not a public internet address")
    return None


@dataclass(frozen=True)
class Target:
    scheme: str
    host: str
    port: int
    path: str
    addresses: tuple[Address, ...]


def check(url: str) -> Target:
    """The URL's parts and the checked addresses to connect to; a ValidationError naming the rule broken."""
    parts = urlsplit(url.strip())
    schemes = ("https", "http") if settings.NOTIFICATIONS_WEBHOOK_ALLOW_HTTP else ("https",)
    if parts.scheme not in schemes:
        raise ValidationError(_("A webhook address must start with https:// (plain http:// only in development)."))
    if parts.username or parts.password:
        raise ValidationError(_("A webhook address must not carry a user name or password."))
    host = parts.hostname
    try:
        port = parts.port or (443 if parts.scheme == "https" else 80)
    except ValueError:
        raise ValidationError(_("The webhook address has a port that is not a number from 1 to 65535.")) from None
    if not host:
        raise ValidationError(_("A webhook address needs a host name."))
    try:
        addresses = [ipaddress.ip_address(host)]
    except ValueError:
        try:
            addresses = resolve(host, port)
        except (OSError, UnicodeError):
            addresses = []
    if not addresses:
        raise ValidationError(_("The webhook's host %(host)s does not resolve to any address.") % {"host": host})
    if not settings.NOTIFICATIONS_ALLOW_PRIVATE_WEBHOOKS:
        for ip in addresses:
            reason = refusal(ip)
            if reason:
                raise ValidationError(
                    _("A webhook must post to a public internet address: %(host)s is %(ip)s, %(reason)s.")
                    % {"host": host, "ip": f"{ip} ({ip.ipv4_mapped})" if getattr(ip, "ipv4_mapped", None) else ip,
                       "reason": reason})
    path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
    return Target(parts.scheme, host, port, path, tuple(addresses))


class PinnedHTTPConnection(http.client.HTTPConnection):
    """HTTP to one checked address; the Host header keeps the URL's host name."""

    def __init__(self, host, port, *, address: Address, **kwargs):
        super().__init__(host, port, **kwargs)
        self.address = address

    def connect(self):
        self.sock = socket.create_connection((str(self.address), self.port), self.timeout)


def tls_context() -> ssl.SSLContext:
    """The system's trusted CAs, certificate and host name checked (the seam a test's own CA replaces)."""
    return ssl.create_default_context()


class PinnedHTTPSConnection(http.client.HTTPSConnection):
    """HTTPS to one checked address; SNI and certificate checked against the URL's host name."""

    def __init__(self, host, port, *, address: Address, **kwargs):
        super().__init__(host, port, context=tls_context(), **kwargs)
        self.address = address

    def connect(self):
        sock = socket.create_connection((str(self.address), self.port), self.timeout)
        self.sock = self._context.wrap_socket(sock, server_hostname=self.host)


def post(url: str, body: bytes, headers: dict[str, str], *, timeout: float) -> int:
    """POST once to a URL checked now, connecting to the checked address; returns the HTTP status.
    Raises WebhookRefused (a rule is broken) or OSError / http.client errors (the network failed)."""
    try:
        target = check(url)
    except ValidationError as exc:
        raise WebhookRefused(" ".join(exc.messages)) from None
    kind = PinnedHTTPSConnection if target.scheme == "https" else PinnedHTTPConnection
    last_error: OSError | None = None
    for address in target.addresses:  # each checked address in turn, as a browser would; never a new lookup
        connection = kind(target.host, target.port, address=address, timeout=timeout)
        try:
            connection.request("POST", target.path, body=body, headers=headers)
            answer = connection.getresponse()
            answer.read(1024)
            return answer.status
        except ConnectionRefusedError as exc:  # nothing was sent: the next checked address may answer
            last_error = exc
        finally:
            connection.close()
    raise last_error or OSError("no address answered")
