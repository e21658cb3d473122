"""The console's security: hostile text escaped, CSRF, read-only, tokens, hosts, headers."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest
from agentstate_console.security import visible
from click.testing import CliRunner
from console_helpers import (
    HOSTILE_SESSION,
    SCRIPT_MARKERS,
    csrf_token,
    form_values,
)

from agentstate import AgentState
from agentstate.cli import cli
from agentstate.demo import SESSION_ID
from agentstate.ledger import ActionStatus

PENDING = "act_42"


def _assert_unchanged(demo_db: Path) -> None:
    """The demo's database is as the demo left it: the credit pending, no event added."""
    with AgentState.open(demo_db, session_id=SESSION_ID) as state:
        assert state.ledger.get(PENDING).status is ActionStatus.PENDING
        assert len(list(state.events())) == 43


def _assert_inert(page: str) -> None:
    """Nothing in `page` would run script or hide itself."""
    for marker in SCRIPT_MARKERS:
        assert marker not in page, marker
    assert not re.search(r"""(href|src|action)\s*=\s*["']?\s*javascript:""", page, re.I)
    for raw in ("\x1b", "\x00", "\x07", "\u202e"):
        assert raw not in page, repr(raw)


def _hostile_pages(client) -> dict[str, str]:
    session = "/sessions/" + re.sub(
        r"[^A-Za-z0-9_.~-]", lambda m: "".join(f"%{b:02X}" for b in m[0].encode()), HOSTILE_SESSION
    )
    urls = {
        "sessions": "/sessions",
        "session": session,
        "search": f"{session}?q=window+pwned+script",
        "expand": f"{session}?expand=ev_3",
        "approvals": "/approvals",
        "live session": "/live" + session,
        "live approvals": "/live/approvals",
        "live sessions": "/live/sessions",
        "search sessions": "/sessions?q=" + "%3Cscript%3E",
    }
    pages = {}
    for name, url in urls.items():
        response = client.get(url)
        assert response.status_code == 200, name
        pages[name] = response.text
    return pages


def test_hostile_event_text_is_escaped_on_every_page(hostile_db: Path, client_for) -> None:
    """Script tags, attribute breakouts and javascript: links in stored text stay inert text."""
    pages = _hostile_pages(client_for(hostile_db))
    for name, page in pages.items():
        try:
            _assert_inert(page)
        except AssertionError as exc:  # pragma: no cover - the message names the page
            raise AssertionError(f"{name}: {exc}") from exc
    session = pages["session"]
    assert "&lt;script&gt;window.__pwned = 2&lt;/script&gt;" in session
    assert "&#34;&gt;&lt;img src=x onerror=&#34;window.__pwned=3&#34;&gt;" in session
    assert "&lt;b&gt;credit&lt;/b&gt;" in pages["approvals"]
    assert "javascript:window.__pwned=5" in session  # shown as text, never as a link


def test_control_characters_are_shown_as_escapes(hostile_db: Path, client_for) -> None:
    r"""ESC, NUL, BEL and a bidi override are written visibly (\x1b, \u202e), not raw."""
    page = _hostile_pages(client_for(hostile_db))["session"]
    assert (
        r"colour \x1b[31mred\x1b[0m, a NUL \x00, a bell \x07 and an override \u202etxt.exe" in page
    )


def test_visible_keeps_text_and_whitespace() -> None:
    """Plain text, tabs and newlines pass unchanged; only invisible characters are escaped."""
    assert visible("crédit 250\u20ac\tok\n") == "crédit 250\u20ac\tok\n"
    assert visible("a\u200bb\x9bc") == r"a\u200bb\x9bc"


def test_decision_without_csrf_token_is_refused(demo_db: Path, client_for) -> None:
    """A POST with no CSRF token, or a wrong one, is refused (403) and changes nothing."""
    client = client_for(demo_db)
    fields = form_values(client.get("/approvals").text, PENDING)
    right = fields["csrf"]
    one_off = right[:-1] + ("1" if right.endswith("0") else "0")
    for token in (None, "0" * 64, one_off):
        data = {**fields, "decision": "approve", "by": "dana"}
        if token is None:
            del data["csrf"]
        else:
            data["csrf"] = token
        response = client.post("/approvals", data=data, follow_redirects=False)
        assert response.status_code == 403
        assert "CSRF" in response.text
    _assert_unchanged(demo_db)


def test_csrf_token_is_bound_to_the_browser_cookie(demo_db: Path, client_for) -> None:
    """A token read from one browser's page is refused from another browser (its own cookie)."""
    victim = client_for(demo_db)
    token = csrf_token(victim.get("/approvals").text)
    attacker = client_for(demo_db)
    fields = form_values(attacker.get("/approvals").text, PENDING)
    response = attacker.post(
        "/approvals", data={**fields, "csrf": token, "decision": "approve", "by": "x"}
    )
    assert response.status_code == 403
    attacker.cookies.clear()
    response = attacker.post("/approvals", data={**fields, "decision": "approve", "by": "x"})
    assert response.status_code == 403
    _assert_unchanged(demo_db)


def test_decisions_only_by_post(demo_db: Path, client_for) -> None:
    """A GET never decides: query parameters on /approvals change nothing."""
    client = client_for(demo_db)
    fields = form_values(client.get("/approvals").text, PENDING)
    response = client.get("/approvals", params={**fields, "decision": "approve", "by": "dana"})
    assert response.status_code == 200
    assert client.put("/approvals", data=fields).status_code == 405
    _assert_unchanged(demo_db)


REFUSED = {
    "the model": ({"by": "model"}, {}, 403),
    "the model, any case": ({"by": " MODEL "}, {}, 403),
    "no name": ({"by": "   "}, {}, 400),
    "a control character in the name": ({"by": "dana\x1b[2J"}, {}, 400),
    "a name too long": ({"by": "x" * 121}, {}, 400),
    "other parameters than shown": ({"digest": "sha256:" + "0" * 64}, {}, 409),
    "no such action": ({"action": "act_999"}, {}, 404),
    "another session's action": ({"session": "nope"}, {}, 404),
    "neither approve nor reject": ({"decision": "execute"}, {}, 400),
    "from another site": ({}, {"Origin": "http://evil.example"}, 403),
}


@pytest.mark.parametrize("case", REFUSED, ids=list(REFUSED))
def test_a_refused_decision_changes_nothing(demo_db: Path, client_for, case: str) -> None:
    """The model as actor, a bad name or digest, another site...: refused, nothing written."""
    changes, headers, status = REFUSED[case]
    client = client_for(demo_db)
    fields = form_values(client.get("/approvals").text, PENDING)
    data = {**fields, "decision": "approve", "by": "dana", **changes}
    response = client.post("/approvals", data=data, headers=headers)
    assert response.status_code == status
    _assert_unchanged(demo_db)


def test_read_only_console_shows_but_refuses_to_decide(demo_db: Path, client_for) -> None:
    """Read-only: no decision form on any page, and a POST is refused (403), nothing changed."""
    writable = client_for(demo_db)
    fields = form_values(writable.get("/approvals").text, PENDING)
    client = client_for(demo_db, read_only=True)
    for url in ("/approvals", f"/sessions/{SESSION_ID}"):
        page = client.get(url).text
        assert 'id="pending-act_42"' in page
        assert '<form class="decide"' not in page
        assert "read-only" in page
    client.cookies.update(writable.cookies)
    response = client.post("/approvals", data={**fields, "decision": "approve", "by": "dana"})
    assert response.status_code == 403
    assert "read-only" in response.text
    _assert_unchanged(demo_db)


def test_redirect_after_a_decision_stays_on_the_console(demo_db: Path, client_for) -> None:
    """A `next` naming another site is ignored: the browser returns to the queue."""
    client = client_for(demo_db)
    fields = form_values(client.get("/approvals").text, PENDING)
    response = client.post(
        "/approvals",
        data={**fields, "next": "//evil.example/x", "decision": "approve", "by": "dana"},
        follow_redirects=False,
    )
    assert response.headers["location"].startswith("/approvals?decided=")


def test_without_a_token_only_loopback_hosts_are_answered(demo_db: Path, client_for) -> None:
    """A request addressed to another host name (DNS rebinding) is refused."""
    local = client_for(demo_db, base_url="http://localhost:8421")
    assert local.get("/sessions").status_code == 200
    rebound = client_for(demo_db, base_url="http://attacker.example:8421")
    assert rebound.get("/sessions").status_code == 400


def test_with_a_token_every_request_must_carry_it(demo_db: Path, client_for) -> None:
    """With a token: none or a wrong one is 401; a bearer header or the cookie gets through."""
    client = client_for(demo_db, base_url="http://console.example", token="s3cret-token")
    assert client.get("/sessions").status_code == 401
    assert client.get("/static/console.js").status_code == 401
    assert client.get("/sessions", params={"token": "wrong"}).status_code == 401
    wrong = {"Authorization": "Bearer wrong"}
    assert client.get("/sessions", headers=wrong).status_code == 401
    bearer = {"Authorization": "Bearer s3cret-token"}
    assert client.get("/sessions", headers=bearer).status_code == 200
    opened = client.get("/sessions", params={"token": "s3cret-token", "q": "t"},
                        follow_redirects=False)  # fmt: skip
    assert opened.status_code == 303
    assert opened.headers["location"] == "/sessions?q=t"
    assert "httponly" in opened.headers["set-cookie"].lower()
    assert client.get("/sessions").status_code == 200


def test_every_response_forbids_foreign_scripts_and_framing(demo_db: Path, client_for) -> None:
    """Pages, fragments, errors and assets carry the CSP and the other security headers."""
    client = client_for(demo_db)
    for url in (
        "/sessions",
        f"/live/sessions/{SESSION_ID}",
        "/sessions/nope",
        "/static/console.css",
    ):
        headers = client.get(url).headers
        assert "script-src 'self'" in headers["content-security-policy"]
        assert "frame-ancestors 'none'" in headers["content-security-policy"]
        assert headers["x-content-type-options"] == "nosniff"


class _Tags(HTMLParser):
    """Every start tag of a page with its attributes, as a browser's parser sees them."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, list[tuple[str, str | None]]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, attrs))


def test_pages_hold_no_handler_no_inline_script_no_script_link(
    hostile_db: Path, client_for
) -> None:
    """Parsed as HTML: no on* handler, no script but the console's, no javascript: URL."""
    for name, page in _hostile_pages(client_for(hostile_db)).items():
        parser = _Tags()
        parser.feed(page)
        tags = parser.tags
        assert tags, name
        assert [a for t, a in tags if t == "script"] in (
            [],
            [[("src", "/static/console.js"), ("defer", None)]],
        ), name
        assert not [t for t, _ in tags if t in ("img", "iframe", "object", "embed", "b")], name
        for tag, attrs in tags:
            for attr, value in attrs:
                assert not attr.startswith("on"), (name, tag, attr)
                if attr in ("href", "src", "action", "formaction"):
                    assert not (value or "").strip().lower().startswith("javascript:"), name


def test_serve_refuses_a_public_bind_without_a_token(demo_db: Path) -> None:
    """`agentstate serve` on a non-loopback address without --token exits before listening."""
    result = CliRunner().invoke(cli, ["serve", str(demo_db), "--host", "0.0.0.0"], env={})
    assert result.exit_code == 2
    assert "--token" in result.output


def test_serve_refuses_a_missing_database(tmp_path: Path) -> None:
    """`agentstate serve` never creates a database."""
    result = CliRunner().invoke(cli, ["serve", str(tmp_path / "missing.db")])
    assert result.exit_code == 1
    assert "no database" in result.output
    assert not (tmp_path / "missing.db").exists()


def test_serve_never_prints_a_database_password() -> None:
    """The line naming the database hides a URL's password."""
    from agentstate_console.cli import _without_password

    shown = _without_password("postgresql://ops:hunter2@db.internal:5432/agents?schema=a")
    assert shown == "postgresql://ops:***@db.internal:5432/agents?schema=a"
    assert _without_password("agentstate-demo.db") == "agentstate-demo.db"


def test_the_notice_after_a_decision_says_only_what_a_decision_says(
    demo_db: Path, client_for
) -> None:
    """`?decided=` shows "act_N approved|rejected" and nothing else a crafted link puts there."""
    client = client_for(demo_db)
    shown = client.get("/approvals", params={"decided": "act_42 approved"}).text
    assert "Recorded: act_42 approved." in shown
    crafted = client.get("/approvals", params={"decided": "act_42 approved; call 555-0100"}).text
    assert "555-0100" not in crafted
    assert 'class="notice"' not in crafted


def _signed_in(request) -> str | None:
    """A stand-in for an application's sign-in: the person a trusted proxy names."""
    return request.headers.get("x-signed-in-as")


def test_an_authentication_hook_gates_every_request(demo_db: Path, client_for) -> None:
    """With a hook, a request it names no one for is refused (401), pages and assets alike."""
    client = client_for(demo_db, authenticate=_signed_in, base_url="http://console.example")
    assert client.get("/sessions").status_code == 401
    assert client.get("/static/console.js").status_code == 401
    client.headers["x-signed-in-as"] = "ops:kim"
    page = client.get("/approvals").text
    assert "signed in as ops:kim" in page
    assert "Deciding as <strong>ops:kim</strong>" in page
    assert 'name="by"' not in page


def test_the_signed_in_person_decides_whatever_the_form_says(demo_db: Path, client_for) -> None:
    """The hook's name is recorded as the actor; a name typed into the form is ignored."""
    client = client_for(demo_db, authenticate=_signed_in)
    client.headers["x-signed-in-as"] = "ops:kim"
    fields = form_values(client.get("/approvals").text, PENDING)
    response = client.post("/approvals", data={**fields, "decision": "approve", "by": "dana"})
    assert response.status_code == 200
    with AgentState.open(demo_db, session_id=SESSION_ID) as state:
        assert state.ledger.get(PENDING).actor == "ops:kim"


def test_a_hook_naming_the_model_cannot_decide(demo_db: Path, client_for) -> None:
    """Even signed in as the model's actor, no decision is made."""
    client = client_for(demo_db, authenticate=_signed_in)
    client.headers["x-signed-in-as"] = "model"
    fields = form_values(client.get("/approvals").text, PENDING)
    response = client.post("/approvals", data={**fields, "decision": "approve"})
    assert response.status_code == 403
    _assert_unchanged(demo_db)
