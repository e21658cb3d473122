"""Both built-in backends pass the storage contract."""

from __future__ import annotations

from pathlib import Path

from agentstate import MemoryBackend, SqliteBackend, StorageBackend
from agentstate.testing import BackendConformance


class TestMemoryBackend(BackendConformance):
    def make_backend(self, tmp_path: Path) -> StorageBackend:
        return MemoryBackend()


class TestSqliteFileBackend(BackendConformance):
    def make_backend(self, tmp_path: Path) -> StorageBackend:
        return SqliteBackend(tmp_path / "state.db")


class TestSqliteMemoryBackend(BackendConformance):
    def make_backend(self, tmp_path: Path) -> StorageBackend:
        return SqliteBackend(":memory:")
