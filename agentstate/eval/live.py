"""Live-model diagnostics of a compressed context: re-reading loops and confabulation.

Probe recovery asks whether a value is still in the request. Two failures need a model to
see (seed 004's diagnostics): the agent **re-reads** what it already knew (calls a read tool
again with the same arguments, or asks again), and it **confabulates** (states a value the
full history does not support). At each probe point of a replay (`agentstate.eval.replay`),
the model answers the compressed request and the full transcript's request, and:

- a **re-read** is an answer to the compressed request that repeats a read call the run
  already made (same tool, same arguments) while the answer to the full request does not;
- a **disagreement** is a point where the two answers' tool calls state different literal
  values (identifiers, amounts, dates), which is where a wrong summary shows first;
- an **unsupported value** is a literal in the compressed answer that appears neither in the
  full history so far nor in the full request's answer.

The model is any `AgentModel`: a small adapter over a provider's API, loaded by the CLI from a
``module:factory`` (or ``file.py:factory``) spec, typically reading its API key from the
environment. Nothing here touches the network; tests use scripted models.
"""

from __future__ import annotations

import importlib
import importlib.util
import json
import re
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Protocol, runtime_checkable

import attrs

from agentstate._json import JSONObject, JSONValue, canonical_dumps
from agentstate.domains.base import Domain
from agentstate.errors import AgentStateError, InvalidInput
from agentstate.eval.probes import consequential_calls, request_text
from agentstate.eval.replay import FULL_TRANSCRIPT, ReplayReport, evaluate_replay
from agentstate.eval.runs import RecordedRun
from agentstate.eval.strategies import RenderedRequest

__all__ = [
    "AgentModel",
    "Diagnostics",
    "LiveDiagnostics",
    "ModelReply",
    "diagnose",
    "literal_values",
    "load_model",
]

_LITERAL = re.compile(
    r"\b\d{4}-\d{2}-\d{2}\b"  # ISO dates
    r"|\b(?=[A-Za-z0-9_\-]*\d)(?=[A-Za-z0-9_\-]*[A-Za-z])[A-Za-z0-9]+(?:[_\-][A-Za-z0-9]+)*\b"
    r"|\b\d[\d_\-]*[_\-]\d+\b"  # digits joined by _ or -
    r"|(?<![\w.])\d{2,}(?:\.\d+)?(?![\w])"  # numbers of two digits or more
)


def literal_values(text: str) -> set[str]:
    """The literal values a text states: identifiers with digits, dates, numbers of 10+."""
    return {match.group() for match in _LITERAL.finditer(text)}


@attrs.frozen(kw_only=True)
class ModelReply:
    """What a model answered to one request."""

    text: str = ""
    tool_calls: tuple[tuple[str, JSONValue], ...] = ()
    """``(tool, arguments)`` of each call it made."""

    def calls_text(self) -> str:
        """Its tool calls as ``tool {canonical arguments}`` lines."""
        return "\n".join(f"{name} {canonical_dumps(args)}" for name, args in self.tool_calls)


@runtime_checkable
class AgentModel(Protocol):
    """A model that answers a rendered request (an adapter over a provider's API)."""

    @property
    def name(self) -> str:
        """Which model, for the report."""
        ...

    def respond(self, request: RenderedRequest) -> ModelReply:
        """Answer one request.

        `request.messages` and `request.tools` are OpenAI-shaped; `request.anthropic` holds
        the Anthropic form when the strategy renders one.
        """
        ...


@attrs.define
class Diagnostics:
    """The diagnostics of one strategy against the full transcript."""

    model: str
    strategy: str
    points: int = 0
    rereads: int = 0
    disagreements: int = 0
    unsupported_values: int = 0
    examples: list[JSONObject] = attrs.Factory(list)
    """A few of the points where something went wrong, for reading."""

    def to_json(self) -> JSONObject:
        """The diagnostics as JSON."""
        return {
            "model": self.model,
            "strategy": self.strategy,
            "points": self.points,
            "rereads": self.rereads,
            "reread_rate": self.rereads / self.points if self.points else None,
            "disagreements": self.disagreements,
            "disagreement_rate": self.disagreements / self.points if self.points else None,
            "unsupported_values": self.unsupported_values,
            "examples": list[JSONValue](self.examples[:10]),
        }


def _read_calls(run: RecordedRun, domain: Domain, before: int) -> set[str]:
    made: set[str] = set()
    for message in run.messages[:before]:
        calls = message.get("tool_calls")
        for call in calls if isinstance(calls, list) else []:
            function = call.get("function") if isinstance(call, dict) else None
            if isinstance(function, dict) and function.get("name") not in domain.consequential:
                reply = ModelReply(tool_calls=((str(function.get("name")), _args(function)),))
                made.add(reply.calls_text())
    return made


def _args(function: JSONObject) -> JSONValue:
    raw = function.get("arguments")
    if isinstance(raw, str):
        try:
            parsed: JSONValue = json.loads(raw)
        except ValueError:
            return raw
        return parsed
    return raw


@attrs.define
class LiveDiagnostics:
    """An ``on_request`` hook for `evaluate_replay` that runs the diagnostics at probe points.

    Args:
        model: The model asked at each point.
        domain: The runs' domain (which tools are consequential).
        strategy: The strategy whose requests are diagnosed.
    """

    model: AgentModel
    domain: Domain
    strategy: str = "agentstate"
    result: Diagnostics = attrs.field(init=False)
    _points: dict[str, set[int]] = attrs.field(init=False, factory=dict)

    def __attrs_post_init__(self) -> None:
        self.result = Diagnostics(model=self.model.name, strategy=self.strategy)

    def __call__(self, run: RecordedRun, index: int, requests: dict[str, RenderedRequest]) -> None:
        """Diagnose one request if it is a probe point."""
        if run.run_id not in self._points:
            points = {call.message for call in consequential_calls(run, self.domain)}
            if run.request_indices:
                points.add(run.request_indices[-1])
            self._points[run.run_id] = points
        if index not in self._points[run.run_id] or self.strategy not in requests:
            return
        try:
            compressed = self.model.respond(requests[self.strategy])
            full = self.model.respond(requests[FULL_TRANSCRIPT])
        except AgentStateError:
            raise
        except Exception as exc:
            msg = f"the model failed at run {run.run_id}, message {index}: {exc}"
            raise InvalidInput(msg) from exc
        self._judge(run, index, compressed, full, requests[FULL_TRANSCRIPT])

    def _judge(
        self,
        run: RecordedRun,
        index: int,
        compressed: ModelReply,
        full: ModelReply,
        full_request: RenderedRequest,
    ) -> None:
        result = self.result
        result.points += 1
        made = _read_calls(run, self.domain, index)
        reread = any(
            ModelReply(tool_calls=(call,)).calls_text() in made
            for call in compressed.tool_calls
            if call[0] not in self.domain.consequential
        ) and not any(
            ModelReply(tool_calls=(call,)).calls_text() in made for call in full.tool_calls
        )
        disagree = literal_values(compressed.calls_text()) != literal_values(full.calls_text())
        history = literal_values(request_text(full_request.history))
        supported = history | literal_values(f"{full.text}\n{full.calls_text()}")
        unsupported = literal_values(f"{compressed.text}\n{compressed.calls_text()}") - supported
        result.rereads += reread
        result.disagreements += disagree
        result.unsupported_values += len(unsupported)
        if reread or disagree or unsupported:
            result.examples.append(
                {
                    "run_id": run.run_id,
                    "message": index,
                    "reread": reread,
                    "disagreement": disagree,
                    "unsupported": list[JSONValue](sorted(unsupported)),
                }
            )


def _factory(spec: str) -> Callable[[], object]:
    target, _, name = spec.rpartition(":")
    if not target or not name:
        msg = f"a model spec is 'module:factory' or 'file.py:factory', not {spec!r}"
        raise InvalidInput(msg)
    try:
        if target.endswith(".py"):
            path = Path(target)
            module_spec = importlib.util.spec_from_file_location(path.stem, path)
            if module_spec is None or module_spec.loader is None or not path.is_file():
                msg = f"no Python file at {target}"
                raise InvalidInput(msg)
            module = importlib.util.module_from_spec(module_spec)
            sys.modules.setdefault(path.stem, module)
            module_spec.loader.exec_module(module)
        else:
            module = importlib.import_module(target)
    except ImportError as exc:
        msg = f"cannot import {target!r} for the model: {exc}"
        raise InvalidInput(msg) from exc
    factory = getattr(module, name, None)
    if not callable(factory):
        msg = f"{target!r} has no callable {name!r}"
        raise InvalidInput(msg)
    return factory  # type: ignore[no-any-return]


def load_model(spec: str) -> AgentModel:
    """The `AgentModel` a ``module:factory`` or ``file.py:factory`` spec makes.

    Raises:
        InvalidInput: A bad spec, a module that cannot be imported, a factory that fails
            (a missing API key, say) or that does not return an `AgentModel`.
    """
    factory = _factory(spec)
    try:
        model = factory()
    except AgentStateError:
        raise
    except Exception as exc:
        msg = f"the model factory {spec!r} failed: {exc}"
        raise InvalidInput(msg) from exc
    if not isinstance(model, AgentModel):
        msg = f"{spec!r} did not return an AgentModel (needs .name and .respond(request))"
        raise InvalidInput(msg)
    return model


def diagnose(
    runs: Sequence[RecordedRun], *, model: AgentModel, domain: Domain, budget: int
) -> tuple[Diagnostics, ReplayReport]:
    """Replay runs with live diagnostics of the agentstate strategy (see the module docs).

    Returns:
        The diagnostics, and the replay's report.

    Raises:
        InvalidInput: The model failed (the message says where), or bad replay arguments.
    """
    hook = LiveDiagnostics(model, domain)
    report = evaluate_replay(runs, domain=domain, budget=budget, on_request=hook)
    return hook.result, report
