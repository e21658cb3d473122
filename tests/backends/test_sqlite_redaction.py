"""SQLite forgets for real: no copy of redacted or erased text in any of its files.

The tests read the raw bytes of the database file, its WAL and its shared-memory index
while the backend is still open, and look for the removed strings; each first checks that
the strings were there before, so a search that cannot find anything proves nothing.
"""

from __future__ import annotations

import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from agentstate import AgentState, CaptureRule, Scratchpad, SqliteBackend
from agentstate.testing import ManualClock

SECRETS = ("4111111111111111", "zyzzyvaown", "bob.quux@example.com", "quux")
"""Strings only the redacted events hold: a card number, the stem of a name (what the search
index keeps of ``Zyzzyvaowner``, and a prefix of the name itself), an e-mail, a word of it."""


class Facts(Scratchpad):
    card: str | None = None


def _files(path: Path) -> dict[str, bytes]:
    found = {}
    for suffix in ("", "-wal", "-shm"):
        file = Path(f"{path}{suffix}")
        if file.exists():
            found[file.name] = file.read_bytes()
    return found


def _residue(path: Path) -> dict[str, list[str]]:
    """The secrets found in each file, in any case."""
    out = {}
    for name, data in _files(path).items():
        lowered = data.lower()
        hits = [secret for secret in SECRETS if secret.encode() in lowered]
        if hits:
            out[name] = hits
    return out


def _busy_session(path: Path, session_id: str = "ticket") -> tuple[AgentState, str, str]:
    """A session whose events 3 and 4 hold the secrets, followed by enough to index them."""
    state = AgentState.open(
        path,
        session_id=session_id,
        clock=ManualClock(),
        scratchpad=Facts,
        capture=[CaptureRule(tool="lookup", path="result.card", field="card")],
    )
    state.append_user("hello, I need a refund")
    state.append_assistant("Let me look that up.")
    call = state.append_tool_call("lookup", {"email": "bob.quux@example.com"})
    result = state.append_tool_result(
        call, {"card": "4111111111111111", "owner": "Zyzzyvaowner", "status": "active"}
    )
    for i in range(80):  # past a full FTS5 batch, so the secrets are in the index
        state.append_user(f"filler message number {i}")
    return state, call.ref, result.ref


def test_redaction_leaves_no_residue_in_any_file(tmp_path: Path) -> None:
    """After redacting the call, its result and the captured fact, no file holds a secret."""
    path = tmp_path / "state.db"
    state, call, result = _busy_session(path)
    assert _residue(path), "the secrets must be on disk before the redaction"
    state.redact(call, by="ops", reason="erasure request 12")
    state.redact(result, by="ops", reason="erasure request 12")
    assert _residue(path) == {}
    assert state.backend.integrity_check() == ["ok"]  # type: ignore[attr-defined]
    assert state.scratchpad.provenance("card") == result
    state.close()


def test_erasure_leaves_no_residue_in_any_file(tmp_path: Path) -> None:
    """After erasing a session, no file holds its text; another session keeps its own."""
    path = tmp_path / "state.db"
    state, _, _ = _busy_session(path)
    other = AgentState.open(state.backend, session_id="other", clock=ManualClock())
    other.append_user("unrelated keepsake words")
    assert _residue(path)
    state.erase(by="ops", reason="retention")
    assert _residue(path) == {}
    assert b"keepsake" in b"".join(_files(path).values())
    assert state.backend.integrity_check() == ["ok"]  # type: ignore[attr-defined]
    assert [hit.ref for hit in other.evidence.search("keepsake")] == ["ev_1"]
    state.close()


def test_plain_updates_and_deletes_are_still_refused(tmp_path: Path) -> None:
    """Without the redaction path's grant, every UPDATE or DELETE of stored rows aborts."""
    path = tmp_path / "state.db"
    state, _, result = _busy_session(path)
    state.redact(result, by="ops", reason="request")
    other = AgentState.open(state.backend, session_id="other", clock=ManualClock())
    other.append_user("short-lived")
    other.erase(by="ops", reason="retention")
    state.close()
    conn = sqlite3.connect(path, isolation_level=None)
    statements = [
        "UPDATE events SET content = '{}' WHERE seq = 1",
        "UPDATE events SET docs_through = 0 WHERE seq = 1",
        "DELETE FROM events WHERE seq = 1",
        "UPDATE facts SET value = '1'",
        "DELETE FROM facts",
        "DELETE FROM search_docs",
        "DELETE FROM tool_calls",
        "UPDATE tombstones SET reason = 'x'",
    ]
    for statement in statements:
        with pytest.raises(sqlite3.IntegrityError, match="append-only"):
            conn.execute(statement)
    assert conn.execute("SELECT count(*) FROM rewrite_grants").fetchone() == (0,)
    conn.close()


def test_a_grant_never_lets_the_structure_change(tmp_path: Path) -> None:
    """Even under a grant, an event's seq, kind, time and token figures cannot change."""
    path = tmp_path / "state.db"
    state, _, _ = _busy_session(path)
    state.close()
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("BEGIN")
    conn.execute("INSERT INTO rewrite_grants VALUES ('ticket', 1)")
    conn.execute('UPDATE events SET content = \'{"text": "x"}\' WHERE seq = 1')  # granted
    for column in ("tokens", "cum_tokens", "open_calls", "kind", "created_at"):
        with pytest.raises(sqlite3.IntegrityError, match="append-only"):
            conn.execute(f"UPDATE events SET {column} = -1 WHERE seq = 1")
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        conn.execute("UPDATE events SET content = '{}' WHERE seq = 2")  # no grant for seq 2
    conn.execute("ROLLBACK")
    conn.close()


_CRASH_BEFORE_COMMIT = """
import os, sys
from agentstate import SqliteBackend
from agentstate import _json
from agentstate.backends.rewrites import EventRewrite, Rewrites
backend = SqliteBackend(sys.argv[1])
content = {"call_id": "call_3", "name": "lookup", "result": "[redacted]", "is_error": False}
with backend.write("ticket") as tx:
    tx.rewrite(Rewrites(events=(EventRewrite(4, content, _json.dumps(content), "lookup"),)))
    os._exit(9)  # killed mid-transaction: nothing is committed
"""

_CRASH_BEFORE_PURGE = """
import os, sqlite3, sys
from agentstate import AgentState, SqliteBackend
reader = sqlite3.connect(sys.argv[1], isolation_level=None)
reader.execute("BEGIN")
reader.execute("SELECT count(*) FROM events").fetchall()  # holds an old snapshot
state = AgentState.open(SqliteBackend(sys.argv[1], busy_timeout=0.2), session_id="ticket")
state.redact("ev_4", by="ops", reason="request")  # commits; the WAL purge is blocked
os._exit(9)  # killed before anything else could purge it
"""


def _crash(script: str, path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(script), str(path)],
        capture_output=True,
        check=False,
        timeout=60,
    )
    assert done.returncode == 9, done.stderr.decode()


def test_a_crash_before_commit_leaves_the_event_whole(tmp_path: Path) -> None:
    """A process killed inside a redaction's transaction leaves the event as it was.

    Nothing is half-written: no grant, no redaction event, the index and the ranking rows
    agree; the text is there, to be redacted again.
    """
    path = tmp_path / "state.db"
    state, _, result = _busy_session(path)
    before = state.evidence.get(result)
    state.close()
    _crash(_CRASH_BEFORE_COMMIT, path)
    backend = SqliteBackend(path)
    state = AgentState.open(backend, session_id="ticket")
    assert state.evidence.get(result) == before
    assert [hit.ref for hit in state.evidence.search("zyzzyvaowner")] == [result]
    assert backend.integrity_check() == ["ok"]
    assert backend._conn.execute("SELECT count(*) FROM rewrite_grants").fetchone() == (0,)
    state.redact(result, by="ops", reason="again")
    assert "4111111111111111" not in str(_residue(path))
    state.close()


def test_a_crash_after_commit_is_purged_at_the_next_open(tmp_path: Path) -> None:
    """A redaction committed but not yet purged from the WAL is purged when the file opens.

    The old text stays in the files while the process that committed is gone and the WAL
    was not checkpointed; opening the database finishes the purge before anything else.
    """
    path = tmp_path / "state.db"
    state, _, _ = _busy_session(path)
    state.close()
    _crash(_CRASH_BEFORE_PURGE, path)
    assert "4111111111111111" in str(_residue(path)), "the purge must not have run"
    backend = SqliteBackend(path)
    assert not any("4111111111111111" in hits for hits in _residue(path).values())
    assert backend.integrity_check() == ["ok"]
    with backend.read("ticket") as reader:
        event = reader.event(4)
    assert event is not None
    assert event.content["result"] == "[redacted]"
    backend.close()


def test_a_redaction_nested_in_a_write_is_purged_after_the_outer_commit(tmp_path: Path) -> None:
    """A redaction inside another write transaction is purged once the outermost commits."""
    path = tmp_path / "state.db"
    state, _, result = _busy_session(path)
    backend = state.backend
    with backend.write("ticket"):
        state.redact(result, by="ops", reason="request")
    # Only the call (holding the e-mail) is left: the result and its captured card are gone.
    assert _residue(path) == {"state.db": ["bob.quux@example.com", "quux"]}
    assert Path(f"{path}-wal").stat().st_size == 0
    assert backend._conn.execute("SELECT count(*) FROM purges").fetchone() == (0,)  # type: ignore[attr-defined]
    state.close()
