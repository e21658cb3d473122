"""Deferred compaction: compact between turns in the background, so a turn never waits for it.

A compactor runs the same generate, validate, then conditional commit as `AgentState.compact`,
off the user-facing path: `DeferredCompactor` in a worker thread, `AsyncDeferredCompactor` as
an asyncio task. Every invariant holds as in the foreground: the boundary is fixed before the
summarizer starts, so events appended meanwhile stay beyond it; the commit is conditional on
the parent checkpoint, so a candidate that went stale (a foreground compaction committed
first) loses. A lost race is not raised into anyone's turn: it is recorded in the log as a
compaction event with outcome ``conflict`` and returned as that outcome.

Use::

    with DeferredCompactor(state, ExtractiveSummarizer(), policy=policy) as compactor:
        for turn in conversation:
            compactor.ensure_budget()  # waits only if the context is over the hard budget
            context = state.context(system=..., budget=policy.budget)
            ...  # call the model, append its reply and the tool results
            compactor.schedule()  # compacts in the background if a trigger fires

Scheduling coalesces: while one compaction waits to start, scheduling again returns its
handle; at most one runs at a time. `close` (or leaving the ``with`` block) stops accepting
work, lets the running compaction finish, and joins the worker.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import threading
from collections.abc import Generator
from types import TracebackType
from typing import TYPE_CHECKING, Any, Self

from agentstate.compaction.engine import (
    acompact,
    acompact_verbatim,
    compact,
    compact_verbatim,
    within_budget,
)
from agentstate.compaction.hooks import logger
from agentstate.compaction.oracles import RuleBasedOracle
from agentstate.compaction.policy import (
    Compactable,
    CompactionPolicy,
    CompactionResult,
    resolve_policy,
)
from agentstate.compaction.size import rendered_size
from agentstate.compaction.verbatim import aprune, prune
from agentstate.context import render_context
from agentstate.errors import AgentStateError, InvalidInput, PendingToolCalls

if TYPE_CHECKING:
    from agentstate.session import Session
    from agentstate.summarizers.base import Summarizer

__all__ = ["AsyncDeferredCompactor", "CompactionHandle", "DeferredCompactor", "rendered_tokens"]


class CompactionHandle:
    """A compaction scheduled in the background: ``result()`` it, or ``await`` it.

    The result is the `CompactionResult` (``conflict`` when a newer checkpoint won). What the
    compaction raised (`ContextBudgetExceeded`, a storage error) is raised by ``result()``
    and ``await``, never into the turn that scheduled it.
    """

    def __init__(self, future: concurrent.futures.Future[CompactionResult]) -> None:
        self._future = future
        self.force = False
        """Whether the compaction runs even below the trigger (set by any coalesced request)."""

    def done(self) -> bool:
        """Whether it has finished (or was cancelled)."""
        return self._future.done()

    def cancel(self) -> bool:
        """Cancel it if it has not started; whether it was cancelled."""
        return self._future.cancel()

    def result(self, timeout: float | None = None) -> CompactionResult:
        """Wait for the result (never call it blocking from an event loop: await instead).

        Raises:
            TimeoutError: Not finished within `timeout` seconds.
            concurrent.futures.CancelledError: It was cancelled before it started.
        """
        return self._future.result(timeout)

    def __await__(self) -> Generator[Any, None, CompactionResult]:
        return asyncio.wrap_future(self._future).__await__()


def _run(
    state: Session,
    summarizer: Summarizer | None,
    policy: CompactionPolicy,
    *,
    force: bool,
) -> CompactionResult:
    """One background compaction: a summary, or a verbatim pass when there is no summarizer."""
    try:
        if summarizer is not None:
            return compact(state, summarizer, policy, force=force, record_conflicts=True)

        oracle = policy.verbatim or RuleBasedOracle()
        result = prune(state, oracle, policy, force=force, record_conflicts=True)
        return within_budget(state, policy, result)
    except Exception as error:
        _log(state, error)
        raise


def _log(state: Session, error: Exception) -> None:
    """Log what a background compaction raised: a traceback only for the unexpected."""
    expected = isinstance(error, AgentStateError)
    logger.warning(
        "deferred compaction of %s raised %s: %s",
        state.session_id,
        type(error).__name__,
        error,
        exc_info=not expected,
    )


def rendered_tokens(state: Session) -> int:
    """The tokens of the next request after the stable prefix, as rendered.

    Unlike the trigger's stored sums, this counts the state block and the record's label.
    While a tool call is pending no request can be rendered: the stored sums stand in.
    """
    try:
        return render_context(state, system="", tools=(), budget=None).token_count
    except PendingToolCalls:
        with state.log.read() as reader:
            return rendered_size(state, reader).total


def _over_budget(state: Session, policy: CompactionPolicy) -> bool:
    return rendered_tokens(state) > policy.budget


class _Compactor:
    """What both compactors hold: the session, who compacts it, and the pending handles."""

    def __init__(
        self,
        state: Compactable,
        summarizer: Summarizer | None = None,
        *,
        policy: CompactionPolicy | None = None,
    ) -> None:
        self.state = state
        """The session compacted."""
        self.summarizer = summarizer
        """Writes candidates (None: verbatim passes)."""
        self.policy = resolve_policy(policy, state.policy)
        """The policy every compaction uses."""
        self._queued: CompactionHandle | None = None
        self._last: CompactionHandle | None = None
        self._closed = False


class DeferredCompactor(_Compactor):
    """Compacts one session in a worker thread between turns.

    Args:
        state: The session to compact.
        summarizer: Writes candidates (None: run verbatim passes with the policy's
            ``verbatim`` oracle, or a `RuleBasedOracle`).
        policy: The compaction policy (default: the state's).

    Raises:
        InvalidInput: No policy was given and the state has none.
    """

    def __init__(
        self,
        state: Compactable,
        summarizer: Summarizer | None = None,
        *,
        policy: CompactionPolicy | None = None,
    ) -> None:
        super().__init__(state, summarizer, policy=policy)
        self._executor = concurrent.futures.ThreadPoolExecutor(
            max_workers=1, thread_name_prefix="agentstate-compaction"
        )
        self._lock = threading.Lock()

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()

    def schedule(self, *, force: bool = False) -> CompactionHandle:
        """Compact in the background if a trigger fires (or when forced); returns at once.

        The triggers are judged as in `AgentState.compact`, on the context as rendered.

        Raises:
            InvalidInput: The compactor is closed.
        """
        with self._lock:
            if self._closed:
                msg = "this DeferredCompactor is closed"
                raise InvalidInput(msg)
            if self._queued is not None:
                self._queued.force |= force
                return self._queued
            future: concurrent.futures.Future[CompactionResult] = concurrent.futures.Future()
            handle = CompactionHandle(future)
            handle.force = force
            self._queued = self._last = handle
        self._executor.submit(self._work, handle)
        return handle

    def _work(self, handle: CompactionHandle) -> None:
        with self._lock:
            if self._queued is handle:
                self._queued = None
            force = handle.force
        future = handle._future
        if not future.set_running_or_notify_cancel():
            return
        try:
            result = _run(self.state, self.summarizer, self.policy, force=force)
        except BaseException as error:  # noqa: BLE001 - handed to whoever waits on the handle
            future.set_exception(error)
        else:
            future.set_result(result)

    def wait(self, timeout: float | None = None) -> CompactionResult | None:
        """Wait for the compactions scheduled so far; the last one's result (None: none).

        Raises:
            TimeoutError: They did not finish within `timeout` seconds.
        """
        last = self._last
        if last is None:
            return None
        try:
            return last.result(timeout)
        except concurrent.futures.CancelledError:
            return None

    def ensure_budget(self, timeout: float | None = None) -> CompactionResult | None:
        """Before a model request: block only if the context is over the policy's budget.

        Within the budget this returns None at once (one render of the context, without
        waiting). Over it, it waits for the background compaction, and compacts in the
        foreground (forced) if that was not enough.

        Raises:
            ContextBudgetExceeded: Compaction cannot bring the context within the budget.
        """
        if not _over_budget(self.state, self.policy):
            return None
        try:
            self.wait(timeout)
        except Exception:  # noqa: BLE001 - its failure is in the log; compact here instead
            logger.debug("background compaction failed; compacting in the foreground")
        if not _over_budget(self.state, self.policy):
            return None
        if self.summarizer is None:
            return compact_verbatim(self.state, self.policy.verbatim, self.policy, force=True)
        return compact(self.state, self.summarizer, self.policy, force=True)

    def close(self, *, cancel_pending: bool = False) -> None:
        """Stop accepting work and join the worker once the running compaction finishes.

        Args:
            cancel_pending: Cancel a compaction that has not started yet (it changes
                nothing); by default it still runs.
        """
        with self._lock:
            self._closed = True
            queued = self._queued
        if cancel_pending and queued is not None:
            queued.cancel()
        self._executor.shutdown(wait=True)


class AsyncDeferredCompactor(_Compactor):
    """Compacts one session in an asyncio task between turns (`AgentState.acompact`).

    Create and use it inside a running event loop. Same arguments as `DeferredCompactor`.
    """

    def __init__(
        self,
        state: Compactable,
        summarizer: Summarizer | None = None,
        *,
        policy: CompactionPolicy | None = None,
    ) -> None:
        super().__init__(state, summarizer, policy=policy)
        self._tasks: set[asyncio.Task[None]] = set()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        await self.aclose()

    def schedule(self, *, force: bool = False) -> CompactionHandle:
        """Compact in a task if a trigger fires (or when forced); returns at once.

        Raises:
            InvalidInput: The compactor is closed.
            RuntimeError: No event loop is running.
        """
        if self._closed:
            msg = "this AsyncDeferredCompactor is closed"
            raise InvalidInput(msg)
        if self._queued is not None:
            self._queued.force |= force
            return self._queued
        handle = CompactionHandle(concurrent.futures.Future())
        handle.force = force
        previous = self._last
        self._queued = self._last = handle
        task = asyncio.get_running_loop().create_task(self._work(handle, previous))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return handle

    async def _work(self, handle: CompactionHandle, previous: CompactionHandle | None) -> None:
        if previous is not None:  # one at a time, in order
            await asyncio.wait([asyncio.wrap_future(previous._future)])
        if self._queued is handle:
            self._queued = None
        future = handle._future
        if not future.set_running_or_notify_cancel():
            return
        try:
            result = await self._compact(force=handle.force)
        except BaseException as error:
            future.set_exception(error)
            if isinstance(error, asyncio.CancelledError):
                raise
        else:
            future.set_result(result)

    async def _compact(self, *, force: bool) -> CompactionResult:
        try:
            if self.summarizer is not None:
                return await acompact(
                    self.state, self.summarizer, self.policy, force=force, record_conflicts=True
                )
            oracle = self.policy.verbatim or RuleBasedOracle()
            result = await aprune(
                self.state, oracle, self.policy, force=force, record_conflicts=True
            )
            return await asyncio.to_thread(within_budget, self.state, self.policy, result)
        except Exception as error:
            _log(self.state, error)
            raise

    async def wait(self) -> CompactionResult | None:
        """Wait for the compactions scheduled so far; the last one's result (None: none)."""
        last = self._last
        if last is None:
            return None
        try:
            return await last
        except (asyncio.CancelledError, concurrent.futures.CancelledError):
            return None

    async def ensure_budget(self) -> CompactionResult | None:
        """Before a model request: wait only if the context is over the policy's budget.

        Raises:
            ContextBudgetExceeded: Compaction cannot bring the context within the budget.
        """
        if not await asyncio.to_thread(_over_budget, self.state, self.policy):
            return None
        try:
            await self.wait()
        except Exception:  # noqa: BLE001 - its failure is in the log; compact here instead
            logger.debug("background compaction failed; compacting in the foreground")
        if not await asyncio.to_thread(_over_budget, self.state, self.policy):
            return None
        if self.summarizer is None:
            return await acompact_verbatim(
                self.state, self.policy.verbatim, self.policy, force=True
            )
        return await acompact(self.state, self.summarizer, self.policy, force=True)

    async def aclose(self, *, cancel_pending: bool = False) -> None:
        """Stop accepting work and wait for the running compaction to finish.

        Args:
            cancel_pending: Cancel a compaction that has not started yet.
        """
        self._closed = True
        if cancel_pending and self._queued is not None:
            self._queued.cancel()
        if self._tasks:
            await asyncio.wait(set(self._tasks))
