"""Every route of the console over the demo's database: what each page shows, and deciding."""

from __future__ import annotations

import re
from pathlib import Path

from console_helpers import form_values

from agentstate import AgentState, EventKind, Scratchpad, SqliteBackend
from agentstate.compaction import CompactionPolicy
from agentstate.demo import SESSION_ID
from agentstate.ledger import ActionStatus
from agentstate.testing.summarizers import ScriptedSummarizer

PENDING = "act_42"
"""The re-delivery credit the demo leaves pending."""


class OrderFacts(Scratchpad):
    """A scratchpad with one field, for a placeholder repair."""

    order_id: str | None = None


def test_home_redirects_to_the_sessions(demo_db: Path, client_for) -> None:
    """`/` sends the browser to the sessions list."""
    response = client_for(demo_db).get("/", follow_redirects=False)
    assert response.status_code == 303
    assert response.headers["location"] == "/sessions"


def test_sessions_list_shows_counts_and_searches_by_id(demo_db: Path, client_for) -> None:
    """The list names each session with its events, checkpoints, actions, pending and pins."""
    with AgentState.open(demo_db, session_id="other-7") as other:
        other.append_user("hello")
    client = client_for(demo_db)
    page = client.get("/sessions").text
    row = page[page.index(f">{SESSION_ID}</a>") :].split("</tr>")[0]
    assert re.findall(r'<td class="n">(?:<a[^>]*>)?(\d+)', row) == ["43", "3", "2", "1", "1"]
    assert "other-7" in page
    found = client.get("/sessions", params={"q": "TICKET"}).text
    assert SESSION_ID in found
    assert "other-7" not in found
    assert "No session id contains" in client.get("/sessions", params={"q": "zzz"}).text


def test_session_page_shows_every_part(demo_db: Path, client_for) -> None:
    """Timeline, boundaries, pins, checkpoints with diffs, scratchpad, ledger, context, plot."""
    page = client_for(demo_db).get(f"/sessions/{SESSION_ID}").text
    assert page.count('class="event ') == 43
    assert "checkpoint v3 covers through ev_25" in page
    assert '<span class="badge pin">pinned</span>' in page
    assert "summary rejected (" in page
    assert 'id="checkpoint-3"' in page
    assert "Diff against v2" in page
    assert re.search(r'<li class="(added|removed)">', page)
    # The scratchpad links each value to the event it came from.
    fact = page[page.index('id="fact-credit_cents"') :].split("</tr>")[0]
    assert "25000" in fact
    assert 'href="/sessions/ticket-9104?expand=ev_20#evidence"' in fact
    # The ledger shows each action's history with its actors.
    executed = page[page.index('id="action-act_24"') :].split("</article>")[0]
    assert re.findall(r"<tr><td>(\w+)</td><td>([^<]+)</td>", executed) == [
        ("pending", "model"),
        ("approved", "supervisor:dana"),
        ("executed", "model"),
    ]
    assert 'id="pending-act_42"' in page
    assert "&#34;amount_cents&#34;: 12000" in page
    # The plot; the next context when asked for.
    assert "<svg" in page
    assert page.count("<polyline") == 2
    assert 'href="/sessions/ticket-9104?context=1#context"' in page
    assert "Compressed record of this conversation" not in page


def test_session_page_renders_the_next_context_when_asked(demo_db: Path, client_for) -> None:
    """`?context=1` shows the request the model would be sent, message by message."""
    client = client_for(demo_db)
    page = client.get(f"/sessions/{SESSION_ID}", params={"context": "1"}).text
    context = page[page.index('<section id="context">') :]
    assert re.search(r"<p>\d+ tokens after the stable prefix", context)
    assert "Compressed record of this conversation through ev_25 (checkpoint v3)" in context
    assert "re-delivery fee" in context
    live = client.get(f"/live/sessions/{SESSION_ID}", params={"context": "1"}).text
    assert "Compressed record of this conversation" in live


def test_session_page_says_why_no_context_can_be_rendered(tmp_path: Path, client_for) -> None:
    """A tool call awaiting its result: the page says so instead of a context."""
    path = tmp_path / "open-call.db"
    with AgentState.open(path, session_id="s") as state:
        state.append_user("look it up")
        state.append_tool_call("lookup", {"q": "x"})
    page = client_for(path).get("/sessions/s", params={"context": "1"}).text
    context = page[page.index('<section id="context">') :]
    assert '<p class="error">' in context
    assert "call_2" in context


def test_session_page_searches_and_expands_evidence(demo_db: Path, client_for) -> None:
    """`?q=` lists hits best first; `?expand=ev_N` shows the event with its neighbours."""
    client = client_for(demo_db)
    page = client.get(f"/sessions/{SESSION_ID}", params={"q": "c-8812"}).text
    hits = page[page.index('class="hits"') :].split("</ol>")[0]
    assert "ev_16" in hits
    page = client.get(f"/sessions/{SESSION_ID}", params={"expand": "ev_20"}).text
    around = page[page.index('class="expanded"') :].split("</ol>")[0]
    assert re.findall(r">(ev_\d+)</a>", around) == [f"ev_{n}" for n in range(17, 24)]
    assert '<li class="focus">' in around
    missing = client.get(f"/sessions/{SESSION_ID}", params={"expand": "ev_999"}).text
    assert "ev_999" in missing
    assert 'class="error"' in missing


def test_timeline_pages_back(tmp_path: Path, client_for) -> None:
    """A long session shows its latest events; `?after=` pages through the rest."""
    path = tmp_path / "long.db"
    with AgentState.open(path, session_id="long") as state:
        for n in range(250):
            state.append_user(f"message {n}")
    client = client_for(path)
    page = client.get("/sessions/long").text
    assert page.count('class="event ') == 200
    assert 'id="ev_51"' in page
    assert 'id="ev_50"' not in page
    assert "earlier events" in page
    first = client.get("/sessions/long", params={"after": "0"}).text
    assert 'id="ev_1"' in first
    assert 'id="ev_201"' not in first


def test_an_opaque_item_shows_as_its_provider_and_type(tmp_path: Path, client_for) -> None:
    """The timeline's line names an opaque item's provider, type and size, not its content.

    The content (the log's record, for the operator) is under the line, folded.
    """
    path = tmp_path / "opaque.db"
    with AgentState.open(path, session_id="s") as state:
        state.append_user("hello")
        state.append_opaque(
            {"type": "reasoning", "encrypted_content": "gAAAAsealed"}, provider="openai-responses"
        )
    page = client_for(path).get("/sessions/s").text
    row = re.search(r'<tr class="event kind-opaque" id="ev_2">.*?</tr>', page, re.S)
    assert row is not None
    line = re.search(r'<summary class="line">(.*?)</summary><pre>(.*?)</pre>', row[0], re.S)
    assert line is not None
    assert line[1].startswith("opaque openai-responses reasoning item (")
    assert "gAAAAsealed" not in line[1]
    assert "gAAAAsealed" in line[2]


def test_unknown_session_is_404(demo_db: Path, client_for) -> None:
    """A session that does not exist is a 404 page naming it, never an empty session."""
    response = client_for(demo_db).get("/sessions/nope")
    assert response.status_code == 404
    assert "no session &#39;nope&#39;" in response.text
    with AgentState.open(demo_db, session_id=SESSION_ID) as state:
        assert [i.session_id for i in state.backend.sessions()] == [SESSION_ID]


def test_session_ids_with_slashes_and_spaces_round_trip(tmp_path: Path, client_for) -> None:
    """Links to a session whose id holds '/', '?' or '#' reach that session."""
    path = tmp_path / "odd.db"
    with AgentState.open(path, session_id="team a/ticket?1#x") as state:
        state.append_user("odd id")
    client = client_for(path)
    listing = client.get("/sessions").text
    [link] = re.findall(r'href="(/sessions/[^"]+)"', listing)
    assert link == "/sessions/team%20a%2Fticket%3F1%23x"
    page = client.get(link).text
    assert "odd id" in page
    assert 'data-live="/live/sessions/team%20a%2Fticket%3F1%23x"' in page
    assert "odd id" in client.get("/live/sessions/team%20a%2Fticket%3F1%23x").text


def test_approvals_queue_lists_every_pending_action(demo_db: Path, client_for) -> None:
    """Pending actions of every session, with exact parameters, digest and proposer."""
    with AgentState.open(demo_db, session_id="ticket-2") as other:
        ask = other.append_user("refund order 77 please")
        other.ledger.propose("refund", {"order_id": "77", "amount_cents": 999}, source=ask)
    page = client_for(demo_db).get("/approvals").text
    assert page.count('class="pending-action"') == 2
    assert 'id="pending-act_42"' in page
    assert "&#34;amount_cents&#34;: 999" in page
    assert "sha256:" in page
    assert "Proposed by <strong>model</strong>" in page


def test_approving_records_the_person_and_a_note(demo_db: Path, client_for) -> None:
    """Approving as a named person moves the ledger: the person is the actor, a note the source."""
    client = client_for(demo_db)
    page = client.get("/approvals").text
    fields = form_values(page, PENDING)
    response = client.post(
        "/approvals",
        data={**fields, "decision": "approve", "by": "supervisor:lee", "note": "fee confirmed"},
        follow_redirects=False,
    )
    assert response.status_code == 303
    assert response.headers["location"] == "/approvals?decided=act_42+approved"
    with AgentState.open(demo_db, session_id=SESSION_ID) as state:
        action = state.ledger.get(PENDING)
        assert action.status is ActionStatus.APPROVED
        assert action.actor == "supervisor:lee"
        note = state.evidence.get(action.source)
        assert note.kind is EventKind.SYSTEM
        assert note.content["text"] == (
            'supervisor:lee approved act_42 (issue_credit {"order_id": "4921", '
            '"amount_cents": 12000, "reason": "re-delivery fee"}) in the agentstate console. '
            "Note: fee confirmed"
        )
    after = client.get(response.headers["location"]).text
    assert 'id="pending-act_42"' not in after
    assert '<p class="notice" role="status">Recorded: act_42 approved.</p>' in after
    timeline = client.get(f"/sessions/{SESSION_ID}").text
    assert "act_42 approve -&gt; approved by supervisor:lee" in timeline


def test_rejecting_from_the_session_page_returns_to_it(demo_db: Path, client_for) -> None:
    """The session page's form rejects, and the browser goes back to that page."""
    client = client_for(demo_db)
    page = client.get(f"/sessions/{SESSION_ID}").text
    fields = form_values(page, PENDING)
    assert fields["next"] == f"/sessions/{SESSION_ID}"
    response = client.post(
        "/approvals", data={**fields, "decision": "reject", "by": "Dana"}, follow_redirects=False
    )
    assert response.headers["location"] == f"/sessions/{SESSION_ID}?decided=act_42+rejected"
    with AgentState.open(demo_db, session_id=SESSION_ID) as state:
        assert state.ledger.get(PENDING).status is ActionStatus.REJECTED


def test_deciding_twice_is_a_conflict(demo_db: Path, client_for) -> None:
    """A second decision on the same action is refused (409) and adds nothing."""
    client = client_for(demo_db)
    fields = form_values(client.get("/approvals").text, PENDING)
    client.post("/approvals", data={**fields, "decision": "approve", "by": "a"})
    with AgentState.open(demo_db, session_id=SESSION_ID) as state:
        before = len(list(state.events()))
    again = client.post("/approvals", data={**fields, "decision": "reject", "by": "b"})
    assert again.status_code == 409
    assert "act_42" in again.text
    assert "approved" in again.text
    with AgentState.open(demo_db, session_id=SESSION_ID) as state:
        assert len(list(state.events())) == before
        assert state.ledger.get(PENDING).status is ActionStatus.APPROVED


def test_live_fragments_answer_204_until_something_changes(demo_db: Path, client_for) -> None:
    """Each live endpoint gives its fragment with a version, then 204 until a write."""
    client = client_for(demo_db)
    urls = ("/live/sessions", f"/live/sessions/{SESSION_ID}", "/live/approvals")
    for url in urls:
        first = client.get(url)
        assert first.status_code == 200
        assert "<html" not in first.text
        version = first.headers["x-console-version"]
        assert client.get(url, params={"v": version}).status_code == 204
    versions = {url: client.get(url).headers["x-console-version"] for url in urls}
    with AgentState.open(demo_db, session_id=SESSION_ID) as state:
        ask = state.append_user("a new message from the customer")
    for url in ("/live/sessions", f"/live/sessions/{SESSION_ID}"):
        assert client.get(url, params={"v": versions[url]}).status_code == 200, url
    # The queue changes only when the pending actions do.
    assert (
        client.get("/live/approvals", params={"v": versions["/live/approvals"]}).status_code == 204
    )
    with AgentState.open(demo_db, session_id=SESSION_ID) as state:
        state.ledger.propose("refund", {"amount_cents": 5}, source=ask)
    queue = client.get("/live/approvals", params={"v": versions["/live/approvals"]})
    assert queue.status_code == 200
    assert "act_45" in queue.text
    changed = client.get(f"/live/sessions/{SESSION_ID}", params={"v": "43"})
    assert changed.status_code == 200
    assert changed.headers["x-console-version"] == "45"
    assert "a new message from the customer" in changed.text


def test_static_script_is_served_from_the_package(demo_db: Path, client_for) -> None:
    """The live-update script ships inside the package and is served as JavaScript."""
    response = client_for(demo_db).get("/static/console.js")
    assert response.status_code == 200
    assert "javascript" in response.headers["content-type"]
    assert "X-Console-Version" in response.text


def test_a_long_sessions_list_says_it_is_cut(tmp_path: Path, client_for) -> None:
    """Past 500 sessions the list shows the first 500 and says to search for the others."""
    path = tmp_path / "many.db"
    backend = SqliteBackend(path, durability="normal")
    try:
        for n in range(501):
            AgentState.open(backend, session_id=f"s-{n:04d}").append_user("hi")
    finally:
        backend.close()
    client = client_for(path)
    page = client.get("/sessions").text
    assert page.count("<tr>") == 501  # the header row and 500 sessions
    assert "s-0499" in page
    assert "s-0500" not in page
    assert "search to find the others" in page
    assert "s-0500" in client.get("/sessions", params={"q": "s-05"}).text


def test_drops_repairs_and_replaced_values_are_shown(tmp_path: Path, client_for) -> None:
    """Dropped units are marked, a checkpoint's repairs listed, a replaced value kept."""
    path = tmp_path / "marks.db"
    with AgentState.open(path, session_id="drops") as state:
        state.append_user("My pallet for order 4921 arrived damaged.")
        for result, is_error in (("timeout", True), ({"row": "item 1"}, False)):
            call = state.append_tool_call("lookup", {"item": 1})
            state.append_tool_result(call, result, is_error=is_error)
        for i in range(3):
            state.append_assistant(f"Still working on the credit, step {i}. " * 3)
        policy = CompactionPolicy(budget=4000, trigger=0.01, keep_tokens=40, keep_groups=1)
        assert state.compact_verbatim(policy=policy).dropped == ("ev_2", "ev_3")
    with AgentState.open(path, session_id="repairs", scratchpad=OrderFacts) as state:
        state.append_user("My pallet arrived damaged. I need a credit.")
        for i in range(6):
            call = state.append_tool_call("lookup", {"item": i})
            found = state.append_tool_result(call, {"item": i, "note": "damaged corner"})
            if i == 0:  # the order id comes from elsewhere than the event the items cite
                state.scratchpad.set("order_id", "W4923000", source=found)
                state.scratchpad.set("order_id", "W4923227", source=found)
        candidate = {
            "objective": {"text": "Get a credit for the pallet.", "refs": ["ev_1"]},
            "next_steps": [
                {"text": "Ship the replacement for W4923227.", "refs": ["ev_1"]},
                {"text": "Credit 7777 cents.", "refs": ["ev_1"]},
            ],
        }
        policy = CompactionPolicy(budget=1000, trigger=0.1, keep_tokens=60, max_attempts=1)
        assert state.compact(ScriptedSummarizer([candidate]), policy=policy, force=True).committed
    client = client_for(path)
    drops = client.get("/sessions/drops").text
    assert drops.count('<span class="badge drop">dropped</span>') == 2
    assert 'id="ev_2"' in drops
    assert "dropped ev_2, ev_3 from view (rules)" in drops
    page = client.get("/sessions/repairs").text
    repairs = page[page.index('<ul class="repairs">') :].split("</ul>\n")[0]
    assert (
        "placeholder at next_steps[0].text: &#34;Ship the replacement for W4923227.&#34; "
        "→ &#34;Ship the replacement for {fact:order_id}.&#34;"
    ) in repairs
    assert "dropped at next_steps[1]: &#34;Credit 7777 cents.&#34;" in repairs
    assert "grounding: &#39;7777&#39; is not grounded" in repairs
    fact = page[page.index('id="fact-order_id"') :].split("</tr>")[0]
    assert "<code>&#34;W4923227&#34;</code>" in fact
    assert "<code>&#34;W4923000&#34;</code> from" in fact
