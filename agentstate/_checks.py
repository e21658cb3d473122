"""Argument checks shared by the public surface: one wording for one mistake."""

from __future__ import annotations

from agentstate.errors import InvalidInput

__all__ = ["check_int"]


def check_int(
    value: object, *, what: str, minimum: int | None = 0, maximum: int | None = None
) -> int:
    """`value` if it is an integer (never a bool) within ``[minimum, maximum]``.

    Args:
        value: What the caller passed.
        what: Its name, for the message (``"limit"``, ``"budget"``).
        minimum: The smallest accepted (None: no bound).
        maximum: The largest accepted (None: no bound).

    Raises:
        InvalidInput: It is not, saying what was expected and what was given.
    """
    if (
        isinstance(value, bool)
        or not isinstance(value, int)
        or (minimum is not None and value < minimum)
        or (maximum is not None and value > maximum)
    ):
        msg = f"{what} must be {_expected(minimum, maximum)}, got {value!r}"
        raise InvalidInput(msg)
    return value


def _expected(minimum: int | None, maximum: int | None) -> str:
    if minimum is not None and maximum is not None:
        return f"an integer from {minimum} to {maximum}"
    if minimum == 0:
        return "a non-negative integer"
    if minimum == 1:
        return "a positive integer"
    if minimum is not None:
        return f"an integer of at least {minimum}"
    if maximum is not None:
        return f"an integer of at most {maximum}"
    return "an integer"
