"""Evidence search as a LangChain retriever.

`EvidenceRetriever(state=..., k=4)` answers a query with `agentstate.evidence.Evidence.search`
(full text with stemming, BM25-ranked; any text is a safe query): one `Document` per hit,
best first, whose ``page_content`` is the event's text and whose ``id`` is its ref
(``"ev_12"``); ``metadata`` holds ``ref``, ``seq``, ``kind``, ``score`` and ``created_at``
(ISO 8601), so a chain can cite the exact event and fetch it whole
(``state.evidence.get(doc.id)``). ``k`` (and ``kinds``) may also be given per call:
``retriever.invoke("refund", k=2)``. Retracted events are not found (see
`AgentState.retract`).
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from langchain_core.callbacks import (
    AsyncCallbackManagerForRetrieverRun,
    CallbackManagerForRetrieverRun,
)
from langchain_core.documents import Document
from langchain_core.retrievers import BaseRetriever
from pydantic import ConfigDict, SkipValidation

from agentstate import AgentState
from agentstate.errors import InvalidInput
from agentstate.events import EventKind, message_text
from agentstate.json_values import dumps

__all__ = ["EvidenceRetriever"]


class EvidenceRetriever(BaseRetriever):
    """Search a session's evidence; each hit is a `Document` (see the module docs).

    Args:
        state: The session searched.
        k: How many hits to return at most (default 4).
        kinds: Only events of these kinds (e.g. ``["tool_result"]``); None: every kind.

    Raises:
        InvalidInput: `state` is not an `AgentState`, or `k` is not a positive integer
            (also when given per call).
    """

    model_config = ConfigDict(arbitrary_types_allowed=True)

    state: SkipValidation[AgentState]
    k: int = 4
    kinds: tuple[str, ...] | None = None

    def __init__(
        self,
        *,
        state: AgentState,
        k: int = 4,
        kinds: Collection[str] | None = None,
        **kwargs: Any,
    ) -> None:
        if not isinstance(state, AgentState):
            msg = f"state must be an AgentState, got {type(state).__name__}"
            raise InvalidInput(msg)
        _check_k(k)
        super().__init__(state=state, k=k, kinds=_kinds(kinds), **kwargs)

    def _get_relevant_documents(
        self,
        query: str,
        *,
        run_manager: CallbackManagerForRetrieverRun,
        k: int | None = None,
        kinds: Collection[str] | None = None,
    ) -> list[Document]:
        return self._search(query, k=k, kinds=kinds)

    async def _aget_relevant_documents(
        self,
        query: str,
        *,
        run_manager: AsyncCallbackManagerForRetrieverRun,
        k: int | None = None,
        kinds: Collection[str] | None = None,
    ) -> list[Document]:
        return self._search(query, k=k, kinds=kinds)

    def _search(
        self, query: str, *, k: int | None, kinds: Collection[str] | None
    ) -> list[Document]:
        if not isinstance(query, str):
            msg = f"query must be a string, got {type(query).__name__}"
            raise InvalidInput(msg)
        limit = self.k if k is None else _check_k(k)
        chosen = self.kinds if kinds is None else _kinds(kinds)
        hits = self.state.evidence.search(query, k=limit, kinds=chosen)
        documents = []
        for hit in hits:
            event = hit.event
            text = (
                message_text(event.kind, event.content)
                if event.is_message
                else dumps(event.content)
            )
            documents.append(
                Document(
                    id=event.ref,
                    page_content=text,
                    metadata={
                        "ref": event.ref,
                        "seq": event.seq,
                        "kind": str(event.kind),
                        "score": hit.score,
                        "created_at": event.created_at.isoformat(),
                    },
                )
            )
        return documents


def _check_k(k: object) -> int:
    if isinstance(k, bool) or not isinstance(k, int) or k <= 0:
        msg = f"k must be a positive integer, got {k!r}"
        raise InvalidInput(msg)
    return k


def _kinds(kinds: Collection[str] | None) -> tuple[str, ...] | None:
    if kinds is None:
        return None
    if isinstance(kinds, str) or not isinstance(kinds, Collection):
        msg = f"kinds must be a list of event kinds, got {kinds!r}"
        raise InvalidInput(msg)
    known = {str(kind) for kind in EventKind}
    for kind in kinds:
        if kind not in known:
            msg = f"unknown event kind {kind!r}; known: {', '.join(sorted(known))}"
            raise InvalidInput(msg)
    return tuple(kinds)
