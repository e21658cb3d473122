"""`ExtractiveSummarizer`: offline, deterministic, model-free; the embedded default.

It never paraphrases: every item is either carried forward from the previous checkpoint
unchanged, or a sentence quoted from the event it cites, or a fixed template. A quotation
keeps the literal values its speaker said: a ``{fact:KEY}`` placeholder there would render
the field's value at the time of reading, and once the field holds another value (the next
reservation handled) the quote would say what nobody said. The current values are the state
block's, beside every summary. Ledger actions are never restated, so no item states a value
or a status on its own authority: every value is held by the event the item cites, and that
is why its output passes the validator.

What it extracts from the events aging out:

- objective: carried forward; on the first compaction, the first user message, quoted but
  for its sentences that are constraints (those are quoted there), unless what is left says
  nothing of its own ("Hi!");
- constraints: carried forward; plus user sentences that bind, quoted: a rule ("must",
  "never", "only", "don't", "no later than"), a want or a need ("I'd like", "I need",
  "instead"), a negation or a bound ("neither of those works", "after 6 PM"): each its
  own item, since the validator holds every later summary to its constraints (an
  objective may be reworded);
- decisions: carried forward (the most recent `max_decisions`); plus the sentences of the
  user and of the assistant that commit to a course ("I'll go with the first option", "we
  will", "decided"), quoted;
- rejected: carried forward; plus failed tool calls, each naming the values of its
  arguments that nothing in view holds, citing the call and its result ("The call to
  book_trip failed; it named 318."): no capture keeps what a failed call proposed, and the
  next attempt is made of it (`agentstate.summarizers._named_values.failed_call_item`);
- open threads: when the span ends with an assistant message the user answers only in the
  tail (an offer, a question), one item naming its identifiers, amounts and dates, with its
  ref; never carried forward (by the next compaction the answer is in the span too);
- named values (the `named_values` field, the summary's lowest priority): for the latest
  `max_named` messages that name one, the identifiers, amounts and ISO dates the message
  named and nothing else in view holds, with its ref (`agentstate.summarizers._named_values`);
  carried forward, and an awaited reply's values join them once the reply is compacted.

Ledger actions are not repeated: every request's state block shows each action with its
current status (open ones with their exact parameters), so items derived from the ledger
would only cost tokens, and open threads or next steps derived from them would go
stale as the actions move on. The summary leaves them to the state block.

Over its token budget, it drops the open thread, the oldest rejected approaches, then the
oldest decisions; past the validator's limit (`SummaryRequest.limit_tokens`), the
constraints it adds, weakest first (a negation, a bound or a question before a want, a want
before a rule); never the objective or a constraint carried forward. Named values are not
counted against its budget (a request renders them only in the room its budget leaves), nor
by the validator's limit, which like a checkpoint's token count leaves them out: they are
dropped, the oldest first, only when they alone are over that limit.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from functools import partial
from typing import Final

from agentstate._json import JSONObject, JSONValue
from agentstate._mentions import mentioned_values
from agentstate.events import Event, EventKind
from agentstate.summarizers._named_values import (
    call_index,
    carried_entries,
    earlier_entries,
    failed_call_item,
    held_keys,
    named_value_items,
)
from agentstate.summarizers.base import SummaryRequest
from agentstate.summary import (
    NAMED_VALUES,
    CitedItem,
    NarrativeSummary,
    fill_values,
    summary_tokens,
)
from agentstate.tokens import ApproximateTokenCounter

__all__ = ["ExtractiveSummarizer", "binding_sentences"]

_SENTENCE = re.compile(r"(?<=[.!?])\s+|\n+")
# What makes a user's sentence bind, strongest first: a rule ("must", "never", "only",
# "don't"), a want or a need ("I'd like", "I need", "instead"), and a limit of any other
# kind: a negation ("neither of those works", "no insurance") or a bound ("after 6 PM",
# "unless it is full"). Over its budget the summarizer drops new limits before new wants,
# and new wants before new rules; a question only asks, and goes with the limits.
_RULE = re.compile(
    r"\b(must|mustn't|never|only|don't|do not|doesn't|does not|no more than|at most|"
    r"at least|no later than|not before|not after|without|cannot|can't|shouldn't|"
    r"should not|have to|has to|required?|requires)\b",
    re.IGNORECASE,
)
_WANT = re.compile(
    r"\b(prefer|rather|instead|want|wants|would like|'d like|need|needs)\b", re.IGNORECASE
)
_LIMIT = re.compile(
    r"\b(no|not|none|nothing|neither|nor|before|after|until|unless)\b|n't\b", re.IGNORECASE
)
_STRENGTHS = (_RULE, _WANT, _LIMIT)
_COMMITMENT = re.compile(
    r"\b(I will|I'll|we will|we'll|I have decided|we have decided|decided to|"
    r"I am going to|I'm going to|let's go with|the plan is)\b",
    re.IGNORECASE,
)


def _quote(text: str, limit: int) -> str:
    """The text, or its longest prefix of whole words within `limit` (never a cut word)."""
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    space = text.rfind(" ", 0, limit)
    return (text[:space] if space > 0 else text.split(" ", 1)[0]) + "\u2026"


def _sentences(text: str) -> Iterable[str]:
    return (sentence.strip() for sentence in _SENTENCE.split(text) if sentence.strip())


def binding_sentences(text: str) -> list[str]:
    """The sentences of a message that bind: a rule, a want or need, a negation or a bound.

    "Never email me.", "I'd like a window seat.", "Neither of those works for me.", "Only
    trains after 6 PM." The summarizer quotes each such sentence of a user message as a
    constraint.
    """
    return [sentence for sentence in _sentences(text) if _strength(sentence) is not None]


def _strength(sentence: str) -> int | None:
    """0 for a rule, 1 for a want or a need, 2 for another limit or a question; None if free."""
    rank = next((rank for rank, words in enumerate(_STRENGTHS) if words.search(sentence)), None)
    if rank is not None and sentence.rstrip().endswith("?"):
        return len(_STRENGTHS) - 1
    return rank


def _asked(text: str, binding: list[str]) -> str:
    """What the objective quotes of the first message: its sentences the constraints do not.

    Each of those is a constraint of its own, held to carry forward; quoting it twice would
    only cost tokens. When what is left says nothing of its own (no sentence of
    `_SAYS_WORDS` words or more: "Hi!"), the objective quotes the whole message.
    """
    rest = [sentence for sentence in _sentences(text) if sentence not in binding]
    if any(len(sentence.split()) >= _SAYS_WORDS for sentence in rest):
        return " ".join(rest)
    return text


_SAYS_WORDS: Final = 4
"""The fewest words of a sentence that can say what the user is after ("Hi!" cannot)."""


def _message_text(event: Event) -> str:
    text = event.content.get("text")
    if isinstance(text, str):
        return text
    blocks = event.content.get("blocks")
    if isinstance(blocks, list):
        return "\n".join(
            str(block.get("text"))
            for block in blocks
            if isinstance(block, dict) and block.get("type") == "text"
        )
    return ""


class ExtractiveSummarizer:
    """A deterministic summarizer that quotes and carries forward, never invents.

    Args:
        quote_chars: Longest quoted sentence, in characters (longer ones are cut at a word).
        max_decisions: Most recent decisions kept.
        max_rejected: Most recent rejected approaches kept.
        max_named: Most recent messages whose named values are kept.
    """

    name = "extractive"
    version = "1"

    def __init__(
        self,
        *,
        quote_chars: int = 240,
        max_decisions: int = 12,
        max_rejected: int = 8,
        max_named: int = 3,
    ) -> None:
        self.quote_chars = quote_chars
        self.max_decisions = max_decisions
        self.max_rejected = max_rejected
        self.max_named = max_named

    def __repr__(self) -> str:
        return f"ExtractiveSummarizer(quote_chars={self.quote_chars})"

    def summarize(self, request: SummaryRequest) -> NarrativeSummary:
        """Fold the previous checkpoint and the events aging out into a new summary."""
        previous = (
            request.schema.model_validate(request.previous.summary)
            if request.previous is not None
            else None
        )
        objective = previous.objective if previous is not None else None
        constraints = list(previous.constraints) if previous is not None else []
        decisions = list(previous.decisions) if previous is not None else []
        rejected = list(previous.rejected) if previous is not None else []
        seen = {item.text for item in [*constraints, *decisions, *rejected]}

        def add(target: list[CitedItem], text: str, ref: str) -> None:
            text = _quote(text, self.quote_chars + 32)
            if text and text not in seen:
                seen.add(text)
                target.append(CitedItem(text=text, refs=[ref]))

        failed: list[Event] = []
        for event in request.events:
            if event.kind is EventKind.USER:
                text = _message_text(event)
                binding = binding_sentences(text)
                if objective is None and text.strip():
                    quoted = _quote(_asked(text, binding), self.quote_chars)
                    objective = CitedItem(text=f"The user asked: {quoted}", refs=[event.ref])
                for sentence in _sentences(text):
                    if sentence in binding:
                        add(constraints, f'The user said: "{sentence}"', event.ref)
                    elif _COMMITMENT.search(sentence):
                        add(decisions, f'The user decided: "{sentence}"', event.ref)
            elif event.kind is EventKind.ASSISTANT:
                for sentence in _sentences(_message_text(event)):
                    if _COMMITMENT.search(sentence):
                        add(decisions, f'The assistant committed: "{sentence}"', event.ref)
            elif event.kind is EventKind.TOOL_RESULT and event.content.get("is_error") is True:
                failed.append(event)
        awaiting = _awaiting_reply(request.events)
        if objective is None:
            first = request.events[0] if request.events else None
            ref = first.ref if first is not None else f"ev_{request.covers_through}"
            objective = CitedItem(text="Continue the session's task.", refs=[ref])
        decisions = decisions[-self.max_decisions :]
        rejected = rejected[-self.max_rejected :]
        said = [awaiting] if awaiting is not None else []

        def in_view() -> set[str]:
            return held_keys(
                "\n".join(
                    [_kept_block(request), objective.text]
                    + [item.text for item in [*constraints, *decisions, *rejected, *said]]
                )
            )

        if failed:
            calls = call_index(request.events)
            held = in_view()
            for result in failed:
                text, refs = failed_call_item(result, calls, held)
                if text not in seen:
                    seen.add(text)
                    rejected.append(CitedItem(text=text, refs=list(refs)))
        held = in_view()
        carried = (
            carried_entries(
                previous.named_values,
                # This summarizer's open threads are only ever an awaited reply.
                previous.open_threads if request.previous.summarizer == self.name else [],
            )
            if previous is not None and request.previous is not None
            else []
        )
        named = named_value_items(
            carried,
            [
                (event, _message_text(event))
                for event in request.events
                if event.kind in (EventKind.USER, EventKind.ASSISTANT)
            ],
            held=held,
            keep=self.max_named,
            earlier=earlier_entries(request.events, request.overwritten),
        )
        summary = request.schema(
            objective=objective,
            constraints=constraints,
            decisions=decisions,
            rejected=rejected,
            open_threads=said,
            named_values=named,
        )
        return _fit(_without_rejected(summary, request), request)

    async def asummarize(self, request: SummaryRequest) -> NarrativeSummary:
        """Same as `summarize` (it does no I/O)."""
        return self.summarize(request)


def _kept_block(request: SummaryRequest) -> str:
    """The state block a request keeps under any budget (`SummaryRequest.kept_block`)."""
    return request.state_block if request.kept_block is None else request.kept_block


_MAX_AWAITING_VALUES: Final = 20
"""The most values the awaiting-reply item names (the message's ref has them all)."""


def _awaiting_reply(events: Sequence[Event]) -> CitedItem | None:
    """The values the span's last assistant message names, when no user message follows it.

    The offer or the question the user's next message (in the tail) answers ("Yes, book
    those") would otherwise leave that answer pointing at nothing in view: the item names the
    message's identifiers, amounts and dates (`mentioned_values`), with its ref for the rest.
    None when the span ends with the user's word, or the message names no value.
    """
    last: Event | None = None
    for event in events:
        if event.kind is EventKind.USER:
            last = None
        elif event.kind is EventKind.ASSISTANT and _message_text(event).strip():
            last = event
    values = mentioned_values(_message_text(last)) if last is not None else []
    if last is None or not values:
        return None
    named = ", ".join(values[:_MAX_AWAITING_VALUES])
    more = len(values) - _MAX_AWAITING_VALUES
    named += f" and {more} more" if more > 0 else ""
    return CitedItem(
        text=f"Awaiting the user's reply to the assistant's last message, which named {named}.",
        refs=[last.ref],
    )


_PATH = re.compile(r"^([a-z_]+)(?:\[(\d+)\])?")


def _without_rejected(summary: NarrativeSummary, request: SummaryRequest) -> NarrativeSummary:
    """After a rejection, leave out the items its findings name; a refused objective goes neutral.

    The output is deterministic, so the same paths name the same items on the next attempt.
    Carried-forward constraints stay: they passed before, and dropping one is itself an error.
    """
    errors = [finding for finding in request.findings if finding.severity == "error"]
    if not errors:
        return summary
    data = summary.model_dump(mode="json")
    carried = _carried(request)
    doomed: dict[str, set[int]] = {}
    for finding in errors:
        match = _PATH.match(finding.path)
        if match is None:
            continue
        field, index = match.group(1), match.group(2)
        if field == "objective":
            refs = data["objective"]["refs"] or [f"ev_{request.covers_through}"]
            data["objective"] = {"text": "Continue the session's task.", "refs": refs[:1]}
        elif index is not None:
            doomed.setdefault(field, set()).add(int(index))
    for field, indexes in doomed.items():
        items = data.get(field)
        if isinstance(items, list):
            data[field] = [
                item
                for i, item in enumerate(items)
                if i not in indexes or (field == "constraints" and item.get("text") in carried)
            ]
    return request.schema.model_validate(data)


def _carried(request: SummaryRequest) -> set[str]:
    """The texts of the previous checkpoint's constraints: they must be carried forward."""
    previous = request.previous.summary.get("constraints") if request.previous else None
    return {
        text
        for item in (previous if isinstance(previous, list) else [])
        if isinstance(item, dict) and isinstance(text := item.get("text"), str)
    }


def _quoted(text: str) -> str:
    """The sentence an item quotes (``The user said: "..."``), or its whole text."""
    start, end = text.find('"'), text.rfind('"')
    return text[start + 1 : end] if 0 <= start < end else text


# Dropped first when a summary is over its budget: what the state block and the ledger
# already show (open threads, next steps), then the oldest rejected approaches and decisions,
# then the constraints this summary adds (`_new_constraints_to_drop`). The objective and the
# constraints carried forward are never dropped: dropping one is an error of its own.
_DROP_ORDER = ("next_steps", "open_threads", "rejected", "decisions")


def _fit(summary: NarrativeSummary, request: SummaryRequest) -> NarrativeSummary:
    """Drop optional items, in `_DROP_ORDER` then new constraints, until the summary fits.

    Optional items go until the summary fits its budget; new constraints only until it fits
    the validator's limit (`SummaryRequest.limit_tokens`). The size is estimated as the
    budget rule measures it (placeholders filled with the request's values) with the
    default token counter; after a rejection for size, both shrink by a fifth per attempt,
    so a state with a stricter counter still fits.
    """
    over = any(finding.rule == "budget" for finding in request.findings)
    shrink = 0.8 ** (request.attempt - 1) if over else 1.0
    target = int(request.budget_tokens * shrink)
    limit = int(max(request.budget_tokens, request.limit_tokens or 0) * shrink)
    counter = ApproximateTokenCounter()
    fill = partial(
        fill_values,
        facts={key: record.value for key, record in request.facts.items()},
        actions={action.action_id: (action.kind, action.status) for action in request.actions},
    )
    data = summary.model_dump(mode="json")
    # The named values are set apart: they are not counted against the budget (a request
    # renders them only in the room its budget leaves), only on their own against the limit.
    named: list[JSONObject] = data.pop(NAMED_VALUES, [])
    for field in _DROP_ORDER:
        items = data.get(field)
        while (
            isinstance(items, list) and items and summary_tokens(data, counter, fill=fill) > target
        ):
            items.pop(-1 if field in ("next_steps", "open_threads") else 0)
    constraints: list[JSONObject] = data["constraints"]
    for doomed in _new_constraints_to_drop(constraints, _carried(request)):
        if summary_tokens(data, counter, fill=fill) <= limit:
            break
        constraints.remove(doomed)
    data[NAMED_VALUES] = named
    # Neither the checkpoint's count nor the budget rule counts them with the rest: a
    # summary its constraints fill keeps them; only their own size is held to the limit.
    alone: dict[str, JSONValue] = {NAMED_VALUES: data[NAMED_VALUES]}
    while named and summary_tokens(alone, counter, fill=fill) > limit:
        named.pop(0)
    return request.schema.model_validate(data)


def _new_constraints_to_drop(constraints: list[JSONObject], carried: set[str]) -> list[JSONObject]:
    """The constraints not carried forward, in the order a summary over budget drops them.

    The weakest first (limits and questions, then wants and needs, then rules), the latest
    first among equals: the earliest sentences of a span frame the task.
    """
    new = [
        (position, item)
        for position, item in enumerate(constraints)
        if isinstance(text := item.get("text"), str) and text not in carried
    ]

    def weakness(entry: tuple[int, JSONObject]) -> tuple[int, int]:
        position, item = entry
        strength = _strength(_quoted(str(item.get("text"))))
        return (-(strength if strength is not None else len(_STRENGTHS)), -position)

    return [item for _, item in sorted(new, key=weakness)]
