"""The optional claim judge: asked only about doubted items; a contradiction blocks; recorded."""

from __future__ import annotations

from collections.abc import Callable

import jsonschema
import pydantic
import pytest

from agentstate import AgentState, CompactionPolicy
from agentstate._json import JSONObject
from agentstate.errors import CompactionFailed, InvalidInput
from agentstate.events import EventKind
from agentstate.state_block import render_state_block
from agentstate.testing.judges import FailingJudge, ScriptedJudge
from agentstate.testing.summarizers import ScriptedSummarizer
from agentstate.validation import Finding, blocking, validate
from agentstate.validation.judge import (
    JUDGE_RULE,
    VERDICT_TOOL,
    VERDICTS_SCHEMA,
    ClaimJudge,
    ClaimQuestion,
    ClaimVerdict,
    JudgeRequest,
    VerdictsAnswer,
    answer_rules,
    judge_findings,
    questions_block,
)

DOUBTED = "The user asked to cancel order 4921 as the box was wet"
CERTAIN_WRONG = "The user asked to cancel order 4921 because the courier was rude"


def _session(make_state: Callable[..., AgentState]) -> tuple[AgentState, str, int]:
    state = make_state()
    ask = state.append_user("Please cancel order 4921, it arrived damaged.")
    state.append_user("Also the box was wet.")
    answer = state.append_assistant("I can cancel order 4921 for you.")
    return state, ask.ref, answer.seq


def _summary(ref: str, *texts: str) -> dict[str, object]:
    return {
        "objective": {"text": "Cancel the damaged order", "refs": [ref]},
        "decisions": [{"text": text, "refs": [ref]} for text in texts],
    }


def _judged(
    state: AgentState, summary: dict[str, object], through: int, judge: ClaimJudge
) -> tuple[list[Finding], list[Finding], JSONObject | None]:
    findings = validate(summary, state, covers_through=through)
    added, record = judge_findings(
        state,
        summary,
        findings,
        judge,
        state_block=render_state_block(state),  # type: ignore[arg-type]
    )
    return findings, added, record


def test_only_doubted_items_are_asked_and_a_contradiction_blocks(
    make_state: Callable[..., AgentState],
) -> None:
    """A warned item goes to the judge with its evidence; an item already in error does not."""
    state, ref, through = _session(make_state)
    summary = _summary(ref, DOUBTED, CERTAIN_WRONG)
    judge = ScriptedJudge({"decisions[0]": ("contradicted", "the user never said why")},
                          usage={"input_tokens": 812, "output_tokens": 40})  # fmt: skip
    findings, added, record = _judged(state, summary, through, judge)
    assert not any(f.path == "decisions[0].text" and f.severity == "error" for f in findings)
    [request] = judge.requests
    [question] = request.questions  # decisions[1] is blocked already: not asked
    assert question.path == "decisions[0]"
    assert question.text == DOUBTED
    assert [quoted["ref"] for quoted in question.evidence] == [ref]
    assert "cancel order 4921" in str(question.evidence[0]["text"])
    assert question.doubts
    assert question.doubts[0].startswith("attribution:")
    [finding] = added
    assert (finding.rule, finding.severity, finding.path) == (
        JUDGE_RULE,
        "error",
        "decisions[0].text",
    )
    assert "the user never said why" in finding.message
    assert blocking([*findings, *added])
    assert record == {
        "judge": "scripted",
        "questions": ["decisions[0]"],
        "verdicts": [
            {"path": "decisions[0]", "verdict": "contradicted", "reason": "the user never said why"}
        ],
        "usage": {"input_tokens": 812, "output_tokens": 40},
    }


@pytest.mark.parametrize("verdict", ["supported", "unsure"])
def test_support_or_doubt_adds_nothing(verdict: str, make_state: Callable[..., AgentState]) -> None:
    """The rules' warning stays; nothing blocks."""
    state, ref, through = _session(make_state)
    findings, added, record = _judged(
        state,
        _summary(ref, DOUBTED),
        through,
        ScriptedJudge({"decisions[0]": verdict}),  # type: ignore[dict-item]
    )
    assert added == []
    assert not blocking(findings)
    assert record is not None
    assert record["verdicts"] == [{"path": "decisions[0]", "verdict": verdict, "reason": ""}]


def test_nothing_doubted_asks_nothing(make_state: Callable[..., AgentState]) -> None:
    state, ref, through = _session(make_state)
    judge = ScriptedJudge({})
    _, added, record = _judged(state, _summary(ref, "The user asked to cancel order 4921"),
                               through, judge)  # fmt: skip
    assert (added, record, judge.requests) == ([], None, [])


def test_a_failing_judge_decides_nothing_and_is_recorded(
    make_state: Callable[..., AgentState],
) -> None:
    state, ref, through = _session(make_state)
    _, added, record = _judged(state, _summary(ref, DOUBTED), through, FailingJudge())
    assert added == []
    assert record is not None
    assert record["error"] == "ConnectionError: the judge's model is unreachable"
    assert "usage" not in record


def test_a_failed_call_that_was_answered_records_what_it_cost(
    make_state: Callable[..., AgentState],
) -> None:
    """A judge's CompactionFailed with usage (a cut-off answer) records its token counts."""
    state, ref, through = _session(make_state)
    cut_off = CompactionFailed(
        "truncated: cut off", usage={"model": "m", "input_tokens": 900, "flag": True, "x": 1.5}
    )
    _, added, record = _judged(state, _summary(ref, DOUBTED), through, FailingJudge(cut_off))
    assert added == []
    assert record is not None
    assert record["error"] == "CompactionFailed: truncated: cut off"
    assert record["usage"] == {"model": "m", "input_tokens": 900}


def test_the_shared_prompt_shows_the_state_and_each_question() -> None:
    """questions_block: the state, each question's item, evidence (cut) and doubts, the closing."""
    request = JudgeRequest(
        state="",
        questions=(
            ClaimQuestion(
                path="decisions[0]",
                text='He said "refund"',
                evidence=({"ref": "ev_1", "kind": "user", "text": "é" * 50},),
                doubts=("attribution: the cited user events (ev_1) do not say it",),
            ),
            ClaimQuestion(path="objective", text="Cancel", evidence=(), doubts=()),
        ),
    )
    text = questions_block(request, max_event_chars=45, closing="Answer now.")
    state, first, second, closing = text.split("\n\n")
    assert state == "<state>\n(no values and no actions)\n</state>"
    assert first.splitlines() == [
        '<question path="decisions[0]">',
        '<item>"He said \\"refund\\""</item>',
        "<evidence>",
        '{"ref": "ev_1", "kind": "user", "text": "éééé… [48 more characters]',
        "</evidence>",
        "<doubts>",
        "- attribution: the cited user events (ev_1) do not say it",
        "</doubts>",
        "</question>",
    ]
    assert "(it cites no event)" in second
    assert closing == "Answer now."
    rules = answer_rules(f"Call {VERDICT_TOOL} once")
    assert f"- Call {VERDICT_TOOL} once, with one verdict per <question>" in rules
    assert VERDICTS_SCHEMA["required"] == ["verdicts"]


def test_verdicts_on_items_not_asked_about_are_ignored(
    make_state: Callable[..., AgentState],
) -> None:
    state, ref, through = _session(make_state)
    judge = ScriptedJudge({"decisions[0]": "supported", "objective": "contradicted"})
    _, added, _ = _judged(state, _summary(ref, DOUBTED), through, judge)
    assert added == []


def test_a_verdict_is_one_of_three() -> None:
    with pytest.raises(InvalidInput, match="supported, contradicted, unsure"):
        ClaimVerdict("decisions[0]", "maybe")  # type: ignore[arg-type]


def test_compaction_asks_the_policys_judge_and_records_it(
    make_state: Callable[..., AgentState],
) -> None:
    """A contradicted item blocks the attempt (recorded with its judgement); the next passes."""
    state, ref, _ = _session(make_state)
    for i in range(4):
        state.append_assistant(f"Step {i}.")
    judge = ScriptedJudge({"decisions[0]": ("contradicted", "no user said the box mattered")})
    policy = CompactionPolicy(
        budget=5000, trigger=0.01, keep_tokens=10, keep_groups=1, judge=judge, repair=False
    )
    summarizer = ScriptedSummarizer([_summary(ref, DOUBTED), _summary(ref, "Cancel order 4921")])
    result = state.compact(summarizer, policy=policy, force=True)
    assert result.committed, result.reason
    assert result.attempts == 2
    rejected, committed = [e for e in state.events() if e.kind is EventKind.COMPACTION]
    assert rejected.content["outcome"] == "rejected"
    [judgement] = rejected.content["judgements"]  # type: ignore[misc]
    assert judgement["verdicts"][0]["verdict"] == "contradicted"  # type: ignore[index]
    assert any(f["rule"] == JUDGE_RULE for f in rejected.content["findings"])  # type: ignore[union-attr, index]
    assert "judgements" not in committed.content  # its candidate had nothing doubted
    assert len(judge.requests) == 1


def test_the_policy_refuses_what_is_no_judge() -> None:
    with pytest.raises(InvalidInput, match="judge must be a ClaimJudge"):
        CompactionPolicy(budget=1000, judge=object())  # type: ignore[arg-type]


GOOD_VERDICT = {"path": "decisions[0]", "verdict": "supported", "reason": "ev_2 says it"}


@pytest.mark.parametrize(
    "answer",
    [
        {"verdicts": [GOOD_VERDICT]},
        {"verdicts": []},
        {"verdicts": [{**GOOD_VERDICT, "verdict": "maybe"}]},
        {"verdicts": [{"path": "decisions[0]", "verdict": "unsure"}]},
        {"verdicts": [{**GOOD_VERDICT, "confidence": 0.9}]},
        {"verdicts": [{**GOOD_VERDICT, "path": 3}]},
        {"verdicts": [GOOD_VERDICT], "note": "extra"},
        {},
    ],
)
def test_the_answer_model_accepts_exactly_what_the_schema_does(answer: JSONObject) -> None:
    """VerdictsAnswer and VERDICTS_SCHEMA agree: what one refuses, the other refuses."""
    schema_ok = jsonschema.Draft202012Validator(VERDICTS_SCHEMA).is_valid(answer)
    try:
        verdicts = VerdictsAnswer.model_validate(answer).claim_verdicts()
    except pydantic.ValidationError:
        assert not schema_ok
    else:
        assert schema_ok
        assert all(isinstance(verdict, ClaimVerdict) for verdict in verdicts)
        assert [verdict.to_json() for verdict in verdicts] == answer["verdicts"]
