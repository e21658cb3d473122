"""Provider message formats: Anthropic Messages API and OpenAI Chat Completions, as plain dicts.

No SDK is imported: messages are the dicts a provider's API takes and returns. Most code
calls `AgentState.import_messages` and `AgentState.export_messages`; this package holds the
pieces they use, for histories that are not (yet) in a session:

- `from_messages`: parse, pair and (on request) repair a history into event specs;
- `to_messages`: render stored events as a provider message list;
- `agentstate.formats.validity`: the providers' structural rules (`check_openai`,
  `check_anthropic`), to judge any message list;
- `agentstate.formats.tau2`: τ²-bench simulations as OpenAI message lists.

What "exact" means: exporting, in the format it came in, a message list that was imported
without repairs gives a list equal to the original as JSON text (same keys in the same
order, same values and types). Each imported event keeps what its default rendering lacks
in ``content["extra"]`` (``{"openai": {...}}`` or ``{"anthropic": {...}}``). Exporting in the
other format is structurally valid (every call is followed by its results, roles alternate)
but converts what it must: see `agentstate.formats.openai` and `agentstate.formats.anthropic`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from agentstate._json import JSONObject, JSONValue
from agentstate.events import ErrorPredicate, Event, EventSpec
from agentstate.formats._exchange import (
    FORMATS,
    Format,
    HistoryImport,
    ImportResult,
    export_events,
    export_session,
    export_session_reads,
)
from agentstate.formats._repair import SYNTHETIC_RESULT
from agentstate.formats.validity import HistoryProblem, check, check_anthropic, check_openai

__all__ = [
    "FORMATS",
    "SYNTHETIC_RESULT",
    "Format",
    "HistoryImport",
    "HistoryProblem",
    "ImportResult",
    "check",
    "check_anthropic",
    "check_openai",
    "export_session",
    "export_session_reads",
    "from_messages",
    "to_messages",
]


def from_messages(
    messages: Sequence[JSONValue],
    *,
    format: Format | None = None,
    repair: bool = False,
    is_error: ErrorPredicate | None = None,
) -> list[EventSpec]:
    """Parse a provider message list into event specs for an empty session.

    Args:
        messages: The message list (dicts as the provider's API takes them).
        format: ``"anthropic"`` or ``"openai"``; None (the default) detects it from the marks
            only one format has (tool calls and results, media, system roles), and a list
            named as one format that shows the other's is refused.
        repair: Repair a broken history (each repair becomes a system-note spec) instead of
            raising.
        is_error: Flags as errors the tool results it judges so, beyond the format's own
            flag (see `agentstate.events.ErrorPredicate`).

    Returns:
        The specs, ready for `AgentState.append_many` on a session with no open calls and
        none of these call ids (`AgentState.import_messages` checks against the session).

    Raises:
        InvalidInput: Unknown format, `messages` is not a list, or `is_error` raised.
        InvalidContent: A message is malformed (the error names its index), or the list is in
            the other format, or mixes both.
        BrokenHistory: The history tears tool exchanges and `repair` is false.
    """
    return HistoryImport.parse(messages, format=format, is_error=is_error).specs(repair=repair)


def to_messages(events: Iterable[Event], *, format: Format) -> list[JSONObject]:
    """Render stored events as a provider message list (see the module docs for exactness).

    Raises:
        InvalidInput: Unknown format.
    """
    return export_events(events, format=format)
