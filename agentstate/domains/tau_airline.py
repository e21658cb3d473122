"""The τ-bench airline domain: scratchpad schema, capture rules, tools and approvals.

Written from the airline agent policy and the tool signatures of τ-bench (MIT, Sierra), not
from particular runs:

- **Schema and capture.** The facts the policy makes an agent establish before it acts are
  captured from the read tools' results as they are appended, each with the tool result (or
  the call, for arguments) as its provenance, and no model in the loop: who the user is (id,
  name, date of birth, membership, saved passengers), the payment methods on file and their
  balances, every reservation id the user has, and the latest state of every reservation
  read or changed (route, trip type, cabin, flights with the prices paid, passengers,
  payments, bags, insurance, booking time, cancellation), keyed by id, with the reservation
  at hand named separately. A user may ask about several reservations in one conversation
  (downgrade all of them, cancel two), so none replaces another. The cabin and the trip
  type the user chose in their own words ("1. One-way 2. Economy", in reply to the agent's
  question) are kept too, citing their message (`CaptureRules.choices`, from the tools'
  declared values).
- **Consequential tools.** The tools that update the booking database (book, change flights,
  cabin, bags or passengers, cancel) and the one that pays compensation (`send_certificate`):
  each call goes through the approval ledger.
- **Words of its actions.** `KIND_WORDS`: how its agents speak of the consequential
  actions ("downgraded" for a cabin change), for the validator's authority rule
  (`DOMAIN.rules`).
- **Approvals.** The policy requires the agent to list the action's details and obtain an
  explicit "yes" before each update: a user message that is an explicit confirmation
  (`explicit_confirmation`) approves the consequential calls the agent makes after it, until
  the user speaks again; a call made without one is refused (rejected).

Amounts stay in the domain's unit, whole US dollars (every τ-bench price, balance and payment is
a whole number of dollars, written ``163`` or ``163.0``); a non-whole amount is refused rather
than rounded.

Tool results in τ-bench histories are JSON text, and failures are text starting with
``"Error:"`` (never flagged ``is_error``): `CAPTURE` treats those as failures, so nothing is
captured from a failed call, not even its arguments, and `is_failure` (``DOMAIN.is_failure``)
flags them as errors when given to the state, so a consequential call answered so ends failed
in the ledger, never executed.

Use::

    state = AgentState.open(
        path, session_id=..., scratchpad=AirlineFacts, capture=CAPTURE, is_failure=is_failure
    )
"""

from __future__ import annotations

from typing import Any, Final, Literal

from pydantic import BaseModel, ConfigDict, Field, SerializerFunctionWrapHandler, model_serializer

from agentstate import _json
from agentstate.capture import CaptureRule, CaptureRules, whole_number
from agentstate.domains.base import Domain, explicit_confirmation, tool_definition
from agentstate.domains.tools_only import declared_choices
from agentstate.scratchpad import Scratchpad
from agentstate.validation import KindWords

__all__ = [
    "CAPTURE",
    "CONSEQUENTIAL_TOOLS",
    "DOMAIN",
    "KIND_WORDS",
    "RESERVATION_TOOLS",
    "TOOLS",
    "AirlineFacts",
    "Payment",
    "Person",
    "Reservation",
    "Segment",
    "is_failure",
    "payment_balances",
    "people",
    "reservation_brief",
    "person_name",
    "reservation_entry",
    "reservation_record",
    "search_line",
]


class _Record(BaseModel):
    model_config = ConfigDict(frozen=True, strict=True, extra="forbid")


Segment = tuple[str, str, int]
"""A flight segment of a reservation: ``(flight_number, date, price)``, price in whole dollars
per passenger, as paid."""

Person = tuple[str, str, str]
"""A passenger: ``(first_name, last_name, dob)``, dates as ``YYYY-MM-DD``."""

Payment = tuple[str, int]
"""A payment: ``(payment_id, amount)``, whole dollars; a refund is negative."""


class Reservation(_Record):
    """A reservation as last read or changed, compact (it is in every request's state block).

    Its id is the key it is stored under.
    """

    user_id: str
    """Whose reservation it is (it must be the user's)."""
    route: str
    """``ORIGIN-DESTINATION`` (the trip's, not a segment's); it cannot change."""
    flight_type: Literal["one_way", "round_trip"]
    cabin: Literal["basic_economy", "economy", "business"]
    flights: list[Segment]
    passengers: list[Person]
    """Their number cannot change."""
    payments: list[Payment]
    """The payment history: refunds go back to these methods."""
    booked: str
    """Booking time (cancellation within 24 hours is always allowed)."""
    bags: tuple[int, int]
    """``(total, nonfree)`` checked bags (bags can be added, never removed)."""
    insurance: Literal["yes", "no"]
    """Travel insurance cannot be added after booking."""
    status: Literal["cancelled"] | None = None
    """``cancelled`` once cancelled (left out otherwise)."""

    @model_serializer(mode="wrap")
    def _skip_status(self, handler: SerializerFunctionWrapHandler) -> Any:
        data = handler(self)
        if isinstance(data, dict) and data.get("status") is None:
            data.pop("status", None)
        return data


class AirlineFacts(Scratchpad):
    """What an airline agent must not lose: who the user is and every reservation at hand."""

    user_id: str | None = None
    """The user's id (the policy's first step for every request)."""
    user_name: tuple[str, str] | None = None
    """The user's ``(first_name, last_name)`` (they often book or travel themselves)."""
    user_dob: str | None = None
    """The user's date of birth."""
    membership: Literal["regular", "silver", "gold"] | None = None
    """Membership tier: sets free bag allowances and compensation rights."""
    saved_passengers: list[Person] = Field(default_factory=list)
    """Passengers saved in the user's profile."""
    payment_methods: dict[str, int | None] = Field(default_factory=dict)
    """The payment methods on file (only these may pay), by id: the balance in whole dollars of
    a certificate or gift card, None for a credit card."""
    reservation_ids: list[str] = Field(default_factory=list)
    """Every reservation id seen: the user's, those looked up, those booked."""
    reservation_id: str | None = None
    """The reservation at hand (the last one looked up, booked or changed)."""
    reservation: Reservation | None = None
    """The reservation at hand, in full."""
    reservations: dict[str, str] = Field(default_factory=dict)
    """Every reservation read, booked or changed, by id, as one line (`reservation_brief`):
    route, trip type, cabin and flights as last seen. The whole of each is in the tool result
    its fact cites; the reservation at hand is also in `reservation`."""
    last_search: str | None = None
    """The latest flight search and what it found, as one line (`search_line`): the options
    the user is choosing among (earlier searches stay in the log)."""
    last_calculation: float | None = None
    """The result of the last ``calculate`` call."""
    cabin: Literal["basic_economy", "economy", "business"] | None = None
    """The cabin the user chose in their own words ("2. Economy"), before any call holds it."""
    flight_type: Literal["one_way", "round_trip"] | None = None
    """The trip type the user chose in their own words ("One-way")."""


RESERVATION_TOOLS: Final = (
    "get_reservation_details",
    "book_reservation",
    "update_reservation_flights",
    "update_reservation_baggages",
    "update_reservation_passengers",
    "cancel_reservation",
)
"""Tools whose result is the reservation they read or changed."""

CONSEQUENTIAL_TOOLS: Final = frozenset(
    {
        "book_reservation",
        "update_reservation_flights",
        "update_reservation_baggages",
        "update_reservation_passengers",
        "cancel_reservation",
        "send_certificate",
    }
)
"""Tools that change the booking database or pay compensation: each needs the user's "yes"."""


def is_failure(result: _json.JSONValue) -> bool:
    """Whether a τ-bench tool result reports a failure (``"Error: ..."`` text)."""
    return isinstance(result, str) and result.startswith("Error:")


def payment_balances(methods: _json.JSONValue) -> _json.JSONValue:
    """Each payment method's balance by id: certificates and gift cards have one, cards None.

    Raises:
        TypeError: `methods` is not an object of payment methods.
        ValueError: A balance is not a whole number of dollars.
    """
    if not isinstance(methods, dict):
        msg = f"expected an object of payment methods, got {type(methods).__name__}"
        raise TypeError(msg)
    return {
        method_id: (
            whole_number(method["amount"])
            if isinstance(method, dict) and method.get("amount") is not None
            else None
        )
        for method_id, method in methods.items()
    }


def _object(value: _json.JSONValue, what: str) -> _json.JSONObject:
    if not isinstance(value, dict):
        msg = f"expected {what} object, got {type(value).__name__}"
        raise TypeError(msg)
    return value


def person_name(name: _json.JSONValue) -> _json.JSONValue:
    """A name object as ``[first_name, last_name]``.

    Raises:
        TypeError: Not an object with the two names.
    """
    data = _object(name, "a name")
    return [data["first_name"], data["last_name"]]


def people(passengers: _json.JSONValue) -> _json.JSONValue:
    """Passenger objects as ``[[first_name, last_name, dob], ...]``.

    Raises:
        TypeError: Not a list of passenger objects.
    """
    if not isinstance(passengers, list):
        msg = f"expected a list of passengers, got {type(passengers).__name__}"
        raise TypeError(msg)
    rows: list[_json.JSONValue] = []
    for passenger in passengers:
        data = _object(passenger, "a passenger")
        rows.append([data["first_name"], data["last_name"], data["dob"]])
    return rows


def reservation_record(reservation: _json.JSONValue) -> _json.JSONValue:
    """A reservation result as a compact `Reservation`.

    Raises:
        TypeError: Not a reservation object.
        KeyError: A field the tools always give is missing.
    """
    data = _object(reservation, "a reservation")
    flights = data["flights"]
    payments = data["payment_history"]
    if not isinstance(flights, list) or not isinstance(payments, list):
        msg = "a reservation's flights and payment_history must be lists"
        raise TypeError(msg)
    entry: _json.JSONObject = {
        "user_id": data["user_id"],
        "route": f"{data['origin']}-{data['destination']}",
        "flight_type": data["flight_type"],
        "cabin": data["cabin"],
        "flights": [
            [segment["flight_number"], segment["date"], whole_number(segment["price"])]
            for segment in (_object(flight, "a flight") for flight in flights)
        ],
        "passengers": people(data["passengers"]),
        "payments": [
            [payment["payment_id"], whole_number(payment["amount"])]
            for payment in (_object(item, "a payment") for item in payments)
        ],
        "booked": data["created_at"],
        "bags": [data["total_baggages"], data["nonfree_baggages"]],
        "insurance": data["insurance"],
    }
    if data.get("status") is not None:
        entry["status"] = data["status"]
    return entry


def reservation_brief(reservation: _json.JSONValue) -> str:
    """A reservation result as one line: route, trip type, cabin, each flight and its date.

    ``"IAH-DEN round_trip economy: BLU311 2024-05-27, BLU412 2024-05-27"``, with
    ``" (cancelled)"`` at the end once cancelled.

    Raises:
        TypeError: Not a reservation object.
        KeyError: A field the tools always give is missing.
    """
    record = reservation_record(reservation)
    assert isinstance(record, dict)
    flights = record["flights"]
    assert isinstance(flights, list)
    segments = ", ".join(
        f"{segment[0]} {segment[1]}" for segment in flights if isinstance(segment, list)
    )
    line = f"{record['route']} {record['flight_type']} {record['cabin']}: {segments}"
    return line + (f" ({record['status']})" if "status" in record else "")


def reservation_entry(reservation: _json.JSONValue) -> _json.JSONValue:
    """A reservation result as ``{reservation_id: brief line}`` (see `reservation_brief`).

    Raises:
        TypeError: Not a reservation object.
        KeyError: A field the tools always give is missing.
    """
    data = _object(reservation, "a reservation")
    return {str(data["reservation_id"]): reservation_brief(data)}


def search_line(exchange: _json.JSONValue) -> _json.JSONValue:
    """A flight search and its result as one line: what was searched, then each option found.

    ``"JFK-SEA 2024-05-20 onestop: BLU508+BLU204, BLU619+BLU204@2024-05-21"``: a
    connection's legs joined by ``+``, a leg on another date than the one searched marked
    ``@date``; ``none`` when nothing was found.

    Raises:
        TypeError: Not the exchange of a flight search.
        KeyError: A field the tools always give is missing.
    """
    data = _object(exchange, "an exchange")
    arguments = _object(data["arguments"], "the search's arguments")
    found = data["result"]
    if not isinstance(found, list):
        msg = f"expected the list of flights found, got {type(found).__name__}"
        raise TypeError(msg)
    date = arguments["date"]
    kind = "direct" if all(isinstance(option, dict) for option in found) else "onestop"

    def leg(flight: _json.JSONValue) -> str:
        data = _object(flight, "a flight")
        other = data.get("date")
        return str(data["flight_number"]) + (f"@{other}" if other not in (None, date) else "")

    options = [
        "+".join(leg(flight) for flight in option) if isinstance(option, list) else leg(option)
        for option in found
    ]
    searched = f"{arguments['origin']}-{arguments['destination']} {date} {kind}"
    return f"{searched}: {', '.join(options) or 'none'}"


def _reservation_rules(tool: str) -> list[CaptureRule]:
    return [
        CaptureRule(tool=tool, path="result.reservation_id", field="reservation_id"),
        CaptureRule(
            tool=tool, path="result.reservation_id", field="reservation_ids", merge="union"
        ),
        CaptureRule(
            tool=tool,
            path="result",
            field="reservation",
            transform=reservation_record,
            name=f"{tool}:reservation",
        ),
        CaptureRule(
            tool=tool,
            path="result",
            field="reservations",
            transform=reservation_entry,
            merge="update",
            name=f"{tool}:index",
        ),
    ]


_STRING: Final[_json.JSONObject] = {"type": "string"}
_DATE: Final[_json.JSONObject] = {"type": "string", "description": "YYYY-MM-DD"}
_AIRPORT: Final[_json.JSONObject] = {"type": "string", "description": "IATA code, e.g. JFK"}
_CABIN: Final[_json.JSONObject] = {
    "type": "string",
    "enum": ["basic_economy", "economy", "business"],
}
_FLIGHTS: Final[_json.JSONObject] = {
    "type": "array",
    "items": {
        "type": "object",
        "properties": {"flight_number": _STRING, "date": _DATE},
        "required": ["flight_number", "date"],
    },
}
_PASSENGERS: Final[_json.JSONObject] = {
    "type": "array",
    "items": {
        "type": "object",
        "properties": {"first_name": _STRING, "last_name": _STRING, "dob": _DATE},
        "required": ["first_name", "last_name", "dob"],
    },
}

TOOLS: Final = (
    tool_definition(
        "get_user_details",
        "A user's profile: name, date of birth, membership, payment methods, reservations.",
        user_id=_STRING,
    ),
    tool_definition(
        "get_reservation_details",
        "A reservation: route, trip type, cabin, flights, passengers, payments, bags.",
        reservation_id=_STRING,
    ),
    tool_definition("list_all_airports", "Every airport served, by IATA code."),
    tool_definition(
        "search_direct_flight",
        "Direct flights between two airports on a date, with seats and prices per cabin.",
        origin=_AIRPORT,
        destination=_AIRPORT,
        date=_DATE,
    ),
    tool_definition(
        "search_onestop_flight",
        "One-stop connections between two airports on a date, with seats and prices.",
        origin=_AIRPORT,
        destination=_AIRPORT,
        date=_DATE,
    ),
    tool_definition(
        "get_flight_status",
        "The status of a flight on a date.",
        flight_number=_STRING,
        date=_DATE,
    ),
    tool_definition(
        "book_reservation",
        "Book a reservation (needs the user's explicit confirmation).",
        user_id=_STRING,
        origin=_AIRPORT,
        destination=_AIRPORT,
        flight_type={"type": "string", "enum": ["one_way", "round_trip"]},
        cabin=_CABIN,
        flights=_FLIGHTS,
        passengers=_PASSENGERS,
        payment_methods={
            "type": "array",
            "items": {
                "type": "object",
                "properties": {"payment_id": _STRING, "amount": {"type": "number"}},
                "required": ["payment_id", "amount"],
            },
        },
        total_baggages={"type": "integer"},
        nonfree_baggages={"type": "integer"},
        insurance={"type": "string", "enum": ["yes", "no"]},
    ),
    tool_definition(
        "update_reservation_flights",
        "Change a reservation's flights or cabin; pays or refunds the difference.",
        reservation_id=_STRING,
        cabin=_CABIN,
        flights=_FLIGHTS,
        payment_id=_STRING,
    ),
    tool_definition(
        "update_reservation_baggages",
        "Set a reservation's checked bags (only more, never fewer).",
        reservation_id=_STRING,
        total_baggages={"type": "integer"},
        nonfree_baggages={"type": "integer"},
        payment_id=_STRING,
    ),
    tool_definition(
        "update_reservation_passengers",
        "Replace a reservation's passengers (same number).",
        reservation_id=_STRING,
        passengers=_PASSENGERS,
    ),
    tool_definition(
        "cancel_reservation",
        "Cancel a whole reservation; refunds go to the original payment methods.",
        reservation_id=_STRING,
    ),
    tool_definition(
        "send_certificate",
        "Send the user a travel certificate as compensation.",
        user_id=_STRING,
        amount={"type": "number"},
    ),
    tool_definition(
        "calculate",
        "Evaluate an arithmetic expression.",
        expression=_STRING,
    ),
    tool_definition(
        "think",
        "Think out loud; nothing changes.",
        thought=_STRING,
    ),
    tool_definition(
        "transfer_to_human_agents",
        "Hand the conversation to a human agent, with a summary of the issue.",
        summary=_STRING,
    ),
)
"""The airline tools' definitions, as the model is given them."""

CAPTURE: Final = CaptureRules(
    [
        CaptureRule(tool="get_user_details", path="arguments.user_id", field="user_id"),
        CaptureRule(
            tool="get_user_details", path="result.name", field="user_name", transform=person_name
        ),
        CaptureRule(tool="get_user_details", path="result.dob", field="user_dob"),
        CaptureRule(tool="get_user_details", path="result.membership", field="membership"),
        CaptureRule(
            tool="get_user_details",
            path="result.saved_passengers",
            field="saved_passengers",
            transform=people,
        ),
        CaptureRule(
            tool="get_user_details",
            path="result.payment_methods",
            field="payment_methods",
            transform=payment_balances,
        ),
        CaptureRule(
            tool="get_user_details",
            path="result.reservations",
            field="reservation_ids",
            merge="union",
        ),
        *(rule for tool in RESERVATION_TOOLS for rule in _reservation_rules(tool)),
        *(
            CaptureRule(tool=tool, path="exchange", field="last_search", transform=search_line)
            for tool in ("search_direct_flight", "search_onestop_flight")
        ),
        CaptureRule(tool="calculate", path="result", field="last_calculation"),
    ],
    is_failure=is_failure,
    choices={
        field: values
        for field, values in declared_choices(TOOLS).items()
        if field in AirlineFacts.model_fields
    },
)
"""Capture rules for the τ-bench airline tools (see the module docs)."""

KIND_WORDS: Final = {
    "book_reservation": KindWords(objects=("flight",)),
    "cancel_reservation": KindWords(names=("trip",)),
    "update_reservation_flights": KindWords(
        names=("cabin", "class"), verbs=("change", "modify", "downgrade", "upgrade")
    ),
    "update_reservation_baggages": KindWords(names=("bag", "luggage")),
    "update_reservation_passengers": KindWords(names=("passenger",)),
    "send_certificate": KindWords(names=("voucher", "compensation")),
}
"""How the airline's agents speak of its actions beyond the tools' names: "Your reservations
have been downgraded to economy" is a claim that a cabin change (update_reservation_flights)
was carried out. "Flight" names a booking only with its verb ("Your flight has been booked"):
airlines cancel flights too."""

DOMAIN: Final = Domain(
    name="tau-airline",
    description="τ-bench airline: bookings, changes, cancellations and compensation.",
    scratchpad=AirlineFacts,
    capture=CAPTURE,
    is_failure=is_failure,
    tools=TOOLS,
    consequential=CONSEQUENTIAL_TOOLS,
    confirms=explicit_confirmation,
    kind_words=KIND_WORDS,
)
"""The airline domain as one record (see the module docs)."""
