"""Invented customer-desk sessions of a landscaping and garden maintenance company, dumped as points.

A small, deterministic customer-desk agent of an invented landscaping and garden maintenance
company ("Gorsebridge Grounds & Gardens", working in the invented towns of Wrayburn, Ostley
Marsh and Keddleston Cross): each session (`sessions_a`, `sessions_b`, `sessions_c`) is a
scripted conversation in which the agent verifies the client, looks up seasonal plan options,
the trees on a property, scheduled visits, quotes per square metre or per hour (with a call-out
fee and a green-waste charge per load), crew availability and plan terms, and carries out
consequential changes (seasonal mowing plans, access notes, tree-works applications decided by
the town council, jobs with deposits, visit reschedules, deposits, turf orders confirmed by the
plant nursery, scope changes approved by the crew lead on site, green-waste removals and plan
cancellations). Every client, client id, property, tree, plan, visit, job, application,
order, request and deposit id, card, amount and date was invented for this corpus (`records`
holds the shared records); no dataset is used. The scratchpad facts cite the event each came
from.

    python benchmarks/corpora/garden/build_sessions.py                    # write points/*.json
    python benchmarks/corpora/garden/build_sessions.py --transcript tree  # print a session

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
        "create_service_plan",
        "save_access_note",
        "submit_tree_application",
        "book_job",
        "reschedule_visit",
        "charge_deposit",
        "order_turf",
        "request_scope_change",
        "book_waste_removal",
        "cancel_service_plan",
    }
)
RULES = session_kit.plain_rules("the garden maintenance customer-desk tools")
ORIGIN_DATASET = (
    "none: an invented garden maintenance customer-desk session written for this corpus"
)
ORIGIN_LICENSE = "MIT (agentstate project): invented data, written for this corpus"


class GardenFacts(Scratchpad):
    """What the garden maintenance customer-desk agent keeps in its scratchpad."""

    client_id: str | None = None
    client: str | None = None
    account_type: str | None = None
    properties: dict[str, Any] = Field(default_factory=dict)
    payment_method: str | None = None
    plan_options: dict[str, Any] = Field(default_factory=dict)
    plan_request: dict[str, Any] = Field(default_factory=dict)
    plan_id: str | None = None
    access_note: dict[str, Any] = Field(default_factory=dict)
    trees: dict[str, Any] = Field(default_factory=dict)
    tree_request: dict[str, Any] = Field(default_factory=dict)
    application_id: str | None = None
    crew_slots: dict[str, Any] = Field(default_factory=dict)
    visits: dict[str, Any] = Field(default_factory=dict)
    reschedule_request: dict[str, Any] = Field(default_factory=dict)
    quote: dict[str, Any] = Field(default_factory=dict)
    job_request: dict[str, Any] = Field(default_factory=dict)
    job_id: str | None = None
    deposit_id: str | None = None
    turf_order_id: str | None = None
    scope_request: dict[str, Any] = Field(default_factory=dict)
    scope_request_id: str | None = None
    waste_request: dict[str, Any] = Field(default_factory=dict)
    waste_booking_id: str | None = None
    plan_terms: dict[str, Any] = Field(default_factory=dict)
    cancel_request: dict[str, Any] = Field(default_factory=dict)
    cancellation_id: str | None = None


SPEC = session_kit.CorpusSpec(
    name="garden",
    here=HERE,
    facts=GardenFacts,
    consequential=CONSEQUENTIAL,
    rules=RULES,
    session_id="garden-{key}",
    origin_dataset=ORIGIN_DATASET,
    origin_license=ORIGIN_LICENSE,
    origin_session="an invented garden maintenance customer-desk session '{key}'",
    script_modules=("sessions_a", "sessions_b", "sessions_c"),
    candidate_modules=(
        "candidates_a",
        "candidates_b",
        "candidates_c",
        "candidates_d",
        "candidates_e",
        "candidates_f",
    ),
)


if __name__ == "__main__":
    sys.exit(session_kit.main(SPEC, __doc__ or ""))
