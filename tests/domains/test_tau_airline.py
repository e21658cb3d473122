"""The τ-bench airline domain: capture rules on real recorded runs."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from agentstate import AgentState, EventKind, ToolCall
from agentstate.domains.tau_airline import (
    CAPTURE,
    CONSEQUENTIAL_TOOLS,
    DOMAIN,
    TOOLS,
    AirlineFacts,
    is_failure,
    payment_balances,
    reservation_brief,
    reservation_record,
    search_line,
)
from agentstate.replay import stored_projection

SAMPLE = Path(__file__).parents[2] / "examples" / "data" / "tau-bench-airline-sample.json"
RUNS: list[dict[str, Any]] = json.loads(SAMPLE.read_text())


def _replay(state: AgentState, messages: list[dict[str, Any]]) -> None:
    """Append an OpenAI-format run (recorded call ids are reused, so calls get fresh ids)."""
    open_calls: dict[str, str] = {}
    for message in messages:
        if message["role"] == "user":
            state.append_user(message["content"])
        elif message["role"] == "assistant":
            recorded = message.get("tool_calls") or []
            calls = [
                ToolCall(call["function"]["name"], json.loads(call["function"]["arguments"]))
                for call in recorded
            ]
            ref = state.append_assistant(message.get("content"), tool_calls=calls)
            open_calls.update(zip((c["id"] for c in recorded), ref.call_ids, strict=True))
        elif message["role"] == "tool":
            state.append_tool_result(open_calls.pop(message["tool_call_id"]), message["content"])


def _gold(run: dict[str, Any], key: str) -> set[str]:
    """Every value of `key` anywhere in the run's gold action arguments."""
    found: set[str] = set()

    def walk(value: object) -> None:
        if isinstance(value, dict):
            for name, item in value.items():
                if name == key and isinstance(item, str):
                    found.add(item)
                walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)

    walk(run["info"]["task"]["actions"])
    return found


@pytest.fixture(
    scope="module",
    params=range(len(RUNS)),
    ids=[f"task{run['task_id']}-trial{run['trial']}" for run in RUNS],
)
def run_state(request: pytest.FixtureRequest) -> Iterator[tuple[dict[str, Any], AgentState]]:
    """A recorded run replayed once into an SQLite state with the airline schema and rules."""
    run = RUNS[request.param]
    with AgentState.open(
        ":memory:", session_id="run", scratchpad=AirlineFacts, capture=CAPTURE
    ) as state:
        _replay(state, [m for m in run["traj"] if m["role"] != "system"])
        yield run, state


def test_user_id_is_captured_from_the_call(run_state: tuple[dict[str, Any], AgentState]) -> None:
    """The user id is the gold one, and its provenance is the get_user_details call."""
    run, state = run_state
    assert state.scratchpad.get("user_id") == run["info"]["task"]["user_id"]
    source = state.evidence.get(str(state.scratchpad.provenance("user_id")))
    assert source.kind is EventKind.ASSISTANT
    assert [call.name for call in source.tool_calls] == ["get_user_details"]


def test_gold_identifiers_are_in_the_scratchpad(
    run_state: tuple[dict[str, Any], AgentState],
) -> None:
    """Every reservation and payment id the gold actions use was captured, no model involved."""
    run, state = run_state
    assert _gold(run, "reservation_id") <= set(state.scratchpad.get("reservation_ids"))  # type: ignore[arg-type]
    payments = _gold(run, "payment_id")
    assert payments <= set(state.scratchpad.get("payment_methods"))  # type: ignore[arg-type]
    index = state.scratchpad.get("reservations")
    assert isinstance(index, dict)
    assert set(index) <= set(state.scratchpad.get("reservation_ids"))  # type: ignore[arg-type]


def test_every_captured_value_cites_a_tool_event(
    run_state: tuple[dict[str, Any], AgentState],
) -> None:
    """Each value cites the tool event it was read from, or the user's message it chose in.

    A choice among declared values (the cabin, the trip type) cites the user's message; replay
    agrees with what was stored.
    """
    _, state = run_state
    facts = state.scratchpad.facts()
    assert facts
    for fact in facts:
        kind = state.evidence.get(fact.source).kind
        if fact.key in CAPTURE.choices:
            assert kind is EventKind.USER
        else:
            assert kind in (EventKind.TOOL_RESULT, EventKind.ASSISTANT)
    assert state.replay() == stored_projection(state)


def test_the_cabin_and_trip_type_the_user_chose_are_captured() -> None:
    """The user's reply "1. One-way 2. Economy" keeps both choices, citing the reply."""
    with AgentState.open(
        ":memory:", session_id="run", scratchpad=AirlineFacts, capture=CAPTURE
    ) as state:
        state.append_assistant("One-way or round trip? Basic economy, economy or business?")
        reply = state.append_user("1. One-way\n2. Economy\n3. It's just me traveling.")
        assert state.scratchpad.get("flight_type") == "one_way"
        assert state.scratchpad.get("cabin") == "economy"
        assert state.scratchpad.provenance("cabin") == reply.ref


def test_failed_calls_capture_nothing() -> None:
    """A booking that failed ("Error: ...") leaves the reservation fields unset."""
    run = RUNS[0]
    messages = [m for m in run["traj"] if m["role"] != "system"]
    first_error = next(
        i for i, m in enumerate(messages) if m["role"] == "tool" and is_failure(m["content"])
    )
    with AgentState.open(
        ":memory:", session_id="s", scratchpad=AirlineFacts, capture=CAPTURE
    ) as state:
        _replay(state, messages[: first_error + 1])
        assert messages[first_error]["name"] == "book_reservation"
        assert state.scratchpad.provenance("reservation_id") is None
        skipped = [e for e in state.events() if e.kind is EventKind.FACT and "skipped" in e.content]
        assert skipped == []


def test_amounts_are_exact_dollars(run_state: tuple[dict[str, Any], AgentState]) -> None:
    """Balances, prices and payments are whole dollars taken from the results."""
    _, state = run_state
    balances = state.scratchpad.get("payment_methods")
    assert isinstance(balances, dict)
    assert all(amount is None or isinstance(amount, int) for amount in balances.values())
    reservation = state.scratchpad.get("reservation")
    assert isinstance(reservation, dict)
    assert all(isinstance(price, int) for _, _, price in reservation["flights"])
    assert all(isinstance(amount, int) for _, amount in reservation["payments"])


def test_payment_balances_transform() -> None:
    """Every method by id, with its balance (whole dollars, 163.0 read as 163) or None."""
    methods = {
        "credit_card_1": {"source": "credit_card", "id": "credit_card_1"},
        "certificate_2": {"source": "certificate", "amount": 250, "id": "certificate_2"},
        "gift_card_3": {"source": "gift_card", "amount": 163.0, "id": "gift_card_3"},
    }
    assert payment_balances(methods) == {
        "credit_card_1": None,
        "certificate_2": 250,
        "gift_card_3": 163,
    }
    with pytest.raises(TypeError):
        payment_balances(["certificate_2"])
    with pytest.raises(ValueError, match="not a whole number"):
        payment_balances({"gift_card_3": {"amount": 163.5}})


RESERVATION = {
    "reservation_id": "Z7GOZK",
    "user_id": "olivia_gonzalez_2305",
    "origin": "EWR",
    "destination": "EWR",
    "flight_type": "one_way",
    "cabin": "basic_economy",
    "flights": [
        {
            "origin": "EWR",
            "destination": "IAH",
            "flight_number": "HAT188",
            "date": "2024-05-28",
            "price": 52,
        },
        {
            "origin": "IAH",
            "destination": "EWR",
            "flight_number": "HAT207",
            "date": "2024-05-28",
            "price": 87.0,
        },
    ],
    "passengers": [{"first_name": "Olivia", "last_name": "Gonzalez", "dob": "1988-06-13"}],
    "payment_history": [{"payment_id": "gift_card_2200803", "amount": 169}],
    "created_at": "2024-05-13T19:41:32",
    "total_baggages": 0,
    "nonfree_baggages": 0,
    "insurance": "yes",
    "status": "cancelled",
}


def test_reservation_record_and_brief() -> None:
    """A reservation result becomes a compact record and a one-line index entry."""
    assert reservation_record(RESERVATION) == {
        "user_id": "olivia_gonzalez_2305",
        "route": "EWR-EWR",
        "flight_type": "one_way",
        "cabin": "basic_economy",
        "flights": [["HAT188", "2024-05-28", 52], ["HAT207", "2024-05-28", 87]],
        "passengers": [["Olivia", "Gonzalez", "1988-06-13"]],
        "payments": [["gift_card_2200803", 169]],
        "booked": "2024-05-13T19:41:32",
        "bags": [0, 0],
        "insurance": "yes",
        "status": "cancelled",
    }
    assert reservation_brief(RESERVATION) == (
        "EWR-EWR one_way basic_economy: HAT188 2024-05-28, HAT207 2024-05-28 (cancelled)"
    )
    with pytest.raises(KeyError):
        reservation_record({"reservation_id": "X"})


def test_search_line() -> None:
    """A search and its options as one line; a leg on another date is marked."""
    direct = {
        "arguments": {"origin": "JFK", "destination": "SEA", "date": "2024-05-20"},
        "result": [{"flight_number": "HAT069"}, {"flight_number": "HAT083"}],
    }
    assert search_line(direct) == "JFK-SEA 2024-05-20 direct: HAT069, HAT083"
    onestop = {
        "arguments": {"origin": "JFK", "destination": "SEA", "date": "2024-05-20"},
        "result": [
            [
                {"flight_number": "HAT136", "date": "2024-05-20"},
                {"flight_number": "HAT039", "date": "2024-05-21"},
            ]
        ],
    }
    assert search_line(onestop) == "JFK-SEA 2024-05-20 onestop: HAT136+HAT039@2024-05-21"
    assert search_line({**direct, "result": []}) == "JFK-SEA 2024-05-20 direct: none"


def test_the_domain_record() -> None:
    """The domain names its schema, rules, tools and the tools that need a confirmation."""
    assert DOMAIN.name == "tau-airline"
    assert DOMAIN.scratchpad is AirlineFacts
    assert DOMAIN.capture is CAPTURE
    assert DOMAIN.consequential == CONSEQUENTIAL_TOOLS
    assert {tool["name"] for tool in TOOLS} >= CONSEQUENTIAL_TOOLS | {"get_user_details"}
    assert DOMAIN.confirms("Yes, please proceed with the cancellation.")
    assert not DOMAIN.confirms("Please downgrade all of them to economy.")


def test_a_failed_booking_ends_failed_in_the_ledger() -> None:
    """Imported with the domain's predicate, a booking answered "Error: ..." ends failed."""
    run = RUNS[0]
    messages = [m for m in run["traj"] if m["role"] != "system"]
    first_error = next(
        i for i, m in enumerate(messages) if m["role"] == "tool" and is_failure(m["content"])
    )
    with AgentState.open(
        ":memory:",
        session_id="s",
        scratchpad=AirlineFacts,
        capture=CAPTURE,
        is_failure=DOMAIN.is_failure,
    ) as state:
        state.import_messages(
            messages[: first_error + 1], format="openai", is_error=DOMAIN.is_failure
        )
        booking = next(
            event
            for event in reversed(list(state.events()))
            if any(call.name == "book_reservation" for call in event.tool_calls)
        )
        (call,) = [call for call in booking.tool_calls if call.name == "book_reservation"]
        action = state.ledger.propose("book_reservation", call.arguments, source=booking)
        state.ledger.approve(action.id, by="user", source="ev_1")
        done = state.ledger.execute(action.id, by="tool_runner", source=booking)
        assert done.status.value == "failed"
        assert state.evidence.get(done.source).content["result"].startswith("Error:")
        assert state.replay() == stored_projection(state)
