"""The input of a forced tool call in a response, or the failure that stands in its place."""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

import pydantic

from agentstate_anthropic.errors import ModelFailed

if TYPE_CHECKING:
    from anthropic.types import Message

__all__ = ["tool_answer"]

_Answer = TypeVar("_Answer", bound=pydantic.BaseModel)


def tool_answer(
    message: Message,
    *,
    tool: str,
    shape: str,
    model: type[_Answer],
    kind: type[ModelFailed],
    task: str,
    max_tokens: int,
) -> _Answer:
    """The input of the response's `tool` call, validated as `model`.

    Args:
        message: The response.
        tool: The tool the request forced.
        shape: The input's shape as people read it, for the malformed failure.
        model: The pydantic model of the input.
        kind: The failure to raise.
        task: What the model was asked to do ("choose drops"), for the refusal.
        max_tokens: The request's output limit, named when the answer was cut off.

    Raises:
        ModelFailed: A `kind`: the model refused, was cut off, did not call the tool, or called
            it with an input of another shape.
    """
    stop = message.stop_reason
    if stop == "refusal":
        msg = f"refusal: the model declined to {task}"
        raise kind(msg, reason="refusal", stop_reason=stop)
    if stop in ("max_tokens", "model_context_window_exceeded"):
        msg = (
            f"truncated: the answer was cut off (stop reason {stop}); raise max_tokens "
            f"(now {max_tokens})"
        )
        raise kind(msg, reason="truncated", stop_reason=stop)
    uses = [block for block in message.content if block.type == "tool_use" and block.name == tool]
    if not uses:
        msg = f"no_output: the model did not call {tool} (stop reason {stop})"
        raise kind(msg, reason="no_output", stop_reason=stop)
    try:
        return model.model_validate(uses[0].input)
    except pydantic.ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "the input"
        msg = (
            f"malformed: the {tool} input is not {shape} "
            f"({exc.error_count()} errors; {where}: {first['msg']})"
        )
        raise kind(msg, reason="malformed", stop_reason=stop) from None
