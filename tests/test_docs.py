"""Every Python code block in the README and docs runs, and every example script runs."""

from __future__ import annotations

import asyncio
import importlib.util
import os
import re
import subprocess
import sys
import warnings
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[1]
DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
EXAMPLES = sorted((ROOT / "examples").glob("*.py"))
BLOCK = re.compile(r"^```python\n(.*?)^```", re.DOTALL | re.MULTILINE)
ADAPTER_IMPORT = re.compile(r"^\s*(?:from|import) (agentstate_\w+)", re.MULTILINE)
IN_CI = os.environ.get("CI", "").lower() == "true"


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda path: str(path.relative_to(ROOT)))
def test_code_blocks_run(document: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The Python blocks of a document run in order, in one namespace, in a scratch folder."""
    monkeypatch.chdir(tmp_path)
    blocks = BLOCK.findall(document.read_text())
    # An adapter's guide runs where the adapter is installed: always in CI (requirements-dev).
    needed = {name for block in blocks for name in ADAPTER_IMPORT.findall(block)}
    missing = sorted(name for name in needed if not _installed(name))
    if missing and not IN_CI:
        pytest.skip(f"needs {', '.join(missing)}: pip install -r requirements-dev.txt")
    namespace: dict[str, object] = {"__name__": "__docs__"}
    try:
        for number, block in enumerate(blocks, start=1):
            code = compile(block, f"{document.name}, block {number}", "exec")
            exec(code, namespace)  # running the documentation is the point
    finally:
        _close_event_loop_left_set()


def _close_event_loop_left_set() -> None:
    """Close the event loop a document's code left set on this thread, if any.

    Pydantic AI's `Agent.run_sync` sets a loop and keeps it; left open, it would be collected
    (and reported unclosed) in whichever later test runs `asyncio.run`.
    """
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        try:
            loop = asyncio.get_event_loop()
        except RuntimeError:
            return
    if not loop.is_running():
        loop.close()
        asyncio.set_event_loop(None)


def _installed(module: str) -> bool:
    return importlib.util.find_spec(module) is not None


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda path: path.name)
def test_examples_run(example: Path, tmp_path: Path) -> None:
    """Each example script runs to completion offline."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("ANTHROPIC_API_KEY", None)
    result = subprocess.run(
        [sys.executable, str(example)],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=300,
        env=env,
        check=False,
    )
    assert result.returncode == 0, result.stderr
