"""The identifiers a session's JSON holds, by the key above them.

"order_id" holds what "order_ids" does: the helpers by which a claim's identifiers are read
against the actions' params and the session's tool calls and results
(`agentstate.validation._param_conflicts`).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Final

from agentstate._json import JSONValue
from agentstate.events import EventKind
from agentstate.validation._literals import literals
from agentstate.validation.core import ValidationContext

__all__ = ["id_atoms", "ids_by_key", "leaves", "names_another", "params_ids", "session_ids"]


def leaves(value: JSONValue, key: str = "") -> Iterator[tuple[str, JSONValue]]:
    """Each scalar of a JSON value with the last key above it (list items under their list's)."""
    if isinstance(value, dict):
        for name, item in value.items():
            yield from leaves(item, name)
    elif isinstance(value, list):
        for item in value:
            yield from leaves(item, key)
    elif key and not isinstance(value, bool) and value is not None:
        yield key, value


_SHORTEST_NUMBER_ID: Final = 6
"""Fewer digits make an amount or a count, not an identifier ("7903094618" is one)."""


def _singular(key: str) -> str:
    """A key as its items are named: ``item_ids`` holds what ``item_id`` does."""
    return key[:-1] if key.endswith("s") and not key.endswith("ss") else key


def id_atoms(text: str) -> dict[str, str]:
    """The identifiers of a text, atom to text: codes, and numbers of many digits."""
    return {
        literal.atom: literal.text
        for literal in literals(text)
        if literal.kind == "identifier"
        or (literal.kind == "number" and len(literal.text) >= _SHORTEST_NUMBER_ID)
    }


def ids_by_key(value: JSONValue) -> dict[str, dict[str, str]]:
    """The identifiers of a JSON value (atom to text), by the (singular) key above them."""
    found: dict[str, dict[str, str]] = {}
    for key, leaf in leaves(value):
        if isinstance(leaf, str | int) and not isinstance(leaf, bool):
            atoms = id_atoms(str(leaf))
            if atoms:
                found.setdefault(_singular(key), {}).update(atoms)
    return found


def session_ids(context: ValidationContext) -> dict[str, set[str]]:
    """Every identifier the session's tool calls and results give, by key; read once."""
    cache = context.cache.setdefault("param_conflicts.session_ids", {})
    assert isinstance(cache, dict)
    if not cache:
        for event in context.messages(EventKind.TOOL_RESULT):
            for key, atoms in ids_by_key(event.content.get("result")).items():
                cache.setdefault(key, set()).update(atoms)
        for event in context.messages(EventKind.ASSISTANT):
            for call in event.tool_calls:
                for key, atoms in ids_by_key(call.arguments).items():
                    cache.setdefault(key, set()).update(atoms)
        cache.setdefault("", set())  # read: an empty session is read once too
    return cache


def params_ids(
    context: ValidationContext, action_ids: Sequence[str]
) -> list[dict[str, dict[str, str]]]:
    """The ids each action's params hold, by key (`ids_by_key`), of the actions there are."""
    return [
        ids_by_key(record.params)
        for action_id in action_ids
        if (record := context.action(action_id)) is not None
    ]


def names_another(context: ValidationContext, clause: str, action_ids: Sequence[str]) -> bool:
    """Whether a clause names an identifier that none of the actions' params hold."""
    own = {
        atom
        for found in params_ids(context, action_ids)
        for atoms in found.values()
        for atom in atoms
    }
    return any(atom not in own for atom in id_atoms(clause))
