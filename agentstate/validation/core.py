"""What every rule shares: findings, the rule protocol, and the validation context.

A rule is a small unit: a `name`, a `severity`, and a ``check(context)`` that yields findings.
The `ValidationContext` gives a rule the parsed candidate and cached, session-scoped reads of
the evidence it cites and of current state (scratchpad values and ledger actions, with their
histories), all from one consistent snapshot of the store taken when validation starts.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from contextlib import AbstractContextManager, nullcontext
from typing import TYPE_CHECKING, Final

import attrs

from agentstate._json import JSONObject
from agentstate._outcomes import executions_of
from agentstate.backends.base import ActionStatusRecord, EncodedEvent
from agentstate.errors import InvalidRef
from agentstate.events import Event, EventKind, format_ref, parse_ref
from agentstate.summary import NarrativeSummary
from agentstate.validation._atoms import Evidence, event_atoms, value_atoms
from agentstate.validation._call_ids import id_strings, without_call_ids
from agentstate.validation._cited import Cited, _call_id
from agentstate.validation._language import (
    Sentence,
    content_stem,
    content_stems,
    event_text,
    kind_words,
    sentences,
    words_in,
)
from agentstate.validation._literals import LiteralValue, literals, text_atoms
from agentstate.validation._quotes import normalized

# The rule protocol, findings and severities live in _rule: re-exported here, where rules
# and users import them.
from agentstate.validation._rule import (
    SEVERITIES,
    Finding,
    Rule,
    Severity,
    blocking,
    candidate_json,
    graded,
)

if TYPE_CHECKING:
    from agentstate.backends.base import ActionRecord, FactRecord, SessionReader
    from agentstate.session import Session
    from agentstate.summary import Checkpoint, Item

__all__ = [
    "SEVERITIES",
    "Cited",
    "Finding",
    "Rule",
    "Severity",
    "ValidationContext",
    "blocking",
    "candidate_json",
    "graded",
]

_CALLING: Final = (EventKind.ASSISTANT, EventKind.TOOL_RESULT)
"""The kinds of events that hold tool call ids (`ValidationContext.holds` reads past them)."""


@attrs.define
class ValidationContext:
    """What a rule may look at: the candidate, its coverage, and the session's state.

    Every read goes through one snapshot of the session (`reader`) and is cached, so rules
    may ask for the same event, fact or action as often as they like.
    """

    state: Session
    """The session the candidate summarizes."""
    candidate: object
    """The candidate exactly as given."""
    schema: type[NarrativeSummary]
    """The summary schema the candidate must satisfy."""
    covers_through: int
    """The last seq the candidate claims to cover."""
    parent: Checkpoint | None
    """The checkpoint the candidate would replace (None for the first)."""
    budget_tokens: int | None = None
    """The most tokens the rendered summary may take, if bounded."""
    summary: NarrativeSummary | None = None
    """The parsed candidate, once the schema rule accepted it."""
    reader: SessionReader | None = None
    """The snapshot every read goes through (None: each read opens its own)."""
    cache: dict[str, object] = attrs.field(factory=dict)
    """Scratch space where rules keep what they derived, for the rest of this validation."""
    _encoded: dict[int, EncodedEvent | None] = attrs.field(factory=dict, init=False)
    _decoded: dict[int, Event] = attrs.field(factory=dict, init=False)
    _raw: JSONObject | None = attrs.field(default=None, init=False)
    _raw_made: bool = attrs.field(default=False, init=False)
    _items: list[tuple[str, Item]] | None = attrs.field(default=None, init=False)
    _by_ref: dict[str, EncodedEvent | None] = attrs.field(factory=dict, init=False)
    _cited_resolved: bool = attrs.field(default=False, init=False)
    _cited_of: dict[tuple[str, ...], list[EncodedEvent]] = attrs.field(factory=dict, init=False)
    _event_atoms: dict[int, frozenset[str]] = attrs.field(factory=dict, init=False)
    _evidence: dict[int, Evidence] = attrs.field(factory=dict, init=False)
    _bare_evidence: dict[int, Evidence] = attrs.field(factory=dict, init=False)
    _id_atoms: dict[int, frozenset[str]] = attrs.field(factory=dict, init=False)
    _event_stems: dict[int, set[str]] = attrs.field(factory=dict, init=False)
    _messages: dict[EventKind, list[Event]] = attrs.field(factory=dict, init=False)
    _facts: dict[str, FactRecord] | None = attrs.field(default=None, init=False)
    _fact_keys: frozenset[str] | None = attrs.field(default=None, init=False)
    _fact_histories: dict[str, list[FactRecord]] = attrs.field(factory=dict, init=False)
    _fact_atoms: dict[tuple[str, int], frozenset[str]] = attrs.field(factory=dict, init=False)
    _actions: dict[str, ActionRecord] | None = attrs.field(default=None, init=False)
    _statuses: dict[str, ActionStatusRecord] | None = attrs.field(default=None, init=False)
    _failures: dict[str, int] | None = attrs.field(default=None, init=False)
    _errored: frozenset[str] | None = attrs.field(default=None, init=False)
    _single_actions: dict[str, ActionRecord | None] = attrs.field(factory=dict, init=False)
    _partners: dict[int, frozenset[int]] = attrs.field(factory=dict, init=False)
    _action_histories: dict[str, list[ActionRecord]] = attrs.field(factory=dict, init=False)
    _sentences: dict[str, list[Sentence]] = attrs.field(factory=dict, init=False)
    _literals: dict[str, list[LiteralValue]] = attrs.field(factory=dict, init=False)
    _content_stems: dict[str, frozenset[str]] = attrs.field(factory=dict, init=False)
    _words: dict[str, frozenset[str]] = attrs.field(factory=dict, init=False)
    _said: dict[int, str] = attrs.field(factory=dict, init=False)
    _texts: dict[int, str] = attrs.field(factory=dict, init=False)
    _action_names: frozenset[str] | None = attrs.field(default=None, init=False)

    def _read(self) -> AbstractContextManager[SessionReader]:
        if self.reader is not None:
            return nullcontext(self.reader)
        return self.state.log.read()

    @property
    def raw(self) -> JSONObject | None:
        """The candidate as JSON (None if it is not even a JSON object), made when first read.

        A `NarrativeSummary` candidate is dumped to JSON only if a rule asks for it.
        """
        if not self._raw_made:
            self._raw = candidate_json(self.candidate)
            self._raw_made = True
        return self._raw

    def items(self) -> list[tuple[str, Item]]:
        """Every item of the parsed summary with its field path (`NarrativeSummary.items`).

        Empty until the schema rule has parsed the candidate; read once, then cached.
        """
        if self._items is None:
            if self.summary is None:
                return []
            self._items = self.summary.items()
        return self._items

    # --- evidence ---------------------------------------------------------------------------

    def event(self, ref: str) -> Event | None:
        """The event a ref names in this session, or None (missing, or not a ref).

        The first ref asked for reads, in one backend call, the events of every ref the
        summary cites (their content decoded only when asked for).
        """
        found = self.cited_event(ref)
        return None if found is None else self._decode(found)

    def cited_event(self, ref: str) -> EncodedEvent | None:
        """`event`, its content left as the stored JSON text (read on demand by `holds`...)."""
        if ref not in self._by_ref:
            self._resolve([ref])
        return self._by_ref[ref]

    def _decode(self, event: Cited) -> Event:
        if isinstance(event, Event):
            return event
        found = self._decoded.get(event.seq)
        if found is None:
            found = self._decoded[event.seq] = event.decoded()
        return found

    def _resolve(self, refs: Iterable[str]) -> None:
        """Resolve refs not resolved yet, reading the events they name in one backend call.

        The first call also resolves every ref the summary cites, so that a validation
        reads its evidence once.
        """
        if not self._cited_resolved and self.summary is not None:
            self._cited_resolved = True
            refs = [*refs, *(ref for _, item in self.items() for ref in item.refs)]
        by_ref, encoded = self._by_ref, self._encoded
        wanted: dict[str, int] = {}
        for ref in dict.fromkeys(refs):  # each ref once, in order
            if ref in by_ref:
                continue
            try:
                _, seq = parse_ref(ref)
            except InvalidRef:
                by_ref[ref] = None
                continue
            if seq in encoded:
                by_ref[ref] = encoded[seq]
            else:
                wanted[ref] = seq
        if not wanted:
            return
        with self._read() as reader:
            found = {event.seq: event for event in reader.encoded_events_at(set(wanted.values()))}
        for ref, seq in wanted.items():
            self._by_ref[ref] = self._encoded[seq] = found.get(seq)

    def cited_events(self, refs: Iterable[str]) -> list[EncodedEvent]:
        """`events`, each content left as the stored JSON text."""
        refs = list(refs)
        by_ref = self._by_ref
        if not self._cited_resolved or not all(map(by_ref.__contains__, refs)):
            self._resolve(refs)
        return [event for event in map(by_ref.__getitem__, refs) if event is not None]

    def events(self, refs: Iterable[str]) -> list[Event]:
        """The events of the refs that resolve, in the order given."""
        return [self._decode(event) for event in self.cited_events(refs)]

    def cited(self, refs: Iterable[str]) -> list[EncodedEvent]:
        """`evidence`, each content left as the stored JSON text: what the rules read."""
        key = tuple(refs)
        found = self._cited_of.get(key)
        if found is None:
            found = self._cited_of[key] = [
                event
                for event in self.cited_events(key)
                if event.seq <= self.covers_through and event.kind is not EventKind.COMPACTION
            ]
        return list(found)

    def holder(self, atom: str) -> Event | None:
        """The first message or tool result up to `covers_through` that holds `atom`, if any."""
        holders = self.cache.setdefault("holders", {})
        assert isinstance(holders, dict)
        if atom not in holders:
            events = [
                event
                for kind in (EventKind.USER, EventKind.ASSISTANT, EventKind.TOOL_RESULT)
                for event in self.messages(kind)
            ]
            holders[atom] = min(
                (event for event in events if self.holds(event, atom)),
                key=lambda event: event.seq,
                default=None,
            )
        found = holders[atom]
        assert found is None or isinstance(found, Event)
        return found

    def exchanged(self, events: Iterable[Cited]) -> list[EncodedEvent]:
        """The other half of each tool exchange among `events`: a result's call, a call's results.

        A call and its result are one exchange: citing the result ("the refund failed")
        cites what was asked of the tool too (its arguments), and citing the call its
        answer. Only events up to `covers_through`; each event's partners are looked up once,
        and read as cited events are (`cited_events`).
        """
        seqs: set[int] = set()
        for event in events:
            partners = self._partners.get(event.seq)
            if partners is None:
                partners = self._partners[event.seq] = self._exchange_partners(event)
            seqs |= partners
        return self.cited_events(
            format_ref(seq) for seq in sorted(seqs) if seq <= self.covers_through
        )

    def _exchange_partners(self, event: Cited) -> frozenset[int]:
        found: set[int] = set()
        with self._read() as reader:
            if event.kind is EventKind.TOOL_RESULT:
                call_id = _call_id(event)
                record = reader.tool_call(call_id) if call_id is not None else None
                if record is not None:
                    found.add(record.call_seq)
            elif event.kind is EventKind.ASSISTANT:
                for call in self._decode(event).tool_calls:
                    record = reader.tool_call(call.id) if call.id is not None else None
                    if record is not None and record.result_seq is not None:
                        found.add(record.result_seq)
        return frozenset(found)

    def messages(self, kind: EventKind) -> list[Event]:
        """Every event of one kind up to `covers_through`, oldest first, read once.

        For rules that must know whether anything the user (or the assistant) said supports
        an item, beyond the events it cites.
        """
        found = self._messages.get(kind)
        if found is None:
            with self._read() as reader:
                found = reader.events(until=self.covers_through, kinds=frozenset({kind}))
            self._messages[kind] = found
        return found

    def evidence(self, refs: Iterable[str]) -> list[Event]:
        """The cited events that may support a statement: inside the covered range, no summaries.

        Events past ``covers_through`` and compaction events (earlier summaries) never
        support anything; the refs rule reports citing them.
        """
        return [self._decode(event) for event in self.cited(refs)]

    def sentences(self, text: str) -> list[Sentence]:
        """The sentences of an item's text (see `agentstate.validation._language`), cached.

        ``and`` / ``or`` between two names of actions (ids, placeholders, the nouns of
        ledger action kinds) join a list instead of separating clauses.
        """
        cache = self._sentences
        found = cache.get(text)
        if found is None:
            if self._action_names is None:
                statuses = self.action_statuses()
                names: set[str] = set(statuses)
                for kind in {record.kind for record in statuses.values()}:
                    names |= kind_words(kind)[0]
                self._action_names = frozenset(names)
            found = cache[text] = sentences(text, names=self._action_names)
        return found

    def words(self, text: str) -> frozenset[str]:
        """The words of a text (`words_in`: a superset of its sentences' words), cached.

        For quick tests that skip a text without reading its sentences.
        """
        found = self._words.get(text)
        if found is None:
            found = self._words[text] = words_in(text)
        return found

    def literals(self, text: str) -> list[LiteralValue]:
        """The literal values written in a text (see `agentstate.validation._literals`), cached."""
        found = self._literals.get(text)
        if found is None:
            found = self._literals[text] = literals(text)
        return found

    def content_stems(self, text: str) -> frozenset[str]:
        """The content stems of an item's text (`content_stems`), from its cached sentences."""
        found = self._content_stems.get(text)
        if found is None:
            stems = (
                content_stem(token)
                for sentence in self.sentences(text)
                for token in sentence.tokens
            )
            found = self._content_stems[text] = frozenset(
                stem for stem in stems if stem is not None
            )
        return found

    def text(self, event: Cited) -> str:
        """An event's text as evidence (`event_text`: a message as the model reads it), cached."""
        found = self._texts.get(event.seq)
        if found is None:
            found = self._texts[event.seq] = event_text(self._decode(event))
        return found

    def said(self, event: Cited) -> str:
        """An event's text as quotations are compared with it (`event_text`, `normalized`)."""
        found = self._said.get(event.seq)
        if found is None:
            found = self._said[event.seq] = normalized(self.text(event))
        return found

    def holds(self, event: Cited, atom: str) -> bool:
        """Whether an event holds a literal's atom, or says it as people write it.

        See `agentstate.validation._atoms.Evidence.holds_said`: a count spelled out
        ("three"), a full date by its month and day alone.

        Reads the event lazily: only its strings that can hold the atom are scanned, in the
        stored JSON text when the event was read as such (`Evidence.from_json`).
        """
        evidence = self._evidence.get(event.seq)
        if evidence is None:
            stored = event if isinstance(event, EncodedEvent) else self._encoded.get(event.seq)
            if stored is not None and Evidence.reads_as_written(stored.content_json, stored=True):
                evidence = Evidence.as_written(stored.content_json)
            else:  # decoded once, for every reading of the event (damage raises StorageCorrupted)
                evidence = Evidence(self._decode(event).content)
            self._evidence[event.seq] = evidence
        if not evidence.holds_said(atom):
            return False
        if event.kind not in _CALLING:
            return True
        ids = self._id_atoms.get(event.seq)
        if ids is None:
            ids = self._id_atoms[event.seq] = self._ids_of(event)
        return atom not in ids or self._held_beyond_call_ids(event, atom)

    def _ids_of(self, event: Cited) -> frozenset[str]:
        """The atoms the strings under ``id`` keys of an event can hold (its call ids too).

        Read from its stored text, without decoding it.
        """
        stored = event if isinstance(event, EncodedEvent) else self._encoded.get(event.seq)
        text = (
            stored.content_json if stored is not None else json.dumps(self._decode(event).content)
        )
        return frozenset().union(*map(text_atoms, id_strings(text)))

    def _held_beyond_call_ids(self, event: Cited, atom: str) -> bool:
        """Whether an event holds an atom that one of its ``id`` strings holds elsewhere too.

        A call id (``call_03_transfer``) names a pairing, not a value: "3 business days" is
        not grounded by it. The event is decoded only when a string under an ``id`` key
        could hold the atom (`_id_atoms`).
        """
        bare = self._bare_evidence.get(event.seq)
        if bare is None:
            bare = Evidence(without_call_ids(self._decode(event).content))
            self._bare_evidence[event.seq] = bare
        return bare.holds_said(atom)

    def stems(self, event: Cited) -> set[str]:
        """The content stems of an event's text (see `agentstate.validation._language`), cached."""
        found = self._event_stems.get(event.seq)
        if found is None:
            found = self._event_stems[event.seq] = content_stems(self.text(event))
        return found

    def atoms(self, event: Cited) -> frozenset[str]:
        """The literal values an event holds (see `agentstate.validation._atoms`), cached."""
        atoms = self._event_atoms.get(event.seq)
        if atoms is None:
            atoms = self._event_atoms[event.seq] = event_atoms(self._decode(event).content)
        return atoms

    # --- scratchpad -------------------------------------------------------------------------

    def facts(self) -> dict[str, FactRecord]:
        """The current value of every scratchpad field, by key."""
        if self._facts is None:
            with self._read() as reader:
                self._facts = {record.key: record for record in reader.facts()}
        return self._facts

    def fact_keys(self) -> frozenset[str]:
        """Every scratchpad field written (read without their values)."""
        if self._fact_keys is None:
            if self._facts is not None:
                self._fact_keys = frozenset(self._facts)
            else:
                with self._read() as reader:
                    self._fact_keys = frozenset(reader.fact_keys())
        return self._fact_keys

    def fact(self, key: str) -> FactRecord | None:
        """The current write of `key`, or None if it was never written."""
        if self._facts is not None:
            return self._facts.get(key)
        if key not in self.fact_keys():
            return None
        history = self.fact_history(key)
        return history[-1] if history else None

    def fact_history(self, key: str) -> list[FactRecord]:
        """Every write of `key`, oldest first (the last one is current)."""
        history = self._fact_histories.get(key)
        if history is None:
            with self._read() as reader:
                history = self._fact_histories[key] = reader.fact_history(key)
        return history

    def fact_atoms(self, key: str) -> frozenset[str]:
        """The literal values of the current value of `key` (empty if never written)."""
        record = self.fact(key)
        return frozenset() if record is None else self.value_atoms(record)

    def value_atoms(self, record: FactRecord) -> frozenset[str]:
        """The literal values of one write of a field, cached."""
        atoms = self._fact_atoms.get((record.key, record.event_seq))
        if atoms is None:
            atoms = self._fact_atoms[(record.key, record.event_seq)] = value_atoms(record.value)
        return atoms

    # --- ledger -----------------------------------------------------------------------------

    def actions(self) -> dict[str, ActionRecord]:
        """The current state of every ledger action, by id, in order of creation.

        An execution is judged by its outcome: an action the ledger holds ``executed`` whose
        tool result is an error reads ``failed``, citing that result, whether or not the
        ledger recorded the failure (`agentstate.ledger`'s ``record_failures``).
        """
        if self._actions is None:
            with self._read() as reader:
                actions = {record.action_id: record for record in reader.actions()}
            failures = self._failed_executions() if actions else {}
            self._actions = {
                action_id: attrs.evolve(record, status="failed", source_seq=seq)
                if (seq := failures.get(action_id)) is not None
                else record
                for action_id, record in actions.items()
            }
        return self._actions

    def action_statuses(self) -> dict[str, ActionStatusRecord]:
        """The current status of every ledger action, by id, in order of creation.

        What `actions` gives without the params (read without them); a failed execution
        reads ``failed`` here too, with the error result as its seq.
        """
        if self._statuses is None:
            if self._actions is not None:
                self._statuses = {
                    action_id: ActionStatusRecord(
                        action_id, record.kind, record.status, record.event_seq
                    )
                    for action_id, record in self._actions.items()
                }
            else:
                with self._read() as reader:
                    statuses = {record.action_id: record for record in reader.action_statuses()}
                failures = self._failed_executions(statuses) if statuses else {}
                self._statuses = {
                    action_id: attrs.evolve(record, status="failed", event_seq=seq)
                    if (seq := failures.get(action_id)) is not None
                    else record
                    for action_id, record in statuses.items()
                }
        return self._statuses

    def _failed_executions(
        self, statuses: Mapping[str, ActionStatusRecord] | None = None
    ) -> dict[str, int]:
        """Executed actions whose tool result is an error, with that result's seq."""
        if self._failures is None:
            if statuses is None:
                statuses = self.action_statuses()
            executed = executions_of(statuses.values())
            if not executed:
                self._failures = {}
            else:
                with self._read() as reader:
                    self._failures = self.state.ledger.failures_in(reader, executed)
        return self._failures

    def errored_tools(self) -> frozenset[str]:
        """The names of the tools a call of which got an error result, up to `covers_through`.

        An attempt may fail outside the ledger's view (a call the ledger refused, made all the
        same); that it failed is then still true.
        """
        if self._errored is None:
            self._errored = frozenset(
                name
                for event in self.messages(EventKind.TOOL_RESULT)
                if event.content.get("is_error") is True
                and isinstance(name := event.content.get("name"), str)
            )
        return self._errored

    def action(self, action_id: str) -> ActionRecord | None:
        """The current state of an action, or None if there is no such action.

        Read alone (and kept) unless every action has been read already (`actions`).
        """
        if self._actions is not None:
            return self._actions.get(action_id)
        if action_id not in self._single_actions:
            with self._read() as reader:
                record = reader.action(action_id)
            seq = self._failed_executions().get(action_id) if record is not None else None
            self._single_actions[action_id] = (
                attrs.evolve(record, status="failed", source_seq=seq)
                if record is not None and seq is not None
                else record
            )
        return self._single_actions[action_id]

    def action_history(self, action_id: str) -> list[ActionRecord]:
        """Every state of an action, oldest first (the last one is current)."""
        history = self._action_histories.get(action_id)
        if history is None:
            with self._read() as reader:
                history = self._action_histories[action_id] = reader.action_history(action_id)
        return history
