"""The session recorder and point writer shared by the summary corpora (public API only).

Each corpus (``retail``, ``itops``, ``telecom``, ...) scripts support-agent conversations in its
``sessions_*.py`` modules; each script is a function that takes a `Session` and plays one
conversation through it. The corpus's ``build_sessions.py`` holds only its domain (its scratchpad
facts class and a `CorpusSpec`) and delegates to this module. Everything goes through
agentstate's public API, and every call is also recorded as an op:

- ``user``: a user turn (``append_user``);
- ``assistant``: an agent turn (``append_assistant``), text or one tool call;
- ``tool_result``: a tool result (``append_tool_result``, ``is_error`` for a failed call);
- ``fact``: a scratchpad fact (``scratchpad.set``) with the event it came from;
- ``propose``, ``approve``, ``reject``, ``execute``: the approval ledger. The agent's
  confirmation proposes each consequential action (by ``model``, citing that message); the
  user's yes approves and a no rejects every pending action (by ``user``, citing the user's
  message); a consequential call executes its one approved action (by ``tool_runner``, citing
  the call) just before its result.

At each ``boundary`` the session so far is frozen as a point, one JSON file per point, in the
format ``agentstate-summary-point/1``: ``format``, ``point_id`` (``<session id>@m<messages>``),
``session_id``, ``origin`` (dataset, license, run id, how it was built, through which message),
``scratchpad_fields``, ``covers_through`` and ``tip`` (the last event's sequence number),
``rules``, ``note``, ``ledger_at_boundary``, ``ops`` (the ops so far) and ``candidates`` (the
point's hand-written candidate summaries from ``candidates_*.py``, expanded by `expand`).

The output is deterministic: the same scripts give byte-identical points.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import shutil
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from agentstate import AgentState, Scratchpad, ToolCall

FORMAT = "agentstate-summary-point/1"


def plain_rules(tools: str) -> dict[str, Any]:
    """The ``rules`` entry of a corpus judged by plain `validate()` defaults, no domain code.

    `tools` names whose tools no shipped domain describes ("the bank tools").
    """
    return {
        "name": "default",
        "kind_words": None,
        "how": f"plain validate() defaults (DEFAULT_RULES): no shipped domain describes {tools}",
    }


@dataclass(frozen=True)
class CorpusSpec:
    """What differs between the corpora; everything else is shared.

    The string templates are filled with ``key`` (the session's script key, e.g. ``16``,
    ``deploy-billing``, ``roam``) via `str.format`.
    """

    name: str
    """The corpus folder's name (``benchmarks/corpora/<name>``): temp dirs and ``built_by``."""
    here: Path
    """The corpus folder: its ``points/`` and its script and candidate modules."""
    facts: type[Scratchpad]
    """The scratchpad class of the corpus's agent."""
    consequential: frozenset[str]
    """Tool names whose calls execute an approved ledger action."""
    rules: dict[str, Any]
    """The point's ``rules`` entry, written as is."""
    session_id: str
    """Template of the session id, which is also the point id's stem: ``retail-task{key}``."""
    origin_dataset: str
    """Template of ``origin.dataset``."""
    origin_license: str
    """Template of ``origin.license``."""
    origin_session: str
    """Template of what the session is, in ``origin.built_by``: ``a modelled session of {key}``."""
    key_metavar: str = "KEY"
    """How ``--transcript`` names its argument in ``--help``."""
    error_prefix: str | None = None
    """When set, a result marked as an error must be a string starting with it."""
    script_modules: tuple[str, ...] = ("sessions_a", "sessions_b")
    """Modules in `here` whose ``SCRIPTS`` map keys to scripts, in order."""
    candidate_modules: tuple[str, ...] = ("candidates_a", "candidates_b", "candidates_c")
    """Modules in `here` whose ``POINTS`` map point ids to candidate specs."""


class Session:
    """One scripted session: appends events through the public API and records them as ops."""

    def __init__(self, spec: CorpusSpec, key: str, path: str) -> None:
        self.spec = spec
        self.key = key
        self.session_id = spec.session_id.format(key=key)
        self.state = AgentState.open(
            path, session_id=self.session_id, scratchpad=spec.facts, durability="normal"
        )
        self.ops: list[dict[str, Any]] = []
        self.pending: list[str] = []
        self.messages = 0
        self.ncall = 0
        self.boundaries: list[dict[str, Any]] = []

    # --- recording -------------------------------------------------------------------------

    def _op(self, op: dict[str, Any]) -> str:
        self.ops.append(op)
        return op["ref"]

    def _fact(self, key: str, value: Any, source: str) -> None:
        fact = self.state.scratchpad.set(key, value, source=source)
        self._op(
            {
                "op": "fact",
                "ref": str(fact.event),
                "kind": "fact",
                "key": key,
                "value": value,
                "source": source,
            }
        )

    def _facts(self, facts: dict[str, Any] | None, source: str) -> None:
        for key, value in (facts or {}).items():
            self._fact(key, value, source)

    # --- conversation ----------------------------------------------------------------------

    def user(self, text: str, facts: dict[str, Any] | None = None) -> str:
        """A user message that decides nothing pending (a question, an answer, a request)."""
        ref = str(self.state.append_user(text).ref)
        self.messages += 1
        self._op({"op": "user", "ref": ref, "kind": "user", "text": text})
        self._facts(facts, ref)
        return ref

    def say(self, text: str, facts: dict[str, Any] | None = None) -> str:
        """An agent message without a call."""
        ref = str(self.state.append_assistant(text).ref)
        self.messages += 1
        self._op(
            {"op": "assistant", "ref": ref, "kind": "assistant", "text": text, "tool_calls": []}
        )
        self._facts(facts, ref)
        return ref

    def confirm(
        self,
        text: str,
        actions: list[tuple[str, dict[str, Any]]],
        facts: dict[str, Any] | None = None,
    ) -> str:
        """The agent lists an action's details and asks for a yes: each action is proposed."""
        ref = self.say(text, facts)
        for kind, params in actions:
            action = self.state.ledger.propose(kind, params, by="model", source=ref)
            self._op(
                {
                    "op": "propose",
                    "ref": str(action.event),
                    "kind": "ledger",
                    "action": action.id,
                    "action_kind": kind,
                    "params": params,
                    "by": "model",
                    "source": ref,
                }
            )
            self.pending.append(action.id)
        return ref

    def _decide(self, move: str, text: str, facts: dict[str, Any] | None) -> str:
        if not self.pending:
            raise ValueError(f"{self.session_id}: {move} with nothing pending")
        ref = self.user(text, facts)
        for action_id in self.pending:
            action = getattr(self.state.ledger, move)(action_id, by="user", source=ref)
            self._op(
                {
                    "op": move,
                    "ref": str(action.event),
                    "kind": "ledger",
                    "action": action_id,
                    "by": "user",
                    "source": ref,
                    "status": str(action.status),
                }
            )
        self.pending = []
        return ref

    def yes(self, text: str, facts: dict[str, Any] | None = None) -> str:
        """The user's explicit yes: every pending action is approved."""
        return self._decide("approve", text, facts)

    def no(self, text: str, facts: dict[str, Any] | None = None) -> str:
        """The user's no, or a correction: every pending action is rejected."""
        return self._decide("reject", text, facts)

    def call(
        self,
        name: str,
        args: dict[str, Any],
        result: Any,
        *,
        error: bool = False,
        facts: dict[str, Any] | None = None,
        call_facts: dict[str, Any] | None = None,
    ) -> str:
        """One tool call and its result; a consequential call executes its approved action.

        `facts` are set from the result, `call_facts` from the call itself.
        """
        self.ncall += 1
        call_id = f"call_{self.ncall:02d}_{name}"
        made = self.state.append_assistant(None, tool_calls=[ToolCall(name, args, call_id)])
        ref = str(made.ref)
        self.messages += 1
        self._op(
            {
                "op": "assistant",
                "ref": ref,
                "kind": "assistant",
                "text": None,
                "tool_calls": [{"id": call_id, "name": name, "arguments": args}],
            }
        )
        self._facts(call_facts, ref)
        if name in self.spec.consequential:
            approved = [
                a
                for a in self.state.ledger.actions()
                if str(a.status) == "approved" and a.kind == name and a.params == args
            ]
            if len(approved) != 1:
                raise ValueError(f"{self.session_id}: {name} {args} is not approved once")
            action = self.state.ledger.execute(
                approved[0].id, by="tool_runner", source=ref, params=args
            )
            self._op(
                {
                    "op": "execute",
                    "ref": str(action.event),
                    "kind": "ledger",
                    "action": action.id,
                    "by": "tool_runner",
                    "source": ref,
                    "status": str(action.status),
                }
            )
        prefix = self.spec.error_prefix
        is_text = isinstance(result, str)
        if error and prefix is not None and not (is_text and result.startswith(prefix)):
            raise ValueError(f"{self.session_id}: an error result must start with {prefix!r}")
        res = str(self.state.append_tool_result(call_id, result, is_error=error).ref)
        self.messages += 1
        self._op(
            {
                "op": "tool_result",
                "ref": res,
                "kind": "tool_result",
                "call_id": call_id,
                "name": name,
                "result": result,
                "is_error": error,
            }
        )
        self._facts(facts, res)
        return res

    def boundary(self, note: str) -> None:
        """Freeze the session so far as a point."""
        tip = int(self.ops[-1]["ref"][3:])
        ledger = [
            {"id": a.id, "kind": a.kind, "status": str(a.status), "params": a.params}
            for a in self.state.ledger.actions()
        ]
        self.boundaries.append(
            {
                "ops": len(self.ops),
                "tip": tip,
                "messages": self.messages,
                "note": note,
                "ledger": ledger,
            }
        )

    def close(self) -> None:
        """Close the session's state."""
        self.state.close()


Script = Callable[[Session], None]


def scripts(spec: CorpusSpec) -> dict[str, Script]:
    """Every session's script, by key (the corpus folder must be on ``sys.path``)."""
    out: dict[str, Script] = {}
    for name in spec.script_modules:
        out.update(importlib.import_module(name).SCRIPTS)
    return out


def candidates(spec: CorpusSpec) -> dict[str, list[dict[str, Any]]]:
    """The hand-written candidates of every point, by point id, expanded to full summaries."""
    out: dict[str, list[dict[str, Any]]] = {}
    for name in spec.candidate_modules:
        for point_id, written in importlib.import_module(name).POINTS.items():
            if point_id in out:
                raise ValueError(f"candidates of {point_id} written twice")
            out[point_id] = expand(point_id, written)
    return out


def expand(point_id: str, spec: dict[str, Any]) -> list[dict[str, Any]]:
    """Faithful summaries as written; each variant is its base with one item replaced or added."""
    out = []
    faithful = {}
    for cand in spec["faithful"]:
        faithful[cand["id"]] = cand
        out.append(
            {
                "id": cand["id"],
                "label": "valid",
                "style": cand["style"],
                "defect": None,
                "expected_rule": None,
                "span": None,
                "defect_path": None,
                "note": cand.get("note", ""),
                "summary": cand["summary"],
            }
        )
    for var in spec["variants"]:
        base = faithful[var["base"]]
        summary = json.loads(json.dumps(base["summary"]))
        path = var["path"]
        item = {"text": var["text"], "refs": var["refs"]}
        if "[" in path:
            field, index = path[:-1].split("[")
            items = summary.setdefault(field, [])
            index = int(index)
            if var["how"] == "replace":
                if index >= len(items):
                    raise ValueError(f"{point_id} {var['id']}: no {path} to replace")
                items[index] = item
            else:
                if index != len(items):
                    raise ValueError(f"{point_id} {var['id']}: add {path} is not the next item")
                items.append(item)
        else:
            if var["how"] != "replace":
                raise ValueError(f"{point_id} {var['id']}: only a list item can be added")
            summary[path] = item
        if var["span"] not in var["text"]:
            raise ValueError(f"{point_id} {var['id']}: span not in the text")
        out.append(
            {
                "id": var["id"],
                "label": "contradicting",
                "style": base["style"],
                "defect": var["defect"],
                "expected_rule": var["rule"],
                "span": var["span"],
                "defect_path": path,
                "note": var["note"],
                "summary": summary,
            }
        )
    return out


def run(spec: CorpusSpec, key: str, script: Script, tmp: str) -> Session:
    """Play one script into a fresh state in the directory `tmp`."""
    session = Session(spec, key, os.path.join(tmp, f"{key}.sqlite"))
    try:
        script(session)
    finally:
        session.close()
    return session


def point(
    spec: CorpusSpec, session: Session, bound: dict[str, Any], cands: list[dict[str, Any]]
) -> dict[str, Any]:
    """One boundary of a played session as a point (``agentstate-summary-point/1``)."""
    key, messages = session.key, bound["messages"]
    return {
        "format": FORMAT,
        "point_id": f"{session.session_id}@m{messages}",
        "session_id": session.session_id,
        "origin": {
            "dataset": spec.origin_dataset.format(key=key),
            "license": spec.origin_license.format(key=key),
            "run_id": session.session_id,
            "built_by": (
                f"public API only (benchmarks/corpora/{spec.name}/build_sessions.py): "
                f"{spec.origin_session.format(key=key)}, its first {messages} messages "
                "(see README)"
            ),
            "through_message": messages,
        },
        "scratchpad_fields": list(spec.facts.model_fields),
        "covers_through": bound["tip"],
        "tip": bound["tip"],
        "rules": spec.rules,
        "note": bound["note"],
        "ledger_at_boundary": bound["ledger"],
        "ops": session.ops[: bound["ops"]],
        "candidates": cands,
    }


def build_all(
    spec: CorpusSpec, out_dir: Path | None, only: str | None = None
) -> list[dict[str, Any]]:
    """Run every script (or only the one keyed `only`), freeze its boundaries as points; write
    them to `out_dir` (unless None) as ``<point id with @ as _>.json``."""
    cands = candidates(spec)
    points = []
    tmp = tempfile.mkdtemp(prefix=f"{spec.name}-sessions-")
    try:
        for key, script in scripts(spec).items():
            if only is not None and key != only:
                continue
            session = run(spec, key, script, tmp)
            for bound in session.boundaries:
                point_id = f"{session.session_id}@m{bound['messages']}"
                points.append(point(spec, session, bound, cands.get(point_id, [])))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    if out_dir is not None:
        out_dir.mkdir(parents=True, exist_ok=True)
        for p in points:
            name = p["point_id"].replace("@", "_") + ".json"
            with open(out_dir / name, "w", encoding="utf-8") as fh:
                json.dump(p, fh, indent=1, ensure_ascii=False)
                fh.write("\n")
    unknown = set(cands) - {p["point_id"] for p in points}
    if unknown and only is None:
        raise ValueError(f"candidates for unknown points: {sorted(unknown)}")
    return points


def transcript(spec: CorpusSpec, key: str) -> str:
    """A readable dump of one whole session, with refs (for writing and checking summaries)."""
    tmp = tempfile.mkdtemp(prefix=f"{spec.name}-sessions-")
    try:
        session = run(spec, key, scripts(spec)[key], tmp)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    marks = {b["ops"]: b for b in session.boundaries}
    lines = []
    for index, op in enumerate(session.ops, 1):
        body = {k: v for k, v in op.items() if k not in ("op", "ref", "kind")}
        if op["op"] in ("user", "assistant") and op.get("text"):
            body = op["text"]
        lines.append(f"{op['ref']:>6} {op['op']:11} {json.dumps(body, ensure_ascii=False)}")
        if index in marks:
            b = marks[index]
            lines.append(f"------ BOUNDARY @m{b['messages']} (tip ev_{b['tip']}): {b['note']}")
    return "\n".join(lines)


def main(spec: CorpusSpec, doc: str) -> int:
    """The corpus's command line: write the points (``--out DIR``, default ``points/``), or
    print one session's transcript (``--transcript KEY``). `doc` is the builder's docstring."""
    parser = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    parser.add_argument("--out", default=str(spec.here / "points"))
    parser.add_argument("--transcript", metavar=spec.key_metavar, help="print one session and exit")
    args = parser.parse_args()
    if args.transcript:
        print(transcript(spec, args.transcript))
        return 0
    points = build_all(spec, Path(args.out))
    ncand = sum(len(p["candidates"]) for p in points)
    print(f"{len(points)} points, {ncand} candidates written to {args.out}")
    return 0
