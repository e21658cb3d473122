"""Invented order-desk sessions of a commercial print shop, dumped as summary points.

A small, deterministic order-desk agent of an invented commercial print shop ("Brackenlow
Print & Sign", with its works in the invented town of Varrowdene and customers in Quillmarsh
and Stennet Cove): each session (`sessions_a`, `sessions_b`, `sessions_c`) is a scripted
conversation in which the agent looks up the business account, its jobs, quotes priced per
hundred sheets by stock with a setup fee and a rush surcharge, proofs, misprint reports,
bindery and installation slots, credit terms and runs, and carries out consequential changes
(run orders for an agency's client brands, releases to press after the customer approved the
proof, colour changes sent to the client's brand manager for sign-off, reprint requests
decided by the production manager, rush runs, bindery bookings confirmed by the bindery
subcontractor, sign installations by the crew, credit applications decided by the accounts
team, fulfilment changes and run cancellations). Every account, contact, job, run, proof,
request and booking id, stock price, amount and date was invented for this corpus (`records`
holds the shared records); no dataset is used. The scratchpad facts (account, contact, jobs,
quotes, stock choice, billing, proofs, requests, runs, ...) cite the event each came from.

    python benchmarks/corpora/printshop/build_sessions.py                     # write points/*.json
    python benchmarks/corpora/printshop/build_sessions.py --transcript agency  # print a session

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
        "place_run_order",
        "release_to_press",
        "submit_colour_change",
        "request_reprint",
        "change_fulfilment",
        "book_bindery",
        "schedule_install",
        "apply_credit_terms",
        "cancel_run",
    }
)
RULES = session_kit.plain_rules("the print shop order-desk tools")
ORIGIN_DATASET = "none: an invented print shop order-desk session written for this corpus"
ORIGIN_LICENSE = "MIT (agentstate project): invented data, written for this corpus"


class PrintshopFacts(Scratchpad):
    """What the print shop order-desk agent keeps in its scratchpad."""

    account_id: str | None = None
    account: str | None = None
    contact: str | None = None
    terms: str | None = None
    brands: dict[str, Any] = Field(default_factory=dict)
    jobs: dict[str, Any] = Field(default_factory=dict)
    quote: dict[str, Any] = Field(default_factory=dict)
    stock_choice: dict[str, Any] = Field(default_factory=dict)
    billing: dict[str, Any] = Field(default_factory=dict)
    order_request: dict[str, Any] = Field(default_factory=dict)
    run_id: str | None = None
    runs: dict[str, Any] = Field(default_factory=dict)
    proofs: dict[str, Any] = Field(default_factory=dict)
    deadline: dict[str, Any] = Field(default_factory=dict)
    colour_request: dict[str, Any] = Field(default_factory=dict)
    colour_change_id: str | None = None
    misprint: dict[str, Any] = Field(default_factory=dict)
    reprint_request: dict[str, Any] = Field(default_factory=dict)
    reprint_id: str | None = None
    fulfilment: dict[str, Any] = Field(default_factory=dict)
    bindery_options: dict[str, Any] = Field(default_factory=dict)
    bindery_booking_id: str | None = None
    install_slots: dict[str, Any] = Field(default_factory=dict)
    install_choice: dict[str, Any] = Field(default_factory=dict)
    install_id: str | None = None
    credit_application_id: str | None = None
    budget: dict[str, Any] = Field(default_factory=dict)
    cancel_request: dict[str, Any] = Field(default_factory=dict)
    cancellation_id: str | None = None


SPEC = session_kit.CorpusSpec(
    name="printshop",
    here=HERE,
    facts=PrintshopFacts,
    consequential=CONSEQUENTIAL,
    rules=RULES,
    session_id="printshop-{key}",
    origin_dataset=ORIGIN_DATASET,
    origin_license=ORIGIN_LICENSE,
    origin_session="an invented print shop order-desk session '{key}'",
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
