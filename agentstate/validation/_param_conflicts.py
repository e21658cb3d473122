"""A true status said with a wrong detail: another value of one of its action's params.

"$31 was sent to Rachel from the debit card" when the ledger's payment of $31 to Rachel went
from the credit card: the claim of the payment holds, and the card is another payment's (or a
value the conversation replaced). A clause that claims a status of one action and names, for
one of its params, a value that param holds elsewhere in the session (another action of the
ledger, an earlier value of the scratchpad field of that name), without naming the action's
own value, says something false of it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

import attrs

from agentstate._json import JSONValue
from agentstate.validation._literals import literals, number_atom
from agentstate.validation.core import ValidationContext

__all__ = ["Conflict", "conflicting_value"]

_LONGEST: Final = 40
"""Longer strings are descriptions, not values a summary repeats whole."""
_SHORTEST: Final = 3


@attrs.frozen
class Conflict:
    """A param of an action said with another of its values."""

    key: str
    """The param (its last key)."""
    said: str
    """The value the clause names, as the session holds it."""
    actual: str
    """The action's own value."""


def _leaves(value: JSONValue, key: str = "") -> Iterator[tuple[str, JSONValue]]:
    """Each scalar of a JSON value with the last key above it (list items under their list's)."""
    if isinstance(value, dict):
        for name, item in value.items():
            yield from _leaves(item, name)
    elif isinstance(value, list):
        for item in value:
            yield from _leaves(item, key)
    elif key and not isinstance(value, bool) and value is not None:
        yield key, value


def _atoms(value: JSONValue) -> frozenset[str]:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return frozenset()
    return frozenset(
        {number_atom(str(value)) if isinstance(value, int) else number_atom(repr(value))}
    )


def _phrase(value: JSONValue) -> re.Pattern[str] | None:
    """How a string value is said: its words whole, in any case (None for no such value)."""
    if not isinstance(value, str) or not _SHORTEST <= len(value) <= _LONGEST:
        return None
    words = re.findall(r"[A-Za-z0-9]+", value)
    if not words or any(char.isdigit() for char in value):
        return None  # identifiers and numbers are bound and grounded as literals
    return re.compile(r"\b" + r"[\s_-]+".join(map(re.escape, words)) + r"\b", re.IGNORECASE)


def _says(clause: str, atoms: frozenset[str], value: JSONValue) -> bool:
    if isinstance(value, str):
        pattern = _phrase(value)
        return pattern is not None and pattern.search(clause) is not None
    return bool(_atoms(value) & atoms)


def conflicting_value(context: ValidationContext, clause: str, action_id: str) -> Conflict | None:
    """The first param of `action_id` that `clause` names with another of its values, if any.

    Another value is one the same param holds in another action, or one the scratchpad field
    of that name held before; the action's own value, said too, leaves nothing to contradict.
    """
    actions = context.actions()
    record = actions.get(action_id)
    if record is None:
        return None
    atoms = frozenset(literal.atom for literal in literals(clause))
    own: dict[str, list[JSONValue]] = {}
    for key, value in _leaves(record.params):
        own.setdefault(key, []).append(value)
    for key, values in own.items():
        if len(values) != 1 or _says(clause, atoms, values[0]):
            continue
        value = values[0]
        others: list[JSONValue] = [
            found
            for other_id, other in actions.items()
            if other_id != action_id
            for name, found in _leaves(other.params)
            if name == key
        ]
        if key in context.fact_keys():
            others += [fact.value for fact in context.fact_history(key)]
        for other_value in others:
            if other_value == value or type(other_value) is not type(value):
                continue
            if _says(clause, atoms, other_value):
                return Conflict(key, str(other_value), str(value))
    return None
