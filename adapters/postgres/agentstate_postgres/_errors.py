"""psycopg errors as agentstate errors: nothing from the driver escapes bare."""

from __future__ import annotations

import psycopg
from psycopg_pool import PoolTimeout

from agentstate.errors import StorageCorrupted, StorageError, StorageUnavailable

__all__ = ["translate"]

# SQLSTATE classes (and single codes) that mean "the store cannot serve now; try again later":
# connection exceptions, transaction rollbacks (serialization failures, deadlocks), lack of
# resources (disk full, out of memory, too many connections), lock waits past lock_timeout,
# operator intervention (shutdown, cancel, statement_timeout), a read-only standby, and
# system errors (I/O).
_UNAVAILABLE_CLASSES = ("08", "40", "53", "55", "57", "58")
_UNAVAILABLE_CODES = ("25006",)  # read_only_sql_transaction: connected to a standby
_CORRUPT_CODES = ("XX001", "XX002")  # data_corrupted, index_corrupted


def translate(exc: psycopg.Error, where: str) -> StorageError:
    """The agentstate error for a driver error met while doing `where`.

    `StorageUnavailable` for connection, lock, timeout and resource problems (worth retrying),
    `StorageCorrupted` for damaged data, `StorageError` for anything else. The caller raises
    it ``from exc`` so the driver error stays as the cause.
    """
    code = exc.sqlstate or ""
    text = str(exc).strip() or type(exc).__name__
    message = f"{where}: {text}"
    if code in _CORRUPT_CODES:
        return StorageCorrupted(message)
    if (
        code[:2] in _UNAVAILABLE_CLASSES
        or code in _UNAVAILABLE_CODES
        or isinstance(exc, PoolTimeout | psycopg.InterfaceError)
        or (not code and isinstance(exc, psycopg.OperationalError))
    ):
        return StorageUnavailable(message)
    return StorageError(message)
