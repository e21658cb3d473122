"""Vectors: checking an embedder's output, the stored form, and similarities."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from agentstate import embeddings
from agentstate.embeddings import check_vectors, pack_vector, similarities, unpack_vector
from agentstate.errors import EmbeddingFailed

_floats = st.floats(-100, 100, allow_nan=False, width=32)


def test_vectors_are_scaled_to_unit_length() -> None:
    """An embedder's vectors are made unit-length; an all-zero vector stays zero."""
    [a, zero] = check_vectors([[3, 4], [0.0, 0.0]], count=2, name="m")
    assert a == pytest.approx((0.6, 0.8))
    assert zero == (0.0, 0.0)


@pytest.mark.parametrize(
    ("vectors", "count", "message"),
    [
        ([[1.0]], 2, "1 vectors for 2 texts"),
        ([[1.0], [1.0, 2.0]], 2, "dimensions"),
        ([[]], 1, "dimensions"),
        ([[math.inf]], 1, "NaN or infinity"),
        (["ab"], 1, "number lists"),
        (42, 1, "number lists"),
    ],
)
def test_malformed_output_is_refused(vectors: object, count: int, message: str) -> None:
    """Wrong counts, mixed or zero dimensions and non-finite or non-numeric values raise."""
    with pytest.raises(EmbeddingFailed, match=message):
        check_vectors(vectors, count=count, name="m")


@given(st.lists(_floats, min_size=1, max_size=50))
def test_stored_form_round_trips_float32(values: list[float]) -> None:
    """A vector of float32 values comes back exactly from its stored bytes."""
    assert unpack_vector(pack_vector(tuple(values))) == tuple(values)


@given(
    st.integers(1, 12).flatmap(
        lambda size: st.tuples(
            st.lists(st.lists(_floats, min_size=size, max_size=size), max_size=6),
            st.lists(_floats, min_size=size, max_size=size),
        )
    )
)
def test_similarities_are_dot_products(case: tuple[list[list[float]], list[float]]) -> None:
    """Each similarity is the dot product of a stored vector and the query, on every path."""
    rows, query = case
    stored = [pack_vector(tuple(row)) for row in rows]
    expected = [math.fsum(x * y for x, y in zip(row, query, strict=True)) for row in rows]
    python = embeddings._python_similarities(stored, query)
    assert python == pytest.approx(expected, rel=1e-9, abs=1e-9)
    if embeddings._numpy() is None:
        assert similarities(stored, query) == python
    else:
        numeric = embeddings._numpy_similarities(stored, query) if stored else []
        assert numeric == pytest.approx(expected, rel=1e-9, abs=1e-9)
        assert similarities(stored, query) == numeric


def test_a_dimension_mismatch_is_refused() -> None:
    """A stored vector of another dimension than the query raises, never compares."""
    with pytest.raises(EmbeddingFailed, match="2 dimensions but the query has 3"):
        similarities([pack_vector((1.0, 0.0))], [1.0, 0.0, 0.0])
