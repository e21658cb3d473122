"""The byte-driven fuzz target, fed by hypothesis: refs, queries, content, append and read."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from . import figures
from .fuzz_targets import one_input


@settings(max_examples=settings.default.max_examples * 3)
@given(data=st.binary(max_size=600))
def test_any_bytes_are_refused_cleanly_or_round_trip(data: bytes) -> None:
    """Whatever the input, only agentstate refusals are raised and accepted events read back."""
    one_input(data)
    figures.record("fuzz target (hypothesis)", {"inputs": 1})
