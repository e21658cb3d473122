"""Schema-Guided Dialogue (SGD) dialogues as recorded runs, and their tools as a domain.

SGD (Rastogi et al., 2020) records task dialogues between a user and a system that calls
services, with a schema per service: its intents (what can be called), their slots (the
arguments), the slots a call returns, and whether an intent is transactional (it changes the
world: a payment, a transfer, a booking). Read here:

- **Runs** (`sgd_runs`): each USER turn is a user message; each SYSTEM turn is an assistant
  message, preceded, when the turn called a service, by the call (an assistant tool call,
  the intent's name in snake case, the canonical slot values as arguments) and its result
  (the service results as JSON text: one row as an object, several as a list; an error when
  the turn notifies a failure). The gold
  actions are the calls of transactional intents, with the arguments the service got.
- **Domain** (`sgd_domain`): the schema's intents as tool definitions, with the result
  slots as the tool's output schema and the transactional intents as the consequential
  tools, made into a domain by `agentstate.domains.tools_only.from_tools`: no code of this
  domain's own, only what its schema declares.

Slot values stay the strings SGD gives (``"1210"``, ``"True"``): a service's own data.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Final

import attrs

from agentstate._json import JSONObject, JSONValue
from agentstate.domains.base import Domain
from agentstate.domains.tools_only import from_tools
from agentstate.errors import InvalidContent
from agentstate.eval.runs import GoldAction, RecordedRun, check_history, read_json

__all__ = ["is_sgd", "load_sgd_domain", "sgd_domain", "sgd_runs", "tool_name"]

_FAILURE: Final = "NOTIFY_FAILURE"
_CAMEL: Final = re.compile(r"(?<!^)(?=[A-Z])")


def tool_name(intent: str) -> str:
    """An intent's tool name: ``MakePayment`` is ``make_payment``."""
    return _CAMEL.sub("_", intent).lower()


def is_sgd(data: JSONValue) -> bool:
    """Whether parsed JSON is a list of SGD dialogues."""
    return (
        isinstance(data, list)
        and bool(data)
        and all(
            isinstance(item, dict) and "dialogue_id" in item and "turns" in item for item in data
        )
    )


def _fail(dialogue: str, detail: str) -> InvalidContent:
    return InvalidContent(f"SGD dialogue {dialogue}: {detail}")


def _frames(turn: JSONObject, dialogue: str) -> list[JSONObject]:
    frames = turn.get("frames")
    if not isinstance(frames, list) or not all(isinstance(frame, dict) for frame in frames):
        raise _fail(dialogue, "a turn without a list of frames")
    return [frame for frame in frames if isinstance(frame, dict)]


def _run(dialogue: JSONObject, transactional: frozenset[str] | None) -> RecordedRun:
    dialogue_id = str(dialogue.get("dialogue_id"))
    turns = dialogue.get("turns")
    if not isinstance(turns, list):
        raise _fail(dialogue_id, "'turns' is not a list")
    messages: list[JSONObject] = []
    gold: list[GoldAction] = []
    for turn in turns:
        if not isinstance(turn, dict) or not isinstance(turn.get("utterance"), str):
            raise _fail(dialogue_id, "a turn without an utterance")
        speaker, text = turn.get("speaker"), str(turn["utterance"])
        if speaker == "USER":
            messages.append({"role": "user", "content": text})
            continue
        if speaker != "SYSTEM":
            raise _fail(dialogue_id, f"a turn by {speaker!r} (expected USER or SYSTEM)")
        for frame in _frames(turn, dialogue_id):
            call = frame.get("service_call")
            if not isinstance(call, dict):
                continue
            method, parameters = call.get("method"), call.get("parameters")
            if not isinstance(method, str) or not isinstance(parameters, dict):
                raise _fail(dialogue_id, "a service call without a method and parameters")
            name, call_id = tool_name(method), f"call_{len(messages)}"
            acts = frame.get("actions")
            failed = isinstance(acts, list) and any(
                isinstance(act, dict) and act.get("act") == _FAILURE for act in acts
            )
            messages.append(
                {
                    "role": "assistant",
                    "content": None,
                    "tool_calls": [
                        {
                            "id": call_id,
                            "type": "function",
                            "function": {"name": name, "arguments": json.dumps(parameters)},
                        }
                    ],
                }
            )
            rows = frame.get("service_results") or []
            # One row is a record (a balance, a payment made); several are a list of options.
            result = json.dumps(rows[0] if isinstance(rows, list) and len(rows) == 1 else rows)
            message: JSONObject = {"role": "tool", "tool_call_id": call_id, "content": result}
            if failed:
                message["is_error"] = True
            messages.append(message)
            if transactional is None or method in transactional:
                gold.append(GoldAction(name=name, arguments=dict(parameters)))
        messages.append({"role": "assistant", "content": text})
    return RecordedRun(
        run_id=dialogue_id,
        system="",
        messages=tuple(messages),
        format="openai",
        gold_actions=tuple(gold),
        source="sgd",
    )


def sgd_runs(dialogues: JSONValue, *, schemas: Sequence[JSONValue] = ()) -> list[RecordedRun]:
    """SGD dialogues as recorded runs (see the module docs).

    Args:
        dialogues: A parsed SGD dialogues file.
        schemas: Parsed SGD schema files; with them, only transactional intents are gold
            actions (without them, every call is).

    Raises:
        InvalidContent: Not SGD dialogues, or a malformed turn (the message names the dialogue).
    """
    if not is_sgd(dialogues):
        msg = "not SGD dialogues: expected a list of {dialogue_id, services, turns}"
        raise InvalidContent(msg)
    assert isinstance(dialogues, list)
    transactional = (
        frozenset(intent.name for intent in _intents(schemas) if intent.transactional)
        if schemas
        else None
    )
    runs = [_run(dialogue, transactional) for dialogue in dialogues if isinstance(dialogue, dict)]
    return [check_history(run) for run in runs]


def _strings(value: JSONValue) -> list[str]:
    """The names in a list (or an object's keys: SGD's optional slots with their defaults)."""
    if isinstance(value, dict):
        return list(value)
    return [str(item) for item in value] if isinstance(value, list) else []


@attrs.frozen
class _Intent:
    """One intent of an SGD service, with the schemas of its service's slots."""

    name: str
    description: str
    transactional: bool
    arguments: list[str]
    results: list[str]
    slots: dict[str, JSONObject]


def _intents(schemas: Sequence[JSONValue]) -> list[_Intent]:
    intents: list[_Intent] = []
    for schema in schemas:
        if not isinstance(schema, list) or not all(isinstance(item, dict) for item in schema):
            msg = "an SGD schema is a list of services {service_name, slots, intents}"
            raise InvalidContent(msg)
        for service in schema:
            assert isinstance(service, dict)
            found = service.get("slots")
            slots = {
                str(slot["name"]): slot
                for slot in (found if isinstance(found, list) else [])
                if isinstance(slot, dict) and "name" in slot
            }
            declared = service.get("intents")
            intents.extend(
                _Intent(
                    name=str(intent["name"]),
                    description=str(intent.get("description", "")),
                    transactional=intent.get("is_transactional") is True,
                    arguments=[
                        *_strings(intent.get("required_slots")),
                        *_strings(intent.get("optional_slots")),
                    ],
                    results=_strings(intent.get("result_slots")),
                    slots=slots,
                )
                for intent in (declared if isinstance(declared, list) else [])
                if isinstance(intent, dict) and isinstance(intent.get("name"), str)
            )
    return intents


def _slot_schema(slot: JSONObject | None) -> JSONObject:
    schema: JSONObject = {"type": "string"}
    if slot is not None:
        schema["description"] = str(slot.get("description", ""))
        values = slot.get("possible_values")
        if slot.get("is_categorical") and isinstance(values, list) and values:
            schema["enum"] = list(values)
    return schema


def _object(names: Sequence[str], slots: dict[str, JSONObject]) -> JSONObject:
    properties: JSONObject = {name: _slot_schema(slots.get(name)) for name in dict.fromkeys(names)}
    return {"type": "object", "properties": properties}


def sgd_domain(schemas: Sequence[JSONValue], *, name: str = "sgd") -> Domain:
    """The services of SGD schemas as a domain of tool definitions alone (module docs).

    An intent two services share (``CheckBalance``) is one tool taking the slots of both.

    Raises:
        InvalidContent: A schema that is not a list of services, or none with an intent.
    """
    arguments: dict[str, list[str]] = {}
    results: dict[str, list[str]] = {}
    slots: dict[str, dict[str, JSONObject]] = {}
    descriptions: dict[str, str] = {}
    consequential: set[str] = set()
    for intent in _intents(schemas):
        tool = tool_name(intent.name)
        arguments.setdefault(tool, []).extend(intent.arguments)
        results.setdefault(tool, []).extend(intent.results)
        slots.setdefault(tool, {}).update(intent.slots)
        descriptions.setdefault(tool, intent.description)
        if intent.transactional:
            consequential.add(tool)
    if not arguments:
        msg = "the SGD schemas declare no intents"
        raise InvalidContent(msg)
    tools: list[JSONObject] = [
        {
            "name": tool,
            "description": descriptions[tool],
            "input_schema": _object(arguments[tool], slots[tool]),
            "output_schema": _object(results[tool], slots[tool]),
        }
        for tool in arguments
    ]
    return from_tools(tools, consequential=consequential, name=name)


def load_sgd_domain(paths: Sequence[str | Path]) -> Domain:
    """`sgd_domain` of SGD schema files.

    Raises:
        InvalidInput: A file that does not exist.
        InvalidContent: A file that is not a JSON schema list.
    """
    return sgd_domain([read_json(Path(path), "SGD schema") for path in paths])
