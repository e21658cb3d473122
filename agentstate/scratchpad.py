"""The typed scratchpad: where identifiers and amounts live, each with the event it came from.

An application declares its scratchpad as a pydantic model::

    class SupportFacts(Scratchpad):
        order_id: str | None = None
        credit_cents: int | None = None

and opens a state with ``AgentState.open(..., scratchpad=SupportFacts)``. Every write names its
source ref and is validated against the field's type; it appends a ``fact`` event and records
the value in one transaction, and the previous value stays in `ScratchpadStore.history`.

**Strict validation.** A value must be of the field's type, or that type's JSON form (an ISO
string for a ``date``, an object for a nested model), with no coercion between JSON types:
``"25000"`` and ``250.0`` are not an ``int``, ``1`` is not a ``bool``. Scratchpad values are
authority (the validator checks summaries against them), so a unit or type mistake must fail at
the write that makes it, not surface later as a number off by a factor of 100. A field can opt
into pydantic's lax mode with ``Field(strict=False)``; a capture rule converts units explicitly
with a transform (`agentstate.capture.dollars_to_cents`).

**Schema changes between runs.** Values are stored as JSON and checked against the schema in
force when they are read, so a database outlives its schema:

- a field added: unset until written; `get` returns its default;
- a field removed: its values stay in the log; `get` and `set` refuse the key, `values` skips it,
  `facts` lists it as ``removed``, `history` and `provenance` still read it;
- a field retyped: a stored value the new type accepts reads as before; one it refuses is listed
  as ``invalid`` by `facts`, skipped by `values` and `snapshot`, flagged in the state block, and
  `get` raises `ScratchpadError` until a new value is set.

Only field types, constraints and field validators are checked per write (each write is one
field); model validators see the other fields at their defaults, so do not use them.

**Secondary fields.** A field annotated with `Secondary` (``offers: Annotated[list[str] |
None, Secondary()] = None``) holds values worth keeping but not worth the others' room: when
a request's budget shortens the state block, its values are shortened first, down to their
smallest excerpt, before any other value is. A secondary value, or any object or list, that
the verbatim tail shows whole (every write of it rests on an event of the tail that holds it)
is not repeated in the block (`agentstate.context`).
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING

import attrs
from pydantic import ValidationError

from agentstate import _json
from agentstate._provenance import source_seq

# The schema and its strict validation live in _scratchpad_schema: re-exported here, where
# users import them.
from agentstate._scratchpad_schema import (
    MAX_FACT_BYTES,
    FactStatus,
    Scratchpad,
    Secondary,
    _first_error,
    _Schema,
    _show,
)
from agentstate.backends.base import FactRecord, SessionReader, SessionWriter
from agentstate.backends.reads import Reads, drive, read
from agentstate.errors import ScratchpadError
from agentstate.events import Event, EventKind, EventSpec, RefLike, format_ref, parse_ref
from agentstate.tools import Tool

if TYPE_CHECKING:
    from agentstate.log import EventLog

__all__ = [
    "MAX_FACT_BYTES",
    "Fact",
    "FactStatus",
    "FactVersion",
    "Scratchpad",
    "ScratchpadStore",
    "Secondary",
    "fact_record",
]


@attrs.frozen(kw_only=True)
class Fact:
    """A key's latest stored value and where it came from."""

    key: str
    value: _json.JSONValue
    """The value as stored (JSON)."""
    source: str
    """The ref of the event the value came from (its provenance)."""
    event: str
    """The ref of the ``fact`` event that recorded the write."""
    status: FactStatus = FactStatus.CURRENT
    problem: str | None = None
    """Why the value is not current (None when it is)."""
    secondary: bool = False
    """Whether its field is marked `Secondary` (shortened first to fit a budget)."""


@attrs.frozen(kw_only=True)
class FactVersion:
    """One write of a key, as `ScratchpadStore.history` lists it."""

    key: str
    value: _json.JSONValue
    source: str
    """The ref of the event the value came from."""
    event: str
    """The ref of the ``fact`` event that recorded it."""
    superseded_by: str | None = None
    """The ref of the ``fact`` event that replaced it, or None for the current value."""


def fact_record(event: Event) -> FactRecord | None:
    """The scratchpad write a ``fact`` event records, or None for a capture that wrote nothing.

    The one transition function of the scratchpad: the live path and `agentstate.replay` both
    build their records with it.
    """
    content = event.content
    if "value" not in content:
        return None
    key, source = content["key"], content["source"]
    assert isinstance(key, str)
    assert isinstance(source, str)
    return FactRecord(key, content["value"], parse_ref(source)[1], event.seq)


def _copy(value: _json.JSONValue) -> _json.JSONValue:
    # Some backends hand back the stored object itself; callers must not share it.
    return copy.deepcopy(value) if isinstance(value, list | dict) else value


class ScratchpadStore:
    """The scratchpad of one session, at ``state.scratchpad``.

    Every method is one transaction; reads see one consistent snapshot.
    """

    def __init__(self, log: EventLog, schema: type[Scratchpad] | None) -> None:
        self._log = log
        self._schema = _Schema.build(Scratchpad if schema is None else schema)
        # Without a declared schema (an inspector, a process that only renders contexts),
        # stored values are read as they are: nothing can judge them, nothing can be written.
        self._declared = schema is not None

    def __repr__(self) -> str:
        return f"<ScratchpadStore {self.schema.__name__} session_id={self._log.session_id!r}>"

    @property
    def schema(self) -> type[Scratchpad]:
        """The application's scratchpad class in force."""
        return self._schema.model

    @property
    def fields(self) -> list[str]:
        """The schema's field names, in declaration order."""
        return self._schema.fields

    # --- writing --------------------------------------------------------------------------

    def set(self, key: str, value: object, *, source: RefLike) -> Fact:
        """Write a value, naming the event it came from; the previous value stays in history.

        Args:
            key: A field of the schema.
            value: A value of the field's type, or its JSON form (see the module docs).
            source: The ref of an event of this session already in the log (``"ev_12"``, an
                `EventRef` or an `Event`).

        Returns:
            The new current value, with its source and the ``fact`` event that recorded it.

        Raises:
            ScratchpadError: Unknown key, a value of the wrong type, or over `MAX_FACT_BYTES`.
            InvalidRef: `source` is not a ref.
            EvidenceNotFound: `source` belongs to another session or to no event yet.
        """
        stored = self._schema.validate(key, value)
        with self._log.write() as tx:
            seq = source_seq(tx, source)
            record = self.write_in(tx, key, stored, source=seq)
        return Fact(
            key=key,
            value=_copy(stored),
            source=format_ref(seq),
            event=format_ref(record.event_seq),
            secondary=key in self._schema.secondary,
        )

    def validate(self, key: str, value: object) -> _json.JSONValue:
        """The stored (JSON) form of `value` for `key`, without writing anything.

        Raises:
            ScratchpadError: Unknown key, a value of the wrong type, or over `MAX_FACT_BYTES`.
        """
        return self._schema.validate(key, value)

    def write_in(
        self,
        tx: SessionWriter,
        key: str,
        stored: _json.JSONValue,
        *,
        source: int,
        rule: str | None = None,
    ) -> FactRecord:
        """Write a value already checked by `validate`, inside a write transaction the caller holds.

        Appends the ``fact`` event and records the write with it (capture rules use this to
        commit a captured value with the result it came from).

        Args:
            tx: The open write transaction of this session.
            key: The field.
            stored: The value as `validate` returned it.
            source: The seq of the event the value comes from.
            rule: The capture rule that wrote it, if any (recorded in the event).
        """
        content: _json.JSONObject = {"key": key, "value": stored, "source": format_ref(source)}
        if rule is not None:
            content["rule"] = rule
        (event,) = self._log.append_in(tx, [EventSpec(EventKind.FACT, content)])
        record = fact_record(event)
        assert record is not None
        tx.put_fact(record)
        return record

    def is_current(self, key: str, stored: _json.JSONValue) -> bool:
        """Whether a stored value is one the schema in force accepts for `key`."""
        return self._schema.problem(key, stored)[0] is FactStatus.CURRENT

    # --- reading --------------------------------------------------------------------------

    def get(self, key: str) -> _json.JSONValue:
        """The current value of a field, as JSON; the field's default if never written.

        Raises:
            ScratchpadError: `key` is not a field of the schema, or its stored value no longer
                matches the field's type (after a schema change; set a new value).
        """
        return self._log.run(self.get_reads(key))

    def get_reads(self, key: str) -> Reads[_json.JSONValue]:
        """`get` as reads, for a synchronous or an asynchronous reader (see `EventLog.run`)."""
        record = (yield from read(SessionReader.fact, key)) if isinstance(key, str) else None
        self._schema.require_field(key, stored=record is not None)
        if record is None:
            return _copy(self._schema.defaults[key])
        status, problem = self._schema.problem(key, record.value)
        if status is not FactStatus.CURRENT:
            msg = (
                f"the stored value of {key!r} ({_show(record.value)}, from "
                f"{format_ref(record.source_seq)}) no longer matches the schema: {problem}; "
                "set a new value"
            )
            raise ScratchpadError(msg, key=key)
        return _copy(record.value)

    def provenance(self, key: str) -> str | None:
        """The ref of the event the current value came from, or None if never written.

        Reads the log as it is: a field removed from the schema still has provenance.

        Raises:
            ScratchpadError: `key` was never written and is not a field of the schema.
        """
        return self._log.run(self.provenance_reads(key))

    def provenance_reads(self, key: str) -> Reads[str | None]:
        """`provenance` as reads (see `EventLog.run`)."""
        record = (yield from read(SessionReader.fact, key)) if isinstance(key, str) else None
        if record is None:
            self._schema.require_field(key)
            return None
        return format_ref(record.source_seq)

    def history(self, key: str) -> list[FactVersion]:
        """Every value the key has had, oldest first, each with its source and successor.

        Reads the log as it is: values of a removed field, or that no longer validate, are
        listed too.

        Raises:
            ScratchpadError: `key` was never written and is not a field of the schema.
        """
        return self._log.run(self.history_reads(key))

    def history_reads(self, key: str) -> Reads[list[FactVersion]]:
        """`history` as reads (see `EventLog.run`)."""
        records = (yield from read(SessionReader.fact_history, key)) if isinstance(key, str) else []
        if not records:
            self._schema.require_field(key)
        return _versions(records)

    def values(self) -> dict[str, _json.JSONValue]:
        """The current value of every written field, in schema order.

        Fields never written are left out (their default applies); stored values of removed
        fields, or that no longer validate, are skipped (see `facts`).
        """
        return self._log.run(self.values_reads())

    def values_reads(self) -> Reads[dict[str, _json.JSONValue]]:
        """`values` as reads (see `EventLog.run`)."""
        facts = yield from self.facts_reads()
        return {fact.key: fact.value for fact in facts if fact.status is FactStatus.CURRENT}

    def facts(self) -> list[Fact]:
        """Every key ever written with its latest value and status against the schema.

        Fields of the schema come first in declaration order, then removed keys by name.
        """
        return self._log.run(self.facts_reads())

    def facts_in(self, reader: SessionReader) -> list[Fact]:
        """Every field's current value, read through a view the caller holds (see `facts`)."""
        return drive(self.facts_reads(), reader)

    def facts_reads(self) -> Reads[list[Fact]]:
        """`facts` as reads (see `EventLog.run`)."""
        records = yield from read(SessionReader.facts)
        latest = {record.key: record for record in records}
        order = {name: index for index, name in enumerate(self._schema.fields)}
        keys = sorted(latest, key=lambda key: (order.get(key, len(order)), key))
        secondary = self._schema.secondary
        out: list[Fact] = []
        for key in keys:
            record = latest[key]
            status, problem = (
                self._schema.problem(key, record.value)
                if self._declared
                else (FactStatus.CURRENT, None)
            )
            out.append(
                Fact(
                    key=key,
                    value=_copy(record.value),
                    source=format_ref(record.source_seq),
                    event=format_ref(record.event_seq),
                    status=status,
                    problem=problem,
                    secondary=key in secondary,
                )
            )
        return out

    def snapshot(self) -> Scratchpad:
        """The current values as an instance of the schema (defaults for the fields not set).

        Raises:
            ScratchpadError: The values fail a model validator of the schema together.
        """
        return self._log.run(self.snapshot_reads())

    def snapshot_reads(self) -> Reads[Scratchpad]:
        """`snapshot` as reads (see `EventLog.run`)."""
        text = _json.dumps((yield from self.values_reads()))
        try:
            return self._schema.model.model_validate_json(text)
        except ValidationError as exc:
            name = self.schema.__name__
            msg = f"the current values do not form a valid {name}: {_first_error(exc)}"
            raise ScratchpadError(msg, key="*") from exc

    # --- tools ------------------------------------------------------------------------------

    def tools(self) -> list[Tool]:
        """Model-callable tools: ``fact_history`` ("where did this value come from?")."""
        key_schema: _json.JSONObject = {"type": "string", "description": "The scratchpad field."}
        if self._schema.fields:
            key_schema["enum"] = list(self._schema.fields)
        return [
            Tool(
                name="fact_history",
                description=(
                    "Where a value in the state came from: every value a scratchpad field has "
                    "had, oldest first, each with the event ref it was taken from (retrieve "
                    "that event for the exact evidence) and what replaced it."
                ),
                input_schema={
                    "type": "object",
                    "properties": {"key": key_schema},
                    "required": ["key"],
                    "additionalProperties": False,
                },
                handler=self._history_tool,
            )
        ]

    def _history_tool(self, arguments: _json.JSONObject) -> _json.JSONValue:
        key = arguments["key"]
        assert isinstance(key, str)
        with self._log.read() as reader:
            records = reader.fact_history(key)
            if not records:
                self._schema.require_field(key)
            versions: list[_json.JSONValue] = []
            for version in _versions(records):
                entry: _json.JSONObject = {
                    "value": version.value,
                    "source": version.source,
                    **_describe_source(reader, version),
                    "recorded_by": version.event,
                    "superseded_by": version.superseded_by,
                }
                versions.append(entry)
            status: str = "unset"
            if records:
                status = self._schema.problem(key, records[-1].value)[0].value
        return {"key": key, "status": status, "history": versions}


def _versions(records: list[FactRecord]) -> list[FactVersion]:
    return [
        FactVersion(
            key=record.key,
            value=_copy(record.value),
            source=format_ref(record.source_seq),
            event=format_ref(record.event_seq),
            superseded_by=format_ref(records[index + 1].event_seq)
            if index + 1 < len(records)
            else None,
        )
        for index, record in enumerate(records)
    ]


def _describe_source(reader: SessionReader, version: FactVersion) -> _json.JSONObject:
    """What the source event was (kind, tool) and which capture rule took the value, if any."""
    out: _json.JSONObject = {}
    source = reader.event(parse_ref(version.source)[1])
    if source is not None:
        out["source_kind"] = source.kind.value
        if source.kind is EventKind.TOOL_RESULT:
            out["source_tool"] = source.content.get("name")
        elif source.kind is EventKind.ASSISTANT:
            out["source_tool"] = [call.name for call in source.tool_calls] or None
    recorded = reader.event(parse_ref(version.event)[1])
    if recorded is not None and isinstance(recorded.content.get("rule"), str):
        out["captured_by"] = recorded.content["rule"]
    return out
