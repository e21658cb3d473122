"""The SQLite FTS5 index fills in batches, and search finds indexed and unindexed events alike."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from agentstate import MemoryBackend, SqliteBackend, StorageBackend
from agentstate._text import query_phrases, tokens
from agentstate.backends._sqlite_migrations import SEARCH_INDEX_BATCH
from agentstate.testing.conformance import new_event

_WORDS = ["refund", "refunds", "order", "4921", "mia_li_3668", "mia", "li", "the", "café"]
_WORDS += ["Ωμέγα", "й", "Straße", "ǅungla", "日本語", "x\u0301y", "٣pm", "!!", ""]
_QUERIES = ["refund", "order 4921", "mia_li_3668", "li mia", "cafe", "ωμεγα", "strasse", "日本語"]
_QUERIES += ["٣pm", "xy", "the"]


class _Boom(Exception):
    """Raised inside a write to roll it back."""


def _indexed(path: Path) -> dict[int, str]:
    """The FTS5 index's documents: row id -> its terms in order."""
    conn = sqlite3.connect(path)
    try:
        conn.execute("CREATE VIRTUAL TABLE temp.terms USING fts5vocab(main, events_fts, instance)")
        rows = conn.execute("SELECT doc, term FROM temp.terms ORDER BY doc, offset").fetchall()
    finally:
        conn.close()
    found: dict[int, list[str]] = {}
    for doc, term in rows:
        found.setdefault(doc, []).append(term)
    return {doc: " ".join(terms) for doc, terms in found.items()}


def _expected_index(path: Path) -> dict[int, str]:
    """What the index must hold: every search doc up to the last full batch of row ids."""
    conn = sqlite3.connect(path)
    try:
        (last,) = conn.execute("SELECT coalesce(max(id), 0) FROM events").fetchone()
        rows = conn.execute(
            "SELECT event_id, tokens FROM search_docs WHERE event_id <= ?",
            (last // SEARCH_INDEX_BATCH * SEARCH_INDEX_BATCH,),
        ).fetchall()
    finally:
        conn.close()
    return {event_id: " ".join(text.split()) for event_id, text in rows}


def _append(
    backend: StorageBackend, session_id: str, texts: list[str], *, keep: bool, nested: bool
) -> None:
    try:
        with backend.write(session_id) as tx:
            tx.append([new_event(text) for text in texts[: len(texts) // 2]])
            if nested:
                with backend.write(session_id) as inner:
                    inner.append([new_event(text) for text in texts[len(texts) // 2 :]])
            else:
                tx.append([new_event(text) for text in texts[len(texts) // 2 :]])
            if not keep:
                raise _Boom
    except _Boom:
        pass


_texts = st.lists(st.sampled_from(_WORDS), max_size=6).map(" ".join)
_writes = st.lists(
    st.tuples(
        st.sampled_from(["a", "b", "c"]),
        st.lists(_texts, min_size=1, max_size=SEARCH_INDEX_BATCH + 20),
        st.booleans(),
        st.booleans(),
    ),
    min_size=1,
    max_size=8,
)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(writes=_writes)
def test_the_index_holds_every_full_batch_and_search_agrees_with_the_reference(
    tmp_path_factory: pytest.TempPathFactory,
    writes: list[tuple[str, list[str], bool, bool]],
) -> None:
    """After any writes the index holds exactly the full batches; searches equal the reference."""
    path = tmp_path_factory.mktemp("index") / "store.db"
    sqlite = SqliteBackend(path)
    memory = MemoryBackend()
    try:
        for session_id, texts, keep, nested in writes:
            for backend in (sqlite, memory):
                _append(backend, session_id, texts, keep=keep, nested=nested)
        assert _indexed(path) == _expected_index(path)
        for session_id in ("a", "b", "c"):
            for query in _QUERIES:
                phrases = query_phrases(query)
                with sqlite.read(session_id) as fast, memory.read(session_id) as reference:
                    assert [(h.event.seq, h.score) for h in fast.search(phrases, k=50)] == [
                        (h.event.seq, h.score) for h in reference.search(phrases, k=50)
                    ]
                    assert fast.search_counts(phrases) == reference.search_counts(phrases)
    finally:
        sqlite.close()


def test_an_append_that_completes_a_batch_indexes_it_in_one_statement(tmp_path: Path) -> None:
    """Appends below a batch's end leave the index alone; the one that reaches it adds the batch."""
    path = tmp_path / "store.db"
    backend = SqliteBackend(path)
    try:
        for n in range(SEARCH_INDEX_BATCH // 2 - 1):
            _append(backend, "s", [f"refund {n}", "order"], keep=True, nested=False)
        assert _indexed(path) == {}
        _append(backend, "s", ["refund again", "order"], keep=True, nested=False)
        assert sorted(_indexed(path)) == list(range(1, SEARCH_INDEX_BATCH + 1))
        assert _indexed(path)[1] == " ".join(tokens("refund 0"))
        with backend.read("s") as reader:
            seqs = [hit.event.seq for hit in reader.search(query_phrases("refund"), k=500)]
        assert sorted(seqs) == list(range(1, SEARCH_INDEX_BATCH + 1, 2))
    finally:
        backend.close()


def _batched_store(path: Path) -> SqliteBackend:
    backend = SqliteBackend(path)
    _append(
        backend,
        "s",
        [f"refund order {n}" for n in range(SEARCH_INDEX_BATCH + 5)],
        keep=True,
        nested=False,
    )
    return backend


def test_integrity_check_finds_the_index_in_step_with_the_ranking_rows(tmp_path: Path) -> None:
    """A sound file with a full batch and a tail checks as ["ok"], also inside a read."""
    backend = _batched_store(tmp_path / "store.db")
    try:
        assert backend.integrity_check() == ["ok"]
        with backend.read("s"):
            assert backend.integrity_check() == ["ok"]
    finally:
        backend.close()


@pytest.mark.parametrize(
    ("damage", "expected"),
    [
        (
            "INSERT INTO events_fts (rowid, tokens) VALUES (66, 'stray')",
            "event row 66 has 1 tokens in the FTS5 index, 0 in its ranking row (past the last",
        ),
        (
            "INSERT INTO events_fts (rowid, tokens) VALUES (7, 'refund order 6 again')",
            "event row 7 has 4 tokens in the FTS5 index, 3 in its ranking row",
        ),
        (
            "INSERT INTO events_fts (events_fts, rowid, tokens) "
            "SELECT 'delete', event_id, tokens FROM search_docs WHERE event_id = 9",
            "event row 9 has 0 tokens in the FTS5 index, 3 in its ranking row",
        ),
    ],
    ids=["extra", "reindexed", "missing"],
)
def test_integrity_check_names_events_the_index_gets_wrong(
    tmp_path: Path, damage: str, expected: str
) -> None:
    """An index entry too many, indexed again with other tokens, or missing is named."""
    path = tmp_path / "store.db"
    _batched_store(path).close()
    conn = sqlite3.connect(path)
    with conn:
        conn.execute(damage)
    conn.close()
    backend = SqliteBackend(path)
    try:
        problems = backend.integrity_check()
    finally:
        backend.close()
    assert len(problems) == 1
    assert problems[0].startswith("search index: " + expected)
