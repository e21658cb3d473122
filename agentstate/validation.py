"""The summary validator: no candidate summary becomes the model's context unchecked.

`validate(candidate, state, *, covers_through)` runs every rule over a candidate (a
`NarrativeSummary`, or the raw dict a model produced) and returns every finding. A finding of
severity ``"error"`` blocks the commit; a ``"warning"`` is recorded and does not. Malformed
input is reported as findings, never raised.

Rules are small units: a `Rule` has a name and a `check(context)` that yields findings. The
`ValidationContext` gives a rule the parsed candidate and cached, session-scoped access to the
evidence it cites and to current state. Applications add domain rules by passing
``rules=[*DEFAULT_RULES, MyRule()]``.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Literal, Protocol, runtime_checkable

import attrs
import jsonschema
from pydantic import ValidationError

from agentstate._json import JSONObject, JSONValue
from agentstate.errors import InvalidRef
from agentstate.events import Event, parse_ref
from agentstate.summary import Checkpoint, NarrativeSummary

if TYPE_CHECKING:
    from agentstate.state import AgentState

__all__ = [
    "DEFAULT_RULES",
    "Finding",
    "NonEmptyRule",
    "RefsRule",
    "Rule",
    "SchemaRule",
    "Severity",
    "ValidationContext",
    "blocking",
    "validate",
]

Severity = Literal["error", "warning"]


@attrs.frozen(kw_only=True)
class Finding:
    """One problem with a candidate summary."""

    rule: str
    """The rule that found it (``schema``, ``refs``, ``authority``, ...)."""
    severity: Severity
    """``"error"`` blocks the commit; ``"warning"`` is recorded only."""
    path: str
    """Where in the summary (``"decisions[1].text"``; ``""`` for the whole summary)."""
    message: str
    """What is wrong, in a sentence a person can act on."""
    expected: str | None = None
    """What the rule expected to find."""
    found: str | None = None
    """What it found instead."""
    refs: tuple[str, ...] = ()
    """Refs of the events involved."""

    def __str__(self) -> str:
        where = f" at {self.path}" if self.path else ""
        detail = ""
        if self.expected is not None or self.found is not None:
            detail = f" (expected {self.expected!s}; found {self.found!s})"
        refs = f" [{', '.join(self.refs)}]" if self.refs else ""
        return f"{self.severity}: {self.rule}{where}: {self.message}{detail}{refs}"

    def to_json(self) -> JSONObject:
        """The finding as JSON, as recorded in a rejected compaction's event."""
        return {
            "rule": self.rule,
            "severity": self.severity,
            "path": self.path,
            "message": self.message,
            "expected": self.expected,
            "found": self.found,
            "refs": list(self.refs),
        }


def blocking(findings: Iterable[Finding]) -> list[Finding]:
    """The findings that block a commit (severity ``"error"``)."""
    return [finding for finding in findings if finding.severity == "error"]


@attrs.define
class ValidationContext:
    """What a rule may look at: the candidate, its coverage, and the session's state."""

    state: AgentState
    """The session the candidate summarizes."""
    raw: JSONObject | None
    """The candidate as JSON (None if it was not even a JSON object)."""
    candidate: object
    """The candidate exactly as given."""
    schema: type[NarrativeSummary]
    """The summary schema the candidate must satisfy."""
    covers_through: int
    """The last seq the candidate claims to cover."""
    parent: Checkpoint | None
    """The checkpoint the candidate would replace (None for the first)."""
    budget_tokens: int | None = None
    """The most tokens the rendered summary may take, if bounded."""
    summary: NarrativeSummary | None = None
    """The parsed candidate, once the schema rule accepted it."""
    _events: dict[int, Event | None] = attrs.field(factory=dict, init=False)

    def event(self, ref: str) -> Event | None:
        """The event a ref names in this session, or None (missing, or not a ref)."""
        try:
            _, seq = parse_ref(ref)
        except InvalidRef:
            return None
        if seq not in self._events:
            with self.state.backend.read(self.state.session_id) as reader:
                self._events[seq] = reader.event(seq)
        return self._events[seq]

    def events(self, refs: Iterable[str]) -> list[Event]:
        """The events of the refs that resolve, in the order given."""
        found = (self.event(ref) for ref in refs)
        return [event for event in found if event is not None]


@runtime_checkable
class Rule(Protocol):
    """A validator rule: a name and a check yielding findings."""

    name: str

    def check(self, context: ValidationContext) -> Iterable[Finding]:
        """Yield every finding of this rule for the candidate in `context`."""
        ...


def _json_path(parts: Iterable[object]) -> str:
    out = ""
    for part in parts:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


class SchemaRule:
    """The candidate satisfies the summary schema: JSON Schema first, then pydantic."""

    name = "schema"

    def check(self, context: ValidationContext) -> Iterator[Finding]:
        """Report every schema violation; on success, store the parsed summary."""
        candidate = context.candidate
        if isinstance(candidate, context.schema):
            context.summary = candidate
            return
        if context.raw is None:
            yield Finding(
                rule=self.name,
                severity="error",
                path="",
                message="the summary must be a JSON object",
                expected="object",
                found=type(candidate).__name__,
            )
            return
        validator = jsonschema.Draft202012Validator(context.schema.json_schema())
        errors = sorted(validator.iter_errors(context.raw), key=lambda error: list(error.path))
        for error in errors:
            yield Finding(
                rule=self.name,
                severity="error",
                path=_json_path(error.path),
                message=error.message,
                expected=str(error.validator_value)[:200],
                found=repr(error.instance)[:200],
            )
        if errors:
            return
        try:
            context.summary = context.schema.model_validate(context.raw)
        except ValidationError as exc:
            for detail in exc.errors():
                yield Finding(
                    rule=self.name,
                    severity="error",
                    path=_json_path(detail["loc"]),
                    message=detail["msg"],
                    found=repr(detail.get("input"))[:200],
                )


class NonEmptyRule:
    """The summary says something: an objective, and no blank item."""

    name = "non-empty"

    def check(self, context: ValidationContext) -> Iterator[Finding]:
        """Report a blank objective or any blank item."""
        summary = context.summary
        if summary is None:
            return
        for path, item in summary.items():
            if not item.text.strip():
                yield Finding(
                    rule=self.name,
                    severity="error",
                    path=f"{path}.text",
                    message="the item's text is blank"
                    if path != "objective"
                    else "the summary has no objective",
                    expected="a sentence",
                    found=repr(item.text),
                    refs=tuple(item.refs),
                )


class RefsRule:
    """Every cited ref exists in this session and lies inside the covered range."""

    name = "refs"

    def check(self, context: ValidationContext) -> Iterator[Finding]:
        """Report refs to missing events or to events past ``covers_through``."""
        summary = context.summary
        if summary is None:
            return
        for path, item in summary.items():
            for index, ref in enumerate(item.refs):
                event = context.event(ref)
                where = f"{path}.refs[{index}]"
                if event is None:
                    yield Finding(
                        rule=self.name,
                        severity="error",
                        path=where,
                        message=f"{ref} does not exist in session {context.state.session_id!r}",
                        expected="a ref of this session",
                        found=ref,
                        refs=(ref,),
                    )
                elif event.seq > context.covers_through:
                    yield Finding(
                        rule=self.name,
                        severity="error",
                        path=where,
                        message=(
                            f"{ref} lies beyond the covered range (through "
                            f"ev_{context.covers_through}); a summary cites only what it covers"
                        ),
                        expected=f"a ref at or before ev_{context.covers_through}",
                        found=ref,
                        refs=(ref,),
                    )


DEFAULT_RULES: tuple[Rule, ...] = (SchemaRule(), NonEmptyRule(), RefsRule())
"""The rules every compaction runs, in order."""


def _as_json(candidate: object) -> JSONObject | None:
    if isinstance(candidate, NarrativeSummary):
        dumped: JSONObject = candidate.model_dump(mode="json")
        return dumped
    if isinstance(candidate, Mapping) and all(isinstance(key, str) for key in candidate):
        return dict(candidate)
    return None


def validate(
    candidate: NarrativeSummary | Mapping[str, JSONValue] | object,
    state: AgentState,
    *,
    covers_through: int,
    parent: Checkpoint | None = None,
    schema: type[NarrativeSummary] | None = None,
    budget_tokens: int | None = None,
    rules: Sequence[Rule] = DEFAULT_RULES,
) -> list[Finding]:
    """Check a candidate summary against its schema, the evidence and the session's state.

    Args:
        candidate: A `NarrativeSummary` (or subclass) or the raw dict a model produced;
            anything else is reported as a schema finding.
        state: The session the candidate summarizes.
        covers_through: The last seq the candidate would cover.
        parent: The checkpoint it would replace (default: the session's latest).
        schema: The summary schema (default: the candidate's class, else `NarrativeSummary`).
        budget_tokens: The most tokens the rendered summary may take, if bounded.
        rules: The rules to run, in order (default `DEFAULT_RULES`).

    Returns:
        Every finding, errors and warnings, in rule order. Empty means the candidate passes.
    """
    if schema is None:
        schema = type(candidate) if isinstance(candidate, NarrativeSummary) else NarrativeSummary
    if parent is None:
        with state.backend.read(state.session_id) as reader:
            parent = reader.latest_checkpoint()
    context = ValidationContext(
        state=state,
        raw=_as_json(candidate),
        candidate=candidate,
        schema=schema,
        covers_through=covers_through,
        parent=parent,
        budget_tokens=budget_tokens,
    )
    findings: list[Finding] = []
    for rule in rules:
        findings.extend(rule.check(context))
        if rule.name == "schema" and context.summary is None:
            break
    return findings
