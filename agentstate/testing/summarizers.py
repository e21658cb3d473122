"""Summarizers for tests: scripted, computed, and deliberately faulty.

They make every compaction outcome reproducible without a model: a summary that passes, one
the validator must reject, an exception, a timeout, empty output, output that is not JSON, and
a slow summarizer during which the application keeps appending.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Sequence
from typing import Any

from agentstate.summarizers.base import Candidate, ModelCandidate, SummaryRequest

__all__ = [
    "EmptySummarizer",
    "FunctionSummarizer",
    "NotJsonSummarizer",
    "RaisingSummarizer",
    "ScriptError",
    "ScriptedSummarizer",
    "SlowSummarizer",
    "TimeoutSummarizer",
    "UnconsumedSteps",
    "UnexpectedCall",
]


class ScriptError(AssertionError):
    """A scripted summarizer was used differently from its script."""


class UnexpectedCall(ScriptError):
    """The summarizer was called after its script ran out."""


class UnconsumedSteps(ScriptError):
    """A test ended before the summarizer used every step of its script."""


Step = Candidate | BaseException | Callable[[SummaryRequest], Candidate]


class ScriptedSummarizer:
    """Answers each call with the next step of a script, and records every request.

    A step is a candidate to return, an exception to raise, or a function of the request.
    Calling past the end raises `UnexpectedCall`; `assert_complete()` raises
    `UnconsumedSteps` if steps are left.
    """

    def __init__(
        self, steps: Sequence[Step], *, name: str = "scripted", version: str | None = "1"
    ) -> None:
        self.name = name
        self.version = version
        self.steps = list(steps)
        self.requests: list[SummaryRequest] = []
        """Every request received, in order."""

    def summarize(self, request: SummaryRequest) -> Candidate:
        """Play the next step."""
        self.requests.append(request)
        index = len(self.requests) - 1
        if index >= len(self.steps):
            msg = f"call {index + 1} but the script has {len(self.steps)} steps"
            raise UnexpectedCall(msg)
        step = self.steps[index]
        if isinstance(step, BaseException):
            raise step
        if callable(step):
            return step(request)
        return step

    async def asummarize(self, request: SummaryRequest) -> Candidate:
        """Play the next step."""
        return self.summarize(request)

    def assert_complete(self) -> None:
        """Fail if some steps were never played."""
        remaining = len(self.steps) - len(self.requests)
        if remaining > 0:
            msg = f"{remaining} scripted steps were never used"
            raise UnconsumedSteps(msg)


class FunctionSummarizer:
    """Computes each candidate with a function of the request."""

    def __init__(
        self,
        function: Callable[[SummaryRequest], Candidate | ModelCandidate],
        *,
        name: str = "function",
        version: str | None = None,
    ) -> None:
        self.function = function
        self.name = name
        self.version = version

    def summarize(self, request: SummaryRequest) -> Candidate | ModelCandidate:
        """Call the function."""
        return self.function(request)

    async def asummarize(self, request: SummaryRequest) -> Candidate | ModelCandidate:
        """Call the function."""
        return self.function(request)


class RaisingSummarizer:
    """Always raises the given exception (an API error, a refusal, ...)."""

    name = "raising"
    version = None

    def __init__(self, error: BaseException) -> None:
        self.error = error

    def summarize(self, request: SummaryRequest) -> Candidate:
        """Raise."""
        raise self.error

    async def asummarize(self, request: SummaryRequest) -> Candidate:
        """Raise."""
        raise self.error


class EmptySummarizer:
    """Returns nothing (None), as a model that produced no output."""

    name = "empty"
    version = None

    def summarize(self, request: SummaryRequest) -> Any:
        """Return None."""
        return None

    async def asummarize(self, request: SummaryRequest) -> Any:
        """Return None."""
        return None


class NotJsonSummarizer:
    """Returns text that is not a JSON object, as a model that ignored the schema."""

    name = "not-json"
    version = None

    def __init__(self, text: str = "Sure! Here is a summary: the credit was approved.") -> None:
        self.text = text

    def summarize(self, request: SummaryRequest) -> Any:
        """Return the text."""
        return self.text

    async def asummarize(self, request: SummaryRequest) -> Any:
        """Return the text."""
        return self.text


class TimeoutSummarizer:
    """Takes longer than any sensible timeout (it sleeps `seconds`)."""

    name = "timeout"
    version = None

    def __init__(self, seconds: float = 5.0) -> None:
        self.seconds = seconds

    def summarize(self, request: SummaryRequest) -> Any:
        """Sleep, then return nothing useful."""
        time.sleep(self.seconds)
        return None

    async def asummarize(self, request: SummaryRequest) -> Any:
        """Sleep, then return nothing useful."""
        await asyncio.sleep(self.seconds)
        return None


class SlowSummarizer:
    """Delegates to another summarizer, running `during` while it "thinks".

    `during(request)` simulates the application appending events while a summary is being
    generated; they must stay beyond the boundary.
    """

    def __init__(self, inner: Any, during: Callable[[SummaryRequest], None]) -> None:
        self.inner = inner
        self.during = during
        self.name = f"slow-{inner.name}"
        self.version = inner.version

    def summarize(self, request: SummaryRequest) -> Candidate:
        """Run `during`, then delegate."""
        self.during(request)
        result: Candidate = self.inner.summarize(request)
        return result

    async def asummarize(self, request: SummaryRequest) -> Candidate:
        """Run `during`, then delegate."""
        self.during(request)
        result: Candidate = await self.inner.asummarize(request)
        return result
