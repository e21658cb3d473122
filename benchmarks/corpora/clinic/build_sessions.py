"""Invented outpatient-clinic patient-services sessions, dumped as summary points (public API only).

A small, deterministic patient-services desk agent of an invented outpatient clinic group
("Larkspur Health Partners"): patients, or a caregiver with authority on file, ask it to book,
reschedule or cancel appointments, create a specialist referral, send a prescription refill or
renewal to a pharmacy, check a prior authorisation, release lab results, waive a late
cancellation fee, set up a payment plan, update the insurance on file, release medical records
to another provider or send a telehealth link. The agent verifies the patient (name, date of
birth and member id) and reads before it acts. Each session is scripted (`sessions_a`,
`sessions_b`); providers, locations, pharmacies, fees and plans are in `directory`. Every
patient, id, amount and date was invented; no medical advice is given. The scratchpad facts
(patient identity, MRN, appointments, slots, prescriptions, pharmacy, charges, balances, plan
ids, referral and coverage ids, ...) cite the event each came from.

    python benchmarks/corpora/clinic/build_sessions.py                      # write points/*.json
    python benchmarks/corpora/clinic/build_sessions.py --transcript refill   # print one session

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
        "book_appointment",
        "reschedule_appointment",
        "cancel_appointment",
        "create_referral",
        "request_refill",
        "request_renewal",
        "release_lab_results",
        "waive_fee",
        "set_up_payment_plan",
        "update_insurance",
        "release_records",
        "send_telehealth_link",
    }
)
RULES = session_kit.plain_rules("the clinic tools")


class ClinicFacts(Scratchpad):
    """What the patient-services agent keeps in its scratchpad."""

    patient_name: str | None = None
    date_of_birth: str | None = None
    member_id: str | None = None
    mrn: str | None = None
    caller_name: str | None = None
    caller_relation: str | None = None
    plan_name: str | None = None
    pcp: str | None = None
    appointments: dict[str, Any] = Field(default_factory=dict)
    appointment_id: str | None = None
    provider_id: str | None = None
    location_id: str | None = None
    original_start: str | None = None
    new_start: str | None = None
    visit_type: str | None = None
    copay: float | None = None
    prescriptions: dict[str, Any] = Field(default_factory=dict)
    pharmacy_id: str | None = None
    days_supply: int | None = None
    refill_id: str | None = None
    prior_auth: dict[str, Any] = Field(default_factory=dict)
    referral_id: str | None = None
    lab_order_id: str | None = None
    lab_results: dict[str, Any] = Field(default_factory=dict)
    account_id: str | None = None
    balance: float | None = None
    charges: dict[str, Any] = Field(default_factory=dict)
    charge_id: str | None = None
    fee_amount: float | None = None
    waiver_id: str | None = None
    plan_months: int | None = None
    monthly_payment: float | None = None
    payment_method_id: str | None = None
    payment_plan_id: str | None = None
    new_member_id: str | None = None
    group_number: str | None = None
    effective_date: str | None = None
    coverage_id: str | None = None
    claims: dict[str, Any] = Field(default_factory=dict)
    authorization_id: str | None = None
    records_scope: list[str] = Field(default_factory=list)
    recipient: dict[str, Any] = Field(default_factory=dict)
    link_channel: str | None = None
    email: str | None = None


SPEC = session_kit.CorpusSpec(
    name="clinic",
    here=HERE,
    facts=ClinicFacts,
    consequential=CONSEQUENTIAL,
    rules=RULES,
    session_id="clinic-{key}",
    origin_dataset="clinic: invented outpatient-clinic patient-services sessions (no dataset)",
    origin_license="MIT (written for this corpus)",
    origin_session="a scripted patient-services session '{key}'",
    error_prefix="Error:",
)


if __name__ == "__main__":
    sys.exit(session_kit.main(SPEC, __doc__ or ""))
