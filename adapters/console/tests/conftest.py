"""Console test fixtures: the demo's database, a session full of hostile text, HTTP clients.

Databases are SQLite files in the test's directory (the console's own backend choice is the
caller's; PostgreSQL is reached through the same public API the core tests run on it).
"""

from __future__ import annotations

import io
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from agentstate_console import create_app
from console_helpers import write_hostile
from rich.console import Console
from starlette.testclient import TestClient

from agentstate import SqliteBackend
from agentstate.demo import run_demo


@pytest.fixture(scope="session")
def _demo_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("demo") / "agentstate-demo.db"
    run_demo(path, console=Console(file=io.StringIO()))
    return path


@pytest.fixture
def demo_db(_demo_template: Path, tmp_path: Path) -> Path:
    """A fresh copy of the database `agentstate demo` leaves (a credit pending)."""
    target = tmp_path / "agentstate-demo.db"
    for suffix in ("", "-wal", "-shm"):
        source = _demo_template.with_name(_demo_template.name + suffix)
        if source.exists():
            shutil.copy(source, target.with_name(target.name + suffix))
    return target


@pytest.fixture
def hostile_db(tmp_path: Path) -> Path:
    """A database holding one session (with a hostile id) of hostile text, one action pending."""
    path = tmp_path / "hostile.db"
    write_hostile(path)
    return path


@pytest.fixture
def client_for() -> Iterator[Callable[..., TestClient]]:
    """Make a TestClient for the console over a database file; everything is closed after."""
    opened: list[tuple[SqliteBackend, TestClient]] = []

    def make(path: Path, *, base_url: str = "http://127.0.0.1", **options: object) -> TestClient:
        backend = SqliteBackend(path)
        client = TestClient(create_app(backend, **options), base_url=base_url)  # type: ignore[arg-type]
        opened.append((backend, client))
        return client

    yield make
    for backend, client in opened:
        client.close()
        backend.close()
