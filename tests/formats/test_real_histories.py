"""Real agent runs (τ-bench, τ²-bench) import and export exactly, and cross-export valid.

The committed fixture always runs; the shared development data (../shared/data, present in
CI) adds every τ-bench dev trajectory and every τ²-bench simulation of the third-party run.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from agentstate.formats import check_anthropic, check_openai, tau2
from tests.formats.conftest import as_text

_ROOT = Path(__file__).resolve().parents[2]
_FIXTURES = _ROOT / "tests" / "fixtures"
_SHARED = _ROOT.parent / "shared" / "data"


def _tau_bench() -> list:
    fixture = json.loads((_FIXTURES / "tau-bench" / "airline-task1-trial1.json").read_text())
    cases = [pytest.param(fixture["traj"], id="fixture-task1-trial1")]
    shared = _SHARED / "tau-bench" / "gpt-4o-airline-dev.json"
    if shared.exists():
        runs = json.loads(shared.read_text())
        cases += [
            pytest.param(run["traj"], id=f"tau-task{run['task_id']}-trial{run['trial']}")
            for run in runs
        ]
    return cases


def _tau2() -> list:
    shared = _SHARED / "tau2-bench" / "airline-run-third-party.json"
    if not shared.exists():
        return []
    run = json.loads(shared.read_text())
    policy = (_SHARED / "tau2-bench" / "airline-policy.md").read_text()
    return [
        pytest.param(tau2.to_openai(sim["messages"], system=policy), id=f"tau2-{index}")
        for index, sim in enumerate(run["simulations"])
    ]


@pytest.mark.parametrize("messages", _tau_bench() + _tau2())
def test_real_runs_round_trip_exactly(fresh_state, messages):
    """Each run exports byte-for-byte as imported; Anthropic renders it validly and exactly."""
    assert check_openai(messages, allow_pending=True) == []
    state = fresh_state()
    state.import_messages(messages, format="openai")
    assert as_text(state.export_messages(format="openai")) == as_text(messages)
    anthropic = state.export_messages(format="anthropic")
    assert check_anthropic(anthropic, allow_pending=True) == []
    again = fresh_state()
    again.import_messages(anthropic, format="anthropic")
    assert as_text(again.export_messages(format="anthropic")) == as_text(anthropic)
    assert check_openai(again.export_messages(format="openai"), allow_pending=True) == []


def test_the_fixture_is_searchable_by_its_identifiers(fresh_state):
    """The user id and the reservation ids of a real run are found by search."""
    fixture = json.loads((_FIXTURES / "tau-bench" / "airline-task1-trial1.json").read_text())
    state = fresh_state()
    state.import_messages(fixture["traj"], format="openai")
    user_ids = {
        json.loads(call["function"]["arguments"]).get("user_id")
        for message in fixture["traj"]
        for call in message.get("tool_calls") or []
    } - {None}
    assert user_ids
    for user_id in user_ids:
        hits = state.evidence.search(user_id, k=3)
        assert hits
        assert user_id in json.dumps(hits[0].event.content)
