"""Test kit for agentstate users and for agentstate itself.

- `ManualClock`: deterministic time.
- `ScriptedSummarizer` and the faulty summarizers of `agentstate.testing.summarizers`: every
  compaction outcome without a model.
- `HashingEmbedder`: a deterministic bag-of-words `Embedder` for testing hybrid search.
- `BackendConformance`: the storage contract as a pytest mixin every backend's tests subclass
  (needs pytest).
- `agentstate.testing.strategies`: hypothesis strategies for JSON content, histories and
  session ids (needs hypothesis).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from agentstate.testing.clock import ManualClock
from agentstate.testing.embedders import HashingEmbedder
from agentstate.testing.summarizers import (
    EmptySummarizer,
    FunctionSummarizer,
    NotJsonSummarizer,
    RaisingSummarizer,
    ScriptedSummarizer,
    SlowSummarizer,
    TimeoutSummarizer,
)

if TYPE_CHECKING:
    from agentstate.testing.conformance import BackendConformance

__all__ = [
    "BackendConformance",
    "EmptySummarizer",
    "FunctionSummarizer",
    "HashingEmbedder",
    "ManualClock",
    "NotJsonSummarizer",
    "RaisingSummarizer",
    "ScriptedSummarizer",
    "SlowSummarizer",
    "TimeoutSummarizer",
]

_LAZY = {"BackendConformance": ("agentstate.testing.conformance", "pytest")}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        module_name, dependency = _LAZY[name]
        import importlib

        try:
            module = importlib.import_module(module_name)
        except ImportError as exc:  # pragma: no cover - depends on the environment
            msg = f"agentstate.testing.{name} needs {dependency}: pip install {dependency}"
            raise ImportError(msg) from exc
        return getattr(module, name)
    msg = f"module 'agentstate.testing' has no attribute {name!r}"
    raise AttributeError(msg)
