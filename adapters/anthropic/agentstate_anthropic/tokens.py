"""`AnthropicTokenCounter`: exact token counts from the count-tokens endpoint, cached.

It implements agentstate's `TokenCounter`, which counts text. agentstate counts each event
exactly once, when it is appended (the figure is stored with the event, so budgets are
running sums and nothing is re-counted), and counts a few rendered texts per context (the
compressed record, the state block). So "cached per event" comes in two layers: the store
keeps every event's count forever, and this counter keeps the count of every distinct text it
has seen (a bounded LRU keyed by the text), so the record, which is rendered identically for
every request between two compactions, costs one request, as does a tool output seen twice.

**What is counted.** The endpoint counts a whole request; the text is sent as one user
message and the framing of that message (measured once, as the count of ``"a"`` minus one)
is subtracted, since agentstate adds its own per-message overhead. `count_request` counts a
whole `MessagesRequest` as sent, for checking a context's budget against the model's view.

**When the endpoint cannot be reached** (connection errors, timeouts, 429, 5xx and 529 after
the SDK's retries), `count` answers with the offline fallback (`ApproximateTokenCounter` by
default, which over-counts rather than under-counts) instead of failing the append it runs
in, and stops asking the endpoint for `cooldown` seconds. This is made visible three ways:
`stats` counts exact, cached and estimated answers and keeps the last error; `degraded` is
true during the cooldown; and a warning is logged on the ``agentstate_anthropic.tokens``
logger when the fallback starts (and an info line when exact counts resume). Estimates are
never cached, so a text is counted exactly once the endpoint is back. Any other refusal (a
bad model name, bad credentials) raises `TokenCountingFailed`: that is a configuration error,
not an outage.

Each count is an HTTP request, made inside the append's transaction; with a state that
appends often, prefer the offline estimate for the state and this counter to check figures
(see ``benchmarks/anthropic_token_error.py`` for measuring the estimate's error).
"""

from __future__ import annotations

import hashlib
import logging
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from typing import TYPE_CHECKING, Final, cast

import anthropic
import attrs

from agentstate.errors import InvalidInput
from agentstate.json_values import canonical_dumps
from agentstate.tokens import ApproximateTokenCounter, TokenCounter
from agentstate_anthropic._clients import ClientOptions
from agentstate_anthropic._guard import check_allow_model_requests
from agentstate_anthropic.errors import TokenCountingFailed

if TYPE_CHECKING:
    from anthropic.types import MessageCountTokensToolParam, MessageParam

    from agentstate_anthropic.requests import MessagesRequest

__all__ = ["AnthropicTokenCounter", "TokenCountStats"]

logger = logging.getLogger("agentstate_anthropic.tokens")

_PROBE: Final = "a"
_KEY_CHARS: Final = 256  # longer texts are keyed by their digest, not kept in memory


@attrs.define
class TokenCountStats:
    """How a counter's answers were obtained."""

    exact: int = 0
    """Answers from the endpoint."""
    cached: int = 0
    """Answers from the cache (earlier exact counts of the same text)."""
    estimated: int = 0
    """Answers from the offline fallback, while the endpoint was unreachable."""
    last_error: str | None = None
    """The last error that sent a count to the fallback."""


def _unreachable(error: anthropic.AnthropicError) -> bool:
    return isinstance(
        error,
        anthropic.APIConnectionError | anthropic.RateLimitError | anthropic.InternalServerError,
    )


class AnthropicTokenCounter:
    """Counts tokens with the Messages count-tokens endpoint; see the module docs.

    Args:
        model: The model whose tokenizer counts.
        client: The `anthropic.Anthropic` client (default: one made on first use).
        fallback: The counter used while the endpoint is unreachable (default:
            `ApproximateTokenCounter`).
        cache_size: Distinct texts whose counts are kept.
        cooldown: Seconds without asking the endpoint after it was unreachable.
        timeout: Seconds per HTTP attempt (default: the client's).
        max_retries: The SDK's retries before falling back (default: the client's).
        clock: Monotonic seconds, for the cooldown (tests inject their own).

    Raises:
        InvalidInput: An empty model, or a negative cache size or cooldown.
    """

    def __init__(
        self,
        model: str,
        *,
        client: anthropic.Anthropic | None = None,
        fallback: TokenCounter | None = None,
        cache_size: int = 65_536,
        cooldown: float = 30.0,
        timeout: float | None = None,
        max_retries: int | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        if not isinstance(model, str) or not model:
            msg = f"model must be a non-empty string, got {model!r}"
            raise InvalidInput(msg)
        if isinstance(cache_size, bool) or not isinstance(cache_size, int) or cache_size < 0:
            msg = f"cache_size must be a non-negative integer, got {cache_size!r}"
            raise InvalidInput(msg)
        if not cooldown >= 0:
            msg = f"cooldown must be a non-negative number of seconds, got {cooldown!r}"
            raise InvalidInput(msg)
        self.model = model
        """The model whose tokenizer counts."""
        self.fallback: TokenCounter = (
            fallback if fallback is not None else ApproximateTokenCounter()
        )
        """The counter used while the endpoint is unreachable."""
        self.cache_size = cache_size
        """Distinct texts whose counts are kept."""
        self.cooldown = cooldown
        """Seconds without asking the endpoint after it was unreachable."""
        self.stats = TokenCountStats()
        """Exact, cached and estimated answers so far, and the last error."""
        self._options = ClientOptions(timeout=timeout, max_retries=max_retries)
        self._client = self._options.sync(client) if client is not None else None
        self._clock = clock
        self._lock = threading.Lock()
        self._cache: OrderedDict[str | bytes, int] = OrderedDict()
        self._framing: int | None = None
        self._retry_at: float | None = None

    def __repr__(self) -> str:
        return f"AnthropicTokenCounter(model={self.model!r})"

    @property
    def degraded(self) -> bool:
        """Whether counts currently come from the fallback (the endpoint was unreachable)."""
        return self._retry_at is not None and self._clock() < self._retry_at

    def count(self, text: str) -> int:
        """Tokens in `text` as the model counts them (the fallback's estimate during an outage).

        Raises:
            TokenCountingFailed: The endpoint refused the request (not an outage).
            ModelRequestsDisabled: A request was needed while `ALLOW_MODEL_REQUESTS` is off.
        """
        if not text:
            return 0
        key: str | bytes = (
            text if len(text) <= _KEY_CHARS else hashlib.blake2b(text.encode()).digest()
        )
        with self._lock:
            hit = self._cache.get(key)
            if hit is not None:
                self._cache.move_to_end(key)
                self.stats.cached += 1
                return hit
        if self.degraded:
            return self._estimate(text)
        try:
            framing = self._framing_tokens()
            tokens = max(0, self._count_messages([{"role": "user", "content": text}]) - framing)
        except _Unreachable as exc:
            self._enter_fallback(exc.error)
            return self._estimate(text)
        self._recovered()
        with self._lock:
            self.stats.exact += 1
            if self.cache_size:
                self._cache[key] = tokens
                while len(self._cache) > self.cache_size:
                    self._cache.popitem(last=False)
        return tokens

    def count_request(self, request: MessagesRequest) -> int:
        """The exact input tokens of a whole request (system, tools and messages), cached.

        No fallback: this is for checking figures.

        Raises:
            TokenCountingFailed: The endpoint refused the request or could not be reached.
            ModelRequestsDisabled: `ALLOW_MODEL_REQUESTS` is off.
        """
        key = hashlib.blake2b(canonical_dumps(dict(request)).encode()).digest()
        with self._lock:
            hit = self._cache.get(key)
            if hit is not None:
                self.stats.cached += 1
                return hit
        try:
            tokens = self._count_messages(
                request["messages"],
                system=request.get("system"),
                tools=cast("list[MessageCountTokensToolParam] | None", request.get("tools")),
                model=request["model"],
            )
        except _Unreachable as exc:
            msg = f"the count-tokens endpoint could not be reached: {exc.error}"
            raise TokenCountingFailed(msg) from exc.error
        with self._lock:
            self.stats.exact += 1
            if self.cache_size:
                self._cache[key] = tokens
        return tokens

    # --- internals ----------------------------------------------------------------------------

    def _framing_tokens(self) -> int:
        if self._framing is None:
            self._framing = self._count_messages([{"role": "user", "content": _PROBE}]) - 1
        return self._framing

    def _count_messages(
        self,
        messages: list[MessageParam],
        *,
        system: object = None,
        tools: list[MessageCountTokensToolParam] | None = None,
        model: str | None = None,
    ) -> int:
        check_allow_model_requests()
        if self._client is None:
            self._client = self._options.sync(None)
        extra: dict[str, object] = {}
        if system is not None:
            extra["system"] = system
        if tools:
            extra["tools"] = tools
        try:
            counted = self._client.messages.count_tokens(
                model=model or self.model,
                messages=messages,
                **extra,  # type: ignore[arg-type]  # optional params, passed only when present
            )
        except anthropic.AnthropicError as exc:
            if _unreachable(exc):
                raise _Unreachable(exc) from exc
            status = exc.status_code if isinstance(exc, anthropic.APIStatusError) else None
            msg = f"the count-tokens endpoint refused the request: {type(exc).__name__}: {exc}"
            raise TokenCountingFailed(msg, status_code=status) from exc
        return counted.input_tokens

    def _estimate(self, text: str) -> int:
        with self._lock:
            self.stats.estimated += 1
        return self.fallback.count(text)

    def _enter_fallback(self, error: anthropic.AnthropicError) -> None:
        described = f"{type(error).__name__}: {error}"
        with self._lock:
            first = self._retry_at is None
            self.stats.last_error = described
            self._retry_at = self._clock() + self.cooldown
        if first:
            logger.warning(
                "count-tokens endpoint unreachable (%s); estimating offline with %s for %.0fs",
                described,
                type(self.fallback).__name__,
                self.cooldown,
            )

    def _recovered(self) -> None:
        if self._retry_at is not None:
            with self._lock:
                self._retry_at = None
            logger.info("count-tokens endpoint reachable again; counting exactly")


class _Unreachable(Exception):
    """The endpoint could not be reached (carries the SDK's error)."""

    def __init__(self, error: anthropic.AnthropicError) -> None:
        super().__init__(str(error))
        self.error = error
