"""Live diagnostics with scripted models: re-reads, disagreements, unsupported values."""

from __future__ import annotations

from pathlib import Path

import pytest

from agentstate.errors import InvalidInput
from agentstate.eval.live import LiveDiagnostics, ModelReply, diagnose, literal_values, load_model
from agentstate.eval.runs import load_runs
from agentstate.eval.strategies import RenderedRequest
from tests.eval.conftest import REFUNDS

EXAMPLE = Path(__file__).parents[2] / "examples" / "live_model.py"


class Scripted:
    """Answers agentstate's requests (they report a compaction) one way, the full another."""

    name = "scripted"

    def __init__(self, compressed: ModelReply, full: ModelReply) -> None:
        self.compressed = compressed
        self.full = full
        self.requests: list[RenderedRequest] = []

    def respond(self, request: RenderedRequest) -> ModelReply:
        self.requests.append(request)
        return self.full if request.compaction is None else self.compressed


def test_literal_values() -> None:
    """Identifiers with digits, dates and numbers of two digits or more are literals."""
    assert literal_values("Refund 2599 cents of W1234567 on 2024-05-20 for mia_li_3668, x1 9") == {
        "2599",
        "W1234567",
        "2024-05-20",
        "mia_li_3668",
        "x1",
    }


def test_agreeing_model_finds_nothing(recording: Path) -> None:
    """When both answers agree and re-read nothing, every count is zero."""
    reply = ModelReply(text="Done, W1234567 refunded.")
    model = Scripted(reply, reply)
    result, report = diagnose(load_runs(recording), model=model, domain=REFUNDS, budget=10_000)
    assert result.to_json() == {
        "model": "scripted",
        "strategy": "agentstate",
        "points": 2,
        "rereads": 0,
        "reread_rate": 0.0,
        "disagreements": 0,
        "disagreement_rate": 0.0,
        "unsupported_values": 0,
        "examples": [],
    }
    assert len(model.requests) == 4
    assert report.runs[0].probe_points == 2


def test_rereads_disagreements_and_unsupported_values(recording: Path) -> None:
    """Repeating a read call, stating other values, inventing one: each is counted."""
    compressed = ModelReply(
        text="Refunding R-99.",
        tool_calls=(("get_order", {"order_id": "W1234567"}), ("refund", {"amount_cents": 2500})),
    )
    full = ModelReply(tool_calls=(("refund", {"order_id": "W1234567", "amount_cents": 2599}),))
    model = Scripted(compressed, full)
    result, _ = diagnose(load_runs(recording), model=model, domain=REFUNDS, budget=10_000)
    found = result.to_json()
    assert (found["points"], found["rereads"], found["disagreements"]) == (2, 2, 2)
    assert found["unsupported_values"] == 2 * 2  # R-99 and 2500, at both points
    assert found["examples"][0]["unsupported"] == ["2500", "R-99"]  # type: ignore[index]


def test_a_failing_model_is_one_clear_error(recording: Path) -> None:
    """An adapter that raises becomes InvalidInput naming the run and the message."""

    class Broken:
        name = "broken"

        def respond(self, request: RenderedRequest) -> ModelReply:
            raise ConnectionError("no network in tests")

    hook = LiveDiagnostics(Broken(), REFUNDS)
    with pytest.raises(InvalidInput, match="the model failed at run task0-trial0, message 5"):
        diagnose(load_runs(recording), model=hook.model, domain=REFUNDS, budget=10_000)


def test_load_model_errors(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Bad specs, missing factories, failing factories and non-models are refused clearly."""
    with pytest.raises(InvalidInput, match="module:factory"):
        load_model("no_colon")
    with pytest.raises(InvalidInput, match="cannot import"):
        load_model("agentstate_no_such_module:make")
    with pytest.raises(InvalidInput, match="no callable"):
        load_model("agentstate.eval.live:nothing_here")
    with pytest.raises(InvalidInput, match="no Python file"):
        load_model(f"{tmp_path / 'missing.py'}:make")
    factory = tmp_path / "factory.py"
    factory.write_text("def make():\n    return 42\n")
    with pytest.raises(InvalidInput, match="did not return an AgentModel"):
        load_model(f"{factory}:make")
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    with pytest.raises(InvalidInput, match="ANTHROPIC_API_KEY"):
        load_model(f"{EXAMPLE}:anthropic_model")


def test_load_model_from_a_file(tmp_path: Path) -> None:
    """A file.py:factory spec loads the factory's model."""
    factory = tmp_path / "scripted_model.py"
    factory.write_text(
        "from agentstate.eval.live import ModelReply\n"
        "class M:\n"
        "    name = 'm'\n"
        "    def respond(self, request):\n"
        "        return ModelReply()\n"
        "def make():\n"
        "    return M()\n"
    )
    assert load_model(f"{factory}:make").name == "m"
