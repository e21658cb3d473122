"""The storage contract as executable tests: subclass `BackendConformance` in your backend's tests.

```python
from agentstate.testing import BackendConformance

class TestMyBackend(BackendConformance):
    def make_backend(self, tmp_path):
        return MyBackend(...)
```

Every test talks to the backend through `agentstate.backends.base` only, so a backend that
passes stores exactly what the core gives it, isolates sessions, makes every write
transaction all-or-nothing, and searches with the same semantics as the built-in ones.
"""

from __future__ import annotations

import itertools
import threading
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest

from agentstate import _json
from agentstate._text import query_phrases
from agentstate.backends.base import (
    ActionRecord,
    FactRecord,
    PinRecord,
    SessionHead,
    StorageBackend,
    ToolCallRecord,
)
from agentstate.errors import StorageError
from agentstate.events import EventKind
from agentstate.testing._conformance_kit import _T0, _append_texts, _Boom, _checkpoint, new_event
from agentstate.testing._external_id_conformance import ExternalIdConformance
from agentstate.testing._opaque_conformance import OpaqueConformance
from agentstate.testing._projection_conformance import ProjectionConformance
from agentstate.testing._redaction_conformance import RedactionConformance
from agentstate.testing._retraction_conformance import RetractionConformance
from agentstate.testing._search_conformance import SearchConformance
from agentstate.testing.tip_conformance import TipConformance

__all__ = ["BackendConformance", "new_event"]


class BackendConformance(
    SearchConformance,
    ProjectionConformance,
    TipConformance,
    RedactionConformance,
    ExternalIdConformance,
    RetractionConformance,
    OpaqueConformance,
):
    """Tests every `StorageBackend` must pass. Subclass it and define `make_backend`.

    Its own tests cover events, transactions and the split lookups; it inherits those of
    search and vectors (`agentstate.testing._search_conformance`), of projections
    (`agentstate.testing._projection_conformance`), of `StorageBackend.tip`
    (`agentstate.testing.tip_conformance`), of redaction and erasure
    (`agentstate.testing._redaction_conformance`), of external ids
    (`agentstate.testing._external_id_conformance`), of retraction
    (`agentstate.testing._retraction_conformance`) and of opaque items
    (`agentstate.testing._opaque_conformance`).
    """

    def make_backend(self, tmp_path: Path) -> StorageBackend:
        """Build a fresh, empty backend for one test."""
        raise NotImplementedError

    @pytest.fixture
    def backend(self, tmp_path: Path) -> Iterator[StorageBackend]:
        """A fresh backend, closed after the test."""
        backend = self.make_backend(tmp_path)
        try:
            yield backend
        finally:
            backend.close()

    # --- events ---------------------------------------------------------------------------

    def test_stray_results_are_kept_as_notes(self, backend: StorageBackend) -> None:
        """With ``stray_results="note"``, every sequence of calls and results appends.

        Over every sequence of four steps (a call, a result for a call made or not, made
        twice or not), each in its own session: a result that answers an open call is paired
        with it, and each other result (an orphan, a second answer) is a system note holding
        it whole, in the place it came; no append fails.
        """
        from agentstate.state import AgentState  # the pipeline over this backend

        steps = ("call a", "call b", "result a", "result b", "result z")
        for number, sequence in enumerate(itertools.product(steps, repeat=4)):
            state = AgentState.open(backend, session_id=f"s{number}", stray_results="note")
            called: set[str] = set()
            answered: set[str] = set()
            expected: list[tuple[str, str]] = []
            for step in sequence:
                verb, call_id = step.split()
                if verb == "call":
                    if call_id in called:
                        continue  # a call id is used once: not a stray result
                    state.append_tool_call("lookup", {"id": call_id}, call_id=call_id)
                    called.add(call_id)
                    expected.append(("call", call_id))
                    continue
                state.append_tool_result(call_id, {"for": call_id, "step": len(expected)})
                paired = call_id in called and call_id not in answered
                answered |= {call_id} if paired else set()
                expected.append(("result" if paired else "note", call_id))
            seen: list[tuple[str, str]] = []
            for event in state.events():
                if event.kind is EventKind.ASSISTANT:
                    seen.append(("call", str(event.tool_calls[0].id)))
                elif event.kind is EventKind.TOOL_RESULT:
                    seen.append(("result", str(event.content["call_id"])))
                else:
                    assert event.kind is EventKind.SYSTEM, sequence
                    extra = event.content["extra"]
                    assert isinstance(extra, dict)
                    stray = extra["stray_result"]
                    assert isinstance(stray, dict)
                    kept = stray["result"]
                    assert isinstance(kept, dict)
                    assert kept["result"] == {"for": kept["call_id"], "step": len(seen)}
                    seen.append(("note", str(kept["call_id"])))
            assert seen == expected, sequence

    def test_append_assigns_dense_seq_from_one(self, backend: StorageBackend) -> None:
        """Appends get seq 1, 2, 3, ... in order, across separate transactions."""
        with backend.write("s") as tx:
            first = tx.append([new_event("a"), new_event("b")])
        with backend.write("s") as tx:
            second = tx.append([new_event("c")])
        assert [event.seq for event in first + second] == [1, 2, 3]
        assert [event.ref for event in first + second] == ["ev_1", "ev_2", "ev_3"]

    def test_events_read_back_exactly(self, backend: StorageBackend) -> None:
        """Every stored field comes back equal, including unicode, NUL and nested JSON."""
        content: _json.JSONObject = {
            "text": "caf\u00e9 \u4e2d\u6587 \U0001f600 nul:\x00 end",
            "nested": {"list": [1, 2.5, True, None, {"deep": ["x"]}], "big": 2**62},
        }
        new = new_event("x", content=content, tokens=7, cum_tokens=7, open_calls=0, at=3)
        with backend.write("s") as tx:
            [written] = tx.append([new])
        with backend.read("s") as reader:
            [read] = reader.events()
        assert read == written
        assert read.content == content
        assert read.created_at == _T0 + timedelta(seconds=3)
        assert (read.tokens, read.cum_tokens, read.open_calls) == (7, 7, 0)

    def test_read_content_is_a_fresh_copy(self, backend: StorageBackend) -> None:
        """Mutating an event read back never changes what is stored."""
        with backend.write("s") as tx:
            tx.append([new_event("a", content={"text": "a", "list": [1]})])
        with backend.read("s") as reader:
            event = reader.event(1)
        assert event is not None
        event.content["text"] = "changed"
        with backend.read("s") as reader:
            again = reader.event(1)
        assert again is not None
        assert again.content == {"text": "a", "list": [1]}

    def test_events_at_reads_many_seqs_at_once(self, backend: StorageBackend) -> None:
        """events_at reads the events of many seqs: oldest first, once each, absent ones skipped."""
        _append_texts(backend, "s", [f"event {i}" for i in range(1, 8)])
        _append_texts(backend, "other", ["elsewhere"] * 9)
        with backend.read("s") as reader:
            found = reader.events_at([6, 2, 9, 2, 0, -1, 7])
            assert [event.seq for event in found] == [2, 6, 7]
            assert found == [reader.event(2), reader.event(6), reader.event(7)]
            assert {event.session_id for event in found} == {"s"}
            assert reader.events_at([]) == []
            assert reader.events_at([8, 9]) == []
        with backend.read("empty") as reader:
            assert reader.events_at([1, 2]) == []

    def test_events_at_reads_more_seqs_than_one_statement_binds(
        self, backend: StorageBackend
    ) -> None:
        """events_at reads any number of seqs (past the 999 parameters of one SQL statement)."""
        _append_texts(backend, "s", [f"e{i}" for i in range(1200)])
        with backend.read("s") as reader:
            found = reader.events_at(range(1300, 0, -1))
        assert [event.seq for event in found] == list(range(1, 1201))
        assert found[-1].content == {"text": "e1199"}

    def test_encoded_events_at_are_the_events_at_before_decoding(
        self, backend: StorageBackend
    ) -> None:
        """encoded_events_at reads what events_at reads, each content left as its JSON text."""
        _append_texts(backend, "s", [f'event {i} \u00e9 "quoted"' for i in range(1, 8)])
        _append_texts(backend, "other", ["elsewhere"] * 9)
        with backend.read("s") as reader:
            wanted = [6, 2, 9, 2, 0, -1, 7]
            encoded = reader.encoded_events_at(wanted)
            assert [event.decoded() for event in encoded] == reader.events_at(wanted)
            assert [event.seq for event in encoded] == [2, 6, 7]
            assert [event.ref for event in encoded] == ["ev_2", "ev_6", "ev_7"]
            assert all(event.is_message for event in encoded)
            assert _json.loads(encoded[0].content_json) == {"text": 'event 2 \u00e9 "quoted"'}
            assert {event.session_id for event in encoded} == {"s"}
            assert reader.encoded_events_at([]) == []
            assert reader.encoded_events_at([8, 9]) == []
            many = reader.encoded_events_at(range(1300, 0, -1))
            assert [event.decoded() for event in many] == reader.events_at(range(1, 8))
        with backend.read("empty") as reader:
            assert reader.encoded_events_at([1, 2]) == []

    def test_sessions_are_isolated(self, backend: StorageBackend) -> None:
        """Each session has its own seq; no read of one session returns another's events."""
        _append_texts(backend, "one", ["alpha", "beta"])
        _append_texts(backend, "two", ["gamma"])
        with backend.read("two") as reader:
            events = reader.events()
            assert [(event.seq, event.content["text"]) for event in events] == [(1, "gamma")]
            assert reader.event(2) is None
            assert reader.search(query_phrases("alpha beta"), k=10) == []
        with backend.read("one") as reader:
            assert {event.session_id for event in reader.events()} == {"one"}

    def test_head_tracks_the_last_event(self, backend: StorageBackend) -> None:
        """head() is all zeros for an empty session, then the last seq, token sum and open calls."""
        with backend.read("s") as reader:
            assert reader.head() == SessionHead()
        with backend.write("s") as tx:
            tx.append([new_event("a", cum_tokens=5), new_event("b", cum_tokens=9, open_calls=2)])
            assert tx.head() == SessionHead(2, 9, 2)
        with backend.read("s") as reader:
            assert reader.head() == SessionHead(2, 9, 2)

    def test_events_filters(self, backend: StorageBackend) -> None:
        """events() honours after, until, limit, kinds and newest_first."""
        with backend.write("s") as tx:
            tx.append(
                [
                    new_event("u1"),
                    new_event("a1", kind=EventKind.ASSISTANT, content={"text": "a1"}),
                    new_event("u2"),
                    new_event("note", kind=EventKind.SYSTEM),
                    new_event("u3"),
                ]
            )
        with backend.read("s") as reader:
            assert [e.seq for e in reader.events(after=1, until=4)] == [2, 3, 4]
            assert [e.seq for e in reader.events(limit=2)] == [1, 2]
            assert [e.seq for e in reader.events(kinds={EventKind.USER})] == [1, 3, 5]
            assert [e.seq for e in reader.events(newest_first=True, limit=2)] == [5, 4]
            assert reader.events(after=5) == []
            assert reader.event(6) is None
            assert reader.event(0) is None

    def test_a_nested_write_is_part_of_the_outer_one(self, backend: StorageBackend) -> None:
        """A write inside another shares its transaction: the outer sees its appends and goes on."""
        with backend.write("s") as tx:
            tx.append([new_event("a", cum_tokens=5)])
            with backend.write("s") as inner:
                assert inner.head().seq == 1
                inner.append([new_event("b", cum_tokens=10, open_calls=1)])
                inner.put_tool_call(ToolCallRecord("c1", "tool", 2))
            assert tx.head() == SessionHead(2, 10, 1)
            tx.append([new_event("c", cum_tokens=15)])
        with backend.read("s") as reader:
            assert [(e.seq, e.content["text"]) for e in reader.events()] == [
                (1, "a"),
                (2, "b"),
                (3, "c"),
            ]
            assert reader.tool_call("c1") == ToolCallRecord("c1", "tool", 2)

    def test_a_write_inside_a_read_commits(self, backend: StorageBackend) -> None:
        """A write opened while a read is open on the same thread commits its events."""
        with backend.read("s"), backend.write("s") as tx:
            tx.append([new_event("a", cum_tokens=5)])
        with backend.read("s") as reader:
            assert [e.content["text"] for e in reader.events()] == ["a"]

    def test_a_failed_outer_write_takes_its_nested_writes_back(
        self, backend: StorageBackend
    ) -> None:
        """When the outer write raises, what nested writes did, in any session, is undone."""
        _append_texts(backend, "s", ["kept"])
        with pytest.raises(_Boom), backend.write("s") as tx:
            tx.append([new_event("lost", cum_tokens=10)])
            with backend.write("s") as inner:
                inner.put_tool_call(ToolCallRecord("c1", "tool", 2))
                inner.put_fact(FactRecord("order_id", "4921", 1, 2))
            with backend.write("other") as inner:
                inner.append([new_event("lost too", cum_tokens=5)])
                inner.put_pin(PinRecord(1, 1))
            raise _Boom
        with backend.read("s") as reader:
            assert [e.content["text"] for e in reader.events()] == ["kept"]
            assert reader.tool_call("c1") is None
            assert reader.facts() == []
        with backend.read("other") as reader:
            assert reader.events() == []
            assert reader.pins() == []
        assert [info.session_id for info in backend.sessions()] == ["s"]

    def test_a_failed_nested_write_takes_back_only_itself(self, backend: StorageBackend) -> None:
        """A nested write that raises is undone alone; the outer write goes on and commits."""
        with backend.write("s") as tx:
            tx.append([new_event("a", cum_tokens=5)])
            with pytest.raises(_Boom), backend.write("s") as inner:
                inner.append([new_event("lost", cum_tokens=10)])
                inner.put_tool_call(ToolCallRecord("c1", "tool", 2))
                raise _Boom
            assert tx.head() == SessionHead(1, 5, 0)
            tx.append([new_event("b", cum_tokens=10)])
        with backend.read("s") as reader:
            assert [(e.seq, e.content["text"]) for e in reader.events()] == [(1, "a"), (2, "b")]
            assert reader.tool_call("c1") is None

    def test_failed_write_leaves_nothing(self, backend: StorageBackend) -> None:
        """An exception inside write() rolls back every kind of write made in it."""
        _append_texts(backend, "s", ["kept"])
        with pytest.raises(_Boom), backend.write("s") as tx:
            tx.append([new_event("lost", cum_tokens=10)])
            tx.put_tool_call(ToolCallRecord("c1", "tool", 2))
            tx.put_fact(FactRecord("order_id", "4921", 1, 2))
            tx.put_action(ActionRecord("act_1", "refund", {"a": 1}, "d", "pending", "m", 1, 2))
            tx.put_pin(PinRecord(1, 2))
            tx.put_checkpoint(_checkpoint(1, 0), expected_parent=0)
            raise _Boom
        with backend.read("s") as reader:
            assert [e.content["text"] for e in reader.events()] == ["kept"]
            assert reader.head().seq == 1
            assert reader.tool_call("c1") is None
            assert reader.facts() == []
            assert reader.actions() == []
            assert reader.pins() == []
            assert reader.checkpoints() == []
            assert reader.search(query_phrases("lost"), k=5) == []

    def test_kind_filters_forget_a_failed_write(self, backend: StorageBackend) -> None:
        """After a rolled-back write, filtering by kind finds only the kept events."""
        compaction: _json.JSONObject = {"outcome": "skipped"}
        with backend.write("s") as tx:
            tx.append(
                [new_event("u1"), new_event("c", kind=EventKind.COMPACTION, content=compaction)]
            )
        with pytest.raises(_Boom), backend.write("s") as tx:
            tx.append([new_event("c", kind=EventKind.COMPACTION, content=compaction)])
            raise _Boom
        with backend.write("s") as tx:
            tx.append(
                [new_event("u2"), new_event("c", kind=EventKind.COMPACTION, content=compaction)]
            )
        with backend.read("s") as reader:
            kinds = {EventKind.COMPACTION}
            assert [e.seq for e in reader.events(kinds=kinds)] == [2, 4]
            assert [e.seq for e in reader.events(after=2, kinds=kinds)] == [4]
            assert [e.seq for e in reader.events(until=3, kinds=kinds)] == [2]
            assert [e.seq for e in reader.events(kinds=kinds, newest_first=True, limit=1)] == [4]
            both = {EventKind.USER, EventKind.COMPACTION}
            assert [e.seq for e in reader.events(kinds=both)] == [1, 2, 3, 4]

    def test_failed_first_write_creates_no_session(self, backend: StorageBackend) -> None:
        """A rolled-back first write leaves the session unlisted and empty."""
        with pytest.raises(_Boom), backend.write("new") as tx:
            tx.append([new_event("x")])
            raise _Boom
        assert [info.session_id for info in backend.sessions()] == []
        with backend.read("new") as reader:
            assert reader.head() == SessionHead()

    def test_writes_are_visible_inside_their_transaction(self, backend: StorageBackend) -> None:
        """Reads through a writer see the writer's own uncommitted writes."""
        with backend.write("s") as tx:
            tx.append([new_event("a", cum_tokens=5)])
            tx.put_fact(FactRecord("k", 1, 1, 1))
            assert tx.head().seq == 1
            assert tx.event(1) is not None
            fact = tx.fact("k")
            assert fact is not None
            assert fact.value == 1

    def test_sessions_lists_sessions_with_events(self, backend: StorageBackend) -> None:
        """sessions() lists every session with events, by id, with its last seq."""
        _append_texts(backend, "b", ["x", "y"])
        _append_texts(backend, "a", ["z"])
        infos = backend.sessions()
        assert [(info.session_id, info.last_seq) for info in infos] == [("a", 1), ("b", 2)]
        assert infos[1].created_at == _T0

    def test_concurrent_writers_never_lose_an_event(self, backend: StorageBackend) -> None:
        """Threads appending to one session and to others keep every seq dense, none lost."""

        def writer(session_id: str) -> None:
            for i in range(25):
                _append_texts(backend, session_id, [f"{session_id} {i}"])

        threads = [threading.Thread(target=writer, args=(name,)) for name in ("p", "p", "q", "r")]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        with backend.read("p") as reader:
            assert [e.seq for e in reader.events()] == list(range(1, 51))
        with backend.read("q") as reader:
            assert reader.head().seq == 25

    # --- split-point bookkeeping ----------------------------------------------------------

    def test_token_and_safe_split_lookups(self, backend: StorageBackend) -> None:
        """first_seq_reaching bisects running token sums; last_safe_seq skips open calls."""
        with backend.write("s") as tx:
            tx.append(
                [
                    new_event("u", cum_tokens=10),
                    new_event("call", cum_tokens=20, open_calls=1),
                    new_event("result", cum_tokens=35, open_calls=0),
                    new_event("call2", cum_tokens=50, open_calls=2),
                    new_event("result2", cum_tokens=60, open_calls=1),
                ]
            )
        with backend.read("s") as reader:
            assert reader.first_seq_reaching(0) == 1
            assert reader.first_seq_reaching(20) == 2
            assert reader.first_seq_reaching(21) == 3
            assert reader.first_seq_reaching(61) is None
            assert reader.last_safe_seq(at_most=5) == 3
            assert reader.last_safe_seq(at_most=2) == 1
            assert reader.last_safe_seq(at_most=5, at_least=4) is None
            assert reader.last_safe_seq(at_most=0) == 0
        with backend.read("empty") as reader:
            assert reader.first_seq_reaching(1) is None
            assert reader.last_safe_seq(at_most=10) == 0

    def test_closed_backend_refuses(self, tmp_path: Path) -> None:
        """After close(), every operation raises StorageError."""
        backend = self.make_backend(tmp_path)
        backend.close()
        with pytest.raises(StorageError), backend.read("s"):
            pass
        with pytest.raises(StorageError):
            backend.sessions()
