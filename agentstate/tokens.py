"""Token counting: a pluggable counter, with an offline estimate as the default.

Every event stores its token estimate when it is appended, so budget checks are running
sums and never a re-count of history. The default, `ApproximateTokenCounter`, needs no model
and no network. It is calibrated to over-count rather than under-count: prose costs about a
token per four letters, while punctuation (JSON is mostly punctuation) and non-Latin scripts
cost far more per character, so each is charged on its own. An exact counter (a provider's
count-tokens endpoint) can be plugged in through `TokenCounter`; adapters ship one.
"""

from __future__ import annotations

import math
import string
from typing import Protocol, runtime_checkable

__all__ = ["MESSAGE_OVERHEAD", "ApproximateTokenCounter", "TokenCounter"]

MESSAGE_OVERHEAD = 4
"""Tokens charged per rendered message for its role and framing."""

_PUNCTUATION = string.punctuation.encode("ascii")
_WHITESPACE = b" \t\n\r\x0b\x0c"


@runtime_checkable
class TokenCounter(Protocol):
    """Counts the tokens of a piece of text as a model would see it."""

    def count(self, text: str) -> int:
        """Tokens in `text` (0 for the empty string)."""
        ...


class ApproximateTokenCounter:
    """Offline estimate: letters and digits at 4 per token, punctuation at 2, non-ASCII at 1.

    Linear in the text, C-speed (a few string passes), and an upper bound on real tokenizers
    for English prose and compact JSON within a few percent; it over-counts CJK text, which
    is the safe direction for a budget.
    """

    def count(self, text: str) -> int:
        """Estimated tokens in `text`."""
        if not text:
            return 0
        data = text.encode("ascii", "ignore")  # bytes.translate runs at C speed
        non_ascii = len(text) - len(data)
        punctuation = len(data) - len(data.translate(None, _PUNCTUATION))
        whitespace = len(data) - len(data.translate(None, _WHITESPACE))
        word_chars = len(data) - punctuation - whitespace
        return math.ceil(word_chars / 4 + punctuation / 2 + non_ascii)
