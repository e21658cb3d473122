"""Decisions cite where they were made: a user, assistant, system or ledger event.

A decision read off a tool result alone has no maker (tool results are data), and a
decision whose cited deciding events say nothing of it cites the wrong ones.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from itertools import pairwise
from typing import Final

from agentstate._json import JSONValue, held_json
from agentstate.events import EventKind
from agentstate.summary import Item, placeholders
from agentstate.validation._action_results import ActionResults
from agentstate.validation._language import kind_words, stem
from agentstate.validation._rule import clipped
from agentstate.validation._status_words import APPROVAL_WORDS
from agentstate.validation.core import Finding, Severity, ValidationContext, graded

__all__ = ["DECIDING_KINDS", "unsourced"]

_LETTERS: Final = re.compile(r"[^\W\d_]+")

DECIDING_KINDS: Final = frozenset(
    {EventKind.USER, EventKind.ASSISTANT, EventKind.SYSTEM, EventKind.LEDGER}
)
"""Kinds of event in which a decision can be made (tool results are data, never decisions)."""


def unsourced(
    context: ValidationContext, path: str, item: Item, *, rule: str, severity: Severity
) -> Iterator[Finding]:
    """Report a decision that cites no deciding event, or deciding events silent of it.

    Certain only when the decision grants a status ("The credit is approved") off data:
    where a decision was made may go unsaid, an approval read off data may not.
    """

    def _finding(
        path: str,
        message: str,
        *,
        expected: str,
        found: str,
        refs: Sequence[str],
        certain: bool,
    ) -> Finding:
        return Finding(
            rule=rule,
            severity=graded(severity, certain=certain),
            path=path,
            message=message,
            expected=expected,
            found=found,
            refs=tuple(refs),
        )

    cited = context.cited(item.refs)
    deciding = [event for event in cited if event.kind in DECIDING_KINDS]
    if not deciding:
        kinds = sorted({event.kind.value for event in cited}) or ["no"]
        # Where a decision was made may go unsaid; an approval or an execution read off
        # data may not: only the ledger grants one ("The credit is approved" citing a note).
        # A status the cited data gives its own objects in a field ("invoice SR-4471
        # accepted" of a result whose status is "accepted") is reported, not granted; prose
        # in data ("the credit is approved" in a note) and a status of an action the ledger
        # governs are granted by nothing but the ledger.
        results = [
            event.content
            for event in context.events(item.refs)
            if event.kind is EventKind.TOOL_RESULT
        ]
        said = {stem(word) for word in context.words(item.text) & APPROVAL_WORDS}
        if said:
            said -= _field_names(item.text, results)
        stated = {stem(word) for content in results for word in _field_words(content)}
        grants = bool(said - stated) or (
            bool(said)
            and _names_a_kind(context, item.text)
            and not _an_execution_result(context, [event.seq for event in cited])
        )
        yield _finding(
            path,
            f"a decision must cite the event where it was made (a user, assistant, system "
            f"or ledger event); it cites {', '.join(kinds)} events only"
            + ("; a status read off data is no decision" if grants else ""),
            expected="a cited user, assistant, system or ledger event",
            found=", ".join(item.refs),
            refs=item.refs,
            certain=grants,
        )
        return
    atoms = {literal.atom for literal in context.literals(item.text) if literal.kind != "ref"}
    atoms |= {f"i:{name.casefold()}" for kind, name in placeholders(item.text) if kind == "action"}
    if any(context.holds(event, atom) for event in deciding for atom in atoms):
        return
    stems = context.content_stems(item.text)
    if any(stems & context.stems(event) for event in deciding):
        return
    yield _finding(
        path,
        "none of the cited user, assistant, system or ledger events "
        f"({', '.join(event.ref for event in deciding)}) says anything of this decision",
        expected="the event where the decision was made",
        found=clipped(item.text),
        refs=[event.ref for event in deciding],
        certain=False,
    )


def _an_execution_result(context: ValidationContext, seqs: Sequence[int]) -> bool:
    """Whether one of the events is the result of the call that executed a ledger action.

    "A correction appears to have been accepted as COR-55917" citing the result of the
    correction the ledger executed: the status is that act's outcome, which the ledger
    governed, not a status read off other data.
    """
    executed = ActionResults(context).seqs()
    return any(seq in results for results in executed.values() for seq in seqs)


def _names_a_kind(context: ValidationContext, text: str) -> bool:
    """Whether a text names a kind of the ledger's actions by one of its nouns ("credit")."""
    stems = context.content_stems(text)
    return any(
        not stems.isdisjoint(kind_words(record.kind)[0])
        for record in context.action_statuses().values()
    )


_NAME_BREAKS: Final = frozenset({"by", "for", "of", "to", "from", "on", "at", "with"})


def _field_names(text: str, results: Sequence[JSONValue]) -> set[str]:
    """Stems of approval words that `text` says as a cited result's field names them.

    "A $9.95 clearance fee" of a result's ``clearance_fee``: the word and the one after it
    run in the key, and the next is no preposition ("approved by" of ``approved_by`` still
    tells who approved).
    """
    pairs = {
        (first, second)
        for content in results
        for key in _keys(content)
        for first, second in pairwise(key)
        if first in APPROVAL_WORDS and second not in _NAME_BREAKS
    }
    words = [word.lower() for word in _LETTERS.findall(text)]
    return {stem(first) for first, second in pairwise(words) if (first, second) in pairs}


def _keys(node: JSONValue) -> Iterator[list[str]]:
    """The words of every key of a JSON value, one list per key."""
    node = held_json(node)
    if isinstance(node, dict):
        for key, value in node.items():
            yield [word.lower() for word in _LETTERS.findall(key)]
            yield from _keys(value)
    elif isinstance(node, list):
        for value in node:
            yield from _keys(value)


_FIELD_WORDS: Final = 3
"""A string of more words is prose, not a field's value."""


def _field_words(node: JSONValue) -> Iterator[str]:
    """The words of a JSON value's keys and of its short strings ("approved_by", "accepted").

    A string holding JSON (a tool's result as text) is read as that JSON.
    """
    node = held_json(node)
    if isinstance(node, str):
        if len(node.split()) <= _FIELD_WORDS:
            yield from _LETTERS.findall(node.lower())
    elif isinstance(node, dict):
        for key, value in node.items():
            yield from _LETTERS.findall(key.lower())
            yield from _field_words(value)
    elif isinstance(node, list):
        for value in node:
            yield from _field_words(value)
