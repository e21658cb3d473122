"""A backend wrapper that fails on purpose, to prove writes are all or nothing."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager
from typing import Any

from agentstate.backends.base import (
    SessionInfo,
    SessionReader,
    SessionTip,
    SessionWriter,
    StorageBackend,
)
from agentstate.backends.rewrites import Tombstone
from agentstate.errors import StorageUnavailable

__all__ = ["FaultyBackend", "InjectedFault"]


class InjectedFault(StorageUnavailable):
    """The failure a `FaultyBackend` was armed to raise."""


class _FailingWriter:
    """Delegates to a real writer; raises right after the armed method has run."""

    def __init__(self, inner: SessionWriter, method: str) -> None:
        self._inner = inner
        self._method = method

    def __getattr__(self, name: str) -> Any:
        attribute = getattr(self._inner, name)
        if name != self._method:
            return attribute

        def call_then_fail(*args: Any, **kwargs: Any) -> Any:
            attribute(*args, **kwargs)
            msg = f"injected fault after {name}()"
            raise InjectedFault(msg)

        return call_then_fail


class FaultyBackend:
    """Wraps a backend; `fail_next_write` makes the next write transaction fail midway.

    The failure is raised inside the transaction right after the armed writer method has
    done its work, so the backend must roll that work back.
    """

    def __init__(self, inner: StorageBackend) -> None:
        self.inner = inner
        """The wrapped backend."""
        self._armed: str | None = None

    def fail_next_write(self, *, after: str = "append") -> None:
        """Arm a failure right after the writer method `after` runs in the next write."""
        self._armed = after

    def read(self, session_id: str) -> AbstractContextManager[SessionReader]:
        """Delegates to the wrapped backend."""
        return self.inner.read(session_id)

    @contextmanager
    def write(self, session_id: str) -> Iterator[SessionWriter]:
        """The wrapped backend's write, failing midway if armed."""
        armed, self._armed = self._armed, None
        with self.inner.write(session_id) as writer:
            yield writer if armed is None else _FailingWriter(writer, armed)

    def sessions(self) -> list[SessionInfo]:
        """Delegates to the wrapped backend."""
        return self.inner.sessions()

    def tip(self, session_id: str) -> SessionTip | None:
        """Delegates to the wrapped backend."""
        return self.inner.tip(session_id)

    def tombstones(self) -> list[Tombstone]:
        """Delegates to the wrapped backend (which must keep tombstones)."""
        return self.inner.tombstones()  # type: ignore[attr-defined, no-any-return]  # an ErasingBackend

    def close(self) -> None:
        """Closes the wrapped backend."""
        self.inner.close()
