"""`encoded_events_at` on every backend: what `events_at` gives, content as its stored JSON."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from agentstate import MemoryBackend, SqliteBackend, _json
from agentstate.backends.base import EncodedEvent, StorageBackend
from agentstate.errors import StorageCorrupted
from agentstate.events import EventKind
from agentstate.testing.conformance import new_event
from agentstate.testing.strategies import json_objects

_KINDS = st.sampled_from([EventKind.TOOL_RESULT, EventKind.USER, EventKind.LEDGER])


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(_KINDS, json_objects()), max_size=6), st.lists(st.integers(-2, 9)))
def test_encoded_events_decode_to_the_events_at(
    written: list[tuple[EventKind, dict[str, _json.JSONValue]]], seqs: list[int]
) -> None:
    """For any contents and seqs, each backend's encoded events decode to its events_at."""
    backends: list[StorageBackend] = [MemoryBackend(), SqliteBackend(":memory:")]
    for backend in backends:
        with backend.write("s") as tx:
            tx.append([new_event("", kind=kind, content=content) for kind, content in written])
        with backend.read("s") as reader:
            encoded = reader.encoded_events_at(seqs)
            events = reader.events_at(seqs)
        assert [event.decoded() for event in encoded] == events
        assert [_json.loads(event.content_json) for event in encoded] == [
            event.content for event in events
        ]
        assert [(event.ref, event.is_message) for event in encoded] == [
            (event.ref, event.is_message) for event in events
        ]
        backend.close()


@pytest.mark.parametrize("text", ["{", "[1, 2]", '"text"'])
def test_content_that_is_no_json_object_is_reported_as_damage(text: str) -> None:
    """Decoding stored text that is not the JSON of an object raises StorageCorrupted."""
    event = EncodedEvent("s", 3, EventKind.USER, text, datetime(2024, 1, 1, tzinfo=UTC), 1, 1, 0)
    with pytest.raises(StorageCorrupted, match="ev_3"):
        event.decoded()
