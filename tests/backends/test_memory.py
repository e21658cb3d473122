"""The memory backend's kind index answers as a scan of the log does."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

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
