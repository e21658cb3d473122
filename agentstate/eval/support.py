"""A generator of long customer-support sessions, for the replay eval at scale.

One customer, a handful of orders, and a long conversation about them: where an order is
(tracking with a varying number of events), damaged or wrong items (help-center articles of
varying length, stock in varying warehouses), refunds and replacements proposed and confirmed
or declined, an address change, and constraints the customer states along the way. Every
tool result is generated, with varied sizes; the gold actions are the consequential calls the
agent makes. The output is a τ-bench-style trajectory file, so the eval reads it like any
other::

    python -m agentstate.eval.support --requests 500 --seed 7 > support-long.json
    agentstate eval replay support-long.json --domain support --budget 2000

The same seed gives the same session, byte for byte.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Sequence
from typing import Any, cast

import attrs

from agentstate._json import JSONObject, check_json
from agentstate.domains.support import CONSEQUENTIAL_TOOLS

__all__ = ["SYSTEM_PROMPT", "generate_session", "main"]

_Data = dict[str, Any]
"""Generated JSON (checked as a whole when the session is returned)."""

SYSTEM_PROMPT = (
    "You are the support agent of an online store. Look up the customer by email first. "
    "Before a refund, a replacement or an address change, state the exact details and get "
    "the customer's explicit yes. Refunds go to the original payment method. Follow every "
    "constraint the customer states for the rest of the conversation."
)
"""The agent's system prompt in generated sessions."""

_FIRST = ("Dana", "Luis", "Priya", "Tomas", "Aiko", "Marta", "Owen", "Leila")
_LAST = ("Reyes", "Okafor", "Lindqvist", "Haddad", "Moreau", "Castillo", "Brennan", "Sato")
_STREETS = ("Harbor Lane", "Alder Court", "Mill Road", "Quarry Street", "Juniper Way")
_CITIES = ("Portland OR 97201", "Tucson AZ 85701", "Albany NY 12207", "Boise ID 83702")
_PRODUCTS = (
    "desk lamp", "kettle", "backpack", "rain jacket", "headphones", "blender",
    "yoga mat", "water bottle", "wall clock", "bookshelf", "office chair", "toaster",
)  # fmt: skip
_PLACES = ("Reno", "Denver", "Omaha", "Memphis", "Louisville", "Columbus", "Phoenix")
_STATUSES = ("label created", "picked up", "in transit", "arrived at facility",
             "departed facility", "out for delivery")  # fmt: skip
_REASONS = (
    "the box arrived crushed",
    "it stopped working after a week",
    "the wrong color was sent",
    "parts were missing",
    "it arrived scratched",
)
_CONSTRAINTS = (
    "Please never ship anything to my old address on Elm Street.",
    "I only want refunds to go back to my original card.",
    "I need any replacement to arrive before the 14th.",
    "Don't send me marketing emails about this, please.",
    "I prefer text messages over phone calls for updates.",
    "Please don't split a replacement into several shipments.",
)
_KB_TEXT = (
    "returns within thirty days are free when the item is unused and in its original box "
    "damaged items can be refunded or replaced after a photo is reviewed by our team "
    "replacements ship from the nearest warehouse with stock and arrive in three to five "
    "business days refunds reach the original payment method within ten days"
)
_KB_WORDS = tuple(_KB_TEXT.split())


def _words(rng: random.Random, low: int, high: int) -> str:
    start = rng.randrange(len(_KB_WORDS))
    count = rng.randint(low, high)
    return " ".join(_KB_WORDS[(start + i) % len(_KB_WORDS)] for i in range(count))


@attrs.define
class _Item:
    sku: str
    name: str
    qty: int
    price_cents: int


@attrs.define
class _Order:
    order_id: str
    status: str
    items: list[_Item]
    tracking: str
    placed: str

    def result(self) -> _Data:
        return {
            "order_id": self.order_id,
            "status": self.status,
            "placed_at": self.placed,
            "items": [
                {"sku": i.sku, "name": i.name, "qty": i.qty, "price_cents": i.price_cents}
                for i in self.items
            ],
            "total_cents": sum(i.qty * i.price_cents for i in self.items),
            "shipment": {"carrier": "UPS", "tracking_number": self.tracking},
        }


@attrs.define
class _Session:
    rng: random.Random
    messages: list[_Data] = attrs.Factory(list)
    calls: int = 0
    requests: int = 0
    moved: bool = False
    """Whether the customer changed address already (once per session)."""

    def user(self, text: str) -> None:
        self.messages.append({"role": "user", "content": text})

    def say(self, text: str) -> None:
        self.requests += 1
        self.messages.append({"role": "assistant", "content": text})

    def call(self, name: str, arguments: _Data, result: Any) -> None:
        self.requests += 1
        self.calls += 1
        call_id = f"call_{self.calls:05d}"
        self.messages.append(
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {
                        "id": call_id,
                        "type": "function",
                        "function": {"name": name, "arguments": json.dumps(arguments)},
                    }
                ],
            }
        )
        content = result if isinstance(result, str) else json.dumps(result)
        self.messages.append(
            {"role": "tool", "tool_call_id": call_id, "name": name, "content": content}
        )


def _orders(rng: random.Random, count: int) -> list[_Order]:
    orders: list[_Order] = []
    for _ in range(count):
        items = [
            _Item(
                sku=f"SKU-{rng.randint(1000, 9999)}",
                name=rng.choice(_PRODUCTS),
                qty=rng.choice((1, 1, 1, 2)),
                price_cents=rng.randint(8, 160) * 100 - 1,
            )
            for _ in range(rng.randint(1, 4))
        ]
        orders.append(
            _Order(
                order_id=f"W{rng.randint(1_000_000, 9_999_999)}",
                status=rng.choice(("delivered", "delivered", "shipped", "processing")),
                items=items,
                tracking="1Z" + "".join(rng.choice("0123456789ABCDEFGHJK") for _ in range(14)),
                placed=f"2024-04-{rng.randint(1, 28):02d}",
            )
        )
    return orders


def _tracking(rng: random.Random, order: _Order) -> _Data:
    events = [
        {
            "date": f"2024-05-{day:02d}",
            "status": _STATUSES[min(n, len(_STATUSES) - 1)],
            "place": rng.choice(_PLACES),
        }
        for n, day in enumerate(sorted(rng.sample(range(1, 29), rng.randint(3, 15))))
    ]
    return {"tracking_number": order.tracking, "carrier": "UPS", "events": events}


def _kb(rng: random.Random, query: str) -> _Data:
    return {
        "query": query,
        "articles": [
            {
                "id": f"KB-{rng.randint(100, 999)}",
                "title": _words(rng, 3, 6).capitalize(),
                "snippet": _words(rng, 15, 70),
            }
            for _ in range(rng.randint(1, 4))
        ],
    }


def _inventory(rng: random.Random, sku: str) -> _Data:
    return {
        "sku": sku,
        "warehouses": {
            place: rng.randint(0, 40) for place in rng.sample(_PLACES, rng.randint(2, 6))
        },
    }


def _dollars(cents: int) -> str:
    return f"${cents / 100:,.2f}"


def _episode(session: _Session, orders: Sequence[_Order], customer: _Data) -> None:
    rng = session.rng
    order = rng.choice(orders)
    kind = rng.choices(
        ("where", "total", "damaged", "wrong", "kb", "constraint", "address"),
        weights=(5, 3, 0.8, 0.5, 3, 0.6, 0.15),
    )[0]
    if kind == "constraint":
        session.user(rng.choice(_CONSTRAINTS))
        session.say("Understood, I will keep that in mind for everything that follows.")
        return
    if kind in ("kb", "address"):
        query = rng.choice(("return window", "refund timing", "replacement shipping"))
        session.user(f"What is your policy on {query}?")
        session.call("search_kb", {"query": query}, _kb(rng, query))
        session.say(f"Here is what our help center says about {query}: " + _words(rng, 10, 30))
        return
    if kind == "address" and not session.moved:
        session.moved = True
        address = f"{rng.randint(10, 999)} {rng.choice(_STREETS)}, {rng.choice(_CITIES)}"
        session.user(f"I moved. Please update my address to {address}.")
        session.say(f"I will change your shipping address to {address}. Shall I go ahead? (yes/no)")
        session.user("Yes, please go ahead.")
        arguments: _Data = {"customer_id": customer["customer_id"], "address": address}
        session.call("update_address", arguments, {"customer_id": arguments["customer_id"],
                                                   "address": address})  # fmt: skip
        session.say("Your address is updated.")
        return
    if kind == "total":
        session.user(f"How much did I pay for order {order.order_id}, and what was in it?")
        session.call("get_order", {"order_id": order.order_id}, order.result())
        total = sum(item.qty * item.price_cents for item in order.items)
        names = ", ".join(f"{item.qty} x {item.name}" for item in order.items)
        session.say(f"Order {order.order_id} came to {_dollars(total)}: {names}.")
        return
    session.user(
        {
            "where": f"Where is my order {order.order_id}?",
            "damaged": f"Something in order {order.order_id} arrived damaged.",
            "wrong": f"I got the wrong item in order {order.order_id}.",
        }[kind]
    )
    session.call("get_order", {"order_id": order.order_id}, order.result())
    if kind == "where":
        tracking = _tracking(rng, order)
        session.call("track_shipment", {"tracking_number": order.tracking}, tracking)
        last = tracking["events"][-1]
        session.say(f"The latest update: {last['status']} in {last['place']} on {last['date']}.")
        return
    item = rng.choice(order.items)
    session.say(f"I'm sorry about that. Which item is it? I see {len(order.items)} in the order.")
    session.user(f"It's the {item.name} ({item.sku}).")
    if kind == "damaged":
        session.call("search_kb", {"query": "damaged item"}, _kb(rng, "damaged item"))
        amount = item.price_cents * item.qty
        reason = rng.choice(_REASONS)
        session.say(
            f"I can refund {amount} cents ({_dollars(amount)}) for {item.sku} on order "
            f"{order.order_id}, reason: {reason}. Shall I proceed? (yes/no)"
        )
        if rng.random() < 0.2:
            session.user("No, let's hold off on that for now.")
            session.say("No problem, nothing was refunded.")
            return
        session.user("Yes, please go ahead.")
        refund = {"order_id": order.order_id, "amount_cents": amount, "reason": reason}
        session.call(
            "issue_refund",
            refund,
            {"refund_id": f"R-{rng.randint(10_000, 99_999)}", "status": "processed"},
        )
        session.say(f"Done: {_dollars(amount)} is on its way back to your original card.")
        return
    session.call("check_inventory", {"sku": item.sku}, _inventory(rng, item.sku))
    session.say(
        f"I can send a replacement {item.name} ({item.sku}, quantity {item.qty}) for order "
        f"{order.order_id}. Shall I proceed? (yes/no)"
    )
    session.user("Yes, please go ahead.")
    replacement = {"order_id": order.order_id, "sku": item.sku, "qty": item.qty}
    session.call(
        "send_replacement",
        replacement,
        {"shipment_id": f"S-{rng.randint(10_000, 99_999)}", "status": "scheduled"},
    )
    session.say("The replacement is scheduled; you will get a tracking number by email.")


def generate_session(requests: int = 500, *, seed: int = 0, orders: int = 8) -> list[JSONObject]:
    """A long support session as a τ-bench-style trajectory file (a list of one run).

    Args:
        requests: Model requests (assistant messages) in the session.
        seed: Chooses the session; the same seed gives the same session.
        orders: Orders the customer has.

    Returns:
        ``[{"task_id", "trial", "traj", "info": {"task": {"actions": [...]}}}]``, the gold
        actions being every consequential call the agent makes.
    """
    rng = random.Random(seed)  # noqa: S311 - reproducible test data, not secrets
    session = _Session(rng)
    name = f"{rng.choice(_FIRST)} {rng.choice(_LAST)}"
    email = name.lower().replace(" ", ".") + "@example.com"
    placed = _orders(rng, orders)
    customer: _Data = {
        "customer_id": f"C-{rng.randint(10_000, 99_999)}",
        "name": name,
        "email": email,
        "tier": rng.choice(("standard", "plus", "premier")),
        "address": f"{rng.randint(10, 999)} {rng.choice(_STREETS)}, {rng.choice(_CITIES)}",
        "orders": [order.order_id for order in placed],
    }
    session.user(f"Hi, I need help with a few orders. My email is {email}.")
    session.call("lookup_customer", {"email": email}, customer)
    session.say(f"Thanks, {name.split()[0]}. What can I help you with?")
    while session.requests < requests:
        _episode(session, placed, customer)
    messages = _truncate(session.messages, requests)
    actions = [
        {"name": call["function"]["name"], "kwargs": json.loads(call["function"]["arguments"])}
        for message in messages
        for call in message.get("tool_calls") or []
        if call["function"]["name"] in CONSEQUENTIAL_TOOLS
    ]
    runs = [
        {
            "task_id": f"support-{seed}",
            "trial": 0,
            "reward": None,
            "info": {"task": {"user_id": customer["customer_id"], "actions": actions}},
            "traj": [{"role": "system", "content": SYSTEM_PROMPT}, *messages],
        }
    ]
    check_json(runs)
    return cast("list[JSONObject]", runs)


def _truncate(messages: list[_Data], requests: int) -> list[_Data]:
    """The messages up to the `requests`-th assistant message, with its results."""
    seen = 0
    for index, message in enumerate(messages):
        if message["role"] == "assistant":
            seen += 1
            if seen == requests:
                end = index + 1
                while end < len(messages) and messages[end]["role"] == "tool":
                    end += 1
                return messages[:end]
    return messages


def main(argv: Sequence[str] | None = None) -> None:
    """Print a generated session as JSON (see the module docs)."""
    parser = argparse.ArgumentParser(description="Generate a long customer-support session.")
    parser.add_argument("--requests", type=int, default=500, help="model requests (default 500)")
    parser.add_argument("--seed", type=int, default=0, help="chooses the session (default 0)")
    parser.add_argument("--orders", type=int, default=8, help="the customer's orders (default 8)")
    args = parser.parse_args(argv)
    json.dump(generate_session(args.requests, seed=args.seed, orders=args.orders), sys.stdout)
    sys.stdout.write("\n")


if __name__ == "__main__":  # pragma: no cover
    main()
