"""Full-text values built client-side, with agentstate's own tokens.

Ranking is `agentstate.backends.search`'s on every backend: it needs each event's tokens (to count
phrases in) and finds candidates through an index. PostgreSQL's parser and English
dictionary would tokenize differently from `agentstate._text` (stop words dropped, Snowball
instead of Porter, e-mail addresses and URLs kept whole), so the index holds exactly the
tokens of `agentstate._text` instead: each event's distinct Porter-stemmed words as a
``tsvector`` literal (no positions: phrases are counted in the stored tokens, not by the
index), and a query is the ``tsquery`` literal of every stemmed word of its phrases joined by
``|``. Every lexeme is quoted, so nothing from user text is ever an operator; the literal
travels as a bound parameter.

PostgreSQL's limits are met on both sides alike: a lexeme longer than 2,046 bytes becomes a
digest of itself, and an event whose distinct words would pass the tsvector's 1 MB limit
keeps its first ones in the index and is marked partial (always a candidate), so no event
is ever missed.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence

import attrs

from agentstate.backends.search import stem, tokens

__all__ = ["IndexedText", "index_text", "tsquery_literal"]

_MAX_LEXEME_BYTES = 2046
_MAX_TSVECTOR_BYTES = 1_000_000  # PostgreSQL refuses a tsvector past 1 MiB
_ENTRY_BYTES = 8  # a lexeme's entry and padding, counted generously


@attrs.frozen
class IndexedText:
    """What the events table holds to search one event."""

    tokens: str | None
    """The tokens joined by single spaces (None: nothing to search)."""
    length: int
    """How many tokens."""
    tsvector: str | None
    """The tsvector literal of the distinct tokens."""
    partial: bool
    """Whether the tsvector left distinct tokens out (over PostgreSQL's size limit)."""


def _lexeme(token: str) -> str:
    """A token as one quoted tsvector/tsquery lexeme (long tokens as their digest)."""
    if len(token.encode("utf-8")) > _MAX_LEXEME_BYTES:
        token = "#" + hashlib.sha256(token.encode("utf-8")).hexdigest()
    return "'" + token.replace("\\", "\\\\").replace("'", "''") + "'"


def index_text(search_text: str) -> IndexedText:
    """The searchable form of an event's search text."""
    found = tokens(search_text)
    if not found:
        return IndexedText(None, 0, None, partial=False)
    lexemes: list[str] = []
    size = 0
    partial = False
    for token in dict.fromkeys(found):
        lexeme = _lexeme(token)
        size += len(lexeme.encode("utf-8")) + _ENTRY_BYTES
        if size > _MAX_TSVECTOR_BYTES:
            partial = True
            break
        lexemes.append(lexeme)
    return IndexedText(" ".join(found), len(found), " ".join(lexemes), partial=partial)


def tsquery_literal(phrases: Sequence[tuple[str, ...]]) -> str | None:
    """The tsquery literal matching events that hold any word of `phrases` (stemmed here)."""
    words = dict.fromkeys(_lexeme(stem(word)) for phrase in phrases for word in phrase)
    return " | ".join(words) if words else None
