"""A customer-support domain: an online store's orders, shipments, refunds and replacements.

The tools of the generated long sessions (`agentstate.eval.support`), and a domain an
application could start from:

- **Schema and capture.** The customer (id, name, tier, orders on file, address), the order at
  hand in full, a one-line index of every order looked up (status, items with their prices),
  the latest tracking of each shipment, and every refund and replacement made (with the
  reason given), each captured from the tool results (and the calls' arguments) as they are
  appended.
- **Consequential tools.** Refunds, replacements and address changes go through the approval
  ledger; the user's explicit confirmation (`explicit_confirmation`) approves the calls the
  agent makes after it, until the user writes again.
- **Words of its actions.** `KIND_WORDS`: "shipped" for a replacement sent, "changed" for an
  address updated, for the validator's authority rule (`DOMAIN.rules`).

Amounts are integer cents.
"""

from __future__ import annotations

from typing import Final, Literal

from pydantic import Field

from agentstate import _json
from agentstate.capture import CaptureRule, CaptureRules
from agentstate.domains.base import Domain, explicit_confirmation, tool_definition
from agentstate.scratchpad import Scratchpad
from agentstate.validation import KindWords

__all__ = [
    "CAPTURE",
    "CONSEQUENTIAL_TOOLS",
    "DOMAIN",
    "KIND_WORDS",
    "TOOLS",
    "SupportFacts",
    "is_failure",
    "order_line",
    "refund_line",
    "replacement_line",
    "tracking_line",
]


class SupportFacts(Scratchpad):
    """What a support agent must not lose across a long conversation."""

    customer_id: str | None = None
    customer_name: str | None = None
    tier: Literal["standard", "plus", "premier"] | None = None
    """Sets refund limits and shipping options."""
    address: str | None = None
    """The shipping address on file."""
    order_ids: list[str] = Field(default_factory=list)
    """Every order of the customer's."""
    order_id: str | None = None
    """The order at hand (the last one looked up)."""
    orders: dict[str, str] = Field(default_factory=dict)
    """Every order looked up, by id, as one line (`order_line`): status, then each item as
    ``sku x qty @ price_cents``."""
    tracking: dict[str, str] = Field(default_factory=dict)
    """The latest event of each shipment tracked, by tracking number (`tracking_line`)."""
    refunds: dict[str, str] = Field(default_factory=dict)
    """Every refund made, by refund id (`refund_line`): order, cents, reason."""
    replacements: dict[str, str] = Field(default_factory=dict)
    """Every replacement sent, by shipment id (`replacement_line`): order, item, quantity."""


CONSEQUENTIAL_TOOLS: Final = frozenset({"issue_refund", "send_replacement", "update_address"})
"""Tools that move money or goods, or change the customer's record."""


def is_failure(result: _json.JSONValue) -> bool:
    """Whether a tool result reports a failure (``"Error: ..."`` text)."""
    return isinstance(result, str) and result.startswith("Error:")


def _object(value: _json.JSONValue, what: str) -> _json.JSONObject:
    if not isinstance(value, dict):
        msg = f"expected {what} object, got {type(value).__name__}"
        raise TypeError(msg)
    return value


def order_line(order: _json.JSONValue) -> _json.JSONValue:
    """An order result as ``{order_id: "delivered: SKU-1 x1 @ 2599, SKU-7 x2 @ 1299"}``.

    Raises:
        TypeError: Not an order object.
        KeyError: A field the tool always gives is missing.
    """
    data = _object(order, "an order")
    items = data["items"]
    if not isinstance(items, list):
        msg = "an order's items must be a list"
        raise TypeError(msg)
    shown = ", ".join(
        f"{item['sku']} x{item['qty']} @ {item['price_cents']}"
        for item in (_object(item, "an item") for item in items)
    )
    return {str(data["order_id"]): f"{data['status']}: {shown}"}


def tracking_line(shipment: _json.JSONValue) -> _json.JSONValue:
    """A tracking result as ``{tracking_number: "2024-05-03 out for delivery (Reno)"}``.

    Raises:
        TypeError: Not a tracking object with events.
        KeyError: A field the tool always gives is missing.
    """
    data = _object(shipment, "a tracking result")
    events = data["events"]
    if not isinstance(events, list) or not events:
        msg = "a tracking result needs a non-empty list of events"
        raise TypeError(msg)
    last = _object(events[-1], "a tracking event")
    return {str(data["tracking_number"]): f"{last['date']} {last['status']} ({last['place']})"}


def refund_line(exchange: _json.JSONValue) -> _json.JSONValue:
    """A refund call and its result as ``{refund_id: "W100234 2599 cents: damaged box"}``.

    Raises:
        TypeError: Not the exchange of a refund.
        KeyError: A field the tool always gives is missing.
    """
    data = _object(exchange, "an exchange")
    arguments = _object(data["arguments"], "a refund's arguments")
    result = _object(data["result"], "a refund result")
    line = f"{arguments['order_id']} {arguments['amount_cents']} cents: {arguments['reason']}"
    return {str(result["refund_id"]): line}


def replacement_line(exchange: _json.JSONValue) -> _json.JSONValue:
    """A replacement call and its result as ``{shipment_id: "W100234 SKU-4411 x1"}``.

    Raises:
        TypeError: Not the exchange of a replacement.
        KeyError: A field the tool always gives is missing.
    """
    data = _object(exchange, "an exchange")
    arguments = _object(data["arguments"], "a replacement's arguments")
    result = _object(data["result"], "a replacement result")
    line = f"{arguments['order_id']} {arguments['sku']} x{arguments['qty']}"
    return {str(result["shipment_id"]): line}


CAPTURE: Final = CaptureRules(
    [
        CaptureRule(tool="lookup_customer", path="result.customer_id", field="customer_id"),
        CaptureRule(tool="lookup_customer", path="result.name", field="customer_name"),
        CaptureRule(tool="lookup_customer", path="result.tier", field="tier"),
        CaptureRule(tool="lookup_customer", path="result.address", field="address"),
        CaptureRule(tool="lookup_customer", path="result.orders", field="order_ids", merge="union"),
        CaptureRule(tool="get_order", path="result.order_id", field="order_id"),
        CaptureRule(
            tool="get_order",
            path="result",
            field="orders",
            transform=order_line,
            merge="update",
        ),
        CaptureRule(
            tool="track_shipment",
            path="result",
            field="tracking",
            transform=tracking_line,
            merge="update",
        ),
        CaptureRule(
            tool="issue_refund",
            path="exchange",
            field="refunds",
            transform=refund_line,
            merge="update",
        ),
        CaptureRule(
            tool="send_replacement",
            path="exchange",
            field="replacements",
            transform=replacement_line,
            merge="update",
        ),
        CaptureRule(tool="update_address", path="result.address", field="address"),
    ],
    is_failure=is_failure,
)
"""Capture rules for the support tools (see the module docs)."""

_STRING: Final[_json.JSONObject] = {"type": "string"}

TOOLS: Final = (
    tool_definition(
        "lookup_customer",
        "A customer's profile by email: id, name, tier, address, orders.",
        email=_STRING,
    ),
    tool_definition(
        "get_order", "An order: status, items with prices, shipment.", order_id=_STRING
    ),
    tool_definition(
        "track_shipment", "A shipment's tracking events, oldest first.", tracking_number=_STRING
    ),
    tool_definition("search_kb", "Help-center articles matching a query.", query=_STRING),
    tool_definition("check_inventory", "Stock of an item in each warehouse.", sku=_STRING),
    tool_definition(
        "issue_refund",
        "Refund an amount of an order to its original payment (needs the customer's yes).",
        order_id=_STRING,
        amount_cents={"type": "integer"},
        reason=_STRING,
    ),
    tool_definition(
        "send_replacement",
        "Ship a replacement for an item of an order (needs the customer's yes).",
        order_id=_STRING,
        sku=_STRING,
        qty={"type": "integer"},
    ),
    tool_definition(
        "update_address",
        "Change the customer's shipping address (needs the customer's yes).",
        customer_id=_STRING,
        address=_STRING,
    ),
)
"""The support tools' definitions, as the model is given them."""

KIND_WORDS: Final = {
    "send_replacement": KindWords(verbs=("ship", "dispatch")),
    "update_address": KindWords(verbs=("change", "correct")),
}
"""How the store's agents speak of its actions beyond the tools' names: "The replacement
was shipped" claims send_replacement was carried out, "The address was changed" that
update_address was."""

DOMAIN: Final = Domain(
    name="support",
    description="An online store's customer support: orders, shipments, refunds, replacements.",
    scratchpad=SupportFacts,
    capture=CAPTURE,
    is_failure=is_failure,
    tools=TOOLS,
    consequential=CONSEQUENTIAL_TOOLS,
    confirms=explicit_confirmation,
    kind_words=KIND_WORDS,
)
"""The support domain as one record (see the module docs)."""
