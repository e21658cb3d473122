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

_PUNCTUATION = string.punctuation
_DELETE_PUNCTUATION = str.maketrans("", "", _PUNCTUATION)


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
        length = len(text)
        if text.isascii():
            non_ascii = 0
            ascii_text = text
        else:
            ascii_text = text.encode("ascii", "ignore").decode("ascii")
            non_ascii = length - len(ascii_text)
        punctuation = len(ascii_text) - len(ascii_text.translate(_DELETE_PUNCTUATION))
        whitespace = sum(ascii_text.count(ch) for ch in " \n\t")
        word_chars = len(ascii_text) - punctuation - whitespace
        return math.ceil(word_chars / 4 + punctuation / 2 + non_ascii)
