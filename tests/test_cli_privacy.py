"""The forgetting commands: ``agentstate redact``, ``erase`` and ``retain``."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import click
import pytest
from click.testing import CliRunner, Result

from agentstate import AgentState, SqliteBackend
from agentstate._cli_privacy import parse_age
from agentstate.backends.rewrites import session_digest
from agentstate.cli import cli
from agentstate.testing import ManualClock


def run(*args: str) -> Result:
    return CliRunner().invoke(cli, list(args), env={"COLUMNS": "200"})


@pytest.fixture
def database(tmp_path: Path) -> str:
    """Two sessions: ``old`` last written in 2000, ``new`` written now."""
    path = tmp_path / "support.db"
    with AgentState.open(
        path, session_id="old", clock=ManualClock(datetime(2000, 1, 1, tzinfo=UTC))
    ) as state:
        state.append_user("my card is 4111111111111111")
        state.append_user("thanks")
    with AgentState.open(path, session_id="new") as state:
        state.append_user("a fresh question about quokkas")
    return str(path)


def _content(path: str, session_id: str, seq: int) -> object:
    backend = SqliteBackend(path)
    try:
        with backend.read(session_id) as reader:
            event = reader.event(seq)
        return None if event is None else event.content
    finally:
        backend.close()


def test_redact_command(database: str) -> None:
    """``redact`` rewrites the event and prints what the redaction rewrote, as JSON too."""
    result = run("redact", database, "old", "ev_1", "--by", "ops", "--reason", "ticket 7", "--json")
    assert result.exit_code == 0, result.output
    assert json.loads(result.output) == {
        "redaction": "ev_3",
        "target": "ev_1",
        "rewritten": ["ev_1"],
        "checkpoints": [],
        "wal_purged": True,
    }
    assert _content(database, "old", 1) == {"text": "[redacted]"}
    assert b"4111111111111111" not in Path(database).read_bytes()


def test_the_timeline_says_what_a_redaction_did(database: str) -> None:
    """A redaction reads as one line in the timeline: what, by whom, why."""
    run("redact", database, "old", "ev_1", "--by", "ops", "--reason", "ticket 7")
    result = run("timeline", database, "old")
    assert result.exit_code == 0, result.output
    assert "redacted ev_1 by ops: ticket 7" in result.output
    assert "4111111111111111" not in result.output


def test_redact_command_with_paths_and_errors(database: str) -> None:
    """``--path`` redacts only that path; a bad path or a missing ref fails in one line."""
    result = run(
        "redact", database, "new", "ev_1", "--by", "ops", "--reason", "r", "--path", "text"
    )
    assert result.exit_code == 0, result.output
    assert "ev_1 redacted by ev_2" in result.output
    bad = run("redact", database, "new", "ev_1", "--by", "ops", "--reason", "r", "--path", "nope")
    assert bad.exit_code == 1
    assert "names nothing" in bad.output
    missing = run("redact", database, "new", "ev_9", "--by", "ops", "--reason", "r")
    assert missing.exit_code == 1
    assert "no event ev_9" in missing.output
    unknown = run("redact", database, "nobody", "ev_1", "--by", "ops", "--reason", "r")
    assert unknown.exit_code == 1


def test_erase_command(database: str) -> None:
    """``erase`` removes the session and prints its tombstone."""
    result = run("erase", database, "old", "--by", "ops", "--reason", "request 9", "--json")
    assert result.exit_code == 0, result.output
    tombstone = json.loads(result.output)
    assert tombstone["session_digest"] == session_digest("old")
    assert (tombstone["by"], tombstone["reason"], tombstone["events"]) == ("ops", "request 9", 2)
    assert _content(database, "old", 1) is None
    assert _content(database, "new", 1) == {"text": "a fresh question about quokkas"}


def test_retain_dry_run_writes_nothing(database: str) -> None:
    """``retain --dry-run`` lists the expired sessions and erases none."""
    before = Path(database).read_bytes()
    result = run("retain", database, "--older-than", "30d", "--dry-run", "--json")
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert [item["session_id"] for item in report["expired"]] == ["old"]
    assert report["tombstones"] == []
    assert _content(database, "old", 1) == {"text": "my card is 4111111111111111"}
    assert Path(database).read_bytes() == before


def test_retain_erases_only_expired_sessions(database: str) -> None:
    """``retain`` erases the sessions older than the age and keeps the others."""
    result = run("retain", database, "--older-than", "30d")
    assert result.exit_code == 0, result.output
    assert "erased old" in result.output
    assert _content(database, "old", 1) is None
    assert _content(database, "new", 1) is not None
    backend = SqliteBackend(database)
    try:
        [tombstone] = backend.tombstones()
        assert tombstone.reason == "retention: older than 30d"
        assert tombstone.by == "agentstate-retain"
    finally:
        backend.close()
    again = run("retain", database, "--older-than", "30d")
    assert "no session older than 30d" in again.output


@pytest.mark.parametrize(
    ("text", "expected"),
    [("30d", timedelta(days=30)), ("12h", timedelta(hours=12)), ("2w", timedelta(weeks=2))],
)
def test_parse_age(text: str, expected: timedelta) -> None:
    """Ages are a count and a unit."""
    assert parse_age(text) == expected


@pytest.mark.parametrize("text", ["30", "d", "0d", "-1d", "3y", "1.5d"])
def test_bad_ages_are_refused(text: str, database: str) -> None:
    """Anything but a positive count and a known unit is a usage error; nothing is erased."""
    with pytest.raises(click.BadParameter):
        parse_age(text)
    result = run("retain", database, "--older-than", text)
    assert result.exit_code == 2
    assert _content(database, "old", 1) is not None


def test_the_timeline_says_what_a_retraction_took_out(tmp_path: Path) -> None:
    """A retraction reads as one line in the timeline: which messages, by whom, why."""
    path = tmp_path / "retract.db"
    with AgentState.open(path, session_id="s") as state:
        state.append_user("refund order 4921")
        answer = state.append_assistant("Refund issued.")
        state.retract([answer], by="agents-sdk", reason="pop_item")
    result = run("timeline", str(path), "s")
    assert result.exit_code == 0, result.output
    assert "retracted ev_2 from view by agents-sdk: pop_item" in result.output
