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

The recorder (`Session`) and the point writer are shared by the corpora (``../session_kit.py``);
this module holds the domain: its scratchpad facts, consequential tools, rules and origin.
The output is deterministic: the same scripts give byte-identical points.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # cand_kit and session_kit, shared by the corpora

import session_kit  # noqa: E402
from pydantic import Field  # noqa: E402

from agentstate import Scratchpad  # noqa: E402

CONSEQUENTIAL = frozenset(
    {
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
)
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


SPEC = session_kit.CorpusSpec(
    name="itops",
    here=HERE,
    facts=ItopsFacts,
    consequential=CONSEQUENTIAL,
    rules=RULES,
    session_id="itops-{key}",
    origin_dataset="itops: invented IT-operations helpdesk sessions (no dataset)",
    origin_license="MIT (written for this corpus)",
    origin_session="a scripted helpdesk session '{key}'",
    key_metavar="SLUG",
    error_prefix="Error:",
)


def build_all(out_dir: Path | None, only: str | None = None) -> list[dict[str, Any]]:
    """Run every script, freeze its boundaries as points; write them to `out_dir`."""
    return session_kit.build_all(SPEC, out_dir, only)


def main() -> int:
    """Write the points, or print one session's transcript."""
    return session_kit.main(SPEC, __doc__ or "")


if __name__ == "__main__":
    sys.exit(main())
