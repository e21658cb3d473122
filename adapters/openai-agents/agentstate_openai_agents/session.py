"""`AgentStateSession`: an OpenAI Agents SDK session kept in an agentstate session.

The SDK calls `get_items` for the history before a turn, `add_items` with what the turn
produced, `pop_item` to rewind a retried turn and `clear_session`. Here:

- every item is one event (`agentstate_openai_agents.items`), stored under the item's ``id``
  as external id when it has one, so adding an item again writes nothing; an id the SDK
  reuses for another item is stored without it (a framework's ids are not always unique);
  reasoning, hosted tools' and compaction items are opaque items, given back exactly and
  never part of the input agentstate renders;
- tool calls and outputs are paired in the log; an output whose call is not in the session,
  or a second output for one call, is kept as a note (``stray_results="note"``), and a call
  id used twice is kept as a note holding the item, so the SDK may store what it stores;
- `pop_item` is a retraction of the last item (`AgentState.retract`), and `clear_session` a
  retraction of every item: the log stays append-only, and the rendered context, the
  export, compaction's input and search leave them out. Retracting an output retracts its
  call with it (agentstate never renders one without the other); a call whose output was
  popped stays in the history the SDK reads, in its place, as a note holding the item (see
  `AgentStateSession.pop_item`).

Compaction between turns: `model_input_filter` is a `RunConfig.call_model_input_filter`
that compacts the session when the policy's trigger is reached and renders the model's
input from agentstate (the compressed record, the verbatim tail, the state block) within
the budget, for any model (the runner calls `run_compaction` only after a Responses API
response). `run_compaction` compacts too.

The methods are coroutines, as the SDK awaits them; the storage work runs in the calling
thread (a local SQLite write is short), one call at a time per session.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from agents.memory.session_settings import SessionSettings, coerce_session_settings
from agents.run_config import CallModelData, ModelInputData

from agentstate import AgentState, CompactionPolicy, Event, EventKind, EventSpec, Summarizer
from agentstate.errors import ExternalIdConflict, InvalidInput
from agentstate.retraction import retracted_seqs, retraction_of
from agentstate_openai_agents.items import (
    HELD_NOTE,
    OPAQUE_NOTE,
    held_spec,
    is_legacy_note,
    item_of,
    item_spec,
    legacy_spec,
)

if TYPE_CHECKING:
    from agents.items import TResponseInputItem

__all__ = ["ACTOR", "AgentStateSession"]

ACTOR = "openai-agents"
"""Who retractions made by the session are recorded as (`by`)."""

_ITEMS = (
    EventKind.USER,
    EventKind.ASSISTANT,
    EventKind.TOOL_RESULT,
    EventKind.SYSTEM,
    EventKind.OPAQUE,
)


class AgentStateSession:
    """An `agents.memory.Session` over an agentstate session (see the module docs).

    Args:
        state: The agentstate session; opened with ``stray_results="note"`` (a state
            opened otherwise is refused: the SDK can store an output without its call).
        session_settings: The SDK's session settings (``limit`` bounds `get_items`).
        summarizer: Writes checkpoints for `model_input_filter` and `run_compaction`
            (None: never compacts).
        policy: The compaction policy (default: the state's); its budget is the rendering
            budget of `model_input_filter`.

    Raises:
        InvalidInput: `state` is not an `AgentState` opened with ``stray_results="note"``.
    """

    def __init__(
        self,
        state: AgentState,
        *,
        session_settings: SessionSettings | Mapping[str, Any] | None = None,
        summarizer: Summarizer | None = None,
        policy: CompactionPolicy | None = None,
    ) -> None:
        if not isinstance(state, AgentState):
            msg = f"state must be an AgentState, got {type(state).__name__}"
            raise InvalidInput(msg)
        if state.log.stray_results != "note":
            msg = (
                "open the state with stray_results='note': the Agents SDK can store a tool "
                "output whose call is not in the session"
            )
            raise InvalidInput(msg)
        self.state = state
        """The agentstate session the items are stored in."""
        self.session_id: str = state.session_id
        """The session's id (the agentstate session id)."""
        self.session_settings: SessionSettings | None = (
            coerce_session_settings(session_settings)  # type: ignore[arg-type]
            if session_settings is not None
            else SessionSettings()
        )
        """The SDK's settings for this session (``limit`` bounds `get_items`)."""
        self.summarizer = summarizer
        """Writes checkpoints when compaction is due (None: never compacts)."""
        self.policy = policy if policy is not None else state.policy
        """The compaction policy."""

    def __repr__(self) -> str:
        return f"<AgentStateSession session_id={self.session_id!r}>"

    # --- reading -------------------------------------------------------------------------------

    def _visible(self) -> list[Event]:
        """The session's events that hold an item, retracted ones left out, in order."""
        with self.state.log.read() as reader:
            gone = retracted_seqs(reader)
            events = reader.events(kinds=_ITEMS)
        return [e for e in events if e.seq not in gone and item_of(e) is not None]

    async def get_items(self, limit: int | None = None) -> list[TResponseInputItem]:
        """The items in order; the latest `limit` (default: the settings' limit) if given."""
        if limit is None and self.session_settings is not None:
            limit = self.session_settings.limit
        events = self._visible()
        if limit is not None:
            events = events[-limit:] if limit > 0 else []
        return [item_of(event) for event in events]  # type: ignore[misc]  # _visible keeps items

    # --- writing -------------------------------------------------------------------------------

    def _specs(self, items: Sequence[Mapping[str, Any]], *, ids: bool = True) -> list[EventSpec]:
        """The specs of `items`; a call whose id is used already becomes a note holding it.

        `ids` False stores them without their external ids (copies of retracted items). An
        opaque item whose id a session from before opaque items stored as a note is given as
        that note, so adding it again is a repeat.
        """
        specs = [item_spec(item) for item in items]
        if not ids:
            specs = [spec.with_external_id(None) for spec in specs]
        with self.state.log.read() as reader:
            used: set[str] = set()
            for i, spec in enumerate(specs):
                if spec.kind is EventKind.OPAQUE and spec.external_id:
                    stored = reader.external_id(spec.external_id)
                    event = reader.event(stored.seq) if stored is not None else None
                    if event is not None and is_legacy_note(event):
                        specs[i] = legacy_spec(spec)
                    continue
                calls = spec.content.get("tool_calls")
                if spec.kind is not EventKind.ASSISTANT or not isinstance(calls, list) or not calls:
                    continue
                if spec.external_id and reader.external_id(spec.external_id) is not None:
                    continue  # a repeat (or a reused id): decided at append
                call = calls[0]
                assert isinstance(call, dict)
                call_id = str(call["id"])
                if call_id in used or reader.tool_call(call_id) is not None:
                    note = held_spec(item_of_spec(spec))
                    specs[i] = note.with_external_id(spec.external_id)
                used.add(call_id)
        return specs

    async def add_items(self, items: list[TResponseInputItem]) -> None:
        """Store items at the end, in one transaction; items stored already are not repeated.

        Raises:
            InvalidInput: An item is not a JSON object; nothing is stored.
        """
        if not items:
            return
        specs = self._specs(items)
        while True:
            try:
                self.state.append_many(specs)
                return
            except ExternalIdConflict as conflict:
                # The SDK reused an id for another item: store this one without it.
                specs = [
                    spec.with_external_id(None)
                    if spec.external_id == conflict.external_id
                    else spec
                    for spec in specs
                ]

    async def pop_item(self) -> TResponseInputItem | None:
        """Retract the last item and return it (None when there is none).

        One transaction. When the retraction takes a tool call with the item (the item is
        its output), the call and every item after it are retracted and stored again in
        their order, the call as a note holding it: the history the SDK reads is its own
        but for the popped item.
        """
        events = self._visible()
        if not events:
            return None
        last, before = events[-1], events[:-1]
        with self.state.log.write():
            event = self.state.retract([last.ref], by=ACTOR, reason="pop_item")
            gone = set(retraction_of(event).retracted)
            start = len(before)
            while True:
                start = min([i for i, e in enumerate(before) if e.ref in gone], default=start)
                rest = [e.ref for e in before[start:] if e.ref not in gone]
                if not rest:
                    break
                moved = self.state.retract(rest, by=ACTOR, reason="pop_item: kept in order")
                gone |= set(retraction_of(moved).retracted)
            again = [item_of(e) for e in before[start:]]
            if again:
                self.state.append_many(self._specs([i for i in again if i is not None], ids=False))
        return item_of(last)  # type: ignore[return-value]

    async def clear_session(self) -> None:
        """Retract every item."""
        events = self._visible()
        if events:
            self.state.retract([e.ref for e in events], by=ACTOR, reason="clear_session")

    # --- compaction ----------------------------------------------------------------------------

    async def run_compaction(self, args: Mapping[str, Any] | None = None) -> None:
        """Compact when the policy's trigger is reached (``args["force"]``: always).

        Called by the runner after a Responses API response; does nothing without a
        summarizer.
        """
        if self.summarizer is None:
            return
        force = bool(args.get("force", False)) if args else False
        await self.state.acompact(self.summarizer, policy=self.policy, force=force)

    def model_input_filter(
        self, *, budget: int | None = None
    ) -> Callable[[CallModelData[Any]], Awaitable[ModelInputData]]:
        """A `RunConfig.call_model_input_filter` rendering the model's input from the session.

        Before each model call it compacts when due (with the session's summarizer), then
        sends agentstate's rendering: the agent's instructions and the compressed record as
        the instructions, the verbatim tail, and the state block, within `budget` (default:
        the policy's budget). Input items not stored in the session yet (the SDK stores a
        turn's input with its output) follow the tail as they are.

        Raises:
            InvalidInput: `budget` is not a positive integer or None.
        """
        if budget is None and self.policy is not None:
            budget = self.policy.budget
        if budget is not None and (
            isinstance(budget, bool) or not isinstance(budget, int) or budget <= 0
        ):
            msg = f"budget must be a positive integer or None, got {budget!r}"
            raise InvalidInput(msg)

        async def render(data: CallModelData[Any]) -> ModelInputData:
            if self.summarizer is not None:
                await self.state.acompact(self.summarizer, policy=self.policy)
            stored = {_key(item_of(e)) for e in self._visible()}
            fresh = [item for item in data.model_data.input if _key(item) not in stored]
            context = self.state.context(system=data.model_data.instructions or "", budget=budget)
            request = context.to_openai_responses()
            # Opaque items are never rendered; the notes of sessions from before them (and of
            # calls whose output was popped) are rendered as system notes: left out here.
            rendered = [
                item
                for item in request["input"]  # type: ignore[union-attr]
                if not (isinstance(item, dict) and item.get("content") in (OPAQUE_NOTE, HELD_NOTE))
            ]
            instructions = request["instructions"]
            return ModelInputData(
                input=[*rendered, *fresh],  # type: ignore[list-item]
                instructions=instructions if isinstance(instructions, str) else None,
            )

        return render


def item_of_spec(spec: EventSpec) -> dict[str, Any]:
    """The item a spec built by `item_spec` holds."""
    extra = spec.content["extra"]
    assert isinstance(extra, dict)
    kept = extra["openai_agents"]
    assert isinstance(kept, dict)
    item = kept["item"]
    assert isinstance(item, dict)
    return item


def _key(item: object) -> str:
    return json.dumps(item, sort_keys=True, default=str)
