"""What both compaction passes share: a call under a timeout, an error for the log, a skip."""

from __future__ import annotations

import concurrent.futures
from collections.abc import Callable
from typing import TypeVar

from agentstate.compaction._result import CompactionResult
from agentstate.compaction.size import ContextSize

__all__ = ["call_with_timeout", "describe", "skipped"]

_T = TypeVar("_T")


def call_with_timeout(call: Callable[[], _T], timeout: float | None) -> _T:
    """`call()`, or TimeoutError once `timeout` seconds pass (None: no limit)."""
    if timeout is None:
        return call()
    executor = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="summarizer")
    try:
        future = executor.submit(call)
        try:
            return future.result(timeout=timeout)
        except concurrent.futures.TimeoutError:
            msg = f"the summarizer did not answer within {timeout} seconds"
            raise TimeoutError(msg) from None
    finally:
        executor.shutdown(wait=False, cancel_futures=True)


def describe(error: BaseException) -> str:
    """An error as the log records it: its type and message, cut to 2,000 characters."""
    text = str(error) or "no message"
    return f"{type(error).__name__}: {text}"[:2000]


def skipped(size: ContextSize, reason: str) -> CompactionResult:
    """The result of a compaction that did not run: nothing changed."""
    return CompactionResult(
        outcome="skipped",
        reason=reason,
        tokens_before=size.total,
        tokens_after=size.total,
        previous_covers_through=size.coverage.covers_through,
        covers_through=size.coverage.covers_through,
    )
