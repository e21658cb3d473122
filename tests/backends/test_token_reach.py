"""`first_seq_reaching` on every backend: the first event whose running sum reaches a figure."""

from __future__ import annotations

from itertools import accumulate

from hypothesis import given, settings
from hypothesis import strategies as st

from agentstate import MemoryBackend, SqliteBackend
from agentstate.backends.base import StorageBackend
from agentstate.testing.conformance import new_event

# Token counts as a log holds them: small, often zero (state events), now and then huge.
_COUNTS = st.lists(st.integers(0, 40) | st.sampled_from([0, 0, 10_000]), max_size=60)


@settings(max_examples=80, deadline=None)
@given(_COUNTS, st.lists(st.integers(-5, 70_000) | st.integers(-5, 300), min_size=1, max_size=8))
def test_the_reach_is_what_a_scan_finds(tokens: list[int], targets: list[int]) -> None:
    """For any token counts and figures, the answer is the scan's first hit, on every backend.

    SQLite looks it up in at most twice the point lookups of halving, however the sums spread.
    """
    sums = list(accumulate(tokens))
    sqlite = SqliteBackend(":memory:")
    backends: list[StorageBackend] = [MemoryBackend(), sqlite]
    lookups: list[str] = []
    for backend in backends:
        if sums:
            with backend.write("s") as tx:
                tx.append(
                    [
                        new_event(f"e{i}", tokens=count, cum_tokens=total)
                        for i, (count, total) in enumerate(zip(tokens, sums, strict=True))
                    ]
                )
        with backend.read("s") as reader:
            head = reader.head()
            for target in targets:
                scan = next((seq for seq, total in enumerate(sums, 1) if total >= target), None)
                assert reader.first_seq_reaching(target) == scan, (type(backend), target)
                sqlite._conn.set_trace_callback(lookups.append)
                assert reader.first_seq_reaching(target, head=head) == scan
                sqlite._conn.set_trace_callback(None)
                assert len(lookups) <= 2 * len(sums).bit_length()
                lookups.clear()
