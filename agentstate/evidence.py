"""Evidence retrieval: get an event by ref, search the log, expand around a ref.

Refs are scoped to the session: ``"ev_12"`` always means event 12 of *this* session, and an
`EventRef` or `Event` from another session is not found here, never resolved elsewhere.
A missing ref raises `EvidenceNotFound`; a search with no match returns ``[]``.

Search is lexical (BM25 over this session, see `agentstate.backends.search`) unless the state has an
`Embedder`: then it is hybrid, lexical and embedding similarity mixed. Vectors are computed
lazily, by the first hybrid search or by `Evidence.index_vectors`, never at append.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Literal

from agentstate._checks import check_int
from agentstate._retracted import retracted_in
from agentstate._text import query_phrases
from agentstate.backends.base import Hit, SessionReader
from agentstate.backends.reads import Reads, read
from agentstate.backends.search import hybrid_search
from agentstate.embeddings import Embedder, Vector, check_vectors, pack_vector
from agentstate.errors import EmbeddingFailed, EvidenceNotFound, InvalidInput
from agentstate.events import (
    MAX_SEQ,
    Event,
    EventKind,
    RefLike,
    format_ref,
    parse_ref,
    search_text,
)
from agentstate.evidence_tools import evidence_tools
from agentstate.log import EventLog
from agentstate.tools import Tool

__all__ = ["DEFAULT_EMBED_BATCH", "MAX_SEARCH_RESULTS", "Evidence", "SearchMode"]

SearchMode = Literal["lexical", "hybrid"]
"""How `Evidence.search` ranks: words alone, or words and embeddings together."""

DEFAULT_EMBED_BATCH = 64
"""Events embedded per embedder call when vectors are computed."""

MAX_SEARCH_RESULTS = 200
"""The largest `k` a search accepts."""

_MAX_EXPAND = 200


def _kinds(kinds: Collection[EventKind | str] | None) -> frozenset[EventKind] | None:
    if kinds is None:
        return None
    if isinstance(kinds, str):
        kinds = [kinds]
    try:
        return frozenset(EventKind(kind) for kind in kinds)
    except ValueError as exc:
        known = ", ".join(kind.value for kind in EventKind)
        msg = f"unknown event kind in {sorted(map(str, kinds))} (known: {known})"
        raise InvalidInput(msg) from exc


class Evidence:
    """The evidence record of one session: `get`, `search`, `expand`.

    Args:
        log: The session's event log.
        embedder: Turns text into vectors for hybrid search; None searches by words alone.
    """

    def __init__(self, log: EventLog, *, embedder: Embedder | None = None) -> None:
        if embedder is not None and not isinstance(embedder, Embedder):
            msg = f"embedder must have a name and an embed method, got {type(embedder).__name__}"
            raise InvalidInput(msg)
        self._log = log
        self._session_id = log.session_id
        self.embedder = embedder
        """The embedder of hybrid search, or None."""

    def resolve(self, ref: RefLike) -> int:
        """The seq a ref names in this session, checked to exist.

        Raises:
            InvalidRef: The ref has the wrong shape.
            EvidenceNotFound: No such event in this session.
        """
        return self.get(ref).seq

    def _seq(self, ref: RefLike) -> int:
        session_id, seq = parse_ref(ref)
        if session_id is not None and session_id != self._session_id:
            msg = (
                f"{format_ref(seq)} belongs to session {session_id!r}, "
                f"not {self._session_id!r}; refs never cross sessions"
            )
            raise EvidenceNotFound(msg, ref=format_ref(seq), session_id=self._session_id)
        return seq

    def get(self, ref: RefLike) -> Event:
        """The event a ref names.

        Args:
            ref: ``"ev_<seq>"``, or an `EventRef` / `Event` of this session.

        Raises:
            InvalidRef: The ref has the wrong shape.
            EvidenceNotFound: No such event in this session.
        """
        return self._log.run(self.get_reads(ref))

    def get_reads(self, ref: RefLike) -> Reads[Event]:
        """`get` as reads, for a synchronous or an asynchronous reader (see `EventLog.run`)."""
        seq = self._seq(ref)
        event = yield from read(SessionReader.event, seq)
        if event is None:
            raise self._missing(seq)
        return event

    def _missing(self, seq: int) -> EvidenceNotFound:
        msg = f"no event {format_ref(seq)} in session {self._session_id!r}"
        return EvidenceNotFound(msg, ref=format_ref(seq), session_id=self._session_id)

    def search(
        self,
        query: str,
        *,
        k: int = 5,
        kinds: Collection[EventKind | str] | None = None,
        since: RefLike | int | None = None,
        until: RefLike | int | None = None,
        mode: SearchMode | None = None,
    ) -> list[Hit]:
        """Events matching `query`, best first, at most `k`.

        Lexical: the events holding any term of the query; those holding every term first,
        then by BM25 over this session, each hit helped by the event before it (a reply
        ranks higher after a question that matches). Hybrid also weighs embedding
        similarity, so an event can be found without sharing a word with the query.
        Any text is a safe query: quotes, operators and SQL are read as plain words, and a
        query with no words returns ``[]``.

        Args:
            query: Free text; terms are stemmed (``refunds`` finds ``refund``), function
                words (``what``, ``the``) are ignored unless there is nothing else, and an
                identifier such as ``dana_ross_4417`` matches as one phrase.
            k: How many hits at most (1 to 200).
            kinds: Only these event kinds.
            since: Only events at or after this seq (or ref).
            until: Only events at or before this seq (or ref).
            mode: ``"lexical"`` or ``"hybrid"``; by default hybrid when the state has an
                embedder, lexical otherwise.

        Raises:
            InvalidInput: `query` is not a string, `k`, `kinds`, the bounds or `mode` are
                invalid, or `mode` is ``"hybrid"`` without an embedder.
            EmbeddingFailed: The embedder failed; nothing was stored.
        """
        embedder = self._embedder_for(mode)
        if embedder is None:
            return self._log.run(
                self.search_reads(query, k=k, kinds=kinds, since=since, until=until)
            )
        phrases, k, wanted, low, high = self._search_args(query, k, kinds, since, until)
        if not phrases:
            return []
        self._index(embedder, batch_size=DEFAULT_EMBED_BATCH)
        [vector] = self._embed(embedder, [query])
        with self._log.read() as reader:
            retracted = self._retracted(reader)
            hits = hybrid_search(
                reader,
                phrases,
                vector,
                space=embedder.name,
                k=k + len(retracted),
                kinds=wanted,
                since=low,
                until=high,
            )
            return [hit for hit in hits if hit.event.seq not in retracted][:k]

    def uses_embedder(self, mode: SearchMode | None = None) -> bool:
        """Whether `search` with this `mode` is hybrid (it then embeds, and may store vectors).

        Raises:
            InvalidInput: `mode` is invalid, or ``"hybrid"`` without an embedder.
        """
        return self._embedder_for(mode) is not None

    def search_reads(
        self,
        query: str,
        *,
        k: int = 5,
        kinds: Collection[EventKind | str] | None = None,
        since: RefLike | int | None = None,
        until: RefLike | int | None = None,
    ) -> Reads[list[Hit]]:
        """A lexical `search` as reads (`agentstate.backends.reads`); same arguments and errors."""
        phrases, k, wanted, low, high = self._search_args(query, k, kinds, since, until)
        if not phrases:
            return []
        events = yield from read(SessionReader.events, kinds=(EventKind.RETRACTION,))
        retracted = retracted_in(events)
        hits = yield from read(
            SessionReader.search, phrases, k=k + len(retracted), kinds=wanted, since=low, until=high
        )
        return [hit for hit in hits if hit.event.seq not in retracted][:k]

    def _search_args(
        self,
        query: object,
        k: object,
        kinds: Collection[EventKind | str] | None,
        since: RefLike | int | None,
        until: RefLike | int | None,
    ) -> tuple[list[tuple[str, ...]], int, frozenset[EventKind] | None, int | None, int | None]:
        """A search's arguments checked: its phrases, `k`, kinds and seq bounds."""
        if not isinstance(query, str):
            msg = f"a search query must be a string, got {type(query).__name__}"
            raise InvalidInput(msg)
        checked_k = check_int(k, what="k", minimum=1, maximum=MAX_SEARCH_RESULTS)
        wanted = _kinds(kinds)
        low = None if since is None else self._bound(since, "since")
        high = None if until is None else self._bound(until, "until")
        return list(query_phrases(query)), checked_k, wanted, low, high

    @staticmethod
    def _retracted(reader: SessionReader) -> frozenset[int]:
        """The messages retracted from view: search leaves them out."""
        return retracted_in(reader.events(kinds=(EventKind.RETRACTION,)))

    def index_vectors(self, *, batch_size: int = DEFAULT_EMBED_BATCH) -> int:
        """Embed every event that has no vector yet; hybrid search then starts at once.

        Optional: the first hybrid search does the same. Call it off the hot path (after a
        bulk import, in a background job) so that no search waits for the backlog.

        Args:
            batch_size: Texts per embedder call (1 to 4096).

        Returns:
            How many events were embedded.

        Raises:
            InvalidInput: The state has no embedder, or `batch_size` is invalid.
            EmbeddingFailed: The embedder failed; the batches before stay stored.
        """
        batch_size = check_int(batch_size, what="batch_size", minimum=1, maximum=4096)
        embedder = self._embedder_for("hybrid")
        assert embedder is not None
        return self._index(embedder, batch_size=batch_size)

    def _embedder_for(self, mode: object) -> Embedder | None:
        if mode is None:
            return self.embedder
        if mode == "lexical":
            return None
        if mode != "hybrid":
            msg = f"mode must be 'lexical' or 'hybrid', got {mode!r}"
            raise InvalidInput(msg)
        if self.embedder is None:
            msg = "hybrid search needs an embedder: AgentState.open(..., embedder=...)"
            raise InvalidInput(msg)
        return self.embedder

    def _embed(self, embedder: Embedder, texts: Sequence[str]) -> list[Vector]:
        try:
            raw = embedder.embed(list(texts))
        except Exception as exc:  # any embedder failure is reported as one error
            msg = f"embedder {embedder.name!r} failed: {type(exc).__name__}: {exc}"
            raise EmbeddingFailed(msg) from exc
        return check_vectors(raw, count=len(texts), name=embedder.name)

    def _index(self, embedder: Embedder, *, batch_size: int) -> int:
        """Embed and store pending events batch by batch (each batch its own transaction)."""
        space = embedder.name
        done = 0
        previous: list[int] = []
        while True:
            with self._log.read() as reader:
                pending = reader.unembedded(space, limit=batch_size)
            seqs = [event.seq for event in pending]
            if not pending:
                return done
            if seqs == previous:
                msg = f"the backend did not store vectors of {space!r}; giving up"
                raise EmbeddingFailed(msg)
            vectors = self._embed(
                embedder, [search_text(event.kind, event.content) for event in pending]
            )
            with self._log.write() as tx:
                tx.put_vectors(
                    space, {seq: pack_vector(v) for seq, v in zip(seqs, vectors, strict=True)}
                )
            done += len(pending)
            previous = seqs

    def _bound(self, value: RefLike | int, name: str) -> int:
        if isinstance(value, bool):
            msg = f"{name} must be a seq or a ref, got {value!r}"
            raise InvalidInput(msg)
        if isinstance(value, int):
            if value < 0:
                msg = f"{name} must not be negative, got {value}"
                raise InvalidInput(msg)
            return min(value, MAX_SEQ)  # beyond any seq: the same answer, in a store's range
        return self._seq(value)

    def expand(self, ref: RefLike, *, before: int = 2, after: int = 2) -> list[Event]:
        """The event a ref names with up to `before` events before it and `after` after it.

        Raises:
            InvalidRef: The ref has the wrong shape.
            EvidenceNotFound: No such event in this session.
            InvalidInput: `before` or `after` is negative or above 200.
        """
        return self._log.run(self.expand_reads(ref, before=before, after=after))

    def expand_reads(self, ref: RefLike, *, before: int = 2, after: int = 2) -> Reads[list[Event]]:
        """`expand` as reads (`agentstate.backends.reads`); same arguments and errors."""
        before = check_int(before, what="before", minimum=0, maximum=_MAX_EXPAND)
        after = check_int(after, what="after", minimum=0, maximum=_MAX_EXPAND)
        seq = self._seq(ref)
        events = yield from read(
            SessionReader.events, after=max(0, seq - before - 1), until=seq + after
        )
        if not any(event.seq == seq for event in events):
            raise self._missing(seq)
        return events

    def tools(self) -> list[Tool]:
        """`get`, `search` and `expand` as tools a model can call (see `agentstate.evidence_tools`).

        Their results quote event text as data beside its ref, cut long text to an excerpt
        that names how to fetch the rest, and report a missing ref as an error result.
        """
        return evidence_tools(self)
