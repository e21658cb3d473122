"""Mutation corpus for the summary validator: detection per class, false positives on valid ones.

Sessions: the τ-bench airline dev trajectories (real gpt-4o agent runs: messages, tool calls
and results) replayed into agentstate, with the scratchpad and the ledger filled by fixed
rules (every write tool call is proposed when the agent asks for confirmation, approved by
the user's next message, executed or revoked by its result), plus the support-ticket
scenario of `agentstate.testing.scenarios`. At several cuts of each session (after each
proposal, and at the end, each over the previous cut as parent checkpoint) a valid summary
is written by hand-written deterministic code from the events and state; then
`agentstate.testing.mutations` derives contradicting and valid variants of it and every
variant is validated.

    python benchmarks/validator_corpus.py --tau-bench PATH/gpt-4o-airline-dev.json

Prints the table and writes it to docs/benchmarks.md (``--no-docs`` to skip).
"""

from __future__ import annotations

import argparse
import collections
import json
import re
import sys
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

from _harness import machine, write_section

from agentstate import AgentState, MemoryBackend, ToolCall
from agentstate.events import Event, EventKind
from agentstate.summary import Checkpoint, NarrativeSummary
from agentstate.testing.mutations import Variant, contradicting_variants, valid_variants
from agentstate.testing.records import write_action, write_fact
from agentstate.testing.scenarios import TicketFacts, support_ticket
from agentstate.validation import blocking, validate

WRITE_TOOLS = {
    "book_reservation",
    "cancel_reservation",
    "update_reservation_flights",
    "update_reservation_baggages",
    "update_reservation_passengers",
    "send_certificate",
}
CONSTRAINT_CUES = re.compile(
    r"\b(not|no|never|only|prefer|must|without|don't|do not|can't|cannot)\b", re.IGNORECASE
)
SENTENCE = re.compile(r"(?<=[.!?])\s+")


def _short(text: str, limit: int = 200) -> str:
    """`text` cut at a word boundary."""
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    return text[:limit].rsplit(" ", 1)[0]


def _sentences(text: str) -> list[str]:
    return [part.strip() for part in SENTENCE.split(text.replace("###STOP###", "")) if part.strip()]


class Replay:
    """One τ-bench trajectory replayed into a session, stopping at cuts."""

    def __init__(self, record: dict[str, Any]) -> None:
        self.record = record
        self.state = AgentState.open(
            MemoryBackend(), session_id=f"tau-{record['task_id']}-{record['trial']}"
        )
        self.messages: list[dict[str, Any]] = record["traj"]
        self.call_ids: dict[str, str] = {}
        self.call_names: dict[str, str] = {}
        self.used: set[str] = set()
        self.plan = self._plan()
        self.actions: dict[tuple[int, int], str] = {}
        self.results: dict[str, str] = {}
        """Ref of each action's tool result."""

    def _plan(self) -> dict[int, list[tuple[str, int, int]]]:
        """For each message index, the ledger moves to make after it: (move, message, call)."""
        moves: dict[int, list[tuple[str, int, int]]] = collections.defaultdict(list)
        previous = 0
        for index, message in enumerate(self.messages):
            for call_index, call in enumerate(message.get("tool_calls") or []):
                if call["function"]["name"] not in WRITE_TOOLS:
                    continue
                asks = [
                    i
                    for i in range(previous + 1, index)
                    if self.messages[i]["role"] == "assistant"
                    and self.messages[i].get("content")
                    and not self.messages[i].get("tool_calls")
                ]
                proposed_at = asks[-1] if asks else index - 1
                users = [
                    i for i in range(proposed_at + 1, index) if self.messages[i]["role"] == "user"
                ]
                approved_at = users[-1] if users else proposed_at
                moves[proposed_at].append(("propose", index, call_index))
                moves[approved_at].append(("approve", index, call_index))
                previous = index
        return moves

    def _call_id(self, raw: str) -> str:
        unique = raw
        while unique in self.used:
            unique += "_"
        self.used.add(unique)
        self.call_ids[raw] = unique
        return unique

    def append(self, index: int) -> Event:
        """Append message `index` and what the scratchpad and the ledger make of it."""
        message = self.messages[index]
        role, content = message["role"], message.get("content")
        state = self.state
        if role == "system":
            ref = state.append_system(content or "")
        elif role == "user":
            ref = state.append_user(content or "")
        elif role == "assistant":
            calls = []
            for call in message.get("tool_calls") or []:
                arguments = json.loads(call["function"]["arguments"] or "{}")
                call_id = self._call_id(call["id"])
                self.call_names[call_id] = call["function"]["name"]
                calls.append(ToolCall(call["function"]["name"], arguments, call_id))
            ref = state.append_assistant(content or None, tool_calls=calls)
            for call in calls:
                assert isinstance(call.arguments, dict)
                if call.name == "get_user_details":
                    write_fact(state, "user_id", value=call.arguments["user_id"], source=ref)
                elif call.name == "get_reservation_details":
                    reservation = call.arguments["reservation_id"]
                    write_fact(state, "reservation_id", value=reservation, source=ref)
        else:
            call_id = self.call_ids[message["tool_call_id"]]
            text = content or ""
            try:
                result: Any = json.loads(text)
            except json.JSONDecodeError:
                result = text
            ref = state.append_tool_result(call_id, result, is_error=text.startswith("Error"))
            name = self.call_names[call_id]
            if name == "calculate" and isinstance(result, int | float):
                write_fact(state, "calculated_amount", value=result, source=ref)
            if isinstance(result, dict) and name in WRITE_TOOLS and "reservation_id" in result:
                write_fact(state, "reservation_id", value=result["reservation_id"], source=ref)
            self._finish(index, call_id, ref.ref, failed=text.startswith("Error"))
        for move, at, call_index in self.plan.get(index, []):
            call = self.messages[at]["tool_calls"][call_index]
            if move == "propose":
                params = json.loads(call["function"]["arguments"] or "{}")
                action = write_action(state, call["function"]["name"], params=params, source=ref)
                self.actions[(at, call_index)] = action
            else:
                write_action(state, "", status="approved", source=ref, actor="user",
                             action_id=self.actions[(at, call_index)])  # fmt: skip
        return state.evidence.get(ref)

    def _finish(self, index: int, call_id: str, ref: str, *, failed: bool) -> None:
        for (at, call_index), action in self.actions.items():
            call = self.messages[at]["tool_calls"][call_index]
            if self.call_ids.get(call["id"]) == call_id and at < index:
                status = "revoked" if failed else "executed"
                write_action(self.state, "", status=status, source=ref, actor="system",
                             action_id=action)  # fmt: skip
                self.results[action] = ref

    def cuts(self) -> list[int]:
        """Message indexes after which the session is summarized (at most four)."""
        proposals = sorted(
            at for at, moves in self.plan.items() if any(m[0] == "propose" for m in moves)
        )
        last = len(self.messages) - 1
        if not proposals:
            proposals = [last // 3, 2 * last // 3]
        return sorted({*proposals[:3], last})


def valid_summary(
    state: AgentState, covers_through: int, results: dict[str, str]
) -> NarrativeSummary:
    """A valid summary of a τ-bench session, written from its events and state by fixed rules."""
    with state.backend.read(state.session_id) as reader:
        events = reader.events(until=covers_through)
        actions = reader.actions()
        facts = {record.key for record in reader.facts()}
        approvals = {
            action.action_id: record
            for action in actions
            for record in reader.action_history(action.action_id)
            if record.status == "approved"
        }
    users = [event for event in events if event.kind is EventKind.USER]
    first = users[0]
    objective = {"text": _short(_sentences(str(first.content["text"]))[0]), "refs": [first.ref]}
    constraints = [
        {"text": _short(sentence), "refs": [event.ref]}
        for event in users
        for sentence in _sentences(str(event.content["text"]))
        if CONSTRAINT_CUES.search(sentence)
    ][:6]
    decisions, open_threads, rejected, next_steps = [], [], [], []
    for action in actions:
        history_refs = [f"ev_{int(action.action_id[4:])}"]
        if action.status in ("approved", "executed"):
            approval = approvals[action.action_id]
            decisions.append(
                {
                    "text": f"{{action:{action.action_id}}} was approved by the user",
                    "refs": [f"ev_{approval.source_seq}", f"ev_{approval.event_seq}"],
                }
            )
        elif action.status == "pending":
            open_threads.append(
                {"text": f"{{action:{action.action_id}}} is pending approval", "refs": history_refs}
            )
            next_steps.append(
                {"text": f"Wait for the user to confirm {{action:{action.action_id}}}", "refs": []}
            )
        values = [
            f"{key} {value}"
            for key, value in _leaves(action.params)
            if isinstance(value, str | int | float) and not isinstance(value, bool)
        ][:6]
        if values:
            open_threads.append(
                {"text": f"{action.kind} proposed with {', '.join(values)}", "refs": history_refs}
            )
        if action.status == "revoked" and action.action_id in results:
            result = state.evidence.get(results[action.action_id])
            error = str(result.content.get("result"))
            rejected.append({"text": _short(f"{action.kind}: {error}"), "refs": [result.ref]})
    for key in sorted(facts):
        open_threads.append(
            {"text": f"Current {key.replace('_', ' ')}: {{fact:{key}}}", "refs": []}
        )
    return NarrativeSummary.model_validate(
        {
            "objective": objective,
            "decisions": decisions,
            "constraints": constraints,
            "open_threads": open_threads,
            "rejected": rejected,
            "next_steps": next_steps,
        }
    )


def _leaves(value: Any, prefix: str = "") -> list[tuple[str, Any]]:
    if isinstance(value, dict):
        return [leaf for key, item in value.items() for leaf in _leaves(item, key)]
    if isinstance(value, list):
        return [leaf for item in value for leaf in _leaves(item, prefix)]
    return [(prefix.replace("_", " "), value)]


class Tally:
    """Results per class."""

    def __init__(self) -> None:
        self.caught: dict[str, list[int]] = collections.defaultdict(lambda: [0, 0, 0])
        """Per class: variants, caught (an error of its rule), warned (only a warning)."""
        self.rules: dict[str, str] = {}
        self.warned_classes: set[str] = set()
        """Classes caught by a warning, as their variants ask (`Variant.severity`)."""
        self.passed: dict[str, list[int]] = collections.defaultdict(lambda: [0, 0])
        self.misses: list[str] = []
        self.false_positives: list[str] = []
        self.validations = 0
        self.seconds = 0.0

    def run(
        self,
        source: str,
        state: AgentState,
        summary: NarrativeSummary,
        *,
        covers_through: int,
        parent: Checkpoint | None,
    ) -> None:
        budget = 4 * state.token_counter.count(json.dumps(summary.model_dump(mode="json")))
        variants = contradicting_variants(
            summary, state, covers_through=covers_through, parent=parent
        )
        variants += valid_variants(summary, state, covers_through=covers_through, parent=parent)
        for variant in variants:
            self.check(
                source, variant, state, covers_through=covers_through, parent=parent, budget=budget
            )

    def check(
        self,
        source: str,
        variant: Variant,
        state: AgentState,
        *,
        covers_through: int,
        parent: Checkpoint | None = None,
        budget: int | None = None,
    ) -> None:
        """Validate one variant and count the outcome."""
        start = time.perf_counter()
        findings = validate(
            variant.candidate, state, covers_through=covers_through, parent=parent,
            budget_tokens=variant.budget_tokens or budget,
        )  # fmt: skip
        self.seconds += time.perf_counter() - start
        self.validations += 1
        errors = blocking(findings)
        if variant.rule is None:
            tally = self.passed[variant.kind]
            tally[0] += 1
            if errors:
                tally[1] += 1
                self.false_positives.append(
                    f"{source}: {variant.kind}: {variant.description}: {errors[0]}"
                )
            return
        self.rules[variant.kind] = variant.rule
        tally = self.caught[variant.kind]
        tally[0] += 1
        if any(error.rule == variant.rule for error in errors):
            tally[1] += 1
            return
        if variant.severity == "warning" and any(f.rule == variant.rule for f in findings):
            tally[1] += 1  # a weak citation is caught by being recorded
            self.warned_classes.add(variant.kind)
            return
        if any(finding.rule == variant.rule for finding in findings):
            tally[2] += 1  # reported, but judged uncertain: recorded, not blocking
        self.misses.append(f"{source}: {variant.kind}: {variant.description}")


def _checkpoint(version: int, covers_through: int, summary: NarrativeSummary) -> Checkpoint:
    return Checkpoint(
        version=version,
        parent=version - 1,
        covers_through=covers_through,
        summary=summary.model_dump(mode="json"),
        schema_version=1,
        summarizer="corpus",
        summarizer_version=None,
        created_at=datetime(2026, 1, 1, tzinfo=UTC),
        token_count=0,
        event_seq=covers_through,
    )


def run_tau(path: Path, tally: Tally) -> int:
    """Validate every variant at every cut of every trajectory; returns the number of cuts.

    Refs to future events need events past the cut: once a session is complete, each
    earlier cut's summary is checked again with a ref to the first event after its cut.
    """
    cuts_done = 0
    for record in json.loads(path.read_text()):
        replay = Replay(record)
        cuts = replay.cuts()
        parent: Checkpoint | None = None
        source = f"tau-{record['task_id']}-{record['trial']}"
        earlier: list[tuple[NarrativeSummary, int]] = []
        for index in range(len(replay.messages)):
            replay.append(index)
            if index not in cuts or not any(
                m["role"] == "user" for m in replay.messages[: index + 1]
            ):
                continue
            with replay.state.backend.read(replay.state.session_id) as reader:
                through = reader.head().seq
            summary = valid_summary(replay.state, through, replay.results)
            tally.run(source, replay.state, summary, covers_through=through, parent=parent)
            parent = _checkpoint((parent.version + 1) if parent else 1, through, summary)
            earlier.append((summary, through))
            cuts_done += 1
        for summary, through in earlier:
            for variant in contradicting_variants(summary, replay.state, covers_through=through):
                if variant.kind == "future_ref":
                    tally.check(source, variant, replay.state, covers_through=through)
    return cuts_done


def run_ticket(tally: Tally) -> None:
    """The support ticket, over a parent checkpoint holding its constraints."""
    state = AgentState.open(MemoryBackend(), session_id="ticket-9104", scratchpad=TicketFacts)
    ticket = support_ticket(state)
    summary = ticket.summary()
    tally.run("ticket-9104", state, summary, covers_through=ticket.head, parent=None)
    tally.run(
        "ticket-9104",
        state,
        summary,
        covers_through=ticket.head,
        parent=_checkpoint(1, ticket.head, summary),
    )
    state.append_user("Any news on my credit?")  # a tail past the coverage: future refs
    tally.run("ticket-9104", state, summary, covers_through=ticket.head, parent=None)


def report(tally: Tally, cuts: int, sessions: int) -> str:
    """The markdown section."""
    lines = [
        "## Validator: mutation corpus",
        "",
        f"{sessions} τ-bench airline dev sessions summarized at {cuts} cuts, plus the "
        f"support-ticket scenario; {tally.validations} validations, "
        f"{1000 * tally.seconds / max(1, tally.validations):.2f} ms each on average "
        f"({machine()}).",
        "",
        "Each contradicting variant counts as caught only if the rule of its class reports an "
        "error. Variants are made only where they truly contradict the session, checked "
        "without the validator (`agentstate.testing.mutations`): a changed amount or swapped "
        "id is a string no cited event holds; an approval by kind only when no action of "
        "that kind is approved; a dropped constraint only when no other constraint restates "
        "it; a stale value only of a value that is a literal at all (`HATHAT` is a word).",
        "",
        "Contradicting variants (target: every one caught by its rule). A class marked "
        "*(warning)* is a weak citation of what may be true, caught by being recorded as a "
        "warning; every other is caught only by an error. *Warned* counts the misses its "
        "rule still reported, as a warning (recorded, not blocking).",
        "",
        "| class | rule | variants | caught | detection | warned |",
        "|---|---|---:|---:|---:|---:|",
    ]
    total, caught, warned = 0, 0, 0
    for kind, (count, hits, warns) in sorted(tally.caught.items()):
        rule = tally.rules[kind] + (" (warning)" if kind in tally.warned_classes else "")
        lines.append(f"| {kind} | {rule} | {count} | {hits} | {hits / count:.0%} | {warns} |")
        total += count
        caught += hits
        warned += warns
    lines.append(f"| **all** | | {total} | {caught} | {caught / max(1, total):.1%} | {warned} |")
    lines += [
        "",
        "Valid variants (target: no error):",
        "",
        "| class | variants | false positives |",
        "|---|---:|---:|",
    ]
    valid, flagged = 0, 0
    for kind, (count, bad) in sorted(tally.passed.items()):
        lines.append(f"| {kind} | {count} | {bad} |")
        valid += count
        flagged += bad
    lines.append(f"| **all** | {valid} | {flagged} |")
    if tally.misses or tally.false_positives:
        lines += ["", "Misses and false positives:", ""]
        lines += [f"- miss: {miss}" for miss in tally.misses]
        lines += [f"- false positive: {fp}" for fp in tally.false_positives]
    lines += [
        "",
        "Command: `python benchmarks/validator_corpus.py --tau-bench PATH/gpt-4o-airline-dev.json`",
    ]
    return "\n".join(lines)


def main() -> None:
    """Run the corpus and report."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tau-bench", type=Path, required=True, help="gpt-4o-airline-dev.json")
    parser.add_argument("--no-docs", action="store_true", help="do not write docs/benchmarks.md")
    args = parser.parse_args()
    tally = Tally()
    cuts = run_tau(args.tau_bench, tally)
    run_ticket(tally)
    sessions = len(json.loads(args.tau_bench.read_text()))
    text = report(tally, cuts, sessions)
    print(text)
    if not args.no_docs:
        write_section("validator-corpus", text)


if __name__ == "__main__":
    main()
