"""SDK clients: their timeout and retry settings, and their errors as the adapter's failures."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

import anthropic
import attrs
from anthropic import NOT_GIVEN, NotGiven

from agentstate.errors import InvalidInput
from agentstate_anthropic.errors import FailureReason, ModelFailed

if TYPE_CHECKING:
    from anthropic.types import Message

__all__ = ["ClientOptions", "MessagesClients", "api_failure", "check_model_arguments"]

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
    def _new_retries(self) -> int:
        return anthropic.DEFAULT_MAX_RETRIES if self.max_retries is None else self.max_retries

    @property
    def chosen(self) -> bool:
        """Whether any setting was chosen."""
        return self.timeout is not None or self.max_retries is not None

    def sync(self, client: anthropic.Anthropic | None) -> anthropic.Anthropic:
        """`client` with these settings (a copy sharing its connections), or a new client."""
        if client is None:
            return anthropic.Anthropic(timeout=self._timeout, max_retries=self._new_retries)
        if not self.chosen:
            return client
        return client.with_options(timeout=self._timeout, max_retries=self._retries)

    def asynchronous(self, client: anthropic.AsyncAnthropic | None) -> anthropic.AsyncAnthropic:
        """`client` with these settings (a copy sharing its connections), or a new client."""
        if client is None:
            return anthropic.AsyncAnthropic(timeout=self._timeout, max_retries=self._new_retries)
        if not self.chosen:
            return client
        return client.with_options(timeout=self._timeout, max_retries=self._retries)


def check_model_arguments(model: object, **positive: object) -> None:
    """Refuse an empty model name and any of `positive` that is not a positive integer.

    Raises:
        InvalidInput: Naming the argument and the value given.
    """
    if not isinstance(model, str) or not model:
        msg = f"model must be a non-empty string, got {model!r}"
        raise InvalidInput(msg)
    for label, value in positive.items():
        if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
            msg = f"{label} must be a positive integer, got {value!r}"
            raise InvalidInput(msg)


@attrs.define
class MessagesClients:
    """The sync and async clients one model-backed component sends ``messages.create`` with.

    Given only a sync client, the async path runs it in a worker thread (`sync_only`); given
    only an async client, the sync path refuses (`async_hint` says what to call instead);
    given neither, each path makes its own client with the chosen options when first used.
    """

    options: ClientOptions
    """The timeout and retry settings applied to every client."""
    async_hint: str
    """What the sync path's refusal tells the caller to use instead."""
    client: anthropic.Anthropic | None = None
    async_client: anthropic.AsyncAnthropic | None = None
    sync_only: bool = False
    """Only a sync client was given: the async path runs the sync one in a thread."""

    @classmethod
    def of(
        cls,
        client: anthropic.Anthropic | None,
        async_client: anthropic.AsyncAnthropic | None,
        *,
        options: ClientOptions,
        async_hint: str,
    ) -> MessagesClients:
        """The clients as given, with `options` applied."""
        return cls(
            options=options,
            async_hint=async_hint,
            client=options.sync(client) if client is not None else None,
            async_client=options.asynchronous(async_client) if async_client is not None else None,
            sync_only=client is not None and async_client is None,
        )

    def create(self, call: Mapping[str, Any], *, kind: type[ModelFailed]) -> Message:
        """Send one request (blocking); SDK errors become `kind` failures.

        Raises:
            InvalidInput: Only an async client was given.
        """
        if self.client is None:
            if self.async_client is not None:
                msg = f"only an async client was given: {self.async_hint}"
                raise InvalidInput(msg)
            self.client = self.options.sync(None)
        try:
            message = self.client.messages.create(**call)
        except anthropic.AnthropicError as exc:
            raise api_failure(exc, kind=kind) from exc
        return cast("Message", message)  # `call` holds no `stream`: one whole message

    async def acreate(self, call: Mapping[str, Any], *, kind: type[ModelFailed]) -> Message:
        """Send one request without blocking the event loop; SDK errors become `kind`."""
        if self.sync_only:
            return await asyncio.to_thread(self.create, call, kind=kind)
        if self.async_client is None:
            self.async_client = self.options.asynchronous(None)
        try:
            message = await self.async_client.messages.create(**call)
        except anthropic.AnthropicError as exc:
            raise api_failure(exc, kind=kind) from exc
        return cast("Message", message)
