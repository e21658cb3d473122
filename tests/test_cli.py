"""The command line: every inspection command, its JSON shape, and its error paths."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

import agentstate
from agentstate import AgentState, CompactionPolicy, ExtractiveSummarizer
from agentstate.cli import cli
from agentstate.testing import ManualClock
from agentstate.testing.summarizers import NotJsonSummarizer


def run(*args: str) -> Result:
    return CliRunner().invoke(cli, list(args), env={"COLUMNS": "200"})


@pytest.fixture
def database(tmp_path: Path) -> str:
    """A database with one session, two checkpoints and a rejected summary."""
    path = tmp_path / "support.db"
    policy = CompactionPolicy(
        budget=2000, trigger=0.1, keep_tokens=60, keep_groups=1, max_attempts=1
    )
    with AgentState.open(path, session_id="ticket-9104", clock=ManualClock()) as state:
        state.append_user("My pallet for order 4921 arrived damaged. I must get a credit [today].")
        for i in range(6):
            call = state.append_tool_call("lookup", {"item": i})
            state.append_tool_result(call, {"item": i, "note": "damaged corner"})
        assert state.compact(ExtractiveSummarizer(), policy=policy).committed
        state.append_user("Also, never call me before 9am.")
        for i in range(6):
            state.append_assistant(f"I will check shipment {i}.")
        assert state.compact(NotJsonSummarizer(), policy=policy, force=True).outcome == "rejected"
        assert state.compact(ExtractiveSummarizer(), policy=policy, force=True).committed
    with AgentState.open(path, session_id="other") as other:
        other.append_user("hello")
    return str(path)


def test_version() -> None:
    """--version prints the installed version."""
    result = run("--version")
    assert result.exit_code == 0
    assert result.output.strip() == f"agentstate, version {agentstate.__version__}"


def test_sessions(database: str) -> None:
    """The sessions command lists every session with its event count, as a table or as JSON."""
    result = run("sessions", database)
    assert result.exit_code == 0
    assert "ticket-9104" in result.output
    shown = json.loads(run("sessions", database, "--json").output)
    assert [s["session_id"] for s in shown] == ["other", "ticket-9104"]
    assert set(shown[0]) == {"session_id", "created_at", "events"}


def test_timeline_marks_boundaries_and_rejections(database: str) -> None:
    """The timeline command shows events, committed checkpoints and rejected summaries."""
    result = run("timeline", database, "ticket-9104")
    assert result.exit_code == 0, result.output
    assert "checkpoint v1 committed" in result.output
    assert "summary rejected" in result.output
    assert "[today]" in result.output  # user text is never read as markup
    shown = json.loads(run("timeline", database, "ticket-9104", "--json", "--limit", "3").output)
    assert [e["ref"] for e in shown["events"]] == ["ev_1", "ev_2", "ev_3"]
    assert set(shown["events"][0]) == {"ref", "seq", "kind", "created_at", "tokens", "content"}
    assert len(shown["boundaries"]) == 2


def test_evidence_commands(database: str) -> None:
    """The evidence get, search and expand commands work by ref, as tables or JSON."""
    assert run("evidence", "get", database, "ticket-9104", "ev_1").exit_code == 0
    event = json.loads(run("evidence", "get", database, "ticket-9104", "ev_1", "--json").output)
    assert event["content"]["text"].startswith("My pallet")
    hits = json.loads(
        run("evidence", "search", database, "ticket-9104", "damaged", "-k", "2", "--json").output
    )
    assert len(hits) == 2
    assert set(hits[0]) == {"ref", "score", "event"}
    around = json.loads(
        run("evidence", "expand", database, "ticket-9104", "ev_3", "--before", "1", "--json").output
    )
    assert [e["ref"] for e in around] == ["ev_2", "ev_3", "ev_4", "ev_5"]
    assert run("evidence", "search", database, "ticket-9104", "4921").exit_code == 0


def test_checkpoint_commands(database: str) -> None:
    """The checkpoints list, show and diff commands describe the chain of summaries."""
    listed = json.loads(run("checkpoints", "list", database, "ticket-9104", "--json").output)
    assert [c["version"] for c in listed] == [1, 2]
    assert run("checkpoints", "list", database, "ticket-9104").exit_code == 0
    latest = json.loads(run("checkpoints", "show", database, "ticket-9104", "--json").output)
    assert latest["version"] == 2
    shown = run("checkpoints", "show", database, "ticket-9104", "1")
    assert "Objective:" in shown.output
    diff = json.loads(
        run("checkpoints", "diff", database, "ticket-9104", "1", "2", "--json").output
    )
    added = diff["changes"]["constraints"]["added"]
    assert any("9am" in line for line in added)
    assert "+ " in run("checkpoints", "diff", database, "ticket-9104", "1", "2").output


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["timeline", "{missing}", "s"], "no database at"),
        (["timeline", "{db}", "nope"], "no session 'nope'"),
        (["evidence", "get", "{db}", "ticket-9104", "ev_999"], "no event ev_999"),
        (["evidence", "get", "{db}", "ticket-9104", "event-1"], "is not an event ref"),
        (["checkpoints", "show", "{db}", "ticket-9104", "7"], "no checkpoint 7"),
        (["checkpoints", "show", "{db}", "other"], "has no checkpoint yet"),
        (
            ["evidence", "search", "{db}", "ticket-9104", "x", "--kind", "nope"],
            "unknown event kind",
        ),
    ],
)
def test_errors_are_one_clear_line(
    database: str, tmp_path: Path, args: list[str], message: str
) -> None:
    """Bad files, sessions, refs and versions exit 1 with a clear message and no traceback."""
    filled = [a.format(db=database, missing=str(tmp_path / "missing.db")) for a in args]
    result = run(*filled)
    assert result.exit_code == 1
    assert message in result.output
    assert "Traceback" not in result.output


def test_newer_schema_is_refused(database: str) -> None:
    """A database written by a newer agentstate is refused with a clear message."""
    conn = sqlite3.connect(database)
    conn.execute(
        "INSERT INTO _sqlite_migrations (migration_set, name, applied_at) "
        "VALUES ('agentstate', '9999_future', 'later')"
    )
    conn.commit()
    conn.close()
    result = run("sessions", database)
    assert result.exit_code == 1
    assert "newer agentstate" in result.output


def test_inspection_never_creates_a_database(tmp_path: Path) -> None:
    """Pointing a command at a missing path creates nothing."""
    missing = tmp_path / "nothing.db"
    assert run("sessions", str(missing)).exit_code == 1
    assert not missing.exists()
