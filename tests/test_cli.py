"""The command line: every inspection command, its JSON shape, and its error paths."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

import agentstate
from agentstate import AgentState, CompactionPolicy, ExtractiveSummarizer, Scratchpad
from agentstate.cli import cli
from agentstate.errors import CompactionFailed
from agentstate.testing import ManualClock
from agentstate.testing.judges import FailingJudge, ScriptedJudge
from agentstate.testing.summarizers import NotJsonSummarizer, ScriptedSummarizer


def run(*args: str) -> Result:
    return CliRunner().invoke(cli, list(args), env={"COLUMNS": "200"})


class Facts(Scratchpad):
    order_id: str | None = None


@pytest.fixture
def database(tmp_path: Path) -> str:
    """A database with one session, two checkpoints, a rejected summary, a fact and an action."""
    path = tmp_path / "support.db"
    policy = CompactionPolicy(
        budget=2000, trigger=0.1, keep_tokens=60, keep_groups=1, max_attempts=1
    )
    opened = AgentState.open(path, session_id="ticket-9104", clock=ManualClock(), scratchpad=Facts)
    with opened as state:
        ask = state.append_user(
            "My pallet for order 4921 arrived damaged. I must get a credit [today]."
        )
        state.scratchpad.set("order_id", "4921", source=ask)
        state.scratchpad.set("order_id", "4922", source=ask)
        credit = state.ledger.propose("issue_credit", {"order_id": "4922"}, source=ask)
        state.ledger.approve(credit.id, by="supervisor", source=ask)
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
    assert around[0]["kind"] == "fact"
    assert run("evidence", "search", database, "ticket-9104", "4921").exit_code == 0


def test_checkpoint_commands(database: str) -> None:
    """The checkpoints list, show and diff commands describe the chain of summaries."""
    listed = json.loads(run("checkpoints", "list", database, "ticket-9104", "--json").output)
    assert [c["version"] for c in listed] == [1, 2]
    assert run("checkpoints", "list", database, "ticket-9104").exit_code == 0
    latest = json.loads(run("checkpoints", "show", database, "ticket-9104", "--json").output)
    assert latest["version"] == 2
    assert latest["repairs"] == []
    shown = run("checkpoints", "show", database, "ticket-9104", "1")
    assert "Objective:" in shown.output
    diff = json.loads(
        run("checkpoints", "diff", database, "ticket-9104", "1", "2", "--json").output
    )
    added = diff["changes"]["constraints"]["added"]
    assert any("9am" in line for line in added)
    assert "+ " in run("checkpoints", "diff", database, "ticket-9104", "1", "2").output


def test_checkpoints_show_lists_the_claim_judges_verdicts(tmp_path: Path) -> None:
    """A checkpoint whose doubted items a judge read shows its verdicts and their cost."""
    path = tmp_path / "judged.db"
    judge = ScriptedJudge({"decisions[0]": ("supported", "ev_2 says the box was wet")},
                          usage={"input_tokens": 640, "output_tokens": 31})  # fmt: skip
    policy = CompactionPolicy(budget=5000, trigger=0.01, keep_tokens=10, keep_groups=1, judge=judge)
    with AgentState.open(path, session_id="s", clock=ManualClock()) as state:
        ask = state.append_user("Please cancel order 4921, it arrived damaged.")
        state.append_user("Also the box was wet.")
        for i in range(4):
            state.append_assistant(f"Step {i}.")
        candidate = {
            "objective": {"text": "Cancel the damaged order.", "refs": [ask.ref]},
            "decisions": [
                {
                    "text": "The user asked to cancel order 4921 as the box was wet",
                    "refs": [ask.ref],
                }
            ],
        }
        assert state.compact(ScriptedSummarizer([candidate]), policy=policy, force=True).committed
    shown = run("checkpoints", "show", str(path), "s")
    assert shown.exit_code == 0, shown.output
    judged = shown.output[shown.output.index("Claim judge") :]
    assert '- scripted ({"input_tokens": 640, "output_tokens": 31}):' in judged
    assert "decisions[0]: supported: ev_2 says the box was wet" in judged
    data = json.loads(run("checkpoints", "show", str(path), "s", "--json").output)
    assert data["judgements"][0]["verdicts"][0]["verdict"] == "supported"


def test_checkpoints_show_names_a_failed_judgement_and_its_cost(tmp_path: Path) -> None:
    """A judgement whose answer was cut off shows its error and what the call cost."""
    path = tmp_path / "judged.db"
    cut_off = CompactionFailed("truncated: cut off", usage={"input_tokens": 640})
    policy = CompactionPolicy(
        budget=5000, trigger=0.01, keep_tokens=10, keep_groups=1, judge=FailingJudge(cut_off)
    )
    with AgentState.open(path, session_id="s", clock=ManualClock()) as state:
        ask = state.append_user("Please cancel order 4921, it arrived damaged.")
        state.append_user("Also the box was wet.")
        for i in range(4):
            state.append_assistant(f"Step {i}.")
        text = "The user asked to cancel order 4921 as the box was wet"
        candidate = {
            "objective": {"text": "Cancel the damaged order.", "refs": [ask.ref]},
            "decisions": [{"text": text, "refs": [ask.ref]}],
        }
        assert state.compact(ScriptedSummarizer([candidate]), policy=policy, force=True).committed
    shown = run("checkpoints", "show", str(path), "s")
    assert shown.exit_code == 0, shown.output
    judged = shown.output[shown.output.index("Claim judge") :]
    assert (
        '- failing ({"input_tokens": 640}) failed: CompactionFailed: truncated: cut off' in judged
    )


def test_checkpoints_show_lists_the_repairs(tmp_path: Path) -> None:
    """A repaired checkpoint shows its repairs: a Repairs section, and a list in --json."""
    path = tmp_path / "repaired.db"
    policy = CompactionPolicy(
        budget=1000, trigger=0.1, keep_tokens=60, keep_groups=1, max_attempts=1
    )
    with AgentState.open(path, session_id="s", clock=ManualClock(), scratchpad=Facts) as state:
        state.append_user("My pallet arrived damaged. I need a credit.")
        for i in range(6):
            call = state.append_tool_call("lookup", {"item": i})
            found = state.append_tool_result(call, {"item": i, "note": "damaged corner"})
            if i == 0:  # the order id comes from elsewhere than the event the items cite
                state.scratchpad.set("order_id", "W4923227", source=found)
        candidate = {
            "objective": {"text": "Get a credit for the pallet.", "refs": ["ev_1"]},
            "next_steps": [
                {"text": "Ship the replacement for W4923227.", "refs": ["ev_1"]},
                {"text": "Credit 7777 cents.", "refs": ["ev_1"]},
                {"text": "Call the customer back.", "refs": ["ev_1"]},
            ],
        }
        assert state.compact(ScriptedSummarizer([candidate]), policy=policy, force=True).committed
    shown = run("checkpoints", "show", str(path), "s")
    assert shown.exit_code == 0, shown.output
    assert "- Ship the replacement for {fact:order_id}. (ev_1)" in shown.output
    repairs = shown.output[shown.output.index("Repairs") :]
    assert "placeholder at next_steps[0].text" in repairs
    assert '"Ship the replacement for W4923227."' in repairs
    assert 'dropped next_steps[1]: "Credit 7777 cents."' in repairs
    assert "grounding: '7777' is not grounded" in repairs
    data = json.loads(run("checkpoints", "show", str(path), "s", "--json").output)
    assert [(r["kind"], r["path"]) for r in data["repairs"]] == [
        ("placeholder", "next_steps[0].text"),
        ("dropped", "next_steps[1]"),
    ]
    assert data["repairs"][1]["before"] == {"text": "Credit 7777 cents.", "refs": ["ev_1"]}
    assert data["repairs"][1]["findings"][0]["rule"] == "grounding"


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


def test_scratchpad_and_ledger(database: str) -> None:
    """The scratchpad and ledger commands show values with provenance, and histories."""
    facts = json.loads(run("scratchpad", database, "ticket-9104", "--json").output)
    assert facts == [{"key": "order_id", "value": "4922", "source": "ev_1", "event": "ev_3"}]
    history = json.loads(run("scratchpad", database, "ticket-9104", "order_id", "--json").output)
    assert [v["value"] for v in history] == ["4921", "4922"]
    assert history[0]["superseded_by"] == "ev_3"
    assert "superseded by" in run("scratchpad", database, "ticket-9104", "order_id").output
    assert "4922" in run("scratchpad", database, "ticket-9104").output
    actions = json.loads(run("ledger", database, "ticket-9104", "--json").output)
    assert [(a["kind"], a["status"], a["actor"]) for a in actions] == [
        ("issue_credit", "approved", "supervisor")
    ]
    steps = json.loads(run("ledger", database, "ticket-9104", actions[0]["id"], "--json").output)
    assert [s["status"] for s in steps] == ["pending", "approved"]
    assert "approved" in run("ledger", database, "ticket-9104").output


def test_context_command(database: str, tmp_path: Path) -> None:
    """Context renders the next request for either provider, with tools from a file."""
    tools = tmp_path / "tools.json"
    tools.write_text(
        json.dumps([{"name": "lookup", "description": "Look up.", "input_schema": {}}])
    )
    openai = json.loads(
        run(
            "context",
            database,
            "ticket-9104",
            "--system",
            "Be brief.",
            "--tools-file",
            str(tools),
            "--json",
        ).output
    )
    first = openai["messages"][0]
    assert first["role"] == "system"
    assert first["content"].startswith("Be brief.\n\n[Compressed record of this conversation")
    assert [m["role"] for m in openai["messages"]].count("system") == 1
    responses = json.loads(
        run("context", database, "ticket-9104", "--format", "openai-responses", "--json").output
    )
    assert set(responses) == {"instructions", "input", "tools"}
    assert openai["tools"][0]["function"]["name"] == "lookup"
    anthropic = json.loads(
        run("context", database, "ticket-9104", "--format", "anthropic", "--json").output
    )
    assert set(anthropic) == {"tools", "system", "messages"}
    shown = run("context", database, "ticket-9104", "--budget", "3000")
    assert shown.exit_code == 0
    assert "tokens after the stable prefix (budget 3000)" in shown.output
    tools.write_text("{not json")
    bad = run("context", database, "ticket-9104", "--tools-file", str(tools))
    assert bad.exit_code == 1
    assert "is not JSON" in bad.output


def test_export_then_import_round_trips(database: str, tmp_path: Path) -> None:
    """The export command prints messages that import appends to another session exactly."""
    exported = run("export", database, "ticket-9104", "--format", "openai")
    assert exported.exit_code == 0
    file = tmp_path / "messages.json"
    file.write_text(exported.output)
    target = str(tmp_path / "copy.db")
    imported = json.loads(
        run("import", target, "copy", str(file), "--format", "openai", "--json").output
    )
    assert imported["imported"] == len(json.loads(exported.output))
    again = run("export", target, "copy", "--format", "openai")
    assert json.loads(again.output) == json.loads(exported.output)


def test_import_refuses_broken_histories_unless_repairing(tmp_path: Path) -> None:
    """A torn tool exchange is refused with a clear error; --repair imports it with notes."""
    file = tmp_path / "broken.json"
    file.write_text(json.dumps([{"role": "tool", "tool_call_id": "c1", "content": "orphan"}]))
    target = str(tmp_path / "b.db")
    refused = run("import", target, "s", str(file), "--format", "openai")
    assert refused.exit_code == 1
    assert "Traceback" not in refused.output
    repaired = run("import", target, "s", str(file), "--format", "openai", "--repair")
    assert repaired.exit_code == 0, repaired.output
    file.write_text("[1, 2")
    assert "is not JSON" in run("import", target, "s", str(file), "--format", "openai").output


HOSTILE_TEXT = "crushed\x1b[2J\x1b[H corner\x07\r\x9b31m \u202eevil\u2066 done\x7f"
"""Clears the screen, homes the cursor, rings, returns, a C1 CSI, bidi overrides, DEL."""
_RAW_CONTROLS = {chr(code) for code in (*range(0x20), 0x7F, *range(0x80, 0xA0))} - {"\n"}
_RAW_BIDI = {"\u202e", "\u2066"}


class Notes(Scratchpad):
    note: str | None = None


@pytest.fixture
def hostile_database(tmp_path: Path) -> str:
    """A session whose messages, result, fact, action params and summary hold hostile text."""
    path = tmp_path / "hostile.db"
    with AgentState.open(path, session_id="s", scratchpad=Notes) as state:
        ask = state.append_user(f"order 4921 {HOSTILE_TEXT}")
        call = state.append_tool_call("lookup", {"note": HOSTILE_TEXT})
        result = state.append_tool_result(call, {"note": HOSTILE_TEXT})
        state.scratchpad.set("note", HOSTILE_TEXT, source=result)
        state.ledger.propose("refund", {"note": HOSTILE_TEXT}, source=ask)
        for i in range(6):
            state.append_assistant(f"Checking {i}: {HOSTILE_TEXT}")
        policy = CompactionPolicy(budget=2000, trigger=0.01, keep_tokens=1, keep_groups=1)
        assert state.compact(ExtractiveSummarizer(), policy=policy, force=True).committed
    return str(path)


def _strings(value: object) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [text for item in value.values() for text in _strings(item)]
    if isinstance(value, list):
        return [text for item in value for text in _strings(item)]
    return []


@pytest.mark.parametrize(
    "command",
    [
        "timeline {db} s",
        "timeline {db} s --json",
        "evidence get {db} s ev_1",
        "evidence get {db} s ev_1 --json",
        "evidence search {db} s corner",
        "evidence search {db} s corner --json",
        "evidence expand {db} s ev_3",
        "scratchpad {db} s",
        "scratchpad {db} s note",
        "ledger {db} s",
        "checkpoints show {db} s",
        "checkpoints show {db} s --json",
        "context {db} s",
        "export {db} s --format openai",
    ],
)
def test_stored_control_characters_are_printed_visibly(hostile_database: str, command: str) -> None:
    """No command prints a stored escape, C1 control or bidi override raw; JSON still parses."""
    args = [part.replace("{db}", hostile_database) for part in command.split()]
    result = run(*args)
    assert result.exit_code == 0, result.output
    raw = (_RAW_CONTROLS | _RAW_BIDI) & set(result.output)
    assert not raw, sorted(raw)
    assert "\\u202e" in result.output or "\\u001b" in result.output or "\\x1b" in result.output
    if ("--json" in args or args[0] == "export") and args[0] != "checkpoints":
        assert any(HOSTILE_TEXT in text for text in _strings(json.loads(result.output)))


class _Entry:
    """An installed distribution's command entry point (`importlib.metadata.EntryPoint`)."""

    def __init__(self, name: str, load: object) -> None:
        self.name = name
        self._load = load

    def load(self) -> object:
        if isinstance(self._load, Exception):
            raise self._load
        return self._load


def test_installed_distributions_add_commands_and_a_broken_one_is_said(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Commands come from the agentstate.commands entry points.

    One that fails to load is named on stderr, and the rest of the command line still works.
    """
    import click

    from agentstate import cli as cli_module

    @click.command()
    def hello() -> None:
        click.echo("hello from a plugin")

    entries = [_Entry("hello", hello), _Entry("broken", ImportError("no module named x"))]
    monkeypatch.setattr(cli_module, "entry_points", lambda group: entries)
    monkeypatch.setattr(cli_module.cli, "commands", dict(cli_module.cli.commands))
    cli_module._add_plugins()
    assert "loaded" in capsys.readouterr().err
    assert "broken" not in cli_module.cli.commands
    assert CliRunner().invoke(cli, ["hello"]).output == "hello from a plugin\n"
    assert CliRunner().invoke(cli, ["--version"]).exit_code == 0
