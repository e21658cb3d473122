"""SGD dialogues as recorded runs, their schema as a tools-only domain, and the CLI over both."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from agentstate._json import JSONObject, JSONValue
from agentstate.cli import cli
from agentstate.errors import InvalidContent
from agentstate.eval.replay import evaluate_replay
from agentstate.eval.sgd import is_sgd, sgd_domain, sgd_runs, tool_name

SCHEMA: list[JSONValue] = [
    {
        "service_name": "Wallet_1",
        "description": "A wallet.",
        "slots": [
            {"name": "payee", "description": "Who is paid", "is_categorical": False,
             "possible_values": []},
            {"name": "amount", "description": "How much", "is_categorical": False,
             "possible_values": []},
            {"name": "source", "description": "Paid from", "is_categorical": True,
             "possible_values": ["card", "balance"]},
            {"name": "balance", "description": "What is left", "is_categorical": False,
             "possible_values": []},
        ],
        "intents": [
            {"name": "SendMoney", "description": "Pay someone", "is_transactional": True,
             "required_slots": ["payee", "amount"], "optional_slots": {"source": "card"},
             "result_slots": ["payee", "amount", "source"]},
            {"name": "GetBalance", "description": "Read the balance", "is_transactional": False,
             "required_slots": ["source"], "optional_slots": {},
             "result_slots": ["source", "balance"]},
        ],
    }
]  # fmt: skip


def _turn(
    speaker: str, text: str, call: JSONObject | None = None, **frame: JSONValue
) -> JSONObject:
    frames: JSONObject = {"actions": [], "service": "Wallet_1", "slots": [], **frame}
    if call is not None:
        frames["service_call"] = call
    return {"speaker": speaker, "utterance": text, "frames": [frames]}


def _dialogue(dialogue_id: str, *, fail: bool = False) -> JSONObject:
    send = {
        "method": "SendMoney",
        "parameters": {"payee": "Noor", "amount": "42", "source": "card"},
    }
    outcome = "NOTIFY_FAILURE" if fail else "NOTIFY_SUCCESS"
    return {
        "dialogue_id": dialogue_id,
        "services": ["Wallet_1"],
        "turns": [
            _turn("USER", "What is on my card?"),
            _turn(
                "SYSTEM",
                "You have $310 on your card.",
                {"method": "GetBalance", "parameters": {"source": "card"}},
                service_results=[{"source": "card", "balance": "310"}],
            ),
            _turn("USER", "Send 42 dollars to Noor from it."),
            _turn("SYSTEM", "Please confirm: $42 to Noor from your card."),
            _turn("USER", "Yes, that is right."),
            _turn(
                "SYSTEM",
                "Done." if not fail else "That did not go through.",
                send,
                actions=[{"act": outcome, "slot": "", "values": []}],
                service_results=[] if fail else [send["parameters"]],
            ),
        ],
    }


def test_dialogues_read_as_runs_with_transactional_gold_actions() -> None:
    """Calls become tool exchanges; only transactional intents are gold; failures are errors."""
    runs = sgd_runs([_dialogue("d1"), _dialogue("d2", fail=True)], schemas=[SCHEMA])
    first, second = runs
    roles = [message["role"] for message in first.messages]
    assert roles == ["user", "assistant", "tool", "assistant", "user", "assistant", "user",
                     "assistant", "tool", "assistant"]  # fmt: skip
    assert first.source == "sgd"
    assert json.loads(str(first.messages[2]["content"])) == {"source": "card", "balance": "310"}
    [gold] = first.gold_actions
    assert (gold.name, gold.arguments) == (
        "send_money",
        {"payee": "Noor", "amount": "42", "source": "card"},
    )
    assert second.messages[8].get("is_error") is True
    assert "is_error" not in first.messages[8]
    assert is_sgd([_dialogue("d3")])
    assert not is_sgd([{"role": "user"}])
    assert tool_name("SendMoney") == "send_money"


def test_the_schema_is_a_tools_only_domain() -> None:
    """Intents are tools, result slots their output schema, transactional ones consequential."""
    domain = sgd_domain([SCHEMA])
    tools = {tool["name"]: tool for tool in domain.tools}
    assert set(tools) == {"send_money", "get_balance"}
    assert domain.consequential == {"send_money"}
    send = tools["send_money"]["input_schema"]
    assert list(send["properties"]) == ["payee", "amount", "source"]  # type: ignore[index]
    assert send["properties"]["source"]["enum"] == ["card", "balance"]  # type: ignore[index]
    assert "balance" in domain.scratchpad.model_fields  # type: ignore[union-attr]


def test_a_replay_recovers_what_the_dialogue_said() -> None:
    """A short dialogue replays within budget with every probe recovered."""
    runs = sgd_runs([_dialogue("d1")], schemas=[SCHEMA])
    report = evaluate_replay(runs, domain=sgd_domain([SCHEMA]), budget=1000)
    figures = report.overall["agentstate"]
    assert figures.value_probes > 0
    assert figures.value_recovered == figures.value_probes
    assert figures.over_budget_requests == 0


@pytest.mark.parametrize(
    "data",
    [
        [{"dialogue_id": "x", "turns": [{"speaker": "BOT", "utterance": "hi", "frames": []}]}],
        [{"dialogue_id": "x", "turns": [{"speaker": "USER"}]}],
        {"turns": []},
    ],
)
def test_malformed_dialogues_are_refused(data: JSONValue) -> None:
    """A turn by an unknown speaker, without an utterance, or not SGD at all: InvalidContent."""
    with pytest.raises(InvalidContent):
        sgd_runs(data, schemas=[SCHEMA])


def test_a_schema_that_is_not_a_service_list_is_refused() -> None:
    """A schema must be a list of services."""
    with pytest.raises(InvalidContent, match="list of services"):
        sgd_domain([{"service_name": "x"}])


def test_the_cli_reads_sgd_with_its_schema(tmp_path: Path) -> None:
    """--schema reads SGD dialogues; --domain and --schema together, or neither, are refused."""
    dialogues, schema = tmp_path / "dialogues.json", tmp_path / "schema.json"
    dialogues.write_text(json.dumps([_dialogue("d1"), _dialogue("d2")]))
    schema.write_text(json.dumps(SCHEMA))
    runner = CliRunner()
    result = runner.invoke(
        cli,
        ["eval", "replay", str(dialogues), "--schema", str(schema), "--budget", "1000", "--json"],
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["config"]["domain"] == "sgd"
    assert data["config"]["runs"] == 2
    for args in (
        ["--budget", "1000"],
        ["--budget", "1000", "--domain", "tau-airline", "--schema", str(schema)],
    ):
        refused = runner.invoke(cli, ["eval", "replay", str(dialogues), *args])
        assert refused.exit_code != 0
        assert "one of the two" in refused.output
