"""Capture from what people write: the values a user states, the declared values they choose.

Two readings of a user's message, no domain in either (`agentstate.capture.CaptureRules`):

- **Mentions**: identifiers, emails, amounts and ISO dates stated in prose
  (`agentstate._mentions`), gathered in one list field;
- **Choices**: a value an application declares for a field (a tool parameter's ``enum``:
  ``plan`` is one of ``basic``, ``premium``, ``premium_plus``) named by the user as people
  write it ("Premium", "premium-plus", "Premium plus"), written to that field. A value named
  after a negation in its clause ("not basic") is refused; a message that names two values it
  does not refuse (a question back, "basic or premium?") chooses nothing; a value inside a
  longer one ("premium" in "premium plus") is that longer one; a value two fields declare is
  read for neither. And only a choice the agent put to the user counts: one of its recent
  messages names two of the field's values ("Basic, premium or premium plus?"); "I use the
  premium features at work" before any such question is a word in passing.
"""

from __future__ import annotations

import logging
import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Final

from agentstate import _json
from agentstate._mentions import MAX_MENTIONS, mentioned_values
from agentstate.errors import InvalidInput, ScratchpadError
from agentstate.events import Event, EventKind

if TYPE_CHECKING:
    from agentstate.backends.base import SessionWriter
    from agentstate.scratchpad import ScratchpadStore

__all__ = [
    "SHORTEST_CHOICE",
    "capture_choices",
    "capture_mentions",
    "check_mentions_field",
    "choice_table",
    "named_choice",
]

logger = logging.getLogger("agentstate.capture")

SHORTEST_CHOICE: Final = 4
"""Shorter declared values ("yes", "no") are words of any reply, not a choice."""
_NEGATIONS: Final = re.compile(
    r"\b(?:not|no|never|without|nor|neither|instead of|rather than|other than|except)\b|n't\b"
)
_NEGATION_REACH: Final = 4
"""A negation this many words before a value, in its clause, refuses it."""
_CLAUSE_END: Final = re.compile(r"[.!?;,:\n]")
_OFFER_WINDOW: Final = 20
"""How many of the assistant's messages before a user's are read for the choice put to them."""


def check_mentions_field(instance: object, attribute: object, value: str | None) -> None:
    """Check `CaptureRules.mentions`: a field's name, or None."""
    if value is not None and not isinstance(value, str):
        msg = f"mentions must name a scratchpad field (a string) or be None, not {value!r}"
        raise InvalidInput(msg)


def choice_table(choices: Mapping[str, Iterable[str]]) -> dict[str, tuple[str, ...]]:
    """Convert `CaptureRules.choices`: each field's values as a tuple of strings."""
    if not isinstance(choices, Mapping):
        msg = f"choices must map scratchpad fields to their values, not {choices!r}"
        raise InvalidInput(msg)
    table: dict[str, tuple[str, ...]] = {}
    for field, values in choices.items():
        listed = () if isinstance(values, str) else tuple(values)
        if not isinstance(field, str) or not listed or not all(isinstance(v, str) for v in listed):
            msg = (
                f"choices must map a field name to its values (strings), not {field!r}: {values!r}"
            )
            raise InvalidInput(msg)
        table[field] = listed
    return table


@lru_cache(maxsize=256)
def _pattern(value: str) -> re.Pattern[str]:
    """A declared value as people write it: its words joined by spaces, hyphens or underscores."""
    words = [word for word in re.split(r"[_\s-]+", value.lower()) if word]
    return re.compile(r"(?<![\w-])" + r"[_\s-]+".join(map(re.escape, words)) + r"(?![\w-])")


def _refused(lower: str, start: int) -> bool:
    """Whether a negation comes shortly before `start`, in the same clause."""
    before = lower[:start]
    ends = [match.end() for match in _CLAUSE_END.finditer(before)]
    clause = before[ends[-1] if ends else 0 :]
    words = clause.split()[-_NEGATION_REACH:]
    return _NEGATIONS.search(" ".join(words)) is not None


def _named(
    lower: str, values: Sequence[str], *, shortest: int = SHORTEST_CHOICE
) -> list[tuple[int, int, str]]:
    """Where a lower-cased text names each value (a value inside a longer one left out)."""
    spans: list[tuple[int, int, str]] = []
    for value in values:
        if len(value) >= shortest:
            spans += [
                (match.start(), match.end(), value) for match in _pattern(value).finditer(lower)
            ]
    return [
        (start, end, value)
        for start, end, value in spans
        if not any(s <= start and end <= e and e - s > end - start for s, e, _ in spans)
    ]


def _puts(offer: str, values: Sequence[str]) -> bool:
    """Whether an assistant's message puts a choice to the user: it names two of the values."""
    return len({value for *_, value in _named(offer.lower(), values, shortest=1)}) > 1


def named_choice(text: str, values: Sequence[str]) -> str | None:
    """The one value of `values` that `text` names and does not refuse, if there is one.

    >>> named_choice("1. Monthly 2. Premium", ["basic", "premium", "premium_plus"])
    'premium'
    >>> named_choice("Premium plus, please.", ["basic", "premium", "premium_plus"])
    'premium_plus'
    >>> named_choice("Basic or premium?", ["basic", "premium", "premium_plus"]) is None
    True
    """
    lower = text.lower()
    chosen = {value for start, _, value in _named(lower, values) if not _refused(lower, start)}
    return next(iter(chosen)) if len(chosen) == 1 else None


def capture_choices(
    store: ScratchpadStore,
    tx: SessionWriter,
    message: Event,
    choices: Mapping[str, tuple[str, ...]],
) -> None:
    """Write each field whose declared values the user's message names one of.

    A value two fields declare (``checking`` of an account and of a recipient's account)
    says nothing of which one the user meant: it is read for neither.
    """
    text = message.content.get("text")
    if not isinstance(text, str):
        return
    declared = Counter(value for values in choices.values() for value in set(values))
    offers: list[str] | None = None
    for field, values in choices.items():
        unique = [value for value in values if declared[value] == 1]
        value = named_choice(text, unique)
        if value is None:
            continue
        if offers is None:
            offers = [
                said
                for event in tx.events(
                    until=message.seq - 1,
                    kinds={EventKind.ASSISTANT},
                    newest_first=True,
                    limit=_OFFER_WINDOW,
                )
                if isinstance(said := event.content.get("text"), str)
            ]
        if not any(_puts(offer, values) for offer in offers):
            continue  # the agent never put this choice to the user: a word in passing
        current = tx.fact(field)
        if current is not None and current.value == value:
            continue
        try:
            stored = store.validate(field, value)
        except ScratchpadError as exc:
            logger.warning("choice of %s at %s not captured: %s", field, message.ref, exc)
            continue
        store.write_in(tx, field, stored, source=message.seq, rule="choices")


def capture_mentions(store: ScratchpadStore, tx: SessionWriter, message: Event, field: str) -> None:
    """Add the values a user message states to `field` (the latest `MAX_MENTIONS`)."""
    text = message.content.get("text")
    said = mentioned_values(text) if isinstance(text, str) else []
    if not said:
        return
    current = tx.fact(field)
    earlier = current.value if current is not None else []
    kept = [value for value in earlier if value not in said] if isinstance(earlier, list) else []
    try:
        stored = store.validate(field, [*kept, *said][-MAX_MENTIONS:])
    except ScratchpadError as exc:
        logger.warning("mentions at %s not captured: %s", message.ref, exc)
        return
    if current is None or _json.canonical_dumps(current.value) != _json.canonical_dumps(stored):
        store.write_in(tx, field, stored, source=message.seq, rule="mentions")
