"""`first_seq_reaching` on every backend: the first event whose running sum reaches a figure."""

from __future__ import annotations

from itertools import accumulate

from hypothesis import given, settings
from hypothesis import strategies as st

from agentstate import MemoryBackend, SqliteBackend
from agentstate.backends.base import StorageBackend
from agentstate.testing.conformance import new_event


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.integers(0, 40), max_size=40),
    st.lists(st.integers(-5, 900), min_size=1, max_size=8),
)
def test_the_reach_is_what_a_scan_finds(tokens: list[int], targets: list[int]) -> None:
    """For any token counts (zeros included) and figures, the answer is the scan's first hit."""
    sums = list(accumulate(tokens))
    backends: list[StorageBackend] = [MemoryBackend(), SqliteBackend(":memory:")]
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
            for target in targets:
                scan = next((seq for seq, total in enumerate(sums, 1) if total >= target), None)
                assert reader.first_seq_reaching(target) == scan, (type(backend), target)
