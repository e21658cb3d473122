"""The console's ASGI app: routes, rendering, and the one state change (a person's decision).

Pages (server-rendered, Jinja2 with autoescape): ``/sessions`` (search and counts),
``/sessions/<id>`` (timeline, checkpoints, scratchpad, ledger, evidence, the next context, the
history-tokens plot) and ``/approvals`` (every pending action of every session). Each page's
live part is also served alone under ``/live/...``: the page's script polls it with the
version it shows and gets ``204 No Content`` until something changed, so agents' writes appear
without a reload. ``POST /approvals`` approves or rejects one action as the named person.

Reads and writes go through agentstate's public API in short transactions; endpoints are
synchronous and run in Starlette's thread pool, so a slow read never stalls the event loop.
"""

from __future__ import annotations

import json
import re
from collections.abc import Awaitable, Callable, Mapping
from typing import Any, Final
from urllib.parse import quote, urlencode, urlsplit

import attrs
from jinja2 import Environment, PackageLoader, StrictUndefined
from markupsafe import Markup
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.middleware import Middleware
from starlette.middleware.trustedhost import TrustedHostMiddleware
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from agentstate import MODEL_ACTOR, Action, AgentState
from agentstate.backends import StorageBackend
from agentstate.errors import AgentStateError, EvidenceNotFound, SessionNotFound
from agentstate_console import views
from agentstate_console.plot import history_svg
from agentstate_console.security import (
    CSRF_COOKIE,
    CSRF_FIELD,
    PERSON,
    Authenticate,
    AuthenticationGate,
    CsrfSigner,
    SecurityHeaders,
    TokenGate,
    visible,
)

__all__ = ["LOOPBACK_HOSTS", "ConsoleError", "create_app"]

LOOPBACK_HOSTS: Final = ("127.0.0.1", "localhost", "::1", "[::1]")
"""The ``Host`` names a console without a token answers."""

_VERSION_HEADER: Final = "x-console-version"
_MAX_NAME: Final = 120
_MAX_NOTE: Final = 2000
_MAX_LISTED: Final = 500
"""The most sessions the list shows (a search narrows it)."""
_REF: Final = re.compile(r"ev_[0-9]{1,19}")
_NOTICE: Final = re.compile(r"act_[0-9]{1,19} (approved|rejected)")


class ConsoleError(Exception):
    """A request the console refuses, with the status and the message the page shows."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


@attrs.frozen
class _Settings:
    backend: StorageBackend
    read_only: bool
    token: str | None
    poll_seconds: float
    csrf: CsrfSigner = attrs.field(factory=CsrfSigner)


def session_url(session_id: str) -> str:
    """The path of a session's page (any session id, slashes and all, survives)."""
    return "/sessions/" + quote(session_id, safe="")


def ref_url(session_id: str, ref: str) -> str:
    """The link to an event of a session: its page, the event expanded with its neighbours."""
    if not _REF.fullmatch(ref):
        return session_url(session_id)
    return f"{session_url(session_id)}?{urlencode({'expand': ref})}#evidence"


def _finalize(value: object) -> object:
    """Every value a template prints: stored text made visible, then (autoescape) escaped."""
    if isinstance(value, Markup):
        return value
    if isinstance(value, str):
        return visible(value)
    return value


def _environment() -> Environment:
    env = Environment(
        loader=PackageLoader("agentstate_console", "templates"),
        autoescape=True,
        undefined=StrictUndefined,
        finalize=_finalize,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.globals.update(session_url=session_url, ref_url=ref_url, model_actor=MODEL_ACTOR)
    env.filters["item"] = _item_text
    return env


def _item_text(value: object) -> str:
    """A summary item as people read it: its text in quotes, else the value as JSON."""
    if isinstance(value, Mapping) and isinstance(value.get("text"), str):
        return json.dumps(value["text"], ensure_ascii=False)
    return json.dumps(value, ensure_ascii=False, default=str)


def _safe_next(target: str | None, default: str) -> str:
    """`target` if it is a path on this console, else `default` (no open redirect)."""
    if not target or not target.startswith("/") or target.startswith("//"):
        return default
    if "\\" in target or any(ord(c) < 0x20 for c in target) or urlsplit(target).netloc:
        return default
    return target


class _Console:
    """The routes, over one backend."""

    def __init__(self, settings: _Settings) -> None:
        self.settings = settings
        self.env = _environment()
        self._pending: tuple[str, str] = ("", "")
        """The last (sessions version, pending version) pair: while no session gained an
        event, the pending actions are the same, and no session is read to say so."""

    # --- rendering ------------------------------------------------------------------------

    def render(
        self,
        request: Request,
        template: str,
        context: Mapping[str, Any],
        *,
        status: int = 200,
        version: str | None = None,
    ) -> HTMLResponse:
        nonce = request.cookies.get(CSRF_COOKIE) or ""
        fresh = not nonce or len(nonce) > 128
        if fresh:
            nonce = CsrfSigner.new_nonce()
        page = self.env.get_template(template).render(
            {
                **context,
                "csrf_field": CSRF_FIELD,
                "csrf_token": self.settings.csrf.token(nonce),
                "read_only": self.settings.read_only,
                "poll_ms": int(self.settings.poll_seconds * 1000),
                "version": version or "",
                "here": _here(request),
                "decided": _decided(request),
                "person": request.scope.get(PERSON),
            }
        )
        response = HTMLResponse(page, status_code=status)
        if version is not None:
            response.headers[_VERSION_HEADER] = version
        if fresh:
            response.set_cookie(CSRF_COOKIE, nonce, httponly=True, samesite="strict", path="/")
        return response

    def error(self, request: Request, status: int, message: str) -> HTMLResponse:
        return self.render(request, "error.html", {"status": status, "message": message},
                           status=status)  # fmt: skip

    # --- sessions -------------------------------------------------------------------------

    def sessions_context(self, request: Request) -> dict[str, Any]:
        query = request.query_params.get("q", "")
        rows = views.list_sessions(self.settings.backend, query=query, limit=_MAX_LISTED + 1)
        return {"rows": rows[:_MAX_LISTED], "query": query, "more": len(rows) > _MAX_LISTED}

    def sessions_page(self, request: Request) -> Response:
        version = views.sessions_version(self.settings.backend)
        context = self.sessions_context(request)
        return self.render(request, "sessions.html", context, version=version)

    def sessions_live(self, request: Request) -> Response:
        version = views.sessions_version(self.settings.backend)
        if request.query_params.get("v") == version:
            return Response(status_code=204)
        context = self.sessions_context(request)
        return self.render(request, "_sessions.html", context, version=version)

    # --- one session ----------------------------------------------------------------------

    def session_context(self, request: Request) -> tuple[dict[str, Any], str]:
        session_id = request.path_params["session_id"]
        try:
            state = AgentState.open(self.settings.backend, session_id=session_id, create=False)
        except SessionNotFound as exc:
            raise ConsoleError(404, str(exc)) from exc
        except AgentStateError as exc:
            raise ConsoleError(400, str(exc)) from exc
        params = request.query_params
        after = _int_param(params.get("after"))
        with_context = params.get("context") == "1"
        view = views.session_view(state, after=after, with_context=with_context)
        version = f"{view.last_seq}"
        query = params.get("q", "")
        hits: list[Any] = []
        expanded: list[Any] = []
        problem: str | None = None
        expand = params.get("expand", "")
        try:
            if query.strip():
                hits = state.evidence.search(query, k=20)
            if expand:
                before = min(_int_param(params.get("before")) or 3, 50)
                after_n = min(_int_param(params.get("after_n")) or 3, 50)
                expanded = state.evidence.expand(expand, before=before, after=after_n)
        except EvidenceNotFound as exc:
            problem = str(exc)
        except AgentStateError as exc:
            problem = str(exc)
        plot = history_svg(
            view.plot_events, [c.checkpoint for c in view.checkpoints], view.boundary_tokens
        )
        return {
            "view": view,
            "query": query,
            "hits": [(hit, views.describe(hit.event)) for hit in hits],
            "expand": expand,
            "expanded": [(e, views.describe(e), views.shown_json(e.content)) for e in expanded],
            "evidence_problem": problem,
            "plot": plot,
            "page": views.TIMELINE_PAGE,
        }, version

    def session_page(self, request: Request) -> Response:
        context, version = self.session_context(request)
        return self.render(request, "session.html", context, version=version)

    def session_live(self, request: Request) -> Response:
        session_id = request.path_params["session_id"]
        try:
            with self.settings.backend.read(session_id) as reader:
                version = f"{reader.head().seq}"
        except AgentStateError as exc:
            raise ConsoleError(400, str(exc)) from exc
        if request.query_params.get("v") == version:
            return Response(status_code=204)
        context, version = self.session_context(request)
        return self.render(request, "_session.html", context, version=version)

    # --- approvals ------------------------------------------------------------------------

    def pending_version(self) -> str:
        backend = self.settings.backend
        sessions = views.sessions_version(backend)
        seen, pending = self._pending
        if sessions != seen:
            pending = views.pending_version(backend)
            self._pending = (sessions, pending)
        return pending

    def approvals_page(self, request: Request) -> Response:
        backend = self.settings.backend
        version = self.pending_version()
        context = {"pending": views.pending_actions(backend)}
        return self.render(request, "approvals.html", context, version=version)

    def approvals_live(self, request: Request) -> Response:
        backend = self.settings.backend
        version = self.pending_version()
        if request.query_params.get("v") == version:
            return Response(status_code=204)
        context = {"pending": views.pending_actions(backend)}
        return self.render(request, "_approvals.html", context, version=version)

    def decide(self, request: Request, form: Mapping[str, str]) -> Response:
        """Approve or reject one pending action as the named person (checks done by the caller)."""
        decision = form.get("decision", "")
        if decision not in ("approve", "reject"):
            raise ConsoleError(400, "decision must be 'approve' or 'reject'")
        person = request.scope.get(PERSON)
        by = person if isinstance(person, str) else form.get("by", "").strip()
        if not by:
            raise ConsoleError(400, "say who decides: your name is recorded with the decision")
        if len(by) > _MAX_NAME or visible(by) != by:
            raise ConsoleError(400, f"a name is at most {_MAX_NAME} printable characters")
        if by.casefold() == MODEL_ACTOR:
            raise ConsoleError(403, f"{MODEL_ACTOR!r} is the model's actor: it may never decide")
        note = form.get("note", "").strip()
        if len(note) > _MAX_NOTE:
            raise ConsoleError(400, f"a note is at most {_MAX_NOTE} characters")
        action = _decide(
            self.settings.backend,
            session_id=form.get("session", ""),
            action_id=form.get("action", ""),
            digest=form.get("digest", ""),
            approve=decision == "approve",
            by=by,
            note=note,
        )
        target = _safe_next(form.get("next"), "/approvals")
        separator = "&" if "?" in target.split("#")[0] else "?"
        base, _, anchor = target.partition("#")
        decided = urlencode({"decided": f"{action.id} {action.status.value}"})
        return RedirectResponse(
            f"{base}{separator}{decided}" + (f"#{anchor}" if anchor else ""), status_code=303
        )


def _decided(request: Request) -> str:
    """The notice a redirect after a decision asks for (``act_<n> approved``), else nothing.

    Only that shape is shown, so a crafted link cannot make the console say something else.
    """
    notice = request.query_params.get("decided", "")
    return notice if _NOTICE.fullmatch(notice) else ""


def _here(request: Request) -> str:
    """The page's path and query, as a form's ``next`` and the live URL (no notice, no version)."""
    kept = [(k, v) for k, v in request.query_params.multi_items() if k not in ("decided", "v")]
    # The path as the browser sent it: a session id's "/", "?" or "#" stays escaped.
    raw = request.scope.get("raw_path")
    path = raw.decode("latin-1") if isinstance(raw, bytes) else request.url.path
    return quote(path, safe="/%") + (f"?{urlencode(kept)}" if kept else "")


def _int_param(text: str | None) -> int | None:
    if text is None or not text.isdigit() or len(text) > 18:
        return None
    return int(text)


def _decide(
    backend: StorageBackend,
    *,
    session_id: str,
    action_id: str,
    digest: str,
    approve: bool,
    by: str,
    note: str,
) -> Action:
    """Record the decision: a system note saying who decided, and the ledger move citing it.

    One write transaction: the note and the move are stored together or not at all. The
    digest is the one the person saw: an action whose parameters differ is refused.
    """
    try:
        state = AgentState.open(backend, session_id=session_id, create=False)
        with state.log.write():
            action = state.ledger.get(action_id)
            if action.digest != digest:
                msg = (
                    f"{action_id} has other parameters than the ones shown ({action.digest}); "
                    "reload and decide again"
                )
                raise ConsoleError(409, msg)
            verb = "approved" if approve else "rejected"
            text = (
                f"{by} {verb} {action.id} ({action.kind} "
                f"{views.shown_json(action.params, indent=None)}) in the agentstate console."
            )
            source = state.append_system(f"{text} Note: {note}" if note else text)
            move = state.ledger.approve if approve else state.ledger.reject
            return move(action.id, by=by, source=source)
    except SessionNotFound as exc:
        raise ConsoleError(404, str(exc)) from exc
    except AgentStateError as exc:
        status = 404 if isinstance(exc, LookupError) else 409
        raise ConsoleError(status, str(exc)) from exc


_Handler = Callable[[Request], Response]


def create_app(
    backend: StorageBackend,
    *,
    read_only: bool = False,
    token: str | None = None,
    authenticate: Authenticate | None = None,
    poll_seconds: float = 2.0,
) -> Starlette:
    """The console over `backend`, as an ASGI app (serve it with uvicorn, or `agentstate serve`).

    Args:
        backend: The database to show (it stays yours to close).
        read_only: Show everything, decide nothing: approval forms are hidden and
            ``POST /approvals`` answers 403.
        token: Required on every request when set (``Authorization: Bearer``, or ``?token=``
            once in a browser, which sets a cookie). Without it, the app answers only
            requests addressed to a loopback name. `agentstate serve` requires one for any
            bind but a loopback address.
        authenticate: Names the person making each request, or None to refuse it (401).
            With it, decisions are recorded under that name (the form asks for none), and
            requests addressed to any host are answered: the hook is the gate.
        poll_seconds: How often open pages ask for changes.
    """
    settings = _Settings(
        backend=backend, read_only=read_only, token=token, poll_seconds=poll_seconds
    )
    console = _Console(settings)

    def page(handler: _Handler) -> Callable[[Request], Awaitable[Response]]:
        async def endpoint(request: Request) -> Response:
            try:
                return await run_in_threadpool(handler, request)
            except ConsoleError as exc:
                return console.error(request, exc.status, exc.message)

        return endpoint

    async def decide(request: Request) -> Response:
        if settings.read_only:
            return console.error(request, 403, "this console is read-only: it decides nothing")
        origin = request.headers.get("origin")
        if origin is not None and origin != "null":
            expected = f"{request.url.scheme}://{request.headers.get('host', '')}"
            if origin != expected:
                return console.error(request, 403, "a request from another site is refused")
        async with request.form(max_files=0, max_fields=20) as data:
            form = {key: value for key, value in data.items() if isinstance(value, str)}
        if not settings.csrf.check(request.cookies.get(CSRF_COOKIE), form.get(CSRF_FIELD)):
            return console.error(
                request, 403, "missing or wrong CSRF token: reload the page and try again"
            )
        try:
            return await run_in_threadpool(console.decide, request, form)
        except ConsoleError as exc:
            return console.error(request, exc.status, exc.message)

    async def home(request: Request) -> Response:
        return RedirectResponse("/sessions", status_code=303)

    routes = [
        Route("/", home),
        Route("/sessions", page(console.sessions_page)),
        Route("/sessions/{session_id:path}", page(console.session_page)),
        Route("/approvals", page(console.approvals_page), methods=["GET"]),
        Route("/approvals", decide, methods=["POST"]),
        Route("/live/sessions", page(console.sessions_live)),
        Route("/live/sessions/{session_id:path}", page(console.session_live)),
        Route("/live/approvals", page(console.approvals_live)),
        Mount("/static", StaticFiles(packages=[("agentstate_console", "static")]), name="static"),
    ]
    hosts = ["*"] if token or authenticate else list(LOOPBACK_HOSTS)
    middleware = [
        Middleware(SecurityHeaders),
        Middleware(TrustedHostMiddleware, allowed_hosts=hosts),
    ]
    if token:
        middleware.append(Middleware(TokenGate, token=token))
    if authenticate is not None:
        middleware.append(Middleware(AuthenticationGate, authenticate=authenticate))
    return Starlette(routes=routes, middleware=middleware)
