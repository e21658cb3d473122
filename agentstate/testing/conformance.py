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

import threading
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from agentstate import _json
from agentstate._text import query_phrases
from agentstate.backends.base import (
    ActionRecord,
    ActionStatusRecord,
    Coverage,
    FactRecord,
    NewEvent,
    PinRecord,
    SearchStats,
    SessionHead,
    StorageBackend,
    ToolCallRecord,
)
from agentstate.errors import CheckpointConflict, InvalidInput, StorageError
from agentstate.events import EventKind
from agentstate.summary import Checkpoint
from agentstate.testing.tip_conformance import TipConformance

__all__ = ["BackendConformance", "new_event"]

_T0 = datetime(2026, 1, 1, tzinfo=UTC)


class _Boom(Exception):
    """Raised inside a write to prove it rolls back."""


def new_event(
    text: str,
    *,
    kind: EventKind = EventKind.USER,
    at: int = 0,
    tokens: int = 5,
    cum_tokens: int = 0,
    open_calls: int = 0,
    content: _json.JSONObject | None = None,
) -> NewEvent:
    """A `NewEvent` for backend tests: `text` is both the content and the search text."""
    body: _json.JSONObject = content if content is not None else {"text": text}
    return NewEvent(
        kind=kind,
        content=body,
        content_json=_json.dumps(body),
        created_at=_T0 + timedelta(seconds=at),
        tokens=tokens,
        cum_tokens=cum_tokens,
        open_calls=open_calls,
        search_text=text,
    )


def _append_texts(backend: StorageBackend, session_id: str, texts: list[str]) -> None:
    with backend.write(session_id) as tx:
        start = tx.head()
        tx.append(
            [
                new_event(text, at=i, cum_tokens=start.cum_tokens + 5 * (i + 1))
                for i, text in enumerate(texts)
            ]
        )


class BackendConformance(TipConformance):
    """Tests every `StorageBackend` must pass. Subclass it and define `make_backend`.

    `StorageBackend.tip` has its own tests in `agentstate.testing.tip_conformance`.
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

    # --- search -----------------------------------------------------------------------------

    def test_search_matches_any_term_with_stemming(self, backend: StorageBackend) -> None:
        """An event matches when it holds any query term; terms are stemmed on both sides."""
        _append_texts(
            backend,
            "s",
            [
                "The customer requested a refund",
                "Shipping was delayed",
                "Refunds are approved by a supervisor",
                "Nothing relevant here",
            ],
        )
        with backend.read("s") as reader:
            hits = reader.search(query_phrases("refunding approvals"), k=10)
        assert [hit.event.seq for hit in hits] == [3, 1]  # 3 holds both terms
        assert all(hit.score > 0 for hit in hits)

    def test_search_identifier_is_a_phrase(self, backend: StorageBackend) -> None:
        """An identifier such as mia_li_3668 matches its tokens in order, not scattered."""
        _append_texts(backend, "s", ["user mia_li_3668 booked", "li mia 3668 scattered", "other"])
        with backend.read("s") as reader:
            hits = reader.search(query_phrases("mia_li_3668"), k=10)
        assert [hit.event.seq for hit in hits] == [1]

    def test_search_filters_and_limits(self, backend: StorageBackend) -> None:
        """kinds, since, until and k restrict the hits."""
        with backend.write("s") as tx:
            tx.append(
                [
                    new_event("order 4921 arrived"),
                    new_event("order 4921 checked", kind=EventKind.SYSTEM),
                    new_event("order 4921 damaged"),
                    new_event("order 4921 refunded"),
                ]
            )
        phrases = query_phrases("4921")
        with backend.read("s") as reader:
            assert len(reader.search(phrases, k=2)) == 2
            assert {h.event.seq for h in reader.search(phrases, k=9, kinds={EventKind.SYSTEM})} == {
                2
            }
            assert {h.event.seq for h in reader.search(phrases, k=9, since=2, until=3)} == {2, 3}
            assert reader.search([], k=5) == []
            assert reader.search(phrases, k=0) == []

    def test_search_is_safe_for_any_text(self, backend: StorageBackend) -> None:
        """Operators, quotes, SQL and huge queries are plain words, never an error."""
        _append_texts(backend, "s", ["drop table events", "NOT a problem", "near the end"])
        hostile = [
            '"',
            "'; DROP TABLE events; --",
            "NOT OR AND NEAR(",
            "text:foo* ^bar {a b}",
            "(((",
            "",
            "x" * 10_000,
            " ".join(f"w{i}" for i in range(5000)),
        ]
        with backend.read("s") as reader:
            for query in hostile:
                reader.search(query_phrases(query), k=5)
            hits = reader.search(query_phrases("'; DROP TABLE events; --"), k=5)
            assert hits[0].event.seq == 1
            assert reader.head().seq == 3

    def test_search_ranks_by_this_session_alone(self, backend: StorageBackend) -> None:
        """Another session's content never changes a session's hits or their scores."""
        texts = ["refund for order 4921", "the refund was approved", "shipping is late"]
        _append_texts(backend, "s", texts)
        phrases = query_phrases("refund approved shipping")
        with backend.read("s") as reader:
            before = [(hit.event.seq, hit.score) for hit in reader.search(phrases, k=10)]
        _append_texts(backend, "other", ["refund refund refund", "approved"] * 20)
        with backend.read("s") as reader:
            after = [(hit.event.seq, hit.score) for hit in reader.search(phrases, k=10)]
        assert after == before

    def test_search_ranks_complete_matches_then_context(self, backend: StorageBackend) -> None:
        """Events holding every term come first; a reply is helped by the question before it."""
        _append_texts(
            backend,
            "s",
            [
                "what are the names of your parrots",
                "Kiwi and Mango",
                "Kiwi won chess",
                "a long story about a parrot that somebody once called Kiwi at a farm",
            ],
        )
        with backend.read("s") as reader:
            hits = [hit.event.seq for hit in reader.search(query_phrases("Kiwi parrots"), k=10)]
            assert hits[0] == 4  # the only event holding both terms, however long
            assert hits.index(2) < hits.index(3)  # one term each, same length; 2 answers 1
            assert sorted(hits) == [1, 2, 3, 4]
            names = [hit.event.seq for hit in reader.search(query_phrases("names"), k=10)]
            assert names == [1]  # context ranks, it never makes a hit

    def test_search_docs_and_stats(self, backend: StorageBackend) -> None:
        """search_docs lists searchable events with their tokens; stats sum them."""
        with backend.write("s") as tx:
            tx.append(
                [
                    new_event("Refunds approved"),
                    new_event(""),
                    new_event("... !!!"),
                    new_event("shipping label", kind=EventKind.SYSTEM),
                ]
            )
        with backend.read("s") as reader:
            every = reader.search_docs()
            assert [(doc.seq, doc.kind, doc.tokens, doc.length) for doc in every] == [
                (1, EventKind.USER, "refund approv", 2),
                (4, EventKind.SYSTEM, "ship label", 2),
            ]
            assert reader.search_stats() == SearchStats(docs=2, tokens=4)
        with backend.read("empty") as reader:
            assert reader.search_docs() == []
            assert reader.search_stats() == SearchStats()

    def test_search_counts_phrase_occurrences(self, backend: StorageBackend) -> None:
        """Counts are non-overlapping occurrences of each stemmed phrase, words consecutive."""
        _append_texts(
            backend,
            "s",
            ["refund refund refunds", "a1 b2 a1 b2 a1", "b2 a1 refunded", "unrelated words"],
        )
        phrases = query_phrases("refunding a1_b2_a1 b2")
        with backend.read("s") as reader:
            found = {item.seq: item for item in reader.search_counts(phrases) if any(item.counts)}
        assert {seq: item.counts for seq, item in found.items()} == {
            1: (3, 0, 0),
            2: (0, 1, 2),  # "a1 b2 a1" once (non-overlapping), "b2" twice
            3: (1, 0, 1),
        }
        assert (found[1].kind, found[1].length, found[2].length) == (EventKind.USER, 3, 5)

    # --- vectors ----------------------------------------------------------------------------

    def test_vectors_are_stored_per_space_and_kept(self, backend: StorageBackend) -> None:
        """put_vectors stores bytes by space and seq; a second write of a seq keeps the first."""
        _append_texts(backend, "s", ["alpha", "beta", ""])
        with backend.read("s") as reader:
            assert [event.seq for event in reader.unembedded("m", limit=10)] == [1, 2]
        with backend.write("s") as tx:
            tx.put_vectors("m", {1: b"\x00\x00\x80\x3f"})
        with backend.write("s") as tx:
            tx.put_vectors("m", {1: b"\x00\x00\x00\x00", 2: b"\x01\x02\x03\x04"})
        with backend.read("s") as reader:
            assert reader.vectors("m") == {1: b"\x00\x00\x80\x3f", 2: b"\x01\x02\x03\x04"}
            assert reader.vectors("other") == {}
            assert reader.unembedded("m", limit=10) == []
            assert [event.seq for event in reader.unembedded("other", limit=1)] == [1]
        with backend.read("t") as reader:
            assert reader.vectors("m") == {}

    def test_failed_write_stores_no_vector(self, backend: StorageBackend) -> None:
        """Vectors written in a transaction that fails are rolled back."""
        _append_texts(backend, "s", ["alpha"])
        with pytest.raises(_Boom), backend.write("s") as tx:
            tx.put_vectors("m", {1: b"\x00\x00\x80\x3f"})
            raise _Boom
        with backend.read("s") as reader:
            assert reader.vectors("m") == {}
            assert [event.seq for event in reader.unembedded("m", limit=5)] == [1]

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

    # --- projections ----------------------------------------------------------------------

    def test_tool_calls_open_then_answered(self, backend: StorageBackend) -> None:
        """A tool call is stored open, listed as open, then records its result seq."""
        with backend.write("s") as tx:
            tx.put_tool_call(ToolCallRecord("c2", "lookup", 2))
            tx.put_tool_call(ToolCallRecord("c1", "lookup", 1))
        with backend.read("s") as reader:
            assert [c.call_id for c in reader.open_tool_calls()] == ["c1", "c2"]
        with backend.write("s") as tx:
            tx.put_tool_call(ToolCallRecord("c1", "lookup", 1, result_seq=3))
        with backend.read("s") as reader:
            assert reader.tool_call("c1") == ToolCallRecord("c1", "lookup", 1, 3)
            assert [c.call_id for c in reader.open_tool_calls()] == ["c2"]
            assert reader.tool_call("missing") is None

    def test_facts_keep_history(self, backend: StorageBackend) -> None:
        """Every fact write is kept; the latest per key is current; facts() is by key."""
        with backend.write("s") as tx:
            tx.put_fact(FactRecord("order_id", "4921", 1, 2))
            tx.put_fact(FactRecord("amount", {"cents": 25000}, 3, 4))
            tx.put_fact(FactRecord("order_id", "4922", 5, 6))
        with backend.read("s") as reader:
            assert reader.fact("order_id") == FactRecord("order_id", "4922", 5, 6)
            assert [f.value for f in reader.fact_history("order_id")] == ["4921", "4922"]
            assert [(f.key, f.value) for f in reader.facts()] == [
                ("amount", {"cents": 25000}),
                ("order_id", "4922"),
            ]
            assert reader.fact("missing") is None
            assert reader.fact_history("missing") == []
            assert reader.fact_keys() == [record.key for record in reader.facts()]
            assert reader.fact_keys() == ["amount", "order_id"]
        with backend.read("other") as reader:
            assert reader.fact_keys() == []

    def test_actions_keep_history_in_creation_order(self, backend: StorageBackend) -> None:
        """Every action state is kept; actions() gives current states in creation order."""
        with backend.write("s") as tx:
            tx.put_action(ActionRecord("act_2", "refund", {"c": 1}, "d2", "pending", "m", 1, 2))
            tx.put_action(ActionRecord("act_1", "credit", {"c": 2}, "d1", "pending", "m", 1, 3))
            tx.put_action(ActionRecord("act_2", "refund", {"c": 1}, "d2", "approved", "sup", 4, 5))
        with backend.read("s") as reader:
            current = reader.actions()
            assert [(a.action_id, a.status) for a in current] == [
                ("act_2", "approved"),
                ("act_1", "pending"),
            ]
            assert [a.status for a in reader.action_history("act_2")] == ["pending", "approved"]
            action = reader.action("act_2")
            assert action is not None
            assert (action.actor, action.params) == ("sup", {"c": 1})
            assert reader.action("act_9") is None

    def test_an_action_id_of_another_shape_is_refused(self, backend: StorageBackend) -> None:
        """put_action refuses an id that is not act_<n>, and the transaction writes nothing."""
        for action_id in ("act_0", "act_", "refund_1", "act_1 ", "act_01"):
            with pytest.raises(InvalidInput, match="not an action id"), backend.write("s") as tx:
                tx.put_action(ActionRecord("act_1", "refund", {}, "d", "pending", "m", 1, 1))
                tx.put_action(ActionRecord(action_id, "refund", {}, "d", "pending", "m", 1, 1))
        with backend.read("s") as reader:
            assert reader.actions() == []
            assert reader.action("refund_1") is None
            assert reader.action_history("act_01") == []

    def test_action_statuses_are_actions_without_params(self, backend: StorageBackend) -> None:
        """action_statuses() gives actions()'s ids, kinds, statuses and seqs, in the same order."""
        with backend.write("s") as tx:
            tx.put_action(ActionRecord("act_2", "refund", {"c": 1}, "d2", "pending", "m", 1, 2))
            tx.put_action(ActionRecord("act_1", "credit", {"c": 2}, "d1", "pending", "m", 1, 3))
            tx.put_action(ActionRecord("act_2", "refund", {"c": 1}, "d2", "approved", "sup", 4, 5))
            tx.put_action(ActionRecord("act_3", "refund", {"c": 3}, "d3", "pending", "m", 1, 6))
            tx.put_action(ActionRecord("act_1", "credit", {"c": 2}, "d1", "rejected", "sup", 4, 7))
        with backend.write("other") as tx:
            tx.put_action(ActionRecord("act_1", "other", {}, "d9", "executed", "m", 1, 1))
        with backend.read("s") as reader:
            assert reader.action_statuses() == [
                ActionStatusRecord("act_2", "refund", "approved", 5),
                ActionStatusRecord("act_1", "credit", "rejected", 7),
                ActionStatusRecord("act_3", "refund", "pending", 6),
            ]
            assert reader.action_statuses() == [
                ActionStatusRecord(a.action_id, a.kind, a.status, a.event_seq)
                for a in reader.actions()
            ]
        with backend.read("empty") as reader:
            assert reader.action_statuses() == []

    def test_checkpoint_commit_is_conditional_on_parent(self, backend: StorageBackend) -> None:
        """put_checkpoint commits only over the expected parent; otherwise CheckpointConflict."""
        with backend.write("s") as tx:
            tx.put_checkpoint(_checkpoint(1, 0), expected_parent=0)
        with pytest.raises(CheckpointConflict) as caught, backend.write("s") as tx:
            tx.put_checkpoint(_checkpoint(1, 0), expected_parent=0)
        assert (caught.value.expected, caught.value.actual) == (0, 1)
        with backend.write("s") as tx:
            tx.put_checkpoint(_checkpoint(2, 1), expected_parent=1)
        with backend.read("s") as reader:
            assert [c.version for c in reader.checkpoints()] == [1, 2]
            latest = reader.latest_checkpoint()
            assert latest == _checkpoint(2, 1)
        with backend.read("other") as reader:
            assert reader.latest_checkpoint() is None

    def test_coverage_summarizes_the_latest_checkpoint(self, backend: StorageBackend) -> None:
        """coverage() gives the boundary, summary tokens, running sum there, and pinned tokens."""
        with backend.read("s") as reader:
            assert reader.coverage() == Coverage()
        with backend.write("s") as tx:
            tx.append(
                [
                    new_event("a", tokens=5, cum_tokens=5),
                    new_event("b", tokens=7, cum_tokens=12),
                    new_event("c", tokens=9, cum_tokens=21),
                ]
            )
            tx.put_pin(PinRecord(1, 3))
            tx.put_pin(PinRecord(3, 3))
            tx.put_checkpoint(_checkpoint(1, 0, covers_through=2), expected_parent=0)
        with backend.read("s") as reader:
            assert reader.coverage() == Coverage(1, 2, 42, 12, 5)

    def test_pins_in_order(self, backend: StorageBackend) -> None:
        """Pins come back in the order they were made."""
        with backend.write("s") as tx:
            tx.put_pin(PinRecord(7, 9))
            tx.put_pin(PinRecord(2, 10))
        with backend.read("s") as reader:
            assert reader.pins() == [PinRecord(7, 9), PinRecord(2, 10)]

    def test_closed_backend_refuses(self, tmp_path: Path) -> None:
        """After close(), every operation raises StorageError."""
        backend = self.make_backend(tmp_path)
        backend.close()
        with pytest.raises(StorageError), backend.read("s"):
            pass
        with pytest.raises(StorageError):
            backend.sessions()


def _checkpoint(version: int, parent: int, *, covers_through: int | None = None) -> Checkpoint:
    return Checkpoint(
        version=version,
        parent=parent,
        covers_through=version * 10 if covers_through is None else covers_through,
        summary={"objective": {"text": "refund", "refs": ["ev_1"]}},
        schema_version=1,
        summarizer="test",
        summarizer_version="1",
        created_at=_T0 + timedelta(minutes=version),
        token_count=42,
        event_seq=version * 10 + 1,
    )
