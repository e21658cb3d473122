"""Both built-in backends pass the redaction and erasure contract."""

from __future__ import annotations

from pathlib import Path

from agentstate import MemoryBackend, SqliteBackend, StorageBackend
from agentstate.testing.redaction_conformance import RedactionConformance


class TestMemoryBackend(RedactionConformance):
    def make_backend(self, tmp_path: Path) -> StorageBackend:
        return MemoryBackend()


class TestSqliteFileBackend(RedactionConformance):
    def make_backend(self, tmp_path: Path) -> StorageBackend:
        return SqliteBackend(tmp_path / "state.db")


class TestSqliteMemoryBackend(RedactionConformance):
    def make_backend(self, tmp_path: Path) -> StorageBackend:
        return SqliteBackend(":memory:")
