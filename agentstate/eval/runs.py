"""Recorded agent runs, read from the formats the replay eval accepts.

- **τ-bench trajectories**: a list of ``{task_id, trial, traj, info, ...}``; ``traj`` is an
  OpenAI chat message list whose first message is the system prompt, and
  ``info.task.actions`` (``[{name, kwargs}]``) are the gold actions.
- **τ²-bench runs**: ``{tasks, simulations: [{id, task_id, messages, ...}], info}``; the
  messages are converted with `agentstate.formats.tau2.to_openai`, the system prompt is the
  domain policy in ``info.environment_info.policy``, and the gold actions are the task's
  ``evaluation_criteria.actions`` (``[{name, arguments}]``), from the run's own ``tasks`` or
  from a separate tasks file.
- **Plain message lists**: an OpenAI chat message list (a leading system message is the system
  prompt) or an Anthropic message list, or an object ``{"system": ..., "messages": [...]}``.
  They carry no gold actions, so only state probes apply.

Every run is checked on load: a history that tears a tool exchange is refused with the run and
the problem named, because no strategy could render valid requests from it.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Literal

import attrs

from agentstate._json import JSONObject, JSONValue
from agentstate.errors import InvalidContent, InvalidInput
from agentstate.formats import HistoryImport, check_anthropic, check_openai, tau2
from agentstate.formats.validity import MALFORMED, PAIRING_RULES

__all__ = [
    "GoldAction",
    "RecordedRun",
    "RunSource",
    "load_runs",
    "load_tasks",
    "check_history",
    "parse_runs",
    "read_json",
]

RunSource = Literal["tau-bench", "tau2-bench", "sgd", "openai", "anthropic"]
"""Which format a run was read from."""


@attrs.frozen
class GoldAction:
    """A tool call the task's author expects the agent to make."""

    name: str
    arguments: JSONValue


@attrs.frozen(kw_only=True)
class RecordedRun:
    """One recorded conversation: its system prompt, messages and gold actions."""

    run_id: str
    """A name for the run (``task3-trial1``, a τ² simulation id, the file name)."""
    system: str
    """The system prompt (stable prefix); "" when the recording has none."""
    messages: tuple[JSONObject, ...]
    """The conversation after the system prompt, in `format`."""
    format: Literal["openai", "anthropic"]
    """The provider format of `messages`."""
    gold_actions: tuple[GoldAction, ...] = ()
    """The task's gold actions (empty when the format has none)."""
    source: RunSource = "openai"
    """The file format the run came from."""

    @property
    def request_indices(self) -> list[int]:
        """The index of every assistant message: each is one model request over what precedes it."""
        return [i for i, message in enumerate(self.messages) if message.get("role") == "assistant"]


def _fail(where: str, detail: str) -> InvalidContent:
    return InvalidContent(f"{where}: {detail}")


def check_history(run: RecordedRun) -> RecordedRun:
    """`run`, once its messages are known to import and pair every tool call with its result.

    Raises:
        InvalidContent: They do not (the message names the run).
    """
    try:
        HistoryImport.parse(list(run.messages), format=run.format)
    except InvalidContent as exc:
        raise _fail(run.run_id, str(exc)) from exc
    checker = check_openai if run.format == "openai" else check_anthropic
    problems = [
        problem
        for problem in checker(list(run.messages), allow_pending=True)
        if problem.rule in PAIRING_RULES or problem.rule == MALFORMED
    ]
    if problems:
        raise _fail(run.run_id, f"the history is not valid {run.format} ({problems[0]})")
    return run


def _messages(value: JSONValue, where: str) -> list[JSONObject]:
    if not isinstance(value, list) or not all(isinstance(m, dict) for m in value):
        raise _fail(where, "expected a list of message objects")
    return [m for m in value if isinstance(m, dict)]


def _gold(actions: JSONValue, where: str, *, arguments_key: str) -> tuple[GoldAction, ...]:
    if actions is None:
        return ()
    if not isinstance(actions, list):
        raise _fail(where, "gold actions must be a list")
    gold: list[GoldAction] = []
    for action in actions:
        if not isinstance(action, dict) or not isinstance(action.get("name"), str):
            raise _fail(where, "each gold action needs a 'name'")
        gold.append(GoldAction(str(action["name"]), action.get(arguments_key)))
    return tuple(gold)


def _split_system(messages: list[JSONObject]) -> tuple[str, list[JSONObject]]:
    system: list[str] = []
    rest = list(messages)
    while rest and rest[0].get("role") in ("system", "developer"):
        content = rest.pop(0).get("content")
        if isinstance(content, str):
            system.append(content)
        elif isinstance(content, list):
            system.extend(str(part.get("text", "")) for part in content if isinstance(part, dict))
    return "\n\n".join(system), rest


def _tau_bench(data: list[JSONValue]) -> list[RecordedRun]:
    runs: list[RecordedRun] = []
    for index, record in enumerate(data):
        where = f"runs[{index}]"
        if not isinstance(record, dict):
            raise _fail(where, "expected a trajectory object")
        system, messages = _split_system(_messages(record.get("traj"), where))
        info = record.get("info")
        task = info.get("task") if isinstance(info, dict) else None
        actions = task.get("actions") if isinstance(task, dict) else None
        task = record.get("task_id", index)
        name = f"task{task}" if isinstance(task, int) else str(task)
        run_id = f"{name}-trial{record.get('trial', 0)}"
        runs.append(
            RecordedRun(
                run_id=run_id,
                system=system,
                messages=tuple(messages),
                format="openai",
                gold_actions=_gold(actions, where, arguments_key="kwargs"),
                source="tau-bench",
            )
        )
    return runs


def _task_actions(tasks: JSONValue, where: str) -> dict[str, tuple[GoldAction, ...]]:
    if not isinstance(tasks, list):
        raise _fail(where, "expected a list of tasks")
    gold: dict[str, tuple[GoldAction, ...]] = {}
    for index, task in enumerate(tasks):
        if not isinstance(task, dict) or "id" not in task:
            raise _fail(f"{where}[{index}]", "each task needs an 'id'")
        criteria = task.get("evaluation_criteria")
        actions = criteria.get("actions") if isinstance(criteria, dict) else None
        gold[str(task["id"])] = _gold(actions, f"{where}[{index}]", arguments_key="arguments")
    return gold


def _tau2(data: Mapping[str, JSONValue], tasks: JSONValue | None) -> list[RecordedRun]:
    gold = _task_actions(tasks if tasks is not None else data.get("tasks", []), "tasks")
    info = data.get("info")
    environment = info.get("environment_info") if isinstance(info, dict) else None
    policy = environment.get("policy") if isinstance(environment, dict) else None
    simulations = data.get("simulations")
    if not isinstance(simulations, list):
        raise _fail("simulations", "expected a list")
    runs: list[RecordedRun] = []
    for index, simulation in enumerate(simulations):
        where = f"simulations[{index}]"
        if not isinstance(simulation, dict):
            raise _fail(where, "expected a simulation object")
        task_id = str(simulation.get("task_id"))
        if task_id not in gold:
            raise _fail(where, f"task {task_id!r} is not among the tasks")
        try:
            messages = tau2.to_openai(_messages(simulation.get("messages"), where))
        except InvalidContent as exc:
            raise _fail(where, str(exc)) from exc
        runs.append(
            RecordedRun(
                run_id=str(simulation.get("id") or f"task{task_id}-{index}"),
                system=policy if isinstance(policy, str) else "",
                messages=tuple(messages),
                format="openai",
                gold_actions=gold[task_id],
                source="tau2-bench",
            )
        )
    return runs


def _is_anthropic(messages: Sequence[JSONObject]) -> bool:
    for message in messages:
        content = message.get("content")
        if message.get("role") in ("system", "tool", "developer") or "tool_calls" in message:
            return False
        if isinstance(content, list) and any(
            isinstance(block, dict) and block.get("type") in ("tool_use", "tool_result")
            for block in content
        ):
            return True
    return False


def _plain(messages: list[JSONObject], *, name: str, system: str = "") -> list[RecordedRun]:
    if _is_anthropic(messages):
        return [
            RecordedRun(
                run_id=name,
                system=system,
                messages=tuple(messages),
                format="anthropic",
                source="anthropic",
            )
        ]
    leading, rest = _split_system(messages)
    return [
        RecordedRun(
            run_id=name,
            system="\n\n".join(part for part in (system, leading) if part),
            messages=tuple(rest),
            format="openai",
            source="openai",
        )
    ]


def parse_runs(data: JSONValue, *, name: str, tasks: JSONValue | None = None) -> list[RecordedRun]:
    """The runs in a parsed recording (see the module docs for the formats).

    Args:
        data: The recording, as parsed JSON.
        name: The run id of a plain message list (usually the file's stem).
        tasks: τ² tasks to take gold actions from instead of the run's own.

    Raises:
        InvalidContent: The recording has none of the accepted shapes, or a run is malformed
            or tears a tool exchange (the message names the run).
    """
    runs: list[RecordedRun]
    if isinstance(data, dict) and "simulations" in data:
        runs = _tau2(data, tasks)
    elif isinstance(data, dict) and "messages" in data:
        system = data.get("system")
        if isinstance(system, list):
            system = "\n\n".join(
                str(block.get("text", "")) for block in system if isinstance(block, dict)
            )
        runs = _plain(
            _messages(data["messages"], "messages"),
            name=name,
            system=system if isinstance(system, str) else "",
        )
    elif isinstance(data, list) and data and all(isinstance(r, dict) and "traj" in r for r in data):
        runs = _tau_bench(data)
    elif isinstance(data, list) and data and all(isinstance(m, dict) and "role" in m for m in data):
        runs = _plain(_messages(data, name), name=name)
    else:
        msg = (
            "not a recording the replay eval reads: expected τ-bench trajectories (a list of "
            "{task_id, traj, info}), a τ²-bench run ({tasks, simulations}), or a message list "
            "(SGD dialogues are read with their schema: agentstate.eval.sgd)"
        )
        raise InvalidContent(msg)
    if not runs:
        msg = "the recording holds no runs"
        raise InvalidContent(msg)
    return [check_history(run) for run in runs]


def read_json(path: Path, what: str) -> JSONValue:
    """A JSON file, parsed; `what` names it in errors.

    Raises:
        InvalidInput: No such file.
        InvalidContent: Not JSON.
    """
    if not path.is_file():
        msg = f"no {what} at {path}"
        raise InvalidInput(msg)
    try:
        data: JSONValue = json.loads(path.read_text(encoding="utf-8"))
    except (UnicodeDecodeError, ValueError) as exc:
        msg = f"{path} is not JSON: {exc}"
        raise InvalidContent(msg) from exc
    return data


def load_tasks(path: str | Path) -> JSONValue:
    """A τ²-bench tasks file (a list of tasks), parsed.

    Raises:
        InvalidInput: No such file.
        InvalidContent: Not JSON.
    """
    return read_json(Path(path), "tasks file")


def load_runs(path: str | Path, *, tasks: str | Path | None = None) -> list[RecordedRun]:
    """The runs recorded in a JSON file (see the module docs for the formats).

    Args:
        path: The recording.
        tasks: A τ² tasks file to take gold actions from.

    Raises:
        InvalidInput: No such file.
        InvalidContent: Not JSON, or not a recording the eval reads (see `parse_runs`).
    """
    path = Path(path)
    data = read_json(path, "recording")
    return parse_runs(data, name=path.stem, tasks=load_tasks(tasks) if tasks is not None else None)
