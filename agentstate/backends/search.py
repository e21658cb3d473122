"""How search ranks events: one implementation, called by every backend.

Backends store, find and count (`SessionReader.search_counts`, `search_stats`, `vectors`); this
module scores, so a query ranks the same on every backend, to the last digit.

**Lexical.** BM25 (k1 = 1.2, b = 0.75) over the events of the one session searched: the
statistics (event count, average length, how many events hold a term) never include another
session, so one session's content cannot move another's ranking. The IDF is
``ln(1 + (N - n + 0.5) / (n + 0.5))``, positive even for a term in most events of a small
session. Each phrase of the query counts once per occurrence in an event's own tokens.

**Context.** In a conversation, a reply is about what was said just before it ("Kiwi and
Mango!" answers "What are your parrots called?"), and a tool result is about the call before
it. So a hit's score adds, at half weight, the score of the event right before it. Context
only ranks: an event is a hit only if it holds a query term itself.

**Order.** Events whose own text holds every phrase of the query come first, then those
holding some; within each, by score and then newest first. An exact identifier, alone or
with a few words around it, is found before anything that merely resembles it.

**Hybrid.** Every searchable event that passes the filters is a candidate. Its lexical
score (BM25 plus half the previous event's, even when it holds no query term itself) and its
embedding similarity (cosine, plus half the previous event's) are each scaled to [0, 1] over
the candidates (min-max) and mixed half and half; events holding every query term still
come first, the rest in one tier. A convex mix rather than reciprocal rank fusion: RRF gives
a weak ranker's order as much say as a strong one's, and a small general-purpose embedding
model is often weaker than BM25 with context on dialogue.

**For backend authors.** A backend that keeps each event's search text calls
`lexical_search` (or `lexical_search_padded`, with tokens kept padded by `padded`) from its
`SessionReader.search`; the text functions the index is built with are here too: `tokens`
(an event's search text into index tokens), `stem` (Porter), `query_phrases` (a query into
stemmed phrases), `stem_phrase` and `phrase_pattern`.
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Collection, Iterable, Sequence
from typing import TypeAlias

from agentstate._text import query_phrases, stem, tokens
from agentstate.backends.base import Hit, SessionReader
from agentstate.backends.reads import Reads, drive, read
from agentstate.embeddings import similarities
from agentstate.errors import EmbeddingFailed
from agentstate.events import EventKind

__all__ = [
    "BM25_B",
    "BM25_K1",
    "CONTEXT_WEIGHT",
    "LEXICAL_SHARE",
    "hybrid_search",
    "PaddedRow",
    "lexical_search",
    "lexical_search_reads",
    "lexical_search_padded",
    "padded",
    "phrase_pattern",
    "query_phrases",
    "stem",
    "stem_phrase",
    "tokens",
]

BM25_K1 = 1.2
"""Term-frequency saturation: the second occurrence of a term adds less than the first."""
BM25_B = 0.75
"""Length normalisation: a term in a short event weighs more than in a long one."""
CONTEXT_WEIGHT = 0.5
"""Share of the previous event's score an event inherits."""
LEXICAL_SHARE = 0.5
"""Share of the lexical score in a hybrid score (the rest is embedding similarity)."""


def stem_phrase(phrase: tuple[str, ...]) -> tuple[str, ...]:
    """A query phrase as the index holds it (each word Porter-stemmed)."""
    return tuple(stem(word) for word in phrase)


def padded(tokens: Sequence[str]) -> str:
    """Tokens made searchable by `str.count`: each token between its own spaces."""
    return " " + "  ".join(tokens) + " "


def phrase_pattern(phrase: tuple[str, ...]) -> str:
    """What a stemmed phrase looks like inside `padded` tokens."""
    return " " + "  ".join(phrase) + " "


PaddedRow: TypeAlias = tuple[int, str, int, str]
"""A searchable event as a backend stores it: (seq, kind, token count, `padded` tokens)."""

_COMPLETE, _PARTIAL = 0, 1
"""Ranking tiers, best first: holds every phrase, holds some."""


def _own_scores(
    phrases: Sequence[tuple[str, ...]],
) -> Reads[dict[int, tuple[float, bool, EventKind]]]:
    """BM25 of every event holding a phrase: seq -> (score, holds every phrase, kind)."""
    unique: dict[tuple[str, ...], tuple[str, ...]] = {}
    for phrase in phrases:
        if phrase:
            unique.setdefault(stem_phrase(phrase), phrase)
    if not unique:
        return {}
    stats = yield from read(SessionReader.search_stats)
    if stats.docs == 0:
        return {}
    holders = [0] * len(unique)
    found_counts = yield from read(SessionReader.search_counts, list(unique.values()))
    counted = [found for found in found_counts if any(found.counts)]
    for found in counted:
        for i, tf in enumerate(found.counts):
            if tf:
                holders[i] += 1
    idf, base, slope = _bm25_terms(holders, total=stats.docs, length_sum=stats.tokens)
    return {
        found.seq: (
            _bm25(idf, found.counts, base + slope * found.length),
            all(found.counts),
            found.kind,
        )
        for found in counted
    }


def _bm25_terms(
    holders: Sequence[int], *, total: int, length_sum: int
) -> tuple[list[float], float, float]:
    """Each phrase's idf, and the base and slope of the length norm, for a session's totals."""
    idf = [math.log(1 + (total - n + 0.5) / (n + 0.5)) for n in holders]
    return idf, BM25_K1 * (1 - BM25_B), BM25_K1 * BM25_B * total / length_sum


def _bm25(idf: Sequence[float], counts: Sequence[int], norm: float) -> float:
    """BM25 of one event from its phrase counts and its length norm (`_bm25_terms`)."""
    saturation = BM25_K1 + 1
    score = 0.0
    for weight, tf in zip(idf, counts, strict=True):
        if tf:
            score += weight * tf * saturation / (tf + norm)
    return score


def _lexical(phrases: Sequence[tuple[str, ...]]) -> Reads[dict[int, tuple[int, float, EventKind]]]:
    """Lexical (tier, score with context, kind) of every event that holds a phrase."""
    own = yield from _own_scores(phrases)
    return {
        seq: (
            _COMPLETE if complete else _PARTIAL,
            score + CONTEXT_WEIGHT * own[seq - 1][0] if seq - 1 in own else score,
            kind,
        )
        for seq, (score, complete, kind) in own.items()
    }


def _admits(
    seq: int,
    kind: EventKind,
    *,
    kinds: Collection[EventKind] | None,
    since: int | None,
    until: int | None,
) -> bool:
    return (
        (kinds is None or kind in kinds)
        and (since is None or seq >= since)
        and (until is None or seq <= until)
    )


def _best(scored: Iterable[tuple[int, int, float]], k: int) -> list[tuple[int, float]]:
    """The `k` best (seq, score) of (seq, tier, score): by tier, then score, then newest."""
    # Plain tuples compare in C: faster than a key function over thousands of candidates.
    best = heapq.nsmallest(k, [(tier, -score, -seq) for seq, tier, score in scored])
    return [(-seq, -score) for _, score, seq in best]


def _hits(best: list[tuple[int, float]]) -> Reads[list[Hit]]:
    """The events of the best (seq, score), in that order, read in one step."""
    if not best:
        return []
    events = yield from read(SessionReader.events_at, [seq for seq, _ in best])
    by_seq = {event.seq: event for event in events}
    return [Hit(by_seq[seq], score) for seq, score in best if seq in by_seq]


def lexical_search(
    reader: SessionReader,
    phrases: Sequence[tuple[str, ...]],
    *,
    k: int,
    kinds: Collection[EventKind] | None = None,
    since: int | None = None,
    until: int | None = None,
) -> list[Hit]:
    """Events holding any phrase, best first, at most `k`.

    Args:
        reader: The session to search.
        phrases: Query phrases as `agentstate._text.query_phrases` makes them (unstemmed).
        k: How many hits at most.
        kinds: Only these event kinds.
        since: Only events at or after this seq.
        until: Only events at or before this seq.
    """
    return drive(lexical_search_reads(phrases, k=k, kinds=kinds, since=since, until=until), reader)


def lexical_search_reads(
    phrases: Sequence[tuple[str, ...]],
    *,
    k: int,
    kinds: Collection[EventKind] | None = None,
    since: int | None = None,
    until: int | None = None,
) -> Reads[list[Hit]]:
    """`lexical_search` as reads (`agentstate.backends.reads`), for an asynchronous reader too.

    Three reads: `search_stats`, `search_counts` and `events_at` for the hits.
    """
    if k <= 0 or not phrases:
        return []
    ranked = yield from _lexical(phrases)
    if kinds is None and since is None and until is None:
        scored = [(seq, tier, score) for seq, (tier, score, _) in ranked.items()]
    else:
        scored = [
            (seq, tier, score)
            for seq, (tier, score, kind) in ranked.items()
            if _admits(seq, kind, kinds=kinds, since=since, until=until)
        ]
    return (yield from _hits(_best(scored, k)))


def _best_padded(
    rows: Iterable[PaddedRow],
    patterns: Sequence[str],
    *,
    total: int,
    length_sum: int,
    k: int,
    kinds: Collection[EventKind] | None,
    since: int | None,
    until: int | None,
) -> list[tuple[int, float]]:
    """`_best` of `_lexical`, computed from padded rows in two passes of plain tuples."""
    # Pass 1: count each phrase (`str.count` of its pattern), keeping the events holding one.
    counted = [
        (seq, kind, length, counts)
        for seq, kind, length, text in rows
        if any(counts := tuple(map(text.count, patterns)))
    ]
    if not counted:
        return []
    counted.sort()  # by seq, so the event before a hit is the previous row when it is one
    holders = [sum(map(bool, column)) for column in zip(*(row[3] for row in counted), strict=True)]
    idf, base, slope = _bm25_terms(holders, total=total, length_sum=length_sum)
    unfiltered = kinds is None and since is None and until is None
    wanted = None if kinds is None else frozenset(map(str, kinds))
    # Pass 2: own score (as `_own_scores` computes it), context from the previous row when
    # it is the previous event, and the sort key of `_best`. Events alike in length and
    # counts score alike: each distinct pair is scored once.
    known: dict[tuple[int, tuple[int, ...]], tuple[float, int]] = {}
    keys: list[tuple[int, float, int]] = []
    previous_seq, previous_score = -1, 0.0
    for seq, kind, length, counts in counted:
        if (scored := known.get((length, counts))) is None:
            score = _bm25(idf, counts, base + slope * length)
            scored = known[length, counts] = (score, _COMPLETE if all(counts) else _PARTIAL)
        score, tier = scored
        ranked = score + CONTEXT_WEIGHT * previous_score if previous_seq == seq - 1 else score
        previous_seq, previous_score = seq, score
        if unfiltered or (
            (wanted is None or kind in wanted)
            and (since is None or seq >= since)
            and (until is None or seq <= until)
        ):
            keys.append((tier, -ranked, -seq))
    return [(-seq, -score) for _, score, seq in heapq.nsmallest(k, keys)]


def lexical_search_padded(
    reader: SessionReader,
    rows: Iterable[PaddedRow],
    phrases: Sequence[tuple[str, ...]],
    *,
    k: int,
    kinds: Collection[EventKind] | None = None,
    since: int | None = None,
    until: int | None = None,
) -> list[Hit]:
    """`lexical_search` over rows the backend read itself: the same hits, in fewer steps.

    A backend that keeps each searchable event's tokens `padded` hands them here instead of
    building `SearchCounts`: counting and scoring run in one place over plain tuples.

    Args:
        reader: The session searched (its `search_stats`, and `events_at` for the hits).
        rows: (seq, kind, token count, padded tokens) of every searchable event that may
            hold a phrase (more is fine: an event holding none is left out).
        phrases: Query phrases as `agentstate._text.query_phrases` makes them (unstemmed).
        k: How many hits at most.
        kinds: Only these event kinds.
        since: Only events at or after this seq.
        until: Only events at or before this seq.
    """
    # Each distinct stemmed phrase once, in first-seen order (as `_own_scores` keeps them).
    patterns = list(dict.fromkeys(phrase_pattern(stem_phrase(p)) for p in phrases if p))
    if k <= 0 or not patterns:
        return []
    stats = reader.search_stats()
    if stats.docs == 0:
        return []
    best = _best_padded(
        rows,
        patterns,
        total=stats.docs,
        length_sum=stats.tokens,
        k=k,
        kinds=kinds,
        since=since,
        until=until,
    )
    return drive(_hits(best), reader)


def _scale(values: dict[int, float]) -> dict[int, float]:
    if not values:
        return {}
    low, high = min(values.values()), max(values.values())
    if high <= low:
        return dict.fromkeys(values, 1.0 if high > 0 else 0.0)
    return {seq: (value - low) / (high - low) for seq, value in values.items()}


def hybrid_search(
    reader: SessionReader,
    phrases: Sequence[tuple[str, ...]],
    query_vector: Sequence[float],
    *,
    space: str,
    k: int,
    kinds: Collection[EventKind] | None = None,
    since: int | None = None,
    until: int | None = None,
) -> list[Hit]:
    """Events ranked by lexical score and embedding similarity together, at most `k`.

    Every searchable event that passes the filters is a candidate (an embedding always has a
    similarity), so a query with no word in common with any event still finds the closest.
    An event not embedded yet counts as least similar.

    Args:
        reader: The session to search.
        phrases: Query phrases as `agentstate._text.query_phrases` makes them.
        query_vector: The query's unit-length embedding.
        space: The embedder's name: only vectors of this space are compared.
        k: How many hits at most.
        kinds: Only these event kinds.
        since: Only events at or after this seq.
        until: Only events at or before this seq.

    Raises:
        EmbeddingFailed: The stored vectors of `space` have another dimension than the query.
    """
    if k <= 0:
        return []
    pool = {
        doc.seq: doc.kind
        for doc in reader.search_docs()
        if _admits(doc.seq, doc.kind, kinds=kinds, since=since, until=until)
    }
    if not pool:
        return []
    # Every event is a candidate here, so context applies to all of them: an event holding
    # no query term still inherits half the lexical score of the event before it.
    own = drive(_own_scores(phrases), reader)
    lexical = {
        seq: own.get(seq, (0.0,))[0] + CONTEXT_WEIGHT * own.get(seq - 1, (0.0,))[0] for seq in pool
    }
    stored = reader.vectors(space)
    try:
        similarity = dict(
            zip(stored, similarities(list(stored.values()), query_vector), strict=True)
        )
    except EmbeddingFailed as exc:
        msg = f"vector space {space!r}: {exc}"
        raise EmbeddingFailed(msg) from exc
    dense = {
        seq: similarity[seq] + CONTEXT_WEIGHT * similarity.get(seq - 1, 0.0)
        for seq in pool
        if seq in similarity
    }
    floor = min(dense.values(), default=0.0)
    lexical_scaled = _scale(lexical)
    dense_scaled = _scale({seq: dense.get(seq, floor) for seq in pool})
    scored = [
        (
            seq,
            _COMPLETE if seq in own and own[seq][1] else _PARTIAL,
            LEXICAL_SHARE * lexical_scaled[seq] + (1 - LEXICAL_SHARE) * dense_scaled[seq],
        )
        for seq in pool
    ]
    return drive(_hits(_best(scored, k)), reader)
