"""The adapter's surface: the request guard, the exports, the packaging."""

from __future__ import annotations

import inspect
import tomllib
from pathlib import Path

import agentstate_openai
import pytest
from agentstate_openai import (
    ModelRequestsDisabled,
    check_allow_model_requests,
    override_allow_model_requests,
)

import agentstate

ROOT = Path(__file__).parents[1]


def test_requests_are_disabled_for_the_whole_suite() -> None:
    """The conftest switched model requests off: checking raises."""
    assert agentstate_openai.ALLOW_MODEL_REQUESTS is False
    with pytest.raises(ModelRequestsDisabled, match="ALLOW_MODEL_REQUESTS"):
        check_allow_model_requests()


@pytest.mark.usefixtures("allow_model_requests")
def test_the_fixture_opts_in() -> None:
    """The allow_model_requests fixture turns requests on for its test."""
    assert agentstate_openai.ALLOW_MODEL_REQUESTS is True
    check_allow_model_requests()


def test_override_restores_the_flag_even_on_error() -> None:
    """override_allow_model_requests sets the flag inside the block and restores it after."""
    with pytest.raises(RuntimeError), override_allow_model_requests(allow=True):
        check_allow_model_requests()
        raise RuntimeError
    assert agentstate_openai.ALLOW_MODEL_REQUESTS is False


def test_the_guard_error_is_an_agentstate_error() -> None:
    """ModelRequestsDisabled is an AgentStateError and a RuntimeError."""
    assert issubclass(ModelRequestsDisabled, agentstate.errors.AgentStateError)
    assert issubclass(ModelRequestsDisabled, RuntimeError)


def test_exports_are_sorted_and_documented() -> None:
    """__all__ lists every public name, sorted case-insensitively, each class documented."""
    public = [
        name
        for name, value in vars(agentstate_openai).items()
        if not name.startswith("_") and not inspect.ismodule(value) and name != "annotations"
    ]
    names = agentstate_openai.__all__
    assert names == sorted(names, key=str.casefold)
    assert sorted(names, key=str.casefold) == sorted([*public, "__version__"], key=str.casefold)
    for name in names:
        value = getattr(agentstate_openai, name)
        if inspect.isclass(value) or inspect.isfunction(value):
            assert inspect.getdoc(value), name


def test_distribution_pins_the_core_and_ships_types() -> None:
    """The distribution has the core's version, pins it exactly, and carries py.typed."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert project["version"] == agentstate_openai.__version__ == agentstate.__version__
    assert project["name"] == "pyagentstate-openai"
    assert f"pyagentstate=={agentstate.__version__}" in project["dependencies"]
    assert (ROOT / "agentstate_openai" / "py.typed").exists()


@pytest.mark.usefixtures("allow_model_requests")
def test_a_request_past_the_script_is_reported() -> None:
    """A request the script cannot answer raises through the SDK and again in assert_complete."""
    from agentstate_openai.testing import ScriptedOpenAIAPI, ScriptExhausted

    api = ScriptedOpenAIAPI([])
    with pytest.raises(ScriptExhausted):
        api.client().chat.completions.create(
            model="m", messages=[{"role": "user", "content": "hi"}]
        )
    with pytest.raises(ScriptExhausted, match="request 1, but the script has 0"):
        api.assert_complete()
