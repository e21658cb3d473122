"""The schema rule's compiled check agrees with the jsonschema library, on any input."""

from __future__ import annotations

from typing import Literal

import jsonschema
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import Field

from agentstate._json import JSONObject, JSONValue
from agentstate.summary import CitedItem, Item, NarrativeSummary
from agentstate.testing import strategies as st_agent
from agentstate.validation._schema import _compile, _validator


class CodingSummary(NarrativeSummary):
    """An application's extension: more fields, more types."""

    files_modified: list[Item] = Field(default_factory=list)
    priority: Literal["low", "high", 3] | None = None
    attempts: int = 0
    ratio: float | None = None
    blocker: CitedItem | None = None


_text = st.sampled_from(["", " ", "x", "a" * 2001, "ok"])
_refs = st.lists(st.sampled_from(["ev_1", "ev_0", "ev_12", "ev_1\n", 7, None]), max_size=3)
_item = st.fixed_dictionaries(
    {"text": st.one_of(_text, st.integers())},
    optional={"refs": st.one_of(_refs, st.text(max_size=3)), "extra": st.just(1)},
)
_candidate = st.fixed_dictionaries(
    {},
    optional={
        "objective": st.one_of(_item, st.none(), st.just([])),
        "decisions": st.lists(_item, max_size=2),
        "open_threads": st.one_of(st.lists(_item, max_size=2), st.just("x")),
        "files_modified": st.lists(_item, max_size=2),
        "priority": st.sampled_from(["low", "high", "mid", 3, 3.0, True, None]),
        "attempts": st.sampled_from([0, 1.0, 1.5, True, "1", None]),
        "ratio": st.sampled_from([0.5, 1, None, "x", False]),
        "blocker": st.one_of(_item, st.none()),
        "unknown": st.just(1),
    },
)


@given(st.one_of(_candidate, st_agent.json_values()))
@settings(max_examples=300)
def test_the_compiled_check_agrees_with_jsonschema(candidate: JSONValue) -> None:
    """For the default schema and an extension, the fast verdict is the library's verdict."""
    for schema in (NarrativeSummary, CodingSummary):
        validator, fast = _validator(schema)
        assert fast is not None
        assert fast(candidate) == validator.is_valid(candidate), schema.__name__


_NODES = [
    {"type": "string", "minLength": 1, "pattern": "\\S"},
    {"type": ["string"], "maxLength": 2},
    {"type": ["string", "null"], "minLength": 1},
    {"minLength": 2},
    {"type": "array", "items": {"type": "string"}, "maxItems": 2},
    {"type": ["array"], "minItems": 1},
    {"items": {"type": "integer"}},
    {"type": "object", "properties": {"a": {"type": "string"}}, "required": ["a"]},
    {"type": ["object"], "additionalProperties": False},
    {"properties": {"a": {"type": "number"}}},
    {"anyOf": [{"type": "string", "maxLength": 1}, {"type": "null"}]},
    {"allOf": [{"type": "string"}, {"minLength": 1}, {"maxLength": 3}]},
    {"type": "boolean"},
]


@given(st.sampled_from(_NODES), st_agent.json_values())
@settings(max_examples=400)
def test_each_compiled_node_agrees_with_jsonschema(node: JSONObject, value: JSONValue) -> None:
    """Hand-written nodes, a type alone, in a list or with others: the library's verdict."""
    assert _compile(node)(value) == jsonschema.Draft202012Validator(node).is_valid(value)
