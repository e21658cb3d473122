"""Deterministic embedders for tests: no model, no network, the same vectors on every run."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence

import attrs

from agentstate._text import tokens

__all__ = ["HashingEmbedder"]


@attrs.frozen
class HashingEmbedder:
    """Embeds a text as its bag of stemmed words, each word hashed to a signed dimension.

    Texts sharing words get similar vectors and texts sharing none are near orthogonal, which
    is enough to test hybrid search without a model. `calls` counts `embed` calls (texts
    embedded per call are in `batches`) so a test can see what was embedded and when.
    """

    dimensions: int = 64
    """Length of each vector."""
    name: str = "hashing-bow"
    """The vector space name."""
    batches: list[int] = attrs.field(factory=list, eq=False, repr=False)
    """How many texts each `embed` call received, in order."""

    @property
    def calls(self) -> int:
        """How many times `embed` was called."""
        return len(self.batches)

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        """One vector per text: signed counts of hashed stemmed words."""
        self.batches.append(len(texts))
        out: list[list[float]] = []
        for text in texts:
            vector = [0.0] * self.dimensions
            for token in tokens(text):
                digest = hashlib.blake2b(token.encode("utf-8"), digest_size=8).digest()
                value = int.from_bytes(digest, "little")
                vector[value % self.dimensions] += 1.0 if value >> 63 else -1.0
            out.append(vector)
        return out
