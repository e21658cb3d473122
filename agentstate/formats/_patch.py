"""Patches from a default rendering to an original message: how imports export exactly.

An imported message is stored in the provider-neutral event shape, which keeps its meaning
(text, calls, results) but not every provider detail: key order, fields agentstate does not
model, the exact text of JSON arguments. At import, the message is rendered back the default
way and the difference to the original is stored as a small patch in the event's ``extra``;
at export, the default rendering plus the patch gives the original, equal as JSON text.

A patch is a JSON object (absent when nothing differs):

- ``{"value": X}``: the value is X;
- on objects: ``"keys"`` (the original key order, when it differs; a key left out is
  dropped), ``"add"`` (keys the default lacks, with their values), ``"edit"`` (a patch per
  key);
- on arrays of the same length: ``"order"`` (the original takes default item ``order[j]`` at
  position ``j``) and ``"edit"`` (a patch per position, keyed by the position as a string).
"""

from __future__ import annotations

import json

from agentstate._json import JSONObject, JSONValue
from agentstate.errors import InvalidContent

__all__ = ["apply_patch", "make_patch"]


def _text(value: JSONValue) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _canonical(value: JSONValue) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


def make_patch(default: JSONValue, original: JSONValue) -> JSONObject | None:
    """The patch that turns `default` into `original` (None when they are equal as JSON)."""
    if _text(default) == _text(original):
        return None
    if isinstance(default, dict) and isinstance(original, dict):
        return _object_patch(default, original)
    if isinstance(default, list) and isinstance(original, list) and len(default) == len(original):
        return _array_patch(default, original)
    return {"value": original}


def _object_patch(default: JSONObject, original: JSONObject) -> JSONObject:
    patch: JSONObject = {}
    if list(original) != list(default):
        patch["keys"] = list(original)
    added: JSONObject = {key: value for key, value in original.items() if key not in default}
    if added:
        patch["add"] = added
    edits: JSONObject = {}
    for key, value in original.items():
        if key in default:
            edit = make_patch(default[key], value)
            if edit is not None:
                edits[key] = edit
    if edits:
        patch["edit"] = edits
    return patch


def _array_patch(default: list[JSONValue], original: list[JSONValue]) -> JSONObject:
    order = _permutation(default, original)
    base = default if order is None else [default[i] for i in order]
    patch: JSONObject = {}
    if order is not None and order != list(range(len(order))):
        patch["order"] = list[JSONValue](order)
    edits: JSONObject = {}
    for position, (item, wanted) in enumerate(zip(base, original, strict=True)):
        edit = make_patch(item, wanted)
        if edit is not None:
            edits[str(position)] = edit
    if edits:
        patch["edit"] = edits
    return patch


def _permutation(default: list[JSONValue], original: list[JSONValue]) -> list[int] | None:
    """Match each original item to an equal default item, key order aside; None if any fails."""
    free: dict[str, list[int]] = {}
    for index, item in enumerate(default):
        free.setdefault(_canonical(item), []).append(index)
    order: list[int] = []
    for item in original:
        candidates = free.get(_canonical(item))
        if not candidates:
            return None
        order.append(candidates.pop(0))
    return order


def apply_patch(default: JSONValue, patch: JSONValue) -> JSONValue:
    """Apply a patch made by `make_patch` (None leaves `default` as it is).

    Raises:
        InvalidContent: The patch is not one `make_patch` could have made for `default`.
    """
    if patch is None:
        return default
    try:
        return _apply(default, patch)
    except (KeyError, IndexError, TypeError, ValueError, AttributeError) as exc:
        msg = f"a stored export patch does not fit its event ({type(exc).__name__}: {exc})"
        raise InvalidContent(msg) from exc


def _apply(default: JSONValue, patch: JSONValue) -> JSONValue:
    if patch is None:
        return default
    if not isinstance(patch, dict):
        raise TypeError("a patch is an object")
    if "value" in patch:
        return patch["value"]
    edits = patch.get("edit", {})
    if not isinstance(edits, dict):
        raise TypeError("'edit' is an object")
    if isinstance(default, dict):
        added = patch.get("add", {})
        keys = patch.get("keys", list(default))
        if not isinstance(added, dict) or not isinstance(keys, list):
            raise TypeError("'add' is an object and 'keys' a list")
        out: JSONObject = {}
        for key in keys:
            if not isinstance(key, str):
                raise TypeError("keys are strings")
            value = added[key] if key in added else default[key]
            out[key] = _apply(value, edits.get(key))
        return out
    if isinstance(default, list):
        order = patch.get("order", list(range(len(default))))
        if not isinstance(order, list):
            raise TypeError("'order' is a list")
        positions = [index for index in order if type(index) is int]
        if sorted(positions) != list(range(len(default))):
            raise ValueError("'order' is a permutation of the positions")
        base = [default[index] for index in positions]
        return [_apply(item, edits.get(str(position))) for position, item in enumerate(base)]
    raise TypeError("only objects and arrays take key or position edits")
