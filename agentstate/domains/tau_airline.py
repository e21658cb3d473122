"""The τ-bench airline domain: a scratchpad schema and capture rules for its tools.

Written from the airline agent policy and the tool signatures of τ-bench (MIT, Sierra): the
facts the policy makes an agent establish before it acts (the user id, the reservation, its
cabin, flights, passengers and payments, the payment methods on file and their balances) are
captured from the read tools' results as they are appended, each with the tool result (or the
call, for arguments) as its provenance, and no model in the loop.

Amounts stay in the domain's unit, whole US dollars (every τ-bench price, balance and payment is
a whole number of dollars); a sum of payments goes through the exact `total` transform, and a
non-whole amount is refused rather than rounded.

Tool results in τ-bench histories are JSON text, and failures are text starting with
``"Error:"`` (never flagged ``is_error``): `CAPTURE` treats those as failures, so nothing is
captured from a failed call, not even its arguments.

Use::

    state = AgentState.open(path, session_id=..., scratchpad=AirlineFacts, capture=CAPTURE)
"""

from __future__ import annotations

from typing import Final, Literal

from pydantic import BaseModel, ConfigDict, Field

from agentstate import _json
from agentstate.capture import CaptureRule, CaptureRules, total
from agentstate.scratchpad import Scratchpad

__all__ = [
    "CAPTURE",
    "RESERVATION_TOOLS",
    "AirlineFacts",
    "Passenger",
    "ReservationFlight",
    "is_failure",
    "payment_balances",
]


class Passenger(BaseModel):
    """A passenger of a reservation."""

    model_config = ConfigDict(frozen=True, strict=True, extra="ignore")

    first_name: str
    last_name: str
    dob: str
    """Date of birth, ``YYYY-MM-DD`` as the tools give it."""


class ReservationFlight(BaseModel):
    """One flight segment of a reservation, at the price paid."""

    model_config = ConfigDict(frozen=True, strict=True, extra="ignore")

    flight_number: str
    date: str
    origin: str
    destination: str
    price: int
    """Whole US dollars."""


class AirlineFacts(Scratchpad):
    """What an airline agent must not lose: who the user is and the reservation at hand."""

    user_id: str | None = None
    """The user's id (the policy's first step for every request)."""
    membership: Literal["regular", "silver", "gold"] | None = None
    """Membership tier: sets free bag allowances and compensation rights."""
    user_dob: str | None = None
    """The user's date of birth (they often book for themselves)."""
    payment_method_ids: list[str] = Field(default_factory=list)
    """Payment methods on file (only these may pay)."""
    payment_balances_usd: dict[str, int] = Field(default_factory=dict)
    """Balances of the certificates and gift cards on file, by payment method id."""
    reservation_ids: list[str] = Field(default_factory=list)
    """Every reservation id seen: the user's, those looked up, those booked."""
    reservation_id: str | None = None
    """The reservation at hand (the last one looked up, booked or changed)."""
    reservation_owner: str | None = None
    """The user id the reservation at hand belongs to (it must be the user's)."""
    cabin: Literal["basic_economy", "economy", "business"] | None = None
    """The cabin of the reservation at hand."""
    flights: list[ReservationFlight] = Field(default_factory=list)
    """Its flight segments."""
    passengers: list[Passenger] = Field(default_factory=list)
    """Its passengers (their number cannot change)."""
    reservation_paid_usd: int | None = None
    """Net amount paid for it (payments minus refunds), whole dollars."""
    total_baggages: int | None = None
    """Checked bags on it (bags can be added, never removed)."""
    insurance: Literal["yes", "no"] | None = None
    """Whether it has travel insurance (it cannot be added after booking)."""
    last_calculation: float | None = None
    """The result of the last ``calculate`` call."""


RESERVATION_TOOLS: Final = (
    "get_reservation_details",
    "book_reservation",
    "update_reservation_flights",
    "update_reservation_baggages",
    "update_reservation_passengers",
    "cancel_reservation",
)
"""Tools whose result is the reservation they read or changed."""


def is_failure(result: _json.JSONValue) -> bool:
    """Whether a τ-bench tool result reports a failure (``"Error: ..."`` text)."""
    return isinstance(result, str) and result.startswith("Error:")


def payment_balances(methods: _json.JSONValue) -> _json.JSONValue:
    """The balance of each payment method that has one (certificates, gift cards), by id.

    Raises:
        TypeError: `methods` is not an object of payment methods.
    """
    if not isinstance(methods, dict):
        msg = f"expected an object of payment methods, got {type(methods).__name__}"
        raise TypeError(msg)
    balances: _json.JSONObject = {}
    for method_id, method in methods.items():
        if isinstance(method, dict) and "amount" in method:
            balances[method_id] = method["amount"]
    return balances


def _reservation_rules(tool: str) -> list[CaptureRule]:
    return [
        CaptureRule(tool=tool, path="result.reservation_id", field="reservation_id"),
        CaptureRule(
            tool=tool, path="result.reservation_id", field="reservation_ids", merge="union"
        ),
        CaptureRule(tool=tool, path="result.user_id", field="reservation_owner"),
        CaptureRule(tool=tool, path="result.cabin", field="cabin"),
        CaptureRule(tool=tool, path="result.flights", field="flights"),
        CaptureRule(tool=tool, path="result.passengers", field="passengers"),
        CaptureRule(
            tool=tool,
            path="result.payment_history.*.amount",
            field="reservation_paid_usd",
            transform=total,
        ),
        CaptureRule(
            tool=tool,
            path="result.payment_history.*.payment_id",
            field="payment_method_ids",
            merge="union",
        ),
        CaptureRule(tool=tool, path="result.total_baggages", field="total_baggages"),
        CaptureRule(tool=tool, path="result.insurance", field="insurance"),
    ]


CAPTURE: Final = CaptureRules(
    [
        CaptureRule(tool="get_user_details", path="arguments.user_id", field="user_id"),
        CaptureRule(tool="get_user_details", path="result.membership", field="membership"),
        CaptureRule(tool="get_user_details", path="result.dob", field="user_dob"),
        CaptureRule(
            tool="get_user_details",
            path="result.payment_methods.*.id",
            field="payment_method_ids",
        ),
        CaptureRule(
            tool="get_user_details",
            path="result.payment_methods",
            field="payment_balances_usd",
            transform=payment_balances,
        ),
        CaptureRule(
            tool="get_user_details",
            path="result.reservations",
            field="reservation_ids",
            merge="union",
        ),
        *(rule for tool in RESERVATION_TOOLS for rule in _reservation_rules(tool)),
        CaptureRule(tool="calculate", path="result", field="last_calculation"),
    ],
    is_failure=is_failure,
)
"""Capture rules for the τ-bench airline tools (see the module docs)."""
