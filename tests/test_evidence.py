"""Evidence retrieval: get, search and expand, scoped to one session."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from agentstate import AgentState, EventKind
from agentstate.errors import EvidenceNotFound, InvalidInput, InvalidRef


@pytest.fixture
def ticket(state: AgentState) -> AgentState:
    state.append_user("My pallet arrived damaged, order 4921.")
    call = state.append_tool_call("lookup_policy", {"topic": "damage"})
    state.append_tool_result(call, {"policy": "damage policy v7", "chunk": "c-8812"})
    state.append_assistant("Under policy v7 you are owed a credit of 25000 cents.")
    state.append_user("Thanks, please proceed.")
    return state


def test_get_by_string_or_ref(ticket: AgentState) -> None:
    """A ref string and an EventRef name the same event."""
    event = ticket.evidence.get("ev_3")
    assert event.kind is EventKind.TOOL_RESULT
    assert ticket.evidence.get(event).seq == 3


def test_missing_ref_raises_evidence_not_found(ticket: AgentState) -> None:
    """A ref past the end raises EvidenceNotFound (a LookupError) naming ref and session."""
    with pytest.raises(EvidenceNotFound) as caught:
        ticket.evidence.get("ev_6")
    assert (caught.value.ref, caught.value.session_id) == ("ev_6", "ticket-9104")
    assert isinstance(caught.value, LookupError)


def test_malformed_ref_raises_invalid_ref(ticket: AgentState) -> None:
    """A ref of the wrong shape raises InvalidRef, not a lookup."""
    with pytest.raises(InvalidRef):
        ticket.evidence.get("event 3")


def test_refs_never_cross_sessions(make_state: Callable[..., AgentState]) -> None:
    """Another session's EventRef is not found here, even when this session has that seq."""
    first, second = make_state("first"), make_state("second")
    foreign = first.append_user("secret")
    second.append_user("mine")
    with pytest.raises(EvidenceNotFound, match="belongs to session 'first'"):
        second.evidence.get(foreign)
    assert second.evidence.get("ev_1").content == {"text": "mine"}


def test_search_finds_stemmed_terms_best_first(ticket: AgentState) -> None:
    """Search matches any term, stemmed, ranks by relevance and returns hits with refs."""
    hits = ticket.evidence.search("damages credits")
    assert {hit.ref for hit in hits} == {"ev_1", "ev_2", "ev_3", "ev_4"}
    assert hits[0].ref == "ev_4"  # "credit" is the rarer term, so it weighs more
    assert all(hit.event.ref == hit.ref for hit in hits)


def test_search_finds_identifiers_in_tool_results(ticket: AgentState) -> None:
    """An identifier inside a tool result's JSON is found by exact lookup."""
    [hit] = ticket.evidence.search("c-8812")
    assert hit.ref == "ev_3"


def test_search_filters(ticket: AgentState) -> None:
    """kinds, since and until narrow the search; refs and seqs both work as bounds."""
    assert [h.ref for h in ticket.evidence.search("policy", kinds=["tool_result"])] == ["ev_3"]
    assert [h.ref for h in ticket.evidence.search("policy", since="ev_4")] == ["ev_4"]
    assert {h.ref for h in ticket.evidence.search("policy", until=3)} == {"ev_2", "ev_3"}
    assert ticket.evidence.search("nothing matches this") == []
    assert ticket.evidence.search("") == []


@pytest.mark.parametrize(
    "kwargs",
    [{"k": 0}, {"k": 1000}, {"k": True}, {"kinds": ["nope"]}, {"since": -1}, {"until": True}],
)
def test_search_rejects_bad_arguments(ticket: AgentState, kwargs: dict[str, object]) -> None:
    """Invalid k, kinds or bounds raise InvalidInput."""
    with pytest.raises(InvalidInput):
        ticket.evidence.search("policy", **kwargs)  # type: ignore[arg-type]


def test_search_rejects_non_text(ticket: AgentState) -> None:
    """A query must be a string."""
    with pytest.raises(InvalidInput):
        ticket.evidence.search(None)  # type: ignore[arg-type]


def test_expand_returns_neighbours_in_order(ticket: AgentState) -> None:
    """Expand gives the event with up to `before` and `after` neighbours, oldest first."""
    assert [e.ref for e in ticket.evidence.expand("ev_3", before=1, after=1)] == [
        "ev_2",
        "ev_3",
        "ev_4",
    ]
    assert [e.ref for e in ticket.evidence.expand("ev_1")] == ["ev_1", "ev_2", "ev_3"]
    assert [e.ref for e in ticket.evidence.expand("ev_5", before=0, after=9)] == ["ev_5"]


def test_expand_missing_ref_raises(ticket: AgentState) -> None:
    """Expanding around a missing ref raises EvidenceNotFound; bad widths raise InvalidInput."""
    with pytest.raises(EvidenceNotFound):
        ticket.evidence.expand("ev_9")
    with pytest.raises(InvalidInput):
        ticket.evidence.expand("ev_1", before=-1)
