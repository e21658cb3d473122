"""Runs the OpenAI Agents SDK's own session tests against `AgentStateSession`.

The test files here are copied from the SDK's source distribution (openai-agents 0.24.0,
MIT: LICENSE-openai-agents), unmodified but for their file names (``tests/memory/
test_session.py`` is ``test_sdk_session.py``, and so on; the helpers ``tests/
test_responses.py`` and ``tests/utils/simple_session.py`` are ``sdk_responses.py`` and
``sdk_simple_session.py``). This shim:

- substitutes `SdkSession` for ``agents.SQLiteSession`` (and ``agents.memory.SQLiteSession``)
  before the test files import it: where a test constructs a SQLite session, it gets an
  `AgentStateSession` over an agentstate session in the same database file;
- makes the files' ``tests.*`` imports resolve to the copies;
- sets what the SDK's own conftest sets for these tests (a dummy API key, real model
  clients refused);
- deselects the tests in `EXCLUDED`, each with its reason (printed in the run's summary).
"""

from __future__ import annotations

import importlib
import os
import sys
import types
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import agents
import agents.memory
import pytest
from agents.models.openai_chatcompletions import OpenAIChatCompletionsModel
from agents.models.openai_responses import OpenAIResponsesModel
from agentstate_openai_agents import AgentStateSession

from agentstate import AgentState, MemoryBackend

_HERE = Path(__file__).parent


class SdkSession(AgentStateSession):
    """``SQLiteSession(session_id, db_path=":memory:", session_settings=None)``, in agentstate.

    The SDK's SQLite session's constructor and `close`; everything else is the bridge's.
    """

    def __init__(
        self,
        session_id: str,
        db_path: str | Path = ":memory:",
        session_settings: Any = None,
    ) -> None:
        target: Any = MemoryBackend() if str(db_path) == ":memory:" else Path(db_path)
        state = AgentState.open(target, session_id=session_id, stray_results="note")
        super().__init__(state, session_settings=session_settings)

    def close(self) -> None:
        """Close the agentstate session."""
        self.state.close()


if os.environ.get("AGENTSTATE_SDK_BASELINE") != "1":  # 1: the SDK's own sessions, to compare
    agents.SQLiteSession = SdkSession  # type: ignore[attr-defined,misc]
    agents.memory.SQLiteSession = SdkSession  # type: ignore[attr-defined,misc]


def _alias(name: str, module: str) -> None:
    """Make ``import <name>`` give the copy ``module`` (the SDK's tests import ``tests.*``)."""
    for parent in ("tests", "tests.memory", "tests.utils"):
        if parent not in sys.modules:
            package = types.ModuleType(parent)
            package.__path__ = []
            sys.modules[parent] = package
    sys.modules[name] = importlib.import_module(module)


sys.path.insert(0, str(_HERE))
_alias("tests.test_responses", "sdk_responses")
_alias("tests.utils.simple_session", "sdk_simple_session")
_alias("tests.memory.test_session", "test_sdk_session")

_POOL = "SQLiteSession internals: its per-thread connection pool"
_RAW_SQL = "SQLiteSession internals: raw SQL on its agent_sessions and agent_messages tables"
_SNAPSHOT = (
    "the SDK's private suffix-replacement protocol of its own backends "
    "(_get_compaction_snapshot), through which OpenAIResponsesCompactionSession rewrites a "
    "backend's log; AgentStateSession compacts through agentstate instead (model_input_filter, "
    "run_compaction) and its log is append-only"
)
_PATCHED = "SQLiteSession internals: patches its _insert_items"
_ENVIRONMENT = (
    "fails with the SDK's own sessions too here (AGENTSTATE_SDK_BASELINE=1): it patches "
    "cryptography.fernet.time.time by a dotted path this pytest no longer resolves"
)
_SESSION = "test_sdk_session.py::test_sqlite_session_"
_SUFFIX = "test_sdk_compaction_suffix.py::test_"

EXCLUDED: dict[str, str] = {
    f"{_SESSION}close_closes_worker_thread_connections": _POOL,
    f"{_SESSION}reaps_connections_from_exited_worker_threads": _POOL,
    f"{_SESSION}closes_retired_connections_before_the_next_allocation": _POOL,
    f"{_SESSION}keeps_connections_of_live_worker_threads": _POOL,
    f"{_SESSION}rollback_failure_evicts_connection": _POOL,
    f"{_SESSION}close_retries_quarantined_connection": _POOL,
    f"{_SESSION}post_commit_cancellation_propagates_after_known_outcome": _POOL,
    f"{_SESSION}file_lock_is_shared_across_instances": (
        "SQLiteSession internals: its class-level file locks (_lock, _file_lock_counts)"
    ),
    f"{_SESSION}failed_add_items_releases_write_lock": _RAW_SQL,
    f"{_SESSION}failed_clear_session_rolls_back": _RAW_SQL,
    f"{_SESSION}failed_pop_item_releases_write_lock": _RAW_SQL,
    f"{_SESSION}pop_item_skips_corrupt_most_recent": _RAW_SQL,
    f"{_SESSION}pop_item_returns_none_after_dropping_only_corrupt_rows": _RAW_SQL,
    f"{_SESSION}get_items_limit_skips_corrupt_newest_rows": _RAW_SQL,
    f"{_SESSION}get_items_session_settings_limit_skips_corrupt_rows": _RAW_SQL,
    f"{_SESSION}closed_rejects_empty_add_items": (
        "SQLiteSession's closed state and its error text ('SQLiteSession is closed'); the "
        "bridge does not own the agentstate session it writes to, so it has no closed state"
    ),
    f"{_SUFFIX}partial_compaction_does_not_split_tool_call_and_output[sqlite": _SNAPSHOT,
    f"{_SUFFIX}partial_compaction_preserves_reasoning_and_its_follower[sqlite": _SNAPSHOT,
    f"{_SUFFIX}unverifiable_rows_inside_snapshot_are_retained[sqlite": _SNAPSHOT,
    f"{_SUFFIX}new_backend_write_invalidates_snapshot[sqlite": _SNAPSHOT,
    f"{_SUFFIX}suffix_transaction_rolls_back_failed_insert[sqlite": _PATCHED,
    f"{_SUFFIX}cancelled_suffix_transaction_settles_before_newer_append[sqlite": _PATCHED,
    f"{_SUFFIX}expired_prefix_does_not_block_full_live_window": _ENVIRONMENT,
    f"{_SUFFIX}failed_encrypted_suffix_transaction_preserves_original_tokens": _ENVIRONMENT,
    f"{_SUFFIX}repeated_ttl_bursts_do_not_accumulate_expired_rows": _ENVIRONMENT,
    f"{_SUFFIX}prefix_cleanup_stops_before_retained_history": _ENVIRONMENT,
}
"""Why each test is not run: keyed by file::function (every parametrization) or by a prefix of
file::function[parameters (``[sqlite``: the SQLite-session runs, not the SDK's AsyncSQLiteSession
runs, which never construct the bridge)."""


def _matches(name: str, key: str) -> bool:
    if "[" in key:  # a prefix of the parameters
        return name.startswith(key)
    return name == key or name.startswith(f"{key}[")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Deselect the excluded tests of this directory."""
    kept: list[pytest.Item] = []
    dropped: list[pytest.Item] = []
    for item in items:
        path = Path(str(item.fspath))
        name = f"{path.name}::{item.name}"
        excluded = path.parent == _HERE and any(_matches(name, key) for key in EXCLUDED)
        (dropped if excluded else kept).append(item)
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = kept


@pytest.fixture(scope="session", autouse=True)
def openai_api_key() -> Iterator[None]:
    """A dummy key, as the SDK's conftest sets: no client here reaches the network."""
    had = os.environ.get("OPENAI_API_KEY")
    os.environ.setdefault("OPENAI_API_KEY", "test_key")
    yield
    if had is None:
        os.environ.pop("OPENAI_API_KEY", None)


@pytest.fixture(autouse=True)
def no_real_models(monkeypatch: pytest.MonkeyPatch) -> None:
    """Real model clients fail the test, as in the SDK's conftest."""

    def refuse(*args: object, **kwargs: object) -> None:
        pytest.fail("Real models should not be used in tests!")

    monkeypatch.setattr(OpenAIResponsesModel, "get_response", refuse)
    monkeypatch.setattr(OpenAIResponsesModel, "stream_response", refuse)
    monkeypatch.setattr(OpenAIChatCompletionsModel, "get_response", refuse)
    monkeypatch.setattr(OpenAIChatCompletionsModel, "stream_response", refuse)
