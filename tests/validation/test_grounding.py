"""The grounding rule: literal values come from cited evidence or from named current state."""

from __future__ import annotations

import json

import pytest

from agentstate import AgentState, MemoryBackend, ToolCall
from agentstate._json import JSONValue
from agentstate.events import EventKind, EventRef
from agentstate.testing import ManualClock
from agentstate.testing.records import write_compaction_event, write_fact
from agentstate.testing.scenarios import SupportTicket
from agentstate.validation import Finding, validate
from agentstate.validation._field_names import key_words

from .conftest import Check


@pytest.mark.parametrize(
    "text",
    [
        "Order 4921 arrived with a damaged pallet",
        "The order total is 125000 cents",
        "Policy caps the credit at $25,000",
        "Policy caps the credit at 25,000.00 cents",
        "Damage policy v7, chunk c-8812",
        "Damage policy V7, chunk C-8812",
    ],
)
def test_values_held_by_a_cited_event_are_grounded(
    text: str, ticket: SupportTicket, add: Check
) -> None:
    """Numbers, amounts with or without currency and ids in a cited event pass, however written."""
    assert add(text, [ticket.order_result, ticket.policy], rule="grounding") == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Order 4922 arrived with a damaged pallet", "4922"),
        ("Policy caps the credit at $250", "250"),
        ("Damage policy v8", "v8"),
        ("Chunk c-8813 of the policy", "c-8813"),
        ("Reported on 2024-05-20", "2024-05-20"),
        ("Ticket W4923227 is linked", "W4923227"),
    ],
)
def test_values_no_cited_event_holds_are_rejected(
    text: str, value: str, ticket: SupportTicket, add: Check
) -> None:
    """A changed amount, a swapped id or an invented date is an error naming the value."""
    [finding] = add(text, [ticket.order_result, ticket.policy], rule="grounding")
    assert finding.found == value
    assert finding.severity == "error"
    assert f"{ticket.order_result}, {ticket.policy}" in finding.message


def test_a_tool_call_id_grounds_no_value(state: AgentState, add: Check) -> None:
    """'call_03_transfer' names a pairing: it holds no 3; an "id" the tool gave is content."""
    call = state.append_tool_call(
        "transfer", {"amount": 270, "account": {"id": "A-7"}}, call_id="call_03_transfer"
    )
    result = state.append_tool_result(call, {"status": "success", "days": 1, "id": "T-5"})
    refs = [call.ref, result.ref]
    head = {"covers_through": result.seq}
    [finding] = add("$270 sent; done in 3 business days", refs, rule="grounding", **head)
    assert finding.found == "3"
    assert finding.severity == "error"
    assert (
        add("$270 sent from A-7 as T-5; done in 1 business day", refs, rule="grounding", **head)
        == []
    )


def test_a_decimal_holds_no_number_of_its_digits(state: AgentState, add: Check) -> None:
    """A rating of "4.40" grounds 4.4, not a table for 4 nor 40 guests; a date's parts still do."""
    call = state.append_tool_call("reserve", {"seats": 2})
    result = state.append_tool_result(call, {"rating": "4.40", "date": "2019-03-01", "seats": 2})
    head = {"covers_through": result.seq}
    [finding] = add("A table for 4 was reserved", [result.ref], rule="grounding", **head)
    assert finding.found == "4"
    assert add("Rated 4.40; for 2 on March 1", [result.ref], rule="grounding", **head) == []


def test_a_date_of_a_record_a_cited_event_names_is_grounded(state: AgentState, add: Check) -> None:
    """'The fee from September 19 was waived' citing the waiver of the charge listed on 9/19.

    The record's own date grounds it; another record's date does not, nor does a date that
    records of the same id disagree on (a flight number listed once per day).
    """
    charges = [
        {"charge_id": "CHG-882514", "date": "2024-09-19", "owes": 50.0},
        {"charge_id": "CHG-881977", "date": "2024-09-05", "owes": 60.0},
    ]
    listed = state.append_tool_call("get_balance", {"account": "GA-562290"})
    state.append_tool_result(listed, {"account": "GA-562290", "charges": charges})
    search = state.append_tool_call("search_flights", {"from": "JFK"})
    flights = [
        {"flight": "HAT078", "date": "2024-05-27", "seats": 4},
        {"flight": "HAT078", "date": "2024-05-28", "seats": 9},
    ]
    state.append_tool_result(search, {"flights": flights})
    waive = state.append_tool_call("waive_fee", {"charge_id": "CHG-882514"})
    waived = state.append_tool_result(waive, {"waiver_id": "WV-20417", "charge_id": "CHG-882514"})
    moved = state.append_tool_result(
        state.append_tool_call("move", {"flight": "HAT078"}), {"flight": "HAT078", "ok": True}
    )
    refs, head = [waived.ref], {"covers_through": moved.seq}
    assert add("The fee from September 19 was waived (WV-20417)", refs, **head) == []
    [finding] = add(
        "The fee from September 5 was waived (WV-20417)", refs, rule="grounding", **head
    )
    assert finding.found == "September 5"
    [finding] = add("Moved to HAT078 on 2024-05-28", [moved.ref], rule="grounding", **head)
    assert finding.found == "2024-05-28"


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("It has to be after 4, I'm at work until then.", "Visits after 4 PM only"),
        ("As early as possible, like 7 before work.", "Blood draw at 7 AM"),
        ("Anything until five works.", "Slots until 5pm"),
    ],
)
def test_a_bare_hour_after_a_preposition_is_a_time_of_day(
    state: AgentState, add: Check, said: str, text: str
) -> None:
    """'after 4' grounds 4 PM (and 4 AM); 'after 4,000' or 'by 4%' grounds no time."""
    ref = state.append_user(said).ref
    head = {"covers_through": state.evidence.get(ref).seq}
    assert add(text, [ref], rule="grounding", **head) == []
    other = state.append_user("The limit went after 4,000 and rose by 4%.").ref
    head = {"covers_through": state.evidence.get(other).seq}
    [finding] = add("Visits after 4 PM", [other], rule="grounding", **head)
    assert finding.found == "4 PM"


def test_a_value_of_a_fact_the_cited_event_produced_is_grounded(
    state: AgentState, add: Check
) -> None:
    """The phone of the contact fact written from 'call me before anyone comes by'."""
    said = state.append_user("Have them call me before anyone comes by. Not before 2 pm.")
    write_fact(
        state, "contact", value={"phone": "+1 613-555-0139", "call_first": True}, source=said
    )
    other = state.append_user("Thanks, that is all for now.")
    head = {"covers_through": other.seq}
    text = "Call +1 613-555-0139 before any visit"
    assert add(text, [said.ref], rule="grounding", **head) == []
    [finding] = add(text.replace("0139", "0193"), [said.ref], rule="grounding", **head)
    assert finding.found == "0193"
    assert add(text, [other.ref], rule="grounding", **head) != []  # not the fact's source


def test_an_action_id_is_grounded_by_an_event_that_moved_it(state: AgentState, add: Check) -> None:
    """'The locker redirect (act_N) was rejected' citing the proposal and the rejection."""
    asked = state.append_assistant("To confirm: redirect KP2207 to locker PP-3307? (yes/no)")
    action = state.ledger.propose("redirect_parcel", {"to": "PP-3307"}, by="model", source=asked)
    answer = state.append_user("Oh wait, no, not the locker.")
    state.ledger.reject(action, by="user", source=answer)
    later = state.append_user("Make it the hardware store.")
    head = {"covers_through": later.seq}
    text = f"Redirect to locker PP-3307 ({action.id}): rejected by her correction"
    assert add(text, [asked.ref, answer.ref], rule="grounding", **head) == []
    found = [finding.found for finding in add(text, [later.ref], rule="grounding", **head)]
    assert action.id in found
    other = text.replace(action.id, "act_99")
    assert [f.found for f in add(other, [asked.ref], rule="grounding", **head)] == ["act_99"]


def test_the_start_of_a_change_a_fact_records_is_grounded(state: AgentState, add: Check) -> None:
    """'Unit 1108→1801 corrected' citing the correction, which holds 1801 only."""
    said = state.append_user("It should be unit 1801, not 1108. I swapped the digits.")
    change = {"from": "250 Wellington St W, Unit 1108", "to": "250 Wellington St W, Unit 1801"}
    write_fact(state, "address_change", value=change, source=said)
    call = state.append_tool_call("correct_address", {"unit": "1801"})
    result = state.append_tool_result(call, {"status": "updated", "deliver_to": "Unit 1801"})
    head = {"covers_through": result.seq}
    for text in ("Unit 1108\u21921801 corrected", "Unit 1108 -> 1801 corrected"):
        assert add(text, [result.ref], rule="grounding", **head) == []
    [finding] = add("Unit 1180\u21921801 corrected", [result.ref], rule="grounding", **head)
    assert finding.found == "1180"
    [finding] = add("Unit 1108, then 1801", [result.ref], rule="grounding", **head)
    assert finding.found == "1108"


def test_a_param_of_an_action_a_cited_event_moved_is_not_stale(
    state: AgentState, add: Check
) -> None:
    """'Delivery on 11/14 executed, then failed' after the date changed to the 15th."""
    asked = state.append_assistant("To confirm: delivery on Thursday, November 14? (yes/no)")
    write_fact(state, "delivery_date", value="2024-11-14", source=asked)
    action = state.ledger.propose("schedule_delivery", {"date": "2024-11-14"}, source=asked)
    yes = state.append_user("yes")
    state.ledger.approve(action, by="user", source=yes)
    call = state.append_tool_call("schedule_delivery", {"date": "2024-11-14"})
    state.ledger.execute(action, by="tool_runner", source=call)
    [executed] = [e for e in state.events(after=call.seq) if e.kind is EventKind.LEDGER]
    failed = state.append_tool_result(call, {"error": "DATE_UNAVAILABLE"}, is_error=True)
    later = state.append_user("Friday then, the 15th.")
    write_fact(state, "delivery_date", value="2024-11-15", source=later)
    head = {"covers_through": later.seq}
    text = "Delivery date Thu 11/14 executed, then failed: DATE_UNAVAILABLE"
    assert add(text, [asked.ref, executed.ref, failed.ref], rule="grounding", **head) == []
    stale = add("Delivery date is Thu 11/14", [asked.ref], rule="grounding", **head)
    assert [f.found for f in stale] == ["11/14"]


@pytest.mark.parametrize(
    ("text", "swapped"),
    [
        ("Paid $63.76: duty 18.33 + HST 35.48 + clearance 9.95", []),
        ("Paid $63.76: duty 35.48 + HST 18.33 + clearance 9.95", ["35.48", "18.33"]),
        ("Paid $18.33 duty and $35.48 HST", []),
        ("$35.48 duty, $18.33 HST", ["35.48", "18.33"]),
        ("Paid $35.48 duty", []),  # "paid" may label it: unsure, unread
        ("$1,000.00 deductible = $8,240.00 net", []),  # what follows "=" is no deductible
        ("Made up of $35.48 in duty", []),  # a stopword labels nothing
    ],
)
@pytest.mark.parametrize("as_text", [False, True])
def test_a_number_said_with_another_fields_name_is_swapped(
    state: AgentState, add: Check, text: str, swapped: list[str], as_text: bool
) -> None:
    """'Duty 35.48 + HST 18.33' of duty 18.33 and HST 35.48: both held, each by the other.

    The same of a result sent as JSON text.
    """
    call = state.append_tool_call("get_customs_status", {"tracking": "KP5580"})
    charges = {"duty": 18.33, "hst": 35.48, "clearance_fee": 9.95, "fee_of_import": 4.0}
    totals = {"deductible": 1000.0, "net_payable": 8240.0}
    content: JSONValue = {"charges": charges, "total": 63.76, **totals}
    result = state.append_tool_result(call, json.dumps(content) if as_text else content)
    found = add(text, [result.ref], rule="grounding", covers_through=result.seq)
    assert [finding.found for finding in found] == swapped
    assert all(" is its " in finding.message for finding in found)


@pytest.mark.parametrize(
    ("text", "swapped"),
    [
        ("2 orders on the account: OR-11 and OR-12", []),  # a count of things, not a field
        ("Order OR-11: total 2, quantity 222.20", ["2", "222.20"]),
    ],
)
def test_a_whole_number_before_a_plural_counts_things(
    state: AgentState, add: Check, text: str, swapped: list[str]
) -> None:
    """'2 orders' of a result whose ``order_total`` is 222.2 and ``quantity`` 2: a count."""
    call = state.append_tool_call("get_orders", {"account": "AC-5"})
    orders = [{"order_id": "OR-11", "quantity": 2, "order_total": 222.2}, {"order_id": "OR-12"}]
    result = state.append_tool_result(call, {"orders": orders})
    found = add(text, [result.ref], rule="grounding", covers_through=result.seq)
    assert [finding.found for finding in found] == swapped


@pytest.mark.parametrize(
    ("text", "swapped"),
    [
        ("INV-73: $412.50 paid in full by card", []),  # the amount of the act told done
        ("INV-73: paid 412.50, total 0", ["412.50", "0"]),
    ],
)
def test_an_amount_before_a_verbs_past_is_the_acts(
    state: AgentState, add: Check, text: str, swapped: list[str]
) -> None:
    """'$412.50 paid' of an invoice whose record, read before the payment, had paid 0."""
    call = state.append_tool_call("get_invoice", {"invoice": "INV-73"})
    result = state.append_tool_result(call, {"invoice": "INV-73", "total": 412.5, "paid": 0.0})
    found = add(text, [result.ref], rule="grounding", covers_through=result.seq)
    assert [finding.found for finding in found] == swapped


def test_a_date_with_a_two_digit_year_is_that_date(state: AgentState, add: Check) -> None:
    """'eff 10/1/24' says 2024-10-01 and 'born 4/22/91' 1991-04-22, as strptime's %y reads."""
    ref = state.append_user("Coverage starts 2024-10-01; I was born 1991-04-22.").ref
    head = {"covers_through": state.evidence.get(ref).seq}
    assert add("Coverage eff 10/1/24; DOB 4/22/91", [ref], rule="grounding", **head) == []
    [finding] = add("Coverage eff 10/2/24", [ref], rule="grounding", **head)
    assert finding.found == "10/2/24"


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("2BR apt, $27.50 x2, 12mo lease", None),
        ("2br apt, charged 2x", None),
        ("3BR apt", "3BR"),  # another count of the unit
        ("$27.50 x3", "x3"),
        ("12wk lease", "12wk"),  # another unit
    ],
)
def test_a_count_written_short_is_grounded_by_its_words(
    state: AgentState, add: Check, text: str, wrong: str | None
) -> None:
    """'2BR' of 'a 2-bedroom', 'x2' of 'twice', '12mo' of '12 months': the same counts."""
    ref = state.append_user("Our 2-bedroom place, 12 months lease; I paid 27.50 twice.").ref
    head = {"covers_through": state.evidence.get(ref).seq}
    found = add(text, [ref], rule="grounding", **head)
    assert [finding.found for finding in found] == ([wrong] if wrong else [])


def test_dates_and_times_compare_by_value(state: AgentState, add: Check) -> None:
    """'May 20' and '7 pm' are grounded by an event saying 2024-05-20 at 19:00."""
    ref = state.append_user("Deliver it on 2024-05-20 at 19:00, please.").ref
    head = state.evidence.get(ref).seq
    assert add("Delivery on May 20th at 7 pm", [ref], rule="grounding", covers_through=head) == []
    assert add("Delivery on May 21", [ref], rule="grounding", covers_through=head)
    assert add("Delivery at 8 pm", [ref], rule="grounding", covers_through=head)


def test_a_date_deep_in_a_long_message_is_grounded(state: AgentState, add: Check) -> None:
    """'the 20th of May 2024' at the end of a long message grounds 2024-05-20 and May 20."""
    notes = "the customer called about the delivery again " * 15
    ref = state.append_user(f"Notes: {notes}and the pallet is due on the 20th of May 2024.").ref
    head = state.evidence.get(ref).seq
    for text in ["The pallet is due on 2024-05-20", "The pallet is due on May 20, 2024"]:
        assert add(text, [ref], rule="grounding", covers_through=head) == []
    assert add("The pallet is due on 2024-05-21", [ref], rule="grounding", covers_through=head)


def test_a_value_written_in_digits_of_another_script_is_grounded(
    state: AgentState, add: Check
) -> None:
    """An event saying '\u0663pm' (Arabic-Indic three) grounds '3 pm', and not '4 pm'."""
    ref = state.append_user("Pick it up at \u0663pm.").ref
    head = state.evidence.get(ref).seq
    assert add("Pickup at 3 pm", [ref], rule="grounding", covers_through=head) == []
    assert add("Pickup at 4 pm", [ref], rule="grounding", covers_through=head)


def test_a_named_current_value_needs_no_citation(add: Check) -> None:
    """A value equal to the current value of a field the item names is grounded."""
    assert add("The credit is 25000 cents", rule="grounding") == []
    assert add("The credit_cents field holds 25000", rule="grounding") == []


def test_a_field_is_named_by_its_words_as_search_folds_them(
    state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """A key with accents is named by its words, written with or without them."""
    write_fact(state, "café_total", value=4150, source=ticket.report)
    assert add("The café total is 4150", rule="grounding") == []
    assert add("The Cafe total is 4150", rule="grounding") == []
    assert add("The caf total is 4150", rule="grounding")


def test_a_key_written_as_it_is_names_its_field_before_punctuation(
    state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """'refundAmount.' at the end of a sentence names the field refundAmount."""
    write_fact(state, "refundAmount", value=2500, source=ticket.report)
    assert add("Pay 2500 per refundAmount.", rule="grounding") == []
    assert add("Pay 2500 per refundAmount-", rule="grounding") == []
    assert add("Pay 2500 per refundAmounts.", rule="grounding")


def test_a_current_value_of_an_unnamed_field_is_not_grounded(add: Check) -> None:
    """The value alone is not enough: the finding suggests the placeholder."""
    [finding] = add("The total owed is 25000", rule="grounding")
    assert "{fact:credit_cents}" in finding.message


def test_a_value_in_a_line_of_several_is_only_part_of_it(
    state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """A field holding one value makes it true (a warning uncited); a line of several does not."""
    write_fact(state, "pickup_date", value="2024-05-28", source=ticket.report)
    write_fact(state, "flights_line", value="HAT084 2024-05-26, HAT266", source=ticket.report)
    [found] = add("It is due on May 28", [ticket.policy], rule="grounding")
    assert found.severity == "warning"
    [found] = add("The chosen flight is HAT084", [ticket.policy], rule="grounding")
    assert found.severity == "error"


@pytest.mark.parametrize(
    "value",
    [
        {"K2P9": "LAS-MCO on 2024-05-17", "T7Q4": "MSP-ORD on 2024-05-26"},
        [{"id": "K2P9", "date": "2024-05-17"}, {"id": "T7Q4", "date": "2024-05-26"}],
    ],
)
@pytest.mark.parametrize(
    ("text", "grounded"),
    [
        ("Booking T7Q4 is on May 26", True),
        ("Booking K2P9 is on May 26", False),  # T7Q4's date
        ("Bookings K2P9 and T7Q4: May 17 and May 26", True),
        ("A booking is on May 26", True),  # no entry named
    ],
)
def test_a_named_fields_value_of_another_entry_grounds_nothing(
    value: JSONValue,
    text: str,
    grounded: bool,
    state: AgentState,
    ticket: SupportTicket,
    add: Check,
) -> None:
    """A field of several objects grounds one's value for an item naming that one, not another."""
    write_fact(state, "bookings", value=value, source=ticket.report)
    found = add(text, [ticket.policy], rule="grounding")
    if grounded:
        assert found == []
    else:
        [finding] = found
        assert finding.found == "May 26"
        assert "in bookings, it belongs to an entry the item does not name" in finding.message


def test_a_value_the_subject_had_is_history(state: AgentState, add: Check) -> None:
    """'The pool had 1 free seat' tells the value before the change, not the current one."""
    first = state.append_user("The pool shows 1 free seat.")
    write_fact(state, "free_seats", value=1, source=first.ref)
    then = state.append_user("Now it shows 2 free seats.")
    write_fact(state, "free_seats", value=2, source=then.ref)
    head = {"covers_through": then.seq}
    [told] = add("The pool had 1 free seat", [first.ref], rule="grounding", **head)
    assert "told as history" in told.message
    assert told.severity == "warning"
    [finding] = add("The pool has 1 free seat", [first.ref], rule="grounding", **head)
    assert "superseded value of free_seats, stated as current" in finding.message
    assert finding.severity == "error"


def _replaced(
    state: AgentState, key: str, first: tuple[str, JSONValue], then: tuple[str, JSONValue]
) -> tuple[EventRef, EventRef]:
    """The user says a value of `key`, then another that replaces it: the two messages."""
    events = []
    for said, value in (first, then):
        event = state.append_user(said)
        write_fact(state, key, value=value, source=event.ref)
        events.append(event)
    return events[0], events[1]


def test_a_change_to_a_superseded_value_states_it_as_current(state: AgentState, add: Check) -> None:
    """'Moved to May 3' makes May 3 current: stale when May 3 was replaced. 'From' it is history."""
    first, second = _replaced(
        state,
        "appointment_date",
        ("My service appointment is on 2024-05-03.", "2024-05-03"),
        ("Please move the appointment to 2024-05-05.", "2024-05-05"),
    )
    head = {"covers_through": state.append_assistant("Done.").seq}
    [stale] = add("The appointment was moved to May 3", [first.ref], rule="grounding", **head)
    assert stale.severity == "error"
    assert "stated as current" in stale.message
    moved = "The appointment was moved from May 3 to May 5"
    assert add(moved, [first.ref, second.ref], rule="grounding", **head) == []
    told = "The original appointment was on May 3"
    [history] = add(told, [first.ref], rule="grounding", **head)
    assert history.severity == "warning"


def test_an_aside_opening_with_a_past_copula_gives_history(state: AgentState, add: Check) -> None:
    """'Address updated (was 40 Elm Road)': the old value as an aside, not as current."""
    first, second = _replaced(
        state,
        "address",
        ("My address is 40 Elm Road, Springfield 62701.", "40 Elm Road, Springfield 62701"),
        ("I moved: 12 Oak Street, Denver 80280.", "12 Oak Street, Denver 80280"),
    )
    head = {"covers_through": state.append_assistant("Updated.").seq}
    refs = [first.ref, second.ref]
    aside = "Address updated (was 40 Elm Road, Springfield 62701)"
    assert [f for f in add(aside, refs, rule="grounding", **head) if f.severity == "error"] == []
    plain = "Address updated (40 Elm Road, Springfield 62701)"
    [stale] = add(plain, refs, rule="grounding", **head)
    assert "stated as current" in stale.message


def test_an_earlier_id_of_a_field_names_another_object(state: AgentState, add: Check) -> None:
    """The case at hand moved from W-3947 to W-9609: W-3947 is still that case's id."""
    first, second = _replaced(
        state,
        "case_id",
        ("Case W-3947: the order arrived damaged, due 2024-06-01.", "W-3947"),
        ("Case W-9609: a new address, due 2024-06-03.", "W-9609"),
    )
    head = {"covers_through": state.append_assistant("On it.").seq}
    assert add("Case W-3947 is the damaged one", [first.ref], rule="grounding", **head) == []
    [current] = add("The case id is W-3947", [first.ref], rule="grounding", **head)
    assert "superseded" in current.message  # given as the field's value: it is W-9609 now
    write_fact(state, "due_date", value="2024-06-01", source=first.ref)
    write_fact(state, "due_date", value="2024-06-03", source=second.ref)
    [stale] = add("The order's due date is 2024-06-01", [first.ref], rule="grounding", **head)
    assert "superseded" in stale.message
    fixed = state.append_user("Sorry, I misread: the case is W-9610, not W-9609.")
    write_fact(state, "case_id", value="W-9610", source=fixed.ref)
    head = {"covers_through": fixed.seq}
    [wrong] = add("Case W-9609 needs a new address", [second.ref], rule="grounding", **head)
    assert "superseded" in wrong.message  # corrected, not another case


def test_a_value_of_an_earlier_object_is_that_objects_value(state: AgentState, add: Check) -> None:
    """The field holds the last case looked up; K-2209's total is still K-2209's total."""
    first = state.append_tool_call("get_case", {"case_id": "K-2209"})
    first_result = state.append_tool_result(first, {"case_id": "K-2209", "total": 120})
    write_fact(state, "case", value={"total": 120}, source=first_result.ref)
    second = state.append_tool_call("get_case", {"case_id": "M-7031"})
    second_result = state.append_tool_result(second, {"case_id": "M-7031", "total": 45})
    write_fact(state, "case", value={"total": 45}, source=second_result.ref)
    head = {"covers_through": state.append_assistant("Found both.").seq}
    refs = [first_result.ref]
    named = "Case K-2209 was closed and its $120 total refunded"
    assert add(named, refs, rule="grounding", **head) == []
    # Without the object's id, or with the current object's, it is the case at hand's value.
    [stale] = add("The case total is $120", refs, rule="grounding", **head)
    assert "superseded value of case" in stale.message
    both = [first_result.ref, second_result.ref]
    [wrong] = add("Case M-7031 has a $120 total", both, rule="grounding", **head)
    assert "superseded value of case" in wrong.message


def test_a_decision_may_give_what_an_executed_action_set(state: AgentState, add: Check) -> None:
    """'Address set to 12 Oak Street after his yes' stays true once the address changed back."""
    asked = state.append_user("Please change my address to 12 Oak Street.")
    changes = []
    for address in ("12 Oak Street", "40 Elm Road"):
        action = state.ledger.propose("update_address", {"address": address}, source=asked)
        state.ledger.approve(action, by="user", source=asked)
        call = state.append_tool_call("update_address", {"address": address})
        state.ledger.execute(action, by="tool_runner", source=call)
        result = state.append_tool_result(call, {"address": address})
        write_fact(state, "address", value=address, source=result.ref)
        changes.append(result.ref)
    head = {"covers_through": state.append_assistant("Done.").seq}
    told = "Address set to 12 Oak Street after his yes"
    assert add(told, [changes[0]], field="decisions", rule="grounding", **head) == []
    # Said as what holds now, in a field that is no record of what was done, it is stale.
    [stale] = add(told, [changes[0]], rule="grounding", **head)
    assert "superseded value of address" in stale.message


def test_placeholders_must_name_existing_state(add: Check) -> None:
    """{fact:...} of a field without a value and {action:...} of no action are errors."""
    assert add("Credit {fact:credit_cents} for {action:act_10}", rule="grounding") == []
    [fact] = add("Refund {fact:refund_cents}", rule="grounding")
    assert fact.found == "{fact:refund_cents}"
    [action] = add("Refund {action:act_99}", rule="grounding")
    assert action.found == "{action:act_99}"


def test_a_ref_in_the_text_must_be_cited(ticket: SupportTicket, add: Check) -> None:
    """Mentioning ev_8 in the text without citing it is an error."""
    assert add(f"See {ticket.policy}", [ticket.policy], rule="grounding") == []
    [finding] = add(f"See {ticket.policy}", [ticket.report], rule="grounding")
    assert finding.refs == (ticket.policy,)


def test_a_superseded_value_stated_as_current_is_rejected(
    ticket: SupportTicket, add: Check
) -> None:
    """Order 4912 was corrected to 4921: stating 4912 as the order is a contradiction."""
    [finding] = add("The order is 4912", [ticket.report], rule="grounding")
    assert "superseded value of order_id" in finding.message
    assert finding.expected == "order_id = 4921"
    assert ticket.correction in finding.refs


def test_old_and_current_values_together_citing_both_are_accepted(
    ticket: SupportTicket, add: Check
) -> None:
    """Giving the old and the current value, citing both events, states history, not a claim."""
    refs = [ticket.report, ticket.correction]
    assert add("The order changed from 4912 to 4921", refs, rule="grounding") == []
    assert add("The order was 4912, now {fact:order_id}", refs, rule="grounding") == []
    assert add("The order changed from 4912 to 4921", [ticket.report], rule="grounding")


def test_values_past_the_coverage_or_in_summaries_ground_nothing(
    state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """Events after covers_through and compaction events are not evidence."""
    later = state.append_user("Also order 7777 is late.").ref
    assert add("Order 7777 is late", [later], rule="grounding", covers_through=ticket.head)
    summary = write_compaction_event(state, {"outcome": "rejected", "id": 8888})
    head = summary.seq
    assert add("Record 8888", [summary.ref], rule="grounding", covers_through=head)


@pytest.mark.parametrize(
    ("key", "words"),
    [
        ("credit_cents", {"credit"}),
        ("order_id", {"order"}),
        ("date", {"date"}),
        ("flightDate", {"flight"}),
        ("payment.method_2", {"payment", "method"}),
        ("id_7", {"id"}),
        ("café_total", {"cafe"}),
        ("ÜberFee", {"uber", "fee"}),
    ],
)
def test_key_words(key: str, words: set[str]) -> None:
    """A field is named by the distinctive words of its key, stemmed."""
    assert key_words(key) == frozenset(words)


def test_reported_speech_keeps_the_words_that_were_said(ticket: SupportTicket, add: Check) -> None:
    """A verbatim quote of four or more words, presented as quoted, reports: it is not stale."""
    said = 'The user said: "the pallet on order 4912 arrived damaged"'
    assert add(said, [ticket.report], rule="grounding") == []
    asked = "The user asked: the pallet on order 4912 arrived damaged"
    assert add(asked, [ticket.report], rule="grounding") == []
    assert add('The user said: "order 4912"', [ticket.report], rule="grounding")
    assert add("The pallet on order 4912 arrived damaged", [ticket.report], rule="grounding")


@pytest.mark.parametrize(("amount", "grounded"), [("$71", True), ("$72", False)])
def test_an_amount_the_user_spelled_out_grounds_its_figure(amount: str, grounded: bool) -> None:
    """'Seventy-one dollars' in the user's words grounds $71, not $72."""
    state = AgentState.open(MemoryBackend(), session_id="s", clock=ManualClock())
    user = state.append_user("Please request seventy-one dollars from Isabella.")
    summary = {"objective": {"text": f"Request {amount} from Isabella", "refs": [user.ref]}}
    errors = [
        finding
        for finding in validate(summary, state, covers_through=user.seq)
        if finding.rule == "grounding" and finding.severity == "error"
    ]
    assert (errors == []) is grounded


@pytest.mark.parametrize(
    ("said", "grounded"),
    [("50% is not acceptable", True), ("40% is not acceptable", False), ("25% off", True)],
)
def test_a_percentage_the_user_said_as_a_fraction_is_grounded(said: str, grounded: bool) -> None:
    """'Half isn't good enough' grounds '50% not acceptable'; a quarter grounds 25%."""
    state = AgentState.open(MemoryBackend(), session_id="s", clock=ManualClock())
    user = state.append_user("Half isn't good enough. A quarter off the fee would be fair.")
    summary = {"objective": {"text": said, "refs": [user.ref]}}
    errors = [
        finding
        for finding in validate(summary, state, covers_through=user.seq)
        if finding.rule == "grounding" and finding.severity == "error"
    ]
    assert (errors == []) is grounded


def test_a_tool_exchange_is_one_piece_of_evidence() -> None:
    """Citing a result grounds its call's arguments, and citing a call its result's values.

    "Refund of $30 to card_4421 failed" citing the error result: the card is in the call.
    A value in neither half of the exchange is still not grounded.
    """
    state = AgentState.open(MemoryBackend(), session_id="s", clock=ManualClock())
    asked = state.append_user("Refund my last charge, please.")
    call = state.append_tool_call("issue_refund", {"amount": 30, "method": "card_4421"})
    result = state.append_tool_result(call, "Error: refunds over $25 need approval", is_error=True)
    head = state.append_assistant("That needs a supervisor.").seq

    def grounding(text: str, ref: str) -> list[str]:
        summary = {
            "objective": {"text": "Refund the charge", "refs": [asked.ref]},
            "decisions": [{"text": text, "refs": [ref]}],
        }
        findings = validate(summary, state, covers_through=head)
        return [finding.found for finding in findings if finding.rule == "grounding"]

    assert grounding("Refund of $30 to card_4421 failed: over $25 needs approval", result.ref) == []
    assert grounding("Refunding $30 to card_4421 failed: over $25 needs approval", call.ref) == []
    assert grounding("Refund of $30 to card_4422 failed", result.ref) == ["card_4422"]


def test_an_uncited_next_step_may_name_a_value_the_session_holds() -> None:
    """A value held by an event it does not cite is a warning in an uncited item, not an error.

    Open threads and next steps may cite nothing; "an email within 2 business days" names
    what the agent said. A value no event holds still blocks.
    """
    state = AgentState.open(MemoryBackend(), session_id="s", clock=ManualClock())
    asked = state.append_user("Refund my last charge, please.")
    head = state.append_assistant("You'll get an email within 2 business days.").seq

    def findings(text: str) -> list[tuple[str, str]]:
        summary = {
            "objective": {"text": "Refund the charge", "refs": [asked.ref]},
            "next_steps": [{"text": text, "refs": []}],
        }
        return [
            (finding.severity, finding.message)
            for finding in validate(summary, state, covers_through=head)
            if finding.rule == "grounding"
        ]

    [(severity, message)] = findings("Wait for the email within 2 business days.")
    assert severity == "warning"
    assert "ev_2 holds it" in message
    [(severity, _)] = findings("Wait for the email within 5 business days.")
    assert severity == "error"


_VARIANTS: dict[str, JSONValue] = {
    "name": "Desk Lamp",
    "variants": {
        "3301552209": {"item_id": "3301552209", "options": {"color": "white", "size": "31 inch"}},
        "3301552210": {"item_id": "3301552210", "options": {"color": "black", "size": "31 inch"}},
        "3301552211": {"item_id": "3301552211", "options": {"color": "black", "size": "34 inch"}},
    },
}


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("The black lamp 3301552209 was chosen", "color"),
        ("A black desk lamp with a long arm (item 3301552209) was chosen", "color"),
        ("Lamp 3301552209 (black, 31 inch) replaces lamp 3301552210", "color"),
        ("Desk lamp black 34 inch 3301552210 is out of stock", "size"),
        ("The white lamp 3301552209 was chosen", None),
        ("Lamp 3301552209 was swapped for the black one, 3301552210", None),
        ("Lamp 3301552210 replaces the white lamp 3301552209", None),
        ("Swap 3301552209 for black, then check 3301552211", None),
        ("The black lamps are 3301552210 and 3301552211", None),
        ("Not the black lamp: 3301552209 is the one", None),
    ],
)
def test_a_record_described_with_another_records_value_is_rejected(
    text: str, wrong: str | None, state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """'The black lamp 3301552209' when 3301552209 is the white one and another is black.

    What describes an id is its noun phrase and its parenthesis; a value that stands for the
    record's neighbour in a phrase of its own ("swapped for the black one") is not read.
    """
    call = state.append_tool_call("get_product", {"product": "desk lamp"})
    result = state.append_tool_result(call, _VARIANTS)
    head = {"covers_through": state.append_assistant("Which one?").seq}
    found = add(text, [result.ref], rule="grounding", **head)
    if wrong is None:
        assert found == []
    else:
        [finding] = found
        assert finding.severity == "error"
        assert f"its {wrong} is" in finding.message
        assert finding.refs == (result.ref,)


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("The return leg, TR207 from Houston to Newark, is on May 26", "date"),
        ("Return flight TR207 (2024-05-26) stays as booked", "date"),
        ("The return leg, TR207, is on May 28", None),
        ("TR100 is on May 26 and TR207 on May 28", None),
        ("The trip (TR100, TR207) starts on May 26", None),
        ("TR207 was moved from May 26", None),  # no value right after the verb
    ],
)
def test_a_date_of_another_entry_given_to_an_id_is_rejected(
    text: str, wrong: str | None, state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """'TR207 ... is on May 26' when the reservation's listing has TR207 on May 28.

    The result is a JSON text, as many tools return it; a date is said with or without its
    year.
    """
    flights = [
        {"flight_number": "TR100", "origin": "EWR", "date": "2024-05-26"},
        {"flight_number": "TR207", "origin": "IAH", "date": "2024-05-28"},
    ]
    call = state.append_tool_call("get_reservation", {"reservation_id": "K2P9QX"})
    result = state.append_tool_result(
        call, json.dumps({"reservation_id": "K2P9QX", "flights": flights})
    )
    head = {"covers_through": state.append_assistant("Found it.").seq}
    found = [f for f in add(text, [result.ref], rule="grounding", **head) if f.severity == "error"]
    if wrong is None:
        assert found == []
    else:
        [finding] = found
        assert f"its {wrong} is '2024-05-28'" in finding.message


def _errors(add: Check, text: str, ref: str, head: int) -> list[Finding]:
    """The grounding errors of one item citing `ref`, the summary covering through `head`."""
    found = add(text, [ref], rule="grounding", covers_through=head)
    return [finding for finding in found if finding.severity == "error"]


@pytest.mark.parametrize(
    ("text", "grounded"),
    [
        ("LIC-30981: 5 seats, 4 assigned", True),  # the length of the result's "assigned"
        ("LIC-30981: 5 seats, 3 assigned", False),
        ("LIC-30981: 5 seats, 4 renewed", False),  # no list of that name
        ("Seats now go to x2096 and 4 others", False),  # no word names the list
    ],
)
def test_a_count_of_a_list_the_result_holds_is_grounded(
    text: str, grounded: bool, state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """'4 assigned' counts a list of four under "assigned"; another count is ungrounded."""
    call = state.append_tool_call("issue_license", {"seat_pack": 5})
    assigned = ["EMP-52310", "EMP-52311", "EMP-52314", "EMP-52319"]
    content = {"order_id": "LIC-30981", "seats_added": 5, "assigned": assigned}
    result = state.append_tool_result(call, content)
    head = state.append_assistant("Done.").seq
    assert (_errors(add, text, result.ref, head) == []) is grounded
    # The same result sent as JSON text, as many tools send it
    call = state.append_tool_call("issue_license", {"seat_pack": 5})
    result = state.append_tool_result(call, json.dumps(content))
    head = state.append_assistant("Done.").seq
    assert (_errors(add, text, result.ref, head) == []) is grounded


@pytest.mark.parametrize(
    ("text", "grounded"),
    [
        ("Deposit to Front Range CU x2096, expected by 8/9", True),
        ("Deposit to Front Range CU x2097, expected by 8/9", False),
        ("Inspection moved to Tue 8/13, 1-3pm", True),  # 2024-08-13, 13:00
        ("Inspection moved to Tue 8/13, 1-3am", False),
        ("Inspection moved to Tue 8/14, 1-3pm", False),
    ],
)
def test_values_as_people_write_them_are_grounded(
    text: str, grounded: bool, state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """A masked account, a date by its month and day, a range's start in its end's half."""
    call = state.append_tool_call("release_payment", {"payment_id": "PMT-88247"})
    result = state.append_tool_result(
        call,
        {
            "account_last4": "2096",
            "expected_by": "2024-08-09",
            "inspection": {"date": "2024-08-13", "window": "13:00-15:00"},
        },
    )
    head = state.append_assistant("Released.").seq
    assert (_errors(add, text, result.ref, head) == []) is grounded


@pytest.mark.parametrize(
    ("text", "grounded"),
    [
        ("Scan ordered: Pellworth, Marrowby Quarterly 4 (2011) 1204-9", True),
        ("Scan ordered: Pellworth, Marrowby Quarterly 4 (2011) 1204-19", False),
        ("Scan ordered: Pellworth, Marrowby Quarterly 4 (2011) 1204-1209", True),
    ],
)
def test_a_range_ending_in_fewer_digits_ends_at_its_starts_first_digits(
    text: str, grounded: bool, state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """'1204-9' of pages 1204-1209: the end takes the start's first digits."""
    call = state.append_tool_call("order_scan", {"request_id": "SC-410"})
    result = state.append_tool_result(
        call, {"article": "Pellworth, Marrowby Quarterly 4 (2011)", "pages": "1204-1209"}
    )
    head = state.append_assistant("Ordered.").seq
    assert (_errors(add, text, result.ref, head) == []) is grounded


@pytest.mark.parametrize(
    ("text", "certain"),
    [
        ("Renata reported damage to her 2019 Honda CR-V", False),  # the Honda's own year
        ("Renata reported damage to her 2016 Honda CR-V", True),  # the Ford's year
        ("Renata reported damage to her 2019 car", True),  # no word tells which vehicle
    ],
)
def test_a_value_of_the_entry_the_item_describes_is_true_if_uncited(
    text: str, certain: bool, state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """'Her 2019 Honda CR-V': 2019 is the year of the entry only the Honda's record describes.

    Citing another event, the value is that entry's: where it comes from is unsaid (a
    warning), not its value; citing the event the vehicles came from, it is grounded. Another
    entry's value, or an entry no word of the item tells, stays an error.
    """
    vehicles = [
        {"year": 2019, "make": "Honda", "model": "CR-V", "plate": "OR 482 KMT"},
        {"year": 2016, "make": "Ford", "model": "F-150", "plate": "OR 319 BRX"},
    ]
    write_fact(state, "vehicles", value=vehicles, source=ticket.report)
    other = state.append_user("It was parked on the street overnight.")
    head = {"covers_through": other.seq}
    found = [f for f in add(text, [other.ref], rule="grounding", **head) if "'20" in f.message]
    [finding] = found
    assert finding.severity == ("error" if certain else "warning")
    # Citing the event the vehicles came from, the entry's own value is grounded.
    from_source = add(text, [ticket.report], rule="grounding", **head)
    assert any("'20" in f.message for f in from_source) is certain


@pytest.mark.parametrize(
    ("text", "error"),
    [
        ("Noor is moving from 88 Birch Rd, Unit 4C to 12 Elm St.", False),
        ("Noor is moving from 88 Birch Rd, Unit 4D to 12 Elm St.", True),  # said nowhere
        ("Noor is moving to 12 Elm St; her bill is due 10/13.", True),  # a decision's date
    ],
)
def test_an_objective_value_the_session_says_alike_is_no_error(
    clock: ManualClock, text: str, error: bool
) -> None:
    """An objective gathers the session: a value said beside the same word is the one meant.

    Citing only Noor's messages, the old address comes from the account's record, which says
    "Unit 4C" as the objective does: where it comes from is unsaid (a warning), its value is
    the session's. October 13 said beside "due" is not the session's: there it is the date a
    decision is expected by, and the bill is due on October 21.
    """
    state = AgentState.open(MemoryBackend(), session_id="move-1", clock=clock)
    first = state.append_user("Hi, Noor Haddad here. I'm moving to 12 Elm St next week.")
    call = state.append_assistant(None, tool_calls=[ToolCall("get_account", {"name": "Noor"})])
    state.append_tool_result(
        call,
        {"service_address": "88 Birch Rd, Unit 4C", "bill_due": "2025-10-21"},
    )
    state.append_assistant("A decision on the transfer is expected by 2025-10-13.")
    head = state.append_assistant("Anything else?").seq
    summary = {"objective": {"text": text, "refs": [first.ref]}}
    findings = validate(summary, state, covers_through=head)
    errors = [f for f in findings if f.rule == "grounding" and f.severity == "error"]
    assert bool(errors) is error


@pytest.mark.parametrize(
    ("text", "error"),
    [
        ("Release only INV-90317.", False),  # said "90317"; the session holds INV-90317
        ("Release only INV-90318.", True),  # no event holds it whole
        ("Release only PO-90317.", True),  # no event holds it whole either
    ],
)
def test_an_id_said_by_its_number_is_grounded_where_the_session_holds_it(
    clock: ManualClock, text: str, error: bool
) -> None:
    """People drop an id's letters: "90317" is INV-90317 where the session found that id."""
    state = AgentState.open(MemoryBackend(), session_id="ap-4", clock=clock)
    call = state.append_assistant(None, tool_calls=[ToolCall("get_invoices", {"vendor": "V-1"})])
    state.append_tool_result(call, {"invoices": ["INV-90317", "INV-90342"]})
    said = state.append_user("Release only the first one, 90317. Leave the other on hold.")
    head = state.append_assistant("Noted.").seq
    summary = {
        "objective": {"text": "Release an invoice.", "refs": [said.ref]},
        "constraints": [{"text": text, "refs": [said.ref]}],
    }
    findings = validate(summary, state, covers_through=head)
    errors = [f for f in findings if f.rule == "grounding" and f.severity == "error"]
    assert bool(errors) is error


@pytest.mark.parametrize(
    ("text", "ungrounded"),
    [
        ("Attempt 2: the credit for order 4921 was asked for again.", False),
        ("Box 2 of order 4921 arrived damaged.", True),
    ],
)
def test_a_number_after_a_word_of_trying_numbers_the_attempt(
    text: str, ungrounded: bool, ticket: SupportTicket, add: Check
) -> None:
    """'Attempt 2' is the summary's numbering of attempts (`TRIES`), as '#2' is; 'Box 2' is not."""
    found = add(text, [ticket.report], field="decisions", rule="grounding")
    assert any("'2'" in finding.message for finding in found) is ungrounded
