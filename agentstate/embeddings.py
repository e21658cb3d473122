"""Embeddings for hybrid search: the `Embedder` protocol and how vectors are stored.

agentstate ships no model. An application plugs one in through `Embedder` (the
``pyagentstate-minilm`` distribution has a local sentence-embedding model; any callable
service works the same way) and passes it to `AgentState.open(..., embedder=...)`.

Vectors are computed lazily, never at append: the first hybrid search (or an explicit
`Evidence.index_vectors`) embeds every event that has no vector yet, in batches, and stores
them beside the events. An append therefore never waits for, or fails because of, a model.
Each vector is kept unit-length as little-endian float32 bytes under the embedder's `name`
(its vector space): vectors of different names are never compared. Similarities are computed
by brute force, with NumPy when it is installed (every embedding model brings it) and in
plain Python otherwise: a session holds thousands of events, not millions.
"""

from __future__ import annotations

import importlib
import math
import struct
from collections.abc import Sequence
from functools import cache
from operator import mul
from typing import Any, Protocol, runtime_checkable

from agentstate.errors import EmbeddingFailed

__all__ = [
    "Embedder",
    "Vector",
    "check_vectors",
    "pack_vector",
    "similarities",
    "unpack_vector",
]

Vector = tuple[float, ...]
"""A unit-length embedding."""

_MAX_DIMENSIONS = 65_536


@runtime_checkable
class Embedder(Protocol):
    """Turns texts into vectors whose dot product measures how alike they are."""

    @property
    def name(self) -> str:
        """The vector space: a different model (or version of one) needs a different name."""
        ...

    def embed(self, texts: Sequence[str]) -> Sequence[Sequence[float]]:
        """One vector per text, in order, all of one dimension."""
        ...


def check_vectors(vectors: object, *, count: int, name: str) -> list[Vector]:
    """Check an embedder's output and scale each vector to unit length.

    Args:
        vectors: What `Embedder.embed` returned.
        count: How many texts it was given.
        name: The embedder's name, for the error message.

    Returns:
        The vectors as unit-length tuples (an all-zero vector stays zero).

    Raises:
        EmbeddingFailed: Not one vector per text, vectors of different or zero dimension,
            or values that are not finite numbers.
    """
    try:
        rows = [tuple(float(value) for value in vector) for vector in vectors]  # type: ignore[attr-defined]
    except (TypeError, ValueError) as exc:
        msg = f"embedder {name!r} returned something other than a list of number lists"
        raise EmbeddingFailed(msg) from exc
    if len(rows) != count:
        msg = f"embedder {name!r} returned {len(rows)} vectors for {count} texts"
        raise EmbeddingFailed(msg)
    dimensions = {len(row) for row in rows}
    if len(dimensions) > 1 or any(not 0 < size <= _MAX_DIMENSIONS for size in dimensions):
        msg = f"embedder {name!r} returned vectors of dimensions {sorted(dimensions)}"
        raise EmbeddingFailed(msg)
    out: list[Vector] = []
    for row in rows:
        if not all(math.isfinite(value) for value in row):
            msg = f"embedder {name!r} returned a vector holding NaN or infinity"
            raise EmbeddingFailed(msg)
        norm = math.sqrt(math.fsum(value * value for value in row))
        out.append(tuple(value / norm for value in row) if norm > 0 else row)
    return out


def pack_vector(vector: Vector) -> bytes:
    """The stored form of a vector: little-endian float32."""
    return struct.pack(f"<{len(vector)}f", *vector)


def unpack_vector(data: bytes) -> Vector:
    """A vector from its stored form."""
    return struct.unpack(f"<{len(data) // 4}f", data)


@cache
def _numpy() -> Any:
    """NumPy if it is installed, else None (then similarities are computed in Python)."""
    try:
        return importlib.import_module("numpy")
    except ImportError:
        return None


def _python_similarities(vectors: Sequence[bytes], query: Sequence[float]) -> list[float]:
    return [sum(map(mul, unpack_vector(data), query)) for data in vectors]


def _numpy_similarities(vectors: Sequence[bytes], query: Sequence[float]) -> list[float]:
    numpy = _numpy()
    matrix = numpy.frombuffer(b"".join(vectors), dtype="<f4").reshape(len(vectors), len(query))
    result: list[float] = (matrix.astype("f8") @ numpy.asarray(query, dtype="f8")).tolist()
    return result


def similarities(vectors: Sequence[bytes], query: Sequence[float]) -> list[float]:
    """The dot product of each stored vector with `query` (cosine: both are unit-length).

    Args:
        vectors: Stored vectors, as `pack_vector` makes them.
        query: The query's unit-length vector.

    Returns:
        One similarity per stored vector, in order.

    Raises:
        EmbeddingFailed: A stored vector has another dimension than the query.
    """
    width = 4 * len(query)
    for data in vectors:
        if len(data) != width:
            msg = (
                f"stored vectors have {len(data) // 4} dimensions but the query has "
                f"{len(query)}: give a different model a different name"
            )
            raise EmbeddingFailed(msg)
    if not vectors:
        return []
    if _numpy() is not None:
        return _numpy_similarities(vectors, query)
    return _python_similarities(vectors, query)
