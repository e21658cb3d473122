"""Which state-block values are copies of what the verbatim tail shows whole.

The state block repeats nothing the tail already shows: a `Secondary` value, or an object or a
list (a tool's latest result kept whole, the items of a search the agent offered, an index
line of a record's identifying values), every write of which rests on an event of the tail
that holds it, is left out of the block until that event leaves the tail. A scalar (an id,
an amount, a date) is always shown: it is the typed state the model reads from the block. A
value those events do not hold (one set by hand, citing the request that motivated it) is
shown too.

"Holds" is read on the events' content, a tool result's JSON text parsed: the value is one of
its parts whole (an object or a list equal to one of its objects or lists, a number equal to
one of its numbers, a text found in one of its texts as whole words); or, a list, each of its
items is held; or, an object, each of its keys is and each of its values is, a text of several
words word by word (a word that is a number also by a number equal to it: "250" by ``250.0``).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from agentstate._json import JSONValue, held_json
from agentstate.backends.base import SessionReader
from agentstate.backends.reads import Reads, read
from agentstate.events import Event, parse_ref

if TYPE_CHECKING:
    from agentstate.scratchpad import Fact

__all__ = ["beside_tail_reads"]


def beside_tail_reads(facts: Sequence[Fact], tail: Sequence[Event]) -> Reads[list[Fact]]:
    """The values the state block shows beside a verbatim tail (module docs), as reads."""
    by_seq = {event.seq: event for event in tail}
    shown: list[Fact] = []
    for fact in facts:
        copy = fact.secondary or isinstance(fact.value, dict | list)
        if copy and parse_ref(fact.source)[1] in by_seq:
            writes = yield from read(SessionReader.fact_history, fact.key)
            if all(write.source_seq in by_seq for write in writes):
                sources = {write.source_seq: by_seq[write.source_seq] for write in writes}
                if _Parts(event.content for event in sources.values()).hold(fact.value):
                    continue
        shown.append(fact)
    return shown


def _canonical(value: JSONValue) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


class _Parts:
    """The parts of some events' content, read once: containers, other scalars, texts."""

    def __init__(self, contents: Iterator[JSONValue]) -> None:
        self._containers: set[str] = set()
        self._scalars: set[str] = set()
        self._numbers: set[float] = set()
        self._texts: list[str] = []
        for content in contents:
            self._walk(content)

    def _walk(self, node: JSONValue) -> None:
        if isinstance(node, str):
            parsed = held_json(node)
            if isinstance(parsed, dict | list):
                self._walk(parsed)
            else:
                self._texts.append(node)
            return
        if isinstance(node, dict | list):
            self._containers.add(_canonical(node))
            for child in node.values() if isinstance(node, dict) else node:
                self._walk(child)
            return
        self._scalars.add(_canonical(node))
        if isinstance(node, int | float) and not isinstance(node, bool):
            self._numbers.add(float(node))

    def _text(self, text: str) -> bool:
        """Whether `text` is found in one of the texts as whole words."""
        pattern = re.compile(rf"(?<!\w){re.escape(text)}(?!\w)")
        return any(pattern.search(found) for found in self._texts)

    def _word(self, word: str) -> bool:
        """Whether a word of a line is held: in a text, or a number one of the numbers equals."""
        if self._text(word):
            return True
        try:
            return float(word) in self._numbers
        except ValueError:
            return False

    def hold(self, value: JSONValue) -> bool:
        """Whether the parts hold `value` (module docs)."""
        if isinstance(value, str):
            return self._text(value)
        if not isinstance(value, dict | list):
            return _canonical(value) in self._scalars or self._text(_canonical(value))
        if _canonical(value) in self._containers:
            return True
        if isinstance(value, list):
            return all(self.hold(item) for item in value)
        return all(
            self._text(key)
            and (
                all(self._word(word) for word in item.split())
                if isinstance(item, str) and " " in item
                else self.hold(item)
            )
            for key, item in value.items()
        )
