"""Probes: what a request must hold for the agent to continue without re-reading or guessing.

**Value probes** come from a run's gold actions: every scalar leaf of their arguments that is a
string of 4 or more characters or a number of 10 or more (booleans excluded). A value probe is
present in a request when it occurs in the request's text as a whole token: not inside a
longer identifier or number (``TR440`` is not in ``TR4403``; ``250`` is not in ``1250`` or
``250.5``, but is in ``250.0``). An enumeration's value is found as people write it too
(``basic_economy`` as "Basic Economy").

**State probes** are the status of every consequential call the domain's confirmation rule
has turned into a ledger action, and every constraint a user stated, at that point:

- an action is present when the request states its status (a line naming its ledger id and
  the status, as the state block does), or holds the evidence that establishes the status
  verbatim: the call (tool and exact arguments), and, for an approved call, the user's
  confirmation and the call's result;
- a constraint (a sentence of a user message that binds, per the domain) is present when the
  sentence occurs in the request, whitespace aside, once the refs that placeholders add
  (``value [ev_12]``) are dropped.

The text of a request is everything after its stable prefix: message text, tool calls as
``name {canonical JSON arguments}``, and tool results, for OpenAI and Anthropic messages alike.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Sequence

import attrs

from agentstate._json import JSONObject, JSONValue, canonical_dumps, leaves
from agentstate.domains.base import Domain
from agentstate.eval.runs import GoldAction, RecordedRun

__all__ = [
    "ActionProbe",
    "ConsequentialCall",
    "ConstraintProbe",
    "ValueProbe",
    "consequential_calls",
    "constraint_probes",
    "normalize",
    "request_text",
    "value_probes",
]

MIN_STRING = 4
"""Shortest string leaf that is a value probe."""
MIN_NUMBER = 10
"""Smallest number leaf that is a value probe."""

_SPACE = re.compile(r"\s+")
_FILLED_REF = re.compile(r" \[ev_[1-9][0-9]*\]")


def normalize(text: str) -> str:
    """Text with whitespace runs collapsed and placeholder refs (`` [ev_12]``) removed."""
    return _SPACE.sub(" ", _FILLED_REF.sub("", text)).strip()


@attrs.frozen
class ValueProbe:
    """A value from a gold action that a request should hold."""

    text: str
    """The value as written (a string, or a number's decimal form)."""
    pattern: re.Pattern[str] = attrs.field(eq=False, repr=False)

    def found_in(self, text: str) -> bool:
        """Whether the value occurs in `text` as a whole token."""
        return self.pattern.search(text) is not None


def _number_probe(value: float) -> ValueProbe:
    if isinstance(value, int) or value.is_integer():
        whole = str(int(value))
        pattern = rf"(?<![\w.]){re.escape(whole)}(?:\.0+)?(?![\w]|\.\d)"
        return ValueProbe(whole, re.compile(pattern))
    written = repr(value)
    return ValueProbe(written, re.compile(rf"(?<![\w.]){re.escape(written)}(?![\w]|\.?\d)"))


_ENUMERATION = re.compile(r"[a-z]+(?:_[a-z]+)*")
"""A value of an enumeration: lower-case words, joined by underscores (``basic_economy``,
``economy``)."""


def _string_probe(value: str) -> ValueProbe:
    """A string found as written, or an enumeration's value as people write it.

    ``basic_economy`` is found as "Basic Economy" or "basic economy" too, ``one_way`` as
    "One-way", ``economy`` as "Economy"; an identifier with digits (``dana_ross_4417``) and a
    name with capitals (``Mia``) only as written.
    """
    head = r"(?<![\w])" if re.match(r"\w", value) else ""
    tail = r"(?![\w])" if re.search(r"\w$", value) else ""
    if _ENUMERATION.fullmatch(value):
        words = "[_ -]".join(re.escape(word) for word in value.split("_"))
        return ValueProbe(value, re.compile(head + words + tail, re.IGNORECASE))
    return ValueProbe(value, re.compile(head + re.escape(value) + tail))


def value_probes(actions: Sequence[GoldAction]) -> list[ValueProbe]:
    """The value probes of gold actions, each value once, in order of appearance."""
    probes: dict[str, ValueProbe] = {}
    for action in actions:
        for leaf in leaves(action.arguments):
            probe: ValueProbe | None = None
            if isinstance(leaf, str) and len(leaf) >= MIN_STRING:
                probe = _string_probe(leaf)
            elif (
                isinstance(leaf, int | float)
                and not isinstance(leaf, bool)
                and math.isfinite(leaf)
                and leaf >= MIN_NUMBER
            ):
                probe = _number_probe(leaf)
            if probe is not None:
                probes.setdefault(probe.text, probe)
    return list(probes.values())


# --- request text -----------------------------------------------------------------------------


def _arguments(raw: JSONValue) -> str:
    if isinstance(raw, str):
        try:
            parsed: JSONValue = json.loads(raw)
        except ValueError:
            return raw
        return canonical_dumps(parsed)
    return canonical_dumps(raw)


def _content_text(content: JSONValue) -> list[str]:
    if isinstance(content, str):
        return [content]
    parts: list[str] = []
    if isinstance(content, list):
        for block in content:
            if not isinstance(block, dict):
                continue
            kind = block.get("type")
            if kind == "text" and isinstance(block.get("text"), str):
                parts.append(str(block["text"]))
            elif kind == "tool_use":
                parts.append(f"{block.get('name')} {_arguments(block.get('input'))}")
            elif kind == "tool_result":
                parts.extend(_content_text(block.get("content")))
    return parts


def message_texts(message: JSONObject) -> list[str]:
    """The texts of one OpenAI or Anthropic message, as `request_text` joins them."""
    parts = _content_text(message.get("content"))
    calls = message.get("tool_calls")
    if isinstance(calls, list):
        for call in calls:
            function = call.get("function") if isinstance(call, dict) else None
            if isinstance(function, dict):
                parts.append(f"{function.get('name')} {_arguments(function.get('arguments'))}")
    return parts


def request_text(messages: Sequence[JSONObject]) -> str:
    """The text of a request's messages after the stable prefix (see the module docs)."""
    return "\n".join(part for message in messages for part in message_texts(message))


# --- state probes --------------------------------------------------------------------------


@attrs.frozen(kw_only=True)
class ConsequentialCall:
    """A call of a consequential tool, and what the confirmation rule made of it."""

    ordinal: int
    """Its place among the run's consequential calls (0 for the first)."""
    message: int
    """Index of the assistant message that makes it."""
    call_id: str
    """The call id as recorded."""
    kind: str
    """The tool."""
    arguments: JSONValue
    """Its exact arguments."""
    confirmation: int | None
    """Index of the user message that approves it (None: nothing approves it)."""
    result: int | None
    """Index of the message holding its result."""
    failed: bool = False
    """Whether its result reports an error (flagged, or judged so by the domain)."""

    @property
    def status(self) -> str:
        """Its ledger status once made: executed when approved, else rejected (refused)."""
        return "executed" if self.confirmation is not None else "rejected"

    def status_before(self, before: int) -> str:
        """Its status at the request before message `before`: failed once an error answered it.

        An approved call whose result is an error ended failed, whether or not the ledger
        recorded it: what the request must say is the outcome.
        """
        answered = self.result is not None and self.result < before
        if self.failed and self.confirmation is not None and answered:
            return "failed"
        return self.status


def _calls(message: JSONObject) -> list[tuple[str, str, JSONValue]]:
    """(id, name, arguments) of each call an OpenAI or Anthropic assistant message makes."""
    found: list[tuple[str, str, JSONValue]] = []
    calls = message.get("tool_calls")
    if isinstance(calls, list):
        for call in calls:
            function = call.get("function") if isinstance(call, dict) else None
            if isinstance(call, dict) and isinstance(function, dict):
                raw = function.get("arguments")
                try:
                    arguments = json.loads(raw) if isinstance(raw, str) else raw
                except ValueError:
                    arguments = raw
                found.append((str(call.get("id")), str(function.get("name")), arguments))
    content = message.get("content")
    if isinstance(content, list):
        found.extend(
            (str(block.get("id")), str(block.get("name")), block.get("input"))
            for block in content
            if isinstance(block, dict) and block.get("type") == "tool_use"
        )
    return found


def _answers(message: JSONObject) -> set[str]:
    """Call ids a tool message (OpenAI) or a user message's tool_result blocks answer."""
    if message.get("role") == "tool":
        return {str(message.get("tool_call_id"))}
    content = message.get("content")
    if not isinstance(content, list):
        return set()
    return {
        str(block.get("tool_use_id"))
        for block in content
        if isinstance(block, dict) and block.get("type") == "tool_result"
    }


def user_text(message: JSONObject) -> str:
    """What the user wrote in a message (tool results left out); "" for other roles."""
    if message.get("role") != "user":
        return ""
    content = message.get("content")
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(
            str(block.get("text"))
            for block in content
            if isinstance(block, dict) and block.get("type") == "text"
        )
    return ""


def _reports_error(message: JSONObject, call_id: str, domain: Domain) -> bool:
    """Whether the result of `call_id` in `message` is an error: flagged, or per the domain."""
    if message.get("role") == "tool":
        value: JSONValue = message.get("content")
        flagged = message.get("is_error") is True
    else:
        content = message.get("content")
        block = next(
            (
                item
                for item in (content if isinstance(content, list) else [])
                if isinstance(item, dict) and str(item.get("tool_use_id")) == call_id
            ),
            None,
        )
        if block is None:
            return False
        value, flagged = block.get("content"), block.get("is_error") is True
    return flagged or (domain.is_failure is not None and bool(domain.is_failure(value)))


def consequential_calls(run: RecordedRun, domain: Domain) -> list[ConsequentialCall]:
    """Every consequential call of a run, with its confirmation and result.

    A user message that the domain reads as an explicit confirmation approves the
    consequential calls made after it until the user writes again; a call made without one
    is refused.
    """
    found: list[ConsequentialCall] = []
    confirmation: int | None = None
    for index, message in enumerate(run.messages):
        text = user_text(message)
        if text.strip():
            confirmation = index if domain.confirms(text) else None
        if message.get("role") != "assistant":
            continue
        for call_id, name, arguments in _calls(message):
            if name not in domain.consequential:
                continue
            result = next(
                (
                    later
                    for later in range(index + 1, len(run.messages))
                    if call_id in _answers(run.messages[later])
                ),
                None,
            )
            found.append(
                ConsequentialCall(
                    ordinal=len(found),
                    message=index,
                    call_id=call_id,
                    kind=name,
                    arguments=arguments,
                    confirmation=confirmation,
                    result=result,
                    failed=result is not None
                    and _reports_error(run.messages[result], call_id, domain),
                )
            )
    return found


@attrs.frozen(kw_only=True)
class ActionProbe:
    """The status of a consequential call at a point of the run."""

    call: ConsequentialCall
    status: str
    """Its ledger status at that point."""
    evidence: tuple[str, ...]
    """Normalized texts whose presence establishes the status."""

    def found_in(self, normalized: str, action_ids: Sequence[str]) -> bool:
        """Whether a request (its normalized text) states or establishes the status.

        Args:
            normalized: The request's text, normalized.
            action_ids: The ledger's action ids in order of proposal (empty without a ledger).
        """
        if self.call.ordinal < len(action_ids):
            action_id = re.escape(action_ids[self.call.ordinal])
            stated = rf"(?<![\w]){action_id}(?![\w])[^\n]*?(?<![\w]){self.status}(?![\w])"
            if re.search(stated, normalized):
                return True
        return all(text in normalized for text in self.evidence)


def action_probes(
    run: RecordedRun, calls: Sequence[ConsequentialCall], *, before: int
) -> list[ActionProbe]:
    """The action probes at the request before message `before`."""
    probes: list[ActionProbe] = []
    for call in calls:
        if call.message >= before:
            break
        status = call.status_before(before)
        evidence = [normalize(f"{call.kind} {canonical_dumps(call.arguments)}")]
        if call.confirmation is not None:
            evidence.append(normalize(user_text(run.messages[call.confirmation])))
            if call.result is not None and call.result < before:
                result = run.messages[call.result]
                answered = [
                    normalize(text)
                    for text in message_texts(result)
                    if result.get("role") == "tool" or text
                ]
                evidence.extend(text for text in answered if text)
        probes.append(ActionProbe(call=call, status=status, evidence=tuple(evidence)))
    return probes


@attrs.frozen
class ConstraintProbe:
    """A constraint a user stated: one sentence of theirs, normalized."""

    message: int
    """Index of the user message that states it."""
    text: str

    def found_in(self, normalized: str) -> bool:
        """Whether a request (its normalized text) holds the sentence."""
        return self.text in normalized


def constraint_probes(run: RecordedRun, domain: Domain, *, before: int) -> list[ConstraintProbe]:
    """The constraints users stated before message `before`, each sentence once."""
    probes: dict[str, ConstraintProbe] = {}
    for index, message in enumerate(run.messages[:before]):
        for sentence in domain.constraints(user_text(message)):
            text = normalize(sentence)
            if text:
                probes.setdefault(text, ConstraintProbe(index, text))
    return list(probes.values())
