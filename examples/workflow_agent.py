"""A workflow agent: an expense claim that needs several approvals.

Run: python examples/workflow_agent.py

What it shows, offline and deterministic:

- three consequential actions in the approval ledger: two approved by the manager, one (an
  attempt to split the hotel bill to stay under the approval threshold) rejected, and the
  payout approved by finance and then executed;
- a constraint superseded by the user (the payout account changes), kept as a value with its
  history in the scratchpad;
- compaction with the extractive summarizer, whose checkpoint carries the constraints, the
  ledger decisions and the rejected approach;
- the validator refusing a summary that drops the user's constraint.
"""

from __future__ import annotations

import json

from agentstate import AgentState, CompactionPolicy, ExtractiveSummarizer, Scratchpad
from agentstate.summarizers import SummaryRequest
from agentstate.testing.summarizers import FunctionSummarizer


class ClaimFacts(Scratchpad):
    employee: str | None = None
    payout_account: str | None = None
    total_cents: int | None = None


POLICY = CompactionPolicy(budget=900, trigger=0.5, keep_tokens=120, keep_groups=2)


def tool(state: AgentState, name: str, args: dict[str, object], result: object) -> str:
    call = state.append_tool_call(name, args)  # type: ignore[arg-type]
    return state.append_tool_result(call, result).ref  # type: ignore[arg-type]


def main() -> None:
    state = AgentState.open(":memory:", session_id="claim-77", scratchpad=ClaimFacts, policy=POLICY)
    ask = state.append_user(
        "Please reimburse my Lyon trip: hotel 420 EUR, flight 380 EUR, dinner 95 EUR. "
        "Pay it to my bank account ending 4411. It must be paid before the 15th."
    )
    state.scratchpad.set("employee", "e-3302", source=ask)
    state.scratchpad.set("payout_account", "iban-4411", source=ask)
    receipts = tool(
        state,
        "list_receipts",
        {"claim": "claim-77"},
        {
            "receipts": [
                {"item": "hotel", "eur": 420},
                {"item": "flight", "eur": 380},
                {"item": "dinner", "eur": 95},
            ]
        },
    )
    state.scratchpad.set("total_cents", 89500, source=receipts)
    policy = tool(
        state,
        "expense_policy",
        {"topic": "approvals"},
        {"rule": "items over 300 EUR need the manager; claims over 700 EUR need finance"},
    )
    state.append_assistant("I will ask your manager to approve the hotel and the flight.")
    hotel = state.ledger.propose("approve_item", {"item": "hotel", "eur": 420}, source=policy)
    flight = state.ledger.propose("approve_item", {"item": "flight", "eur": 380}, source=policy)
    split = state.ledger.propose(
        "split_item", {"item": "hotel", "parts": [210, 210]}, source=policy
    )
    manager = state.append_system(
        "Manager Ana Ruiz: hotel and flight approved; do not split bills."
    )
    state.ledger.approve(hotel.id, by="manager:ana", source=manager)
    state.ledger.approve(flight.id, by="manager:ana", source=manager)
    state.ledger.reject(split.id, by="manager:ana", source=manager)

    change = state.append_user("Actually, pay it to my corporate card ending 9920 instead.")
    state.scratchpad.set("payout_account", "card-9920", source=change)
    payout = state.ledger.propose("payout", {"account": "card-9920", "cents": 89500}, source=change)
    for i in range(6):
        tool(
            state,
            "fx_rate",
            {"day": i},
            {"eur_usd": 1.08 + i / 1000, "note": "reference rate " * 4},
        )
    first = state.compact(ExtractiveSummarizer())
    print(f"compaction: {first.outcome}, {first.tokens_before} -> {first.tokens_after} tokens")

    finance = state.append_system("Finance (Kofi Mensah): payout approved.")
    state.ledger.approve(payout.id, by="finance:kofi", source=finance)
    paid = tool(
        state, "make_payout", {"account": "card-9920", "cents": 89500}, {"payout_id": "po-118"}
    )
    state.ledger.execute(payout.id, by="model", source=paid)
    for i in range(6):
        tool(state, "fx_rate", {"day": 10 + i}, {"eur_usd": 1.09, "note": "reference rate " * 4})

    def forgetful(request: SummaryRequest) -> dict[str, object]:
        honest = ExtractiveSummarizer().summarize(request).model_dump(mode="json")
        honest["constraints"] = []  # drops "must be paid before the 15th"
        return honest

    dropped = state.compact(FunctionSummarizer(forgetful, name="forgetful"))
    print(f"a summary that drops a constraint: {dropped.outcome}")
    print("  " + str(dropped.findings[0]))
    second = state.compact(ExtractiveSummarizer())
    print(f"compaction: {second.outcome}, {second.tokens_before} -> {second.tokens_after} tokens")
    assert second.checkpoint is not None
    summary = second.checkpoint.summary
    print("\nconstraints carried forward:")
    for item in summary["constraints"]:  # type: ignore[union-attr]
        print("  -", item["text"], item["refs"])  # type: ignore[index]
    print("rejected approaches:")
    for item in summary["rejected"]:  # type: ignore[union-attr]
        print("  -", item["text"], item["refs"])  # type: ignore[index]
    print("ledger:")
    for action in state.ledger.actions():
        params = json.dumps(action.params)
        print(f"  - {action.id} {action.kind} {params}: {action.status.value} by {action.actor}")
    print("payout account history:")
    for version in state.scratchpad.history("payout_account"):
        print(f"  - {version.value} (from {version.source}, superseded by {version.superseded_by})")

    assert dropped.outcome == "rejected"
    assert any(finding.rule == "constraints" for finding in dropped.findings)
    statuses = [action.status.value for action in state.ledger.actions()]
    assert statuses == ["approved", "approved", "rejected", "executed"]
    assert state.scratchpad.get("payout_account") == "card-9920"


if __name__ == "__main__":
    main()
