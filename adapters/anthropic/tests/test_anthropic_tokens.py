"""AnthropicTokenCounter: exact counts, the cache, the visible fallback, and whole requests."""

from __future__ import annotations

import logging

import httpx2
import pytest
from agentstate_anthropic import (
    AnthropicTokenCounter,
    ModelRequestsDisabled,
    TokenCountingFailed,
    messages_request,
    override_allow_model_requests,
)
from agentstate_anthropic.testing import ScriptedAnthropicAPI, api_error
from anthropic_values import MODEL

from agentstate import AgentState, ApproximateTokenCounter, MemoryBackend, TokenCounter
from agentstate.errors import InvalidInput
from agentstate.testing import ManualClock
from agentstate.tokens import MESSAGE_OVERHEAD

FRAMING = 7
"""Tokens the scripted endpoint adds for the message around a text."""


def words(body: dict[str, object]) -> int:
    """The scripted tokenizer: one token per word, plus the message framing."""
    [message] = body["messages"]  # type: ignore[misc]
    return FRAMING + len(str(message["content"]).split())


class Clock:
    """Monotonic seconds that a test moves by hand."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


pytestmark = pytest.mark.usefixtures("allow_model_requests")


def test_counts_text_without_the_framing() -> None:
    """A text's count is the endpoint's figure less the framing, measured once."""
    api = ScriptedAnthropicAPI(count_tokens=words)
    counter = AnthropicTokenCounter(MODEL, client=api.client())
    assert isinstance(counter, TokenCounter)
    assert counter.count("the pallet arrived damaged") == 4
    assert counter.count("credit of 25000 cents") == 4
    assert counter.count("") == 0
    assert [r.body["messages"][0]["content"] for r in api.count_requests] == [  # type: ignore[index]
        "a",
        "the pallet arrived damaged",
        "credit of 25000 cents",
    ]
    assert api.count_requests[0].body["model"] == MODEL
    assert counter.stats.exact == 2


def test_each_distinct_text_is_counted_once() -> None:
    """A text seen again comes from the cache, long texts too (keyed by their digest)."""
    api = ScriptedAnthropicAPI(count_tokens=words)
    counter = AnthropicTokenCounter(MODEL, client=api.client())
    long = "word " * 1000
    for _ in range(3):
        assert counter.count("damage policy v7") == 3
        assert counter.count(long) == 1000
    assert len(api.count_requests) == 3  # the framing probe, then each text once
    assert (counter.stats.exact, counter.stats.cached) == (2, 4)


def test_cache_is_bounded() -> None:
    """Past cache_size distinct texts, the least recently used count is forgotten."""
    api = ScriptedAnthropicAPI(count_tokens=words)
    counter = AnthropicTokenCounter(MODEL, client=api.client(), cache_size=2)
    for text in ["one", "two", "one", "three", "one", "two"]:
        counter.count(text)
    counted = [r.body["messages"][0]["content"] for r in api.count_requests[1:]]  # type: ignore[index]
    assert counted == ["one", "two", "three", "two"]


@pytest.mark.parametrize(
    "outage",
    [
        lambda _: httpx2.ConnectError("no route to host"),
        lambda _: httpx2.ReadTimeout("timed out"),
        lambda _: api_error(429, "rate_limit_error", "slow down"),
        lambda _: api_error(529, "overloaded_error", "Overloaded"),
    ],
    ids=["connect", "timeout", "429", "529"],
)
def test_unreachable_endpoint_falls_back_visibly(
    outage: object, caplog: pytest.LogCaptureFixture
) -> None:
    """An outage gives the offline estimate, counted in stats, logged once, never cached."""
    api = ScriptedAnthropicAPI(count_tokens=outage)  # type: ignore[arg-type]
    clock = Clock()
    counter = AnthropicTokenCounter(MODEL, client=api.client(), cooldown=30.0, clock=clock)
    text = "The pallet for order 4921 arrived damaged."
    with caplog.at_level(logging.WARNING, logger="agentstate_anthropic.tokens"):
        assert counter.count(text) == ApproximateTokenCounter().count(text)
        assert counter.count(text) == ApproximateTokenCounter().count(text)
    assert counter.degraded
    assert counter.stats.estimated == 2
    assert counter.stats.exact == 0
    assert counter.stats.last_error is not None
    assert len(api.count_requests) == 1  # the cooldown spares the endpoint
    [record] = caplog.records
    assert "estimating offline with ApproximateTokenCounter" in record.getMessage()


def test_exact_counts_resume_after_the_cooldown(caplog: pytest.LogCaptureFixture) -> None:
    """After the cooldown the endpoint is asked again; estimates were not cached."""
    down = True

    def endpoint(body: dict[str, object]) -> object:
        return httpx2.ConnectError("down") if down else words(body)

    api = ScriptedAnthropicAPI(count_tokens=endpoint)  # type: ignore[arg-type]
    clock = Clock()
    counter = AnthropicTokenCounter(MODEL, client=api.client(), cooldown=30.0, clock=clock)
    estimate = counter.count("one two three four five six")
    assert estimate == ApproximateTokenCounter().count("one two three four five six")
    down = False
    clock.now += 10
    assert counter.count("one two three four five six") == estimate  # still cooling down
    clock.now += 30
    with caplog.at_level(logging.INFO, logger="agentstate_anthropic.tokens"):
        assert counter.count("one two three four five six") == 6
    assert not counter.degraded
    assert "reachable again" in caplog.text
    assert (counter.stats.exact, counter.stats.estimated) == (1, 2)


def test_a_refusal_is_an_error_not_an_outage() -> None:
    """A 4xx refusal (a bad model, bad credentials) raises TokenCountingFailed."""
    api = ScriptedAnthropicAPI(
        count_tokens=lambda _: api_error(404, "not_found_error", "model: claude-nope")
    )
    counter = AnthropicTokenCounter("claude-nope", client=api.client())
    with pytest.raises(TokenCountingFailed, match="refused") as raised:
        counter.count("hello")
    assert raised.value.status_code == 404
    assert counter.stats.estimated == 0


def test_counts_whole_requests(state: AgentState) -> None:
    """count_request sends the request's system, tools and messages to the endpoint, cached."""
    api = ScriptedAnthropicAPI(count_tokens=lambda body: 1234)
    counter = AnthropicTokenCounter(MODEL, client=api.client())
    state.append_user("Order 4921 arrived damaged.")
    context = state.context(system="You are the support agent.", tools=state.tools(), budget=None)
    request = messages_request(context, model="claude-sonnet-5-5", max_tokens=100)
    assert counter.count_request(request) == 1234
    assert counter.count_request(request) == 1234
    [sent] = api.count_requests
    assert sent.body == {
        "model": "claude-sonnet-5-5",
        "messages": request["messages"],
        "system": request["system"],
        "tools": request["tools"],
    }


def test_whole_requests_never_fall_back(state: AgentState) -> None:
    """count_request is for checking figures: an outage raises instead of estimating."""
    api = ScriptedAnthropicAPI(count_tokens=lambda _: httpx2.ConnectError("down"))
    counter = AnthropicTokenCounter(MODEL, client=api.client())
    state.append_user("Hi")
    request = messages_request(state.context(system="s", budget=None), model=MODEL, max_tokens=5)
    with pytest.raises(TokenCountingFailed, match="could not be reached"):
        counter.count_request(request)


def test_events_store_exact_counts() -> None:
    """As a state's token counter, each message event is measured with the exact count."""
    api = ScriptedAnthropicAPI(count_tokens=words)
    counter = AnthropicTokenCounter(MODEL, client=api.client())
    with AgentState.open(
        MemoryBackend(), session_id="s", clock=ManualClock(), token_counter=counter
    ) as state:
        ref = state.append_user("one two three four five six seven eight")
        assert state.evidence.get(ref).tokens == MESSAGE_OVERHEAD + 8


def test_requests_are_refused_without_opting_in() -> None:
    """With model requests disabled, counting a new text raises; cached texts still answer."""
    api = ScriptedAnthropicAPI(count_tokens=words)
    counter = AnthropicTokenCounter(MODEL, client=api.client())
    assert counter.count("cached text") == 2
    with override_allow_model_requests(allow=False):
        assert counter.count("cached text") == 2
        with pytest.raises(ModelRequestsDisabled):
            counter.count("a new text")
    assert len(api.count_requests) == 2


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"model": ""}, "model"),
        ({"model": MODEL, "cache_size": -1}, "cache_size"),
        ({"model": MODEL, "cooldown": -1.0}, "cooldown"),
        ({"model": MODEL, "max_retries": 1.5}, "max_retries"),
    ],
)
def test_bad_arguments(kwargs: dict[str, object], message: str) -> None:
    """Bad arguments raise InvalidInput naming the argument."""
    with pytest.raises(InvalidInput, match=message):
        AnthropicTokenCounter(**kwargs)  # type: ignore[arg-type]
