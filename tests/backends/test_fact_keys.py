"""`fact_keys` on every backend: what `facts` gives, without the values, in key order."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from agentstate import MemoryBackend, SqliteBackend
from agentstate.backends.base import FactRecord, StorageBackend

# Keys sorting differently by code point and by case, or escaped in JSON, written in any
# order, some rewritten.
_KEYS = st.sampled_from(
    ["a", "b", "B", "a_b", "a.b", "\u00e9", "z9", "order_id", "\U0001f600", 'q"t', "b\\s", "t\tb"]
)


@settings(max_examples=60, deadline=None)
@given(st.lists(_KEYS, max_size=20))
def test_fact_keys_are_the_keys_of_the_current_facts(keys: list[str]) -> None:
    """For any writes, each backend's fact_keys are its facts' keys: distinct, sorted."""
    backends: list[StorageBackend] = [MemoryBackend(), SqliteBackend(":memory:")]
    for backend in backends:
        with backend.write("s") as tx:
            for seq, key in enumerate(keys, 1):
                tx.put_fact(FactRecord(key, seq, source_seq=seq, event_seq=seq))
        with backend.write("other") as tx:
            tx.put_fact(FactRecord("other", 1, source_seq=1, event_seq=1))
        with backend.read("s") as reader:
            assert reader.fact_keys() == [fact.key for fact in reader.facts()]
            assert reader.fact_keys() == sorted(set(keys))
        backend.close()
