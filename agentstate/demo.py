"""The offline demo: a support agent works ticket 9104 while its context is compacted.

Run it with ``agentstate demo``. No model, no network, no key: the agent is scripted
(`agentstate.testing.agent.ScriptedAgent`, which still receives the rendered context of every
request) and summaries come from the `ExtractiveSummarizer`. Everything else is the real
library on an SQLite file that stays behind for inspection.

The story: a pallet of order 4921 arrived damaged; damage policy v7 (chunk c-8812) allows a
credit of 25000 cents, which needs a supervisor's approval. Along the way the demo shows facts
captured from tool results with their refs, the approval pending and then approved, each
compaction with its token figures and boundary, a summarizer that claims the credit was
approved while it was not (rejected with its findings; the previous checkpoint stays), an
evidence lookup by ref, and the context the model would see next. It ends with a second
credit (the re-delivery fee) pending: a person decides it, e.g. in ``agentstate serve``.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import attrs
from rich.console import Console
from rich.markup import escape

from agentstate._json import JSONObject, JSONValue
from agentstate.capture import CaptureRule
from agentstate.compaction import CompactionPolicy, CompactionResult, context_size, split_point
from agentstate.events import EventRef, ToolCall
from agentstate.scratchpad import Scratchpad
from agentstate.state import AgentState
from agentstate.summarizers import ExtractiveSummarizer, SummaryRequest
from agentstate.testing.agent import AgentTurn, ScriptedAgent
from agentstate.testing.summarizers import FunctionSummarizer
from agentstate.tools import Tool

__all__ = ["DEFAULT_PATH", "SESSION_ID", "DemoReport", "SupportFacts", "run_demo"]

DEFAULT_PATH = Path("agentstate-demo.db")
"""Where `agentstate demo` leaves its database by default."""

SESSION_ID = "ticket-9104"
"""The demo's session."""

SYSTEM = (
    "You are the support agent of Acme Freight. Resolve the customer's ticket using the tools. "
    "Follow the damage policy. Never issue a credit without a supervisor's approval."
)
BUDGET = 1400


class SupportFacts(Scratchpad):
    """What the support agent must never lose."""

    ticket_id: str | None = None
    order_id: str | None = None
    customer: str | None = None
    policy: str | None = None
    policy_chunk: str | None = None
    credit_cents: int | None = None
    credit_id: str | None = None


CAPTURE = [
    CaptureRule(tool="get_ticket", path="result.ticket_id", field="ticket_id"),
    CaptureRule(tool="get_ticket", path="result.order_id", field="order_id"),
    CaptureRule(tool="get_ticket", path="result.customer", field="customer"),
    CaptureRule(tool="search_policy", path="result.policy", field="policy"),
    CaptureRule(tool="search_policy", path="result.chunk", field="policy_chunk"),
    CaptureRule(tool="compute_credit", path="result.credit_cents", field="credit_cents"),
    CaptureRule(tool="issue_credit", path="result.credit_id", field="credit_id"),
]


def _tracking(order_id: str) -> JSONValue:
    hubs = ["Rotterdam DC", "Antwerp hub", "Liege cross-dock", "Cologne hub", "Frankfurt DC"]
    return {
        "order_id": order_id,
        "events": [
            {
                "at": f"2026-11-{18 + i // 2:02d}T{6 + 3 * (i % 4):02d}:15:00Z",
                "where": hubs[i % len(hubs)],
                "scan": "handling exception: forklift impact reported" if i == 7 else "in transit",
                "handler": f"crew {100 + i * 7}",
            }
            for i in range(12)
        ],
    }


def _photos(ticket_id: str) -> JSONValue:
    return {
        "ticket_id": ticket_id,
        "photos": [
            {
                "name": f"IMG_{2300 + i}.jpg",
                "caption": [
                    "crushed corner, north side",
                    "torn wrap",
                    "driver's delivery receipt",
                    "damaged cartons, top layer",
                    "pallet label",
                ][i % 5],
                "uploaded": f"2026-11-25T09:{10 + i:02d}:00Z",
            }
            for i in range(8)
        ],
    }


TOOLS: dict[str, tuple[str, Callable[[JSONObject], JSONValue]]] = {
    "get_ticket": (
        "Look up a support ticket.",
        lambda args: {
            "ticket_id": "9104",
            "customer": "Northwind Traders",
            "order_id": "4921",
            "subject": "Pallet arrived damaged",
            "channel": "email",
        },
    ),
    "get_order": (
        "Look up an order.",
        lambda args: {
            "order_id": "4921",
            "items": [{"sku": "CRT-10", "units": 48, "unit_cents": 2500}],
            "total_cents": 120000,
            "carrier": "FastFreight",
            "delivered": "2026-11-24",
        },
    ),
    "get_tracking": ("The shipment's tracking scans.", lambda args: _tracking("4921")),
    "list_photos": ("Photos the customer attached.", lambda args: _photos("9104")),
    "search_policy": (
        "Search the damage policies.",
        lambda args: {
            "policy": "damage policy v7",
            "chunk": "c-8812",
            "text": (
                "Damage reported within 7 days of delivery is credited at the value of the "
                "damaged units, up to 25% of the order. Credits above 10000 cents need a "
                "supervisor's approval before they are issued."
            ),
        },
    ),
    "compute_credit": (
        "Compute the credit for damaged units.",
        lambda args: {"order_id": "4921", "damaged_units": 10, "credit_cents": 25000},
    ),
    "issue_credit": (
        "Issue an approved credit.",
        lambda args: {"credit_id": "cr-5531", "status": "issued", "amount_cents": 25000},
    ),
    "send_email": (
        "Email the customer.",
        lambda args: {"sent": True, "to": "claims@northwind.test"},
    ),
}


def _tool_definitions() -> list[Tool]:
    schema: JSONObject = {"type": "object", "additionalProperties": True}
    return [
        Tool(name=name, description=description, input_schema=schema, handler=handler)
        for name, (description, handler) in TOOLS.items()
    ]


def _call(name: str, **arguments: JSONValue) -> ToolCall:
    return ToolCall(name, dict(arguments))


def _script() -> list[AgentTurn]:
    """The agent's replies, one per model request."""
    return [
        AgentTurn(
            "Let me pull up the ticket and the order.", (_call("get_ticket", ticket_id="9104"),)
        ),
        AgentTurn(None, (_call("get_order", order_id="4921"),)),
        AgentTurn(
            "I see the order. Let me check the shipment's scans.",
            (_call("get_tracking", order_id="4921"),),
        ),
        AgentTurn(
            "A forklift impact was scanned in Antwerp. I'll review your photos.",
            (_call("list_photos", ticket_id="9104"),),
        ),
        AgentTurn(None, (_call("search_policy", query="damaged pallet credit"),)),
        AgentTurn(None, (_call("compute_credit", order_id="4921", damaged_units=10),)),
        AgentTurn(
            "Under damage policy v7 (section c-8812) you are owed a credit of 25000 cents for "
            "the 10 damaged units. Credits of that size need a supervisor's approval, which I "
            "have requested; I will email you as soon as it is decided."
        ),
        AgentTurn(
            "I'll check the scans again for the replacement.",
            (_call("get_tracking", order_id="4921"),),
        ),
        AgentTurn(
            "The replacement pallet is booked for Monday's truck. The credit is still awaiting "
            "the supervisor."
        ),
        AgentTurn(
            "The credit is approved; issuing it now.",
            (_call("issue_credit", order_id="4921", amount_cents=25000),),
        ),
        AgentTurn(
            None,
            (_call("send_email", to="claims@northwind.test", subject="Credit cr-5531 issued"),),
        ),
        AgentTurn(
            "Done: credit cr-5531 of 25000 cents is issued and you have the confirmation by email."
        ),
        AgentTurn(
            "A credit of 12000 cents for the re-delivery fee also needs a supervisor's approval; "
            "I have requested it and will email you once it is decided."
        ),
    ]


@attrs.frozen
class DemoReport:
    """What the demo did, for tests and for the closing summary."""

    path: Path
    requests: int
    compactions: tuple[CompactionResult, ...]
    rejected: CompactionResult
    peak_tokens: int


class _Demo:
    def __init__(self, path: Path, console: Console) -> None:
        self.console = console
        self.state = AgentState.open(
            path,
            session_id=SESSION_ID,
            scratchpad=SupportFacts,
            capture=CAPTURE,
            policy=CompactionPolicy(budget=BUDGET, trigger=0.6, keep_tokens=350, keep_groups=2),
        )
        self.agent = ScriptedAgent(_script())
        self.tools = _tool_definitions()
        self.compactions: list[CompactionResult] = []
        self.peak = 0
        self.known_facts: dict[str, JSONValue] = {}
        self.overeager: FunctionSummarizer | None = None
        self.rejected: CompactionResult | None = None

    def compaction_due(self) -> bool:
        """Whether the policy's trigger is reached and a safe boundary exists."""
        policy = self.state.policy
        assert policy is not None
        with self.state.backend.read(self.state.session_id) as reader:
            size = context_size(reader)
            boundary = split_point(
                reader, policy, head=size.head, after=size.coverage.covers_through
            )
        return size.total >= policy.threshold and boundary is not None

    def try_overeager(self, summarizer: FunctionSummarizer) -> CompactionResult:
        """A compaction whose summarizer claims a pending credit was approved.

        Repair is off for it: repaired, the candidate would commit without the false claim;
        the demo shows the validator refusing the whole candidate.
        """
        self.say(
            "\n[bold]A summarizer claims the credit was approved[/bold] (it is pending; "
            "repair is off here):"
        )
        before = self.state.checkpoints()
        policy = self.state.policy
        assert policy is not None
        once = attrs.evolve(policy, max_attempts=1, repair=False)
        result = self.state.compact(summarizer, policy=once)
        for finding in result.findings:
            self.say(f"        [red]finding[/red] {escape(str(finding))}")
        after = self.state.checkpoints()
        latest = f"v{after[-1].version} (ev_1..ev_{after[-1].covers_through})" if after else "none"
        self.say(
            f"        outcome: [bold]{result.outcome}[/bold]; checkpoint still {latest}, "
            f"unchanged: {before == after}; the rejection is recorded as {result.event_ref}\n"
        )
        return result

    def say(self, markup: str) -> None:
        self.console.print(markup, highlight=False)

    def show_event(self, ref: EventRef, who: str, text: str) -> None:
        shown = text if len(text) <= 110 else text[:107] + "..."
        self.say(f"[dim]{ref.ref:>6}[/dim]  [bold]{who}[/bold] {escape(shown)}")

    def show_new_facts(self) -> None:
        for key, value in self.state.scratchpad.values().items():
            if value is not None and self.known_facts.get(key) != value:
                self.known_facts[key] = value
                source = self.state.scratchpad.provenance(key)
                self.say(
                    f"        [green]captured[/green] {key} = {escape(json.dumps(value))} "
                    f"[dim](from {source})[/dim]"
                )

    def user(self, text: str) -> EventRef:
        ref = self.state.append_user(text)
        self.show_event(ref, "user:", text)
        return ref

    def model_turn(self) -> list[EventRef]:
        """One model request: maybe compact, render the context, append the reply, run tools."""
        if self.overeager is not None and self.compaction_due():
            self.rejected = self.try_overeager(self.overeager)
            self.overeager = None
        self.compact(ExtractiveSummarizer())
        context = self.state.context(
            system=SYSTEM, tools=[*self.tools, *self.state.tools()], budget=BUDGET
        )
        self.peak = max(self.peak, context.token_count)
        turn = self.agent.respond(context)
        ref = self.state.append_assistant(turn.text, tool_calls=turn.tool_calls)
        calls = " ".join(f"-> {c.name}({json.dumps(c.arguments)})" for c in turn.tool_calls)
        self.show_event(ref, "agent:", f"{turn.text or ''} {calls}".strip())
        results = []
        for call, call_id in zip(turn.tool_calls, ref.call_ids, strict=True):
            result = TOOLS[call.name][1](call.arguments if isinstance(call.arguments, dict) else {})
            results.append(self.state.append_tool_result(call_id, result))
            self.show_event(results[-1], f"tool {call.name}:", json.dumps(result))
            self.show_new_facts()
        return [ref, *results]

    def compact(
        self, summarizer: ExtractiveSummarizer | FunctionSummarizer, *, force: bool = False
    ) -> CompactionResult:
        result = self.state.compact(summarizer, force=force)
        if result.committed:
            self.compactions.append(result)
            self.say(
                f"        [cyan]compaction[/cyan] {result.tokens_before} -> {result.tokens_after} "
                f"tokens; checkpoint v{result.checkpoint.version if result.checkpoint else '?'} "
                f"covers ev_1..ev_{result.covers_through}"
            )
        return result


def _hallucinating(request: SummaryRequest) -> JSONObject:
    """A summarizer that softens a pending approval into "approved" (what the validator stops)."""
    honest = ExtractiveSummarizer().summarize(request)
    claim = {
        "text": "The supervisor approved the credit of 25000 cents for order 4921.",
        "refs": [event.ref for event in request.events if event.kind == "tool_result"][-1:],
    }
    summary = honest.model_dump(mode="json")
    summary["decisions"] = [claim, *summary["decisions"]]
    return summary


def run_demo(path: Path = DEFAULT_PATH, *, console: Console | None = None) -> DemoReport:
    """Run the demo into a fresh database at `path` (replacing a previous demo database)."""
    console = console or Console(highlight=False)
    for stale in (path, path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
        stale.unlink(missing_ok=True)
    demo = _Demo(path, console)
    state = demo.state
    demo.say(
        "[bold]agentstate demo[/bold]: a support agent on ticket 9104, offline (no model, no key)"
    )
    demo.say(f"database: {path}   history budget: {BUDGET} tokens, compaction at 60%\n")

    ask = demo.user(
        "Hi, ticket 9104: the pallet for order 4921 arrived with crushed corners. We need a "
        "credit. Please email me, don't call: I'm in meetings all week."
    )
    state.pin(ask)
    demo.say("        [magenta]pinned[/magenta] the customer's request: verbatim in every context")
    for _ in range(7):
        demo.model_turn()
    credit_source = state.scratchpad.provenance("credit_cents")
    assert credit_source is not None
    credit = state.ledger.propose(
        "issue_credit", {"order_id": "4921", "amount_cents": 25000}, source=credit_source
    )
    demo.say(
        f"        [yellow]ledger[/yellow] {credit.id} issue_credit "
        f"{{order_id: 4921, amount_cents: 25000}} proposed by the model: "
        f"[bold]{credit.status.value}[/bold]"
    )
    demo.overeager = FunctionSummarizer(_hallucinating, name="overeager")
    demo.user("Thanks. Can you also confirm the replacement pallet ships on Monday?")
    demo.model_turn()
    demo.model_turn()
    rejected = demo.rejected
    if rejected is None:
        msg = "the demo's script no longer reaches a compaction while the credit is pending"
        raise AssertionError(msg)

    approval = state.append_system(
        f"Supervisor Dana Reyes approved {credit.id}: credit of 25000 cents for order 4921."
    )
    demo.show_event(approval, "supervisor:", f"approved {credit.id}")
    state.ledger.approve(credit.id, by="supervisor:dana", source=approval)
    demo.say(
        f"        [yellow]ledger[/yellow] {credit.id}: [bold]approved[/bold] by supervisor:dana"
    )
    state.ledger.require_approved(credit.id, params={"order_id": "4921", "amount_cents": 25000})
    issued = demo.model_turn()
    state.ledger.execute(credit.id, by="model", source=issued[-1])
    demo.say(f"        [yellow]ledger[/yellow] {credit.id}: [bold]executed[/bold]")
    demo.model_turn()
    demo.user("Great, thank you!")
    demo.model_turn()
    fee = demo.user(
        "One more thing: the Monday truck charged us a re-delivery fee of 12000 cents. "
        "Can you credit that too?"
    )
    second = state.ledger.propose(
        "issue_credit",
        {"order_id": "4921", "amount_cents": 12000, "reason": "re-delivery fee"},
        source=fee,
    )
    demo.say(
        f"        [yellow]ledger[/yellow] {second.id} issue_credit "
        f"{{order_id: 4921, amount_cents: 12000}} proposed by the model: "
        f"[bold]{second.status.value}[/bold] (left for a person to decide)"
    )
    demo.model_turn()
    demo.agent.assert_complete()

    demo.say("\n[bold]Evidence by ref[/bold]: where did the policy chunk come from?")
    [hit] = state.evidence.search("c-8812", kinds=["tool_result"], k=1)
    found = escape(json.dumps(hit.event.content["result"]))[:100]
    demo.say(f"        search 'c-8812' -> {hit.ref}: {found}")
    demo.say(f"        provenance of credit_cents: {state.scratchpad.provenance('credit_cents')}")

    context = state.context(system=SYSTEM, tools=[*demo.tools, *state.tools()], budget=BUDGET)
    demo.say(
        f"\n[bold]The context the model would see next[/bold] ({context.token_count} tokens "
        f"after the stable prefix, budget {BUDGET}; the tail starts at ev_{context.tail_from}):"
    )
    for message in context.to_openai():
        text = message.get("content")
        if text is None:
            text = json.dumps(message.get("tool_calls"))
        role = str(message.get("role"))
        for line in str(text).splitlines()[:14]:
            demo.say(f"  [dim]{role:>9}[/dim] {escape(line[:112])}")
    demo.say(
        f"\n{len(demo.compactions)} compactions, {len(demo.agent.requests)} model requests, peak "
        f"context {max(demo.peak, context.token_count)} tokens (budget {BUDGET})."
    )
    demo.say(f"The database stays at {path}. Inspect it:")
    for command in (
        f"agentstate serve {path}   (the web console; pip install pyagentstate-console)",
        f"agentstate timeline {path} {SESSION_ID}",
        f"agentstate checkpoints show {path} {SESSION_ID}",
        f"agentstate evidence get {path} {SESSION_ID} {hit.ref}",
    ):
        demo.say(f"  {command}")
    state.close()
    return DemoReport(
        path=path,
        requests=len(demo.agent.requests),
        compactions=tuple(demo.compactions),
        rejected=rejected,
        peak_tokens=max(demo.peak, context.token_count),
    )
