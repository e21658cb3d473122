"""Fitting a request into its budget: excerpts of the tail, a smaller state block, cut calls.

The order is `agentstate.context`'s (its module docs): the tail's largest results and
messages first (water-filling, none below `EXCERPT_FLOOR`, and, unless nothing else fits,
none whose excerpt would save fewer than `LEAST_SAVING` tokens or a quarter of it,
`SAVED_SHARE`: a message barely over the floor, cut, would show a few words and a note, almost
all of it gone for next to nothing), then the state block (closed
actions' parameters left out, then closed actions grouped, then the values of `Secondary`
fields shortened to one size, those it cuts to a sliver left out, the largest first, when
that shows more of the others whole, or all of them left out, then its largest values,
each as little as the budget needs),
then tool calls' arguments, cut structurally (`agentstate._excerpts.cut`).

A fit also says how much larger the record could be with the very same fit (`Fitted.spare`):
every choice it makes is a comparison of a cost with the room left, and a larger record only
lessens the room, so a comparison that failed still fails, and one that held keeps holding
while the record grows by no more than the least margin of the comparisons that held. The
context renders the summary's named values in that room, with one fit.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING, Final

import attrs

from agentstate._excerpts import cut, size
from agentstate._json import JSONObject, JSONValue
from agentstate._mentions import MentionIndex
from agentstate.errors import ContextBudgetExceeded
from agentstate.events import Event, EventKind, measure, message_text
from agentstate.scratchpad import FactStatus
from agentstate.state_block import (
    VALUE_FLOOR,
    format_state_block,
    left_out_values,
    oversized_values,
    state_message_tokens,
)
from agentstate.tokens import TokenCounter

if TYPE_CHECKING:
    from agentstate.ledger import Action
    from agentstate.scratchpad import Fact

__all__ = ["EXCERPT_FLOOR", "LEAST_SAVING", "SAVED_SHARE", "Fitted", "fit_request"]

EXCERPT_FLOOR: Final = 48
"""Fewest tokens an excerpted event keeps; below it the context does not fit."""
LEAST_SAVING: Final = 12
"""Fewest tokens an excerpt at its floor must save for its event to be cut at all."""
SAVED_SHARE: Final = 4
"""...and the least share of its event it must save: a quarter (an excerpt at the floor is
mostly its note, so one that saves less keeps a few words of the event for little room)."""


def _excerpt_content(event: Event, text: str, note: str) -> JSONObject:
    if event.kind is EventKind.TOOL_RESULT:
        return {
            "call_id": event.content["call_id"],
            "name": event.content.get("name"),
            "result": f"{text}\u2026\n{note}",
            "is_error": event.content.get("is_error", False),
        }
    if event.kind is EventKind.ASSISTANT:
        return {
            "text": f"{text}\u2026\n{note}",
            "tool_calls": event.content.get("tool_calls") or [],
        }
    return {"text": f"{text}\u2026\n{note}"}


def _excerpt_calls(event: Event, chars: int, note: str) -> JSONObject:
    """An assistant event's text and each call's arguments cut to a share of `chars`.

    Ids and names stay exact (results answer them); arguments stay JSON of their type
    (`agentstate._excerpts.cut`), so both providers accept the call as it is shown.
    """
    text = str(event.content.get("text") or "")
    calls = event.content.get("tool_calls")
    assert isinstance(calls, list)
    share = chars // (len(calls) + (1 if text else 0))
    shortened: list[JSONValue] = []
    for call in calls:
        assert isinstance(call, dict)
        shortened.append({**call, "arguments": cut(call.get("arguments"), share)})
    said = f"{text[:share]}\u2026\n" if text else ""
    return {"text": f"{said}{note}", "tool_calls": shortened}


@attrs.define
class _Measured:
    """What one fitting reads of its tail's events, each once: floors, and excerpts' texts."""

    counter: TokenCounter
    floors: dict[int, int] = attrs.Factory(dict)
    """Each event's floor (`_floor`) by sequence number."""
    texts: dict[int, MentionIndex] = attrs.Factory(dict)
    """The text an excerpt of each event cuts, with the values its parts mention."""

    def text(self, event: Event) -> MentionIndex:
        """`event`'s text as an excerpt cuts it (not for an event that makes tool calls)."""
        found = self.texts.get(event.seq)
        if found is None:
            if event.kind is EventKind.TOOL_RESULT:
                result = event.content.get("result")
                text = result if isinstance(result, str) else json.dumps(result, ensure_ascii=False)
            elif event.kind is EventKind.ASSISTANT:
                text = str(event.content.get("text") or "")
            else:
                text = message_text(event.kind, event.content)
            found = self.texts[event.seq] = MentionIndex(text)
        return found


def _excerpt(event: Event, keep_tokens: int, measured: _Measured) -> Event:
    """The event cut to at most `keep_tokens`, with a note saying how to get it all.

    (At most, when the note itself, or a call's ids and names, leave room.)

    The cut starts at about three characters a token and shrinks until the excerpt, as the
    counter measures it, fits: JSON text costs more tokens per character than prose. The
    note names the values the part left out mentions (`_values_left_out`): the flight a
    reply offered past its first line is still in view. An assistant event's tool calls
    keep their ids and names; their arguments are cut.
    """
    get = f'The whole is retrievable with the evidence tools: get "{event.ref}".]'
    if event.tool_calls:
        note = (
            f"[Excerpt of {event.ref}: the arguments of its tool calls are shortened "
            f"(\u2026 marks what is left out), about {keep_tokens} of {event.tokens} tokens "
            f"shown. {get}"
        )
    else:
        note = f"[Excerpt of {event.ref}: about {keep_tokens} of {event.tokens} tokens shown. {get}"
    mentions = None if event.tool_calls else measured.text(event)
    chars = max(0, keep_tokens * 3 - len(note))
    values_limit = keep_tokens * 3 // 2
    while True:
        if mentions is None:
            content = _excerpt_calls(event, chars, note)
        else:
            # From the start of the word the cut falls in: a code cut in two is named whole.
            text = mentions.text
            start = max(text.rfind(space, 0, chars) for space in " \n\t") + 1
            values = _values_left_out(mentions.values_from(start), values_limit)
            content = _excerpt_content(event, text[:chars], note + values)
        tokens = measure(measured.counter, event.kind, content).tokens
        if tokens <= keep_tokens or (chars == 0 and values_limit == 0):
            return attrs.evolve(event, content=content, tokens=tokens)
        if chars == 0:  # the note and the values alone are over: fewer values
            values_limit //= 2
        # Shrink in proportion to the overshoot (at least one character per round).
        chars = max(0, min(chars - 1, chars * keep_tokens // tokens))


def _values_left_out(values: Sequence[str], limit: int) -> str:
    """A line naming `values` (those the part left out mentions), within `limit` chars.

    Empty when it mentions none; the values that do not fit are counted.
    """
    shown: list[str] = []
    used = 0
    for value in values:
        used += len(value) + 2  # the value and its separator
        if used > limit:
            break
        shown.append(value)
    if not shown:
        return ""
    more = len(values) - len(shown)
    counted = f" and {more} more" if more else ""
    return f"\n[Values in the part left out: {', '.join(shown)}{counted}.]"


def _floors(
    tail: Sequence[Event], measured: _Measured, *, cut_calls: bool, spare_small: bool = False
) -> list[int | None]:
    """The fewest tokens each event can be cut to (None: not cut at all).

    An assistant event that makes tool calls is cut only with `cut_calls`, and never below
    what its calls' ids and names take; with `spare_small`, an event whose excerpt would save
    little of it (`LEAST_SAVING`, `SAVED_SHARE`) is not cut. `measured` keeps each event's
    floor, so that one fitting measures it once.
    """
    floors: list[int | None] = []
    for event in tail:
        if event.tool_calls and not cut_calls:
            floors.append(None)
        elif event.tokens <= EXCERPT_FLOOR:
            floors.append(EXCERPT_FLOOR)  # never cut: it is no larger than any excerpt
        else:
            floor = measured.floors.get(event.seq)
            if floor is None:
                floor = measured.floors[event.seq] = _floor(event, measured)
            # An excerpt that saves less than this would drop almost all of its event.
            saving = max(LEAST_SAVING, event.tokens // SAVED_SHARE) if spare_small else 0
            floors.append(floor if event.tokens - floor >= saving else None)
    return floors


_FLOOR_ROUNDS: Final = 8
"""Enough rounds for a floor to settle: each adds at most the digits of a larger number."""


def _floor(event: Event, measured: _Measured) -> int:
    """The fewest tokens an excerpt of `event` takes at that very size (`EXCERPT_FLOOR` or more).

    An excerpt's note says its size ("about 57 of 212 tokens shown"), and a call's ids and
    names stay whole: an excerpt asked for a size below what they take comes out larger, so
    the floor is the size at which the excerpt asked for fits in it.
    """
    floor = EXCERPT_FLOOR
    for _ in range(_FLOOR_ROUNDS):
        tokens = _excerpt(event, floor, measured).tokens
        if tokens <= floor:
            break
        floor = tokens
    return floor


def _smallest(tail: Sequence[Event], floors: Sequence[int | None]) -> int:
    """What the tail takes with every event cut to its floor."""
    return sum(
        event.tokens if floor is None else min(event.tokens, floor)
        for event, floor in zip(tail, floors, strict=True)
    )


@attrs.define
class _Slack:
    """The least margin of the comparisons of a fit that held (`Fitted.spare`)."""

    least: int

    def fits(self, cost: int, room: int) -> bool:
        """Whether `cost` is within `room`; when it is, the margin is kept."""
        if cost > room:
            return False
        self.least = min(self.least, room - cost)
        return True


def _fit(
    tail: list[Event],
    available: int,
    measured: _Measured,
    floors: Sequence[int | None],
    slack: _Slack,
) -> tuple[list[Event], tuple[str, ...]] | None:
    """Excerpt the largest events (water-filling) until the tail fits `available` tokens.

    `floors` are the events' (`_floors`): assistant events that make tool calls are cut only
    when they have one (the results answer their exact arguments, so they are the last thing
    shortened). Returns None when even excerpts at the floors do not fit.
    """
    if slack.fits(sum(event.tokens for event in tail), available):
        return tail, ()
    if not slack.fits(_smallest(tail, floors), available):
        return None
    room = available - sum(
        event.tokens for event, floor in zip(tail, floors, strict=True) if floor is None
    )
    cuttable = [
        (event.tokens, floor)
        for event, floor in zip(tail, floors, strict=True)
        if floor is not None
    ]

    def total(cap: int) -> int:
        return sum(min(size, max(cap, floor)) for size, floor in cuttable)

    # The largest cap whose capped total fits; events above it are excerpted to the cap.
    low = _largest_fitting(total, EXCERPT_FLOOR, max(size for size, _ in cuttable), room, slack)
    fitted: list[Event] = []
    excerpted: list[str] = []
    for event, floor in zip(tail, floors, strict=True):
        if floor is not None and event.tokens > max(low, floor):
            fitted.append(_excerpt(event, max(low, floor), measured))
            excerpted.append(event.ref)
        else:
            fitted.append(event)
    return fitted, tuple(excerpted)


@attrs.frozen
class Fitted:
    """A request's tail and state block, brought within its budget."""

    tail: list[Event]
    excerpted: tuple[str, ...]
    state_block: str
    shortened: tuple[str, ...] = ()
    grouped: bool = False
    spare: int = attrs.field(default=0, eq=False)
    """How many more tokens the record may take with `fit_request` making this very fit."""


def _largest_fitting(
    cost: Callable[[int], int], low: int, high: int, room: int, slack: _Slack
) -> int:
    """The largest size in [low, high] whose cost is within `room` (`low` if none is).

    `cost` grows with the size: a binary search (its probes that fit are kept in `slack`).
    """
    while low < high:
        middle = (low + high + 1) // 2
        if slack.fits(cost(middle), room):
            low = middle
        else:
            high = middle - 1
    return low


def _block_tokens(
    block_at: Callable[..., tuple[str, int]],
    secondary_chars: int | None,
    left_out: frozenset[str],
    value_chars: int,
) -> int:
    return block_at(value_chars, secondary_chars, group_closed=True, left_out=left_out)[1]


SLIVER: Final = 4
"""A `Secondary` value shortened to less than one part in this many of it is a sliver: the
first to be left out, so that the others show more."""


def _secondary_sizes(
    facts: Sequence[Fact],
    block_at: Callable[..., tuple[str, int]],
    room: int,
    slack: _Slack,
) -> tuple[int, frozenset[str]] | None:
    """The size `Secondary` values are shortened to, and those left out, for the block to fit.

    First one size for all of them, the largest that fits (water-filling). The values it
    cuts to a sliver (less than a `SLIVER`th of them: a user's record cut to its first
    entry) may then be left out, the largest first, as many as shows the most of the
    others whole (the fewest among equals: none, when leaving some out makes no other
    whole): a few small values whole (the ids of every hit of a search) say more than all
    of them cut to the same sliver. None: even every one at its smallest excerpt leaves
    the block over `room`, with any left out but the last.
    """
    ranked = sorted(
        (fact for fact in facts if fact.secondary and fact.status is not FactStatus.REMOVED),
        key=lambda fact: (-size(fact.value), fact.key),
    )
    best: tuple[int, int, frozenset[str]] | None = None
    slivers = len(ranked) - 1  # how many may be left out: those a shared size cuts to a sliver
    for count in range(len(ranked)):
        if count > slivers:
            break
        gone = frozenset(fact.key for fact in ranked[:count])

        def cost(chars: int, gone: frozenset[str] = gone) -> int:
            return block_at(None, chars, group_closed=True, left_out=gone)[1]

        if not slack.fits(cost(0), room):
            continue
        rest = ranked[count:]
        chars = _largest_fitting(cost, 0, max(size(fact.value) for fact in rest), room, slack)
        shared = max(chars, VALUE_FLOOR)
        if count == 0:
            slivers = min(slivers, sum(size(fact.value) > SLIVER * shared for fact in ranked))
        whole = sum(size(fact.value) <= shared for fact in rest)
        if best is None or whole > best[0]:
            best = (whole, chars, gone)
    return None if best is None else (best[1], best[2])


def fit_request(
    tail: list[Event],
    facts: Sequence[Fact],
    actions: Sequence[Action],
    *,
    record_tokens: int,
    budget: int,
    counter: TokenCounter,
) -> Fitted:
    """Shrink the tail, then the state block, then tool calls, until `budget` fits (module docs)."""

    def block_at(
        value_chars: int | None,
        secondary_chars: int | None = None,
        *,
        group_closed: bool,
        closed_params: bool = False,
        left_out: frozenset[str] = frozenset(),
    ) -> tuple[str, int]:
        text = format_state_block(
            facts,
            actions,
            value_chars=value_chars,
            group_closed=group_closed,
            secondary_chars=secondary_chars,
            closed_params=closed_params,
            left_out=left_out,
        )
        return text, state_message_tokens(text, counter)

    # The smallest block: every value at its smallest excerpt, or, when there are secondary
    # values, those left out instead (each costs an excerpt's marks; left out, a name).
    smallest_sizes = min(
        ((0, None), *(((0, -1),) if any(fact.secondary for fact in facts) else ())),
        key=lambda sizes: block_at(*sizes, group_closed=True)[1],
    )
    smallest_block = block_at(*smallest_sizes, group_closed=True)[1]
    whole = block_at(None, group_closed=False, closed_params=True)
    spare = budget - record_tokens - max(smallest_block, whole[1]) - sum(e.tokens for e in tail)
    if spare >= 0:
        # Everything fits as it is: the fitting below would shorten nothing, so the floors
        # of the tail's excerpts (each an excerpt measured) are not needed. A record larger
        # by up to `spare` still fits it all.
        return Fitted(tail, (), whole[0], spare=spare)
    least = 0
    slack = _Slack(budget)
    # First with tool calls whole and the events an excerpt would save little of whole; if
    # even the smallest block leaves them no room, with those cut, then with calls cut, the
    # block then as large as what is cut leaves room for.
    measured = _Measured(counter)
    for cut_calls, spare_small in ((False, True), (False, False), (True, False)):
        floors = _floors(tail, measured, cut_calls=cut_calls, spare_small=spare_small)
        tail_least = _smallest(tail, floors)
        least = record_tokens + smallest_block + tail_least
        room = budget - record_tokens - tail_least  # what the state block may take
        if not slack.fits(smallest_block, room):
            continue
        value_chars: int | None = None
        secondary_chars: int | None = None
        block, tokens = whole
        if not slack.fits(tokens, room):  # closed actions by id, kind and status, then grouped
            block, tokens = block_at(None, group_closed=False)
        grouped = not slack.fits(tokens, room)
        if grouped:
            block, tokens = block_at(None, group_closed=True)
        left_out: frozenset[str] = frozenset()
        if any(fact.secondary for fact in facts) and not slack.fits(tokens, room):
            # Secondary values are shortened first, down to their smallest excerpt, or the
            # largest left out so that more of the others are shown whole.
            chosen = _secondary_sizes(facts, block_at, room, slack)
            secondary_chars, left_out = chosen if chosen is not None else (-1, frozenset())
            block, tokens = block_at(None, secondary_chars, group_closed=True, left_out=left_out)
        if not slack.fits(tokens, room):
            # The largest value size at which the block fits (water-filling over its values).
            value_chars = _largest_fitting(
                partial(_block_tokens, block_at, secondary_chars, left_out),
                0,
                max((size(fact.value) for fact in facts), default=0),
                room,
                slack,
            )
            block, tokens = block_at(
                value_chars, secondary_chars, group_closed=True, left_out=left_out
            )
        if not slack.fits(tokens, room):
            # Excerpt marks and the line naming what is left out can cost more than they
            # save on tiny values: then the smallest block (every value at its smallest,
            # secondary ones left out only if that is smaller).
            value_chars, secondary_chars = smallest_sizes
            left_out = frozenset()
            block, tokens = block_at(value_chars, secondary_chars, group_closed=True)
        fitted = _fit(tail, budget - record_tokens - tokens, measured, floors, slack)
        assert fitted is not None  # the block left the tail at least its smallest size
        return Fitted(
            fitted[0],
            fitted[1],
            block,
            shortened=(
                *oversized_values(facts, value_chars, secondary_chars, left_out),
                *left_out_values(facts, secondary_chars, left_out),
            ),
            grouped=grouped,
            spare=slack.least,
        )
    if record_tokens + smallest_block > budget:
        msg = (
            f"the compressed record, pinned events and state block take "
            f"{record_tokens + smallest_block} tokens even with the state block shortened, "
            f"over the budget of {budget}; unpin events or raise the budget"
        )
        raise ContextBudgetExceeded(msg, budget=budget, required=record_tokens + smallest_block)
    msg = (
        f"the verbatim tail of {len(tail)} events cannot fit the budget of {budget} even as "
        f"excerpts beside the shortened state block ({least} tokens at least); compact first"
    )
    raise ContextBudgetExceeded(msg, budget=budget, required=least)
