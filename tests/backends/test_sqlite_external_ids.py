"""SQLite specifics of external ids: the table is append-only to raw SQL, an erasure empties it."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from agentstate.events import user
from agentstate.state import AgentState
from agentstate.testing.clock import ManualClock


def test_external_ids_are_append_only_but_erased_with_their_session(tmp_path: Path) -> None:
    """Raw UPDATE and DELETE are refused; `erase` deletes the session's ids, and only those."""
    path = tmp_path / "state.db"
    kept = AgentState.open(path, session_id="kept", clock=ManualClock())
    kept.append(user("hi").with_external_id("msg_1"))
    gone = AgentState.open(kept.backend, session_id="gone", clock=ManualClock())
    gone.append(user("bye").with_external_id("msg_1"))
    gone.erase(by="ops", reason="retention")
    kept.close()
    conn = sqlite3.connect(path, isolation_level=None)
    for statement in ("UPDATE external_ids SET seq = 9", "DELETE FROM external_ids"):
        with pytest.raises(sqlite3.IntegrityError, match="append-only"):
            conn.execute(statement)
    rows = conn.execute("SELECT session_id, external_id, seq FROM external_ids").fetchall()
    assert rows == [("kept", "msg_1", 1)]
    conn.close()
