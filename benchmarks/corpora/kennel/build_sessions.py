"""Invented front-desk sessions of a pet boarding and grooming kennel, dumped as summary points.

A small, deterministic front-desk agent of an invented pet boarding kennel ("Ravelstoke Pet
Lodge", in the invented town of Ravelstoke): each session (`sessions_a`, `sessions_b`,
`sessions_c`) is a scripted conversation in which the agent finds the owner's account, looks up
pets, vaccination records, availability and quotes (nightly rates by the size of the dog, cat
suites, a multi-pet discount, a holiday surcharge), policies, bookings, grooming appointments
and slots, daycare packs, the holiday-week waitlist, the partner pet-taxi company's slots and
feeding instructions, and carries out consequential changes (cat-suite and dog-run bookings,
holiday deposits, review requests to the kennel's visiting vet for a dog on insulin, the
holiday waitlist whose places the manager releases, grooming appointments booked and
cancelled, daycare packs, authorized people such as a dog walker, pet-taxi requests that the
partner company confirms, feeding-instruction changes, cancellations, requests for a
vaccination record from the owner's vet clinic, and stay extensions). Every owner, pet, account,
pet and booking id, card, amount and date was invented for this corpus (`records` holds the
shared records); no dataset is used. The scratchpad facts (account, owner, pets, vaccines,
stay request, quotes, bookings, deposits, vet review, waitlist, grooming, daycare, taxi, care
instructions, ...) cite the event each came from.

    python benchmarks/corpora/kennel/build_sessions.py                     # write points/*.json
    python benchmarks/corpora/kennel/build_sessions.py --transcript suites  # print a session

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
        "book_cat_suite",
        "book_dog_stay",
        "take_deposit",
        "request_vet_review",
        "join_holiday_waitlist",
        "cancel_grooming",
        "book_grooming",
        "buy_daycare_pack",
        "add_authorized_person",
        "request_pet_taxi",
        "update_care_instructions",
        "cancel_booking",
        "request_vaccine_record",
        "extend_stay",
    }
)
RULES = session_kit.plain_rules("the pet boarding kennel front-desk tools")
ORIGIN_DATASET = "none: an invented pet boarding kennel front-desk session written for this corpus"
ORIGIN_LICENSE = "MIT (agentstate project): invented data, written for this corpus"


class KennelFacts(Scratchpad):
    """What the kennel front-desk agent keeps in its scratchpad."""

    account_id: str | None = None
    owner: str | None = None
    pets: dict[str, Any] = Field(default_factory=dict)
    cards: dict[str, Any] = Field(default_factory=dict)
    authorized_people: dict[str, Any] = Field(default_factory=dict)
    vaccines: dict[str, Any] = Field(default_factory=dict)
    stay_request: dict[str, Any] = Field(default_factory=dict)
    availability: dict[str, Any] = Field(default_factory=dict)
    quote: dict[str, Any] = Field(default_factory=dict)
    bath_request: dict[str, Any] = Field(default_factory=dict)
    cat_booking_id: str | None = None
    dog_booking_id: str | None = None
    deposit_request: dict[str, Any] = Field(default_factory=dict)
    medication_policy: dict[str, Any] = Field(default_factory=dict)
    medication: dict[str, Any] = Field(default_factory=dict)
    vet_review_id: str | None = None
    contact_preference: str | None = None
    run_request: dict[str, Any] = Field(default_factory=dict)
    waitlist_info: dict[str, Any] = Field(default_factory=dict)
    waitlist_id: str | None = None
    grooming_appointments: dict[str, Any] = Field(default_factory=dict)
    grooming_request: dict[str, Any] = Field(default_factory=dict)
    grooming_slots: dict[str, Any] = Field(default_factory=dict)
    grooming_choice: dict[str, Any] = Field(default_factory=dict)
    daycare_packs: dict[str, Any] = Field(default_factory=dict)
    daycare_request: dict[str, Any] = Field(default_factory=dict)
    pack_id: str | None = None
    bookings: dict[str, Any] = Field(default_factory=dict)
    authorization_request: dict[str, Any] = Field(default_factory=dict)
    authorization_id: str | None = None
    taxi_slots: dict[str, Any] = Field(default_factory=dict)
    taxi_request: dict[str, Any] = Field(default_factory=dict)
    taxi_request_id: str | None = None
    care_instructions: dict[str, Any] = Field(default_factory=dict)
    care_change: dict[str, Any] = Field(default_factory=dict)
    instruction_id: str | None = None
    cancellation_policy: dict[str, Any] = Field(default_factory=dict)
    cancel_request: dict[str, Any] = Field(default_factory=dict)
    credit_id: str | None = None
    vaccine_record_request: dict[str, Any] = Field(default_factory=dict)
    record_request_id: str | None = None
    extension_request: dict[str, Any] = Field(default_factory=dict)


SPEC = session_kit.CorpusSpec(
    name="kennel",
    here=HERE,
    facts=KennelFacts,
    consequential=CONSEQUENTIAL,
    rules=RULES,
    session_id="kennel-{key}",
    origin_dataset=ORIGIN_DATASET,
    origin_license=ORIGIN_LICENSE,
    origin_session="an invented pet boarding kennel front-desk session '{key}'",
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
