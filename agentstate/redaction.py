"""Redaction: forget what an event said, keep that it happened.

`redact` replaces an event's content (all of it, or the JSON paths given) with the marker
`REDACTED`, in one transaction that also appends a ``redaction`` event naming who, when and
why (never the old content). The log keeps its structure: the event's seq, kind, time and
token figures stay, an assistant message keeps its tool calls' ids and names and a result
its call id, so pairing, rendering, replay and the refs of summaries still work.

What was derived from the event follows a policy, `Derived`:

- ``"redact"`` (the default): scratchpad writes whose source is the event have their value
  replaced by the marker, ledger actions proposed from it their params (the digest stays: an
  approval still binds to the original parameters), and checkpoint items citing it their text;
- ``"keep"``: those stay as they are (an order id captured from a message that also held a
  card number, say).

Either way, the checkpoints whose items cite the event are listed in the redaction event
(`Redaction.checkpoints`). The backend rewrites every copy it keeps (search index,
embeddings, projections); see `agentstate.backends.rewrites` and the privacy guide for what
each backend guarantees about its files.

**Paths** are dotted, relative to the event's content: ``text``, ``result.card.number``,
``tool_calls.0.arguments.email``, ``blocks.1.text``; an integer picks a list item, ``*`` every
item. What pairs or renders the event (call ids, tool names, ``is_error``, block types, a
fact's key and source) cannot be redacted.

An opaque item (`agentstate.events.opaque`) is redacted like a message: whole, its
``item`` becomes the marker (its provider tag stays), so it is no longer an item of its
provider and a bridge leaves it out of what it gives back; or at paths under ``item``
(``item.action.query``), which keeps its shape: the provider gets the item with the marker
in those places.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, Literal, cast, get_args

import attrs

from agentstate import _json
from agentstate._actors import check_actor
from agentstate._json import JSONObject, JSONValue
from agentstate.backends.base import SessionWriter
from agentstate.backends.rewrites import ActionParams, EventRewrite, Rewrites, RewritingWriter
from agentstate.errors import EvidenceNotFound, InvalidInput, RedactionUnsupported
from agentstate.events import Event, EventKind, EventSpec, RefLike, format_ref, parse_ref
from agentstate.events import search_text as event_search_text
from agentstate.log import EventLog
from agentstate.scratchpad import fact_record
from agentstate.summary import Checkpoint

__all__ = [
    "REDACTED",
    "Derived",
    "Redaction",
    "redact",
    "redacted_content",
    "redaction_of",
    "redactions",
    "rewriting_writer",
]

REDACTED: Final = "[redacted]"
"""What a redacted value becomes."""

Derived = Literal["redact", "keep"]
"""What happens to facts, ledger params and checkpoint items derived from a redacted event."""

_MAX_REASON = 1000
_REDACTABLE: Final = frozenset(
    {
        EventKind.USER,
        EventKind.ASSISTANT,
        EventKind.TOOL_RESULT,
        EventKind.SYSTEM,
        EventKind.FACT,
        EventKind.LEDGER,
        EventKind.OPAQUE,
    }
)
_STRUCTURAL: Final = frozenset({"call_id", "name", "is_error"})
"""Top-level keys that pair a tool result with its call: never redacted."""


@attrs.frozen
class Redaction:
    """A redaction as its event records it."""

    ref: str
    """The redaction event's ref."""
    target: str
    """The event redacted."""
    by: str
    """Who redacted it."""
    reason: str
    """Why."""
    paths: tuple[str, ...] | None
    """The paths redacted (None: the whole content)."""
    derived: Derived
    """The policy applied to what was derived from the target."""
    rewritten: tuple[str, ...]
    """Every event whose content changed: the target, then derived facts and proposals."""
    checkpoints: tuple[int, ...]
    """Versions of the checkpoints with an item citing the target (marked)."""


def redaction_of(event: Event) -> Redaction:
    """Read a ``redaction`` event.

    Raises:
        InvalidInput: The event is of another kind.
    """
    if event.kind is not EventKind.REDACTION:
        msg = f"{event.ref} is a {event.kind} event, not a redaction"
        raise InvalidInput(msg)
    content = event.content
    paths = content["paths"]
    rewritten, checkpoints = content["rewritten"], content["checkpoints"]
    assert isinstance(rewritten, list)
    assert isinstance(checkpoints, list)
    return Redaction(
        ref=event.ref,
        target=str(content["target"]),
        by=str(content["by"]),
        reason=str(content["reason"]),
        paths=None if paths is None else tuple(map(str, paths)),  # type: ignore[arg-type]  # a list when not None
        derived="keep" if content["derived"] == "keep" else "redact",
        rewritten=tuple(map(str, rewritten)),
        checkpoints=tuple(int(version) for version in checkpoints),  # type: ignore[arg-type]  # ints as written
    )


def redactions(log: EventLog) -> list[Redaction]:
    """Every redaction of `log`'s session, oldest first (who, when by its event, why, what).

    The checkpoints a redaction marked are in its `Redaction.checkpoints`.
    """
    with log.read() as reader:
        events = reader.events(kinds=(EventKind.REDACTION,))
    return [redaction_of(event) for event in events]


def rewriting_writer(tx: SessionWriter) -> RewritingWriter:
    """The transaction as a `RewritingWriter`.

    Raises:
        RedactionUnsupported: The backend cannot rewrite stored content.
    """
    # Looked up, not isinstance-checked: a writer that delegates (a wrapper's __getattr__)
    # has the methods without declaring them, and a runtime protocol check would miss them.
    if not all(callable(getattr(tx, name, None)) for name in ("rewrite", "erase")):
        msg = f"{type(tx).__name__} cannot rewrite stored content (no redaction or erasure)"
        raise RedactionUnsupported(msg)
    return cast("RewritingWriter", tx)


# --- what a redacted event holds ---------------------------------------------------------------


def _blocks(value: JSONValue) -> list[JSONValue]:
    """Every block as a text block holding the marker (media blocks included)."""
    assert isinstance(value, list)
    return [{"type": "text", "text": REDACTED} for _ in value]


def _whole(kind: EventKind, content: JSONObject) -> JSONObject:
    out: JSONObject = {}
    for key, value in content.items():
        if key == "extra":
            continue  # an import's or a stray result's copy of the content
        if key == "blocks" and value is not None:
            out[key] = _blocks(value)
        elif key == "tool_calls" and isinstance(value, list):
            out[key] = [{**call, "arguments": REDACTED} for call in value if isinstance(call, dict)]
        elif key in ("text", "result", "value", "params", "detail", "item"):
            # (a capture's detail may quote the value it could not take)
            out[key] = None if value is None else REDACTED
        else:
            out[key] = value
    if kind is EventKind.FACT and "value" not in content and "detail" not in content:
        msg = "this fact event recorded no value and no detail: nothing to redact"
        raise InvalidInput(msg)
    return out


def _allowed(kind: EventKind, segments: Sequence[str]) -> bool:
    """Whether a path leaves alone what pairs or renders the event."""
    first = segments[0]
    if kind is EventKind.FACT:
        return first == "value"
    if kind is EventKind.LEDGER:
        return first == "params"
    if kind is EventKind.OPAQUE:
        return first == "item"
    if first == "tool_calls":
        return len(segments) >= 3 and segments[2] == "arguments"
    if first == "blocks":
        return len(segments) >= 3 and segments[2] != "type"
    return first not in _STRUCTURAL


def _redact_path(value: JSONValue, segments: Sequence[str], path: str) -> tuple[JSONValue, int]:
    """`value` with what `segments` names replaced by the marker, and how many were."""
    if not segments:
        return REDACTED, 1
    head, rest = segments[0], segments[1:]
    if isinstance(value, dict) and head in value:
        changed, count = _redact_path(value[head], rest, path)
        return {**value, head: changed}, count
    if isinstance(value, list):
        if head == "*":
            items = [_redact_path(item, rest, path) for item in value]
            return [item for item, _ in items], sum(count for _, count in items)
        if head.isdigit() and int(head) < len(value):
            index = int(head)
            changed, count = _redact_path(value[index], rest, path)
            return [*value[:index], changed, *value[index + 1 :]], count
    msg = f"path {path!r} names nothing in this event (at {head!r})"
    raise InvalidInput(msg)


def redacted_content(
    kind: EventKind, content: JSONObject, paths: Sequence[str] | None = None
) -> JSONObject:
    """What an event's content becomes when redacted (whole, or at `paths`).

    Raises:
        InvalidInput: The kind cannot be redacted, or a path is malformed, names nothing,
            or names what pairs or renders the event.
    """
    if kind not in _REDACTABLE:
        msg = (
            f"a {kind} event cannot be redacted "
            "(messages, opaque items, facts and ledger proposals can)"
        )
        raise InvalidInput(msg)
    if kind is EventKind.LEDGER and "params" not in content:
        msg = "only a ledger proposal holds params to redact; this event moves an action"
        raise InvalidInput(msg)
    if paths is None:
        return _whole(kind, content)
    if isinstance(paths, str) or not paths:
        msg = "paths must be a non-empty list of dotted paths (None redacts the whole event)"
        raise InvalidInput(msg)
    out: JSONValue = content
    for path in paths:
        if not isinstance(path, str) or not path or any(not part for part in path.split(".")):
            msg = f"{path!r} is not a dotted path such as 'result.card.number'"
            raise InvalidInput(msg)
        segments = path.split(".")
        if not _allowed(kind, segments):
            msg = f"path {path!r} names what pairs or renders the event; it cannot be redacted"
            raise InvalidInput(msg)
        out, count = _redact_path(out, segments, path)
        if not count:
            msg = f"path {path!r} names nothing in this event"
            raise InvalidInput(msg)
    assert isinstance(out, dict)
    return out


# --- the operation ------------------------------------------------------------------------------


def _cited(summary: JSONValue, ref: str, *, mark: bool) -> tuple[JSONValue, bool]:
    """(`summary` with the text of items citing `ref` redacted when `mark`, whether any cite it)."""
    if isinstance(summary, list):
        items = [_cited(item, ref, mark=mark) for item in summary]
        return [item for item, _ in items], any(found for _, found in items)
    if not isinstance(summary, dict):
        return summary, False
    refs = summary.get("refs")
    cites = isinstance(refs, list) and ref in refs and isinstance(summary.get("text"), str)
    out: JSONObject = {}
    found = cites
    for key, value in summary.items():
        out[key], inside = _cited(value, ref, mark=mark)
        found = found or inside
    if cites and mark:
        out["text"] = REDACTED
    return out, found


def _rewrite(event: Event, content: JSONObject) -> EventRewrite:
    return EventRewrite(
        event.seq,
        content,
        _json.dumps(content, what=f"redacted {event.ref}"),
        event_search_text(event.kind, content),
    )


@attrs.define
class _Plan:
    events: list[EventRewrite] = attrs.Factory(list)
    facts: list[Event] = attrs.Factory(list)
    actions: list[ActionParams] = attrs.Factory(list)
    checkpoints: list[Checkpoint] = attrs.Factory(list)
    marked: list[int] = attrs.Factory(list)

    def add(self, event: Event, content: JSONObject) -> None:
        self.events.append(_rewrite(event, content))
        if event.kind is EventKind.FACT:
            self.facts.append(attrs.evolve(event, content=content))
        elif event.kind is EventKind.LEDGER:
            self.actions.append(ActionParams(str(content["action"]), content["params"]))

    def rewrites(self) -> Rewrites:
        facts = tuple(record for e in self.facts if (record := fact_record(e)) is not None)
        return Rewrites(
            events=tuple(self.events),
            facts=facts,
            actions=tuple(self.actions),
            checkpoints=tuple(self.checkpoints),
        )


def _derived(tx: SessionWriter, plan: _Plan, target: Event, *, redact: bool) -> None:
    ref = target.ref
    if redact and target.is_message:
        for event in tx.events(after=target.seq, kinds=(EventKind.FACT, EventKind.LEDGER)):
            if event.content.get("source") != ref:
                continue
            content = event.content
            if (event.kind is EventKind.FACT and ("value" in content or "detail" in content)) or (
                event.kind is EventKind.LEDGER and "params" in content
            ):
                plan.add(event, _whole(event.kind, event.content))
    for checkpoint in tx.checkpoints():
        if checkpoint.event_seq <= target.seq:
            continue
        summary, cites = _cited(checkpoint.summary, ref, mark=redact)
        if not cites:
            continue
        plan.marked.append(checkpoint.version)
        if redact:
            assert isinstance(summary, dict)
            plan.checkpoints.append(attrs.evolve(checkpoint, summary=summary))
    if redact:
        for compaction in tx.events(after=target.seq, kinds=(EventKind.COMPACTION,)):
            redacted = _compaction_redacted(compaction.content, ref)
            if redacted is not None:
                plan.events.append(_rewrite(compaction, redacted))


_SUMMARIES: Final = ("summary", "candidate", "repaired_candidate")
"""The keys of a compaction event that hold a summary: committed, rejected, repaired."""
_FINDINGS: Final = ("findings", "repaired_findings")
_QUOTING: Final = ("message", "found", "expected")
"""The fields of a finding that may quote the summary's text or the event's."""


def _compaction_redacted(content: JSONObject, ref: str) -> JSONObject | None:
    """A compaction event's content with what quotes `ref` redacted, or None if nothing does.

    The text of every summary item citing `ref` (the checkpoint, a rejected candidate, its
    repair), and what the validator's findings quote of those items or of the event
    (`_QUOTING`: a finding citing `ref`, or on an item that cites it).
    """
    out = dict(content)
    paths: list[str] = []
    for key in _SUMMARIES:
        if key in content:
            out[key], cites = _cited(content[key], ref, mark=True)
            if cites:
                paths += _citing_paths(content[key], ref)
    changed = out != content
    for key in _FINDINGS:
        findings = content.get(key)
        if not isinstance(findings, list):
            continue
        redacted: list[JSONValue] = []
        for finding in findings:
            if isinstance(finding, dict) and _quotes(finding, ref, paths):
                finding = {**finding, **{field: REDACTED for field in _QUOTING if field in finding}}
                changed = True
            redacted.append(finding)
        out[key] = redacted
    return out if changed else None


def _quotes(finding: JSONObject, ref: str, paths: list[str]) -> bool:
    """Whether a finding cites `ref`, or is on an item (its path) that cites it."""
    refs = finding.get("refs")
    path = finding.get("path")
    return (isinstance(refs, list) and ref in refs) or (
        isinstance(path, str)
        and any(path == item or path.startswith((item + ".", item + "[")) for item in paths)
    )


def _citing_paths(summary: JSONValue, ref: str, at: str = "") -> list[str]:
    """The paths ("objective", "decisions[2]") of the items of `summary` that cite `ref`."""
    if isinstance(summary, list):
        return [
            p
            for index, item in enumerate(summary)
            for p in _citing_paths(item, ref, f"{at}[{index}]")
        ]
    if not isinstance(summary, dict):
        return []
    refs = summary.get("refs")
    found = [at] if at and isinstance(refs, list) and ref in refs else []
    for key, value in summary.items():
        found += _citing_paths(value, ref, f"{at}.{key}" if at else key)
    return found


def _check_text(value: object, *, what: str) -> str:
    if not isinstance(value, str) or not value.strip() or len(value) > _MAX_REASON:
        msg = f"{what} must be a non-empty string of at most {_MAX_REASON} characters"
        raise InvalidInput(msg)
    return value


def redact(
    log: EventLog,
    ref: RefLike,
    *,
    by: str,
    reason: str,
    paths: Sequence[str] | None = None,
    derived: Derived = "redact",
) -> Event:
    """Redact an event of `log`'s session, in one transaction; the redaction event.

    See the module docs for what changes and what stays.

    Raises:
        InvalidRef: `ref` has the wrong shape.
        EvidenceNotFound: No such event in this session (a ref of another session included).
        InvalidInput: `by`, `reason`, `paths` or `derived` is invalid, or the event cannot
            be redacted (a compaction, a pin, a redaction...).
        RedactionUnsupported: The backend cannot rewrite stored content.
    """
    session_id, seq = parse_ref(ref)
    by = check_actor(by, what="the redacting actor")
    reason = _check_text(reason, what="the reason")
    if derived not in get_args(Derived):
        msg = f"derived must be 'redact' or 'keep', not {derived!r}"
        raise InvalidInput(msg)
    if paths is not None:
        paths = list(paths) if not isinstance(paths, str) else paths
    with log.write() as tx:
        writer = rewriting_writer(tx)
        target = tx.event(seq) if session_id in (None, log.session_id) else None
        if target is None:
            msg = f"no event {format_ref(seq)} in session {log.session_id!r}"
            raise EvidenceNotFound(msg, ref=format_ref(seq), session_id=log.session_id)
        plan = _Plan()
        plan.add(target, redacted_content(target.kind, target.content, paths))
        _derived(tx, plan, target, redact=derived == "redact")
        writer.rewrite(plan.rewrites())
        content: JSONObject = {
            "target": target.ref,
            "by": by,
            "reason": reason,
            "paths": None if paths is None else list(paths),
            "derived": derived,
            "rewritten": [format_ref(rewrite.seq) for rewrite in plan.events],
            "checkpoints": list(plan.marked),
        }
        [event] = log.append_in(tx, [EventSpec(EventKind.REDACTION, content)])
    return event
