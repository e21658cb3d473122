"""Where times come from: an injectable clock, so tests and replays are deterministic."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Protocol, runtime_checkable

from agentstate.errors import InvalidInput

__all__ = ["Clock", "SystemClock", "format_time", "parse_time"]


@runtime_checkable
class Clock(Protocol):
    """Anything with a `now()` giving an aware UTC datetime."""

    def now(self) -> datetime:
        """The current time, timezone-aware, in UTC."""
        ...


class SystemClock:
    """The wall clock."""

    def now(self) -> datetime:
        """The current time, timezone-aware, in UTC."""
        return datetime.now(UTC)


def format_time(moment: datetime) -> str:
    """Render an aware datetime as stored: ISO 8601 in UTC with microseconds."""
    if moment.tzinfo is None:
        msg = f"times must be timezone-aware; the clock gave {moment!r}"
        raise InvalidInput(msg)
    return moment.astimezone(UTC).isoformat(timespec="microseconds")


def parse_time(text: str) -> datetime:
    """Parse a stored time back into an aware UTC datetime."""
    return datetime.fromisoformat(text)
