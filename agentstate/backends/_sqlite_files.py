"""The descriptors this process keeps on SQLite database files: one set per file, closed last.

On POSIX, closing *any* descriptor of a file releases every advisory lock the process holds on
that file, the locks of SQLite's own connections included ("How To Corrupt An SQLite Database
File", https://www.sqlite.org/howtocorrupt.html, section 2.2). A check that opened and closed
the database file (or its ``-shm``) while a connection of the process had it open would drop
that connection's locks; another process closing its own connection would then believe itself
the last one, checkpoint, and delete the live ``-wal`` and ``-shm``: every commit made after
that is lost, and the file still passes ``PRAGMA integrity_check``.

So the backend reads the database's header and its wal-index header only through the
descriptors held here. They are opened once per file (keyed by device and inode, so another
path to the same file shares them), shared by every `SqliteBackend` of the process on that
file, and closed only when the last of those backends releases them, after it has closed its
connection: no descriptor of a database file is ever closed while this process has a
connection to it. A forked child never closes what it inherited (the parent's descriptors);
its own backends hold descriptors of their own.
"""

from __future__ import annotations

import os
import stat
import threading
from pathlib import Path
from typing import Final

from agentstate.backends._wal_index import WalIndexWatch
from agentstate.errors import StorageCorrupted, StorageUnavailable

__all__ = ["DatabaseFile", "hold"]

_SQLITE_MAGIC: Final = b"SQLite format 3\x00"
_HEADER: Final = 100
"""Bytes of the database header (https://www.sqlite.org/fileformat2.html#the_database_header)."""
_NEW_FILE_MODE: Final = 0o644
"""SQLite's own default mode for a database file it creates (before the umask)."""

_lock = threading.Lock()
_held: dict[tuple[int, int], DatabaseFile] = {}
"""This process's held files, by (device, inode)."""


def _forget_inherited() -> None:
    # The child of a fork holds none of its parent's SQLite locks and must not close the
    # descriptors its parent's backends still use: it starts with an empty registry.
    _held.clear()
    global _lock
    _lock = threading.Lock()  # (a fork taken while another thread held it leaves it held)


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_forget_inherited)


class DatabaseFile:
    """One database file as this process holds it, shared by every backend on the file.

    Get one with `hold`; give it back with `release` once the connection that needed it is
    closed.
    """

    def __init__(self, path: str, key: tuple[int, int], descriptor: int) -> None:
        self.path = path
        """The path the file was first held by."""
        self._key = key
        self._descriptor = descriptor
        self._spare: list[int] = []
        """Further descriptors of this file (a path replaced while it was held), closed last."""
        self._wal_index: int | None = None
        self._users = 1
        self._pid = os.getpid()

    def __repr__(self) -> str:
        return f"<DatabaseFile {self.path!r} users={self._users}>"

    def check(self) -> None:
        """Refuse a file that is not SQLite or that is shorter than its header says.

        An empty file is a new database. A file shorter than its header's page count is sound
        only while its ``-wal`` still holds the missing pages (a checkpoint cut short).

        Raises:
            StorageCorrupted: The file is not an SQLite database, or it is truncated.
            StorageUnavailable: The file cannot be read.
        """
        try:
            size = os.fstat(self._descriptor).st_size
            header = _read_at(self._descriptor, _HEADER) if size else b""
        except OSError as exc:
            msg = f"{self.path} cannot be opened: {exc.strerror or exc}"
            raise StorageUnavailable(msg) from exc
        if size == 0:
            return
        if not header.startswith(_SQLITE_MAGIC) or len(header) < _HEADER:
            msg = f"{self.path} is not an SQLite database"
            raise StorageCorrupted(msg)
        page_size = int.from_bytes(header[16:18], "big")
        page_size = 65536 if page_size == 1 else page_size
        page_count = int.from_bytes(header[28:32], "big")
        change_counter = int.from_bytes(header[24:28], "big")
        valid_for = int.from_bytes(header[92:96], "big")
        if (
            page_count
            and valid_for == change_counter
            and size < page_size * page_count
            and not _has_wal(self.path)
        ):
            msg = (
                f"{self.path} is truncated: its header counts {page_count} pages of "
                f"{page_size} bytes but the file holds {size} bytes"
            )
            raise StorageCorrupted(msg)

    def check_writable(self) -> None:
        """Refuse read-only storage: every open may write (WAL, migrations), and so does use.

        The file itself must be writable, and so must its folder unless the ``-wal`` and
        ``-shm`` files SQLite keeps beside it already exist and are writable. A read-only
        filesystem fails both.

        Raises:
            StorageUnavailable: The file, its folder or its filesystem is read-only.
        """
        wal, shm = f"{self.path}-wal", f"{self.path}-shm"
        folder = os.path.dirname(self.path) or "."
        if _writable(self.path) and (
            _writable(folder, folder=True) or (_writable(wal) and _writable(shm))
        ):
            return
        msg = (
            f"{self.path} is on read-only storage (the file, its folder or its filesystem): "
            "agentstate writes to every database it opens"
        )
        raise StorageUnavailable(msg)

    def wal_index_watch(self) -> WalIndexWatch | None:
        """A watch on the file's wal-index, or None when it has none to read.

        Call it once a connection of this process has the database open in WAL mode. The
        ``-shm`` descriptor is opened once and kept with the file's own.
        """
        if not hasattr(os, "pread"):  # (Windows): the tip is read with SQL instead
            return None
        with _lock:
            if self._wal_index is None:
                try:
                    self._wal_index = os.open(self.path + "-shm", os.O_RDONLY)
                except OSError:
                    return None
        watch = WalIndexWatch(self._wal_index)
        return watch if watch.header() is not None else None

    def release(self) -> None:
        """Give the file back: the last user closes its descriptors.

        Call it only after closing the connection the file was held for.
        """
        with _lock:
            if self._pid != os.getpid():
                return  # inherited through fork: the parent's to close
            self._users -= 1
            if self._users > 0:
                return
            if _held.get(self._key) is self:
                del _held[self._key]
            descriptors = [self._descriptor, *self._spare]
            if self._wal_index is not None:
                descriptors.append(self._wal_index)
            self._spare, self._wal_index = [], None
        for descriptor in descriptors:
            os.close(descriptor)


def hold(path: str) -> DatabaseFile:
    """The file at `path`, held by this process (created empty when missing).

    Raises:
        StorageUnavailable: The file cannot be opened, or is not a regular file.
    """
    with _lock:
        try:
            known = os.stat(path)
        except FileNotFoundError:
            known = None
        except OSError as exc:
            msg = f"{path} cannot be opened: {exc.strerror or exc}"
            raise StorageUnavailable(msg) from exc
        if known is not None:
            held = _held.get((known.st_dev, known.st_ino))
            if held is not None:
                held._users += 1
                return held
            if not stat.S_ISREG(known.st_mode):
                msg = f"{path} cannot be opened: it is not a regular file"
                raise StorageUnavailable(msg)
        # Opening is safe: no connection of this process has the file (none holds it).
        # Closing a descriptor is what drops locks, and this one stays open while held.
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)
        if known is None:
            flags |= os.O_CREAT
        try:
            descriptor = os.open(path, flags, _NEW_FILE_MODE)
        except OSError as exc:
            msg = f"{path} cannot be opened: {exc.strerror or exc}"
            raise StorageUnavailable(msg) from exc
        opened = os.fstat(descriptor)
        key = (opened.st_dev, opened.st_ino)
        held = _held.get(key)
        if held is not None:
            # The path was replaced between the stat and the open by a file already held:
            # closing this descriptor now could drop that file's locks, so it waits too.
            held._users += 1
            held._spare.append(descriptor)
            return held
        if not stat.S_ISREG(opened.st_mode):
            os.close(descriptor)  # (not a regular file: no connection can hold it)
            msg = f"{path} cannot be opened: it is not a regular file"
            raise StorageUnavailable(msg)
        held = DatabaseFile(os.path.abspath(path), key, descriptor)
        _held[key] = held
        return held


def _read_at(descriptor: int, size: int) -> bytes:
    if hasattr(os, "pread"):
        return os.pread(descriptor, size, 0)
    os.lseek(descriptor, 0, os.SEEK_SET)  # (Windows: no pread)
    return os.read(descriptor, size)


def _writable(path: str, *, folder: bool = False) -> bool:
    # effective_ids: a process that changed its user is judged as that user (where supported).
    mode = os.W_OK | os.X_OK if folder else os.W_OK
    return os.access(path, mode, effective_ids=os.access in os.supports_effective_ids)


def _has_wal(path: str) -> bool:
    # A crash (or an I/O error) in the middle of a checkpoint leaves the main file shorter
    # than its new header says while the WAL still holds every page: a sound database that
    # recovery completes. SQLite itself refuses a page that is missing from both.
    try:
        return Path(f"{path}-wal").stat().st_size > 0
    except OSError:
        return False
