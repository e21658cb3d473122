"""SDK clients: their timeout and retry settings, and their errors as the adapter's failures."""

from __future__ import annotations

from typing import TypeVar

import anthropic
import attrs
from anthropic import NOT_GIVEN, NotGiven

from agentstate.errors import InvalidInput
from agentstate_anthropic.errors import FailureReason, ModelFailed

__all__ = ["ClientOptions", "api_failure"]

_Failed = TypeVar("_Failed", bound=ModelFailed)


def api_failure(error: anthropic.AnthropicError, *, kind: type[_Failed]) -> _Failed:
    """The SDK's error (after its own retries) as a `kind` failure naming why."""
    reason: FailureReason
    status: int | None = None
    request_id: str | None = None
    if isinstance(error, anthropic.APITimeoutError):
        reason = "timeout"
    elif isinstance(error, anthropic.APIConnectionError):
        reason = "connection"
    elif isinstance(error, anthropic.RateLimitError):
        reason = "rate_limited"
    elif isinstance(error, anthropic.OverloadedError):
        reason = "overloaded"
    elif isinstance(error, anthropic.InternalServerError):
        reason = "server_error"
    else:
        reason = "api_error"
    if isinstance(error, anthropic.APIStatusError):
        status, request_id = error.status_code, error.request_id
    where = f" (HTTP {status}, request {request_id})" if status is not None else ""
    message = f"{reason}{where}: {type(error).__name__}: {error}"
    return kind(message, reason=reason, status_code=status, request_id=request_id)


@attrs.frozen(kw_only=True)
class ClientOptions:
    """The SDK settings a caller chose; None leaves the client's (or the SDK's) default."""

    timeout: float | None = None
    """Seconds per HTTP attempt."""
    max_retries: int | None = None
    """Retries on timeouts, connection errors, 408, 409, 429 and 5xx (529 included)."""

    def __attrs_post_init__(self) -> None:
        if self.timeout is not None and not self.timeout > 0:
            msg = f"timeout must be positive or None, got {self.timeout!r}"
            raise InvalidInput(msg)
        retries = self.max_retries
        if retries is not None and (isinstance(retries, bool) or not isinstance(retries, int)):
            msg = f"max_retries must be a non-negative integer or None, got {retries!r}"
            raise InvalidInput(msg)
        if retries is not None and retries < 0:
            msg = f"max_retries must be a non-negative integer or None, got {retries!r}"
            raise InvalidInput(msg)

    @property
    def _timeout(self) -> float | NotGiven:
        return NOT_GIVEN if self.timeout is None else self.timeout

    @property
    def _retries(self) -> int | NotGiven:
        return NOT_GIVEN if self.max_retries is None else self.max_retries

    @property
    def chosen(self) -> bool:
        """Whether any setting was chosen."""
        return self.timeout is not None or self.max_retries is not None

    def sync(self, client: anthropic.Anthropic | None) -> anthropic.Anthropic:
        """`client` with these settings (a copy sharing its connections), or a new client."""
        if client is None:
            return anthropic.Anthropic(
                timeout=self._timeout,
                max_retries=anthropic.DEFAULT_MAX_RETRIES
                if self.max_retries is None
                else self.max_retries,
            )
        if not self.chosen:
            return client
        return client.with_options(timeout=self._timeout, max_retries=self._retries)

    def asynchronous(self, client: anthropic.AsyncAnthropic | None) -> anthropic.AsyncAnthropic:
        """`client` with these settings (a copy sharing its connections), or a new client."""
        if client is None:
            return anthropic.AsyncAnthropic(
                timeout=self._timeout,
                max_retries=anthropic.DEFAULT_MAX_RETRIES
                if self.max_retries is None
                else self.max_retries,
            )
        if not self.chosen:
            return client
        return client.with_options(timeout=self._timeout, max_retries=self._retries)
