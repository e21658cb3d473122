"""Storage backends: the contract, the in-memory reference, SQLite, and how to open one."""

from __future__ import annotations

import importlib
import os

from agentstate.backends.base import (
    ActionRecord,
    ActionStatusRecord,
    Coverage,
    EncodedEvent,
    FactRecord,
    Hit,
    NewEvent,
    PinRecord,
    SessionHead,
    SessionInfo,
    SessionReader,
    SessionTip,
    SessionWriter,
    StorageBackend,
    ToolCallRecord,
)
from agentstate.backends.memory import MemoryBackend
from agentstate.backends.sqlite import Durability, SqliteBackend
from agentstate.errors import InvalidInput

__all__ = [
    "ActionRecord",
    "ActionStatusRecord",
    "Coverage",
    "Durability",
    "EncodedEvent",
    "FactRecord",
    "Hit",
    "MemoryBackend",
    "NewEvent",
    "PinRecord",
    "SessionHead",
    "SessionInfo",
    "SessionReader",
    "SessionTip",
    "SessionWriter",
    "SqliteBackend",
    "StorageBackend",
    "ToolCallRecord",
    "open_backend",
]

_URL_BACKENDS = {
    "postgresql": ("agentstate_postgres", "PostgresBackend", "pyagentstate-postgres"),
    "postgres": ("agentstate_postgres", "PostgresBackend", "pyagentstate-postgres"),
}


def open_backend(
    target: str | os.PathLike[str], *, durability: Durability = "full"
) -> StorageBackend:
    """Open the backend a path or URL names.

    A path (or ``":memory:"``) opens SQLite; ``postgresql://...`` opens the PostgreSQL
    backend from the ``pyagentstate-postgres`` distribution. `durability` reaches both.

    Raises:
        InvalidInput: The URL scheme is unknown, or its backend is not installed.
    """
    text = os.fspath(target)
    scheme, separator, _ = text.partition("://")
    if not separator:
        return SqliteBackend(text, durability=durability)
    if scheme == "sqlite":
        return SqliteBackend(text[len("sqlite://") :] or ":memory:", durability=durability)
    if scheme not in _URL_BACKENDS:
        msg = f"no backend for {scheme}:// URLs (known: a file path, sqlite://, postgresql://)"
        raise InvalidInput(msg)
    module_name, class_name, distribution = _URL_BACKENDS[scheme]
    try:
        module = importlib.import_module(module_name)
    except ImportError as exc:
        msg = f"{scheme}:// needs the {distribution} package: pip install {distribution}"
        raise InvalidInput(msg) from exc
    backend: StorageBackend = getattr(module, class_name).from_url(text, durability=durability)
    return backend
