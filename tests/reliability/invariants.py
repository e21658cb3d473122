"""Invariants checked on every snapshot: after every kill, race, fault, and by concurrent readers.

The log's own (seq dense, token sums, open-call bookkeeping, refs, search index), then the
DESIGN's invariants over the parts built on it:

- 9: folding the log's state events rebuilds every stored fact, action and checkpoint;
- 3, 5, 6: checkpoint versions are dense, each the child of the one before; each boundary
  is a safe split point past the previous one and before its own commit; a compaction that
  did not commit moved nothing;
- 1: every event is covered by the latest checkpoint or rendered in the verbatim tail, and
  (2) the rendered request pairs every tool call with its result;
- the ledger: no action decided twice or executed twice, executed only after an approval of
  the same digest, never approved by the model; failed only after executed, and failed by the
  tool only at an error result;
- 10: every provenance ref (a fact's source, a move's source, a pin's target, a summary's
  citations) resolves to an event of this session that precedes what cites it.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from agentstate import MODEL_ACTOR, ApproximateTokenCounter, Event, EventKind
from agentstate._json import digest
from agentstate.backends.base import SessionReader
from agentstate.errors import PendingToolCalls
from agentstate.events import measure, parse_ref, search_text
from agentstate.formats import check_anthropic, check_openai
from agentstate.ledger import TOOL_ACTOR
from agentstate.replay import Projection, replay, replay_events, stored_projection

from .base import Invariant, View, marker, marker_of

_COUNTER = ApproximateTokenCounter()


def _dense_seq(view: View) -> None:
    seqs = [event.seq for event in view.events]
    assert seqs == list(range(1, len(seqs) + 1)), f"seqs are not dense from 1: {seqs[:20]}..."
    head = view.reader.head()
    assert head.seq == len(seqs), f"head.seq {head.seq} but {len(seqs)} events"
    assert all(event.session_id == view.state.session_id for event in view.events)


def _running_tokens(view: View) -> None:
    total = 0
    for event in view.events:
        expected = measure(_COUNTER, event.kind, event.content).tokens
        assert event.tokens == expected, f"{event.ref}: tokens {event.tokens} != {expected}"
        total += event.tokens
        assert event.cum_tokens == total, f"{event.ref}: cum_tokens {event.cum_tokens} != {total}"
    assert view.reader.head().cum_tokens == total


def _open_call_bookkeeping(view: View) -> None:
    open_calls: dict[str, int] = {}
    answered: dict[str, int] = {}
    for event in view.events:
        if event.kind is EventKind.ASSISTANT:
            for call in event.tool_calls:
                assert call.id is not None
                assert call.id not in open_calls, f"{event.ref}: call {call.id} opened twice"
                assert call.id not in answered, f"{event.ref}: call {call.id} reused"
                open_calls[call.id] = event.seq
                record = view.reader.tool_call(call.id)
                assert record is not None, f"{event.ref}: no tool_calls row for {call.id}"
                assert (record.call_seq, record.name) == (event.seq, call.name), record
        elif event.kind is EventKind.TOOL_RESULT:
            call_id = event.content["call_id"]
            assert isinstance(call_id, str)
            assert call_id in open_calls, f"{event.ref} answers {call_id}, which is not open"
            call_seq = open_calls.pop(call_id)
            answered[call_id] = event.seq
            record = view.reader.tool_call(call_id)
            assert record is not None
            assert record.result_seq == event.seq, f"{call_id}: result_seq {record.result_seq}"
            assert record.call_seq == call_seq
            assert event.content["name"] == record.name
        assert event.open_calls == len(open_calls), (
            f"{event.ref}: open_calls {event.open_calls} but {len(open_calls)} calls are open"
        )
    for call_id in open_calls:
        record = view.reader.tool_call(call_id)
        assert record is not None
        assert record.result_seq is None, f"{call_id} has a result_seq but no result event"
    stored_open = [record.call_id for record in view.reader.open_tool_calls()]
    assert sorted(stored_open) == sorted(open_calls), (stored_open, sorted(open_calls))
    assert view.reader.head().open_calls == len(open_calls)


def _sample(view: View, count: int) -> list[Event]:
    if len(view.events) <= count:
        return view.events
    rng = random.Random(len(view.events))
    return [*rng.sample(view.events[:-1], count - 1), view.events[-1]]


def _refs_resolve(view: View) -> None:
    for event in _sample(view, 12):
        assert view.state.evidence.get(event.ref) == event
        around = view.state.evidence.expand(event.ref, before=1, after=1)
        assert event in around
        assert [e.seq for e in around] == list(range(around[0].seq, around[-1].seq + 1))


def _search_index_matches_log(view: View) -> None:
    for event in _sample(view, 12):
        found = marker_of(event)
        if found is None or marker(*found) not in search_text(event.kind, event.content):
            continue  # compaction outcomes are not indexed
        hits = view.state.evidence.search(marker(*found), k=3)
        assert [hit.event.seq for hit in hits] == [event.seq], (
            f"searching {marker(*found)} gave {[hit.ref for hit in hits]}, not {event.ref}"
        )


def _session_listed(view: View) -> None:
    if not view.events:
        return
    listed = {info.session_id: info.last_seq for info in view.state.backend.sessions()}
    assert listed.get(view.state.session_id) == len(view.events), listed


# --- the parts built over the log ----------------------------------------------------------


def stored_in(reader: SessionReader, through: int) -> Projection:
    """`agentstate.replay.stored_projection`, read through an open snapshot."""
    facts = [
        record
        for current in reader.facts()
        for record in reader.fact_history(current.key)
        if record.event_seq <= through
    ]
    actions = [
        record
        for current in reader.actions()
        for record in reader.action_history(current.action_id)
        if record.event_seq <= through
    ]
    return Projection(
        through=through,
        facts=tuple(sorted(facts, key=lambda record: record.event_seq)),
        actions=tuple(sorted(actions, key=lambda record: record.event_seq)),
        checkpoints=tuple(c for c in reader.checkpoints() if c.event_seq <= through),
    )


def _replay_equals_store(view: View) -> None:
    last = len(view.events)
    replayed = replay_events(view.events, through=last)
    stored = stored_in(view.reader, last)
    for name in ("facts", "actions", "checkpoints"):
        got, want = getattr(replayed, name), getattr(stored, name)
        assert got == want, f"replayed {name} differ from the stored ones: {got!r} != {want!r}"


def _summary_refs(value: Any) -> Iterator[str]:
    if isinstance(value, dict):
        refs = value.get("refs")
        if isinstance(refs, list):
            yield from (ref for ref in refs if isinstance(ref, str))
        for inner in value.values():
            if isinstance(inner, dict | list):
                yield from _summary_refs(inner)
    elif isinstance(value, list):
        for inner in value:
            yield from _summary_refs(inner)


def _checkpoint_chain(view: View) -> None:
    checkpoints = view.reader.checkpoints()
    compactions = [event for event in view.events if event.kind is EventKind.COMPACTION]
    committed = [e for e in compactions if e.content.get("outcome") == "committed"]
    assert [c.event_seq for c in checkpoints] == [e.seq for e in committed], (
        f"checkpoints at {[c.event_seq for c in checkpoints]}, committed compactions at "
        f"{[e.seq for e in committed]}"
    )
    floor = 0
    boundaries: dict[int, int] = {}  # seq of a commit -> the boundary from then on
    for version, (checkpoint, event) in enumerate(zip(checkpoints, committed, strict=True), 1):
        assert (checkpoint.version, checkpoint.parent) == (version, version - 1), checkpoint
        through = checkpoint.covers_through
        assert floor < through < checkpoint.event_seq, (
            f"v{version} covers through ev_{through}: not past ev_{floor} and before its commit"
        )
        assert view.by_seq[through].open_calls == 0, f"v{version}'s boundary tears a tool exchange"
        content = event.content
        assert (content["version"], content["parent"], content["covers_through"]) == (
            version, version - 1, through,
        ), content  # fmt: skip
        assert content["summary"] == checkpoint.summary
        for ref in _summary_refs(checkpoint.summary):
            cited = parse_ref(ref)[1]
            assert cited <= through, f"v{version} cites {ref}, past its boundary ev_{through}"
        floor = through
        boundaries[checkpoint.event_seq] = through
    for event in compactions:
        if event.content.get("outcome") != "committed":
            before = [b for seq, b in boundaries.items() if seq < event.seq]
            assert event.content["previous_covers_through"] in {0, *before}, event.content
    coverage = view.reader.coverage()
    if checkpoints:
        latest = checkpoints[-1]
        boundary = view.by_seq[latest.covers_through]
        pinned = sum(
            view.by_seq[pin.target_seq].tokens
            for pin in view.reader.pins()
            if pin.target_seq <= latest.covers_through
        )
        assert (coverage.version, coverage.covers_through) == (latest.version, floor)
        assert coverage.summary_tokens == latest.token_count
        assert coverage.boundary_cum_tokens == boundary.cum_tokens
        assert coverage.pinned_tokens == pinned, (coverage.pinned_tokens, pinned)
    else:
        assert (coverage.version, coverage.covers_through) == (0, 0), coverage


_PATHS = (
    ["pending"],
    *(["pending", status] for status in ("approved", "rejected", "cancelled")),
    *(["pending", "approved", status] for status in ("executed", "revoked")),
    ["pending", "approved", "failed"],
    ["pending", "approved", "executed", "failed"],
)


def _ledger_rules(view: View) -> None:
    for current in view.reader.actions():
        history = view.reader.action_history(current.action_id)
        statuses = [row.status for row in history]
        assert statuses in _PATHS, f"{current.action_id} went {' -> '.join(statuses)}"
        proposal = history[0]
        assert current.action_id == f"act_{proposal.event_seq}"
        assert proposal.digest == digest(proposal.params), f"{current.action_id}: digest"
        for previous, row in zip([None, *history], history, strict=False):
            assert (row.kind, row.params, row.digest) == (
                proposal.kind, proposal.params, proposal.digest,
            ), f"{current.action_id} changed its params"  # fmt: skip
            event = view.by_seq[row.event_seq]
            assert event.kind is EventKind.LEDGER
            assert event.content["action"] == current.action_id
            assert event.content["status"] == row.status
            assert row.source_seq < row.event_seq, f"{event.ref} cites a later source"
            if row.status == "approved":
                assert row.actor.strip().casefold() != MODEL_ACTOR, f"{event.ref}: model approved"
            if row.status == "executed":
                assert previous is not None
                assert previous.status == "approved", f"{event.ref} executed unapproved"
                assert event.content["digest"] == proposal.digest, f"{event.ref}: digest"
            if row.status == "failed" and row.actor == TOOL_ACTOR:
                result = view.by_seq[row.source_seq]
                assert result.kind is EventKind.TOOL_RESULT, f"{event.ref} failed by no result"
                assert result.content["is_error"] is True, f"{event.ref} failed by a success"


def _provenance_resolves(view: View) -> None:
    for current in view.reader.facts():
        for row in view.reader.fact_history(current.key):
            assert row.source_seq < row.event_seq, f"ev_{row.event_seq} cites a later source"
            assert row.source_seq in view.by_seq
            event = view.by_seq[row.event_seq]
            assert event.kind is EventKind.FACT
            assert (event.content["key"], event.content["value"]) == (row.key, row.value)
            assert event.content["source"] == f"ev_{row.source_seq}"
    for event in view.events:
        if event.kind is EventKind.FACT:
            source = parse_ref(event.content["source"])[1]
            assert source < event.seq, f"{event.ref} cites a later source"
    pinned: set[int] = set()
    for pin in view.reader.pins():
        target = view.by_seq[pin.target_seq]
        assert target.is_message, f"{target.ref} is pinned but is a {target.kind} event"
        assert pin.target_seq not in pinned, f"{target.ref} is pinned twice"
        pinned.add(pin.target_seq)
        event = view.by_seq[pin.event_seq]
        assert event.kind is EventKind.PIN
        assert event.content["target"] == target.ref
        assert target.seq < event.seq
    assert (
        len(view.pins_by_target)
        == len(pinned)
        == sum(len(events) for events in view.pins_by_target.values())
    ), "pin events and pin rows disagree"


def _replay_api(view: View) -> None:
    assert replay(view.state) == stored_projection(view.state)


def _covered_or_tail(view: View) -> None:
    state = view.state
    with state.backend.read(state.session_id) as reader:
        open_calls = reader.head().open_calls
        latest = reader.latest_checkpoint()
        events = reader.events()
    if open_calls:
        try:
            state.context(system="reliability", budget=None)
        except PendingToolCalls:
            return
        raise AssertionError("a context was rendered while a tool call awaits its result")
    context = state.context(system="reliability", budget=None)
    boundary = latest.covers_through if latest is not None else 0
    assert context.checkpoint == latest
    assert context.tail_from == boundary + 1
    expected = [event for event in events if event.is_message and event.seq > boundary]
    assert list(context.tail) == expected, "the verbatim tail is not every message after it"
    assert not check_openai(context.to_openai()), check_openai(context.to_openai())
    problems = check_anthropic(context.to_anthropic()["messages"])
    assert not problems, problems


INVARIANTS: list[Invariant] = [
    Invariant("seq is dense from 1 and head matches", _dense_seq),
    Invariant("token estimates and running sums", _running_tokens),
    Invariant("open tool calls match the events", _open_call_bookkeeping),
    Invariant("every ref resolves to its event", _refs_resolve),
    Invariant("the search index matches the log", _search_index_matches_log),
    Invariant("replaying the log rebuilds every projection (9)", _replay_equals_store),
    Invariant("checkpoints chain, boundaries move forward to safe points (3, 5, 6)",
              _checkpoint_chain),
    Invariant("actions decided once, executed once with the approved digest", _ledger_rules),
    Invariant("every provenance ref resolves before what cites it (10)", _provenance_resolves),
]  # fmt: skip
"""Checks of any committed snapshot."""

STORE_INVARIANTS: list[Invariant] = [
    Invariant("the session is listed with its last seq", _session_listed),
    Invariant("replay() equals stored_projection() (9)", _replay_api),
    Invariant("every event covered or in the rendered tail; calls paired (1, 2)",
              _covered_or_tail),
]  # fmt: skip
"""Checks that read outside the snapshot's transaction: run only when no writer is active."""
