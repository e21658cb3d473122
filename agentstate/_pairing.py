"""Tool-call pairing: the one bookkeeping of which calls await their results.

Every reader of a history that pairs tool calls with their results keeps its calls in
`OpenCalls`: the structural checks of provider requests (`agentstate.formats.validity`), an
import's diagnosis and repairs (`agentstate.formats`), and the split points and interaction
groups of a log (`agentstate.groups`). They differ only in what they do with a result that
answers no open call (report it, repair it, or ignore it); which rule such a result breaks is
decided here, once (`OpenCalls.stray`).

The store's append (`agentstate.log`) enforces the stored form of the same invariant, a call
answered once and only after it is made, against the session's call table, which it cannot
hold in memory.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Final, Generic, TypeVar

import attrs

__all__ = [
    "DUPLICATE_CALL_ID",
    "DUPLICATE_RESULT",
    "MISPLACED_RESULT",
    "ORPHAN_RESULT",
    "RESULT_BEFORE_CALL",
    "UNANSWERED_CALL",
    "OpenCalls",
    "stray_result",
]

UNANSWERED_CALL: Final = "unanswered_call"
"""A tool call whose result is not where the provider requires it (or is missing)."""
ORPHAN_RESULT: Final = "orphan_result"
"""A tool result that answers no tool call of the history."""
DUPLICATE_RESULT: Final = "duplicate_result"
"""A second result for a call that already has one."""
RESULT_BEFORE_CALL: Final = "result_before_call"
"""A result that comes before the call it answers."""
MISPLACED_RESULT: Final = "misplaced_result"
"""A result of an earlier call, separated from it by other messages."""
DUPLICATE_CALL_ID: Final = "duplicate_call_id"
"""A call id used twice while the first call still awaits its result."""

Owner = TypeVar("Owner")


def stray_result(*, answered: bool, open_elsewhere: bool, called_later: bool) -> str:
    """The pairing rule a result breaks when it is not where its call needs it.

    A second result when its call was answered already; a misplaced one when its call is
    open but waits for it elsewhere; one before its call when the call comes later; an
    orphan when no call has its id.

    Args:
        answered: The call with this id has its result already.
        open_elsewhere: The call is open, but this is not where its result belongs.
        called_later: A call with this id comes after the result.
    """
    if answered:
        return DUPLICATE_RESULT
    if open_elsewhere:
        return MISPLACED_RESULT
    if called_later:
        return RESULT_BEFORE_CALL
    return ORPHAN_RESULT


@attrs.define
class OpenCalls(Generic[Owner]):
    """The calls awaiting their results while a history is read, and what became of each id.

    A call is *open* from `call` until `answer` (or `settle`, which gives up on the open
    calls: they stay unanswered, so a later result for one is misplaced, not an orphan).
    Each open call carries an owner of the reader's choosing (the message that made it, its
    interaction group). An id may be open more than once (a provider that reuses an id in one
    message); its calls are answered first made, first answered.
    """

    first_call: Mapping[str, int] = attrs.field(factory=dict)
    """Position of each id's first call in the whole history, when the reader knows it; it
    tells a result that comes before its call from an orphan."""
    _open: dict[str, list[Owner]] = attrs.field(factory=dict, init=False)
    _settled: set[str] = attrs.field(factory=set, init=False)
    """Ids given up on by `settle`, still without a result."""
    _answered: set[str] = attrs.field(factory=set, init=False)
    """Ids whose latest call has its result."""
    _count: int = attrs.field(default=0, init=False)

    def __len__(self) -> int:
        """How many calls are open."""
        return self._count

    def __contains__(self, call_id: object) -> bool:
        """Whether a call with this id is open."""
        return call_id in self._open

    def owners(self) -> Iterator[tuple[str, Owner]]:
        """The open calls as (id, owner), in the order they were made."""
        for call_id, owners in self._open.items():
            for owner in owners:
                yield call_id, owner

    def waiting(self, call_id: str) -> tuple[Owner, ...]:
        """The owners of the open calls with this id, first made first."""
        return tuple(self._open.get(call_id, ()))

    def awaited(self, call_id: str) -> bool:
        """Whether a call with this id still awaits a result, open or given up on."""
        return call_id in self._open or call_id in self._settled

    def call(self, call_id: str, owner: Owner) -> None:
        """Open a call."""
        self._open.setdefault(call_id, []).append(owner)
        self._count += 1
        self._answered.discard(call_id)
        self._settled.discard(call_id)

    def answer(self, call_id: str, owner: Owner | None = None) -> Owner | None:
        """Close the first open call with this id, or the one `owner` made; its owner.

        Returns:
            The owner of the call closed; None if no such call is open.
        """
        owners = self._open.get(call_id)
        if owners is None:
            return None
        if owner is None or owners[0] is owner:
            owner = owners.pop(0)
        elif any(open_owner is owner for open_owner in owners):
            owners[:] = [open_owner for open_owner in owners if open_owner is not owner]
        else:
            return None
        self._count -= 1
        if not owners:
            del self._open[call_id]
            self._answered.add(call_id)
        return owner

    def settle(self) -> list[tuple[str, Owner]]:
        """Give up on every open call; the calls that were open, in the order made."""
        if not self._count:
            return []
        given_up = list(self.owners())
        self._settled.update(self._open)
        self._open.clear()
        self._count = 0
        return given_up

    def stray(self, call_id: str, position: int, *, answered: bool = False) -> str:
        """The rule broken by a result at `position` that answers no open call.

        A result for a call given up on closes it, so a further one is a second result.

        Args:
            call_id: The id the result answers.
            position: The result's position, compared with `first_call`.
            answered: The reader knows the call was answered outside what it read (a call
                of the session the history is imported into).
        """
        settled = call_id in self._settled
        rule = stray_result(
            answered=answered or call_id in self._answered,
            open_elsewhere=settled,
            called_later=self.first_call.get(call_id, -1) > position,
        )
        if settled:
            self._settled.discard(call_id)
            self._answered.add(call_id)
        return rule
