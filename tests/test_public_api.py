"""The public surface: curated, sorted, documented."""

from __future__ import annotations

import inspect

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
