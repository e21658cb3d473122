"""The PostgreSQL backend passes the storage contract, unchanged."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from agentstate import StorageBackend
from agentstate.testing import BackendConformance

pytest.importorskip("psycopg", reason="psycopg is not installed: pip install -e adapters/postgres")


class TestPostgresBackend(BackendConformance):
    @pytest.fixture(autouse=True)
    def _server(self, postgres_url: str, fresh_schema: Callable[[], str]) -> None:
        self.url = postgres_url
        self.fresh_schema = fresh_schema

    def make_backend(self, tmp_path: Path) -> StorageBackend:
        from agentstate_postgres import PostgresBackend

        return PostgresBackend(self.url, schema=self.fresh_schema())
