"""Evidence search end to end: exact identifiers, lexical ranking, hybrid mode, backends agree."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from agentstate import AgentState, MemoryBackend, SqliteBackend, StorageBackend
from agentstate._text import query_phrases, tokens
from agentstate.backends.search import padded, phrase_pattern, stem_phrase
from agentstate.errors import EmbeddingFailed, InvalidInput
from agentstate.events import ToolCall, assistant, search_text, tool_result, user
from agentstate.testing import HashingEmbedder

MakeState = Callable[..., AgentState]


def _support_log(state: AgentState) -> None:
    """A support conversation full of near-miss identifiers."""
    state.append_user("Hi, I need help with a booking and an order. My user id is mia_li_3668.")
    call = state.append_tool_call("get_user_details", {"user_id": "mia_li_3668"})
    state.append_tool_result(
        call,
        {
            "name": {"first_name": "Mia", "last_name": "Li"},
            "reservations": ["EHGLP3", "EHGLP4", "K1TT7Q"],
            "orders": ["#W2378156", "#W2378165"],
        },
    )
    state.append_assistant("Thanks Mia. I see three reservations and two orders on file.")
    state.append_user("The reservation EHGLP4 is fine. I want to cancel the other one, EHGLP3.")
    call = state.append_tool_call("get_reservation_details", {"reservation_id": "EHGLP3"})
    state.append_tool_result(call, {"reservation_id": "EHGLP3", "status": "confirmed"})
    state.append_user("Also my order #W2378165 arrived, but where is order #W2378156?")
    call = state.append_tool_call("get_order_details", {"order_id": "#W2378156"})
    state.append_tool_result(call, {"order_id": "#W2378156", "status": "pending"})
    for i in range(12):
        state.append_user(f"Another user, mia_li_{3600 + i}, asks about reservation K1TT{i}Q.")
        state.append_assistant("Orders and reservations are looked up by their id; please wait.")


def _holds(state: AgentState, seq: int, identifier: str) -> bool:
    event = state.evidence.get(f"ev_{seq}")
    return identifier.lstrip("#").lower() in search_text(event.kind, event.content).lower()


@pytest.mark.parametrize(
    ("query", "identifier"),
    [
        ("mia_li_3668", "mia_li_3668"),
        ("EHGLP3", "EHGLP3"),
        ("#W2378156", "#W2378156"),
        ("where is my order #W2378156?", "#W2378156"),
        ("please cancel reservation EHGLP3 now", "EHGLP3"),
        ("what did user mia_li_3668 book?", "mia_li_3668"),
    ],
)
@pytest.mark.parametrize("mode", ["lexical", "hybrid"])
def test_exact_identifier_ranks_first(
    make_state: MakeState, query: str, identifier: str, mode: str
) -> None:
    """An order id, a reservation code or a user id finds an event holding it first."""
    state = make_state(embedder=HashingEmbedder())
    _support_log(state)
    hits = state.evidence.search(query, k=10, mode=mode)  # type: ignore[arg-type]
    assert hits
    assert _holds(state, hits[0].event.seq, identifier)


@pytest.mark.parametrize("identifier", ["mia_li_3668", "EHGLP3", "#W2378156"])
def test_lexical_lists_every_holder_before_anything_else(
    make_state: MakeState, identifier: str
) -> None:
    """Searching an id alone lists every event holding it, before events that only follow one."""
    state = make_state()
    _support_log(state)
    hits = state.evidence.search(identifier, k=50)
    holders = [event.seq for event in state.events() if _holds(state, event.seq, identifier)]
    assert sorted(hit.event.seq for hit in hits[: len(holders)]) == holders
    assert not any(_holds(state, hit.event.seq, identifier) for hit in hits[len(holders) :])


def test_a_reply_ranks_higher_after_a_matching_question(make_state: MakeState) -> None:
    """Of two equal matches, the one answering a matching question ranks first."""
    state = make_state()
    state.append_user("Kiwi won the chess game yesterday.")
    state.append_user("Two parrots? What are your parrots called?")
    state.append_assistant("Kiwi and Mango! They whistle all morning.")
    hits = state.evidence.search("What are the parrots called, Kiwi?", k=5)
    assert [hit.event.seq for hit in hits].index(3) < [hit.event.seq for hit in hits].index(1)


class _Concepts:
    """A fake embedder that knows synonyms: words of one concept share a dimension."""

    name = "concepts"
    groups = (
        ("refund", "reimbursement", "money", "back"),
        ("flight", "plane", "airline"),
        ("dog", "puppy", "pet"),
    )

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        vectors = []
        for text in texts:
            lowered = text.lower()
            vectors.append(
                [sum(lowered.count(word) for word in group) + 0.01 for group in self.groups]
            )
        return vectors


def test_hybrid_finds_an_event_without_a_shared_word(make_state: MakeState) -> None:
    """Hybrid search finds a synonym's event that lexical search cannot."""
    state = make_state(embedder=_Concepts())
    state.append_user("We adopted a puppy last week.")
    state.append_user("The plane was two hours late.")
    state.append_user("When will I get my reimbursement?")
    assert state.evidence.search("refund status", k=3, mode="lexical") == []
    hits = state.evidence.search("refund status", k=3)
    assert hits[0].event.seq == 3


def test_vectors_are_computed_lazily_and_once(make_state: MakeState) -> None:
    """Appends never embed; the first hybrid search embeds the backlog, later ones the query."""
    embedder = HashingEmbedder()
    state = make_state(embedder=embedder)
    state.append_many([user(f"message number {i}") for i in range(70)])
    assert embedder.calls == 0
    state.evidence.search("number 7", k=3)
    assert embedder.batches == [64, 6, 1]
    state.evidence.search("number 8", k=3)
    assert embedder.batches == [64, 6, 1, 1]
    state.append_user("one more")
    assert state.evidence.index_vectors() == 1
    assert state.evidence.index_vectors() == 0


def test_lexical_mode_never_calls_the_embedder(make_state: MakeState) -> None:
    """mode='lexical' searches by words alone even when an embedder is set."""
    embedder = HashingEmbedder()
    state = make_state(embedder=embedder)
    state.append_user("refund please")
    assert [hit.event.seq for hit in state.evidence.search("refund", mode="lexical")] == [1]
    assert embedder.calls == 0


def test_hybrid_without_an_embedder_is_refused(make_state: MakeState) -> None:
    """Asking for hybrid search (or indexing vectors) without an embedder is InvalidInput."""
    state = make_state()
    state.append_user("refund please")
    with pytest.raises(InvalidInput, match="embedder"):
        state.evidence.search("refund", mode="hybrid")
    with pytest.raises(InvalidInput, match="embedder"):
        state.evidence.index_vectors()
    with pytest.raises(InvalidInput, match="mode"):
        state.evidence.search("refund", mode="semantic")  # type: ignore[arg-type]


class _Broken:
    """A fake embedder returning whatever a test hands it."""

    def __init__(self, result: object, name: str = "broken") -> None:
        self.name = name
        self.result = result

    def embed(self, texts: Sequence[str]) -> object:
        if isinstance(self.result, Exception):
            raise self.result
        return self.result(len(texts)) if callable(self.result) else self.result


@pytest.mark.parametrize(
    "result",
    [
        RuntimeError("model server down"),
        [[1.0, 0.0]],  # one vector for two texts
        lambda n: [[1.0, 0.0]] * (n - 1) + [[1.0]],  # mixed dimensions
        lambda n: [[math.nan, 1.0]] * n,
        lambda n: [[]] * n,
        lambda n: ["not a vector"] * n,
    ],
)
def test_embedder_failures_store_nothing(make_state: MakeState, result: object) -> None:
    """A failing or malformed embedder raises EmbeddingFailed and leaves no vector behind."""
    state = make_state(embedder=_Broken(result))
    state.append_many([user("alpha"), user("beta")])
    with pytest.raises(EmbeddingFailed):
        state.evidence.search("alpha", mode="hybrid")
    with state.backend.read(state.session_id) as reader:
        assert reader.vectors("broken") == {}
    assert [hit.event.seq for hit in state.evidence.search("alpha", mode="lexical")][:1] == [1]


def test_a_space_name_reused_with_another_dimension_is_refused(make_state: MakeState) -> None:
    """Vectors of one space name but another dimension are an error, never compared."""
    state = make_state(embedder=HashingEmbedder(dimensions=8, name="shared"))
    state.append_user("alpha")
    state.evidence.index_vectors()
    other = make_state(embedder=HashingEmbedder(dimensions=16, name="shared"))
    with pytest.raises(EmbeddingFailed, match="dimensions"):
        other.evidence.search("alpha")


def test_embedder_must_look_like_one(make_state: MakeState) -> None:
    """Something without a name and an embed method is refused as an embedder."""
    with pytest.raises(InvalidInput, match="embedder"):
        make_state(embedder=object())


# --- the backends rank identically -----------------------------------------------------

_WORDS = [
    "refund",
    "refunds",
    "order",
    "4921",
    "parrot",
    "parrots",
    "the",
    "what",
    "Kiwi",
    "café",
    "x1",
]
_texts = st.lists(st.sampled_from(_WORDS), min_size=0, max_size=8).map(" ".join)


@settings(max_examples=40)
@given(
    history=st.lists(_texts, min_size=1, max_size=25),
    other=st.lists(_texts, max_size=10),
    query=st.lists(st.sampled_from(_WORDS), min_size=1, max_size=4).map(" ".join),
    k=st.integers(1, 30),
    mode=st.sampled_from(["lexical", "hybrid"]),
)
def test_backends_return_identical_hits(
    history: list[str], other: list[str], query: str, k: int, mode: str
) -> None:
    """Memory and SQLite return the same hits with the same scores, whatever other sessions hold."""
    results = []
    for backend in (MemoryBackend(), SqliteBackend(":memory:")):
        embedder = HashingEmbedder(dimensions=16)
        with AgentState.open(backend, session_id="s", embedder=embedder) as state:
            state.append_many([user(text) for text in history])
            if other:
                neighbour = AgentState.open(backend, session_id="n", embedder=embedder)
                neighbour.append_many([user(text) for text in other])
                neighbour.evidence.index_vectors()
            hits = state.evidence.search(query, k=k, mode=mode)  # type: ignore[arg-type]
            results.append([(hit.event.seq, round(hit.score, 9)) for hit in hits])
        backend.close()
    assert results[0] == results[1]


def test_tool_calls_and_results_are_searchable(make_state: MakeState) -> None:
    """A tool call is found by its name and arguments, its result by its values and the name."""
    state = make_state()
    state.append_many(
        [
            user("Please look it up"),
            assistant(tool_calls=[ToolCall("get_order_details", {"order_id": "#W1"}, "c1")]),
            tool_result("c1", {"status": "delivered", "carrier": "UPS"}),
        ]
    )
    assert state.evidence.search("carrier", k=1)[0].event.seq == 3
    assert {hit.event.seq for hit in state.evidence.search("get_order_details", k=3)} == {2, 3}
    assert [hit.event.seq for hit in state.evidence.search("W1", k=1)] == [2]


_session_counter = iter(range(10**9))


@settings(max_examples=30)
@given(
    history=st.lists(_texts, min_size=1, max_size=20),
    other=st.lists(_texts, min_size=1, max_size=10),
    query=st.lists(st.sampled_from(_WORDS), min_size=1, max_size=4).map(" ".join),
)
def test_other_sessions_never_move_a_ranking(
    backend: StorageBackend, history: list[str], other: list[str], query: str
) -> None:
    """On every backend, appending to another session changes no hit and no score."""
    name = f"s{next(_session_counter)}"
    state = AgentState.open(backend, session_id=name)
    state.append_many([user(text) for text in history])
    before = [(hit.ref, hit.score) for hit in state.evidence.search(query, k=50)]
    AgentState.open(backend, session_id=f"{name}-other").append_many([user(t) for t in other])
    after = [(hit.ref, hit.score) for hit in state.evidence.search(query, k=50)]
    assert after == before


@settings(max_examples=30)
@given(
    history=st.lists(_texts, min_size=1, max_size=20),
    query=st.lists(st.sampled_from(_WORDS), min_size=1, max_size=4).map(" ".join),
)
def test_hits_are_exactly_the_holders_complete_ones_first(
    backend: StorageBackend, history: list[str], query: str
) -> None:
    """Every event holding a query term is a hit, no other; those holding all come first."""
    state = AgentState.open(backend, session_id=f"s{next(_session_counter)}")
    state.append_many([user(text) for text in history])
    phrases = {stem_phrase(phrase) for phrase in query_phrases(query)}

    def held(seq: int) -> int:
        text = padded(tokens(history[seq - 1]))
        return sum(phrase_pattern(phrase) in text for phrase in phrases)

    hits = [hit.event.seq for hit in state.evidence.search(query, k=200)]
    assert set(hits) == {seq for seq in range(1, len(history) + 1) if held(seq)}
    complete = [held(seq) == len(phrases) for seq in hits]
    assert complete == sorted(complete, reverse=True)
