"""A clock for tests: time moves only when told to."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

__all__ = ["ManualClock"]


class ManualClock:
    """Starts at `start` and advances by `step` on every reading (so times stay distinct).

    Args:
        start: The first time returned (default 2026-01-01T00:00:00Z).
        step: How far each `now()` moves the clock (default one millisecond).
    """

    def __init__(
        self,
        start: datetime = datetime(2026, 1, 1, tzinfo=UTC),
        *,
        step: timedelta = timedelta(milliseconds=1),
    ) -> None:
        self.current = start
        """The time the next `now()` returns."""
        self.step = step

    def now(self) -> datetime:
        """The current time; then the clock moves on by `step`."""
        moment = self.current
        self.current += self.step
        return moment

    def advance(self, delta: timedelta) -> None:
        """Move the clock forward by `delta`."""
        self.current += delta
