"""The contract of redaction and erasure, as tests (part of `BackendConformance`).

Every backend supports forgetting (`agentstate.backends.rewrites.ErasingBackend`). The tests
write through the storage contract and through
`AgentState` (the redaction pipeline over the backend), and check that a redaction keeps
the log's structure and changes nothing else, that search forgets the old text, that every
write stays all or nothing, and that an erasure leaves only a tombstone.
"""

from __future__ import annotations

from datetime import UTC, datetime

import attrs
import pytest

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
from agentstate.errors import EvidenceNotFound, InvalidInput
from agentstate.events import EventKind
from agentstate.testing._conformance_kit import _Boom, _checkpoint, new_event
from agentstate.testing.clock import ManualClock

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
