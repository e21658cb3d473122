"""Export patches turn a default rendering into the original exactly, and nothing else."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from agentstate.errors import InvalidContent
from agentstate.formats._patch import apply_patch, make_patch
from agentstate.testing import strategies as st_agent
from tests.formats.conftest import as_text


@given(st_agent.json_values(), st_agent.json_values())
def test_applying_the_patch_gives_the_original(default, original):
    """apply(default, make(default, original)) equals original as JSON text."""
    patch = make_patch(default, original)
    assert as_text(apply_patch(default, patch)) == as_text(original)
    assert (patch is None) == (as_text(default) == as_text(original))


@given(st.lists(st_agent.json_objects(), min_size=2, max_size=5), st.randoms())
def test_reordered_items_cost_an_order_not_a_copy(items, random):
    """A permutation of distinct items is recorded as positions, not as the items again."""
    shuffled = list(items)
    random.shuffle(shuffled)
    patch = make_patch(items, shuffled)
    assert as_text(apply_patch(items, patch)) == as_text(shuffled)
    assert patch is None or "value" not in patch


def test_key_order_one_and_true_are_told_apart():
    """Key order, 1 versus 1.0 and 1 versus true all count as differences."""
    assert make_patch({"a": 1, "b": 2}, {"b": 2, "a": 1}) == {"keys": ["b", "a"]}
    assert make_patch([1], [1.0]) == {"edit": {"0": {"value": 1.0}}}
    assert make_patch({"x": 1}, {"x": True}) == {"edit": {"x": {"value": True}}}
    assert make_patch({"x": 1, "y": 2}, {"y": 2}) == {"keys": ["y"]}


@pytest.mark.parametrize(
    "patch",
    [{"keys": ["missing"]}, {"order": [0, 0]}, {"edit": []}, [1], {"keys": [3]}, {"order": "x"}],
)
def test_a_patch_that_does_not_fit_raises_invalid_content(patch):
    """A patch no import could have made is refused with InvalidContent, never a KeyError."""
    with pytest.raises(InvalidContent):
        apply_patch({"a": 1} if "keys" in str(patch) else [1, 2], patch)
