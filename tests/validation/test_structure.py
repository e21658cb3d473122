"""The schema, non-empty and refs rules: shape, substance and citations of a candidate."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from agentstate import AgentState
from agentstate.testing.records import write_compaction_event
from agentstate.testing.scenarios import SupportTicket
from agentstate.validation._rule import clipped

from .conftest import Check


@pytest.mark.parametrize("candidate", [None, "a summary", 42, ["objective"], {1: "x"}])
def test_anything_but_an_object_is_one_schema_finding(candidate: Any, check: Check) -> None:
    """Input that is not a JSON object is reported, never raised."""
    [finding] = check(candidate)
    assert (finding.rule, finding.path, finding.expected) == ("schema", "", "object")


class _Unshowable:
    def __repr__(self) -> str:
        raise RuntimeError("no repr")


def _nested(depth: int) -> object:
    value: object = "x"
    for _ in range(depth):
        value = [value]
    return value


@pytest.mark.parametrize(
    "text",
    [_nested(1000), 10**5000, _Unshowable(), float("nan"), b"bytes", "x" * 100_000],
    ids=["deep", "huge-int", "unshowable", "nan", "bytes", "long-text"],
)
def test_any_malformed_value_is_a_finding_of_readable_size(
    text: object, ticket: SupportTicket, check: Check
) -> None:
    """Deep nesting, huge numbers, unprintable objects: one short schema finding each."""
    candidate = ticket.summary().model_dump(mode="json")
    candidate["objective"]["text"] = text
    [finding] = check(candidate)
    assert finding.rule == "schema"
    assert len(finding.message) <= 300
    assert len(finding.found or "") <= 200


@pytest.mark.parametrize(
    ("change", "path"),
    [
        ({"objective": None}, "objective"),
        ({"decisions": "all approved"}, "decisions"),
        ({"approved": ["act_10"]}, ""),
        ({"constraints": [{"text": "Keep it short", "refs": []}]}, "constraints[0].refs"),
        ({"constraints": [{"text": "Keep it short", "refs": ["10"]}]}, "constraints[0].refs[0]"),
        ({"open_threads": [{"text": "", "refs": []}]}, "open_threads[0].text"),
    ],
)
def test_schema_violations_are_findings_with_their_path(
    change: dict[str, Any], path: str, ticket: SupportTicket, check: Check
) -> None:
    """Wrong types, extra fields, missing or malformed refs are schema errors at their path."""
    candidate = {**ticket.summary().model_dump(mode="json"), **change}
    findings = check(candidate)
    assert {finding.rule for finding in findings} == {"schema"}
    assert path in [finding.path for finding in findings]


def test_a_missing_objective_stops_validation(ticket: SupportTicket, check: Check) -> None:
    """Schema errors are all that is reported: the other rules read a parsed summary."""
    candidate = ticket.summary().model_dump(mode="json")
    del candidate["objective"]
    candidate["open_threads"].append({"text": "The credit was approved", "refs": ["ev_99"]})
    assert {finding.rule for finding in check(candidate)} == {"schema"}


def test_blank_text_is_a_non_empty_finding(ticket: SupportTicket, check: Check) -> None:
    """Whitespace is not a sentence, in the objective or any item."""
    candidate = ticket.summary().model_dump(mode="json")
    candidate["objective"]["text"] = "  \n"
    candidate["next_steps"][0]["text"] = "\t"
    findings = check(candidate, rule="non-empty")
    assert [finding.path for finding in findings] == ["objective.text", "next_steps[0].text"]
    assert findings[0].message == "the summary has no objective"


@pytest.mark.parametrize(
    "text", ["\u200b", "\u2003\u200b", "\ufeff", "\u2060", "\x00", "\xad", "...", " - ", "\u2014"]
)
def test_invisible_or_punctuation_only_text_is_blank(
    text: str, ticket: SupportTicket, check: Check
) -> None:
    """Zero-width characters, marks and punctuation say nothing: they are blank too."""
    candidate = ticket.summary().model_dump(mode="json")
    candidate["objective"]["text"] = text
    [finding] = check(candidate, rule="non-empty")
    assert finding.path == "objective.text"


@pytest.mark.parametrize("text", ["N/A", "{fact:order_id}", "\u2460", "\u4e2d"])
def test_a_word_a_digit_or_a_placeholder_is_not_blank(
    text: str, ticket: SupportTicket, check: Check
) -> None:
    """Any letter, digit or placeholder makes a text non-blank (in any script)."""
    candidate = ticket.summary().model_dump(mode="json")
    candidate["next_steps"][0]["text"] = text
    assert check(candidate, rule="non-empty") == []


def test_refs_must_lie_inside_the_coverage(ticket: SupportTicket, add: Check) -> None:
    """A ref to no event or to an event past covers_through is an error at its path."""
    assert add("x", ["ev_30"], rule="refs")[0].message.startswith("ev_30 does not exist")
    findings = add("x", [ticket.contact], rule="refs", covers_through=ticket.head - 1)
    [future] = [finding for finding in findings if finding.path == "open_threads[1].refs[0]"]
    assert "beyond the covered range" in future.message


def test_a_summary_never_cites_a_summary(state: AgentState, add: Check) -> None:
    """A compaction event is not evidence: citing it is an error."""
    outcome = write_compaction_event(state, {"outcome": "committed"})
    [finding] = add("x", [outcome.ref], rule="refs", covers_through=outcome.seq)
    assert "compaction event" in finding.message


@given(st.text(max_size=400))
def test_a_finding_shows_the_text_it_found_cut_to_200_characters(text: str) -> None:
    """Short texts whole; longer ones their first 197 characters and an ellipsis."""
    shown = clipped(text)
    if len(text) <= 200:
        assert shown == text
    else:
        assert len(shown) == 200
        assert shown == text[:197] + "..."
