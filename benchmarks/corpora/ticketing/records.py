"""The invented ticketing company's records (Corvane Tickets): venues, events, fans, orders.

Every name, customer id, order, event, refund, transfer, listing and request id, seat, masked
card and bank account, address, amount and date here was made up for this corpus; the venues
and the towns they stand in (Marlow Bay, Eastvale) are invented too, phone numbers are in the
fictional 555-01xx range and email addresses are at example.com or example.net. The session
scripts take the results of the read tools (`verify_customer`, `get_orders`, `get_event`, ...)
from these tables, through the helpers below, which return fresh copies.
"""

from __future__ import annotations

import copy
from typing import Any

COMPANY = "Corvane Tickets"

VENUES: dict[str, str] = {
    "harbourline": "Harbourline Arena, 1 Quayside Way, Marlow Bay",
    "rosemont": "Rosemont Theatre, 48 Linden Row, Eastvale",
    "calder": "Calder Hall, 210 Ferris St, Eastvale",
    "pinecrest": "Pinecrest Field, 900 Tidewater Blvd, Marlow Bay",
    "saltmarsh": "Saltmarsh Park, Ridge Rd, Eastvale",
}

EVENTS: dict[str, dict[str, Any]] = {
    "EV-40218": {
        "event_id": "EV-40218",
        "name": "Velvet Arcade: Neon Tide Tour",
        "venue": VENUES["harbourline"],
        "starts": "2025-10-18T20:00",
    },
    "EV-51307-1108": {
        "event_id": "EV-51307-1108",
        "name": "The Glass Orchard",
        "venue": VENUES["rosemont"],
        "starts": "2025-11-08T19:30",
    },
    "EV-44760": {
        "event_id": "EV-44760",
        "name": "Juniper Vale: The Long Light Tour",
        "venue": VENUES["calder"],
        "starts": "2025-12-12T20:00",
    },
    "EV-71122": {
        "event_id": "EV-71122",
        "name": "Marlow Bay Tides vs Kestrel City Hawks",
        "venue": VENUES["harbourline"],
        "starts": "2025-11-22T19:00",
    },
    "EV-71136": {
        "event_id": "EV-71136",
        "name": "Marlow Bay Tides vs Alder Point Owls",
        "venue": VENUES["harbourline"],
        "starts": "2025-12-06T19:00",
    },
    "EV-58840-1220": {
        "event_id": "EV-58840-1220",
        "name": "The Nutcracker (Eastvale City Ballet)",
        "venue": VENUES["rosemont"],
        "starts": "2025-12-20T14:00",
    },
    "EV-58840-1221": {
        "event_id": "EV-58840-1221",
        "name": "The Nutcracker (Eastvale City Ballet)",
        "venue": VENUES["rosemont"],
        "starts": "2025-12-21T14:00",
    },
    "EV-47012": {
        "event_id": "EV-47012",
        "name": "Copperline",
        "venue": VENUES["harbourline"],
        "starts": "2025-11-29T20:00",
    },
    "EV-36615": {
        "event_id": "EV-36615",
        "name": "An Evening with Tamsin Hale",
        "venue": VENUES["calder"],
        "starts": "2025-10-25T20:00",
    },
    "EV-62091": {
        "event_id": "EV-62091",
        "name": "Marlow Bay Mariners vs Eastvale Comets",
        "venue": VENUES["pinecrest"],
        "starts": "2025-09-27T18:05",
    },
    "EV-62092": {
        "event_id": "EV-62092",
        "name": "Marlow Bay Mariners vs Ridgeport Foxes",
        "venue": VENUES["pinecrest"],
        "starts": "2025-09-28T13:10",
    },
    "EV-39904": {
        "event_id": "EV-39904",
        "name": "Saltmarsh Folk Festival 2025 - Sunday",
        "venue": VENUES["saltmarsh"],
        "starts": "2025-09-14T11:00",
    },
}

CUSTOMERS: dict[str, dict[str, Any]] = {
    "CU-208841": {
        "name": "Maya Lindqvist",
        "email": "maya.lindqvist@example.com",
        "phone": "+1 206-555-0164",
    },
    "CU-311902": {
        "name": "Desmond Achebe",
        "email": "d.achebe@example.net",
        "phone": "+1 617-555-0139",
    },
    "CU-402277": {
        "name": "Farah Qureshi",
        "email": "farah.q@example.com",
        "phone": "+1 312-555-0108",
        "zip": "60614",
    },
    "CU-517730": {
        "name": "Gloria Pemberton",
        "email": "gloria.pemberton@example.net",
        "phone": "+1 503-555-0172",
    },
    "CU-620418": {
        "name": "Harold Nakamura",
        "email": "h.nakamura@example.com",
        "phone": "+1 808-555-0126",
    },
    "CU-733015": {
        "name": "Teodor Vasquez",
        "email": "teo.vasquez@example.net",
        "phone": "+1 702-555-0191",
    },
    "CU-845206": {
        "name": "Priscilla Oduya",
        "email": "p.oduya@example.com",
        "phone": "+1 404-555-0157",
    },
    "CU-156634": {
        "name": "Owen Brightwater",
        "email": "owen.brightwater@example.net",
        "phone": "+1 425-555-0113",
    },
    "CU-901527": {
        "name": "Beatrice Okonjo",
        "email": "bea.okonjo@example.com",
        "phone": "+1 646-555-0185",
    },
}


def _order(
    order_id: str,
    customer_id: str,
    event_id: str,
    seats: list[str],
    price: float,
    fee: float,
    paid_with: str,
    **extra: Any,
) -> dict[str, Any]:
    n = len(seats)
    tickets = round(price * n, 2)
    fees = round(fee * n, 2)
    out: dict[str, Any] = {
        "order_id": order_id,
        "customer_id": customer_id,
        "event_id": event_id,
        "event": EVENTS[event_id]["name"],
        "venue": EVENTS[event_id]["venue"],
        "starts": EVENTS[event_id]["starts"],
        "seats": seats,
        "quantity": n,
        "price_each": price,
        "fees_each": fee,
        "tickets_total": tickets,
        "fees_total": fees,
    }
    add_ons = extra.pop("add_ons", None)
    total = tickets + fees
    if add_ons:
        out["add_ons"] = add_ons
        total += sum(a["price"] for a in add_ons)
    out["order_total"] = round(total, 2)
    out["paid_with"] = paid_with
    out["delivery"] = "mobile"
    out["status"] = "confirmed"
    out.update(extra)
    return out


ORDERS: dict[str, dict[str, Any]] = {
    o["order_id"]: o
    for o in (
        _order(
            "ORD-5584021",
            "CU-208841",
            "EV-40218",
            ["Sec 112 Row F Seat 7", "Sec 112 Row F Seat 8"],
            89.5,
            14.35,
            "Visa ****2290",
            purchased="2025-06-12",
        ),
        _order(
            "ORD-5584377",
            "CU-208841",
            "EV-40218",
            ["Sec 112 Row G Seat 9", "Sec 112 Row G Seat 10"],
            96.0,
            15.1,
            "Mastercard ****8815",
            purchased="2025-08-30",
        ),
        _order(
            "ORD-6120447",
            "CU-311902",
            "EV-51307-1108",
            ["Orchestra Row K Seat 14", "Orchestra Row K Seat 15"],
            118.0,
            12.4,
            "Amex ****1007",
            purchased="2025-09-02",
        ),
        _order(
            "ORD-7045512",
            "CU-402277",
            "EV-44760",
            ["Floor GA", "Floor GA"],
            75.0,
            11.25,
            "Visa ****5066",
            purchased="2025-07-18",
        ),
        _order(
            "ORD-7045880",
            "CU-402277",
            "EV-44760",
            ["Balcony Row B Seat 11", "Balcony Row B Seat 12"],
            58.0,
            8.7,
            "Visa ****5066",
            purchased="2025-07-18",
        ),
        _order(
            "ORD-8830214",
            "CU-517730",
            "EV-71122",
            ["Sec 218 Row 9 Seat 4", "Sec 218 Row 9 Seat 5", "Sec 218 Row 9 Seat 6"],
            64.0,
            9.8,
            "Visa ****4127",
            purchased="2025-09-19",
        ),
        _order(
            "ORD-8830597",
            "CU-517730",
            "EV-71136",
            ["Sec 218 Row 9 Seat 4", "Sec 218 Row 9 Seat 5"],
            64.0,
            9.8,
            "Visa ****4127",
            purchased="2025-09-19",
        ),
        _order(
            "ORD-9017733",
            "CU-620418",
            "EV-58840-1220",
            [f"Orchestra Row F Seat {n}" for n in (10, 11, 12, 13)],
            72.0,
            9.0,
            "Visa ****8130",
            purchased="2025-10-01",
        ),
        _order(
            "ORD-9017986",
            "CU-620418",
            "EV-58840-1221",
            ["Balcony Row A Seat 3", "Balcony Row A Seat 4"],
            48.0,
            6.0,
            "Visa ****8130",
            purchased="2025-10-01",
        ),
        _order(
            "ORD-4472015",
            "CU-733015",
            "EV-47012",
            ["Floor A Row 14 Seat 21", "Floor A Row 14 Seat 22"],
            145.0,
            21.75,
            "Visa ****6034",
            placed="2025-10-03T22:41",
            status="on_hold",
            hold={
                "hold_id": "FH-20771",
                "reason": "fraud review: billing address mismatch",
                "card": "authorized, not charged",
                "release": "verify the two temporary charges on the card",
            },
            delivery="mobile (after the hold is released)",
        ),
        _order(
            "ORD-4472388",
            "CU-733015",
            "EV-47012",
            ["Sec 105 Row 3 Seat 1", "Sec 105 Row 3 Seat 2"],
            129.0,
            19.35,
            "Visa ****6034",
            placed="2025-10-04T08:12",
        ),
        _order(
            "ORD-3390126",
            "CU-845206",
            "EV-36615",
            ["Stalls Row D Seat 8", "Stalls Row D Seat 9"],
            55.0,
            8.25,
            "Mastercard ****5521",
            purchased="2025-08-14",
        ),
        _order(
            "ORD-2210458",
            "CU-156634",
            "EV-62091",
            ["Sec 131 Row 22 Seat 5", "Sec 131 Row 22 Seat 6"],
            42.0,
            6.3,
            "Visa ****9902",
            add_ons=[{"item": "Parking, Lot C", "price": 20.0}],
            purchased="2025-08-03",
        ),
        _order(
            "ORD-2210671",
            "CU-156634",
            "EV-62092",
            ["Sec 140 Row 8 Seat 11", "Sec 140 Row 8 Seat 12"],
            38.0,
            5.7,
            "Visa ****9902",
            purchased="2025-08-03",
        ),
        _order(
            "ORD-1187342",
            "CU-901527",
            "EV-39904",
            ["Sunday day pass", "Sunday day pass"],
            68.0,
            10.2,
            "Visa ****7719",
            add_ons=[{"item": "Parking, Meadow Lot", "price": 20.0}],
            purchased="2025-06-28",
            status="event cancelled",
        ),
    )
}


def verified(customer_id: str, order_ids: list[str]) -> dict[str, Any]:
    """The result of a successful `verify_customer`."""
    c = CUSTOMERS[customer_id]
    return {
        "verified": True,
        "customer_id": customer_id,
        "name": c["name"],
        "email": c["email"],
        "orders": list(order_ids),
    }


def order(order_id: str, **changes: Any) -> dict[str, Any]:
    """An order's record (a fresh copy), with any field changed."""
    out = copy.deepcopy(ORDERS[order_id])
    out.update(changes)
    return out


def orders(*order_ids: str) -> dict[str, Any]:
    """The result of `get_orders` for the given orders."""
    return {"orders": [order(o) for o in order_ids]}
