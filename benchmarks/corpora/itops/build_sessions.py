"""Invented IT-operations helpdesk sessions, dumped as summary points (public API only).

A small, deterministic internal helpdesk agent for an invented company: employees ask it to
deploy, restart or roll back a service, open an incident, issue software licenses, grant or
revoke access, reset MFA, provision a laptop, schedule a maintenance window or extend a
contractor account. Each session is scripted (`sessions_a`, `sessions_b`) and its tool results
are invented (`directory`). Everything goes through agentstate's public API:

- each user turn is ``append_user``; each agent turn is ``append_assistant`` (text, or one tool
  call) and each tool result ``append_tool_result`` (``is_error=True`` for an ``Error: ...``);
- scratchpad facts (employee and ticket ids, service, environment, build, seats, cost centre,
  dates, ...) are ``scratchpad.set`` with the event they came from (the user's message, a tool
  result, or the agent's confirmation that lists the details);
- consequential tools go through the approval ledger: the agent's confirmation message
  proposes the action (by ``model``, citing that message); the user's explicit yes approves
  it and a no or a correction rejects it (by ``user``, citing the user's message); the call is
  executed by ``tool_runner`` (citing the call) just before its result.

At each chosen boundary the session so far is frozen as a point (format
``agentstate-summary-point/1``: the ops, the boundary, the rules, the ledger at the boundary)
and the hand-written candidate summaries of that point (`candidates_*`) are attached.

    python benchmarks/corpora/itops/build_sessions.py                       # write points/*.json
    python benchmarks/corpora/itops/build_sessions.py --transcript deploy-billing   # print one

The output is deterministic: the same scripts give byte-identical points.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # cand_kit, shared by the corpora

from pydantic import Field  # noqa: E402

from agentstate import AgentState, Scratchpad, ToolCall  # noqa: E402

FORMAT = "agentstate-summary-point/1"
CONSEQUENTIAL = {
    "deploy_service",
    "restart_service",
    "rollback_deploy",
    "open_incident",
    "issue_license",
    "grant_access",
    "revoke_access",
    "reset_mfa",
    "provision_laptop",
    "schedule_maintenance",
    "extend_account",
}
RULES = {
    "name": "default",
    "kind_words": None,
    "how": "plain validate() defaults (DEFAULT_RULES): no shipped domain describes the IT-ops tools",
}


class ItopsFacts(Scratchpad):
    """What the helpdesk agent keeps in its scratchpad."""

    employee_id: str | None = None
    employee_name: str | None = None
    ticket_id: str | None = None
    cost_centre: str | None = None
    service: str | None = None
    environment: str | None = None
    build: int | None = None
    previous_build: int | None = None
    target_build: int | None = None
    deploy_id: str | None = None
    incident_id: str | None = None
    severity: str | None = None
    product: str | None = None
    free_seats: int | None = None
    seat_pack: int | None = None
    annual_cost_usd: float | None = None
    assignees: list[str] = Field(default_factory=list)
    license_order_id: str | None = None
    system: str | None = None
    access_level: str | None = None
    expires: str | None = None
    accounts: dict[str, Any] = Field(default_factory=dict)
    account_id: str | None = None
    po_number: str | None = None
    new_end_date: str | None = None
    window_start: str | None = None
    window_end: str | None = None
    window_id: str | None = None
    notify: bool | None = None
    target_employee_id: str | None = None
    grants: dict[str, Any] = Field(default_factory=dict)
    laptop_sku: str | None = None
    laptop_cost_usd: float | None = None
    start_date: str | None = None


FIELDS = list(ItopsFacts.model_fields)


class Session:
    """One scripted session: appends events through the public API and records them as ops."""

    def __init__(self, slug: str, path: str) -> None:
        self.slug = slug
        self.session_id = f"itops-{slug}"
        self.state = AgentState.open(
            path, session_id=self.session_id, scratchpad=ItopsFacts, durability="normal"
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
            raise ValueError(f"{self.slug}: {move} with nothing pending")
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
    ) -> str:
        """One tool call and its result; a consequential call executes its approved action."""
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
        if name in CONSEQUENTIAL:
            approved = [
                a
                for a in self.state.ledger.actions()
                if str(a.status) == "approved" and a.kind == name and a.params == args
            ]
            if len(approved) != 1:
                raise ValueError(f"{self.slug}: {name} {args} is not approved once")
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
        if error and not (isinstance(result, str) and result.startswith("Error:")):
            raise ValueError(f"{self.slug}: an error result must start with 'Error:'")
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
        self.state.close()


def scripts() -> dict[str, Callable[[Session], None]]:
    """Every session's script, by slug."""
    import sessions_a
    import sessions_b

    return {**sessions_a.SCRIPTS, **sessions_b.SCRIPTS}


def candidates() -> dict[str, list[dict[str, Any]]]:
    """The hand-written candidates of every point, by point id, expanded to full summaries."""
    import candidates_a
    import candidates_b
    import candidates_c

    out: dict[str, list[dict[str, Any]]] = {}
    for module in (candidates_a, candidates_b, candidates_c):
        for point_id, spec in module.POINTS.items():
            if point_id in out:
                raise ValueError(f"{point_id}: candidates written twice")
            out[point_id] = expand(point_id, spec)
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


def run(slug: str, script: Callable[[Session], None], tmp: str) -> Session:
    """Play one script into a fresh state in `tmp`."""
    session = Session(slug, os.path.join(tmp, f"{slug}.sqlite"))
    try:
        script(session)
    finally:
        session.close()
    return session


def build_all(out_dir: Path | None, only: str | None = None) -> list[dict[str, Any]]:
    """Run every script, freeze its boundaries as points; write them to `out_dir`."""
    cands = candidates()
    points = []
    tmp = tempfile.mkdtemp(prefix="itops-sessions-")
    try:
        for slug, script in scripts().items():
            if only is not None and slug != only:
                continue
            session = run(slug, script, tmp)
            for bound in session.boundaries:
                point_id = f"{session.session_id}@m{bound['messages']}"
                point = {
                    "format": FORMAT,
                    "point_id": point_id,
                    "session_id": session.session_id,
                    "origin": {
                        "dataset": "itops: invented IT-operations helpdesk sessions (no dataset)",
                        "license": "MIT (written for this corpus)",
                        "run_id": session.session_id,
                        "built_by": (
                            "public API only (benchmarks/corpora/itops/build_sessions.py): a "
                            f"scripted helpdesk session '{slug}', its first "
                            f"{bound['messages']} messages (see README)"
                        ),
                        "through_message": bound["messages"],
                    },
                    "scratchpad_fields": FIELDS,
                    "covers_through": bound["tip"],
                    "tip": bound["tip"],
                    "rules": RULES,
                    "note": bound["note"],
                    "ledger_at_boundary": bound["ledger"],
                    "ops": session.ops[: bound["ops"]],
                    "candidates": cands.get(point_id, []),
                }
                points.append(point)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    if out_dir is not None:
        out_dir.mkdir(parents=True, exist_ok=True)
        for point in points:
            name = point["point_id"].replace("@", "_") + ".json"
            with open(out_dir / name, "w", encoding="utf-8") as fh:
                json.dump(point, fh, indent=1, ensure_ascii=False)
                fh.write("\n")
    unknown = set(cands) - {p["point_id"] for p in points}
    if unknown and only is None:
        raise ValueError(f"candidates for unknown points: {sorted(unknown)}")
    return points


def transcript(slug: str) -> str:
    """A readable dump of one whole session, with refs (for writing and checking summaries)."""
    tmp = tempfile.mkdtemp(prefix="itops-sessions-")
    try:
        session = run(slug, scripts()[slug], tmp)
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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", default=str(HERE / "points"))
    parser.add_argument("--transcript", metavar="SLUG", help="print one session and exit")
    args = parser.parse_args()
    if args.transcript:
        print(transcript(args.transcript))
        return 0
    points = build_all(Path(args.out))
    ncand = sum(len(p["candidates"]) for p in points)
    print(f"{len(points)} points, {ncand} candidates written to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
