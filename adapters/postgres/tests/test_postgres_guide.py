"""The PostgreSQL examples of docs/guides/backends.md run against the test server."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pytest.importorskip("psycopg", reason="psycopg is not installed: pip install -e adapters/postgres")

GUIDE = Path(__file__).parents[3] / "docs" / "guides" / "backends.md"
BLOCK = re.compile(r"^```py\n(.*?)^```", re.DOTALL | re.MULTILINE)
DOCUMENTED_URL = "postgresql://agent@db.internal:5432/support"


def test_the_guide_has_postgresql_examples() -> None:
    """The guide's PostgreSQL examples (```py blocks, which need a server) exist."""
    assert len(BLOCK.findall(GUIDE.read_text())) >= 2


def test_the_guide_runs_on_postgresql(postgres_url: str, schema: str, tmp_path: Path) -> None:
    """Each PostgreSQL block of the guide runs, with the test server and a fresh schema."""
    separator = "&" if "?" in postgres_url else "?"
    for number, block in enumerate(BLOCK.findall(GUIDE.read_text()), start=1):
        code = (
            block.replace(f"{DOCUMENTED_URL}?schema=support_agents", DOCUMENTED_URL + "?schema=")
            .replace(DOCUMENTED_URL + "?schema=", f"{postgres_url}{separator}schema={schema}")
            .replace(DOCUMENTED_URL, postgres_url)
            .replace('"support_agents"', f'"{schema}"')
        )
        assert "db.internal" not in code
        exec(compile(code, f"backends.md, py block {number}", "exec"), {"__name__": "__docs__"})
