"""Grounding through what an act stands for, and values as people say them.

What an act stands for: its proposal's terms, a refusal's object. Values as people say them:
ordinals, "and a half", a phrase that describes one entry.
"""

from __future__ import annotations

import pytest

from agentstate import AgentState
from agentstate.testing.records import write_fact

from .conftest import Check


def _executed_request(state: AgentState) -> tuple[str, str, str]:
    """An equipment request proposed with its price, approved, executed: (yes, call, result)."""
    asked = state.append_assistant(
        "Here's the request:\n"
        "- 1 x Aster 27-inch QHD monitor (MON-27Q), $289.00\n"
        "- Ship to: your home, 12 Pisgah View Dr\n"
        "Your manager's old request, EQ-19911, for $159.00, is closed.\n"
        "Shall I submit it? (yes/no)"
    )
    action = state.ledger.propose(
        "submit_equipment_request", {"sku": "MON-27Q", "quantity": 1}, source=asked
    )
    yes = state.append_user("yes")
    state.ledger.approve(action, by="user", source=yes)
    call = state.append_tool_call("submit_equipment_request", {"sku": "MON-27Q", "quantity": 1})
    state.ledger.execute(action, by="tool_runner", source=call)
    result = state.append_tool_result(
        call, {"request_id": "EQ-20931", "status": "awaiting_manager_approval"}
    )
    return yes.ref, call.ref, result.ref


def test_a_term_of_the_proposal_an_execution_carried_out_is_grounded(
    state: AgentState, add: Check
) -> None:
    """'EQ-20931 submitted: MON-27Q, $289.00' citing the result, whose proposal gave the price.

    A term is on a line of the proposal with one of the act's own values; another object the
    proposal tells of is none. The yes alone grounds no term: it does not say who chose.
    """
    yes, _, result = _executed_request(state)
    head = {"covers_through": state.append_assistant("Submitted.").seq}
    text = "EQ-20931 submitted: 1 x Aster 27-inch QHD (MON-27Q), $289.00"
    assert add(text, [result], rule="grounding", **head) == []
    wrong = add(text.replace("289.00", "298.00"), [result], rule="grounding", **head)
    assert [finding.found for finding in wrong] == ["298.00"]
    other = add("EQ-20931 submitted; EQ-19911 for $159.00", [result], rule="grounding", **head)
    assert {finding.found for finding in other} == {"EQ-19911", "159.00"}
    assert [f.found for f in add("He picked the $289.00 one", [yes], rule="grounding", **head)] == [
        "289.00"
    ]


def _refused_cancellation(state: AgentState) -> tuple[str, str]:
    """A cancellation of PTO-7731 (dated October 17 by its record) the user refused."""
    call = state.append_tool_call("list_pto_requests", {"employee_id": "E-40218"})
    listed = state.append_tool_result(
        call,
        {
            "requests": [
                {"request_id": "PTO-7731", "date": "2025-10-17", "hours": 8.0},
                {"request_id": "PTO-7788", "date": "2025-10-31", "hours": 4.0},
            ]
        },
    )
    asked = state.append_assistant("I'll cancel PTO-7731, Friday 10/17. Shall I? (yes/no)")
    action = state.ledger.propose("cancel_pto_request", {"request_id": "PTO-7731"}, source=asked)
    refusal = state.append_user("No no, not that one! That's the long weekend at my mom's.")
    state.ledger.reject(action, by="user", source=refusal)
    return listed.ref, refusal.ref


@pytest.mark.parametrize(
    ("text", "ungrounded"),
    [
        ("Her October 17 day off (PTO-7731) must stay", []),
        ("Her October 18 day off (PTO-7731) must stay", ["October 18"]),
        ("Her October 31 day off (PTO-7788) must stay", ["October 31", "PTO-7788"]),
        ("She moved her day off to PTO-7731", ["PTO-7731"]),  # refused: no destination
    ],
)
def test_what_a_refusal_refused_is_grounded_by_it(
    state: AgentState, add: Check, text: str, ungrounded: list[str]
) -> None:
    """'PTO-7731 must stay' citing the no to cancelling PTO-7731, and its record's date."""
    _, refusal = _refused_cancellation(state)
    head = {"covers_through": state.append_assistant("Which one, then?").seq}
    found = add(text, [refusal], field="constraints", rule="grounding", **head)
    assert [finding.found for finding in found] == ungrounded


@pytest.mark.parametrize(
    ("text", "ungrounded"),
    [
        ("Wendell wants a 2nd monitor", []),
        ("Wendell wants a 3rd monitor", ["3rd"]),
        ("OT at 1.5x his rate", []),
        ("OT at 2.5x his rate", ["2.5x"]),
    ],
)
def test_ordinals_and_halves_in_words_ground_their_figures(
    state: AgentState, add: Check, text: str, ungrounded: list[str]
) -> None:
    """'2nd' of 'a second monitor', '1.5' of 'time and a half'."""
    said = state.append_user("I need a second monitor. Overtime is paid at time and a half.")
    found = add(text, [said.ref], rule="grounding", covers_through=said.seq)
    assert [finding.found for finding in found] == ungrounded


@pytest.mark.parametrize(
    ("text", "certain"),
    [
        ("$400 to savings, the rest to the Tidewater checking account ending 8841", False),
        ("$400 to savings, the rest to the Northbank checking account ending 8841", True),
        ("$400 to savings, the rest to the checking account ending 8841", True),
    ],
)
def test_the_words_before_a_value_may_describe_its_entry_together(
    state: AgentState, add: Check, text: str, certain: bool
) -> None:
    """'The Tidewater checking account ending 8841': each word describes two accounts, both one.

    The value is then that entry's: unsaid where it comes from (a warning), not wrong.
    """
    accounts = {
        "DD-1": "Northbank checking ****3306",
        "DD-2": "Tidewater Credit Union checking ****8841",
        "DD-3": "Tidewater Credit Union savings ****5172",
    }
    call = state.append_tool_call("get_direct_deposit", {"employee_id": "E-31907"})
    result = state.append_tool_result(call, {"accounts": accounts})
    write_fact(state, "deposit_accounts", value=accounts, source=result.ref)
    said = state.append_user("$400 every paycheck into savings, everything else into checking.")
    found = [
        finding
        for finding in add(text, [said.ref], rule="grounding", covers_through=said.seq)
        if finding.found == "8841"
    ]
    assert [finding.severity for finding in found] == ["error" if certain else "warning"]


@pytest.mark.parametrize(
    ("text", "swapped"),
    [
        ("Lucia: 43h worked, 40 paid at straight time", []),  # regular_paid_hours of week 2
        ("Vacation: hours 24, left 22.5", []),
        ("Vacation: hours 22.5, left 24", ["22.5", "24"]),
        ("Dec 22-24 vacation, 24h", []),  # the end of a range labels nothing
    ],
)
def test_a_label_is_read_against_every_object_it_may_name(
    state: AgentState, add: Check, text: str, swapped: list[str]
) -> None:
    """'40 paid' is true of a week whose regular_paid_hours are 40.

    It is so though another week's overtime_paid_hours are 0 and its hours_worked 40.
    """
    call = state.append_tool_call("get_timecard", {"employee_id": "E-55120"})
    weeks = [
        {"hours_worked": 40.0, "overtime_paid_hours": 0.0},
        {"hours_worked": 43.0, "regular_paid_hours": 40.0, "overtime_paid_hours": 0.0},
        {"hours": 24.0, "vacation_left": 22.5},
    ]
    result = state.append_tool_result(call, {"weeks": weeks})
    found = add(text, [result.ref], rule="grounding", covers_through=result.seq)
    assert [finding.found for finding in found if " is its " in finding.message] == swapped


def test_a_record_the_cited_result_dates_anew_keeps_none_of_its_old_dates(
    state: AgentState, add: Check
) -> None:
    """'Ready Oct 17' citing a redirect whose record of the parcel is ready from Oct 18.

    The parcel's earlier record (delivery on Oct 17) named by the same id grounds no date the
    cited record gives anew; with no date of its own there, it does.
    """
    call = state.append_tool_call("track_parcel", {"tracking": "KP2207441870"})
    state.append_tool_result(
        call, {"tracking_number": "KP2207441870", "delivery_date": "2024-10-17"}
    )
    moved = state.append_tool_call("redirect_parcel", {"tracking": "KP2207441870"})
    redirected = state.append_tool_result(
        moved, {"tracking_number": "KP2207441870", "ready_from": "2024-10-18"}
    )
    held = state.append_tool_call("hold_parcel", {"tracking": "KP2207441870"})
    on_hold = state.append_tool_result(held, {"tracking_number": "KP2207441870", "held": True})
    head = {"covers_through": on_hold.seq}
    wrong = add("KP2207441870 ready Oct 17", [redirected.ref], rule="grounding", **head)
    assert [finding.found for finding in wrong] == ["Oct 17"]
    assert (
        add("KP2207441870 was due Oct 17, now held", [on_hold.ref], rule="grounding", **head) == []
    )


@pytest.mark.parametrize(
    ("text", "ungrounded"),
    [
        ("The $86.40 charge from August 14 is not to be disputed", []),
        ("The $86.40 charge from August 19 is not to be disputed", ["August 19"]),
        ("The $214.73 charge from August 19 is not to be disputed", ["214.73", "August 19"]),
    ],
)
def test_an_entry_the_user_named_by_its_amount_rounded_grounds_its_values(
    state: AgentState, add: Check, text: str, ungrounded: list[str]
) -> None:
    """'The $86 one was a rain jacket I kept': the $86.40 charge of August 14, not the other."""
    charges = {
        "TXN-90412277": {"date": "2024-08-14", "amount": 86.4},
        "TXN-90588130": {"date": "2024-08-19", "amount": 214.73},
    }
    call = state.append_tool_call("list_transactions", {"card": "5582"})
    result = state.append_tool_result(call, {"transactions": charges})
    write_fact(state, "transactions", value=charges, source=result.ref)
    said = state.append_user("The $86 one was a rain jacket I kept, leave it alone.")
    found = add(text, [said.ref], field="constraints", rule="grounding", covers_through=said.seq)
    assert [finding.found for finding in found if finding.severity == "error"] == ungrounded
