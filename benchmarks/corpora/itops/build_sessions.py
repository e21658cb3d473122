"""Invented IT-operations helpdesk sessions, dumped as summary points (public API only).

A small, deterministic internal helpdesk agent for an invented company: employees ask it to
deploy, restart or roll back a service, open an incident, issue software licenses, grant or
revoke access, reset MFA, provision a laptop, schedule a maintenance window or extend a
contractor account. Each session is scripted (`sessions_a`, `sessions_b`) and its tool results
are invented (`directory`).
The scratchpad facts (employee and ticket ids, service, environment, build, seats, cost centre,
dates, ...) cite the event each came from.

    python benchmarks/corpora/itops/build_sessions.py                       # write points/*.json
    python benchmarks/corpora/itops/build_sessions.py --transcript deploy-billing   # print one

The sessions are played, recorded and frozen as points (``agentstate-summary-point/1``) at
their boundaries by the recorder the corpora share (``../session_kit.py``: agentstate's public
API only; the approval ledger as described there); this module holds the domain: its
scratchpad facts, consequential tools, rules and origin. The output is deterministic.
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
RULES = session_kit.plain_rules("the IT-ops tools")


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


if __name__ == "__main__":
    sys.exit(session_kit.main(SPEC, __doc__ or ""))
