"""Packaging: the distribution names, and one version for the core and every adapter, pinned."""

from __future__ import annotations

import tomllib
from importlib.metadata import version
from pathlib import Path

import agentstate

ROOT = Path(__file__).parents[1]
# The distributions are named pyagentstate and pyagentstate-<adapter folder>; the import
# packages stay agentstate and agentstate_<adapter folder>. On PyPI "agentstate" is another
# project, so no distribution here may be named "agentstate" or "agentstate-...".
CORE = "pyagentstate"


def _project(path: Path) -> dict[str, object]:
    project: dict[str, object] = tomllib.loads(path.read_text())["project"]
    return project


def test_installed_version_matches_the_source() -> None:
    """agentstate.__version__ is the installed distribution's version and the pyproject's."""
    assert agentstate.__version__ == version(CORE)
    assert agentstate.__version__ == _project(ROOT / "pyproject.toml")["version"]


def test_adapters_share_and_pin_the_core_version() -> None:
    """Each adapter distribution has the core's version and depends on exactly that version."""
    core = _project(ROOT / "pyproject.toml")["version"]
    for pyproject in sorted(ROOT.glob("adapters/*/pyproject.toml")):
        project = _project(pyproject)
        assert project["version"] == core, pyproject
        dependencies = project["dependencies"]
        assert isinstance(dependencies, list)
        assert f"{CORE}=={core}" in dependencies, pyproject


def test_adapters_are_workspace_members() -> None:
    """The root declares adapters/* as its workspace; each adapter takes the core from it."""
    root = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert root["tool"]["uv"]["workspace"]["members"] == ["adapters/*"]
    for pyproject in sorted(ROOT.glob("adapters/*/pyproject.toml")):
        sources = tomllib.loads(pyproject.read_text())["tool"]["uv"]["sources"]
        assert sources[CORE] == {"workspace": True}, pyproject


def test_distribution_names_are_ours_and_follow_one_pattern() -> None:
    """The core is pyagentstate, each adapter pyagentstate-<folder>, none named agentstate[-*]."""
    assert _project(ROOT / "pyproject.toml")["name"] == CORE
    for pyproject in sorted(ROOT.glob("adapters/*/pyproject.toml")):
        name = _project(pyproject)["name"]
        assert name == f"{CORE}-{pyproject.parent.name}", pyproject
        # A folder named with a hyphen (pydantic-ai) imports with an underscore.
        package = f"agentstate_{pyproject.parent.name.replace('-', '_')}"
        assert (pyproject.parent / package).is_dir(), pyproject


def test_core_ships_type_information() -> None:
    """The core package carries py.typed."""
    assert (ROOT / "agentstate" / "py.typed").exists()


def test_core_requires_no_adapter_and_no_model() -> None:
    """The core distribution depends on no adapter and no machine-learning library."""
    core = _project(ROOT / "pyproject.toml")["dependencies"]
    assert isinstance(core, list)
    requirements = " ".join(core).lower()
    for name in (f"{CORE}-", "torch", "sentence-transformers", "transformers", "numpy"):
        assert name not in requirements
