"""Properties of redaction, on every backend: it changes exactly what it names.

Over random sessions (messages, tool exchanges with captures, scratchpad writes, ledger
proposals) and random redactions of their events, with either policy for derived values:

- replay after the redactions equals the stored projection, and equals the projection from
  before with exactly the derived values replaced by the marker;
- every event keeps its seq, kind, time and token figures; events no redaction rewrote are
  unchanged; tool calls keep their pairing;
- search finds no rewritten event by a word it held.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable

import attrs
from hypothesis import given
from hypothesis import strategies as st

from agentstate import AgentState, CaptureRule, Scratchpad
from agentstate.events import Event, EventKind
from agentstate.redaction import REDACTED, redaction_of
from agentstate.replay import Projection, stored_projection

_sessions = itertools.count()

_steps = st.lists(
    st.sampled_from(["user", "exchange", "fact", "propose", "assistant"]), min_size=1, max_size=8
)


class Facts(Scratchpad):
    code: str | None = None
    note: str | None = None


def _build(state: AgentState, steps: list[str]) -> None:
    for index, step in enumerate(steps):
        word = f"w{index}q"  # a word no other event holds
        if step == "user" or not any(True for _ in state.events(limit=1)):
            state.append_user(f"please remember {word}")
        if step == "exchange":
            call = state.append_tool_call("lookup", {"key": f"{word}k"})
            state.append_tool_result(call, {"code": f"{word}c", "extra": f"{word}e"})
        elif step == "assistant":
            state.append_assistant(f"noted {word}a")
        elif step == "fact":
            last = list(state.events())[-1]
            state.scratchpad.set("note", f"{word}f", source=last.ref)
        elif step == "propose":
            last = list(state.events())[-1]
            state.ledger.propose("refund", {"memo": f"{word}p"}, source=last.ref)


def _redactable(event: Event) -> bool:
    if event.kind is EventKind.LEDGER:
        return "params" in event.content
    if event.kind is EventKind.FACT:
        return "value" in event.content
    return event.is_message


def _expected(before: Projection, targets: list[tuple[Event, str]], through: int) -> Projection:
    """The projection from before, with the values derived from each target redacted."""
    fact_events: set[int] = set()
    action_ids: set[str] = set()
    proposals = {a.action_id: a.source_seq for a in before.actions if a.status == "pending"}
    for target, derived in targets:
        if target.kind is EventKind.FACT:
            fact_events.add(target.seq)
        elif target.kind is EventKind.LEDGER:
            action_ids.add(str(target.content["action"]))
        elif derived == "redact":
            fact_events |= {f.event_seq for f in before.facts if f.source_seq == target.seq}
            action_ids |= {a for a, source in proposals.items() if source == target.seq}
    return attrs.evolve(
        before,
        through=through,
        facts=tuple(
            attrs.evolve(f, value=REDACTED) if f.event_seq in fact_events else f
            for f in before.facts
        ),
        actions=tuple(
            attrs.evolve(a, params=REDACTED) if a.action_id in action_ids else a
            for a in before.actions
        ),
    )


def _words(event: Event) -> set[str]:
    """The generated words an event holds."""
    return set(re.findall(r"w[0-9]+q[a-z]?", str(event.content)))


@given(steps=_steps, data=st.data())
def test_redaction_changes_exactly_what_it_names(
    make_state: Callable[..., AgentState], steps: list[str], data: st.DataObject
) -> None:
    """Replay after redaction is the redacted projection, and nothing else changes."""
    state = make_state(
        f"prop-{next(_sessions)}",
        scratchpad=Facts,
        capture=[CaptureRule(tool="lookup", path="result.code", field="code")],
    )
    _build(state, steps)
    before_events = list(state.events())
    before = state.replay()
    with state.log.read() as reader:
        calls = {c: reader.tool_call(c) for c in _call_ids(before_events)}
    candidates = [event for event in before_events if _redactable(event)]
    chosen = data.draw(
        st.lists(st.sampled_from(candidates), min_size=1, max_size=3, unique_by=lambda e: e.seq)
    )
    targets = [(event, data.draw(st.sampled_from(["redact", "keep"]))) for event in chosen]
    rewritten: set[int] = set()
    for event, derived in targets:
        redaction = state.redact(event.ref, by="ops", reason="property", derived=derived)  # type: ignore[arg-type]
        rewritten |= {int(ref[3:]) for ref in redaction_of(redaction).rewritten}

    after_events = list(state.events())
    assert len(after_events) == len(before_events) + len(targets)
    for old, new in zip(before_events, after_events, strict=False):
        if old.seq in rewritten:
            assert attrs.evolve(new, content=old.content) == old
        else:
            assert new == old
    assert all(e.kind is EventKind.REDACTION for e in after_events[len(before_events) :])

    replayed = state.replay()
    assert replayed == stored_projection(state)
    assert replayed == _expected(before, targets, after_events[-1].seq)
    with state.log.read() as reader:
        assert {c: reader.tool_call(c) for c in calls} == calls
    for seq in rewritten:
        for word in _words(before_events[seq - 1]):
            assert all(hit.event.seq not in rewritten for hit in state.evidence.search(word))


def _call_ids(events: list[Event]) -> list[str]:
    return [call.id for e in events for call in e.tool_calls if call.id is not None]
