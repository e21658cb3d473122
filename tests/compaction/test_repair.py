"""The repair of a refused candidate, as a pure function: placeholders, drops, refusals."""

from __future__ import annotations

import copy

import pytest
from hypothesis import given
from hypothesis import strategies as st

from agentstate._json import JSONObject, JSONValue
from agentstate.compaction.repair import Repair, quoted_at, repair_candidate
from agentstate.errors import InvalidInput
from agentstate.validation import Finding

FACTS: dict[str, JSONValue] = {"order_id": "W4923227", "credit_cents": 2500, "note": None}

UNGROUNDED = "a placeholder, a value from a cited event, or a named field's current value"


def _ungrounded(path: str, found: str, severity: str = "error") -> Finding:
    """A finding as the grounding rule reports an ungrounded literal.

    A warning when it is a field's current value cited to another event.
    """
    return Finding(
        rule="grounding",
        severity=severity,  # type: ignore[arg-type]
        path=path,
        message=f"{found!r} is not grounded",
        expected=UNGROUNDED,
        found=found,
        refs=("ev_1",),
    )


def _finding(path: str, rule: str = "authority", severity: str = "error") -> Finding:
    return Finding(rule=rule, severity=severity, path=path, message="no", found="x")  # type: ignore[arg-type]


def _candidate(*steps: str, objective: str = "Get a credit for the pallet.") -> JSONObject:
    return {
        "objective": {"text": objective, "refs": ["ev_1"]},
        "constraints": [{"text": "Credit before Friday.", "refs": ["ev_1"]}],
        "next_steps": [{"text": text, "refs": ["ev_1"]} for text in steps],
    }


def test_nothing_blocking_is_nothing_to_repair() -> None:
    """Without an error, the candidate comes back as it was, unrepaired and not refused."""
    candidate = _candidate("Ship it.")
    warning = _finding("next_steps[0].text", severity="warning")
    repaired = repair_candidate(candidate, [warning], FACTS)
    assert repaired.candidate == candidate
    assert repaired.repairs == ()
    assert repaired.refused is None


def test_a_warned_current_value_gets_its_placeholder_and_nothing_is_dropped() -> None:
    """A grounding warning gets the placeholder where one fits; never a drop, never refused."""
    candidate = _candidate("Ship W4923227.", 'Say "W4923227" back.', "Credit 7777.")
    findings = [
        _ungrounded("next_steps[0].text", "W4923227", severity="warning"),
        _ungrounded("next_steps[1].text", "W4923227", severity="warning"),  # quoted: kept
        _ungrounded("next_steps[2].text", "7777", severity="warning"),  # no field holds it
    ]
    repaired = repair_candidate(candidate, findings, FACTS)
    assert repaired.refused is None
    assert [(r.kind, r.path) for r in repaired.repairs] == [("placeholder", "next_steps[0].text")]
    steps = repaired.candidate["next_steps"]
    assert isinstance(steps, list)
    assert [step["text"] for step in steps] == [  # type: ignore[index]
        "Ship {fact:order_id}.",
        'Say "W4923227" back.',
        "Credit 7777.",
    ]


def test_an_ungrounded_current_value_becomes_its_placeholder() -> None:
    """A literal written exactly as one field's value is replaced, every unquoted time."""
    candidate = _candidate("Ship W4923227 and track W4923227.", "Call back.")
    finding = _ungrounded("next_steps[0].text", "W4923227")
    repaired = repair_candidate(candidate, [finding, finding], FACTS)
    assert repaired.refused is None
    [repair] = repaired.repairs
    assert repair == Repair(
        kind="placeholder",
        path="next_steps[0].text",
        before="Ship W4923227 and track W4923227.",
        after="Ship {fact:order_id} and track {fact:order_id}.",
        findings=(finding, finding),
    )
    steps = repaired.candidate["next_steps"]
    assert isinstance(steps, list)
    assert steps[0] == {"text": "Ship {fact:order_id} and track {fact:order_id}.", "refs": ["ev_1"]}
    assert steps[1] == {"text": "Call back.", "refs": ["ev_1"]}


def test_a_number_value_is_written_as_json() -> None:
    """An int field is written as its digits: "2500" is repaired, "$2,500" is not."""
    plain = repair_candidate(
        _candidate("Credit 2500 cents.", "Wait."),
        [_ungrounded("next_steps[0].text", "2500")],
        FACTS,
    )
    assert [r.kind for r in plain.repairs] == ["placeholder"]
    assert plain.repairs[0].after == "Credit {fact:credit_cents} cents."
    dollars = repair_candidate(
        _candidate("Credit $2,500.", "Wait."), [_ungrounded("next_steps[0].text", "$2,500")], FACTS
    )
    assert [r.kind for r in dollars.repairs] == ["dropped"]


def test_the_objective_may_get_a_placeholder() -> None:
    """A placeholder changes no meaning, so the objective may get one."""
    candidate = _candidate("Wait.", objective="Get a credit for W4923227.")
    repaired = repair_candidate(candidate, [_ungrounded("objective.text", "W4923227")], FACTS)
    assert repaired.refused is None
    assert repaired.candidate["objective"] == {
        "text": "Get a credit for {fact:order_id}.",
        "refs": ["ev_1"],
    }


@pytest.mark.parametrize(
    "text",
    [
        'The user wrote "please ship W4923227 today".',
        "The user wrote \u201cplease ship W4923227 today\u201d.",
        "The user said: ship W4923227 today.",
        "The customer asked for W4923227 to be shipped.",
        "The user said: first things first. Ship W4923227.",
        "According to the note W4923227 is late.",
        'The note reads "ship W4923227',
    ],
)
def test_a_quoted_literal_is_never_replaced(text: str) -> None:
    """Quoted or reported words stay literal: the item is dropped instead of rewritten."""
    candidate = _candidate(text, "Call back.")
    finding = _ungrounded("next_steps[0].text", "W4923227")
    repaired = repair_candidate(candidate, [finding], FACTS)
    assert [repair.kind for repair in repaired.repairs] == ["dropped"]
    assert "{fact:" not in str(repaired.candidate)


def test_a_quoted_literal_in_the_objective_leaves_the_candidate_rejected() -> None:
    """The objective is never dropped, and a quote in it is never rewritten: refused."""
    candidate = _candidate("Wait.", objective='The user said "credit W4923227".')
    repaired = repair_candidate(candidate, [_ungrounded("objective.text", "W4923227")], FACTS)
    assert repaired.repairs == ()
    assert repaired.refused is not None
    assert "objective" in repaired.refused
    assert repaired.candidate == candidate


def test_quoted_at_reads_quotation_marks_and_reported_speech() -> None:
    """Inside marks, after an open mark, or after a verb of saying in the same sentence."""
    text = 'Ship W1. The user said "W2" and W3. Then W4.'
    assert not quoted_at(text, text.index("W1"))
    assert quoted_at(text, text.index("W2"))
    assert quoted_at(text, text.index("W3"))  # after "said" in the same sentence
    assert not quoted_at(text, text.index("W4"))


@pytest.mark.parametrize(
    ("found", "facts"),
    [
        ("W4923227", {"order_id": "W4923227", "rebooked_id": "W4923227"}),  # two fields: which?
        ("w4923227", {"order_id": "W4923227"}),  # not written exactly as the value
        ("42", {"count": 42}),  # too short to be read as the field
        ("W4923227", {"order_id": ["W4923227"]}),  # a list is no literal value
        ("4921", {"order_id": "W4923227"}),  # no field holds it
    ],
)
def test_no_placeholder_without_exactly_one_field_written_so(
    found: str, facts: dict[str, JSONValue]
) -> None:
    """A placeholder only where one field's value is written exactly as the literal."""
    candidate = _candidate(f"Ship {found}.", "Call back.")
    repaired = repair_candidate(candidate, [_ungrounded("next_steps[0].text", found)], facts)
    assert [repair.kind for repair in repaired.repairs] == ["dropped"]


def test_a_stale_value_gets_no_other_fields_placeholder() -> None:
    """A superseded value equal to another field's value is dropped, never disguised."""
    stale = Finding(
        rule="grounding",
        severity="error",
        path="next_steps[0].text",
        message="'W1000' is a superseded value of order_id, stated as current",
        expected="order_id = 'W2000'",
        found="W1000",
        refs=("ev_3",),
    )
    facts: dict[str, JSONValue] = {"order_id": "W2000", "ticket_id": "W1000"}
    repaired = repair_candidate(_candidate("Ship order W1000.", "Wait."), [stale], facts)
    assert [repair.kind for repair in repaired.repairs] == ["dropped"]


def test_other_rules_findings_drop_the_item() -> None:
    """An item with a finding no placeholder answers is dropped, with its findings."""
    candidate = _candidate("Ship W4923227.", "The credit was approved.", "Call back.")
    grounding = _ungrounded("next_steps[0].text", "W4923227")
    authority = _finding("next_steps[1].text")
    repaired = repair_candidate(candidate, [authority, grounding], FACTS)
    assert [(r.kind, r.path) for r in repaired.repairs] == [
        ("placeholder", "next_steps[0].text"),
        ("dropped", "next_steps[1]"),
    ]
    dropped = repaired.repairs[1]
    assert dropped.before == {"text": "The credit was approved.", "refs": ["ev_1"]}
    assert dropped.after is None
    assert dropped.findings == (authority,)
    assert [item["text"] for item in repaired.candidate["next_steps"]] == [  # type: ignore[index,union-attr]
        "Ship {fact:order_id}.",
        "Call back.",
    ]


def test_an_item_with_a_placeholder_and_another_problem_is_dropped() -> None:
    """A placeholder cannot save an item that has another blocking finding."""
    candidate = _candidate("Ship W4923227; it was approved.", "Call back.")
    findings = [_ungrounded("next_steps[0].text", "W4923227"), _finding("next_steps[0].text")]
    repaired = repair_candidate(candidate, findings, FACTS)
    assert [(r.kind, r.path) for r in repaired.repairs] == [("dropped", "next_steps[0]")]
    assert repaired.repairs[0].findings == tuple(findings)


@pytest.mark.parametrize(
    ("finding", "reason"),
    [
        (_finding("objective.text"), "objective"),
        (_finding("objective"), "objective"),
        (_finding("constraints[0].text"), "never dropped"),
        (_finding("", rule="budget"), "the whole summary"),
        (_finding("constraints", rule="constraints"), "at constraints"),
        (_finding("next_steps[7].text"), "names no item"),
    ],
)
def test_what_is_never_repaired(finding: Finding, reason: str) -> None:
    """The objective, a constraint, the whole summary, a field: refused, nothing changed."""
    candidate = _candidate("Ship it.", "Call back.")
    repaired = repair_candidate(candidate, [_finding("next_steps[0].text"), finding], FACTS)
    assert repaired.repairs == ()
    assert repaired.refused is not None
    assert reason in repaired.refused
    assert repaired.candidate == candidate


def test_a_constraint_may_get_a_placeholder() -> None:
    """A constraint is never dropped, but a placeholder keeps it whole."""
    candidate = _candidate("Wait.")
    candidate["constraints"] = [{"text": "Never refund W4923227 twice.", "refs": ["ev_1"]}]
    finding = _ungrounded("constraints[0].text", "W4923227")
    repaired = repair_candidate(candidate, [finding], FACTS)
    assert [r.kind for r in repaired.repairs] == ["placeholder"]


def test_the_cap_on_dropped_items() -> None:
    """At most `max_drop` of the list items may go; more leaves the candidate rejected."""
    candidate = _candidate("a.", "b.", "c.")  # with the constraint: four list items
    two = [_finding("next_steps[0].text"), _finding("next_steps[2]")]
    assert len(repair_candidate(candidate, two, FACTS).repairs) == 2
    three = [*two, _finding("next_steps[1].refs[0]", rule="refs")]
    refused = repair_candidate(candidate, three, FACTS)
    assert refused.repairs == ()
    assert refused.refused is not None
    assert "3 of the candidate's 4 list items" in refused.refused
    assert len(repair_candidate(candidate, three, FACTS, max_drop=1).repairs) == 3
    placeholders_only = repair_candidate(candidate, two[:1], FACTS, max_drop=0)
    assert placeholders_only.refused is not None


def test_a_lone_list_item_cannot_be_dropped_at_half() -> None:
    """Half of one item is none: dropping the only list item besides a constraint is refused."""
    candidate = {"objective": {"text": "Credit.", "refs": ["ev_1"]}, "next_steps": [{"text": "x"}]}
    assert repair_candidate(candidate, [_finding("next_steps[0].text")], FACTS).refused


def test_a_schema_finding_on_an_item_drops_it() -> None:
    """A malformed list item (no refs, not an object) is dropped like any refused item."""
    candidate = _candidate("Ship it.", "Call back.")
    candidate["decisions"] = ["not an item", {"text": "Go.", "refs": ["ev_1"]}]
    finding = _finding("decisions[0]", rule="schema")
    repaired = repair_candidate(candidate, [finding], FACTS)
    assert repaired.repairs[0].before == "not an item"
    assert repaired.candidate["decisions"] == [{"text": "Go.", "refs": ["ev_1"]}]


def test_max_drop_is_a_share() -> None:
    """A max_drop outside [0, 1] is refused."""
    for bad in (-0.1, 1.5, True, "half"):
        with pytest.raises(InvalidInput):
            repair_candidate(_candidate(), [], FACTS, max_drop=bad)  # type: ignore[arg-type]


def test_repairs_describe_themselves_as_json() -> None:
    """A repair is recorded as JSON with its findings."""
    finding = _ungrounded("next_steps[0].text", "W4923227")
    [repair] = repair_candidate(_candidate("Ship W4923227."), [finding], FACTS).repairs
    assert repair.to_json() == {
        "kind": "placeholder",
        "path": "next_steps[0].text",
        "before": "Ship W4923227.",
        "after": "Ship {fact:order_id}.",
        "findings": [finding.to_json()],
    }
    assert "placeholder at next_steps[0].text" in str(repair)


_TEXTS = st.sampled_from(
    [
        "Ship W4923227.",
        'The user said "ship W4923227".',
        "Credit 2500 cents to W4923227.",
        "Call back.",
        "It was approved.",
    ]
)


@st.composite
def _cases(draw: st.DrawFn) -> tuple[JSONObject, list[Finding]]:
    texts = draw(st.lists(_TEXTS, min_size=1, max_size=6))
    candidate = _candidate(*texts)
    findings: list[Finding] = []
    for index, text in enumerate(texts):
        path = f"next_steps[{index}].text"
        if "W4923227" in text and draw(st.booleans()):
            findings.append(_ungrounded(path, "W4923227"))
        if "2500" in text and draw(st.booleans()):
            findings.append(_ungrounded(path, "2500"))
        if draw(st.integers(0, 4)) == 0:
            findings.append(_finding(path))
    if draw(st.integers(0, 8)) == 0:
        findings.append(_finding("constraints[0].text"))
    return candidate, draw(st.permutations(findings))


@given(_cases(), st.sampled_from([0.0, 0.5, 1.0]))
def test_repair_properties(case: tuple[JSONObject, list[Finding]], max_drop: float) -> None:
    """Deterministic in any order of findings; never mutating; objective, constraints kept.

    Every item with a finding is either rewritten (placeholders only, no quote rewritten) or
    dropped; every other item is kept as it was, in order.
    """
    candidate, findings = case
    before = copy.deepcopy(candidate)
    repaired = repair_candidate(candidate, findings, FACTS, max_drop=max_drop)
    assert candidate == before
    again = repair_candidate(candidate, list(reversed(findings)), FACTS, max_drop=max_drop)
    assert again.candidate == repaired.candidate
    assert [(r.kind, r.path) for r in again.repairs] == [(r.kind, r.path) for r in repaired.repairs]
    out = repaired.candidate
    assert out["objective"] == candidate["objective"]
    assert out["constraints"] == candidate["constraints"]
    if not repaired.repairs:
        assert out == candidate
        return
    paths = {f.path.split(".")[0] for f in findings}
    dropped = {r.path for r in repaired.repairs if r.kind == "dropped"}
    assert paths == {r.path.removesuffix(".text") for r in repaired.repairs}
    assert len(dropped) <= max_drop * (len(candidate["next_steps"]) + 1)  # type: ignore[arg-type]
    kept = [
        (index, item)
        for index, item in enumerate(candidate["next_steps"])  # type: ignore[arg-type]
        if f"next_steps[{index}]" not in dropped
    ]
    assert len(out["next_steps"]) == len(kept)  # type: ignore[arg-type]
    for (index, item), new in zip(kept, out["next_steps"], strict=True):  # type: ignore[call-overload]
        if f"next_steps[{index}]" in paths:
            assert new["text"] != item["text"]
            assert '"' not in item["text"]
            assert (
                new["text"]
                .replace("{fact:order_id}", "W4923227")
                .replace("{fact:credit_cents}", "2500")
                == item["text"]
            )
        else:
            assert new == item
