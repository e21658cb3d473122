"""MiniLMEmbedder: real offline embeddings, plugged into agentstate's hybrid search."""

from __future__ import annotations

import math

import pytest
from agentstate_minilm import MODEL_NAME, MiniLMEmbedder

from agentstate import AgentState, MemoryBackend, SqliteBackend
from agentstate.embeddings import Embedder


@pytest.fixture(autouse=True)
def _offline(monkeypatch: pytest.MonkeyPatch) -> None:
    """No test may reach a model hub: the weights come from the installed wheel."""
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    monkeypatch.setenv("TRANSFORMERS_OFFLINE", "1")


@pytest.fixture(scope="module")
def embedder() -> MiniLMEmbedder:
    """One model for the module: loading it takes seconds."""
    return MiniLMEmbedder()


def _cosine(a: list[float], b: list[float]) -> float:
    return sum(x * y for x, y in zip(a, b, strict=True))


def test_vectors_are_384_dimensional_unit_vectors(embedder: MiniLMEmbedder) -> None:
    """Every text gets a finite, unit-length vector of 384 numbers, in order."""
    vectors = embedder.embed(["hello", "a longer sentence about refunds", ""])
    assert len(vectors) == 3
    for vector in vectors:
        assert len(vector) == 384
        assert math.isclose(math.sqrt(sum(value * value for value in vector)), 1.0, rel_tol=1e-4)
    assert embedder.embed([]) == []


def test_embeddings_are_deterministic(embedder: MiniLMEmbedder) -> None:
    """The same text gives the same vector on every call and in any batch."""
    alone = embedder.embed(["the refund was approved"])[0]
    batched = embedder.embed(["something else", "the refund was approved"])[1]
    assert _cosine(alone, batched) > 0.9999


def test_similar_meanings_are_closer(embedder: MiniLMEmbedder) -> None:
    """A paraphrase is closer than an unrelated sentence."""
    query, paraphrase, unrelated = embedder.embed(
        ["When will I get my money back?", "Your refund arrives in five days.", "I love hiking."]
    )
    assert _cosine(query, paraphrase) > _cosine(query, unrelated) + 0.1


def test_it_is_an_agentstate_embedder(embedder: MiniLMEmbedder) -> None:
    """It satisfies the Embedder protocol and names its vector space after the model."""
    assert isinstance(embedder, Embedder)
    assert embedder.name == MODEL_NAME


@pytest.mark.parametrize("backend_type", [MemoryBackend, SqliteBackend])
def test_hybrid_search_finds_meaning_without_shared_words(
    embedder: MiniLMEmbedder, backend_type: type
) -> None:
    """With the model plugged in, search finds a turn that shares no word with the query."""
    backend = MemoryBackend() if backend_type is MemoryBackend else SqliteBackend(":memory:")
    with AgentState.open(backend, session_id="s", embedder=embedder) as state:
        state.append_user("We adopted a puppy from the shelter last week.")
        state.append_user("The quarterly budget meeting moved to Thursday.")
        state.append_user("My flight to Oslo was delayed by two hours.")
        assert state.evidence.search("new dog", k=3, mode="lexical") == []
        hits = state.evidence.search("new dog", k=3)
        assert hits[0].event.seq == 1
    backend.close()
