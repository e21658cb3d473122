"""JSON values: the one type content, facts and params are made of, checked once at the edge."""

from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Iterator, Mapping
from typing import TypeAlias

from agentstate.errors import InvalidContent

__all__ = [
    "MAX_DEPTH",
    "MAX_INT_DIGITS",
    "JSONObject",
    "JSONValue",
    "bounded_int",
    "canonical_dumps",
    "check_json",
    "digest",
    "dumps",
    "leaves",
    "loads",
    "parse",
    "quoted",
]

JSONValue: TypeAlias = str | int | float | bool | list["JSONValue"] | dict[str, "JSONValue"] | None
"""Any value that survives a JSON round trip exactly."""

JSONObject: TypeAlias = dict[str, JSONValue]
"""A JSON object."""

MAX_DEPTH = 100
"""Deepest nesting accepted in any stored value (deeper input is almost always an attack)."""

MAX_INT_DIGITS = 4000
"""Most digits of an integer accepted in any stored value (Python writes no more than 4,300)."""

_INT_BOUND: int = 10**MAX_INT_DIGITS
"""Integers are accepted strictly between ``-_INT_BOUND`` and ``_INT_BOUND``."""

_SCALARS = (str, int, float, bool, type(None))

_COMPACT = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"), allow_nan=False)
"""The stored form's encoder, built once (`json.dumps` with options builds one per call)."""


def check_json(value: object, *, what: str = "content") -> None:
    """Check that `value` is JSON that round-trips exactly.

    Dicts need string keys, floats must be finite, nesting is bounded by `MAX_DEPTH`.
    Tuples are accepted and come back as lists.

    Raises:
        InvalidContent: naming the offending path.
    """
    if not _plain(value, 0):
        _check(value, what, 0)


def _plain(value: object, depth: int) -> bool:
    """Fast check of exact builtin JSON types; False means "look closer" (not "invalid")."""
    kind = type(value)
    if kind is str or kind is bool or value is None:
        return True
    if kind is int and isinstance(value, int):  # (the second test types it)
        return -_INT_BOUND < value < _INT_BOUND
    if kind is float:
        return math.isfinite(value)  # type: ignore[arg-type]
    if depth >= MAX_DEPTH:
        return False
    if kind is dict:
        for key, item in value.items():  # type: ignore[attr-defined]
            if type(key) is not str:
                return False
            item_kind = type(item)
            if item_kind is str or item_kind is bool or item is None:
                continue
            if item_kind is int and -_INT_BOUND < item < _INT_BOUND:
                continue
            if not _plain(item, depth + 1):
                return False
        return True
    if kind is list or kind is tuple:
        for item in value:  # type: ignore[attr-defined]
            item_kind = type(item)
            if item_kind is str or item_kind is bool or item is None:
                continue
            if item_kind is int and -_INT_BOUND < item < _INT_BOUND:
                continue
            if not _plain(item, depth + 1):
                return False
        return True
    return False


def _check(value: object, path: str, depth: int) -> None:
    if isinstance(value, str):
        return
    if isinstance(value, float):
        if not math.isfinite(value):
            raise InvalidContent(f"{path}: {value!r} is not valid JSON (NaN and infinity are not)")
        return
    if isinstance(value, int) and not isinstance(value, bool):
        if not -_INT_BOUND < value < _INT_BOUND:
            raise InvalidContent(f"{path}: an integer of more than {MAX_INT_DIGITS:,} digits")
        return
    if isinstance(value, _SCALARS):
        return
    if depth >= MAX_DEPTH:
        raise InvalidContent(f"{path}: nested deeper than {MAX_DEPTH} levels")
    if isinstance(value, Mapping):
        for key, item in value.items():
            if not isinstance(key, str):
                raise InvalidContent(
                    f"{path}: key {key!r} is a {type(key).__name__}; JSON object keys are strings"
                )
            _check(item, f"{path}.{key}", depth + 1)
        return
    if isinstance(value, list | tuple):
        for index, item in enumerate(value):
            _check(item, f"{path}[{index}]", depth + 1)
        return
    raise InvalidContent(f"{path}: a {type(value).__name__} is not JSON")


def dumps(value: object, *, what: str = "content", max_bytes: int | None = None) -> str:
    """Serialize checked JSON compactly, keeping key order (exact round trips).

    Raises:
        InvalidContent: not JSON, invalid unicode (lone surrogates), or over `max_bytes`.
    """
    check_json(value, what=what)
    text = _COMPACT.encode(value)
    try:
        size = len(text) if text.isascii() else len(text.encode("utf-8"))
    except UnicodeEncodeError as exc:
        raise InvalidContent(
            f"{what}: invalid unicode (a lone surrogate at character {exc.start})"
        ) from exc
    if max_bytes is not None and size > max_bytes:
        raise InvalidContent(f"{what}: {size:,} bytes exceeds the limit of {max_bytes:,} bytes")
    return text


def loads(text: str) -> JSONValue:
    """Parse stored JSON text (written by `dumps`: trusted; see `parse` for any other)."""
    value: JSONValue = json.loads(text)
    return value


def _no_constant(name: str) -> JSONValue:
    msg = f"{name} is not JSON"
    raise ValueError(msg)


def bounded_int(text: str) -> int:
    """An integer of JSON text (a ``parse_int`` for `json.loads`), at most `MAX_INT_DIGITS` long.

    Raises:
        InvalidContent: The integer has more digits.
    """
    if len(text) - text.startswith("-") > MAX_INT_DIGITS:
        msg = f"an integer of more than {MAX_INT_DIGITS:,} digits"
        raise InvalidContent(msg)
    return int(text)


def parse(text: str, *, what: str = "JSON text") -> JSONValue:
    """Parse JSON text from outside (a model, a file, a tool call's arguments).

    The value is one `check_json` accepts: a text that parses to NaN, to an integer of more
    than `MAX_INT_DIGITS` digits or to a value nested deeper than `MAX_DEPTH` is refused like
    one that is not JSON at all.

    Raises:
        InvalidContent: The text is not JSON, or not JSON that agentstate stores.
    """
    try:
        value: JSONValue = json.loads(text, parse_constant=_no_constant, parse_int=bounded_int)
    except RecursionError as exc:
        msg = f"{what}: nested deeper than {MAX_DEPTH} levels"
        raise InvalidContent(msg) from exc
    except InvalidContent as exc:
        msg = f"{what}: {exc}"
        raise InvalidContent(msg) from exc
    except ValueError as exc:  # (JSONDecodeError, a constant, an integer Python cannot read)
        msg = f"{what} is not JSON: {exc}"
        raise InvalidContent(msg) from exc
    check_json(value, what=what)
    return value


def held_json(value: JSONValue) -> JSONValue:
    """The object or list a text holds as JSON (a tool's result sent as text), else `value`.

    A text that is no JSON agentstate stores (`parse`) stays the text.
    """
    if isinstance(value, str) and value[:1] in ("{", "["):
        try:
            parsed = parse(value, what="a text")
        except InvalidContent:
            return value
        if isinstance(parsed, dict | list):
            return parsed
    return value


def canonical_dumps(value: object) -> str:
    """Serialize JSON canonically (sorted keys, no whitespace): equal values, equal text."""
    check_json(value)
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


_LINE_BREAKS = str.maketrans({"\u0085": "\\u0085", "\u2028": "\\u2028", "\u2029": "\\u2029"})
"""The line breaks JSON leaves as they are (it escapes only those below U+0020)."""


def quoted(value: object) -> str:
    """A value as data on one line of text a model reads: canonical JSON, strings in quotes.

    Every character that could break the line is escaped, so a value can never add a line
    (a forged heading or instruction) to the text it is written into.

    Raises:
        InvalidContent: The value is not JSON.
    """
    return canonical_dumps(value).translate(_LINE_BREAKS)


def digest(value: object) -> str:
    """SHA-256 of the canonical JSON form, as ``sha256:<hex>``."""
    text = canonical_dumps(value)
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise InvalidContent(
            f"invalid unicode (a lone surrogate at character {exc.start})"
        ) from exc
    return "sha256:" + hashlib.sha256(data).hexdigest()


def leaves(value: JSONValue) -> Iterator[JSONValue]:
    """The scalars of a JSON value, depth first, in order (a scalar is its own leaf)."""
    if isinstance(value, dict):
        for item in value.values():
            yield from leaves(item)
    elif isinstance(value, list):
        for item in value:
            yield from leaves(item)
    else:
        yield value
