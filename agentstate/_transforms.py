"""Transforms for capture rules: explicit, exact conversions of captured JSON values.

`agentstate.capture` re-exports them; a transform takes the captured JSON value and returns
JSON, and any exception it raises makes the capture's outcome ``invalid``.
"""

from __future__ import annotations

from decimal import Decimal, InvalidOperation

from agentstate import _json

__all__ = ["dollars_to_cents", "total", "whole_number"]


def _number(value: _json.JSONValue) -> Decimal:
    if isinstance(value, bool) or not isinstance(value, int | float):
        msg = f"expected a number, got {type(value).__name__} {value!r}"
        raise TypeError(msg)
    # repr gives the shortest decimal that round-trips, so 19.99 stays 19.99 (not 19.989...).
    return Decimal(value) if isinstance(value, int) else Decimal(repr(value))


def _exact_int(amount: Decimal, *, original: _json.JSONValue, unit: str) -> int:
    if amount != amount.to_integral_value():
        msg = f"{original!r} is not a whole number of {unit}"
        raise ValueError(msg)
    return int(amount)


def dollars_to_cents(value: _json.JSONValue) -> _json.JSONValue:
    """Dollars (a JSON number) to whole cents, exactly: ``250`` and ``250.0`` give ``25000``.

    Raises:
        TypeError: Not a number (a numeric string is not converted).
        ValueError: Not a whole number of cents (``0.005``).
    """
    try:
        return _exact_int(_number(value) * 100, original=value, unit="cents")
    except InvalidOperation as exc:  # pragma: no cover - finite JSON numbers always convert
        raise ValueError(str(exc)) from exc


def whole_number(value: _json.JSONValue) -> _json.JSONValue:
    """A JSON number that is whole (``255.0``) as an integer (``255``); ``255.5`` raises.

    Raises:
        TypeError: Not a number.
        ValueError: Not whole.
    """
    return _exact_int(_number(value), original=value, unit="units")


def total(value: _json.JSONValue) -> _json.JSONValue:
    """The exact sum of a list of numbers: an integer when it is whole, else a float.

    Raises:
        TypeError: Not a list of numbers.
    """
    if not isinstance(value, list):
        msg = f"expected a list of numbers, got {type(value).__name__}"
        raise TypeError(msg)
    amount = sum((_number(item) for item in value), Decimal(0))
    if amount == amount.to_integral_value():
        return int(amount)
    return float(amount)
