"""`Session`: what validation, context rendering and compaction read a session through.

They stand above the services and below the facade: they take any object with a session's
log and its services, and `AgentState` is one. A test may hand them a stub, an application a
wrapper; neither needs the facade.
"""

from __future__ import annotations

from typing import Protocol

from agentstate.backends.base import StorageBackend
from agentstate.evidence import Evidence
from agentstate.ledger import ApprovalLedger
from agentstate.log import EventLog
from agentstate.scratchpad import ScratchpadStore
from agentstate.tokens import TokenCounter

__all__ = ["Session"]


class Session(Protocol):
    """One session's log and the services that stand on it."""

    @property
    def log(self) -> EventLog:
        """The session's event log."""
        ...

    @property
    def session_id(self) -> str:
        """The session's id."""
        ...

    @property
    def backend(self) -> StorageBackend:
        """Where the session is stored."""
        ...

    @property
    def token_counter(self) -> TokenCounter:
        """Counts tokens as the log does at append."""
        ...

    @property
    def scratchpad(self) -> ScratchpadStore:
        """The session's scratchpad."""
        ...

    @property
    def ledger(self) -> ApprovalLedger:
        """The session's approval ledger."""
        ...

    @property
    def evidence(self) -> Evidence:
        """The session's evidence retrieval."""
        ...
