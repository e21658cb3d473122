"""How the SQLite backend reports what the driver raises, and stored text that does not decode.

Every sqlite3 error becomes an `agentstate.errors.StorageError` subclass, with the original as
its cause: `StorageCorrupted` for a damaged file or one that is not SQLite,
`StorageUnavailable` for a lock, a full disk or read-only storage, the base class otherwise.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager

from agentstate.errors import StorageCorrupted, StorageError, StorageUnavailable

__all__ = ["DRIVER_ERRORS", "decoding", "translate"]

_UNAVAILABLE = (
    "locked",
    "busy",
    "disk i/o error",
    "full",
    "readonly",
    "read-only",
    "unable to open",
    "out of memory",
)
_CORRUPT = ("not a database", "malformed", "corrupt", "file is encrypted", "could not decode")


DRIVER_ERRORS = (sqlite3.Error, UnicodeDecodeError)
"""What the driver raises: its own errors, and UnicodeDecodeError for stored text that is
not UTF-8 (a damaged file: SQLite keeps no checksums, so only decoding notices)."""


def translate(exc: sqlite3.Error | UnicodeDecodeError, where: str) -> StorageError:
    """The `StorageError` to raise for `exc`, met while doing `where`."""
    if isinstance(exc, UnicodeDecodeError):
        return StorageCorrupted(f"{where}: stored text is not UTF-8: the database is damaged")
    text = str(exc)
    lowered = text.lower()
    if any(marker in lowered for marker in _CORRUPT):
        return StorageCorrupted(f"{where}: the database is damaged or not SQLite ({text})")
    if any(marker in lowered for marker in _UNAVAILABLE):
        return StorageUnavailable(f"{where}: {text}")
    return StorageError(f"{where}: {text}")


@contextmanager
def decoding(what: str) -> Iterator[None]:
    """Stored text that no longer decodes was damaged outside SQLite (which has no checksums)."""
    try:
        yield
    except (ValueError, KeyError, TypeError) as exc:
        msg = f"{what} does not decode ({exc}): the database is damaged"
        raise StorageCorrupted(msg) from exc
