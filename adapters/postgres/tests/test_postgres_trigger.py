"""The compaction trigger on PostgreSQL: its check is a fresh snapshot's size, whoever wrote."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from agentstate import AgentState, ExtractiveSummarizer, RuleBasedOracle
from agentstate.compaction import CompactionPolicy, ContextSize, context_size, current_size
from agentstate.compaction.verbatim import prune

pytest.importorskip("psycopg", reason="psycopg is not installed: pip install -e adapters/postgres")

from agentstate_postgres import PostgresBackend

POLICY = CompactionPolicy(budget=100_000, keep_tokens=30, keep_groups=1)
_SESSIONS = itertools.count()


def _fresh(state: AgentState) -> ContextSize:
    with state.backend.read(state.session_id) as reader:
        return context_size(reader)


def test_the_backend_offers_no_tip(make_postgres: Callable[..., Any]) -> None:
    """PostgreSQL answers no tip, so every trigger check reads a snapshot."""
    backend: PostgresBackend = make_postgres()
    with backend.write("s"):
        assert backend.tip("s") is None
    assert backend.tip("s") is None


@settings(
    max_examples=10, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(steps=st.lists(st.sampled_from(["user", "exchange", "pin", "compact", "drop"]), max_size=8))
def test_the_check_equals_a_fresh_read_whichever_backend_wrote(
    make_postgres: Callable[..., Any], steps: list[str]
) -> None:
    """Writes through two backends (two pools, as two processes), in any order, are seen."""
    session_id = f"trigger-{next(_SESSIONS)}"
    mine = AgentState.open(make_postgres(), session_id=session_id)
    theirs = AgentState.open(make_postgres(), session_id=session_id)
    for n, step in enumerate(steps):
        writer = (mine, theirs)[n % 2]
        if step == "user":
            writer.append_user("word " * (n + 1))
        elif step == "exchange":
            call = writer.append_tool_call("lookup", {"n": n})
            writer.append_tool_result(call, "timeout", is_error=True)
            call = writer.append_tool_call("lookup", {"n": n})
            writer.append_tool_result(call, {"rows": ["data"] * 5})
        elif step == "pin":
            messages = [event.seq for event in writer.events() if event.is_message]
            if messages:
                writer.pin(f"ev_{messages[n % len(messages)]}")
        elif step == "compact":
            writer.compact(ExtractiveSummarizer(), policy=POLICY, force=True)
        else:
            prune(writer, RuleBasedOracle(), POLICY, force=True)
        assert current_size(mine) == _fresh(mine)
        assert current_size(theirs) == _fresh(theirs)
