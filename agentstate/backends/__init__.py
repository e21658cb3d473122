"""Storage backends: the contract, the in-memory reference, SQLite, and how to open one."""

from __future__ import annotations

import importlib
import os
from typing import Any

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
from agentstate.backends.reads import AsyncStorageBackend
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
    "open_async_backend",
    "open_backend",
]

_URL_BACKENDS = {
    "postgresql": ("agentstate_postgres", "PostgresBackend", "pyagentstate-postgres"),
    "postgres": ("agentstate_postgres", "PostgresBackend", "pyagentstate-postgres"),
}

_ASYNC_URL_BACKENDS = {
    "postgresql": ("agentstate_postgres.aio", "AsyncPostgresBackend", "pyagentstate-postgres"),
    "postgres": ("agentstate_postgres.aio", "AsyncPostgresBackend", "pyagentstate-postgres"),
}


def _url_backend(scheme: str, table: dict[str, tuple[str, str, str]]) -> Any:
    """The backend class a URL scheme names in `table`, imported from its distribution.

    Raises:
        InvalidInput: Its distribution is not installed.
    """
    module_name, class_name, distribution = table[scheme]
    try:
        module = importlib.import_module(module_name)
    except ImportError as exc:
        msg = f"{scheme}:// needs the {distribution} package: pip install {distribution}"
        raise InvalidInput(msg) from exc
    return getattr(module, class_name)


async def open_async_backend(
    target: str | os.PathLike[str], *, durability: Durability = "full"
) -> AsyncStorageBackend | None:
    """Open the asyncio backend a URL names, or None when its backend has no asyncio driver.

    ``postgresql://...`` opens ``agentstate_postgres.aio.AsyncPostgresBackend`` (reads on
    psycopg's asyncio driver); a path, ``":memory:"`` or ``sqlite://`` has none (SQLite is
    called from worker threads; see `agentstate.aio`).

    Raises:
        InvalidInput: The URL's backend is not installed.
    """
    scheme, separator, _ = os.fspath(target).partition("://")
    if not separator or scheme not in _ASYNC_URL_BACKENDS:
        return None
    opener = _url_backend(scheme, _ASYNC_URL_BACKENDS).from_url
    backend: AsyncStorageBackend = await opener(os.fspath(target), durability=durability)
    return backend


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
    backend: StorageBackend = _url_backend(scheme, _URL_BACKENDS).from_url(
        text, durability=durability
    )
    return backend
