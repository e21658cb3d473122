"""`validate`: the entry point, its arguments, strictness, extension and the store it reads."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Collection, Iterator
from contextlib import AbstractContextManager, contextmanager
from datetime import UTC, datetime
from typing import Any

import attrs
import pytest

import agentstate
from agentstate import AgentState, Finding, StorageBackend, validate
from agentstate.backends.base import EncodedEvent, SessionInfo, SessionReader, SessionWriter
from agentstate.errors import InvalidInput, StorageCorrupted
from agentstate.events import Event, EventKind, EventSpec
from agentstate.summary import Checkpoint, CitedItem, Item, NarrativeSummary
from agentstate.testing.records import write_compaction_event
from agentstate.testing.scenarios import SupportTicket, TicketFacts, support_ticket
from agentstate.validation import DEFAULT_RULES, Rule, Severity, ValidationContext, blocking

from .conftest import Check


@pytest.fixture
def state(make_state: Callable[..., AgentState]) -> AgentState:
    """A state for session ticket-9104 on each backend in turn."""
    return make_state(scratchpad=TicketFacts)


def test_the_valid_summary_passes_as_a_model_and_as_raw_json(
    state: AgentState, ticket: SupportTicket
) -> None:
    """No finding for the ticket's summary, whether a NarrativeSummary or the dict a model sent."""
    summary = ticket.summary()
    assert validate(summary, state, covers_through=ticket.head) == []
    assert validate(summary.model_dump(mode="json"), state, covers_through=ticket.head) == []


def test_a_summary_pydantic_never_checked_is_read_as_its_json(
    state: AgentState, ticket: SupportTicket
) -> None:
    """A summary built without pydantic's checks is read as its JSON: each case is a finding."""
    summary = ticket.summary()
    unchecked = [
        summary.model_copy(update={"objective": None}),
        summary.model_copy(update={"objective": Item.model_construct(text=None, refs=[])}),
        NarrativeSummary.model_construct(decisions=[]),
        summary.model_copy(update={"decisions": [object()]}),
        summary.model_copy(update={"decisions": ["approved", *summary.decisions]}),
        summary.model_copy(update={"objective": "Resolve the ticket"}),
        summary.model_copy(update={"constraints": "email only"}),
        summary.model_copy(update={"objective": CitedItem.model_construct(text="x", refs=[])}),
        summary.model_copy(update={"next_steps": [Item.model_construct(text="x" * 2001, refs=[])]}),
    ]
    for candidate in unchecked:
        findings = validate(candidate, state, covers_through=ticket.head, budget_tokens=10_000)
        assert {finding.rule for finding in findings} == {"schema"}, findings


def test_the_default_rules() -> None:
    """The rules every compaction runs, in order, all errors by default."""
    assert [rule.name for rule in DEFAULT_RULES] == [
        "schema", "non-empty", "refs", "grounding", "authority", "constraints", "attribution",
        "budget",
    ]  # fmt: skip
    assert {rule.severity for rule in DEFAULT_RULES} == {"error"}
    assert all(isinstance(rule, Rule) for rule in DEFAULT_RULES)
    assert agentstate.validate is validate
    assert agentstate.Finding is Finding


def test_a_finding_reads_well_and_serializes() -> None:
    """str() is one sentence with its place, detail and refs; to_json() is plain JSON."""
    finding = Finding(rule="authority", severity="error", path="decisions[0].text",
                      message="claims act_10 is approved", expected="pending", found="approved",
                      refs=("ev_10",))  # fmt: skip
    assert str(finding) == (
        "error: authority at decisions[0].text: claims act_10 is approved "
        "(expected pending; found approved) [ev_10]"
    )
    assert finding.to_json()["refs"] == ["ev_10"]
    assert blocking([finding, attrs.evolve(finding, severity="warning")]) == [finding]


def test_severity_can_be_lowered_per_rule(ticket: SupportTicket, add: Check) -> None:
    """A rule made a warning still reports, but nothing it finds blocks the commit."""
    findings = add("Order 4922 was approved", [ticket.report], severity={"grounding": "warning"})
    assert {(finding.rule, finding.severity) for finding in findings} == {("grounding", "warning")}
    assert blocking(findings) == []


@pytest.mark.parametrize(
    ("severity", "words"),
    [
        ({"grounding": "fatal"}, "must be 'error' or 'warning'"),
        ({"grammar": "warning"}, "no rule named 'grammar'"),
        ({"schema": "warning"}, "always errors"),
    ],
)
def test_bad_severity_overrides_raise(
    severity: dict[str, str], words: str, state: AgentState, ticket: SupportTicket
) -> None:
    """An override naming no rule, an unknown level, or a lowered schema rule is refused."""
    with pytest.raises(InvalidInput, match=words):
        validate(ticket.summary(), state, covers_through=ticket.head, severity=severity)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "kwargs",
    [
        {"covers_through": "14"},
        {"covers_through": True},
        {"covers_through": 14, "budget_tokens": -1},
        {"covers_through": 14, "rules": [object()]},
    ],
)
def test_bad_arguments_raise(kwargs: dict[str, object], state: AgentState) -> None:
    """Arguments, unlike candidates, are checked: bad ones raise InvalidInput."""
    with pytest.raises(InvalidInput):
        validate({}, state, **kwargs)  # type: ignore[arg-type]


@attrs.frozen
class NoPhoneRule:
    """A domain rule: the summary never suggests calling the customer."""

    name: str = "no-phone"
    severity: Severity = "error"

    def check(self, context: ValidationContext) -> Iterator[Finding]:
        """Report items that suggest a phone call."""
        assert context.summary is not None
        for path, item in context.summary.items():
            if "call the customer" in item.text.lower():
                yield Finding(rule=self.name, severity=self.severity, path=f"{path}.text",
                              message="the customer asked not to be called")  # fmt: skip


def test_an_application_adds_a_domain_rule(ticket: SupportTicket, add: Check) -> None:
    """A rule of the application runs after the defaults and reports like them."""
    findings = add("Call the customer tomorrow", rules=[*DEFAULT_RULES, NoPhoneRule()])
    assert [(finding.rule, finding.path) for finding in findings] == [
        ("no-phone", "open_threads[1].text")
    ]


@attrs.define
class RawReadingRule:
    """A domain rule that reads the candidate as JSON (`ValidationContext.raw`)."""

    name: str = "raw-reader"
    severity: Severity = "error"
    seen: list[object] = attrs.Factory(list)

    def check(self, context: ValidationContext) -> Iterator[Finding]:
        """Record what `raw` gives; report nothing."""
        self.seen.append(context.raw)
        return iter(())


def test_a_rule_reads_the_candidate_as_json(state: AgentState, ticket: SupportTicket) -> None:
    """`raw` is the candidate's JSON, whether it came as a model or as the dict a model sent."""
    summary = ticket.summary()
    dumped = summary.model_dump(mode="json")
    rule = RawReadingRule()
    for candidate in (summary, dumped):
        assert (
            validate(candidate, state, covers_through=ticket.head, rules=[*DEFAULT_RULES, rule])
            == []
        )
    assert rule.seen == [dumped, dumped]


def _checkpoint(state: AgentState, ticket: SupportTicket) -> Checkpoint:
    outcome = write_compaction_event(state, {"outcome": "committed"})
    checkpoint = Checkpoint(
        version=1, parent=0, covers_through=ticket.head,
        summary=ticket.summary().model_dump(mode="json"), schema_version=1, summarizer="test",
        summarizer_version=None, created_at=datetime(2026, 1, 1, tzinfo=UTC), token_count=0,
        event_seq=outcome.seq,
    )  # fmt: skip
    with state.backend.write(state.session_id) as tx:
        tx.put_checkpoint(checkpoint, expected_parent=0)
    return checkpoint


def test_the_parent_defaults_to_the_latest_checkpoint(
    state: AgentState, ticket: SupportTicket
) -> None:
    """Without `parent`, the constraints of the stored latest checkpoint must carry forward."""
    _checkpoint(state, ticket)
    candidate = ticket.summary().model_dump(mode="json")
    candidate["constraints"] = candidate["constraints"][:1]
    findings = validate(candidate, state, covers_through=ticket.head)
    assert [finding.rule for finding in findings] == ["constraints"]


class CountingReader:
    """A reader that counts the calls of each of its methods."""

    def __init__(self, inner: SessionReader, calls: Counter[str]) -> None:
        self._inner = inner
        self._calls = calls

    def __getattr__(self, name: str) -> Any:
        attribute = getattr(self._inner, name)
        if not callable(attribute):
            return attribute

        def counted(*args: Any, **kwargs: Any) -> Any:
            self._calls[name] += 1
            return attribute(*args, **kwargs)

        return counted


@attrs.define
class CountingBackend:
    """A backend that counts the read transactions opened on it, and the reads made in them."""

    inner: StorageBackend
    reads: int = 0
    calls: Counter[str] = attrs.Factory(Counter)

    @contextmanager
    def read(self, session_id: str) -> Iterator[SessionReader]:
        self.reads += 1
        with self.inner.read(session_id) as reader:
            yield CountingReader(reader, self.calls)

    def write(self, session_id: str) -> AbstractContextManager[SessionWriter]:
        return self.inner.write(session_id)

    def sessions(self) -> list[SessionInfo]:
        return self.inner.sessions()

    def close(self) -> None:
        self.inner.close()


def test_a_validation_reads_one_snapshot(backend: StorageBackend) -> None:
    """Every rule reads through one read transaction, however many events and facts it looks at."""
    counting = CountingBackend(backend)
    state = AgentState.open(counting, session_id="ticket-9104", scratchpad=TicketFacts)
    ticket = support_ticket(state)
    candidate = ticket.summary().model_dump(mode="json")
    candidate["open_threads"].append({"text": "The order is 4912", "refs": [ticket.report]})
    counting.reads = 0
    findings = validate(candidate, state, covers_through=ticket.head)
    assert [finding.rule for finding in findings] == ["grounding"]
    assert counting.reads == 1


def test_a_validation_reads_every_cited_event_at_once(backend: StorageBackend) -> None:
    """The backend reads of a validation do not grow with the refs it cites: one read of events."""
    counting = CountingBackend(backend)
    state = AgentState.open(counting, session_id="orders")
    refs = [state.append_user(f"Order {4000 + n} arrived damaged").ref for n in range(120)]

    def reads(cited: list[str]) -> dict[str, int]:
        candidate = {
            "objective": {"text": "Resolve the damaged orders", "refs": cited[:1]},
            "open_threads": [
                {"text": f"Order {4000 + n} arrived damaged", "refs": [ref]}
                for n, ref in enumerate(cited)
            ],
        }
        counting.calls.clear()
        assert validate(candidate, state, covers_through=len(refs)) == []
        return dict(counting.calls)

    few, many = reads(refs[:3]), reads(refs)
    assert few == many
    assert many["encoded_events_at"] == 1
    assert "event" not in many
    assert "facts" not in many  # the names of the fields suffice: fact_keys


def test_validation_inside_a_write_transaction_sees_its_writes(
    state: AgentState, ticket: SupportTicket
) -> None:
    """Called inside the session's write transaction, validate reads that transaction."""
    candidate = ticket.summary().model_dump(mode="json")
    candidate["open_threads"].append({"text": "The credit was approved", "refs": [ticket.proposal]})
    move = EventSpec(EventKind.LEDGER, {"action": ticket.credit, "status": "approved"})
    with state.backend.write(state.session_id) as tx:
        current = tx.action(ticket.credit)
        assert current is not None
        [event] = state.log.append_in(tx, [move])
        tx.put_action(attrs.evolve(current, status="approved", event_seq=event.seq))
        assert validate(candidate, state, covers_through=ticket.head) == []
    assert [
        finding.rule for finding in validate(candidate, state, covers_through=ticket.head)
    ] == []


def test_a_ref_of_another_session_never_resolves(
    make_state: Callable[..., AgentState], state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """ev_30 of another session in the same store is no evidence here."""
    other = make_state("ticket-7")
    for _ in range(30):
        other.append_user("Order 7777 is late")
    findings = add("Order 7777 is late", ["ev_30"])
    assert {finding.rule for finding in findings} == {"refs", "grounding"}


@attrs.frozen
class _Decoding(EncodedEvent):
    """An encoded event that counts its decodings in `decoded_seqs`."""

    decoded_seqs: list[int] = attrs.field(factory=list, eq=False)

    def decoded(self) -> Event:
        self.decoded_seqs.append(self.seq)
        return super().decoded()


class _StoredTextReader(CountingReader):
    """A reader whose encoded events count their decodings, their text changed by `damage`."""

    def __init__(
        self,
        inner: SessionReader,
        calls: Counter[str],
        *,
        decoded: list[int],
        damage: Callable[[str], str],
    ) -> None:
        super().__init__(inner, calls)
        self._reader = inner
        self._decoded = decoded
        self._damage = damage

    def encoded_events_at(self, seqs: Collection[int]) -> list[EncodedEvent]:
        self._calls["encoded_events_at"] += 1
        return [
            _Decoding(
                event.session_id,
                event.seq,
                event.kind,
                self._damage(event.content_json),
                event.created_at,
                event.tokens,
                event.cum_tokens,
                event.open_calls,
                self._decoded,
            )
            for event in self._reader.encoded_events_at(seqs)
        ]


@attrs.define
class _StoredTextBackend(CountingBackend):
    decoded: list[int] = attrs.Factory(list)
    damage: Callable[[str], str] = str

    @contextmanager
    def read(self, session_id: str) -> Iterator[SessionReader]:
        with self.inner.read(session_id) as reader:
            yield _StoredTextReader(reader, self.calls, decoded=self.decoded, damage=self.damage)


def test_a_cited_tool_result_is_read_for_values_without_decoding_it(
    backend: StorageBackend,
) -> None:
    """Grounding a value in a cited tool result reads its stored text; only messages are decoded.

    A value the result does not hold is looked for in its call's arguments too (one read of
    the exchange's other half), still without decoding the result.
    """
    stored = _StoredTextBackend(backend)
    state = AgentState.open(stored, session_id="orders")
    asked = state.append_user("Where is order W4923227?")
    call = state.append_tool_call("find_order", {"order": "W4923227"})
    found = state.append_tool_result(call, {"order": "W4923227", "total": 25000, "score": 0.75})
    candidate = {
        "objective": {"text": "Find order W4923227 for the user", "refs": [asked.ref]},
        "open_threads": [
            {"text": "Order W4923227 totals 25000 with score 0.75", "refs": [found.ref]},
            {"text": "Order W4923227 totals 25001", "refs": [found.ref]},
        ],
    }
    findings = validate(candidate, state, covers_through=found.seq)
    assert [(finding.rule, finding.found) for finding in findings] == [("grounding", "25001")]
    assert stored.calls["encoded_events_at"] == 2  # the cited events, then the call of 25001's
    assert "events_at" not in stored.calls
    assert found.seq not in stored.decoded


def test_a_damaged_stored_event_that_must_be_decoded_is_reported(
    backend: StorageBackend,
) -> None:
    """Stored text that is neither plain nor JSON raises StorageCorrupted, never a bare error."""
    stored = _StoredTextBackend(backend, damage=lambda text: text[:-2] + "\u00e9")
    state = AgentState.open(stored, session_id="orders")
    call = state.append_tool_call("find_order", {"order": "W4923227"})
    found = state.append_tool_result(call, {"order": "W4923227"})
    candidate = {
        "objective": {"text": "Find order W4923227", "refs": [found.ref]},
    }
    with pytest.raises(StorageCorrupted):
        validate(candidate, state, covers_through=found.seq)
