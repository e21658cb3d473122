"""Redaction and erasure through `AgentState`, on every backend."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import timedelta

import pytest

from agentstate import (
    AgentState,
    CaptureRule,
    CompactionPolicy,
    MemoryBackend,
    NarrativeSummary,
    Scratchpad,
    StorageBackend,
)
from agentstate.backends.base import SessionReader, SessionWriter
from agentstate.backends.rewrites import session_digest
from agentstate.erasure import expired, retain, tombstones
from agentstate.errors import (
    EvidenceNotFound,
    InvalidInput,
    RedactionUnsupported,
    SessionNotFound,
)
from agentstate.events import EventKind
from agentstate.redaction import REDACTED, redaction_of, redactions
from agentstate.replay import stored_projection
from agentstate.testing import ManualClock
from agentstate.testing.faults import FaultyBackend, InjectedFault
from agentstate.testing.summarizers import ScriptedSummarizer


class Facts(Scratchpad):
    card: str | None = None
    order_id: str | None = None


@pytest.fixture
def state(make_state: Callable[..., AgentState]) -> AgentState:
    """A session whose tool result holds a card number, captured into the scratchpad."""
    state = make_state(
        scratchpad=Facts,
        capture=[CaptureRule(tool="lookup", path="result.card", field="card")],
    )
    state.append_user("order 4921: my email is ann@example.com")
    call = state.append_tool_call("lookup", {"email": "ann@example.com"})
    state.append_tool_result(call, {"card": "4111111111111111", "plan": "gold"})
    return state


def _unchanged(before: list[object], after: list[object], *, rewritten: set[int]) -> None:
    kept_before = [e for e in before if getattr(e, "seq", 0) not in rewritten]
    kept_after = [e for e in after[: len(before)] if getattr(e, "seq", 0) not in rewritten]
    assert kept_after == kept_before


def test_whole_redaction_keeps_the_structure(state: AgentState) -> None:
    """A redacted call and result keep ids, names, is_error, seq, kind and token figures."""
    before = list(state.events())
    state.redact("ev_2", by="ops", reason="request 7")
    state.redact("ev_3", by="ops", reason="request 7", derived="keep")
    after = list(state.events())
    call, result = after[1], after[2]
    assert call.content == {
        "text": None,
        "tool_calls": [{"id": "call_2", "name": "lookup", "arguments": REDACTED}],
    }
    assert result.content == {
        "call_id": "call_2",
        "name": "lookup",
        "result": REDACTED,
        "is_error": False,
    }
    for old, new in zip(before, after, strict=False):
        assert (old.seq, old.kind, old.created_at, old.tokens, old.cum_tokens, old.open_calls) == (
            new.seq,
            new.kind,
            new.created_at,
            new.tokens,
            new.cum_tokens,
            new.open_calls,
        )
    _unchanged(before, after, rewritten={2, 3})
    messages = state.context(system="You help.", tools=[], budget=10_000).to_openai()
    assert [m["role"] for m in messages[:4]] == ["system", "user", "assistant", "tool"]
    assert messages[3]["tool_call_id"] == "call_2"


def test_paths_redact_only_what_they_name(state: AgentState) -> None:
    """Redacting ``result.card`` leaves the rest of the result; the redaction names the path."""
    event = state.redact("ev_3", by="ops", reason="card", paths=["result.card"])
    assert state.evidence.get("ev_3").content["result"] == {"card": REDACTED, "plan": "gold"}
    redaction = redaction_of(event)
    assert redaction.paths == ("result.card",)
    assert redaction.target == "ev_3"
    assert state.evidence.search("4111111111111111") == []
    assert [hit.ref for hit in state.evidence.search("gold")] == ["ev_3"]


@pytest.mark.parametrize(
    ("ref", "paths"),
    [
        ("ev_3", ["call_id"]),
        ("ev_3", ["name"]),
        ("ev_3", ["is_error"]),
        ("ev_2", ["tool_calls.0.id"]),
        ("ev_2", ["tool_calls.0.name"]),
        ("ev_3", ["result.missing"]),
        ("ev_3", ["result..card"]),
        ("ev_3", []),
        ("ev_3", "result.card"),
        ("ev_2", ["tool_calls.5.arguments"]),
    ],
)
def test_bad_paths_are_refused_and_write_nothing(
    state: AgentState, ref: str, paths: list[str]
) -> None:
    """A path naming nothing, or what pairs the event, is InvalidInput; nothing changes."""
    before = list(state.events())
    with pytest.raises(InvalidInput):
        state.redact(ref, by="ops", reason="r", paths=paths)
    assert list(state.events()) == before


def test_bad_arguments_are_refused_and_write_nothing(state: AgentState) -> None:
    """Bad actors, reasons, policies and kinds are InvalidInput; missing refs EvidenceNotFound."""
    before = list(state.events())
    with pytest.raises(InvalidInput):
        state.redact("ev_1", by="", reason="r")
    with pytest.raises(InvalidInput):
        state.redact("ev_1", by="ops", reason="  ")
    with pytest.raises(InvalidInput):
        state.redact("ev_1", by="ops", reason="r", derived="drop")  # type: ignore[arg-type]
    with pytest.raises(EvidenceNotFound):
        state.redact("ev_40", by="ops", reason="r")
    assert list(state.events()) == before
    event = state.redact("ev_1", by="ops", reason="r")
    with pytest.raises(InvalidInput, match="cannot be redacted"):
        state.redact(event.ref, by="ops", reason="r")


def test_a_ref_of_another_session_is_not_found(make_state: Callable[..., AgentState]) -> None:
    """An EventRef of session A never redacts anything in session B."""
    first = make_state("a")
    second = make_state("b")
    ref = first.append_user("secret of a")
    second.append_user("text of b")
    with pytest.raises(EvidenceNotFound):
        second.redact(ref, by="ops", reason="r")
    assert second.evidence.get("ev_1").content == {"text": "text of b"}


def test_derived_facts_and_params_are_redacted_by_default(state: AgentState) -> None:
    """Facts captured from the event and params proposed from it become the marker.

    The action keeps its digest: an approval still binds to the original parameters.
    """
    action = state.ledger.propose("charge", {"card": "4111111111111111"}, source="ev_3")
    state.ledger.approve(action.id, by="supervisor", source="ev_1")
    event = state.redact("ev_3", by="ops", reason="request 7")
    assert state.scratchpad.history("card")[-1].value == REDACTED
    assert state.ledger.get(action.id).params == REDACTED
    state.ledger.require_approved(action.id, params={"card": "4111111111111111"})
    assert set(redaction_of(event).rewritten) == {"ev_3", "ev_4", action.id.replace("act", "ev")}
    assert state.replay() == stored_projection(state)
    assert state.evidence.search("4111111111111111") == []


def test_derived_values_are_kept_on_request(state: AgentState) -> None:
    """With ``derived="keep"``, captured facts and proposed params stay as they were."""
    action = state.ledger.propose("charge", {"plan": "gold"}, source="ev_3")
    state.redact("ev_3", by="ops", reason="request 7", derived="keep")
    assert state.scratchpad.get("card") == "4111111111111111"
    assert state.ledger.get(action.id).params == {"plan": "gold"}
    assert state.replay() == stored_projection(state)


def test_a_fact_write_can_be_redacted_directly(state: AgentState) -> None:
    """Redacting a fact event rewrites the value it recorded, in the log and the scratchpad."""
    write = state.scratchpad.set("order_id", "4921", source="ev_1")
    fact_event = next(e for e in state.events() if e.kind is EventKind.FACT and e.seq > 4)
    state.redact(fact_event.ref, by="ops", reason="r")
    assert state.scratchpad.history("order_id")[-1].value == REDACTED
    assert write is not None
    assert state.replay() == stored_projection(state)


def test_checkpoints_citing_the_event_are_marked(make_state: Callable[..., AgentState]) -> None:
    """A checkpoint whose item cites the event is listed in the redaction, its item redacted."""
    state = make_state()
    state.append_user("My pallet for order 4921 arrived damaged; my name is Quentin Zorb.")
    for i in range(12):
        call = state.append_tool_call("lookup", {"item": i})
        state.append_tool_result(call, {"row": f"item {i} " + "detail " * 6})
    item = {"text": "Quentin Zorb wants a credit for order 4921.", "refs": ["ev_1"]}
    summary = NarrativeSummary.model_validate({"objective": item})
    policy = CompactionPolicy(budget=1000, trigger=0.3, keep_tokens=80, keep_groups=1)
    result = state.compact(ScriptedSummarizer([summary]), policy=policy, force=True)
    assert result.committed
    event = state.redact("ev_1", by="ops", reason="request 7")
    assert redaction_of(event).checkpoints == (1,)
    assert redactions(state.log) == [redaction_of(event)]
    [checkpoint] = state.checkpoints()
    assert checkpoint.summary["objective"]["text"] == REDACTED  # type: ignore[index, call-overload]
    assert checkpoint.summary["objective"]["refs"] == ["ev_1"]  # type: ignore[index, call-overload]
    assert state.replay() == stored_projection(state)
    assert "Zorb" not in str(list(state.events()))


def test_a_rejected_candidate_and_its_findings_are_redacted_too(
    make_state: Callable[..., AgentState],
) -> None:
    """A rejected compaction keeps its candidate and findings: what they quote is redacted."""
    state = make_state()
    state.append_user("My pallet for order 4921 arrived damaged; my name is Quentin Zorb.")
    for i in range(12):
        call = state.append_tool_call("lookup", {"item": i})
        state.append_tool_result(call, {"row": f"item {i} " + "detail " * 6})
    item = {"text": "Quentin Zorb wants a credit of $9,999 for order 4921.", "refs": ["ev_1"]}
    summary = NarrativeSummary.model_validate({"objective": item})
    policy = CompactionPolicy(budget=1000, trigger=0.3, keep_tokens=80, keep_groups=1)
    result = state.compact(ScriptedSummarizer([summary]), policy=policy, force=True)
    assert not result.committed
    assert "Zorb" in str(list(state.events()))
    state.redact("ev_1", by="ops", reason="request 7")
    assert "Zorb" not in str(list(state.events()))
    assert state.replay() == stored_projection(state)


def test_erase_leaves_a_tombstone(make_state: Callable[..., AgentState]) -> None:
    """Erasing removes every event; the tombstone names the session by digest."""
    state = make_state("ticket-9")
    other = make_state("ticket-10")
    state.append_user("hello")
    other.append_user("kept")
    tombstone = state.erase(by="ops", reason="retention 30d")
    assert tombstone.session_digest == session_digest("ticket-9")
    assert (tombstone.by, tombstone.reason, tombstone.events) == ("ops", "retention 30d", 1)
    assert list(state.events()) == []
    assert [info.session_id for info in state.backend.sessions()] == ["ticket-10"]
    assert state.backend.tombstones() == [tombstone]  # type: ignore[attr-defined]
    with pytest.raises(SessionNotFound):
        state.erase(by="ops", reason="again")
    assert state.append_user("a new start").ref == "ev_1"


class _NoRewrites:
    """A backend whose writers cannot rewrite (a third-party backend without support)."""

    def __init__(self, inner: StorageBackend) -> None:
        self.inner = inner

    def read(self, session_id: str) -> Iterator[SessionReader]:
        return self.inner.read(session_id)  # type: ignore[return-value]

    @contextmanager
    def write(self, session_id: str) -> Iterator[SessionWriter]:
        with self.inner.write(session_id) as tx:
            yield _Plain(tx)  # type: ignore[misc]

    def __getattr__(self, name: str) -> object:
        if name == "tombstones":
            raise AttributeError(name)
        return getattr(self.inner, name)


class _Plain:
    def __init__(self, inner: SessionWriter) -> None:
        self._inner = inner

    def __getattr__(self, name: str) -> object:
        if name in ("rewrite", "erase"):
            raise AttributeError(name)
        return getattr(self._inner, name)


def test_a_backend_without_rewrites_refuses(clock: object) -> None:
    """Redacting or erasing on a backend that cannot rewrite raises RedactionUnsupported."""
    backend = _NoRewrites(MemoryBackend())
    state = AgentState.open(backend, session_id="s")  # type: ignore[arg-type]
    state.append_user("hello")
    with pytest.raises(RedactionUnsupported):
        state.redact("ev_1", by="ops", reason="r")
    with pytest.raises(RedactionUnsupported):
        state.erase(by="ops", reason="r")
    assert state.evidence.get("ev_1").content == {"text": "hello"}


def test_expired_sessions_are_counted_from_their_last_event(
    make_state: Callable[..., AgentState], clock: ManualClock
) -> None:
    """`expired` lists sessions whose last event is older than the age; `retain` erases them."""
    old = make_state("old")
    old.append_user("long ago")
    clock.advance(timedelta(days=40))
    recent = make_state("recent")
    recent.append_user("just now")
    backend = old.backend
    found = expired(backend, older_than=timedelta(days=30), now=clock.now())
    assert [(item.session_id, item.events) for item in found] == [("old", 1)]
    [tombstone] = retain([old.log, old.log], by="ops", reason="retention 30d")
    assert tombstone.session_digest == session_digest("old")
    assert tombstones(backend) == [tombstone]
    assert [info.session_id for info in backend.sessions()] == ["recent"]
    with pytest.raises(InvalidInput):
        expired(backend, older_than=timedelta(0), now=clock.now())


def test_tombstones_of_a_backend_without_erasure_are_refused() -> None:
    """Asking a backend that cannot erase for tombstones raises RedactionUnsupported."""
    with pytest.raises(RedactionUnsupported):
        tombstones(_NoRewrites(MemoryBackend()))  # type: ignore[arg-type]


class Counts(Scratchpad):
    count: int | None = None


def test_a_skipped_capture_quoting_the_value_is_redacted_too(
    make_state: Callable[..., AgentState],
) -> None:
    """A capture that could not take a value records why, quoting it; that goes as well."""
    state = make_state(
        scratchpad=Counts,
        capture=[CaptureRule(tool="lookup", path="result.card", field="count")],
    )
    call = state.append_tool_call("lookup", {})
    result = state.append_tool_result(call, {"card": "card-4111111111111111"})
    assert "4111111111111111" in str(list(state.events()))
    state.redact(result, by="ops", reason="request")
    assert "4111111111111111" not in str(list(state.events()))
    assert state.evidence.search("4111111111111111") == []


@pytest.mark.parametrize("after", ["rewrite", "append"])
def test_a_fault_before_commit_leaves_everything_as_it_was(
    backend: StorageBackend, after: str
) -> None:
    """A failure injected inside a redaction's transaction rolls all of it back.

    After the rewrite, or after the redaction event's append: content, search and facts are
    as they were, and there is no redaction event; a second try succeeds.
    """
    faulty = FaultyBackend(backend)
    state = AgentState.open(
        faulty,  # type: ignore[arg-type]
        session_id="s",
        clock=ManualClock(),
        scratchpad=Facts,
        capture=[CaptureRule(tool="lookup", path="result.card", field="card")],
    )
    call = state.append_tool_call("lookup", {})
    result = state.append_tool_result(call, {"card": "4111111111111111"})
    before = list(state.events())
    faulty.fail_next_write(after=after)
    with pytest.raises(InjectedFault):
        state.redact(result, by="ops", reason="request")
    assert list(state.events()) == before
    assert state.scratchpad.get("card") == "4111111111111111"
    assert {hit.ref for hit in state.evidence.search("4111111111111111")} == {result.ref, "ev_3"}
    state.redact(result, by="ops", reason="request")
    assert state.evidence.search("4111111111111111") == []
