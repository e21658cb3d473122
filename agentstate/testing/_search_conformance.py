"""The storage contract of search and of stored vectors, as tests (part of `BackendConformance`).

A backend on any engine must give the built-in backends' answers: any query term matches,
terms are stemmed, an identifier is a phrase, ranking is BM25 over this session alone, and any
text is a safe query. Vectors are kept per embedding space, the first write of a seq winning.
"""

from __future__ import annotations

import pytest

from agentstate._text import query_phrases
from agentstate.backends.base import SearchStats, StorageBackend
from agentstate.events import EventKind
from agentstate.testing._conformance_kit import _append_texts, _Boom, new_event

__all__ = ["SearchConformance"]


class SearchConformance:
    """Search and vector tests; `BackendConformance` includes them."""

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
        """An identifier such as dana_ross_4417 matches its tokens in order, not scattered."""
        texts = ["user dana_ross_4417 booked", "ross dana 4417 scattered", "other"]
        _append_texts(backend, "s", texts)
        with backend.read("s") as reader:
            hits = reader.search(query_phrases("dana_ross_4417"), k=10)
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
