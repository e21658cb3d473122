"""The contract of redaction and erasure, as tests (part of `BackendConformance`).

Every backend supports forgetting (`agentstate.backends.rewrites.ErasingBackend`). The tests
write through the storage contract and through
`AgentState` (the redaction pipeline over the backend), and check that a redaction keeps
the log's structure and changes nothing else, that search forgets the old text, that every
write stays all or nothing, and that an erasure leaves only a tombstone.
"""

from __future__ import annotations

import itertools
import re
from datetime import UTC, datetime
from typing import TYPE_CHECKING

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from agentstate import _json
from agentstate.backends.base import ActionRecord, FactRecord, StorageBackend
from agentstate.backends.rewrites import (
    ActionParams,
    ErasingBackend,
    EventRewrite,
    Rewrites,
    RewritingWriter,
    Tombstone,
    session_digest,
)
from agentstate.capture import CaptureRule
from agentstate.errors import EvidenceNotFound, InvalidInput
from agentstate.events import Event, EventKind
from agentstate.redaction import REDACTED, redaction_of
from agentstate.replay import Projection, stored_projection
from agentstate.scratchpad import Scratchpad
from agentstate.testing._conformance_kit import _Boom, _checkpoint, new_event
from agentstate.testing.clock import ManualClock

if TYPE_CHECKING:
    from agentstate.state import AgentState

__all__ = ["RedactionConformance"]

_SECRET = "zanzibarcode"  # noqa: S105 - a word to search for, not a password


def _writer(tx: object) -> RewritingWriter:
    assert isinstance(tx, RewritingWriter), "the backend's writer must be a RewritingWriter"
    return tx


def _seed(backend: StorageBackend, session_id: str = "s", *, indexed: bool = False) -> None:
    """Three events, a fact, an action, a checkpoint and vectors in `session_id`.

    `indexed` appends 70 more events to another session after them, so that a backend that
    indexes in batches (SQLite's FTS5) holds the three in its index.
    """
    with backend.write(session_id) as tx:
        tx.append(
            [
                new_event(f"my code is {_SECRET}", at=0, cum_tokens=5),
                new_event("refund the order please", at=1, cum_tokens=10),
                new_event(f"{_SECRET} again", kind=EventKind.FACT, at=2, cum_tokens=10, tokens=0),
            ]
        )
        tx.put_fact(FactRecord("code", _SECRET, 1, 3))
        tx.put_action(
            ActionRecord("act_2", "refund", {"code": _SECRET}, "d1", "pending", "m", 1, 2)
        )
        tx.put_checkpoint(_checkpoint(1, 0, covers_through=2), expected_parent=0)
        tx.put_vectors("space", {1: b"\x01\x02", 2: b"\x03\x04"})
    if indexed:
        with backend.write(f"{session_id}-filler") as tx:
            tx.append([new_event(f"filler {i}", at=i) for i in range(70)])


def _rewrite_first(text: str = "[redacted]") -> EventRewrite:
    content: _json.JSONObject = {"text": text}
    return EventRewrite(1, content, _json.dumps(content), text)


_sessions = itertools.count()
"""Each example of the property writes sessions of its own."""

_steps = st.lists(
    st.sampled_from(["user", "exchange", "fact", "propose", "assistant"]), min_size=1, max_size=8
)


class _Facts(Scratchpad):
    code: str | None = None
    note: str | None = None


def _build(state: AgentState, steps: list[str]) -> None:
    for index, step in enumerate(steps):
        word = f"w{index}q"  # a word no other event holds
        if step == "user" or not any(True for _ in state.events(limit=1)):
            state.append_user(f"please remember {word}")
        if step == "exchange":
            call = state.append_tool_call("lookup", {"key": f"{word}k"})
            state.append_tool_result(call, {"code": f"{word}c", "extra": f"{word}e"})
        elif step == "assistant":
            state.append_assistant(f"noted {word}a")
        elif step == "fact":
            last = list(state.events())[-1]
            state.scratchpad.set("note", f"{word}f", source=last.ref)
        elif step == "propose":
            last = list(state.events())[-1]
            state.ledger.propose("refund", {"memo": f"{word}p"}, source=last.ref)


def _redactable(event: Event) -> bool:
    if event.kind is EventKind.LEDGER:
        return "params" in event.content
    if event.kind is EventKind.FACT:
        return "value" in event.content
    return event.is_message


def _expected(before: Projection, targets: list[tuple[Event, str]], through: int) -> Projection:
    """The projection from before, with the values derived from each target redacted."""
    fact_events: set[int] = set()
    action_ids: set[str] = set()
    proposals = {a.action_id: a.source_seq for a in before.actions if a.status == "pending"}
    for target, derived in targets:
        if target.kind is EventKind.FACT:
            fact_events.add(target.seq)
        elif target.kind is EventKind.LEDGER:
            action_ids.add(str(target.content["action"]))
        elif derived == "redact":
            fact_events |= {f.event_seq for f in before.facts if f.source_seq == target.seq}
            action_ids |= {a for a, source in proposals.items() if source == target.seq}
    return attrs.evolve(
        before,
        through=through,
        facts=tuple(
            attrs.evolve(f, value=REDACTED) if f.event_seq in fact_events else f
            for f in before.facts
        ),
        actions=tuple(
            attrs.evolve(a, params=REDACTED) if a.action_id in action_ids else a
            for a in before.actions
        ),
    )


def _words(event: Event) -> set[str]:
    """The generated words an event holds."""
    return set(re.findall(r"w[0-9]+q[a-z]?", str(event.content)))


def _call_ids(events: list[Event]) -> list[str]:
    return [call.id for e in events for call in e.tool_calls if call.id is not None]


class RedactionConformance:
    """Redaction and erasure tests; `BackendConformance` includes them."""

    # --- the storage contract ---------------------------------------------------------------

    def test_rewrite_replaces_content_and_keeps_structure(self, backend: StorageBackend) -> None:
        """A rewritten event keeps its seq, kind, time and token figures; only content changes."""
        _seed(backend)
        with backend.read("s") as reader:
            before = reader.events()
        with backend.write("s") as tx:
            _writer(tx).rewrite(Rewrites(events=(_rewrite_first(),)))
        with backend.read("s") as reader:
            after = reader.events()
        assert after[0].content == {"text": "[redacted]"}
        assert (after[0].seq, after[0].kind, after[0].created_at, after[0].tokens) == (
            before[0].seq,
            before[0].kind,
            before[0].created_at,
            before[0].tokens,
        )
        assert (after[0].cum_tokens, after[0].open_calls) == (
            before[0].cum_tokens,
            before[0].open_calls,
        )
        assert after[1:] == before[1:]

    def test_rewrite_forgets_the_old_search_text(self, backend: StorageBackend) -> None:
        """Search finds a rewritten event by its new words only; statistics count the new."""
        _seed(backend, indexed=True)
        with backend.read("s") as reader:
            assert {hit.ref for hit in reader.search([(_SECRET,)], k=5)} == {"ev_1", "ev_3"}
            stats = reader.search_stats()
        with backend.write("s") as tx:
            _writer(tx).rewrite(Rewrites(events=(_rewrite_first("gone now"),)))
        with backend.read("s") as reader:
            assert [hit.ref for hit in reader.search([(_SECRET,)], k=5)] == ["ev_3"]
            assert [hit.ref for hit in reader.search([("gone",)], k=5)] == ["ev_1"]
            after = reader.search_stats()
            docs = reader.search_docs()
        assert after.docs == stats.docs
        assert after.tokens == stats.tokens - 4 + 2  # "my code is <secret>" -> "gone now"
        assert after.tokens == sum(doc.length for doc in docs)

    def test_rewrite_to_no_search_text_removes_the_event_from_search(
        self, backend: StorageBackend
    ) -> None:
        """An event rewritten with empty search text is no longer searchable at all."""
        _seed(backend, indexed=True)
        with backend.write("s") as tx:
            _writer(tx).rewrite(Rewrites(events=(_rewrite_first(""),)))
        with backend.read("s") as reader:
            assert [doc.seq for doc in reader.search_docs()] == [2, 3]
            assert reader.search_stats().docs == 2

    def test_rewrite_drops_the_events_embeddings(self, backend: StorageBackend) -> None:
        """A rewritten event's vectors are dropped (they were of the old text); others stay."""
        _seed(backend)
        with backend.write("s") as tx:
            _writer(tx).rewrite(Rewrites(events=(_rewrite_first(),)))
        with backend.read("s") as reader:
            assert reader.vectors("space") == {2: b"\x03\x04"}

    def test_rewrite_replaces_projection_values(self, backend: StorageBackend) -> None:
        """Fact values, action params and checkpoint summaries are rewritten in place.

        The rest of each record (history, digest, status) stays.
        """
        _seed(backend)
        summary: _json.JSONObject = {"objective": {"text": "[redacted]", "refs": ["ev_1"]}}
        checkpoint = _checkpoint(1, 0, covers_through=2)
        with backend.write("s") as tx:
            _writer(tx).rewrite(
                Rewrites(
                    facts=(FactRecord("code", "[redacted]", 1, 3),),
                    actions=(ActionParams("act_2", "[redacted]"),),
                    checkpoints=(attrs.evolve(checkpoint, summary=summary),),
                )
            )
        with backend.read("s") as reader:
            assert reader.fact_history("code") == [FactRecord("code", "[redacted]", 1, 3)]
            assert reader.action_history("act_2") == [
                ActionRecord("act_2", "refund", "[redacted]", "d1", "pending", "m", 1, 2)
            ]
            assert reader.checkpoints() == [attrs.evolve(checkpoint, summary=summary)]

    def test_rewrite_of_a_missing_event_writes_nothing(self, backend: StorageBackend) -> None:
        """Rewriting a seq the session does not hold raises InvalidInput; nothing changes."""
        _seed(backend)
        missing = EventRewrite(9, {"text": "x"}, _json.dumps({"text": "x"}), "x")
        with pytest.raises(InvalidInput), backend.write("s") as tx:
            _writer(tx).rewrite(Rewrites(events=(_rewrite_first(), missing)))
        with backend.read("s") as reader:
            assert reader.events()[0].content == {"text": f"my code is {_SECRET}"}

    def test_rewrite_rolls_back_with_its_transaction(self, backend: StorageBackend) -> None:
        """A rewrite in a write that raises is taken back: content, search, vectors, facts."""
        _seed(backend, indexed=True)
        with pytest.raises(_Boom), backend.write("s") as tx:
            _writer(tx).rewrite(
                Rewrites(
                    events=(_rewrite_first(),),
                    facts=(FactRecord("code", "[redacted]", 1, 3),),
                )
            )
            raise _Boom
        with backend.read("s") as reader:
            assert reader.events()[0].content == {"text": f"my code is {_SECRET}"}
            assert {hit.ref for hit in reader.search([(_SECRET,)], k=5)} == {"ev_1", "ev_3"}
            assert reader.vectors("space") == {1: b"\x01\x02", 2: b"\x03\x04"}
            assert reader.fact("code") == FactRecord("code", _SECRET, 1, 3)

    def test_erase_leaves_only_a_tombstone(self, backend: StorageBackend) -> None:
        """An erased session has no events, projections or search entries; others keep theirs.

        The tombstone names it by digest.
        """
        assert isinstance(backend, ErasingBackend)
        _seed(backend, "s")
        _seed(backend, "other")
        tombstone = Tombstone(session_digest("s"), datetime(2026, 2, 1, tzinfo=UTC), "ops", "r", 3)
        with backend.write("s") as tx:
            _writer(tx).erase(tombstone)
        with backend.read("s") as reader:
            assert reader.events() == []
            assert reader.head().seq == 0
            assert reader.facts() == []
            assert reader.actions() == []
            assert reader.checkpoints() == []
            assert reader.vectors("space") == {}
            assert reader.search([(_SECRET,)], k=5) == []
            assert reader.search_stats().docs == 0
        with backend.read("other") as reader:
            assert len(reader.events()) == 3
            assert {hit.ref for hit in reader.search([(_SECRET,)], k=5)} == {"ev_1", "ev_3"}
        assert [info.session_id for info in backend.sessions()] == ["other"]
        assert backend.tombstones() == [tombstone]

    def test_erase_rolls_back_with_its_transaction(self, backend: StorageBackend) -> None:
        """An erasure in a write that raises is taken back whole, tombstone included."""
        assert isinstance(backend, ErasingBackend)
        _seed(backend)
        tombstone = Tombstone(session_digest("s"), datetime(2026, 2, 1, tzinfo=UTC), "ops", "r", 3)
        with pytest.raises(_Boom), backend.write("s") as tx:
            _writer(tx).erase(tombstone)
            raise _Boom
        with backend.read("s") as reader:
            assert len(reader.events()) == 3
            assert reader.fact("code") is not None
            assert {hit.ref for hit in reader.search([(_SECRET,)], k=5)} == {"ev_1", "ev_3"}
        assert backend.tombstones() == []

    def test_an_erased_session_id_starts_afresh(self, backend: StorageBackend) -> None:
        """After an erasure, the same id appends from seq 1 and finds only its new events.

        Other sessions keep appending and searching too, past many index batches.
        """
        assert isinstance(backend, ErasingBackend)
        with backend.write("t") as tx:
            tx.append([new_event(f"new {i} word{i}", at=i) for i in range(30)])
        with backend.write("s") as tx:
            tx.append([new_event(f"old {_SECRET} {i}", at=i) for i in range(100)])
        tombstone = Tombstone(
            session_digest("s"), datetime(2026, 2, 1, tzinfo=UTC), "ops", "r", 100
        )
        with backend.write("s") as tx:
            _writer(tx).erase(tombstone)
        for session_id, first in (("s", 0), ("t", 30)):
            for start in range(first, 150, 40):
                end = min(start + 40, 150)
                with backend.write(session_id) as tx:
                    tx.append([new_event(f"new {i} word{i}", at=i) for i in range(start, end)])
        for session_id in ("s", "t"):
            with backend.read(session_id) as reader:
                assert reader.head().seq == 150
                assert reader.search([(_SECRET,)], k=5) == []
                assert [hit.ref for hit in reader.search([("word7",)], k=5)] == ["ev_8"]
                refs = [hit.ref for hit in reader.search([("new",)], k=300)]
                assert sorted(refs) == sorted(f"ev_{seq}" for seq in range(1, 151))

    # --- through AgentState ------------------------------------------------------------------

    def test_redact_through_the_state(self, backend: StorageBackend) -> None:
        """`AgentState.redact` rewrites the event and records who and why, never the content.

        A missing ref raises EvidenceNotFound with nothing written.
        """
        from agentstate.state import AgentState

        state = AgentState.open(backend, session_id="s", clock=ManualClock())
        ref = state.append_user(f"my code is {_SECRET}")
        state.append_user("thanks")
        event = state.redact(ref, by="ops", reason="request 7")
        assert event.kind is EventKind.REDACTION
        assert event.content["target"] == "ev_1"
        assert event.content["by"] == "ops"
        assert _SECRET not in str(event.content)
        assert state.evidence.get(ref).content == {"text": "[redacted]"}
        assert state.evidence.search(_SECRET) == []
        head = event.seq
        with pytest.raises(EvidenceNotFound):
            state.redact("ev_99", by="ops", reason="request 7")
        assert [e.seq for e in state.events()][-1] == head

    @settings(deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
    @given(steps=_steps, data=st.data())
    def test_redaction_changes_exactly_what_it_names(
        self, backend: StorageBackend, steps: list[str], data: st.DataObject
    ) -> None:
        """Replay after redaction is the redacted projection, and nothing else changes.

        Over random sessions (messages, tool exchanges with captures, scratchpad writes, ledger
        proposals) and random redactions with either policy: replay equals the stored
        projection and the projection from before with exactly the derived values redacted;
        every event keeps its structure, those not rewritten are unchanged, tool calls keep
        their pairing, and search finds no rewritten event by a word it held.
        """
        from agentstate.state import AgentState  # the pipeline over this backend

        state = AgentState.open(
            backend,
            session_id=f"prop-{next(_sessions)}",
            clock=ManualClock(),
            scratchpad=_Facts,
            capture=[CaptureRule(tool="lookup", path="result.code", field="code")],
        )
        _build(state, steps)
        before_events = list(state.events())
        before = state.replay()
        with state.log.read() as reader:
            calls = {c: reader.tool_call(c) for c in _call_ids(before_events)}
        candidates = [event for event in before_events if _redactable(event)]
        chosen = data.draw(
            st.lists(st.sampled_from(candidates), min_size=1, max_size=3, unique_by=lambda e: e.seq)
        )
        targets = [(event, data.draw(st.sampled_from(["redact", "keep"]))) for event in chosen]
        rewritten: set[int] = set()
        for event, derived in targets:
            redaction = state.redact(event.ref, by="ops", reason="property", derived=derived)  # type: ignore[arg-type]
            rewritten |= {int(ref[3:]) for ref in redaction_of(redaction).rewritten}

        after_events = list(state.events())
        assert len(after_events) == len(before_events) + len(targets)
        for old, new in zip(before_events, after_events, strict=False):
            if old.seq in rewritten:
                assert attrs.evolve(new, content=old.content) == old
            else:
                assert new == old
        assert all(e.kind is EventKind.REDACTION for e in after_events[len(before_events) :])

        replayed = state.replay()
        assert replayed == stored_projection(state)
        assert replayed == _expected(before, targets, after_events[-1].seq)
        with state.log.read() as reader:
            assert {c: reader.tool_call(c) for c in calls} == calls
        for seq in rewritten:
            for word in _words(before_events[seq - 1]):
                assert all(hit.event.seq not in rewritten for hit in state.evidence.search(word))
