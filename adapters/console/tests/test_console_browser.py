"""End to end in a real browser: Debian's Chromium, headless, driven by Playwright.

`agentstate serve` runs as a process on a free port over the demo's database (or one holding
hostile text); the browser finds the pending credit, approves it as a named person and sees
the ledger change in the timeline; writes by an agent appear without a reload; hostile text
shows as text and runs nothing. Playwright is pointed at /usr/bin/chromium and never
downloads a browser. Outside CI, a machine without Chromium or Playwright skips these tests
saying why; under ``CI=true`` (.ci/run installs both) that is a failure.

With ``AGENTSTATE_UPDATE_DOCS=1`` the walk through the demo also rewrites the screenshots in
docs/img/console-*.png that docs/guides/console.md shows.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from console_helpers import HOSTILE_SESSION, HOSTILE_TEXTS

from agentstate import AgentState
from agentstate.demo import SESSION_ID
from agentstate.ledger import ActionStatus

CHROMIUM = Path("/usr/bin/chromium")
IN_CI = os.environ.get("CI", "").lower() == "true"
DOCS_IMG = Path(__file__).parents[3] / "docs" / "img"
UPDATE_DOCS = os.environ.get("AGENTSTATE_UPDATE_DOCS") == "1"


def _unavailable() -> str | None:
    try:
        import playwright.sync_api  # noqa: F401 - only whether it imports
    except ImportError:
        return "playwright is not installed: pip install -e 'adapters/console[test]'"
    if not CHROMIUM.exists():
        return f"no Chromium at {CHROMIUM}: apt-get install chromium"
    return None


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """Headless Chromium (the system's), shared by this module's tests."""
    problem = _unavailable()
    if problem is not None:
        if IN_CI:
            pytest.fail(f"CI=true requires the browser tests to run: {problem}")
        pytest.skip(problem)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(
            executable_path=str(CHROMIUM), headless=True, args=["--no-sandbox"]
        )
        yield launched
        launched.close()


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


@contextmanager
def serving(database: Path, *options: str) -> Iterator[str]:
    """`agentstate serve DATABASE` in a process; yields its base URL once it answers."""
    port = _free_port()
    process = subprocess.Popen(
        [sys.executable, "-c", "from agentstate.cli import main; main()", "serve",
         str(database), "--port", str(port), *options],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )  # fmt: skip
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                with urllib.request.urlopen(f"{base}/sessions", timeout=2) as response:
                    if response.status == 200:
                        break
            except OSError:
                if process.poll() is not None or time.monotonic() > deadline:
                    assert process.stderr is not None
                    pytest.fail(f"agentstate serve did not start: {process.stderr.read()!r}")
                time.sleep(0.1)
        yield base
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:  # pragma: no cover - a hung server
            process.kill()
            process.wait()
        if process.stderr is not None:
            process.stderr.close()


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    """A fresh browser context and page; dialogs are recorded (and dismissed)."""
    context = browser.new_context(viewport={"width": 1200, "height": 860})
    tab = context.new_page()
    tab.dialogs = []
    tab.on("dialog", lambda dialog: (tab.dialogs.append(dialog.message), dialog.dismiss()))
    # A Content-Security-Policy violation or a script error is reported on the console.
    tab.errors = []
    tab.on("console", lambda message: message.type == "error" and tab.errors.append(message.text))
    tab.on("pageerror", lambda error: tab.errors.append(str(error)))
    yield tab
    context.close()


def _shot(page: Any, name: str) -> None:
    """Save what the viewport shows (no more than the page's height) for the docs."""
    if UPDATE_DOCS:
        DOCS_IMG.mkdir(parents=True, exist_ok=True)
        size = page.viewport_size
        height = min(
            page.evaluate("Math.ceil(document.body.getBoundingClientRect().height)"), size["height"]
        )
        clip = {"x": 0, "y": 0, "width": size["width"], "height": height}
        page.screenshot(path=str(DOCS_IMG / f"console-{name}.png"), clip=clip)


def test_a_person_approves_the_pending_credit(demo_db: Path, page: Any) -> None:
    """Open the demo's database, find the pending credit, approve it, see it in the timeline."""
    with serving(demo_db) as base:
        page.goto(f"{base}/sessions")
        row = page.locator("table.sessions tr", has_text=SESSION_ID)
        assert row.locator("a.badge.pending").inner_text() == "1"
        _shot(page, "sessions")
        row.get_by_role("link", name=SESSION_ID).click()
        page.wait_for_url(f"**/sessions/{SESSION_ID}")
        assert page.locator("#pending-act_42 pre.params").inner_text().count("12000") == 1
        page.locator("#plot svg").scroll_into_view_if_needed()
        page.evaluate("window.scrollTo(0, 0)")
        _shot(page, "session")
        page.goto(f"{base}/sessions/{SESSION_ID}#checkpoints")
        _shot(page, "checkpoints")

        page.get_by_role("link", name="Approvals").click()
        pending = page.locator("#pending-act_42")
        assert '"reason": "re-delivery fee"' in pending.locator("pre.params").inner_text()
        pending.get_by_label("Your name").fill("supervisor:dana")
        pending.get_by_label("Note").fill("fee on the carrier's invoice")
        _shot(page, "approvals")
        pending.get_by_role("button", name="Approve act_42").click()
        page.wait_for_url("**/approvals?decided=act_42+approved")
        assert page.locator(".pending-action").count() == 0
        assert "Nothing awaits a decision" in page.locator("#live").inner_text()

        page.goto(f"{base}/sessions/{SESSION_ID}")
        ledger_row = page.locator("tr.kind-ledger", has_text="act_42 approve")
        assert "approved by supervisor:dana" in ledger_row.inner_text()
        note = page.locator("tr.kind-system", has_text="in the agentstate console")
        assert "supervisor:dana approved act_42" in note.inner_text()
        assert page.locator("#action-act_42 .badge.status").inner_text() == "approved"
        assert page.errors == []
        if UPDATE_DOCS:
            page.evaluate("document.getElementById('ev_24').scrollIntoView()")
            _shot(page, "timeline")
    with AgentState.open(demo_db, session_id=SESSION_ID) as state:
        action = state.ledger.get("act_42")
        assert action.status is ActionStatus.APPROVED
        assert action.actor == "supervisor:dana"
    assert page.dialogs == []


def test_an_agents_writes_appear_without_a_reload(demo_db: Path, page: Any) -> None:
    """While the page is open, an agent's new events and proposal show up; the page stays."""
    with serving(demo_db) as base:
        page.goto(f"{base}/sessions/{SESSION_ID}")
        page.evaluate("window.__sameDocument = true")
        with AgentState.open(demo_db, session_id=SESSION_ID) as state:
            ask = state.append_user("Also, the second pallet is missing a corner board.")
            state.ledger.propose(
                "issue_credit", {"order_id": "4921", "amount_cents": 800}, source=ask
            )
        page.locator("#pending-act_45").wait_for(timeout=15_000)
        assert "missing a corner board" in page.locator("table.timeline").inner_text()
        assert page.locator("#event-count").inner_text() == "45"
        assert page.evaluate("window.__sameDocument") is True

        page.goto(f"{base}/approvals")
        page.evaluate("window.__sameDocument = true")
        with AgentState.open(demo_db, session_id="ticket-9200") as other:
            ask = other.append_user("Refund the late fee on order 5100, please.")
            other.ledger.propose("refund", {"order_id": "5100", "amount_cents": 1500}, source=ask)
        page.locator(".pending-action", has_text="ticket-9200").wait_for(timeout=15_000)
        assert page.evaluate("window.__sameDocument") is True
        assert page.errors == []


def test_hostile_text_shows_as_text_and_runs_nothing(hostile_db: Path, page: Any) -> None:
    """Script tags, attribute breakouts, javascript: links: shown literally, nothing runs."""
    with serving(hostile_db) as base:
        for path in ("/approvals", "/sessions"):
            page.goto(base + path)
            assert page.evaluate("window.__pwned") is None
        page.locator("table.sessions a").first.click()
        page.wait_for_load_state()
        assert page.locator("h1 .sid").inner_text() == HOSTILE_SESSION
        timeline = page.locator("table.timeline").inner_text()
        for text in HOSTILE_TEXTS[:4]:
            assert text in timeline
        assert "\\x1b[31mred" in timeline
        assert page.locator("main img, main script, main iframe").count() == 0
        for link in page.locator("a").all():
            assert not (link.get_attribute("href") or "").lower().startswith("javascript:")
        page.locator("table.timeline tr.event").first.hover()
        page.locator("table.timeline details").first.click()
        time.sleep(0.5)  # a handler that ran would have set the flag by now
        assert page.evaluate("window.__pwned") is None
    assert page.dialogs == []
