"""Evidence retrieval: get an event by ref, search the log, expand around a ref.

Refs are scoped to the session: ``"ev_12"`` always means event 12 of *this* session, and an
`EventRef` or `Event` from another session is not found here, never resolved elsewhere.
A missing ref raises `EvidenceNotFound`; a search with no match returns ``[]``.
"""

from __future__ import annotations

from collections.abc import Collection

from agentstate._text import query_phrases
from agentstate.backends.base import Hit, StorageBackend
from agentstate.errors import EvidenceNotFound, InvalidInput
from agentstate.events import Event, EventKind, RefLike, format_ref, parse_ref
from agentstate.evidence_tools import evidence_tools
from agentstate.tools import Tool

__all__ = ["MAX_SEARCH_RESULTS", "Evidence"]

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


def _count(value: object, *, name: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        msg = f"{name} must be an integer from {low} to {high}, got {value!r}"
        raise InvalidInput(msg)
    return value


class Evidence:
    """The evidence record of one session: `get`, `search`, `expand`."""

    def __init__(self, backend: StorageBackend, session_id: str) -> None:
        self._backend = backend
        self._session_id = session_id

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
        seq = self._seq(ref)
        with self._backend.read(self._session_id) as reader:
            event = reader.event(seq)
        if event is None:
            msg = f"no event {format_ref(seq)} in session {self._session_id!r}"
            raise EvidenceNotFound(msg, ref=format_ref(seq), session_id=self._session_id)
        return event

    def search(
        self,
        query: str,
        *,
        k: int = 5,
        kinds: Collection[EventKind | str] | None = None,
        since: RefLike | int | None = None,
        until: RefLike | int | None = None,
    ) -> list[Hit]:
        """Events matching any term of `query`, best first (BM25), at most `k`.

        Any text is a safe query: quotes, operators and SQL are read as plain words, and a
        query with no words returns ``[]``.

        Args:
            query: Free text; terms are stemmed (``refunds`` finds ``refund``) and an
                identifier such as ``mia_li_3668`` matches as one phrase.
            k: How many hits at most (1 to 200).
            kinds: Only these event kinds.
            since: Only events at or after this seq (or ref).
            until: Only events at or before this seq (or ref).

        Raises:
            InvalidInput: `query` is not a string, or `k`, `kinds` or the bounds are invalid.
        """
        if not isinstance(query, str):
            msg = f"a search query must be a string, got {type(query).__name__}"
            raise InvalidInput(msg)
        k = _count(k, name="k", low=1, high=MAX_SEARCH_RESULTS)
        low = None if since is None else self._bound(since, "since")
        high = None if until is None else self._bound(until, "until")
        phrases = query_phrases(query)
        if not phrases:
            return []
        with self._backend.read(self._session_id) as reader:
            return reader.search(phrases, k=k, kinds=_kinds(kinds), since=low, until=high)

    def _bound(self, value: RefLike | int, name: str) -> int:
        if isinstance(value, bool):
            msg = f"{name} must be a seq or a ref, got {value!r}"
            raise InvalidInput(msg)
        if isinstance(value, int):
            if value < 0:
                msg = f"{name} must not be negative, got {value}"
                raise InvalidInput(msg)
            return value
        return self._seq(value)

    def expand(self, ref: RefLike, *, before: int = 2, after: int = 2) -> list[Event]:
        """The event a ref names with up to `before` events before it and `after` after it.

        Raises:
            InvalidRef: The ref has the wrong shape.
            EvidenceNotFound: No such event in this session.
            InvalidInput: `before` or `after` is negative or above 200.
        """
        before = _count(before, name="before", low=0, high=_MAX_EXPAND)
        after = _count(after, name="after", low=0, high=_MAX_EXPAND)
        seq = self._seq(ref)
        with self._backend.read(self._session_id) as reader:
            events = reader.events(after=max(0, seq - before - 1), until=seq + after)
        if not any(event.seq == seq for event in events):
            msg = f"no event {format_ref(seq)} in session {self._session_id!r}"
            raise EvidenceNotFound(msg, ref=format_ref(seq), session_id=self._session_id)
        return events

    def tools(self) -> list[Tool]:
        """`get`, `search` and `expand` as tools a model can call (see `agentstate.evidence_tools`).

        Their results quote event text as data beside its ref, cut long text to an excerpt
        that names how to fetch the rest, and report a missing ref as an error result.
        """
        return evidence_tools(self)
