"""The LoCoMo retrieval evaluation: format, evidence normalisation, recall, report, CLI."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from agentstate import MemoryBackend
from agentstate.cli import cli
from agentstate.errors import InvalidInput
from agentstate.eval.retrieval import (
    DRAGON_DIALOG,
    Conversation,
    Question,
    Turn,
    evaluate_retrieval,
    format_report,
    load_embedder,
    load_locomo,
    normalize_evidence,
    turn_text,
)
from agentstate.testing import HashingEmbedder

FIXTURE = Path(__file__).parent.parent / "fixtures" / "locomo-synthetic.json"


@pytest.mark.parametrize(
    ("evidence", "expected"),
    [
        (["D1:3"], ["D1:3"]),
        (["D8:6; D9:17"], ["D8:6", "D9:17"]),
        (["D1:3 D3:1"], ["D1:3", "D3:1"]),
        (["D30:05", "D01:2"], ["D30:5", "D1:2"]),
        (["D:11:26"], ["D11:26"]),
        (["D", ""], []),
        (["D2:3", "D2:03"], ["D2:3"]),
    ],
)
def test_evidence_ids_are_normalised(evidence: list[str], expected: list[str]) -> None:
    """Malformed ids are split on ';' and spaces, zero-stripped, and deduplicated."""
    assert normalize_evidence(evidence) == expected


def test_fixture_loads_with_dates_speakers_and_captions() -> None:
    """A LoCoMo file gives its sessions in order, dated turns, captions and questions."""
    [conversation] = load_locomo(FIXTURE)
    assert conversation.sample_id == "synthetic-1"
    assert conversation.turns == 18
    assert len(conversation.questions) == 9
    date, turns = conversation.sessions[0]
    assert turn_text(date, turns[4]) == (
        '9:15 am on 3 March, 2025: Priya said, "A lopsided blue bowl, look!" '
        "and shared a photo of a blue ceramic bowl on a table."
    )


@pytest.mark.parametrize(
    "content",
    ["not json", '{"sample_id": "x"}', '[{"sample_id": "x", "conversation": {}, "qa": [{}]}]'],
)
def test_malformed_files_are_refused(tmp_path: Path, content: str) -> None:
    """A file that is not LoCoMo JSON raises InvalidInput naming the file."""
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(InvalidInput, match=r"bad\.json"):
        load_locomo(path)


def _conversation(questions: list[Question]) -> Conversation:
    turns = (
        Turn(speaker="A", dia_id="D1:1", text="the zebra escaped"),
        Turn(speaker="B", dia_id="D1:2", text="nothing to see"),
        Turn(speaker="A", dia_id="D1:3", text="lunch was soup"),
        Turn(speaker="B", dia_id="D1:4", text="tomorrow it rains"),
    )
    return Conversation("c", (("1 May, 2025", turns),), tuple(questions))


def test_recall_is_the_found_share_of_gold_turns_averaged_over_questions() -> None:
    """Recall@k averages, per question, the share of its gold turns in the top k."""
    questions = [
        Question(question="zebra", evidence=["D1:1"], category=4),  # found first: 1
        Question(question="zebra", evidence=["D1:1", "D1:4"], category=1),  # half found: 0.5
        Question(question="soup", evidence=["D01:03; D1:1"], category=2),  # 1 of 2 at k=1
        Question(question="anything", evidence=[], category=5),  # no evidence: counts as 1
    ]
    report = evaluate_retrieval([_conversation(questions)], ks=(1, 2), backend=MemoryBackend())
    assert report.recall["single-hop"] == {1: 100.0, 2: 100.0}
    assert report.recall["multi-hop"] == {1: 50.0, 2: 50.0}
    assert report.recall["temporal"] == {1: 50.0, 2: 50.0}
    assert report.recall["adversarial"] == {1: 100.0, 2: 100.0}
    assert report.recall["overall"][1] == pytest.approx(75.0)
    assert report.counts == {
        "overall": 4,
        "single-hop": 1,
        "multi-hop": 1,
        "temporal": 1,
        "adversarial": 1,
    }
    assert report.without_evidence == 1
    assert list(report.recall) == ["overall", "single-hop", "multi-hop", "temporal", "adversarial"]


def test_hybrid_evaluation_reports_its_embedder() -> None:
    """Hybrid mode embeds every turn and names the embedder in the report."""
    embedder = HashingEmbedder()
    report = evaluate_retrieval(load_locomo(FIXTURE), mode="hybrid", embedder=embedder)
    assert report.embedder == "hashing-bow"
    assert sum(embedder.batches[:1]) == 18
    assert set(report.recall) >= {"overall", "single-hop", "multi-hop"}
    data = report.to_json()
    assert data["dragon_dialog"]["overall"] == {"5": 56.7, "10": 66.2, "25": 76.7, "50": 82.7}


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"mode": "hybrid"}, "embedder"),
        ({"ks": (0,)}, "k must"),
        ({"ks": (201,)}, "k must"),
    ],
)
def test_bad_evaluation_arguments_are_refused(kwargs: dict[str, object], message: str) -> None:
    """Hybrid without an embedder and out-of-range k are InvalidInput."""
    with pytest.raises(InvalidInput, match=message):
        evaluate_retrieval(load_locomo(FIXTURE), **kwargs)  # type: ignore[arg-type]
    with pytest.raises(InvalidInput, match="no conversation"):
        evaluate_retrieval([])


def test_load_embedder_by_path_and_refusals() -> None:
    """module:factory gives an embedder; a missing module, attribute or non-embedder is refused."""
    assert load_embedder("agentstate.testing:HashingEmbedder").name == "hashing-bow"
    for spec, message in [
        ("no_such_module_xyz:Thing", "cannot import"),
        ("agentstate.testing:Missing", "no callable"),
        ("agentstate.testing:ManualClock", "did not give an embedder"),
        ("nocolon", "module:attribute"),
    ]:
        with pytest.raises(InvalidInput, match=message):
            load_embedder(spec)


def test_cli_prints_a_table_beside_dragon() -> None:
    """`agentstate eval retrieval PATH` prints recall per category with DRAGON's figures."""
    result = CliRunner().invoke(cli, ["eval", "retrieval", str(FIXTURE)])
    assert result.exit_code == 0, result.output
    assert "R@50" in result.output
    assert f"({DRAGON_DIALOG[10]['overall']:.1f})" in result.output
    assert "single-hop" in result.output


def test_cli_json_prints_only_json() -> None:
    """--json prints one JSON document: recall by category and k, DRAGON, latency."""
    result = CliRunner().invoke(
        cli,
        ["eval", "retrieval", str(FIXTURE), "--json", "--embedder",
         "agentstate.testing:HashingEmbedder"],
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["mode"] == "hybrid"
    assert data["questions"] == 9
    assert set(data["recall"]["overall"]) == {"5", "10", "25", "50"}
    assert data["latency_ms"]["p50"] > 0


def test_cli_reports_errors_plainly(tmp_path: Path) -> None:
    """A bad embedder or hybrid mode without one ends with a message, not a traceback."""
    runner = CliRunner()
    for args in (["--embedder", "no_such_module_xyz:E"], ["--mode", "hybrid"]):
        result = runner.invoke(cli, ["eval", "retrieval", str(FIXTURE), *args])
        assert result.exit_code == 1
        assert "Error:" in result.output
        assert result.exception is None or isinstance(result.exception, SystemExit)


def test_report_text_mentions_questions_without_evidence() -> None:
    """The table says how many questions had no evidence and counted as found."""
    text = format_report(evaluate_retrieval(load_locomo(FIXTURE)))
    assert "2 question(s) without evidence count as found" in text
