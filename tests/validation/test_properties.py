"""Properties of the validator, over generated candidates and states, on every backend."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from datetime import UTC, datetime

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from agentstate import AgentState, Finding, validate
from agentstate._json import JSONValue
from agentstate.summary import Checkpoint
from agentstate.testing import strategies as st_agent
from agentstate.testing.records import write_action, write_fact
from agentstate.testing.scenarios import SupportTicket, TicketFacts
from agentstate.validation._authority import CLAIMS
from agentstate.validation.core import SEVERITIES


@pytest.fixture
def state(make_state: Callable[..., AgentState]) -> AgentState:
    """A state for session ticket-9104 on each backend in turn."""
    return make_state(scratchpad=TicketFacts)


_SESSIONS = itertools.count()
_items = st.fixed_dictionaries(
    {"text": st_agent.texts, "refs": st.lists(st.sampled_from(["ev_1", "ev_3", "ev_99", "x"]))}
)
_candidates = st.one_of(
    st_agent.json_values(),
    st.fixed_dictionaries(
        {"objective": _items},
        optional={
            "decisions": st.lists(_items, max_size=3),
            "open_threads": st.lists(_items, max_size=3),
            "constraints": st.one_of(st.lists(_items, max_size=3), st_agent.json_values()),
        },
    ),
)


@given(candidate=_candidates)
@settings(max_examples=60)
def test_validate_never_raises_on_any_candidate(
    candidate: JSONValue, state: AgentState, ticket: SupportTicket
) -> None:
    """Whatever a model returns, validate reports findings and never raises."""
    findings = validate(candidate, state, covers_through=ticket.head, budget_tokens=50)
    assert all(isinstance(finding, Finding) for finding in findings)
    assert all(finding.severity in SEVERITIES for finding in findings)


_WORDS = st.sampled_from(
    [
        "order", "credit", "flight", "$1,250.00", "4921", "W4923227", "HAT136", "c-8812",
        "2024-05-20", "May 21st,", "7 pm", "19:30", "20%", "act_3", "mia_li_3668", "v7",
    ]
)  # fmt: skip


@given(words=st.lists(_WORDS, min_size=1, max_size=10), cut=st.data())
@settings(max_examples=40)
def test_a_verbatim_quote_of_a_cited_event_is_grounded(
    words: list[str], cut: st.DataObject, state: AgentState
) -> None:
    """Any run of whole words of a cited event passes the grounding rule."""
    ref = state.append_user(" ".join(words))
    start = cut.draw(st.integers(0, len(words) - 1))
    end = cut.draw(st.integers(start + 1, len(words)))
    candidate = {"objective": {"text": " ".join(words[start:end]), "refs": [ref.ref]}}
    findings = validate(candidate, state, covers_through=ref.seq)
    assert [finding for finding in findings if finding.rule == "grounding"] == []


_CLAIM_TEXTS = {
    "approved": ["{a} was approved", "{a} has been authorized", "The manager signed off on {a}"],
    "executed": ["{a} was executed", "{a} went through"],
    "cancelled": ["{a} was cancelled", "{a} was withdrawn"],
    "rejected": ["{a} was rejected", "{a} was turned down"],
    "revoked": ["{a} was revoked"],
}
_NOT_CLAIMS = [
    "{a} has not been approved yet",
    "{a} is awaiting approval",
    "Was {a} approved?",
    "{a} will be executed once approved",
    "{a} hasn't been cancelled or rejected",
]
_STATUSES = ["pending", "approved", "rejected", "cancelled", "executed", "revoked"]


@given(
    status=st.sampled_from(_STATUSES),
    claim=st.sampled_from(sorted(_CLAIM_TEXTS)),
    pick=st.integers(0, 4),
    negated=st.booleans(),
)
@settings(max_examples=60)
def test_a_claim_passes_exactly_when_the_ledger_makes_it_true(
    status: str, claim: str, pick: int, negated: bool, state: AgentState, ticket: SupportTicket
) -> None:
    """An action's claimed status is an error iff the ledger's status does not make it true."""
    action = write_action(state, "refund", params={"cents": 1}, status=status, source=ticket.report)
    templates = _NOT_CLAIMS if negated else _CLAIM_TEXTS[claim]
    text = templates[pick % len(templates)].format(a=f"{{action:{action}}}")
    candidate = {"objective": {"text": text, "refs": [ticket.report]}}
    head = state.evidence.get(f"ev_{int(action.removeprefix('act_'))}").seq
    findings = validate(candidate, state, covers_through=head)
    rejected = [finding for finding in findings if finding.rule == "authority"]
    expected = not negated and status not in CLAIMS[claim]  # type: ignore[index]
    assert bool(rejected) == expected, text


_POOL = [
    "Do not call the customer",
    "Credits above 25000 cents need a supervisor",
    "Only ship to the billing address",
    "Never fly before 11am",
    "Use certificate 7504069 first",
    "You must show a receipt",
]


@given(
    kept=st.lists(st.sampled_from(range(len(_POOL))), unique=True),
    order=st.randoms(),
    form=st.sampled_from(["items", "merged", "split"]),
)
@settings(max_examples=60)
def test_every_dropped_parent_constraint_is_reported(
    kept: list[int], order: object, form: str, state: AgentState, ticket: SupportTicket
) -> None:
    """Of the parent's constraints, exactly those missing from the candidate are reported.

    Those kept are carried one per item, merged into one item, or each split in two.
    """
    constraints = [{"text": text, "refs": [ticket.report]} for text in _POOL]
    parent = Checkpoint(
        version=1, parent=0, covers_through=ticket.head,
        summary={"objective": {"text": "x", "refs": ["ev_1"]}, "constraints": constraints},
        schema_version=1, summarizer="test", summarizer_version=None,
        created_at=datetime(2026, 1, 1, tzinfo=UTC), token_count=0, event_seq=ticket.head,
    )  # fmt: skip
    carried = [constraints[index] for index in kept]
    order.shuffle(carried)  # type: ignore[attr-defined]
    if form == "merged" and carried:
        text = "; ".join(str(item["text"]) for item in carried)
        carried = [{"text": text, "refs": [ticket.report]}]
    elif form == "split":
        halves = [str(item["text"]).split() for item in carried]
        carried = [
            {"text": " ".join(part), "refs": [ticket.report]}
            for words in halves
            for part in (words[: len(words) // 2], words[len(words) // 2 :])
        ]
    candidate = {**ticket.summary().model_dump(mode="json"), "constraints": carried}
    findings = validate(candidate, state, covers_through=ticket.head, parent=parent)
    dropped = {finding.expected for finding in findings if finding.rule == "constraints"}
    assert dropped == {text for index, text in enumerate(_POOL) if index not in kept}


@given(history=st.lists(st.integers(100, 999), min_size=1, max_size=4, unique=True), data=st.data())
@settings(max_examples=40)
def test_a_stated_value_is_stale_iff_superseded_and_stated_alone(
    history: list[int], data: st.DataObject, make_state: object
) -> None:
    """Stating an earlier value of a field is an error unless the current one is given and cited."""
    state = make_state(f"limits-{next(_SESSIONS)}")  # type: ignore[operator]
    sources = []
    for value in history:
        ref = state.append_user(f"The limit is {value} now.")
        write_fact(state, "limit", value=value, source=ref)
        sources.append(ref.ref)
    index = data.draw(st.integers(0, len(history) - 1))
    both = data.draw(st.booleans())
    text = f"The limit is {history[index]}"
    refs = [sources[index]]
    if both:
        text += f", now {history[-1]}"
        refs.append(sources[-1])
    head = state.evidence.get(sources[-1]).seq + 1
    findings = validate({"objective": {"text": text, "refs": refs}}, state, covers_through=head)
    stale = [finding for finding in findings if finding.rule == "grounding"]
    assert bool(stale) == (index != len(history) - 1 and not both)
