"""The peers of the replay eval, as `agentstate.eval.strategies.Strategy` implementations.

- `LangChainTrim`: LangChain's ``trim_messages`` (langchain-core), ``strategy="last"``,
  ``start_on="human"`` so that the kept history never opens on a tool result whose call was cut
  (tool pairs kept), ``max_tokens`` = the history budget, counted with the same token counter
  as every other strategy.
- `AgentsSessionLimit`: the OpenAI Agents SDK's session item limit,
  ``SessionSettings(limit=N)``, through the SDK's own input preparation
  (``prepare_input_with_session``, which drops orphaned calls and outputs): when a user turn
  starts, the history is the last N session items; within the turn, the turn's own items are
  added as the SDK's run loop does; at the turn's end they are saved to the session.

Both render OpenAI chat messages (system prompt first) from the run's OpenAI messages, so the
eval measures them exactly as it measures agentstate. Install them in your own environment:
``pip install langchain-core openai-agents`` (the ``bench`` extra).
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

from agentstate._json import JSONObject
from agentstate.domains.base import Domain
from agentstate.eval.replay import message_tokens
from agentstate.eval.runs import RecordedRun
from agentstate.eval.strategies import RenderedRequest
from agentstate.tokens import ApproximateTokenCounter, TokenCounter


def _openai_tools(domain: Domain) -> tuple[JSONObject, ...]:
    return tuple(
        {
            "type": "function",
            "function": {
                "name": tool["name"],
                "description": tool.get("description", ""),
                "parameters": tool.get("input_schema", {}),
            },
        }
        for tool in domain.tools
    )


def _request(run: RecordedRun, domain: Domain, history: list[JSONObject]) -> RenderedRequest:
    return RenderedRequest(
        messages=({"role": "system", "content": run.system}, *history),
        tools=_openai_tools(domain),
    )


class LangChainTrim:
    """LangChain ``trim_messages`` at a token budget (see the module docs)."""

    def __init__(
        self,
        budget: int,
        *,
        counter: TokenCounter | None = None,
        start_on: str | tuple[str, ...] | None = ("human", "ai"),
        name: str = "langchain_trim_messages",
    ) -> None:
        self.budget = budget
        self.start_on = start_on
        self.counter = counter or ApproximateTokenCounter()
        self.name = name

    def start(self, run: RecordedRun, domain: Domain) -> _LangChainRenderer:
        if run.format != "openai":
            msg = "the LangChain peer reads OpenAI message lists"
            raise ValueError(msg)
        return _LangChainRenderer(self, run, domain)


class _LangChainRenderer:
    def __init__(self, strategy: LangChainTrim, run: RecordedRun, domain: Domain) -> None:
        from langchain_core.messages import convert_to_messages

        self.strategy = strategy
        self.run = run
        self.domain = domain
        self.messages = convert_to_messages([dict(m) for m in run.messages])
        # Each message's tokens, counted as agentstate counts them (the peer's counter).
        counts = message_tokens(list(run.messages), strategy.counter)
        self.tokens = {id(m): n for m, n in zip(self.messages, counts, strict=True)}

    def _count(self, messages: list[Any]) -> int:
        return sum(self.tokens[id(message)] for message in messages)

    def request(self, before: int) -> RenderedRequest:
        from langchain_core.messages import convert_to_openai_messages, trim_messages

        kept = trim_messages(
            self.messages[:before],
            max_tokens=self.strategy.budget,
            token_counter=self._count,
            strategy="last",
            start_on=self.strategy.start_on,
            include_system=False,
            allow_partial=False,
        )
        return _request(self.run, self.domain, list(convert_to_openai_messages(kept)))

    def close(self) -> None:
        self.messages = []


def _items(message: JSONObject) -> list[dict[str, Any]]:
    """An OpenAI chat message as Responses input items."""
    role = message.get("role")
    if role == "tool":
        return [
            {
                "type": "function_call_output",
                "call_id": message["tool_call_id"],
                "output": message.get("content") or "",
            }
        ]
    items: list[dict[str, Any]] = []
    content = message.get("content")
    if isinstance(content, str) and content:
        items.append({"role": role, "content": content})
    for call in message.get("tool_calls") or []:
        function = call["function"]
        items.append(
            {
                "type": "function_call",
                "call_id": call["id"],
                "name": function["name"],
                "arguments": function["arguments"],
            }
        )
    return items


def _text(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "".join(str(part.get("text", "")) for part in content if isinstance(part, dict))
    return ""


def _chat(items: list[Any]) -> list[JSONObject]:
    """Responses input items back as OpenAI chat messages (calls grouped per assistant turn)."""
    messages: list[JSONObject] = []
    for raw in items:
        item = dict(raw) if not isinstance(raw, dict) else raw
        kind = item.get("type")
        if kind == "function_call":
            call = {
                "id": item["call_id"],
                "type": "function",
                "function": {"name": item["name"], "arguments": item["arguments"]},
            }
            last = messages[-1] if messages else None
            if last is not None and last.get("role") == "assistant" and "tool_calls" in last:
                last["tool_calls"].append(call)  # type: ignore[union-attr]
            else:
                messages.append({"role": "assistant", "content": None, "tool_calls": [call]})
        elif kind == "function_call_output":
            output = item.get("output")
            messages.append(
                {
                    "role": "tool",
                    "tool_call_id": item["call_id"],
                    "content": output if isinstance(output, str) else json.dumps(output),
                }
            )
        elif item.get("role") in ("user", "assistant", "system", "developer"):
            messages.append({"role": item["role"], "content": _text(item.get("content"))})
    return messages


class AgentsSessionLimit:
    """The OpenAI Agents SDK's ``SessionSettings(limit=N)`` (see the module docs)."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.name = "openai_agents_session_limit"

    def start(self, run: RecordedRun, domain: Domain) -> _AgentsRenderer:
        if run.format != "openai":
            msg = "the Agents SDK peer reads OpenAI message lists"
            raise ValueError(msg)
        return _AgentsRenderer(self.limit, run, domain)


class _AgentsRenderer:
    def __init__(self, limit: int, run: RecordedRun, domain: Domain) -> None:
        from agents import SQLiteSession
        from agents.memory import SessionSettings

        self.run = run
        self.domain = domain
        self.settings = SessionSettings(limit=limit)
        self.session = SQLiteSession(f"replay-{run.run_id}")
        self.loop = asyncio.new_event_loop()
        self.turn_start = 0
        self.saved = 0
        self.prepared: list[Any] | None = None

    def _turn_start(self, before: int) -> int:
        for index in range(before - 1, -1, -1):
            if self.run.messages[index].get("role") == "user":
                return index
        return 0

    def request(self, before: int) -> RenderedRequest:
        from agents.run_internal.session_persistence import prepare_input_with_session

        start = self._turn_start(before)
        if self.prepared is None or start != self.turn_start:
            # A new user turn: save what came before it, then load the limited history.
            earlier = [item for m in self.run.messages[self.saved : start] for item in _items(m)]
            if earlier:
                self.loop.run_until_complete(self.session.add_items(earlier))
            self.saved = start
            user = self.run.messages[start] if start < before else None
            new_input = _items(user) if user is not None and user.get("role") == "user" else []
            prepared, _ = self.loop.run_until_complete(
                prepare_input_with_session(new_input, self.session, None, self.settings)
            )
            self.prepared = list(prepared) if isinstance(prepared, list) else []
            self.turn_start = start
        first_of_turn = start + 1 if self.run.messages[start].get("role") == "user" else start
        turn = [item for m in self.run.messages[first_of_turn:before] for item in _items(m)]
        return _request(self.run, self.domain, _chat([*self.prepared, *turn]))

    def close(self) -> None:
        self.session.close()
        self.loop.close()
