"""Whether an SQLite database in WAL mode committed anything since a moment: one header read.

In WAL mode every commit rewrites the header at the start of the wal-index, the ``-shm``
file beside the database (https://www.sqlite.org/walformat.html): its change counter grows by
one with each transaction, and a restart of the log changes its salts. So while the header
reads the same, no transaction has committed: whatever was read from the database since the
first of two equal reads still holds. SQLite writes the header twice, the second copy first;
a read whose copies differ caught a commit midway and proves nothing.

The file is read with ``pread``, never mapped: a read past its end is short, not a fault.
It is never truncated while a connection of this process has the database open (the first
connection to open it does that), and the backend opens the watch only after its own
connection has. The watch reads through a descriptor it borrows and never closes
(`agentstate.backends._sqlite_files` says why).
"""

from __future__ import annotations

import os
import struct
from typing import Final

__all__ = ["WalIndexWatch", "change_count", "consistent_header"]

_HEADER: Final = 48
"""Bytes of one copy of the wal-index header."""
_VERSION: Final = 3007000
"""The only wal-index format version (``iVersion``, native byte order)."""
_CHANGE: Final = 8
"""Offset of ``iChange``: the transaction counter, native byte order."""
_IS_INIT: Final = 12
"""Offset of the ``isInit`` flag: 1 once the header has been written."""


def change_count(header: bytes) -> int:
    """The header's transaction counter: one more for each commit (modulo 2**32)."""
    (count,) = struct.unpack_from("=I", header, _CHANGE)
    return int(count)


def consistent_header(data: bytes) -> bytes | None:
    """The wal-index header in the first 96 bytes of a ``-shm`` file, or None.

    None when the bytes are short, the two copies differ (a commit was writing them), or the
    header is not an initialized one of the known version.
    """
    if len(data) < 2 * _HEADER:
        return None
    first = data[:_HEADER]
    if first != data[_HEADER : 2 * _HEADER]:
        return None
    (version,) = struct.unpack_from("=I", first)
    if version != _VERSION or first[_IS_INIT] != 1:
        return None
    return first


class WalIndexWatch:
    """Reads of one database's wal-index header, to tell that nothing has committed.

    Args:
        descriptor: An open descriptor of the ``-shm`` file, owned by the caller: the watch
            never closes it.
    """

    def __init__(self, descriptor: int) -> None:
        self._descriptor: int | None = descriptor

    def header(self) -> bytes | None:
        """The current header, or None when this read proves nothing (see `consistent_header`).

        Two equal headers mean no transaction committed between the two reads.
        """
        if self._descriptor is None:
            return None
        try:
            data = os.pread(self._descriptor, 2 * _HEADER, 0)
        except OSError:
            return None
        return consistent_header(data)

    def stop(self) -> None:
        """Stop reading: every later `header` is None. The descriptor stays open."""
        self._descriptor = None
