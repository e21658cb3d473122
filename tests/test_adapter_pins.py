"""Every adapter distribution shares the core's version and pins the core exactly."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).parent.parent
CORE = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
ADAPTERS = sorted(ROOT.glob("adapters/*/pyproject.toml"))


@pytest.mark.parametrize("path", ADAPTERS, ids=lambda path: path.parent.name)
def test_adapter_pins_the_core_version(path: Path) -> None:
    """An adapter's version is the core's, and it requires exactly that core version."""
    project = tomllib.loads(path.read_text(encoding="utf-8"))["project"]
    assert project["version"] == CORE["version"]
    assert f"agentstate=={CORE['version']}" in project["dependencies"]
    assert project["name"] == f"agentstate-{path.parent.name}"


def test_core_never_requires_an_adapter() -> None:
    """The core distribution depends on no adapter and no model library."""
    requirements = " ".join(CORE["dependencies"]).lower()
    for name in ("agentstate-", "torch", "sentence-transformers", "transformers", "numpy"):
        assert name not in requirements
