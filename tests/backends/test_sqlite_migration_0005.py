"""Migration 0005: actions written before it read back, and move on, exactly as before."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from agentstate import AgentState, SqliteBackend, _json
from agentstate.backends.base import ActionRecord
from agentstate.errors import StorageCorrupted

_OLD_ACTIONS = """CREATE TABLE actions (
    session_id TEXT NOT NULL,
    action_id TEXT NOT NULL,
    event_seq INTEGER NOT NULL,
    kind TEXT NOT NULL,
    params TEXT NOT NULL,
    digest TEXT NOT NULL,
    status TEXT NOT NULL,
    actor TEXT NOT NULL,
    source_seq INTEGER NOT NULL,
    PRIMARY KEY (session_id, action_id, event_seq)
) WITHOUT ROWID"""


def _ledger_script(state: AgentState) -> None:
    """Twelve actions (ids whose text and number orders differ), moved to every status."""
    ask = state.append_user("Credit order 4921, and refund the rest")
    actions = [
        state.ledger.propose("issue_credit", {"order": "4921", "cents": n}, source=ask)
        for n in range(12)
    ]
    yes = state.append_user("yes")
    for action in actions[::2]:
        state.ledger.approve(action, by="supervisor", source=yes)
    state.ledger.execute(actions[0], by="billing", source=yes)
    state.ledger.reject(actions[1], by="supervisor", source=yes)
    state.ledger.revoke(actions[2], by="supervisor", source=yes)


def _snapshot(path: Path, session_id: str) -> tuple[list[ActionRecord], list[list[ActionRecord]]]:
    backend = SqliteBackend(path)
    try:
        with backend.read(session_id) as reader:
            current = reader.actions()
            return current, [reader.action_history(record.action_id) for record in current]
    finally:
        backend.close()


def _as_0004(path: Path, records: list[tuple[str, ActionRecord]]) -> None:
    """Rewrite the actions table as schema 0004 stored it: every state a full row."""
    conn = sqlite3.connect(path)
    with conn:
        conn.execute("DROP TABLE actions")
        conn.execute(_OLD_ACTIONS)
        conn.executemany(
            "INSERT INTO actions VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [
                (
                    session_id,
                    r.action_id,
                    r.event_seq,
                    r.kind,
                    _json.dumps(r.params),
                    r.digest,
                    r.status,
                    r.actor,
                    r.source_seq,
                )
                for session_id, r in records
            ],
        )
        conn.execute("DELETE FROM _sqlite_migrations WHERE name = '0005_action_states_by_number'")
    conn.close()


def _build(path: Path) -> list[tuple[str, ActionRecord]]:
    for session_id in ("a", "b"):
        with AgentState.open(path, session_id=session_id) as state:
            _ledger_script(state)
    records = []
    for session_id in ("a", "b"):
        _, histories = _snapshot(path, session_id)
        records += [(session_id, record) for history in histories for record in history]
    return records


def test_a_0004_ledger_reads_and_moves_as_a_fresh_one(tmp_path: Path) -> None:
    """After the migration, every action, its history and a new move equal a fresh file's."""
    fresh, old = tmp_path / "fresh.db", tmp_path / "old.db"
    _build(fresh)
    _as_0004(old, _build(old))
    for session_id in ("a", "b"):
        assert _snapshot(old, session_id) == _snapshot(fresh, session_id)
    for path in (fresh, old):
        with AgentState.open(path, session_id="a") as state:
            ok = state.append_user("go ahead")
            state.ledger.execute("act_10", by="billing", source=ok)
            state.ledger.approve("act_13", by="supervisor", source=ok)
    assert _snapshot(old, "a") == _snapshot(fresh, "a")
    with sqlite3.connect(old) as conn:
        wide = conn.execute(
            "SELECT count(*) FROM actions WHERE params IS NOT NULL GROUP BY session_id"
        ).fetchall()
    assert wide == [(12,), (12,)]  # params kept once per action, on its first state


def test_an_action_id_of_another_shape_stops_the_migration(tmp_path: Path) -> None:
    """A row whose id is not act_<n> is refused by name, and the old table is left as it was."""
    path = tmp_path / "old.db"
    records = _build(path)
    _as_0004(path, [*records, ("a", ActionRecord("act_07", "x", {}, "d", "pending", "m", 1, 99))])
    with pytest.raises(StorageCorrupted, match="'act_07'"):
        SqliteBackend(path).close()
    with sqlite3.connect(path) as conn:
        rows = conn.execute("SELECT count(*), count(params) FROM actions").fetchone()
    assert rows == (len(records) + 1, len(records) + 1)
