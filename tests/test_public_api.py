"""The public surface: curated, sorted, documented."""

from __future__ import annotations

import importlib
import inspect
import json
import os
import pkgutil
from pathlib import Path
from types import ModuleType

import agentstate
import agentstate.errors


def test_all_is_sorted_and_complete() -> None:
    """__all__ lists every public name of the package, sorted case-insensitively."""
    public = [
        name
        for name, value in vars(agentstate).items()
        if not name.startswith("_") and not inspect.ismodule(value) and name != "annotations"
    ]
    expected = sorted([*public, "__version__"], key=str.casefold)
    assert agentstate.__all__ == sorted(agentstate.__all__, key=str.casefold)
    assert agentstate.__all__ == expected


def test_every_public_name_is_documented() -> None:
    """Every exported class and function has a docstring."""
    for name in agentstate.__all__:
        value = getattr(agentstate, name)
        if inspect.isclass(value) or inspect.isfunction(value):
            assert inspect.getdoc(value), name


def test_every_error_is_an_agentstate_error() -> None:
    """The error module exports only AgentStateError and its subclasses, each documented."""
    for name in agentstate.errors.__all__:
        error = getattr(agentstate.errors, name)
        assert issubclass(error, agentstate.errors.AgentStateError), name
        assert error.__doc__, name
        assert name in (agentstate.errors.__doc__ or ""), f"{name} missing from the error tree"


PINNED = Path(__file__).parent / "fixtures" / "public-api.json"
"""Every public module's exported names (AGENTSTATE_UPDATE_API=1 rewrites it)."""


def _public_modules() -> dict[str, ModuleType]:
    """Every module of the package with no private part in its path, imported."""
    found = {"agentstate": agentstate}
    for info in pkgutil.walk_packages(agentstate.__path__, "agentstate."):
        if any(part.startswith("_") for part in info.name.split(".")[1:]):
            continue
        found[info.name] = importlib.import_module(info.name)
    return found


def test_every_public_module_exports_exactly_the_pinned_names() -> None:
    """Each public module's __all__ is its pinned names: the surface changes only on purpose."""
    surface = {}
    for name, module in sorted(_public_modules().items()):
        exported = getattr(module, "__all__", None)
        assert exported is not None, f"{name} has no __all__"
        missing = [entry for entry in exported if not hasattr(module, entry)]
        assert not missing, f"{name}.__all__ names what it does not have: {missing}"
        surface[name] = sorted(exported, key=str.casefold)
    if os.environ.get("AGENTSTATE_UPDATE_API") == "1":
        PINNED.write_text(json.dumps(surface, indent=2) + "\n")
    assert surface == json.loads(PINNED.read_text())


def test_every_public_module_documents_what_it_exports() -> None:
    """Each public module has a docstring, and so does every class and function it exports."""
    for name, module in _public_modules().items():
        assert inspect.getdoc(module), name
        for entry in getattr(module, "__all__", ()):
            value = getattr(module, entry)
            if inspect.isclass(value) or inspect.isfunction(value):
                assert inspect.getdoc(value), f"{name}.{entry}"
