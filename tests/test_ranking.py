"""The fused lexical ranking (`lexical_search_padded`) against the reference (`lexical_search`)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from agentstate import AgentState, StorageBackend
from agentstate._text import query_phrases, tokens
from agentstate.backends.search import lexical_search, lexical_search_padded, padded
from agentstate.events import EventKind, EventSpec, assistant, search_text, system_note, user

_WORDS = [
    "refund",
    "refunds",
    "refunding",
    "order",
    "4921",
    "a",
    "mia_li_3668",
    "mia",
    "li",
    "3668",
    "the",
    "Kiwi",
    "café",
    "Amelia",
    "Ahmed",
]
_texts = st.lists(st.sampled_from(_WORDS), min_size=0, max_size=12).map(" ".join)
_makers = st.sampled_from([user, assistant, system_note])
_events = st.lists(st.tuples(_makers, _texts), min_size=1, max_size=30)
_queries = st.lists(st.sampled_from([*_WORDS, "a a", "mia li"]), min_size=1, max_size=4).map(
    " ".join
)
_kinds = st.none() | st.sets(st.sampled_from([EventKind.USER, EventKind.ASSISTANT]), min_size=1)
_bounds = st.none() | st.integers(0, 35)
_session_counter = iter(range(10**9))


def _fill(backend: StorageBackend, events: list[tuple[object, str]]) -> str:
    session_id = f"s{next(_session_counter)}"
    specs: list[EventSpec] = [make(text) for make, text in events]  # type: ignore[operator]
    AgentState.open(backend, session_id=session_id).append_many(specs)
    AgentState.open(backend, session_id=f"{session_id}-other").append_many(specs[::-1])
    return session_id


@settings(max_examples=60, deadline=None)
@given(
    events=_events,
    query=_queries,
    k=st.integers(1, 40),
    kinds=_kinds,
    since=_bounds,
    until=_bounds,
)
def test_backend_search_is_the_reference_ranking(
    backend: StorageBackend,
    events: list[tuple[object, str]],
    query: str,
    k: int,
    kinds: set[EventKind] | None,
    since: int | None,
    until: int | None,
) -> None:
    """On every backend, search returns the reference ranking's hits with bit-identical scores."""
    session_id = _fill(backend, events)
    phrases = query_phrases(query)
    with backend.read(session_id) as reader:
        fast = reader.search(phrases, k=k, kinds=kinds, since=since, until=until)
        reference = lexical_search(reader, phrases, k=k, kinds=kinds, since=since, until=until)
    assert [(hit.event.seq, hit.score) for hit in fast] == [
        (hit.event.seq, hit.score) for hit in reference
    ]


@settings(max_examples=40, deadline=None)
@given(events=_events, query=_queries, k=st.integers(1, 40))
def test_rows_may_hold_events_without_a_phrase(
    backend: StorageBackend, events: list[tuple[object, str]], query: str, k: int
) -> None:
    """Rows of every searchable event, in any order, rank as the reference ranks the holders."""
    session_id = _fill(backend, events)
    phrases = query_phrases(query)
    with backend.read(session_id) as reader:
        rows = []
        for event in reader.events():
            found = tokens(search_text(event.kind, event.content))
            if found:
                rows.append((event.seq, event.kind.value, len(found), padded(found)))
        fast = lexical_search_padded(reader, rows[::-1], phrases, k=k)
        reference = lexical_search(reader, phrases, k=k)
    assert [(hit.event.seq, hit.score) for hit in fast] == [
        (hit.event.seq, hit.score) for hit in reference
    ]
