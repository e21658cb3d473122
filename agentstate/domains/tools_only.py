"""`from_tools`: the domain-free default, built from an application's tool definitions alone.

An application with no domain code still has its tools: their names, the JSON Schema of their
arguments (and, for MCP tools, often of their results), and which of them change the world.
`from_tools` makes a `Domain` of that and nothing else:

- **Typed keys from arguments.** Every scalar argument a tool declares (a string, an integer,
  a number, a boolean, an enumeration) becomes a scratchpad field of that name and type, filled
  from the arguments of each call that succeeds, with the call as its provenance:
  ``reservation_id``, ``amount``, ``receiver``. Two tools declaring one name with different
  types share a field typed as any JSON scalar. A string of more than 80 characters, or of
  several lines, is prose, not a value (a ``think`` tool's thought, a handoff's summary): it
  is not captured, and stays in the log.
- **Choices in the user's words.** A string argument that declares its values (an ``enum``:
  ``plan`` is ``basic``, ``premium`` or ``premium_plus``) is also filled from a user's
  message that names one of them as people write it ("1. Monthly 2. Premium"), once the
  agent has put that choice to the user, with the message as its provenance
  (`declared_choices`, `CaptureRules.choices`): the plan chosen at the start of a sign-up
  survives compaction before any call holds it.
- **Typed keys from results.** A tool whose definition carries an output schema
  (``output_schema``, or MCP's ``outputSchema``) has its scalar result properties captured the
  same way, from ``result.<name>``, with the result as provenance.
- **The latest record of each tool.** Any other tool's latest successful result that is a
  record (a JSON object: a user, an order) is kept whole under ``<tool>_result``. The state
  block shows it (shortened by the renderer when a budget needs it; `agentstate.context`;
  a `Secondary` field, shortened first and not repeated while the verbatim tail shows its
  result, when its tool keeps a line per record below), so
  the record a conversation is about survives compaction with the event it came from, and
  `fact_history` reads the earlier ones. Results that are lists (a search's hits) or text are
  not kept whole: the log has them, and what the agent chooses from them comes back as the
  arguments of its next calls (the hits it offers, and each hit's id, are kept below).
  Keeping every result, or every result keyed by its call's arguments, was measured to lose
  more than it keeps: the state block grows with every read, compaction fires more often,
  and the budget shortens everything (docs/benchmarks.md).
- **Every record read, one line each.** A tool whose records are kept and whose calls take
  arguments also keeps ``<tool>_records``: one line per record it returned, of the record's
  identifying values (`record_line`: the words with a digit, an id, a code, a date, the
  names, a person's or a place's, and the numbers, a balance after the id it belongs to, in
  the record's order), keyed by what the record is: the call's first scalar argument the
  record repeats at its top level (one with a letter and a digit first: a reservation's id,
  not its cabin), or else its first scalar argument. The line also keeps a plain word that
  a tool declares as a value of an argument named as the record's field (a ``plan``
  argument's ``premium``, a ``term`` of ``annual``: `record_line`'s
  ``choices``, `declared_choices`): the call on the record restates it, so may a later call
  of another tool (a new booking "the same as my current one"), and the user may never have
  said it. When the next read replaces
  ``<tool>_result`` (the second reservation looked up), the first one's flights and dates
  stay in the state block, as a domain's own index of records would keep them (the line of
  the record ``<tool>_result`` shows whole is not repeated beside it: `agentstate.state_block`).
  One field per tool, not one for all: the renderer shortens every value to one share of the
  budget, and an index of every read would get a single share.
- **What the agent offered.** The items of a tool's list result (a search's hits) that the
  agent's next message names are kept under ``<tool>_offered`` (an ``offered`` capture path,
  `agentstate.capture`), with the result as provenance: the flight or the event the user then
  accepts survives the turn's compaction, though no call holds it until the booking. They
  are kept as lines of their values, what all of them hold alike said once (`offer_lines`:
  a fraction of the tokens of the objects, so a budget that shortens them shows more
  options), and are `Secondary` fields: a budget shortens them before any other value. Not
  for consequential tools, whose calls the ledger keeps.
- **Every hit, by what identifies it.** The latest list result of each such tool whose items
  one key identifies (an identifier-shaped string, a letter and a digit, that not every item
  shares: a flight's number) is also kept under ``<tool>_found``, an item by its id, an
  option of several records by the list of its records' ids (`found_ids`): the cheapest
  flight the user asks for next, or the one a later call books, may be a hit the agent never
  named. A `Secondary` field too, a few tokens an item; a result known by names alone (events,
  restaurants) writes nothing.
- **Consequential tools** are the application's declaration (``consequential=``): each call
  goes through the approval ledger with its exact arguments.
- The language defaults of the core: `explicit_confirmation` for approvals, and
  `reports_error` for results that report an error without a flag ("Error: ...",
  ``{"error": ...}``, ``{"ok": false}``), unless the application gives its own
  ``is_failure`` hook.

A name that cannot be a field (not an identifier, or one of pydantic's own attributes) is left
out of the typed keys; its values stay in the log (and in ``<tool>_result`` for a tool without
an output schema). A record larger than a scratchpad value may be
(`agentstate.scratchpad.MAX_FACT_BYTES`) is not captured: the capture is recorded as skipped,
and the log keeps the result.
"""

from __future__ import annotations

import keyword
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import partial
from typing import Annotated, Any, Final, Literal

from pydantic import BaseModel, JsonValue, create_model

from agentstate._json import JSONValue, leaves
from agentstate.capture import CaptureRule, CaptureRules
from agentstate.domains._record_lines import DIGIT, LETTER, MAX_WORD, record_entry, record_line
from agentstate.domains.base import Domain, explicit_confirmation, reports_error
from agentstate.errors import InvalidInput
from agentstate.events import ErrorPredicate
from agentstate.scratchpad import Scratchpad, Secondary

__all__ = [
    "FOUND_SUFFIX",
    "MENTIONED",
    "OFFERED_SUFFIX",
    "RECORDS_SUFFIX",
    "RESULT_SUFFIX",
    "declared_choices",
    "found_ids",
    "from_tools",
    "offer_lines",
    "record_line",
]

RESULT_SUFFIX: Final = "_result"
"""The suffix of the field that keeps a tool's latest record (``get_order_result``)."""
RECORDS_SUFFIX: Final = "_records"
"""The suffix of the field that keeps a line per record a tool returned (``get_order_records``)."""
MENTIONED: Final = "mentioned"
"""The field of the values users stated in prose (with ``mentions=True``)."""
OFFERED_SUFFIX: Final = "_offered"
"""The suffix of the field that keeps the items of a tool's list result that the agent
offered (``find_events_offered``)."""
FOUND_SUFFIX: Final = "_found"
"""The suffix of the field that keeps the identifier of every item of a tool's latest list
result (``search_flights_found``)."""

_SCALARS: Final[dict[str, Any]] = {
    "string": str,
    "integer": int,
    "number": int | float,
    "boolean": bool,
}
_ANY_SCALAR: Final = str | int | float | bool
_NOT_AN_IDENTIFIER: Final = re.compile(r"\W")


def _field_name(name: str) -> str | None:
    """`name` as a scratchpad field, or None when it cannot be one."""
    reserved = name.startswith(("_", "model_")) or hasattr(BaseModel, name)
    if not name.isidentifier() or keyword.iskeyword(name) or reserved:
        return None
    return name


def _result_field(tool: str, suffix: str = RESULT_SUFFIX) -> str:
    """The field of a tool's latest result: its name made an identifier, plus the suffix."""
    base = _NOT_AN_IDENTIFIER.sub("_", tool).strip("_") or "tool"
    return f"{'t_' if base[0].isdigit() else ''}{base}{suffix}"


def _scalar_type(schema: object) -> Any | None:
    """The Python type of a scalar JSON Schema (None for anything else)."""
    if not isinstance(schema, Mapping):
        return None
    kind = schema.get("type")
    if isinstance(kind, list):  # ["string", "null"]: the value may be absent anyway
        kinds = [k for k in kind if k != "null"]
        kind = kinds[0] if len(kinds) == 1 else None
    if kind is None and isinstance(schema.get("enum"), list):
        values = schema["enum"]
        kind = "string" if values and all(isinstance(v, str) for v in values) else None
    return _SCALARS.get(kind) if isinstance(kind, str) else None


def _properties(schema: object) -> Mapping[str, object]:
    if isinstance(schema, Mapping) and isinstance(schema.get("properties"), Mapping):
        properties: Mapping[str, object] = schema["properties"]
        return properties
    return {}


def declared_choices(tools: Sequence[Mapping[str, JSONValue]]) -> dict[str, tuple[str, ...]]:
    """The values each string parameter of the tools declares (its ``enum``), by field.

    What `CaptureRules.choices` reads in a user's words: ``plan`` is one of ``basic``,
    ``premium``, ``premium_plus``. A parameter of several tools gets the values of all of
    them, each once.

    Raises:
        InvalidInput: Tools that are not a sequence of named definitions, or two with one name.
    """
    _tool_names(tools)
    found: dict[str, dict[str, None]] = {}
    for tool in tools:
        for name, schema in _properties(tool.get("input_schema")).items():
            field = _field_name(name)
            values = schema.get("enum") if isinstance(schema, Mapping) else None
            if field is None or _scalar_type(schema) is not str or not isinstance(values, list):
                continue
            found.setdefault(field, {}).update(
                dict.fromkeys(value for value in values if isinstance(value, str))
            )
    return {field: tuple(values) for field, values in found.items() if values}


_LONGEST_VALUE: Final = 80
"""Most characters of a string kept as a typed value; a longer one is prose."""


def _is_a_value(value: JSONValue) -> bool:
    """Whether a string argument is a value (an id, a name, a date), not prose (a thought)."""
    return not isinstance(value, str) or (len(value) <= _LONGEST_VALUE and "\n" not in value)


def _is_record(result: JSONValue) -> bool:
    """Whether a result is a record (an object): what `from_tools` keeps of untyped results."""
    return isinstance(result, dict)


_VALUE_SEPARATOR: Final = ", "
"""Between the values of one record of an offered item."""
_PART_SEPARATOR: Final = " | "
"""Between the records of one offered item (a one-stop option's two flights)."""


def _values(value: JSONValue) -> list[str]:
    """`value`'s scalars as text, in order: short strings and numbers (no flags, no prose)."""
    return [text for leaf in leaves(value) if (text := _leaf_text(leaf)) is not None]


def _leaf_text(leaf: JSONValue) -> str | None:
    """A short string, spaced once, or a number (a whole float as an int); None for the rest."""
    if isinstance(leaf, str):
        text = " ".join(leaf.split())
        return text if text and len(text) <= MAX_WORD else None
    if isinstance(leaf, int | float) and not isinstance(leaf, bool):
        return str(int(leaf)) if isinstance(leaf, float) and leaf.is_integer() else str(leaf)
    return None


def offer_lines(items: JSONValue) -> JSONValue:
    """The items an agent offered, as lines of their values (what `from_tools` keeps).

    A line per item, its records (a one-stop option's flights) apart by ``" | "``, each
    record's values (strings of at most 40 characters, numbers) apart by ``", "``, each once.
    What every record of the offer holds alike (the date of every flight a search found), when
    there are two records or more, comes once, on a first line of its own. Keys are left out:
    an option's values are what a reader compares and what the next call takes, and five
    one-stop options of seven fields a flight take about a sixth of their tokens as objects.
    ``[{"flight": "TR4403", "date": "2024-05-24"}, {"flight": "TR4471", "date":
    "2024-05-24"}]`` gives ``["2024-05-24", "TR4403", "TR4471"]``. Anything but a list is
    returned as it is.
    """
    if not isinstance(items, list):
        return items
    parts = [item if isinstance(item, list) else [item] for item in items]
    records = [record for item in parts for record in item]
    alike: dict[str, None] = {}
    if len(records) > 1:
        common = set.intersection(*(set(_values(record)) for record in records))
        alike = dict.fromkeys(text for text in _values(records[0]) if text in common)
    lines: list[JSONValue] = [_VALUE_SEPARATOR.join(alike)] if alike else []
    for item in parts:
        shown = (
            _VALUE_SEPARATOR.join(dict.fromkeys(t for t in _values(r) if t not in alike))
            for r in item
        )
        lines.append(_PART_SEPARATOR.join(shown))
    return lines


_MAX_FOUND: Final = 24
"""Most items `found_ids` keeps of one result (the first ones, in the result's order)."""


def _identifier_key(records: Sequence[Mapping[str, JSONValue]]) -> str | None:
    """The first key whose value identifies each record: an identifier-shaped string in all.

    A string with a letter and a digit and no space (a flight's number, an order's id), not
    the same in every record (a user's id that every hit repeats). None when no key does.
    """
    for key in records[0]:
        values = [record.get(key) for record in records]
        if all(
            isinstance(v, str)
            and len(v) <= MAX_WORD
            and LETTER.search(v)
            and DIGIT.search(v)
            and not any(c.isspace() for c in v)
            for v in values
        ) and (len(records) == 1 or len(set(map(str, values))) > 1):
            return key
    return None


def found_ids(items: JSONValue) -> JSONValue:
    """The identifier of each item of a list result, in order (what `from_tools` keeps).

    A search's hits, each by the value that identifies it (`_identifier_key`: a flight's
    number), an item that is a list of records (a one-stop option's legs) by the list of its
    records' identifiers: ``[{"flight": "TR4403", "date": "2024-05-24"}, [{"flight":
    "TR4471"}, {"flight": "TR5120"}]]`` gives ``["TR4403", ["TR4471", "TR5120"]]``. At most
    `_MAX_FOUND` items. None when the result is no list of records or no key identifies them
    (events or restaurants known by their names): nothing is written.
    """
    if not isinstance(items, list) or not items:
        return None
    parts = [item if isinstance(item, list) else [item] for item in items]
    records = [record for item in parts for record in item]
    if not records or not all(isinstance(record, dict) and record for record in records):
        return None
    key = _identifier_key([r for r in records if isinstance(r, dict)])
    if key is None:
        return None
    found: list[JSONValue] = []
    for item, part in zip(items, parts, strict=True):
        ids: list[JSONValue] = [r[key] for r in part if isinstance(r, dict)]
        found.append(ids if isinstance(item, list) else ids[0])
    return found[:_MAX_FOUND]


def _has_found(result: JSONValue) -> bool:
    return found_ids(result) is not None


def _output_schema(tool: Mapping[str, JSONValue]) -> object:
    return tool.get("output_schema", tool.get("outputSchema"))


class _Fields:
    """The typed keys gathered from every tool, with the rules that fill them."""

    def __init__(self) -> None:
        self.types: dict[str, Any] = {}
        self.rules: list[CaptureRule] = []

    def add(self, tool: str, path: Literal["arguments", "result"], schema: object) -> bool:
        """Add a field per scalar property of `schema`; whether the tool got any."""
        added = False
        for name, property_schema in _properties(schema).items():
            field, kind = _field_name(name), _scalar_type(property_schema)
            if field is None or kind is None:
                continue
            known = self.types.get(field)
            self.types[field] = kind if known is None or known == kind else _ANY_SCALAR
            quoted = name if name.isidentifier() else f'"{name}"'
            when = _is_record if path == "result" else None  # a list result has no fields
            accepts = _is_a_value if kind is str else None
            rule = CaptureRule(
                tool=tool, path=f"{path}.{quoted}", field=field, when=when, accepts=accepts
            )
            self.rules.append(rule)
            added = True
        return added


def _tool_names(tools: Sequence[Mapping[str, JSONValue]]) -> list[str]:
    """The tools' names, checked: a sequence of definitions, each named, no name twice."""
    if isinstance(tools, str | Mapping) or not isinstance(tools, Sequence):
        msg = "tools must be a sequence of tool definitions"
        raise InvalidInput(msg)
    names: list[str] = []
    for tool in tools:
        name = tool.get("name") if isinstance(tool, Mapping) else None
        if not isinstance(name, str):
            msg = "each tool definition needs a 'name' (and 'description', 'input_schema')"
            raise InvalidInput(msg)
        names.append(name)
    duplicated = sorted({name for name in names if names.count(name) > 1})
    if duplicated:
        msg = f"tool names must be unique; repeated: {', '.join(duplicated)}"
        raise InvalidInput(msg)
    return names


def from_tools(
    tools: Sequence[Mapping[str, JSONValue]],
    *,
    consequential: Iterable[str] = (),
    is_failure: ErrorPredicate | None = reports_error,
    confirms: Callable[[str], bool] = explicit_confirmation,
    name: str = "tools-only",
    mentions: bool = False,
) -> Domain:
    """A `Domain` made of tool definitions alone (see the module docs).

    Args:
        tools: Tool definitions ``{"name", "description", "input_schema"}``, optionally with
            ``output_schema`` (or ``outputSchema``).
        consequential: Names of the tools whose calls go through the approval ledger.
        is_failure: Judges results that report an error without an ``is_error`` flag
            (default: `reports_error`, the common conventions; None: the flag alone).
        confirms: Whether a user's message explicitly confirms the calls that follow it.
        name: The domain's name.
        mentions: Also gather the values users state in prose (identifiers, emails,
            amounts, ISO dates) under ``mentioned``, a `Secondary` field
            (`CaptureRules.mentions`).

    Raises:
        InvalidInput: A tool without a name, two tools with one name, or a consequential
            name that is not a tool.
    """
    names = _tool_names(tools)
    if isinstance(consequential, str) or not isinstance(consequential, Iterable):
        msg = "consequential must be a collection of tool names"
        raise InvalidInput(msg)
    consequential = frozenset(consequential)
    fields = _Fields()
    results: list[str] = []
    for tool_name, tool in zip(names, tools, strict=True):
        fields.add(tool_name, "arguments", tool.get("input_schema"))
        if not fields.add(tool_name, "result", _output_schema(tool)):
            results.append(tool_name)
    with_arguments = {
        tool_name
        for tool_name, tool in zip(names, tools, strict=True)
        if any(_scalar_type(p) is not None for p in _properties(tool.get("input_schema")).values())
    }
    result_fields: dict[str, str] = {}
    records_fields: dict[str, str] = {}
    offered_fields: dict[str, str] = {}
    found_fields: dict[str, str] = {}
    kept = [
        *((tool_name, RESULT_SUFFIX, result_fields) for tool_name in results),
        *(
            (tool_name, RECORDS_SUFFIX, records_fields)
            for tool_name in results
            if tool_name in with_arguments
        ),
        *(
            (tool_name, OFFERED_SUFFIX, offered_fields)
            for tool_name in names
            if tool_name not in consequential
        ),
        *(
            (tool_name, FOUND_SUFFIX, found_fields)
            for tool_name in names
            if tool_name not in consequential
        ),
    ]
    taken: set[str] = set(fields.types)
    for tool_name, suffix, into in kept:
        field = _result_field(tool_name, suffix)
        if field in taken:
            msg = f"tool {tool_name!r} keeps its results in {field!r}, a name already taken"
            raise InvalidInput(msg)
        taken.add(field)
        into[field] = tool_name
    definitions: dict[str, Any] = {
        field: (kind | None, None) for field, kind in fields.types.items()
    }
    lined = set(records_fields.values())  # tools whose every record keeps a line
    definitions.update(
        {
            field: (
                Annotated[dict[str, JsonValue] | None, Secondary()]
                if tool in lined
                else dict[str, JsonValue] | None,
                None,
            )
            for field, tool in result_fields.items()
        }
    )
    definitions.update(dict.fromkeys(records_fields, (dict[str, str] | None, None)))
    definitions.update(
        dict.fromkeys(offered_fields, (Annotated[list[str] | None, Secondary()], None))
    )
    definitions.update(
        dict.fromkeys(found_fields, (Annotated[list[JsonValue] | None, Secondary()], None))
    )
    if mentions:
        if MENTIONED in definitions:
            msg = f"{MENTIONED!r} is already a field of these tools; pass mentions=False"
            raise InvalidInput(msg)
        definitions[MENTIONED] = (Annotated[list[str] | None, Secondary()], None)
    schema: type[Scratchpad] = create_model(
        "ToolFacts", __base__=Scratchpad, __doc__="Typed keys from tool definitions.", **definitions
    )
    rules = [
        *fields.rules,
        *(
            CaptureRule(tool=tool, path="result", field=field, when=_is_record)
            for field, tool in result_fields.items()
        ),
        *(
            CaptureRule(
                tool=tool,
                path="exchange",
                field=field,
                when=_is_record,
                transform=partial(record_entry, choices=declared_choices(tools)),
                merge="update",
            )
            for field, tool in records_fields.items()
        ),
        *(
            CaptureRule(tool=tool, path="offered", field=field, transform=offer_lines)
            for field, tool in offered_fields.items()
        ),
        *(
            CaptureRule(tool=tool, path="result", field=field, when=_has_found, transform=found_ids)
            for field, tool in found_fields.items()
        ),
    ]
    return Domain(
        name=name,
        description="Typed keys from tool definitions alone; no domain code.",
        scratchpad=schema,
        capture=CaptureRules(
            rules,
            is_failure=is_failure,
            mentions=MENTIONED if mentions else None,
            choices=declared_choices(tools),
        ),
        tools=[dict(tool) for tool in tools],
        consequential=consequential,
        confirms=confirms,
    )
