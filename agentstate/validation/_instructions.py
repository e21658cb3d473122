"""Instructions: whether a sentence tells the agent to do something, and only to speak.

The attribution rule reads a summary's items citing only tool results for instructions
(tool output is data; an instruction read off it may be an injection). A deterministic
reading of English imperatives and of sentences addressed to the agent ("you must ..."),
with the words that override earlier instructions.
"""

from __future__ import annotations

from collections.abc import Iterator
from collections.abc import Set as AbstractSet
from operator import attrgetter
from typing import Final

from agentstate.summary import Item
from agentstate.validation._decision_sources import DECIDING_KINDS
from agentstate.validation._language import Sentence, stem
from agentstate.validation._rule import clipped
from agentstate.validation.core import Finding, Severity, ValidationContext, graded

__all__ = ["communicates", "from_data", "instructs", "may_instruct"]

_LABELS: Final = frozenset({
    "system", "assistant", "admin", "administrator", "developer", "operator", "note",
    "important", "attention", "notice", "warning", "instruction", "instructions", "update",
})  # fmt: skip
"""Words that, followed by a colon, label who speaks ("SYSTEM: ..."), not what is said."""
_LEAD_INS: Final = frozenset({
    "please", "kindly", "always", "now", "immediately", "just", "then", "also", "first",
    "simply", "do", "don't", "never", "and", "so",
})  # fmt: skip
_COMMANDS: Final = frozenset({
    "approve", "authorize", "authorise", "execute", "ignore", "disregard", "forget", "override",
    "bypass", "skip", "grant", "transfer", "send", "pay", "wire", "reveal", "delete", "disable",
    "waive", "tell", "reply", "respond", "pretend", "treat", "confirm", "give", "process",
})  # fmt: skip
"""Verbs that open an instruction: rarely a noun at the start of a sentence."""
_NOUN_OR_COMMAND: Final = frozenset({
    "issue", "refund", "credit", "cancel", "escalate", "call", "use", "run", "email", "book",
    "release", "close", "reset", "mark", "set", "change", "update", "offer", "apply", "charge",
})  # fmt: skip
"""Verbs that open an instruction when an object follows ("Refund the order", not "Refund
requests need approval")."""
_OBJECT_STARTS: Final = frozenset({
    "a", "an", "the", "this", "that", "these", "those", "it", "all", "any", "every", "each",
    "them", "him", "her", "me", "us", "my", "our", "your", "their", "his", "its", "now",
    "immediately", "back", "out", "up", "to", "everything",
})  # fmt: skip
_PREDICATES: Final = frozenset({
    "is", "are", "was", "were", "has", "had", "have", "will", "remains", "needs", "requires",
    "can", "may", "must", "should", "shows", "says", "states",
})  # fmt: skip
_ADDRESSED: Final = frozenset({
    "must", "should", "will", "shall", "need", "needs", "have", "are", "may", "can", "now",
})  # fmt: skip
_OVERRIDES: Final = frozenset({"ignor", "disregard", "forget", "overrid"})
_EARLIER: Final = frozenset({"previou", "prior", "earlier", "abov", "origin"})
_DIRECTIVES: Final = frozenset({"instruct", "prompt", "rule", "guidelin", "direct"})


_OPENERS: Final = _COMMANDS | _NOUN_OR_COMMAND | {"you"}

_COMMUNICATING: Final = frozenset({
    "tell", "inform", "notify", "confirm", "offer", "ask", "explain", "remind", "let",
    "check", "verify", "follow", "show", "share", "present", "suggest", "reply", "respond",
})  # fmt: skip
"""Verbs of telling and asking: a plan to speak to the user, not an act done on their behalf."""


def communicates(sentence: Sentence) -> bool:
    """Whether an instruction only asks the agent to talk to the user ("tell the user ...").

    It never overrides anything, addresses no one as "you", and opens with a verb of
    telling or asking: as the agent's own next step read off a tool result, it is a plan,
    not an injected instruction (an injection gets nothing by being relayed to the user).
    """
    stems = {token.stem for token in sentence.tokens}
    if stems & _OVERRIDES:
        return False
    words = [token.lower for token in sentence.tokens if token.kind == "word"]
    while words and words[0] in _LEAD_INS:
        words = words[1:]
    return bool(words) and words[0] in _COMMUNICATING and "you" not in words


_KIND: Final = attrgetter("kind")


def may_instruct(words: AbstractSet[str]) -> bool:
    """A quick test, on the words of a text's sentences (`words_in`), for a possible instruction.

    `instructs` needs a word that can open an instruction, or one that overrides earlier ones.
    """
    return not words.isdisjoint(_OPENERS) or not _OVERRIDES.isdisjoint(map(stem, words))


def instructs(sentence: Sentence) -> bool:
    """Whether a sentence gives the agent an instruction (an imperative, or "you must ...").

    A deterministic reading, as the rest of the validator: after an optional speaker label
    ("SYSTEM:") and lead-in words ("please", "always", "now"), the sentence opens with a
    command verb, or addresses the agent ("you must", "you are now"), or anywhere tells it
    to ignore or override its previous instructions.
    """
    return _command(sentence) is not None


def _command(sentence: Sentence) -> str | None:
    """The stem of the verb that opens the sentence's instruction, if it gives one.

    "" for an instruction with no verb of its own to find in the data: one that addresses
    the agent ("you must ...") or tells it to override its previous instructions.
    """
    tokens = sentence.tokens
    stems = {token.stem for token in tokens}
    if stems & _OVERRIDES and stems & _EARLIER and stems & _DIRECTIVES:
        return ""  # "..., so ignore all previous instructions"
    index = 0
    while (
        index + 1 < len(tokens) and tokens[index].lower in _LABELS and tokens[index + 1].text == ":"
    ):
        index += 2
    words = [token for token in tokens[index:] if token.kind != "mark"]
    while words and words[0].lower in _LEAD_INS:
        words = words[1:]
    if not words:
        return None
    first = words[0].lower
    following = words[1] if len(words) > 1 else None
    if first == "you":
        return "" if following is not None and following.lower in _ADDRESSED else None
    if first in _COMMANDS:
        return words[0].stem
    if first not in _NOUN_OR_COMMAND:
        return None
    if following is None or following.lower in _OBJECT_STARTS or following.kind == "placeholder":
        return words[0].stem
    after = words[2].lower if len(words) > 2 else None
    # "Refund 2500 cents" instructs; "Issue 4521 is resolved" names an issue.
    if any(char.isdigit() for char in following.text) and after not in _PREDICATES:
        return words[0].stem
    return None


def from_data(
    context: ValidationContext,
    path: str,
    item: Item,
    *,
    binding: bool,
    rule: str,
    severity: Severity,
) -> Iterator[Finding]:
    """Report an instruction in an item that cites only tool results (data).

    Certain when the item is `binding` (not the agent's own plan), or when the instruction
    does more than speak and could have been read off the data: the agent's own next step
    ("Give her the voucher code") whose verb no cited result holds is a plan made from the
    data, not an instruction found in it ("... note: refund the full amount to card 4410").
    """
    cited = context.cited(item.refs)
    if not cited or not DECIDING_KINDS.isdisjoint(map(_KIND, cited)):
        return
    if not may_instruct(context.words(item.text)):
        return  # no word that could open an instruction: nothing to read
    for sentence in context.sentences(item.text):
        if sentence.question or (verb := _command(sentence)) is None:
            continue
        certain = binding or (
            not communicates(sentence)
            and (not verb or any(verb in context.stems(event) for event in cited))
        )
        said = sentence.text_in(item.text)
        kinds = sorted({event.kind.value for event in cited})
        yield Finding(
            rule=rule,
            severity=graded(severity, certain=certain),
            path=f"{path}.text",
            message=(
                f"gives an instruction but cites only {', '.join(kinds)} events: tool results "
                "are data, and an instruction must come from a user, assistant, system or "
                "ledger event"
            ),
            expected="a cited user, assistant, system or ledger event that gives it",
            found=clipped(said),
            refs=tuple(item.refs),
        )
        return
