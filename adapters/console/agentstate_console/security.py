"""What keeps the console safe to open: access tokens, CSRF tokens, headers, visible text.

- **Who may connect.** Bound to a loopback address, the console needs no token, but it
  answers only requests whose ``Host`` is a loopback name (a page on another site cannot
  reach it through DNS rebinding). Any other bind requires a token (`TokenGate`): a request
  carries it as ``Authorization: Bearer <token>``, or opens ``/?token=<token>`` once, which
  sets an HttpOnly, SameSite=Strict cookie and redirects to the same page without the token.
  An application embedding the console may instead (or as well) pass an `Authenticate` hook
  (`AuthenticationGate`): it names each request's person, and that name, not a typed one, is
  recorded with their decisions.
- **State changes** are POST only, and each carries a CSRF token: the HMAC, under a secret
  made when the app starts, of a random value held in a SameSite=Strict cookie. A request
  from another origin (its ``Origin`` header names another host) is refused too.
- **Every response** forbids scripts, styles and frames from anywhere but the console itself
  (``Content-Security-Policy``), so even text that escaped escaping could run no script.
- **Stored text** is hostile input: templates escape it (Jinja2 autoescape), and `visible`
  writes control characters and bidirectional overrides as visible escapes first.
"""

from __future__ import annotations

import hashlib
import hmac
import ipaddress
import re
import secrets
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any, Final
from urllib.parse import urlencode

import attrs
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import PlainTextResponse, RedirectResponse, Response

__all__ = [
    "CSRF_COOKIE",
    "CSRF_FIELD",
    "PERSON",
    "TOKEN_COOKIE",
    "Authenticate",
    "AuthenticationGate",
    "CsrfSigner",
    "SecurityHeaders",
    "TokenGate",
    "is_loopback",
    "same_token",
    "visible",
]

CSRF_COOKIE: Final = "agentstate_console_csrf"
"""The cookie holding the browser's random CSRF value."""
CSRF_FIELD: Final = "csrf"
"""The form field carrying the CSRF token."""
TOKEN_COOKIE: Final = "agentstate_console_token"  # noqa: S105 - a cookie name, no secret
"""The cookie holding the access token once a browser has presented it."""

HEADERS: Final[tuple[tuple[bytes, bytes], ...]] = (
    (
        b"content-security-policy",
        b"default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        b"connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    ),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
    (b"x-frame-options", b"DENY"),
    (b"cache-control", b"no-store"),
)
"""Sent with every response."""

_INVISIBLE: Final = re.compile(
    "[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]"
)
"""Control characters (tab and newline excepted), zero-width and bidirectional controls."""


def visible(text: str) -> str:
    r"""`text` with every control, zero-width and bidi character written as an escape.

    A tab and a newline stay (the pages show them as whitespace); ESC becomes the four
    characters ``\x1b``, U+202E becomes ``\u202e``. Escaping for HTML comes after, in the
    template.
    """
    return _INVISIBLE.sub(_escape_one, text)


def _escape_one(match: re.Match[str]) -> str:
    code = ord(match[0])
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def is_loopback(host: str) -> bool:
    """Whether `host` (an address or ``localhost``) names this machine only."""
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def same_token(given: str | None, expected: str) -> bool:
    """Whether `given` is `expected`, compared in constant time."""
    return given is not None and hmac.compare_digest(given.encode(), expected.encode())


@attrs.frozen
class CsrfSigner:
    """Makes and checks CSRF tokens: the HMAC of a browser's cookie value under a secret."""

    secret: bytes = attrs.field(factory=lambda: secrets.token_bytes(32))
    """Made when the app starts: tokens of an earlier run are refused."""

    @staticmethod
    def new_nonce() -> str:
        """A fresh random value for a browser's CSRF cookie."""
        return secrets.token_urlsafe(32)

    def token(self, nonce: str) -> str:
        """The token forms carry for a browser whose cookie holds `nonce`."""
        return hmac.new(self.secret, nonce.encode(), hashlib.sha256).hexdigest()

    def check(self, nonce: str | None, token: str | None) -> bool:
        """Whether `token` was made for `nonce` (both present)."""
        if not nonce or not token:
            return False
        return hmac.compare_digest(self.token(nonce), token)


_Scope = MutableMapping[str, Any]
_Message = MutableMapping[str, Any]
_Receive = Callable[[], Awaitable[_Message]]
_Send = Callable[[_Message], Awaitable[None]]
_App = Callable[[_Scope, _Receive, _Send], Awaitable[None]]


class SecurityHeaders:
    """ASGI middleware adding `HEADERS` to every HTTP response."""

    def __init__(self, app: _App) -> None:
        self.app = app

    async def __call__(self, scope: _Scope, receive: _Receive, send: _Send) -> None:
        """Pass the request on; add the headers to the response's start."""
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def send_with_headers(message: _Message) -> None:
            if message["type"] == "http.response.start":
                names = {name.lower() for name, _ in message.get("headers", [])}
                extra = [(name, value) for name, value in HEADERS if name not in names]
                message["headers"] = [*message.get("headers", []), *extra]
            await send(message)

        await self.app(scope, receive, send_with_headers)


Authenticate = Callable[[Request], str | None]
"""Names the person making a request (their name is recorded with their decisions), or None
to refuse it. Called for every request, in a worker thread."""

PERSON: Final = "agentstate_console.person"
"""The ASGI scope key holding the name `AuthenticationGate` found for a request."""


def _refuse(message: str) -> Response:
    return PlainTextResponse(message, status_code=401)


class TokenGate:
    """ASGI middleware: only requests carrying the token get through.

    The token comes as ``Authorization: Bearer <token>``, or in the cookie a browser gets by
    opening any page with ``?token=<token>`` once (then redirected without it).
    """

    def __init__(self, app: _App, *, token: str) -> None:
        self.app = app
        self.token = token

    async def __call__(self, scope: _Scope, receive: _Receive, send: _Send) -> None:
        """Pass a request carrying the token on; refuse any other (401)."""
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        request = Request(scope)
        header = request.headers.get("authorization", "")
        bearer = header[7:] if header.lower().startswith("bearer ") else None
        if same_token(bearer, self.token) or same_token(
            request.cookies.get(TOKEN_COOKIE), self.token
        ):
            await self.app(scope, receive, send)
            return
        given = request.query_params.get("token")
        if request.method == "GET" and same_token(given, self.token):
            rest = [(k, v) for k, v in request.query_params.multi_items() if k != "token"]
            target = request.url.path + (f"?{urlencode(rest)}" if rest else "")
            response: Response = RedirectResponse(target, status_code=303)
            response.set_cookie(TOKEN_COOKIE, self.token, httponly=True, samesite="strict")
        else:
            response = _refuse(
                "this console needs its token: open it with ?token=... or send "
                "'Authorization: Bearer ...'"
            )
        await response(scope, receive, send)


class AuthenticationGate:
    """ASGI middleware: the application's `Authenticate` hook names each request's person.

    A request it names goes on with the name in its scope (`PERSON`); one it refuses (None or
    an empty name) is answered 401.
    """

    def __init__(self, app: _App, *, authenticate: Authenticate) -> None:
        self.app = app
        self.authenticate = authenticate

    async def __call__(self, scope: _Scope, receive: _Receive, send: _Send) -> None:
        """Name the request's person, or refuse it."""
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        person = await run_in_threadpool(self.authenticate, Request(scope))
        if not person:
            await _refuse("not signed in")(scope, receive, send)
            return
        scope[PERSON] = person
        await self.app(scope, receive, send)
