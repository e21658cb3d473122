"""The memory backend's indexes (kinds, fact keys, action ids) answer as scans do."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from agentstate.backends.base import ActionRecord, FactRecord
from agentstate.backends.memory import MemoryBackend
from agentstate.events import EventKind
from agentstate.testing.conformance import new_event

_KINDS = [EventKind.USER, EventKind.ASSISTANT, EventKind.SYSTEM, EventKind.COMPACTION]


class _Boom(Exception):
    pass


@given(
    st.lists(st.tuples(st.sampled_from(_KINDS), st.booleans()), min_size=1, max_size=30),
    st.sets(st.sampled_from(_KINDS), min_size=1),
    st.integers(0, 32),
    st.none() | st.integers(0, 32),
    st.none() | st.integers(1, 5),
    st.booleans(),
)
def test_a_kind_filter_equals_a_filtered_scan(
    writes: list[tuple[EventKind, bool]],
    kinds: set[EventKind],
    after: int,
    until: int | None,
    limit: int | None,
    newest_first: bool,
) -> None:
    """Any mix of kept and rolled-back writes: filtering by kind equals filtering a scan."""
    backend = MemoryBackend()
    for kind, kept in writes:
        try:
            with backend.write("s") as tx:
                content = {"outcome": "skipped"} if kind is EventKind.COMPACTION else None
                tx.append([new_event("x", kind=kind, content=content)])
                if not kept:
                    raise _Boom
        except _Boom:
            pass
    with backend.read("s") as reader:
        scan = [e for e in reader.events(after=after, until=until) if e.kind in kinds]
        if newest_first:
            scan.reverse()
        expected = [e.seq for e in scan][:limit]
        found = reader.events(
            after=after, until=until, limit=limit, kinds=kinds, newest_first=newest_first
        )
        assert [e.seq for e in found] == expected


# A write: (fact keys written, action numbers moved, kept, nested in a kept outer write).
_STATE_WRITES = st.lists(
    st.tuples(
        st.lists(st.sampled_from(["a", "b", "c"]), max_size=3),
        st.lists(st.integers(1, 4), max_size=3),
        st.booleans(),
        st.booleans(),
    ),
    max_size=12,
)


@given(_STATE_WRITES)
def test_fact_and_action_reads_equal_scans_of_what_was_kept(
    writes: list[tuple[list[str], list[int], bool, bool]],
) -> None:
    """Any kept, rolled-back and nested writes: every fact and action read equals a scan."""
    backend = MemoryBackend()
    facts: list[FactRecord] = []
    actions: list[ActionRecord] = []
    for number, (keys, moved, kept, nested) in enumerate(writes):
        new_facts = [FactRecord(key, number, 1, number) for key in keys]
        new_actions = [
            ActionRecord(f"act_{n}", "refund", {}, "d", f"s{number}", "m", 1, number) for n in moved
        ]
        try:
            with backend.write("s") as outer, backend.write("s") as inner:
                tx = inner if nested else outer
                for fact in new_facts:
                    tx.put_fact(fact)
                for action in new_actions:
                    tx.put_action(action)
                if not kept:
                    raise _Boom
        except _Boom:
            continue
        facts += new_facts
        actions += new_actions
    with backend.read("s") as reader:
        keys = sorted({fact.key for fact in facts})
        assert reader.fact_keys() == keys
        assert reader.facts() == [[f for f in facts if f.key == key][-1] for key in keys]
        for key in ["a", "b", "c"]:
            history = [fact for fact in facts if fact.key == key]
            assert reader.fact_history(key) == history
            assert reader.fact(key) == (history[-1] if history else None)
        ids = list(dict.fromkeys(action.action_id for action in actions))
        assert reader.actions() == [[a for a in actions if a.action_id == i][-1] for i in ids]
        for n in range(1, 5):
            history = [action for action in actions if action.action_id == f"act_{n}"]
            assert reader.action_history(f"act_{n}") == history
            assert reader.action(f"act_{n}") == (history[-1] if history else None)
