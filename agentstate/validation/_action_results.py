"""What the results of executed actions say: what each act made, did and left waiting.

An executed action's call has a result, and the result is the act's own account of it: the
ids it made ("INC-4471" of an ``open_incident``), what it did to other objects
(``{"inspection_cancelled": "INS-41377"}``), and the state it left its object in
(``"status": "pending_documentation"``). A claim read against the ledger may be about these
instead (`agentstate.validation._claim_objects`).
"""

from __future__ import annotations

import re
from collections.abc import Set as AbstractSet
from typing import Final, cast

from agentstate._json import JSONValue, held_json
from agentstate.events import EventKind, format_ref
from agentstate.validation._atoms import value_atoms
from agentstate.validation._language import stem
from agentstate.validation._lexicon import (
    AWAITED,
    DECIDING_PARTIES,
    HANDED_TO,
    IN_REVIEW,
    WAITING,
)
from agentstate.validation.core import ValidationContext

__all__ = ["NOTHING", "ActionResults"]

NOTHING: Final[tuple[JSONValue, ...]] = (None, False, 0, "", [], {})
"""Values that say none was done or given: a key holding one tells no outcome
(``"cards_issued": 0``, ``"refund": null``)."""

_WORD: Final = re.compile(r"[a-z]+")
_NAME: Final = re.compile(r"[A-Z][a-z]+(?: [A-Z][a-z'-]+){1,2}")
"""A person's name as a result writes it ("Hal Cobbett"): its key names the role they hold."""
_FAILED: Final = re.compile(r'"is_error":\s*true')
_VALUE: Final = re.compile(r':\s*"([^"]{1,80})"')
"""A string value of a stored result."""
_WAITS_ON: Final = re.compile(
    r"\b(?:" + "|".join(sorted(WAITING)) + r")_[a-z_]+|\b(?:under|in|for)[ _-]review\b"
    r"|\b(?:" + "|".join(sorted(HANDED_TO)) + r")_to_[a-z]"
)
"""A value that says a thing waits on something named ("pending_acceptance", "under_review",
"submitted_to_lender")."""


class ActionResults:
    """The results of the executed actions' calls of a context, read when first asked."""

    def __init__(self, context: ValidationContext | None) -> None:
        """Read the results of `context` when first asked (None: no action has results)."""
        self._context = context
        self._made: dict[str, frozenset[str]] | None = None if context is not None else {}
        self._outcomes: dict[str, list[JSONValue]] | None = None if context is not None else {}

    def seqs(self) -> dict[str, frozenset[int]]:
        """The results of each executed action's call, by seq."""
        context = self._context
        if context is None:
            return {}
        cached = context.cache.get("action_results.seqs")
        if cached is not None:
            return cast("dict[str, frozenset[int]]", cached)
        found: dict[str, frozenset[int]] = {}
        for action_id, record in context.action_statuses().items():
            if record.status != "executed":
                continue
            execution = context.event(format_ref(record.event_seq))
            source = execution.content.get("source") if execution is not None else None
            call = context.event(source) if isinstance(source, str) else None
            if call is not None:
                found[action_id] = frozenset(
                    result.seq
                    for result in context.exchanged([call])
                    if result.kind is EventKind.TOOL_RESULT
                )
        context.cache["action_results.seqs"] = found
        return found

    def contents(self) -> dict[str, list[JSONValue]]:
        """The content of the result of each executed action's call."""
        if self._outcomes is None:
            assert self._context is not None
            context = self._context
            self._outcomes = {
                action_id: [
                    event.content for event in context.events(map(format_ref, sorted(seqs)))
                ]
                for action_id, seqs in self.seqs().items()
            }
        return self._outcomes

    def created(self) -> dict[str, frozenset[str]]:
        """The identifiers each executed action's result holds: what the act made.

        "INC-4471 was opened" is about the incident an ``open_incident`` action opened: its
        id is in the result of the call that executed it, not in its params. Read only when
        a claim's ids are in no action's params.
        """
        if self._made is None:
            self._made = {
                action_id: frozenset(
                    atom
                    for content in contents
                    for atom in value_atoms(content)
                    if atom.startswith("i:")
                )
                for action_id, contents in self.contents().items()
            }
        return self._made

    def first_made(self, action_id: str, ids: AbstractSet[str]) -> bool:
        """Whether the result of an executed action's call is the first event holding each id."""
        context = self._context
        seqs = self.seqs().get(action_id)
        if context is None or not seqs:
            return False
        return all(
            (first := context.holder(atom)) is not None and first.seq in seqs for atom in ids
        )

    def reported(self, ids: AbstractSet[str], verb: str) -> bool:
        """Whether an executed action's result says its act did `verb` to each of `ids`.

        ``{"inspection_cancelled": "INS-41377"}`` in a claim withdrawal's result: "INS-41377
        was cancelled" is an outcome of that act, not a claim about a cancellation of the
        ledger's. Read on a key whose words have the verb's stem and hold the id as its value.
        """
        if not ids:
            return False
        said: set[str] = set()
        for contents in self.contents().values():
            for content in contents:
                said |= _outcome_atoms(content, verb)
        return ids <= said

    def telling(self, verb: str) -> list[tuple[str, JSONValue]]:
        """The results of executed actions' calls that say their act did `verb`, by action.

        ``{"penalty": {"amount": 40.0, "charged_to": "Visa ****1234"}}`` in a cancellation's
        result says a charge was made: a key with the verb's stem among its words holds a
        value (not false, null, zero or empty). Error results tell nothing done.
        """
        return [
            (action_id, content)
            for action_id, content in self.telling_all()
            if _says(content, verb)
        ]

    def sets(self, words: AbstractSet[str], verb: str) -> bool:
        """Whether an executed action's result gives a thing `words` name the state `verb` says.

        ``{"suspension": "cancelled"}`` in a payment's result: "the suspension was cancelled"
        tells what the payment did, in the result's words. Read on a key whose word stems are
        all among `words` and a value whose word stems hold the verb's, and only when a tool
        result the summary cites holds a key opening with one of `words` and the verb (a quick
        test on the stored text: most claims name no such thing).
        """
        context = self._context
        if context is None or not words:
            return False
        cited = context.cache.get("action_results.cited")
        if cited is None:
            refs = dict.fromkeys(ref for _, item in context.items() for ref in item.refs)
            cited = context.cache["action_results.cited"] = [
                event.content_json.lower()
                for event in context.cited_events(refs)
                if event.kind is EventKind.TOOL_RESULT
            ]
        holding = [text for text in cast("list[str]", cited) if verb in text]
        if not holding:
            return False  # no cited result says the verb: no pattern to build
        keys = "|".join(map(re.escape, sorted(words)))
        said = re.compile(rf'"(?:{keys})[a-z_ -]*"\s*:\s*"[^"]*{re.escape(verb)}')  # as stored
        if not any(map(said.search, holding)):
            return False
        return any(
            key
            and {stem(part) for part in _WORD.findall(key)} <= words
            and verb in {stem(part) for part in _WORD.findall(value.lower())}
            for _, content in self.telling_all()
            for key, value in _keyed_strings(content, "")
        )

    def telling_all(self) -> list[tuple[str, JSONValue]]:
        """The results of executed actions' calls that are no errors, by action."""
        return [
            (action_id, content)
            for action_id, contents in self.contents().items()
            for content in contents
            if not (isinstance(content, dict) and content.get("is_error") is True)
        ]

    def left_waiting(self, action_id: str) -> bool:
        """Whether an executed action's result says what it made waits for something.

        ``"status": "pending_documentation"`` in an enrollment change's result, or
        ``"awaiting_manager_approval"`` in a request's: the act was carried out, and its
        object now waits (on a document, on someone's decision). "The change is pending
        documentation" tells that state, not that the ledger's action waits. Only this
        action's results are read, each decoded only when its stored text may say so.
        """
        context = self._context
        if context is None:
            return False
        for stored in context.cited_events(map(format_ref, sorted(self.seqs().get(action_id, ())))):
            text = stored.content_json.lower()
            if not any(word in text for word in WAITING):
                continue
            event = context.event(stored.ref)
            if event is not None and any(
                not WAITING.isdisjoint(_WORD.findall(value.lower()))
                for _, value in _keyed_strings(event.content, "")
            ):
                return True
        return self.waiting_on(action_id) is not None  # "under_review", "sent_to_committee"

    def waiting_on(self, action_id: str) -> str | None:
        """The value of an executed action's result that says its object waits, if one does.

        It waits on something named ("under_review", "pending_acceptance"); a bare "pending"
        is an object's state, not a decision awaited, and an error result says none. Read
        from the stored text, once per action and validation.
        """
        context = self._context
        if context is None:
            return None
        cache = context.cache.setdefault("action_results.waiting_on", {})
        assert isinstance(cache, dict)
        if action_id not in cache:
            cache[action_id] = None
            for stored in context.cited_events(
                map(format_ref, sorted(self.seqs().get(action_id, ())))
            ):
                text = stored.content_json.lower()
                if _FAILED.search(text) is None and (
                    found := next(filter(_WAITS_ON.search, _VALUE.findall(text)), None)
                ):
                    cache[action_id] = str(found)
                    break
        return cast("str | None", cache[action_id])

    def awaiting_approval(self) -> dict[str, frozenset[str]]:
        """Who each executed action's result says the act's approval is awaited from, in words.

        ``{"status": "awaiting_manager_approval", "approver": "Lena Vossberg"}``: the request
        was carried out, and what it asked waits for someone else's decision. The words are
        those of the waiting value besides its words of waiting ("manager") and of the
        values under a key of approval ("lena", "vossberg"). Only actions whose result waits
        for an approval; a result is decoded only when its stored text may say so.
        """
        context = self._context
        if context is None:
            return {}
        cached = context.cache.get("action_results.awaiting")
        if cached is None:
            found: dict[str, frozenset[str]] = {}
            for action_id, seqs in self.seqs().items():
                for stored in context.cited_events(map(format_ref, sorted(seqs))):
                    text = stored.content_json.lower()
                    if not any(word in text for word in (*WAITING, "review", "_to_")):
                        continue  # read as stored: most results wait for nothing
                    event = context.event(stored.ref)
                    if event is not None and (party := _awaited_party(event.content.get("result"))):
                        found[action_id] = party
            cached = context.cache["action_results.awaiting"] = found
        return cast("dict[str, frozenset[str]]", cached)


def _awaited_party(content: JSONValue) -> frozenset[str]:
    """The words naming whom a result's approval is awaited from; empty if it waits for none.

    A request "under_review" waits for a decision as one "awaiting_approval" does, and one
    whose status code names whom it waits on ("awaiting_inspector") for that party's; the
    party is named in the waiting value, in a status code that says whom the request was
    handed to (``"submitted_to_insurer"``), under a key of approval, under a key that names who
    decides (``"team": "warranty review"``, ``"decided_by": "depot manager"``:
    `_lexicon.DECIDING_PARTIES`; then any value of waiting, "waitlisted" too, says that
    party's decision waits), under one that names whom it was handed to
    (``"submitted_to": "Quorrin Rx"``: `_lexicon.HANDED_TO`), who is to do it
    (``"countersign_by": "studio head"``), or the role a person named holds in it
    (``"reviewer": "Hal Cobbett"``, the key's words too). A key may say the wait itself
    (``"awaiting": "kitchen confirmation"``), and a wait for someone is one too (``"queued
    for a plan reviewer"``). The words of what is awaited ("confirmation") are returned with
    the party's. Only the call's result is read, not its name.
    """
    waits = pending = deciding = False
    party: set[str] = set()
    for key, value in _keyed_strings(content, ""):
        words = set(_WORD.findall(value.lower()))
        key_words = _WORD.findall(key)
        reviewed = "review" in words and not IN_REVIEW.isdisjoint(words)
        # "awaiting": "kitchen confirmation": the key may say the wait
        waiting = not WAITING.isdisjoint(words) or not WAITING.isdisjoint(key_words)
        whom = words - WAITING - IN_REVIEW - {"review"}
        pending |= waiting
        if reviewed or (waiting and not AWAITED.isdisjoint(words)):
            waits = True
            party |= whom
        elif waiting and whom and (" " not in value.strip() or "for" in words):
            # a status code naming whom it waits on ("awaiting_inspector"), or a wait for
            # someone ("queued for a plan reviewer")
            waits = True
            party |= whom
        elif " " not in value.strip() and "to" in words and not HANDED_TO.isdisjoint(words):
            waits = True  # "status": "submitted_to_insurer": handed to a party to decide
            party |= words - HANDED_TO - {"to"}
        elif "approv" in key or not DECIDING_PARTIES.isdisjoint(key_words):
            party |= words | set(key_words) - {"by"}  # "reviewer": "Hal Cobbett"
            deciding = True
        elif "to" in key_words and not HANDED_TO.isdisjoint(key_words):
            party |= words  # whom it went to decides: "submitted_to": "Quorrin Rx"
        elif "by" in key_words or _NAME.fullmatch(value.strip()):
            # who is to do it ("countersign_by": "studio head"), or a role a person holds
            # ("examiner": "Hal Cobbett")
            party |= words | set(key_words) - {"by"}
    # "status": "waitlisted" beside "decided_by": "depot manager": that party's decision waits.
    waits = waits or (pending and deciding)
    return frozenset(word for word in party if len(word) > 2) if waits else frozenset()


def _keyed_strings(node: JSONValue, key: str) -> list[tuple[str, str]]:
    """The string values of a result with the lower-cased key each is under."""
    node = held_json(node)
    if isinstance(node, str):
        return [(key, node)]
    if isinstance(node, dict):
        return [
            found for name, value in node.items() for found in _keyed_strings(value, name.lower())
        ]
    if isinstance(node, list):
        return [found for value in node for found in _keyed_strings(value, key)]
    return []


def _says(node: JSONValue, verb: str) -> bool:
    """Whether a key with `verb`'s stem among its words holds a value that is not nothing."""
    node = held_json(node)
    if isinstance(node, dict):
        return any(
            (value not in NOTHING and verb in {stem(part) for part in _WORD.findall(key.lower())})
            or _says(value, verb)
            for key, value in node.items()
        )
    if isinstance(node, list):
        return any(_says(value, verb) for value in node)
    return False


def _outcome_atoms(node: JSONValue, verb: str) -> set[str]:
    """The atoms of the values held under keys with `verb`'s stem among their words.

    A result sent as JSON text is read as that JSON.
    """
    found: set[str] = set()
    node = held_json(node)
    if isinstance(node, dict):
        for key, value in node.items():
            if verb in {stem(part) for part in _WORD.findall(key.lower())}:
                found |= set(value_atoms(value))
            found |= _outcome_atoms(value, verb)
    elif isinstance(node, list):
        for value in node:
            found |= _outcome_atoms(value, verb)
    return found
