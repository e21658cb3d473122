"""Full-text search values built client-side, with agentstate's own tokens.

PostgreSQL's parser and English dictionary would index text differently from SQLite's
``porter unicode61`` (stop words dropped, Snowball instead of Porter, e-mail and URL tokens
kept whole), so a query would mean something else on each backend. Instead, the index holds
exactly the tokens of `agentstate._text` (folded words, Porter-stemmed, in order, with their
positions) as a ``tsvector`` literal, and queries are ``tsquery`` literals built from
`agentstate._text.query_phrases`: each phrase its stems joined by ``<->`` (adjacent, in
order), phrases joined by ``|`` (any term). Every lexeme is quoted, so nothing from user text
is ever an operator; the literal travels as a bound parameter.

PostgreSQL's limits are handled the same way on both sides: a lexeme longer than 2,046
bytes becomes a digest of itself; positions past 16,383 share the last position (so phrases
that far into one event match only as separate terms); a lexeme keeps 256 positions; and an
event whose index would pass about 1 MB indexes its first words up to that size.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence

from agentstate._text import stem, tokens

__all__ = ["tsquery_literal", "tsvector_literal"]

_MAX_LEXEME_BYTES = 2046
_MAX_POSITION = 16383
_MAX_POSITIONS_PER_LEXEME = 256
_MAX_TSVECTOR_BYTES = 1_000_000  # PostgreSQL refuses a tsvector past 1 MiB


def _lexeme(token: str) -> str:
    """A token as one quoted tsvector/tsquery lexeme (long tokens as their digest)."""
    if len(token.encode("utf-8")) > _MAX_LEXEME_BYTES:
        token = "#" + hashlib.sha256(token.encode("utf-8")).hexdigest()
    return "'" + token.replace("\\", "\\\\").replace("'", "''") + "'"


def tsvector_literal(search_text: str) -> str | None:
    """The tsvector literal indexing `search_text`, or None when it holds no word."""
    found = tokens(search_text)
    if not found:
        return None
    positions: dict[str, list[int]] = {}
    size = 0
    for index, token in enumerate(found, start=1):
        position = min(index, _MAX_POSITION)
        known = positions.get(token)
        if known is None:
            # An entry, the lexeme (padded), a position count and the first position.
            cost = 4 + len(token.encode("utf-8")) + 1 + 2 + 2
            if size + cost > _MAX_TSVECTOR_BYTES:
                continue
            size += cost
            positions[token] = [position]
        elif (
            len(known) < _MAX_POSITIONS_PER_LEXEME
            and known[-1] != position
            and size + 2 <= _MAX_TSVECTOR_BYTES
        ):
            size += 2
            known.append(position)
    return " ".join(
        f"{_lexeme(token)}:{','.join(map(str, places))}" for token, places in positions.items()
    )


def tsquery_literal(phrases: Sequence[tuple[str, ...]]) -> str | None:
    """The tsquery literal matching any of `phrases` (stemmed here), or None for no phrase."""
    parts = [
        "(" + " <-> ".join(_lexeme(stem(word)) for word in phrase) + ")"
        for phrase in phrases
        if phrase
    ]
    return " | ".join(parts) if parts else None
