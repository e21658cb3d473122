"""The authority rule on a workflow agent's ledger: kinds named by verbs it has no word for.

A deployment failed, a credit is pending while another was issued, a suspension was
rejected. No domain code: the rule reads the kinds' names, the actions' params and the
log's tool results only.
"""

from __future__ import annotations

import pytest

from agentstate import AgentState, MemoryBackend, ToolCall
from agentstate.events import EventRef
from agentstate.testing import ManualClock
from agentstate.validation import Finding, validate
from agentstate.validation._language import act_nouns, kind_acts, kind_words, stem


class Workflow:
    """A session of a workflow agent: its first user message and the head a summary covers."""

    def __init__(self, state: AgentState, request: str) -> None:
        self.state = state
        self.request = state.append_user(request)
        self.head = self.request.seq

    @classmethod
    def standard(cls, state: AgentState) -> Workflow:
        """A failed deployment, a pending and an issued credit, a rejected suspension."""
        flow = cls(
            state,
            "Deploy billing-api v2.4.1 to staging, credit $45.00 to ACC-7781 for the outage, "
            "suspend ACC-9920, and credit $20.00 to ACC-1002.",
        )
        flow.act("deploy_service", {"service": "billing-api", "version": "v2.4.1"}, error=True)
        flow.state.ledger.propose(
            "issue_credit",
            {"account_id": "ACC-7781", "amount": 45.0},
            source=flow.offer("issue_credit"),
        )
        suspension = flow.state.ledger.propose(
            "suspend_account", {"account_id": "ACC-9920"}, source=flow.offer("suspend")
        ).id
        no = state.append_user("No, do not suspend it.")
        flow.state.ledger.reject(suspension, by="user", source=no.ref)
        flow.act("issue_credit", {"account_id": "ACC-1002", "amount": 20.0}, error=False)
        flow.head = state.append_assistant("Here is where things stand.").seq
        return flow

    def offer(self, what: str) -> EventRef:
        return self.state.append_assistant(f"Shall I {what}?")

    def act(self, kind: str, params: dict[str, object], *, error: bool) -> None:
        action = self.state.ledger.propose(kind, params, source=self.offer(kind)).id
        yes = self.state.append_user("Yes, go ahead.")
        self.state.ledger.approve(action, by="user", source=yes.ref)
        call = self.state.append_assistant(None, tool_calls=[ToolCall(kind, params)])
        self.state.ledger.execute(action, by="tool_runner", source=call.ref)
        result = "Error: quota exceeded" if error else {"status": "ok"}
        self.state.append_tool_result(call, result, is_error=error)

    def check(self, text: str) -> list[Finding]:
        refs = [event.ref for event in self.state.events() if event.seq < self.head]
        summary = {
            "objective": {"text": "Handle the user's requests.", "refs": [self.request.ref]},
            "decisions": [{"text": text, "refs": refs}],
        }
        findings = validate(summary, self.state, covers_through=self.head)
        return [f for f in findings if f.rule == "authority" and f.severity == "error"]


@pytest.fixture
def workflow(clock: ManualClock) -> Workflow:
    return Workflow.standard(AgentState.open(MemoryBackend(), session_id="ops-1", clock=clock))


def test_a_kind_named_verb_first_has_that_verb_unknown_to_the_lexicon() -> None:
    """A kind's first word is its verb (deploy_service deploys); a noun's form never is."""
    assert kind_words("deploy_service") == (frozenset({"servic"}), frozenset({stem("deploy")}))
    assert stem("suspend") in kind_acts("suspend_account")
    assert kind_words("shipment_hold")[1] == frozenset()


def test_a_verb_that_may_also_say_an_act_is_one_way() -> None:
    """Money "moved" was transferred and a booking "moved" changed; a mover does neither."""
    assert stem("move") in kind_acts("transfer_funds")
    assert stem("move") in kind_acts("modify_booking")  # modify is of the update class
    assert stem("reschedule") in kind_acts("update_booking")
    assert kind_acts("move_container") == frozenset({stem("move")})


@pytest.mark.parametrize(
    "text",
    ["The staging deployment went through.", "The billing deployment went through."],
)
def test_a_noun_in_ing_before_an_act_noun_modifies_it(workflow: Workflow, text: str) -> None:
    """'The staging deployment' is a deployment: its claim is read (and is false, it failed)."""
    [finding] = workflow.check(text)
    assert "deploy_service" in finding.message


def test_a_noun_of_an_act_reads_its_verb_by_its_ending() -> None:
    """A noun's ending gives its verb: deployment, suspension, approval."""
    assert stem("deploy") in act_nouns("deployment")
    assert stem("suspend") in act_nouns("suspension")
    assert stem("approve") in act_nouns("approval")
    assert act_nouns("cancellation") == frozenset({stem("cancel")})


@pytest.mark.parametrize(
    "text",
    [
        "billing-api v2.4.1 was deployed to staging.",
        "Deployed billing-api v2.4.1 to staging successfully.",
        "The deployment went through.",
        "The deployment of billing-api is complete.",
        "Account ACC-9920 was suspended.",
        "Suspended ACC-9920 as requested.",
        "A $20 credit was also issued to ACC-7781.",
        "The $45 credit for the outage has been applied to ACC-7781.",
        "The credit was applied to ACC-7781.",
        "The credit to ACC-1002 failed.",
    ],
)
def test_a_claim_against_the_ledger_is_caught(workflow: Workflow, text: str) -> None:
    """Each claim is false of the action it names (by its kind's verb, noun or objects)."""
    assert workflow.check(text), text


@pytest.mark.parametrize(
    "text",
    [
        "The deployment of billing-api v2.4.1 to staging failed (quota exceeded).",
        "The first deployment attempt errored.",
        "The $45 credit to ACC-7781 is proposed and awaits the user's yes.",
        "The credit to ACC-7781 is to be issued once the user confirms.",
        "The user declined suspending ACC-9920; it was not suspended.",
        "A $20 credit was issued to ACC-1002.",
        "ACC-1002 was credited $20.",
        "The credit form for the outage is complete.",
    ],
)
def test_a_faithful_account_passes(workflow: Workflow, text: str) -> None:
    """What the ledger and the log say, in the same words, claims nothing false."""
    assert workflow.check(text) == [], text


def test_an_attempt_that_failed_outside_the_ledger_may_be_said_to_have_failed(
    workflow: Workflow,
) -> None:
    """A call the ledger never governed that returned an error failed, whatever the ledger."""
    state = workflow.state
    action = state.ledger.propose(
        "issue_credit", {"account_id": "ACC-5555", "amount": 5.0}, source=workflow.request.ref
    ).id
    state.ledger.reject(action, by="user", source=workflow.request.ref)
    call = state.append_assistant(None, tool_calls=[ToolCall("issue_credit", {"amount": 5.0})])
    state.append_tool_result(call, "Error: account closed", is_error=True)
    workflow.head = state.append_assistant("That one failed.").seq
    assert workflow.check("The $5 credit to ACC-5555 failed.") == []


def test_an_ordinal_counts_the_attempts_at_one_kind(clock: ManualClock) -> None:
    """The first attempt on ACC-1002 is the first of two charges, not the plan change.

    The plan change and both charges name ACC-1002; only charge_card was tried twice.
    """
    state = AgentState.open(MemoryBackend(), session_id="ops-2", clock=clock)
    flow = Workflow(state, "Move ACC-1002 to the pro plan and charge the card.")
    flow.act("update_plan", {"account_id": "ACC-1002", "plan": "pro"}, error=False)
    flow.act("charge_card", {"account_id": "ACC-1002", "card": "card_77"}, error=True)
    flow.act("charge_card", {"account_id": "ACC-1002", "card": "card_88"}, error=False)
    flow.head = state.append_assistant("Done.").seq
    assert flow.check("First attempt on ACC-1002 failed (insufficient funds).") == []
    assert flow.check("The second charge attempt on ACC-1002 failed.")


def test_an_act_on_an_id_no_action_holds_is_caught(workflow: Workflow) -> None:
    """An act claimed on ACC-5555 when the only suspension is of ACC-9920 is caught."""
    [finding] = workflow.check("ACC-5555 was suspended.")
    assert "acc-5555" in finding.message.lower()
    assert "act_" in finding.message


def test_a_finding_states_each_action_once(workflow: Workflow) -> None:
    """A claim read twice of one action (its status word and its kind's verb) says it once."""
    [finding] = workflow.check("The credit of $45 was credited.")
    assert finding.message.count("is pending") == 1, finding.message


def test_all_the_requests_is_every_action_that_stands(clock: ManualClock) -> None:
    """A claim that all the requests were completed is of each action not rejected or withdrawn."""
    state = AgentState.open(MemoryBackend(), session_id="ops-3", clock=clock)
    flow = Workflow(state, "Deploy billing-api, credit ACC-1002 and suspend ACC-9920.")
    flow.act("deploy_service", {"service": "billing-api"}, error=False)
    flow.act("issue_credit", {"account_id": "ACC-1002", "amount": 20.0}, error=False)
    suspension = state.ledger.propose(
        "suspend_account", {"account_id": "ACC-9920"}, source=flow.offer("suspend")
    ).id
    state.ledger.reject(suspension, by="user", source=flow.request.ref)
    flow.head = state.append_assistant("Done.").seq
    assert flow.check("All the requests were completed.") == []
    assert flow.check("All credits were issued.") == []
    pending = state.ledger.propose(
        "issue_credit", {"account_id": "ACC-7781", "amount": 5.0}, source=flow.offer("credit")
    ).id
    flow.head = state.append_assistant(f"{pending} awaits a yes.").seq
    [finding] = flow.check("All the requests were completed.")
    assert pending in finding.message


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("$31 was paid to Rachel from the debit card.", "payment_method 'debit card'"),
        ("Rachel was paid $97.", "receiver 'Rachel'"),
        ("$31 was paid to Rachel from the credit card.", None),
        ("Emma was paid $97 by debit card and Rachel $31 by credit card.", None),
        ("$31 was paid to Rachel.", None),
    ],
)
def test_a_true_status_with_another_actions_detail_is_caught(
    clock: ManualClock, text: str, wrong: str | None
) -> None:
    """A payment that went through, said with the other payment's card or amount, is wrong."""
    state = AgentState.open(MemoryBackend(), session_id="pay", clock=clock)
    flow = Workflow(state, "Pay Emma $97 from my debit card, and Rachel $31 from my credit card.")
    flow.act(
        "make_payment",
        {"amount": 97, "payment_method": "debit card", "receiver": "Emma"},
        error=False,
    )
    flow.act(
        "make_payment",
        {"amount": 31, "payment_method": "credit card", "receiver": "Rachel"},
        error=False,
    )
    flow.head = state.append_assistant("Both done.").seq
    findings = flow.check(text)
    if wrong is None:
        assert findings == []
    else:
        [finding] = findings
        assert wrong in finding.message


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("$270 was transferred from savings to Khadija's checking account.", "'savings'"),
        ("$270 was moved from the savings account into Khadija's account.", "'savings'"),
        ("$270 was transferred from checking to Khadija's checking account.", None),
        ("$270 was transferred to Khadija's checking account.", None),
    ],
)
def test_where_a_transfer_came_from_is_named_by_its_preposition(
    clock: ManualClock, text: str, wrong: str | None
) -> None:
    """'from savings' names the source account, though the destination's "checking" is said.

    Savings is the source of the other transfer, so it is a value the source param holds.
    """
    state = AgentState.open(MemoryBackend(), session_id="move", clock=clock)
    flow = Workflow(state, "What's in my savings? Then send $270 to Khadija's checking.")
    flow.act(
        "transfer_money",
        {
            "account_type": "savings",
            "recipient_account_type": "checking",
            "recipient_name": "Nadia",
            "transfer_amount": 15,
        },
        error=False,
    )
    flow.act(
        "transfer_money",
        {
            "account_type": "checking",
            "recipient_account_type": "checking",
            "recipient_name": "Khadija",
            "transfer_amount": 270,
        },
        error=False,
    )
    flow.head = state.append_assistant("Both done.").seq
    findings = flow.check(text)
    if wrong is None:
        assert findings == []
    else:
        [finding] = findings
        assert wrong in finding.message
        assert "account_type" in finding.message


@pytest.mark.parametrize(
    ("text", "false"),
    [
        ("The credit to ACC-1002 is still pending approval.", True),  # issued
        ("The $45 credit to ACC-7781 is pending.", False),
        ("The pending credit to ACC-7781 awaits the user.", False),  # an adjective
        ("The suspension of ACC-9920 is pending.", True),  # rejected
    ],
)
def test_pending_claims_the_action_is_not_carried_out_yet(
    workflow: Workflow, text: str, false: bool
) -> None:
    """'Pending' said of an action is true while it waits for approval or execution."""
    assert bool(workflow.check(text)) is false


@pytest.mark.parametrize(
    ("done", "text", "false"),
    [
        (True, "A reimbursement request, INV-204, was submitted.", False),
        (True, "The reimbursement request for INV-204 was submitted and is under review.", False),
        (False, "The reimbursement request for INV-204 was submitted.", True),
        (True, "The expense report INV-204 was submitted.", True),  # the other kind's object
    ],
)
def test_an_act_told_in_another_kinds_verb_is_the_named_kinds(
    clock: ManualClock, done: bool, text: str, false: bool
) -> None:
    """The verb "submitted" is submit_expense_report's; "reimbursement" and INV-204 name the other.

    The clause names request_reimbursement by its own noun and that action's object: the act
    told is that action's, judged by its status, not an act of the verb's kind on the wrong
    object.
    """
    state = AgentState.open(MemoryBackend(), session_id="ap-1", clock=clock)
    flow = Workflow(state, "Submit my expense report EXP-88 and get INV-204 reimbursed.")
    flow.act("submit_expense_report", {"report_id": "EXP-88"}, error=False)
    if done:
        flow.act("request_reimbursement", {"invoice_id": "INV-204"}, error=False)
    else:
        flow.state.ledger.propose(
            "request_reimbursement", {"invoice_id": "INV-204"}, source=flow.offer("request it")
        )
    flow.head = state.append_assistant("Here is where things stand.").seq
    assert bool(flow.check(text)) is false


@pytest.mark.parametrize(
    ("text", "false"),
    [
        ("She confirmed the reimbursement request, and EXP-88 was submitted.", False),
        ("She confirmed it, and the reimbursement request for EXP-88 was submitted.", True),
    ],
)
def test_a_kind_named_in_a_clause_of_its_own_is_not_the_acts_subject(
    clock: ManualClock, text: str, false: bool
) -> None:
    """What she confirmed, before "and", is not what "was submitted" tells of.

    Both actions are on EXP-88; the expense report was submitted and the reimbursement
    request only proposed. The verb's kind does the act unless its own clause (or one joined
    to it by marks alone) names the other kind.
    """
    state = AgentState.open(MemoryBackend(), session_id="ap-2", clock=clock)
    flow = Workflow(state, "Submit my expense report EXP-88 and get it reimbursed.")
    flow.act("submit_expense_report", {"report_id": "EXP-88"}, error=False)
    flow.state.ledger.propose(
        "request_reimbursement", {"report_id": "EXP-88"}, source=flow.offer("request it")
    )
    flow.head = state.append_assistant("Here is where things stand.").seq
    assert bool(flow.check(text)) is false


def test_a_kind_named_with_a_light_verb_is_done_as_its_noun_says() -> None:
    """take_payment pays: "take" carries no act of its own, as "make" in make_payment."""
    assert {stem("pay"), stem("charged")} <= kind_acts("take_payment")
    assert kind_acts("take_payment") - {stem("take")} == kind_acts("make_payment")


@pytest.mark.parametrize(
    ("text", "false"),
    [
        ("His card was charged $50.", True),  # the call failed
        ("The $50 payment failed: the card was declined.", False),
    ],
)
def test_a_failed_payment_said_charged_is_caught(
    clock: ManualClock, text: str, false: bool
) -> None:
    """A payment taken by a call that failed was not charged, whatever verb says it was."""
    state = AgentState.open(MemoryBackend(), session_id="pay-1", clock=clock)
    flow = Workflow(state, "Put $50 on my card, please.")
    flow.act("take_payment", {"amount": 50.0, "card": "ending 4471"}, error=True)
    flow.head = state.append_assistant("Here is where things stand.").seq
    assert bool(flow.check(text)) is false


@pytest.mark.parametrize(
    ("text", "false"),
    [
        ("Her report EXP-88 submitted but rejected.", True),
        ("The report was submitted but rejected.", True),
        ("Her report EXP-88 submitted but not yet reviewed.", False),
    ],
)
def test_a_status_after_but_is_of_the_same_action(
    clock: ManualClock, text: str, false: bool
) -> None:
    """'Submitted but rejected': the second status word is said of what the first was.

    "Report" alone names no kind (submit_expense_report has two nouns); the verb did.
    """
    state = AgentState.open(MemoryBackend(), session_id="ap-2", clock=clock)
    flow = Workflow(state, "Submit my expense report EXP-88.")
    flow.act("submit_expense_report", {"report_id": "EXP-88"}, error=False)
    flow.head = state.append_assistant("Here is where things stand.").seq
    assert bool(flow.check(text)) is false


@pytest.mark.parametrize(
    ("text", "false"),
    [
        ("V-9 was submitted as a new vendor.", False),
        ("The vendor V-9 was submitted.", False),
        ("The requisition for V-9 was submitted.", True),  # approved, not yet called
    ],
)
def test_an_act_on_objects_two_kinds_share_is_the_named_kinds(
    clock: ManualClock, text: str, false: bool
) -> None:
    """'V-9 was submitted as a new vendor': the requisition for V-9 waits; the vendor was made.

    "Submitted" is submit_requisition's verb, and the requisition names V-9 too; the sentence
    names a vendor and no requisition, so the act told is create_vendor's, which made V-9.
    """
    state = AgentState.open(MemoryBackend(), session_id="ap-3", clock=clock)
    flow = Workflow(state, "Set up Sable Print as a vendor, then requisition brochures from it.")
    vendor = flow.state.ledger.propose(
        "create_vendor", {"legal_name": "Sable Print"}, source=flow.offer("create it")
    ).id
    yes = flow.state.append_user("Yes, go ahead.")
    flow.state.ledger.approve(vendor, by="user", source=yes.ref)
    call = flow.state.append_assistant(
        None, tool_calls=[ToolCall("create_vendor", {"legal_name": "Sable Print"})]
    )
    flow.state.ledger.execute(vendor, by="tool_runner", source=call.ref)
    flow.state.append_tool_result(call, {"vendor_id": "V-9", "status": "pending_review"})
    requisition = flow.state.ledger.propose(
        "submit_requisition", {"vendor_id": "V-9", "qty": 500}, source=flow.offer("submit it")
    ).id
    yes = flow.state.append_user("Yes.")
    flow.state.ledger.approve(requisition, by="user", source=yes.ref)
    flow.head = state.append_assistant("Here is where things stand.").seq
    assert bool(flow.check(text)) is false


@pytest.mark.parametrize(
    ("text", "false"),
    [
        ("The suspension of ACC-9920 is still waiting on the manager's final go-ahead.", True),
        ("The suspension of ACC-9920 was refused.", False),
    ],
)
def test_an_action_awaiting_approval_is_named_by_the_noun_of_its_act(
    workflow: Workflow, text: str, false: bool
) -> None:
    """'The suspension ... still waiting on the go-ahead' of a suspension the user rejected.

    The finding quotes the claim from its word of waiting.
    """
    found = workflow.check(text)
    assert bool(found) is false
    assert all("waiting on the manager's final go-ahead" in f.message for f in found)


@pytest.mark.parametrize(
    ("text", "false"),
    [
        ("The $20.00 credit to ACC-1002 is still waiting to be issued.", True),  # issued
        ("The $45.00 credit to ACC-7781 is still waiting to be issued.", False),  # pending
        ("If the credit to ACC-1002 is waiting to be issued, tell the user.", False),
    ],
)
def test_waiting_to_be_done_says_the_act_is_not_carried_out(
    workflow: Workflow, text: str, false: bool
) -> None:
    """'Still waiting to be issued' of a credit the ledger holds executed is false."""
    assert bool(workflow.check(text)) is false
