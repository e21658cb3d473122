"""JSON checking: what content may hold, and what is refused with a clear error."""

from __future__ import annotations

import math

import pytest
from hypothesis import given

from agentstate import _json
from agentstate.errors import InvalidContent
from agentstate.testing import strategies


@given(strategies.json_values())
def test_any_json_value_round_trips_exactly(value: _json.JSONValue) -> None:
    """Every value the strategy makes serializes and parses back equal."""
    assert _json.loads(_json.dumps(value)) == value


@pytest.mark.parametrize(
    ("value", "fragment"),
    [
        ({1: "x"}, "key 1 is a int"),
        ({"a": {b"x"}}, "a set is not JSON"),
        ({"a": b"bytes"}, "a bytes is not JSON"),
        ({"a": math.nan}, "NaN and infinity"),
        ({"a": math.inf}, "NaN and infinity"),
        ({"a": object()}, "a object is not JSON"),
    ],
)
def test_non_json_is_refused_with_its_path(value: object, fragment: str) -> None:
    """A value that would not round-trip raises InvalidContent naming what is wrong."""
    with pytest.raises(InvalidContent, match=fragment):
        _json.dumps(value)


def test_deep_nesting_is_refused() -> None:
    """Nesting beyond MAX_DEPTH raises InvalidContent instead of a RecursionError."""
    value: _json.JSONValue = "leaf"
    for _ in range(_json.MAX_DEPTH + 5):
        value = [value]
    with pytest.raises(InvalidContent, match="nested deeper"):
        _json.dumps(value)


def test_lone_surrogate_is_refused() -> None:
    """Text with a lone surrogate cannot be stored as UTF-8 and is refused clearly."""
    with pytest.raises(InvalidContent, match="lone surrogate"):
        _json.dumps({"text": "bad \ud800 unicode"})


def test_size_limit_is_enforced() -> None:
    """Content over max_bytes is refused, with its size in the message."""
    with pytest.raises(InvalidContent, match="exceeds the limit"):
        _json.dumps("x" * 101, max_bytes=100)


def test_digest_is_canonical() -> None:
    """Equal values in any key order have the same digest; different values do not."""
    first = _json.digest({"amount": 25000, "order": "4921"})
    assert first == _json.digest({"order": "4921", "amount": 25000})
    assert first != _json.digest({"order": "4921", "amount": 25001})
    assert first.startswith("sha256:")


def test_nul_and_unicode_survive() -> None:
    """NUL characters, emoji and non-Latin scripts are stored exactly."""
    value = {"t": "a\x00b \U0001f600 \u4e2d\u6587 caf\u00e9"}
    assert _json.loads(_json.dumps(value)) == value
