"""Tools a model can call: definitions with JSON Schema, and a dispatcher that runs them.

A `Tool` pairs a name, a description and an input schema with a handler. A `Toolbox` renders
the definitions for a provider (`to_anthropic`, `to_openai`) and dispatches a call: the
arguments are checked against the schema, the handler runs, and the result comes back as
compact JSON text for a tool result. A failure (bad arguments, a missing ref) comes back as
an error result the model can read, never as an exception that would tear the exchange.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping

import attrs
import jsonschema

from agentstate import _json
from agentstate.errors import AgentStateError, InvalidContent, InvalidInput

__all__ = ["Tool", "ToolOutcome", "Toolbox"]


@attrs.frozen
class Tool:
    """One tool: its definition and the function that answers a call."""

    name: str
    description: str
    input_schema: _json.JSONObject
    """JSON Schema (draft 2020-12) of the arguments object."""
    handler: Callable[[_json.JSONObject], _json.JSONValue] = attrs.field(repr=False)
    """Receives the checked arguments; returns any JSON value, or raises AgentStateError."""

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

    def dispatch(self, name: str, arguments: _json.JSONValue | str) -> ToolOutcome:
        """Run the tool `name` on `arguments` (a JSON object, or its JSON text).

        Never raises for a bad call: an unknown tool, arguments that do not match the schema
        or an `AgentStateError` from the handler become an error outcome.
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
        try:
            result = tool.handler(dict(arguments))
        except AgentStateError as exc:
            return ToolOutcome(content=f"{type(exc).__name__}: {exc}", is_error=True)
        return ToolOutcome(content=_json.dumps(result, what=f"result of {name}"))
