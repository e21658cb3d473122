"""The rolling summary: a narrative schema whose every item cites evidence, and checkpoints.

A summary carries narrative only: what the user is after, what was decided, which constraints
bind, what is open, what was tried and ruled out, what comes next. Values live in the
scratchpad and the ledger; a summary names them through placeholders that the renderer fills
from current state, so a summary is never the only home of a number and never goes stale:

- ``{fact:credit_cents}``: the current value of a scratchpad field;
- ``{action:act_9}``: an action of the ledger, with its current status.

One field is apart: `NarrativeSummary.named_values`, the literal values that messages of
the covered span stated and nothing else holds (an amount the agent gave only in prose), each
item citing its message. It is marked by the field itself (never by an item's wording):
rendered last; a request fits its latest item with the rest of the record and renders the
older ones, the summary's lowest priority, only as far as its budget has room left once
everything else is fitted (`render_summary`'s ``named_values``); and left out of a
checkpoint's token count and of the budget rule's, so these items never make a compaction
fire nor push a constraint out.

Applications may extend the schema by subclassing `NarrativeSummary` (a coding agent adds
``files_modified: list[Item] = []``); `json_schema()` exports what a model-backed summarizer
is asked to produce.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from datetime import datetime
from typing import Annotated, ClassVar

import attrs
from pydantic import BaseModel, ConfigDict, Field, StringConstraints

from agentstate._json import JSONObject, JSONValue, quoted
from agentstate.tokens import MESSAGE_OVERHEAD, TokenCounter

__all__ = [
    "ITEM_REFS_MAX",
    "ITEM_TEXT_MAX",
    "NAMED_VALUES",
    "PLACEHOLDER",
    "Checkpoint",
    "CitedItem",
    "Item",
    "NarrativeSummary",
    "Ref",
    "fill_placeholders",
    "fill_values",
    "named_values_count",
    "placeholders",
    "render_summary",
    "summary_tokens",
]

Ref = Annotated[str, StringConstraints(pattern=r"^ev_[1-9][0-9]*$")]
"""An evidence ref, ``ev_<seq>``."""

PLACEHOLDER = re.compile(r"\{(fact|action):([A-Za-z_][A-Za-z0-9_.\-]*)\}")
"""``{fact:KEY}`` or ``{action:ID}`` inside summary text."""


NAMED_VALUES = "named_values"
"""The field of `NarrativeSummary` that holds the summary's lowest priority: named values."""

ITEM_TEXT_MAX = 2000
"""The longest text of an item, in characters."""
ITEM_REFS_MAX = 50
"""The most refs an item cites."""


class Item(BaseModel):
    """One narrative item: a sentence and the refs of the events it rests on."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    text: Annotated[str, StringConstraints(min_length=1, max_length=ITEM_TEXT_MAX)]
    """The sentence; values through placeholders such as ``{fact:order_id}``."""
    refs: list[Ref] = Field(default_factory=list, max_length=ITEM_REFS_MAX)
    """Refs of the events that support the sentence."""


class CitedItem(Item):
    """An item that must cite at least one event."""

    refs: list[Ref] = Field(min_length=1, max_length=ITEM_REFS_MAX)
    """Refs of the events that support the sentence (at least one)."""


class NarrativeSummary(BaseModel):
    """The default summary schema: narrative fields only, every item citing its evidence.

    Subclass to add fields; bump `schema_version` when the meaning of a field changes.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    schema_version: ClassVar[int] = 1
    """Version of the schema, recorded with every checkpoint."""

    objective: CitedItem
    """What the user is ultimately trying to achieve."""
    decisions: list[CitedItem] = Field(default_factory=list)
    """Settled choices, each citing the event where it was made."""
    constraints: list[CitedItem] = Field(default_factory=list)
    """Rules that still bind (from the user, a policy, the task), each citing its source."""
    open_threads: list[Item] = Field(default_factory=list)
    """Questions raised and not yet resolved."""
    rejected: list[CitedItem] = Field(default_factory=list)
    """Approaches tried or proposed and ruled out, and why."""
    next_steps: list[Item] = Field(default_factory=list)
    """What comes next."""
    named_values: list[CitedItem] = Field(default_factory=list)
    """Literal values (ids, amounts, dates) a covered message stated that nothing else in view
    holds, one item per message citing it, oldest first. A request fits the latest item with
    the record; the older ones are the lowest priority, rendered, the latest first, in the
    room its budget leaves (module docs)."""

    @classmethod
    def json_schema(cls) -> JSONObject:
        """The JSON Schema a model-backed summarizer must fill."""
        schema: JSONObject = cls.model_json_schema()
        return schema

    def items(self) -> list[tuple[str, Item]]:
        """Every item with its field path (``"objective"``, ``"decisions[0]"``, ...)."""
        out: list[tuple[str, Item]] = []
        for name in type(self).model_fields:
            value = getattr(self, name)
            if isinstance(value, Item):
                out.append((name, value))
            elif isinstance(value, list):
                out.extend(
                    (f"{name}[{i}]", item) for i, item in enumerate(value) if isinstance(item, Item)
                )
        return out

    def refs(self) -> set[str]:
        """Every ref the summary cites."""
        return {ref for _, item in self.items() for ref in item.refs}


_SECTIONS = (
    ("decisions", "Decisions"),
    ("constraints", "Constraints"),
    ("open_threads", "Open threads"),
    ("rejected", "Already rejected"),
    ("next_steps", "Next steps"),
)


def _render_item(item: Mapping[str, JSONValue]) -> str:
    refs = item.get("refs") or []
    cited = f" ({', '.join(str(ref) for ref in refs)})" if isinstance(refs, list) and refs else ""
    text = item.get("text", "")
    # An item is one line of the list: a line break in its text could forge a heading.
    return f"{' '.join(str(text).splitlines())}{cited}"


_NAMED_TITLE = "Named values"


def render_summary(summary: Mapping[str, JSONValue], *, named_values: int | None = None) -> str:
    """A summary as text: the objective, then each non-empty field as a list, refs cited.

    Fields an application adds are rendered after the default ones, titled by their name;
    the named values (`NAMED_VALUES`) come last of all, so a record with fewer of them, or
    none, is a prefix-stable cut of the one with all.

    Args:
        summary: The summary as JSON.
        named_values: How many of the latest named-values items to render (None: all).
    """
    lines: list[str] = []
    objective = summary.get("objective")
    if isinstance(objective, Mapping):
        lines.append(f"Objective: {_render_item(objective)}")
    known = {"objective", NAMED_VALUES, *(name for name, _ in _SECTIONS)}
    extra = [(name, name.replace("_", " ").capitalize()) for name in summary if name not in known]
    named = summary.get(NAMED_VALUES)
    if isinstance(named, list) and named_values is not None:
        named = named[max(len(named) - named_values, 0) :] if named_values > 0 else []
    for name, title in (*_SECTIONS, *extra, (NAMED_VALUES, _NAMED_TITLE)):
        items = named if name == NAMED_VALUES else summary.get(name)
        if isinstance(items, list) and items:
            lines.append(f"{title}:")
            lines.extend(f"- {_render_item(item)}" for item in items if isinstance(item, Mapping))
    return "\n".join(lines)


def named_values_count(summary: Mapping[str, JSONValue]) -> int:
    """How many named-values items (`NAMED_VALUES`) a summary holds."""
    named = summary.get(NAMED_VALUES)
    return len(named) if isinstance(named, list) else 0


def summary_tokens(
    summary: Mapping[str, JSONValue],
    counter: TokenCounter,
    *,
    fill: Callable[[str], str] | None = None,
    named_values: int | None = None,
) -> int:
    """Estimated tokens of a rendered summary.

    Args:
        summary: The summary as JSON.
        counter: Counts the tokens.
        fill: Fills the placeholders of the rendered text (`fill_values` with the current
            state): the summary is then measured as a record renders it, which is what a
            model reads. Called only when the text holds a placeholder.
        named_values: How many of the latest named-values items to count (None: all;
            `render_summary`).
    """
    text = render_summary(summary, named_values=named_values)
    if fill is not None and "{" in text:
        text = fill(text)
    return MESSAGE_OVERHEAD + counter.count(text)


def placeholders(text: str) -> list[tuple[str, str]]:
    """The ``(kind, name)`` of every placeholder in `text`, in order."""
    return [(match.group(1), match.group(2)) for match in PLACEHOLDER.finditer(text)]


def fill_placeholders(text: str, resolve: Callable[[str, str], str]) -> str:
    """Replace each placeholder with ``resolve(kind, name)``."""
    return PLACEHOLDER.sub(lambda match: resolve(match.group(1), match.group(2)), text)


def fill_values(
    text: str,
    *,
    facts: Mapping[str, JSONValue],
    actions: Mapping[str, tuple[str, str]],
) -> str:
    """`text` with its placeholders filled as a rendered record shows them.

    Args:
        text: Summary text.
        facts: The current value of each scratchpad field, by key: written as quoted data
            (`agentstate._json.quoted`: canonical JSON on one line, a string in quotes), so
            a value can never add a line, a heading or an instruction to the record.
        actions: The ``(kind, status)`` of each ledger action, by id: written
            ``act_9 (credit, pending)``.

    Returns:
        The text filled; a placeholder naming nothing says so (``{fact:x} (no value yet)``).
    """

    def resolve(kind: str, name: str) -> str:
        if kind == "fact":
            if name not in facts:
                return f"{{fact:{name}}} (no value yet)"
            return quoted(facts[name])
        if name not in actions:
            return f"{{action:{name}}} (no such action)"
        action_kind, status = actions[name]
        return f"{name} ({action_kind}, {status})"

    return fill_placeholders(text, resolve)


@attrs.frozen
class Checkpoint:
    """An accepted summary and the boundary of what it covers."""

    version: int
    """1 for the first checkpoint of a session, then 2, 3, ..."""
    parent: int
    """The version it replaced (0 for the first)."""
    covers_through: int
    """Last seq the summary covers; every later event is rendered verbatim."""
    summary: JSONObject
    """The summary as committed (a `NarrativeSummary`, or the application's extension, as JSON)."""
    schema_version: int
    """The summary schema's version when it was committed."""
    summarizer: str
    """Name of the summarizer that wrote it."""
    summarizer_version: str | None
    """Version of that summarizer, if it has one."""
    created_at: datetime
    """When it was committed."""
    token_count: int
    """Estimated tokens of the rendered summary."""
    event_seq: int
    """The compaction event that committed it (it holds the summary too, for replay)."""

    @property
    def ref(self) -> str:
        """The ref of the compaction event that committed this checkpoint."""
        return f"ev_{self.event_seq}"
