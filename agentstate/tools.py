"""Tools a model can call: definitions with JSON Schema, and a dispatcher that runs them.

A `Tool` pairs a name, a description and an input schema with a handler. A `Toolbox` renders
the definitions for a provider (`to_anthropic`, `to_openai`) and dispatches a call: the
arguments are checked against the schema, the handler runs, and the result comes back as
compact JSON text for a tool result. A failure (bad arguments, a missing ref) comes back as
an error result the model can read, never as an exception that would tear the exchange.

Two declarations change how a call runs, and both need the call's context, which
`agentstate.agent_loop.AgentLoop` gives (`Toolbox.dispatch` refuses them without one):

- ``takes_context=True``: the handler receives a second argument, the call's context (its
  ref, its call id, the state, the ledger action it executes), so a tool that proposes an
  action or writes a value cites the call it serves without shared mutable state;
- ``requires_approval=True``: the tool is consequential; it runs only for a call whose exact
  arguments an approved ledger action of the tool's name holds, and the loop records the
  execution (see `agentstate.agent_loop`).

A handler may be a coroutine function: `Toolbox.adispatch` (and `AgentLoop.ahandle`) await
it; the blocking `dispatch` refuses it with an error outcome.
"""

from __future__ import annotations

import inspect
from collections.abc import Awaitable, Callable, Iterable, Iterator, Mapping
from typing import Any

import attrs
import jsonschema

from agentstate import _json
from agentstate.errors import AgentStateError, InvalidContent, InvalidInput

__all__ = ["Handler", "Tool", "ToolOutcome", "Toolbox"]

Handler = Callable[..., "_json.JSONValue | Awaitable[_json.JSONValue]"]
"""A tool's function: ``handler(arguments)``, or ``handler(arguments, context)`` for a tool
declared ``takes_context``; it returns any JSON value (or an awaitable of one)."""


@attrs.frozen
class Tool:
    """One tool: its definition and the function that answers a call."""

    name: str
    description: str
    input_schema: _json.JSONObject
    """JSON Schema (draft 2020-12) of the arguments object."""
    handler: Handler = attrs.field(repr=False)
    """Receives the checked arguments (and the call's context, if `takes_context`); returns
    any JSON value, or raises `AgentStateError` for a failure the model should read."""
    takes_context: bool = attrs.field(default=False, kw_only=True)
    """The handler takes a second argument: the call's context
    (`agentstate.agent_loop.ToolCallContext`)."""
    requires_approval: bool = attrs.field(default=False, kw_only=True)
    """Consequential: it runs only for arguments an approved ledger action of this tool's name
    holds (`agentstate.agent_loop.AgentLoop` checks it and records the execution)."""

    def to_anthropic(self) -> _json.JSONObject:
        """The definition as an Anthropic Messages API tool."""
        return {
            "name": self.name,
            "description": self.description,
            "input_schema": self.input_schema,
        }

    def to_openai(self) -> _json.JSONObject:
        """The definition as an OpenAI Chat Completions function tool."""
        return {
            "type": "function",
            "function": {
                "name": self.name,
                "description": self.description,
                "parameters": self.input_schema,
            },
        }


@attrs.frozen(kw_only=True)
class ToolOutcome:
    """What a dispatched call produced: the text for the tool result, and whether it failed."""

    content: str
    is_error: bool = False


class Toolbox:
    """A set of tools, rendered for a provider and dispatched by name."""

    def __init__(self, tools: Iterable[Tool]) -> None:
        self._tools: dict[str, Tool] = {}
        for tool in tools:
            if tool.name in self._tools:
                msg = f"two tools are named {tool.name!r}"
                raise InvalidInput(msg)
            self._tools[tool.name] = tool
        self._validators = {
            name: jsonschema.Draft202012Validator(tool.input_schema)
            for name, tool in self._tools.items()
        }

    def __contains__(self, name: object) -> bool:
        return name in self._tools

    def __iter__(self) -> Iterator[Tool]:
        return iter(self._tools.values())

    @property
    def names(self) -> list[str]:
        """The tools' names, in order."""
        return list(self._tools)

    def to_anthropic(self) -> list[_json.JSONObject]:
        """Every definition as Anthropic tools."""
        return [tool.to_anthropic() for tool in self._tools.values()]

    def to_openai(self) -> list[_json.JSONObject]:
        """Every definition as OpenAI function tools."""
        return [tool.to_openai() for tool in self._tools.values()]

    def tool(self, name: str) -> Tool | None:
        """The tool named `name`, or None."""
        return self._tools.get(name)

    def check(self, name: str, arguments: _json.JSONValue | str) -> _json.JSONObject | ToolOutcome:
        """The call's arguments (a JSON object, or its JSON text) checked against the schema.

        Returns:
            The arguments as an object, or the error outcome to answer the call with (an
            unknown tool, text that is not JSON, arguments the schema refuses).
        """
        tool = self._tools.get(name)
        if tool is None:
            return ToolOutcome(
                content=f"unknown tool {name!r}; known: {', '.join(self._tools)}", is_error=True
            )
        try:
            if isinstance(arguments, str):
                arguments = _json.parse(arguments, what="arguments")
            _json.dumps(arguments, what="arguments")  # storable: no lone surrogate either
        except InvalidContent as exc:
            return ToolOutcome(content=f"invalid arguments for {name}: {exc}", is_error=True)
        errors = sorted(
            self._validators[name].iter_errors(arguments), key=lambda error: list(error.path)
        )
        if errors:
            first = errors[0]
            where = "/".join(str(part) for part in first.path) or "arguments"
            return ToolOutcome(
                content=f"invalid arguments for {name}: {where}: {first.message}", is_error=True
            )
        assert isinstance(arguments, Mapping)
        return dict(arguments)

    def _known(self, name: str) -> Tool:
        tool = self._tools.get(name)
        if tool is None:
            msg = f"no tool named {name!r}; known: {', '.join(self._tools)}"
            raise InvalidInput(msg)
        return tool

    def _refusal(self, tool: Tool, context: object | None) -> ToolOutcome | None:
        if context is not None:
            return None
        if tool.requires_approval:
            return ToolOutcome(
                content=f"{tool.name} needs an approved ledger action; run it through "
                "agentstate.agent_loop.AgentLoop",
                is_error=True,
            )
        if tool.takes_context:
            return ToolOutcome(
                content=f"{tool.name} needs its call's context; run it through "
                "agentstate.agent_loop.AgentLoop",
                is_error=True,
            )
        return None

    def _call(self, tool: Tool, arguments: _json.JSONObject, context: object | None) -> Any:
        return tool.handler(arguments, context) if tool.takes_context else tool.handler(arguments)

    def _outcome(self, tool: Tool, result: object) -> ToolOutcome:
        return ToolOutcome(content=_json.dumps(result, what=f"result of {tool.name}"))

    def run(
        self, name: str, arguments: _json.JSONObject, *, context: object | None = None
    ) -> ToolOutcome:
        """Run the tool `name` on arguments `check` passed (blocking).

        An `AgentStateError` from the handler becomes an error outcome; a coroutine function
        is refused with one (use `arun`). Other exceptions propagate.

        Raises:
            InvalidInput: No tool is named `name` (`check` answers that with an outcome).
        """
        tool = self._known(name)
        refused = self._refusal(tool, context)
        if refused is not None:
            return refused
        try:
            result = self._call(tool, arguments, context)
            if inspect.isawaitable(result):
                if inspect.iscoroutine(result):
                    result.close()
                return ToolOutcome(
                    content=f"{name} is asynchronous; dispatch it with adispatch "
                    "(AgentLoop.ahandle)",
                    is_error=True,
                )
            return self._outcome(tool, result)
        except AgentStateError as exc:
            return ToolOutcome(content=f"{type(exc).__name__}: {exc}", is_error=True)

    async def arun(
        self, name: str, arguments: _json.JSONObject, *, context: object | None = None
    ) -> ToolOutcome:
        """Run the tool `name` on checked arguments, awaiting a coroutine handler (as `run`)."""
        tool = self._known(name)
        refused = self._refusal(tool, context)
        if refused is not None:
            return refused
        try:
            result = self._call(tool, arguments, context)
            if inspect.isawaitable(result):
                result = await result
            return self._outcome(tool, result)
        except AgentStateError as exc:
            return ToolOutcome(content=f"{type(exc).__name__}: {exc}", is_error=True)

    def dispatch(
        self, name: str, arguments: _json.JSONValue | str, *, context: object | None = None
    ) -> ToolOutcome:
        """Run the tool `name` on `arguments` (a JSON object, or its JSON text).

        Never raises for a bad call: an unknown tool, arguments that do not match the schema
        or an `AgentStateError` from the handler become an error outcome. A tool that takes
        a context or requires approval is refused without `context` (see the module docs).
        """
        checked = self.check(name, arguments)
        if isinstance(checked, ToolOutcome):
            return checked
        return self.run(name, checked, context=context)

    async def adispatch(
        self, name: str, arguments: _json.JSONValue | str, *, context: object | None = None
    ) -> ToolOutcome:
        """`dispatch` for the event loop: a coroutine handler is awaited."""
        checked = self.check(name, arguments)
        if isinstance(checked, ToolOutcome):
            return checked
        return await self.arun(name, checked, context=context)
