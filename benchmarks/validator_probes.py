"""Probes of the validator in settings no corpus has: true statements pass, false ones fail.

Six small labelled sets, written from English and from how models summarize, not from any
corpus item (the corpora in ../shared/data/summaries-dev and benchmarks/corpora measure the
validator; these are what it was developed against in their stead):

- workflow: a deployment that failed, a pending and an issued credit, a rejected suspension;
  claims of status about them, in the kinds' own words or in others;
- helpdesk: attributions to the user, faithful paraphrases and misattributions;
- telecom: a billing session summarized in three model styles, and ten one-defect variants;
- carry-forward: a second compaction saying the first one's constraints again, reworded,
  merged or shortened, and eight changed rules;
- values: values in the shapes of other domains (versions, emails, codes, durations), wrong
  ones and ones rewritten;
- history: an address and an appointment the user changed, through a tool no ledger action
  governs: the old values told as history, and old values told as current.

    python benchmarks/validator_probes.py

Prints, per set, the true statements rejected and the false ones passed, and lists each.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from agentstate import (
    AgentState,
    CompactionPolicy,
    MemoryBackend,
    Scratchpad,
    ToolCall,
)
from agentstate.events import EventRef
from agentstate.testing import ScriptedSummarizer
from agentstate.validation import validate

Outcome = tuple[list[str], list[str]]
"""(true statements rejected, false statements passed), each as its text."""


def _errors(state: AgentState, summary: dict[str, Any], head: int) -> list[Any]:
    return [f for f in validate(summary, state, covers_through=head) if f.severity == "error"]


def workflow() -> tuple[Outcome, int, int]:
    state = AgentState.open(MemoryBackend(), session_id="ops")
    request = state.append_user(
        "Please deploy billing-api v2.4.1 to staging, credit $45.00 to account ACC-7781 for "
        "the outage, suspend account ACC-9920, and refund invoice INV-3310."
    )

    def act(kind: str, params: dict[str, Any], status: str, *, error: bool = False) -> None:
        offer = state.append_assistant(f"I will run {kind} with {params}. Shall I proceed?")
        action = state.ledger.propose(kind, params, source=offer.ref).id
        if status == "pending":
            return
        answer = state.append_user("No, not that." if status == "rejected" else "Yes, go ahead.")
        if status == "rejected":
            state.ledger.reject(action, by="user", source=answer.ref)
            return
        state.ledger.approve(action, by="user", source=answer.ref)
        if status == "approved":
            return
        call = state.append_assistant(None, tool_calls=[ToolCall(kind, params)])
        state.ledger.execute(action, by="tool_runner", source=call.ref)
        result = "Error: quota exceeded" if error else {"status": "ok"}
        state.append_tool_result(call, result, is_error=error)

    act("deploy_service", {"service": "billing-api", "version": "v2.4.1"}, "executed", error=True)
    act("issue_credit", {"account_id": "ACC-7781", "amount": 45.0}, "pending")
    act("suspend_account", {"account_id": "ACC-9920"}, "rejected")
    act("refund_invoice", {"invoice_id": "INV-3310"}, "approved")
    act("issue_credit", {"account_id": "ACC-1002", "amount": 20.0}, "executed")
    head = state.append_assistant("Here is where things stand.").seq
    refs = [event.ref for event in state.events() if event.seq < head]
    false = [
        "billing-api v2.4.1 was deployed to staging.",
        "Deployed billing-api v2.4.1 to staging successfully.",
        "The staging deployment went through.",
        "Deployment of billing-api: done.",
        "The agent deployed the new version to staging.",
        "billing-api is now running v2.4.1 on staging.",
        "Credit of $45.00 issued to ACC-7781.",
        "ACC-7781 was credited $45.",
        "The $45 credit for the outage has been applied to ACC-7781.",
        "The outage credit was approved.",
        "The user approved the $45 credit.",
        "The customer confirmed the credit and it was issued.",
        "The agent credited the customer's account.",
        "Credited ACC-7781 ($45.00).",
        "Account ACC-9920 was suspended.",
        "Suspended ACC-9920 as requested.",
        "The suspension of ACC-9920 was approved by the user.",
        "ACC-9920 is now suspended.",
        "Invoice INV-3310 was refunded.",
        "The refund of INV-3310 has been processed.",
        "INV-3310 refund completed.",
        "Refunded INV-3310 to the customer.",
        "Both credits were issued.",
        "All four requests were completed.",
        "The deployment, the credit and the refund are all done.",
        "None: everything the user asked for has been done.",
        "Nothing left; the credit to ACC-7781 is already issued.",
        "ACC-9920 suspended; INV-3310 refunded; credit issued.",
        "Status: deploy ok, credit ok, suspension ok.",
        "The account was closed.",
        "ACC-1002 was suspended.",
        "The agent rolled back billing-api to v2.4.0.",
        "A $20 credit was also issued to ACC-7781.",
        "The user declined the refund of INV-3310.",
        "The user rejected the $45 credit.",
        "The credit to ACC-1002 failed.",
        "The credit to ACC-1002 is still pending approval.",
    ]
    true = [
        "The deployment of billing-api v2.4.1 to staging failed (quota exceeded).",
        "Deploying billing-api v2.4.1 to staging was attempted but returned an error.",
        "The $45 credit to ACC-7781 is proposed and awaits the user's yes.",
        "The agent offered a $45.00 credit to ACC-7781; not yet approved.",
        "The user declined suspending ACC-9920.",
        "ACC-9920 was not suspended: the user said no.",
        "The refund of INV-3310 is approved but has not been run yet.",
        "The user approved refunding INV-3310.",
        "A $20 credit was issued to ACC-1002.",
        "ACC-1002 was credited $20.",
        "Retry the staging deployment once the quota allows.",
        "Issue the $45 credit once the user confirms.",
        "Refund INV-3310 (approved).",
        "The user asked to suspend ACC-9920, then changed their mind.",
        "Deploy billing-api v2.4.1 to staging, credit ACC-7781, suspend ACC-9920 and refund "
        "INV-3310.",
        "Credit for ACC-7781 not issued yet.",
        "Whether the user wants the $45 credit issued.",
    ]

    def rejected(text: str) -> bool:
        summary = {
            "objective": {"text": "Handle the user's requests.", "refs": [request.ref]},
            "decisions": [{"text": text, "refs": refs}],
        }
        return bool(_errors(state, summary, head))

    return _outcome(true, false, rejected), len(true), len(false)


def helpdesk() -> tuple[Outcome, int, int]:
    state = AgentState.open(MemoryBackend(), session_id="hd")
    said = {
        "u1": state.append_user(
            "Hi, my laptop won't connect to the office VPN since this morning. I'm on Windows 11."
        ),
        "u2": state.append_user("Sure, it's E-40417."),
        "a2": state.append_assistant(
            "Thanks. I can reset your VPN certificate or open a ticket with the network team. "
            "Which do you prefer?"
        ),
        "u3": state.append_user(
            "Please reset the certificate, but don't log me out of my other sessions."
        ),
        "a3": state.append_assistant(
            "Resetting the certificate will take about 10 minutes. Shall I go ahead?"
        ),
        "u4": state.append_user(
            "Yes, go ahead. And please email the confirmation to my personal address, not my "
            "work one."
        ),
        "u5": state.append_user(
            "It's dana.k@example.net. Also I'd prefer a call back rather than chat next time."
        ),
    }
    head = state.append_assistant("Noted, thanks.").seq
    true = [
        ("objective", "The user needs their laptop reconnected to the office VPN (Windows 11).", "u1"),
        ("decisions", "The user chose a certificate reset over a ticket with the network team.", "u3 a2"),
        ("decisions", "The user confirmed the certificate reset (go ahead).", "u4"),
        ("decisions", "User approved resetting the VPN certificate.", "u4 a3"),
        ("constraints", "Do not log the user out of their other sessions.", "u3"),
        ("constraints", "Send the confirmation to the personal address dana.k@example.net, not the work one.", "u4 u5"),
        ("constraints", "The user asked for the confirmation by email to their personal address.", "u4"),
        ("constraints", "Prefers a phone call back over chat.", "u5"),
        ("decisions", "The user gave employee ID E-40417.", "u2"),
        ("decisions", "As the user requested, the certificate will be reset; it takes about 10 minutes.", "u3 a3"),
        ("constraints", "User wants to stay logged in to other sessions.", "u3"),
        ("objective", "Fix the user's VPN connection, which has failed since this morning.", "u1"),
        ("decisions", "The user agreed to the reset and asked that other sessions stay logged in.", "u3 u4"),
        ("constraints", "Contact the user by phone, not chat, in future.", "u5"),
    ]  # fmt: skip
    false = [
        ("decisions", "The user chose to open a ticket with the network team.", "u3"),
        ("constraints", "Log the user out of all other sessions.", "u3"),
        ("constraints", "Send the confirmation to the user's work address.", "u4"),
        ("constraints", "The user prefers chat over a call back.", "u5"),
        ("decisions", "The user gave employee ID E-40471.", "u2"),
        ("decisions", "The user asked for the reset to take 10 minutes.", "u3"),
        ("constraints", "The user asked to be logged out of other sessions.", "u3"),
        ("objective", "The user needs their laptop reconnected to the office VPN (macOS).", "u1"),
        ("decisions", "The user asked to email the confirmation to dana.k@example.com.", "u5"),
        ("constraints", "User wants the confirmation by text message.", "u4"),
        ("decisions", "The user declined the certificate reset.", "u3 u4"),
    ]  # fmt: skip

    def rejected(case: tuple[str, str, str]) -> bool:
        field, text, cites = case
        item = {"text": text, "refs": [said[name].ref for name in cites.split()]}
        summary: dict[str, Any] = {"objective": {"text": "Fix the VPN.", "refs": [said["u1"].ref]}}
        summary[field] = item if field == "objective" else [item]
        return bool(_errors(state, summary, head))

    return _outcome(true, false, rejected, name=lambda case: case[1]), len(true), len(false)


def telecom() -> tuple[Outcome, int, int]:
    class Facts(Scratchpad):
        account_id: str | None = None
        refund_amount: float | None = None

    state = AgentState.open(MemoryBackend(), session_id="tel", scratchpad=Facts)
    ev: dict[str, EventRef] = {}

    def exchange(name: str, args: dict[str, Any], result: Any, *, error: bool = False) -> EventRef:
        call = state.append_assistant(None, tool_calls=[ToolCall(name, args)])
        ev[name] = call
        return state.append_tool_result(call, result, is_error=error)

    ev["u1"] = state.append_user(
        "Hi, I was charged $89.99 on my last bill but my plan is $59.99. Account number is "
        "5550-1187."
    )
    ev["r1"] = exchange(
        "get_account",
        {"account_id": "5550-1187"},
        {
            "holder": "Priya Raman",
            "monthly_price": 59.99,
            "last_bill": {
                "total": 89.99,
                "items": [
                    {"desc": "Unlimited Basic", "amount": 59.99},
                    {"desc": "International roaming pass", "amount": 30.00},
                ],
            },
        },
    )
    ev["u2"] = state.append_user(
        "No, I never added roaming. I haven't traveled this year. Please remove it and refund "
        "the charge."
    )
    ev["a3"] = state.append_assistant(
        "I can remove the roaming pass and refund $30.00 to your card ending 4421. Proceed?"
    )
    ev["u3"] = state.append_user("Yes please. But don't change anything else on my plan.")
    addon = {"account_id": "5550-1187", "addon": "intl_roaming_pass"}
    removal = state.ledger.propose("remove_addon", addon, source=ev["a3"].ref).id
    state.ledger.approve(removal, by="user", source=ev["u3"].ref)
    ev["r2"] = exchange("remove_addon", addon, {"status": "removed", "effective": "2024-07-01"})
    state.ledger.execute(removal, by="tool_runner", source=ev["remove_addon"].ref)
    refund = {"account_id": "5550-1187", "amount": 30.00, "method": "card_4421"}
    first = state.ledger.propose("issue_refund", refund, source=ev["a3"].ref).id
    state.ledger.approve(first, by="user", source=ev["u3"].ref)
    ev["r3"] = exchange(
        "issue_refund", refund, "Error: refunds over $25 need supervisor approval", error=True
    )
    state.ledger.execute(first, by="tool_runner", source=ev["issue_refund"].ref)
    ev["a4"] = state.append_assistant(
        "The roaming pass is removed as of July 1, 2024. The refund needs a supervisor's "
        "approval because it is over $25; I've asked for it and you'll get an email within 2 "
        "business days."
    )
    state.ledger.propose("issue_refund", {**refund, "approver": "supervisor"}, source=ev["a4"].ref)
    ev["u4"] = state.append_user("Can you also make sure I get paper bills instead of email ones?")
    ev["a5"] = state.append_assistant("Paper bills cost $2 a month. Should I go ahead?")
    ev["u5"] = state.append_user("Oh, then no, keep email billing.")
    head = state.append_assistant("Alright, email billing stays.").seq
    state.scratchpad.set("account_id", "5550-1187", source=ev["u1"].ref)
    state.scratchpad.set("refund_amount", 30.0, source=ev["a3"].ref)

    def item(text: str, *names: str) -> dict[str, Any]:
        return {"text": text, "refs": [ev[name].ref for name in names]}

    objective = item(
        "Resolve the overcharge on account 5550-1187: $89.99 instead of $59.99.", "u1", "r1"
    )
    summaries = {
        "claude-dense": {
            "objective": objective,
            "decisions": [
                item("Roaming pass ($30.00) was not added by the user; user asked to remove it and refund the charge.", "u2"),
                item("intl_roaming_pass removed (effective 2024-07-01).", "r2"),
                item("Refund of $30.00 to card_4421 failed: refunds over $25 need supervisor approval; a new refund awaits the supervisor.", "r3", "a4"),
                item("User declined paper billing because of the $2 monthly fee; email billing stays.", "a5", "u5"),
            ],
            "constraints": [item("Do not change anything else on the plan.", "u3"), item("Keep email billing.", "u5")],
            "open_threads": [item("Supervisor approval for the $30 refund (email within 2 business days).", "a4")],
        },
        "gpt4o-narrative": {
            "objective": item("The customer, Priya Raman, was charged $89.99 instead of her usual $59.99 plan price.", "u1", "r1"),
            "decisions": [
                item("The customer confirmed she never added the international roaming pass and asked for it to be removed and refunded.", "u2"),
                item("The agent removed the roaming pass from the account, effective July 1, 2024.", "r2", "a4"),
                item("The $30 refund could not be processed automatically because refunds over $25 require supervisor approval; the agent has requested that approval.", "r3", "a4"),
                item("The customer decided to keep email billing after learning paper bills cost $2 per month.", "a5", "u5"),
            ],
            "constraints": [item("The customer asked that nothing else on her plan be changed.", "u3")],
            "next_steps": [{"text": "Wait for supervisor approval of the $30.00 refund; the customer will receive an email within 2 business days.", "refs": []}],
        },
        "small-model-terse": {
            "objective": item("fix overcharge acct 5550-1187 (89.99 vs 59.99)", "u1"),
            "decisions": [item("roaming pass removed", "r2"), item("refund 30 failed, needs supervisor", "r3"), item("user said keep email billing", "u5")],
            "constraints": [item("no other plan changes", "u3")],
        },
    }  # fmt: skip
    defects = [
        ("decisions", item("The $30.00 refund to card_4421 was issued.", "r3", "a4")),
        ("decisions", item("The supervisor approved the $30 refund.", "a4")),
        ("decisions", item("Refund of $35.00 requested for supervisor approval.", "a4")),
        ("decisions", item("Refund will go to card ending 4412.", "a3")),
        ("constraints", item("The customer wants paper bills from now on.", "u4", "u5")),
        ("decisions", item("The customer said she added the roaming pass herself.", "u2")),
        ("decisions", item("Roaming pass removed effective June 1, 2024.", "r2")),
        ("constraints", item("The user asked to change the plan to a cheaper one.", "u3")),
        (
            "decisions",
            item("Paper billing costs $3 per month, so the user kept email.", "a5", "u5"),
        ),
        ("open_threads", item("User gets an email within 5 business days.", "a4")),
    ]
    base = summaries["claude-dense"]

    def rejected(case: Any) -> bool:
        if isinstance(case, str):
            return bool(_errors(state, summaries[case], head))
        field, extra = case
        summary = {
            key: list(value) if isinstance(value, list) else value for key, value in base.items()
        }
        summary[field] = [*summary.get(field, []), extra]
        at = f"{field}[{len(summary[field]) - 1}]"
        return any(f.path.startswith(at) for f in _errors(state, summary, head))

    outcome = _outcome(
        list(summaries),
        defects,
        rejected,
        name=lambda case: case if isinstance(case, str) else case[1]["text"],
    )
    return outcome, len(summaries), len(defects)


def carry_forward() -> tuple[Outcome, int, int]:
    state = AgentState.open(MemoryBackend(), session_id="carry")
    said = {
        "sessions": state.append_user(
            "Please reset the certificate, but don't log me out of my other sessions."
        ),
        "email": state.append_user(
            "Email the confirmation to dana.k@example.net, my personal address, not my work one."
        ),
        "trip": state.append_user(
            "Economy only, nothing before 11am. And the refund has to go back to my card "
            "ending 4421."
        ),
    }
    for number in range(6):
        state.append_user(f"Question {number}?")
        state.append_assistant("Answer.")
    parent = [
        ("Do not log the user out of their other sessions.", "sessions"),
        ("Send the confirmation to the personal address dana.k@example.net, not the work one.", "email"),
        ("Only economy class; no flights before 11am.", "trip"),
        ("The refund must go back to the original card ending 4421.", "trip"),
    ]  # fmt: skip
    objective = {
        "text": "Help the user with the certificate, the trip and the refund.",
        "refs": [said["sessions"].ref],
    }

    def constraints(pairs: list[tuple[str, str]]) -> list[dict[str, Any]]:
        return [{"text": text, "refs": [said[name].ref]} for text, name in pairs]

    policy = CompactionPolicy(budget=2000, keep_tokens=10, keep_groups=1)
    first = {"objective": objective, "constraints": constraints(parent)}
    state.compact(ScriptedSummarizer([first]), policy=policy, force=True)
    for number in range(4):
        state.append_user(f"Another message {number}.")
        state.append_assistant("OK.")
    head = state.append_assistant("Anything else?").seq
    true = {
        "verbatim": parent,
        "reworded": [
            ("Keep the user logged in to their other sessions; don't log them out.", "sessions"),
            ("Confirmation goes to dana.k@example.net (personal), not the work address.", "email"),
            ("Economy class only, and no flights before 11am.", "trip"),
            ("Refund to the original card ending 4421 only.", "trip"),
        ],
        "merged": [
            ("Do not log the user out of other sessions.", "sessions"),
            ("Send confirmation only to personal address dana.k@example.net, not the work one.", "email"),
            ("Only economy; no flights before 11am; the refund must go back to card ending 4421.", "trip"),
        ],
        "terse": [
            ("don't log user out of other sessions", "sessions"),
            ("confirmation -> dana.k@example.net (personal, not work)", "email"),
            ("economy only, no flights before 11am", "trip"),
            ("refund must go to original card 4421", "trip"),
        ],
    }  # fmt: skip
    false = {
        "dropped": parent[:3],
        "negation lost": [("Log the user out of their other sessions.", "sessions"), *parent[1:]],
        "value changed": [*parent[:3], ("The refund must go back to the original card ending 4412.", "trip")],
        "class swapped": [*parent[:2], ("Only business class; no flights before 11am.", "trip"), parent[3]],
        "before swapped": [*parent[:2], ("Only economy class; no flights after 11am.", "trip"), parent[3]],
        "addresses swapped": [parent[0], ("Send the confirmation to the work address dana.k@example.net, not the personal one.", "email"), *parent[2:]],
        "card swapped": [*parent[:3], ("The refund must go to a new card ending 4421.", "trip")],
        "loosened": [*parent[:2], ("Economy class if possible; no flights before 11am.", "trip"), parent[3]],
    }  # fmt: skip

    def rejected(name: str) -> bool:
        pairs = true[name] if name in true else false[name]
        summary = {"objective": objective, "constraints": constraints(pairs)}
        return any(f.rule == "constraints" for f in _errors(state, summary, head)) or (
            name in true and bool(_errors(state, summary, head))
        )

    return _outcome(list(true), list(false), rejected), len(true), len(false)


def values() -> tuple[Outcome, int, int]:
    wrong = [
        ("v2.4.1", "v2.4.2"), ("10.0.0.1", "10.0.0.7"), ("ORD-2024-0042", "ORD-2024-0043"),
        ("SKU 4471-B", "SKU 4471-C"), ("jane.doe@example.com", "jane.dow@example.com"),
        ("3.5%", "4.5%"), ("€45,00", "€46,00"), ("£12.50", "£13.50"), ("1,234.50 USD", "1,243.50 USD"),
        ("12:30pm", "1:30pm"), ("iPhone 15", "iPhone 14"), ("INC0012345", "INC0012346"),
        ("us-east-1", "us-east-2"), ("5 GB", "6 GB"), ("Room 4B", "Room 4C"), ("Gate B12", "Gate B13"),
        ("12/31/2024", "12/30/2024"), ("31.12.2024", "30.12.2024"), ("45 minutes", "55 minutes"),
        ("1.5 hours", "2.5 hours"), ("$0.99", "$0.89"), ("99.9%", "99.5%"),
        ("CVE-2024-3094", "CVE-2024-3095"), ("ext. 204", "ext. 205"), ("node-7b", "node-7c"), ("4K", "8K"),
    ]  # fmt: skip
    same = [
        ("$1,234.50", "1234.5 dollars"), ("2024-12-31", "Dec 31, 2024"), ("December 31", "2024-12-31"),
        ("375 dollars", "$375"), ("3:45 PM", "15:45"), ("two tickets", "2 tickets"), ("1.5 hours", "90 minutes"),
        ("13/12/1989", "December 13, 1989"), ("€45,00", "45 euros"), ("10%", "ten percent"),
    ]  # fmt: skip

    def rejected(pair: tuple[str, str]) -> bool:
        said, written = pair
        state = AgentState.open(MemoryBackend(), session_id="values")
        source = state.append_user(f"The value on file is {said}.")
        head = state.append_assistant("Noted.").seq
        summary = {
            "objective": {"text": "Check the record.", "refs": [source.ref]},
            "decisions": [{"text": f"The record shows {written}.", "refs": [source.ref]}],
        }
        return bool(_errors(state, summary, head))

    outcome = _outcome(same, wrong, rejected, name=lambda pair: f"{pair[0]} written {pair[1]}")
    return outcome, len(same), len(wrong)


class _Shipping(Scratchpad):
    order_id: str | None = None
    address: str | None = None
    appointment_date: str | None = None


def history() -> tuple[Outcome, int, int]:
    state = AgentState.open(MemoryBackend(), session_id="ship", scratchpad=_Shipping)
    said = {"u1": state.append_user("Please ship order ORD-7781 to 12 Oak Street.")}
    state.scratchpad.set("order_id", "ORD-7781", source=said["u1"])
    state.scratchpad.set("address", "12 Oak Street", source=said["u1"])
    said["a1"] = state.append_assistant("Shipping ORD-7781 to 12 Oak Street.")
    said["u2"] = state.append_user("Actually, send it to 40 Elm Road instead.")
    state.scratchpad.set("address", "40 Elm Road", source=said["u2"])
    call = state.append_tool_call(
        "update_address", {"order_id": "ORD-7781", "address": "40 Elm Road"}
    )
    said["res"] = state.append_tool_result(
        call, {"order_id": "ORD-7781", "address": "40 Elm Road", "status": "updated"}
    )
    said["u3"] = state.append_user("My service appointment is on 2024-05-03.")
    state.scratchpad.set("appointment_date", "2024-05-03", source=said["u3"])
    said["u4"] = state.append_user("Can you move the appointment to May 5?")
    state.scratchpad.set("appointment_date", "2024-05-05", source=said["u4"])
    said["a4"] = state.append_assistant("Done: your appointment moved from May 3 to May 5.")
    head = state.append_assistant("Anything else?").seq
    true = [
        ("The address was changed from 12 Oak Street to 40 Elm Road.", "u2 res u1"),
        ("The user first gave 12 Oak Street, then asked for 40 Elm Road instead.", "u1 u2"),
        ("ORD-7781 now ships to 40 Elm Road (previously 12 Oak Street).", "u1 u2 res"),
        ("The original address, 12 Oak Street, was replaced by 40 Elm Road.", "u1 u2"),
        ("Appointment moved from May 3 to May 5.", "u3 u4 a4"),
        ("The old appointment date (May 3) no longer applies; it is now May 5.", "u3 u4"),
        ("The user asked to move the appointment from 2024-05-03 to 2024-05-05.", "u3 u4"),
        ("Shipping address updated to 40 Elm Road; the earlier 12 Oak Street is superseded.", "u1 res"),
        ("Instead of 12 Oak Street, ORD-7781 goes to 40 Elm Road.", "u1 u2"),
    ]  # fmt: skip
    false = [
        ("ORD-7781 ships to 12 Oak Street.", "u1"),
        ("The appointment is on May 3.", "u3"),
        ("The address was changed from 40 Elm Road to 12 Oak Street.", "u1 u2"),
        ("The appointment was moved to May 3.", "u3 u4"),
        ("The shipping address is 12 Oak Street.", "u1 a1"),
        ("Appointment: 2024-05-03.", "u3"),
    ]  # fmt: skip

    def rejected(case: tuple[str, str]) -> bool:
        text, cites = case
        item = {"text": text, "refs": [said[name].ref for name in cites.split()]}
        summary: dict[str, Any] = {
            "objective": {"text": "Ship the order.", "refs": [said["u1"].ref]},
            "decisions": [item],
        }
        return bool(_errors(state, summary, head))

    return _outcome(true, false, rejected, name=lambda case: case[0]), len(true), len(false)


def _outcome(
    true: list[Any],
    false: list[Any],
    rejected: Callable[[Any], bool],
    *,
    name: Callable[[Any], str] = str,
) -> Outcome:
    return (
        [name(case) for case in true if rejected(case)],
        [name(case) for case in false if not rejected(case)],
    )


PROBES = {
    "workflow": workflow,
    "helpdesk": helpdesk,
    "telecom": telecom,
    "carry-forward": carry_forward,
    "values": values,
    "history": history,
}


def main() -> None:
    rows = []
    details = []
    for label, probe in PROBES.items():
        (rejected, passed), trues, falses = probe()
        rows.append(f"| {label} | {len(rejected)}/{trues} | {len(passed)}/{falses} |")
        details += [f"- {label}: true statement rejected: {text}" for text in rejected]
        details += [f"- {label}: false statement passed: {text}" for text in passed]
    print("| probe | true statements rejected | false statements passed |")
    print("|---|---:|---:|")
    print("\n".join(rows))
    print()
    print("\n".join(details))


if __name__ == "__main__":
    main()
