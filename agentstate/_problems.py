"""`HistoryProblem`: one broken rule of a message history, as `BrokenHistory` reports it.

Its own module, below `agentstate.errors`, so that the error can carry it; its public home is
`agentstate.formats.validity`, which finds the problems.
"""

from __future__ import annotations

import attrs

__all__ = ["HistoryProblem"]


@attrs.frozen
class HistoryProblem:
    """One broken rule, located in the message list."""

    rule: str
    """Which rule (one of `agentstate.formats.validity`'s constants)."""
    message: int
    """Index of the message in the list."""
    detail: str
    """What is wrong, in a sentence."""
    call_id: str | None = None
    """The tool call id involved, if any."""

    def __str__(self) -> str:
        return f"messages[{self.message}]: {self.detail}"
