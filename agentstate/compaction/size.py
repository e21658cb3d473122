"""Context sizes: what the trigger compares with the budget, and where a compaction splits.

Sizes come from the token sums stored at append time (a few indexed reads), never a re-count
of history, plus what rendering adds: the state block's message and the compressed record's
label. Events a verbatim pass dropped are out of the tail already.

The trigger check is cheaper still. Besides the head, the stored-sum size depends on the latest
checkpoint, the pins and the drops past the boundary, and those change only when a compaction
event is appended or an event is pinned. So the state remembers the figures it last read
(`SizeMemo`) with the session's tip (`StorageBackend.tip`: the head, the latest compaction
event, the number of pins, in one read outside any transaction). While the tip shows the same
compaction event and pins, in whatever process the events since were appended, the figures
still hold and only the head is new (`current_size`). Figures are remembered only from a
snapshot opened outside any transaction, right after a tip that shows its head: never from
writes that may still roll back.
"""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING

import attrs

from agentstate.backends.base import Coverage, SessionHead, SessionReader, SessionTip
from agentstate.compaction.policy import CompactionPolicy
from agentstate.context import record_header
from agentstate.drops import dropped_tokens
from agentstate.state_block import read_state_block, state_message_tokens
from agentstate.tokens import MESSAGE_OVERHEAD

if TYPE_CHECKING:
    from agentstate.log import EventLog
    from agentstate.session import Session

__all__ = [
    "ContextSize",
    "context_size",
    "current_size",
    "forget_size",
    "rendered_size",
    "split_point",
]


@attrs.frozen
class ContextSize:
    """The token figures the trigger looks at."""

    head: SessionHead
    coverage: Coverage
    dropped_tokens: int = 0
    """Tokens of events after the boundary that verbatim compaction took out of view."""
    rendered_tokens: int = 0
    """What the rendered context adds to the stored sums: the state block's message and the
    compressed record's label (0 when not measured)."""

    @property
    def tail_tokens(self) -> int:
        """Tokens of the events after the boundary still in view."""
        return self.head.cum_tokens - self.coverage.boundary_cum_tokens - self.dropped_tokens

    @property
    def total(self) -> int:
        """Summary, pinned events, verbatim tail, and what rendering adds (`rendered_tokens`)."""
        return (
            self.coverage.summary_tokens
            + self.coverage.pinned_tokens
            + self.tail_tokens
            + self.rendered_tokens
        )


@attrs.frozen
class SizeMemo:
    """The stored-sum size a state read last, and the session's tip it was read with."""

    tip: SessionTip
    size: ContextSize

    def holds_for(self, tip: SessionTip) -> bool:
        """Whether `size`'s checkpoint figures and drops hold at `tip` (only the head moved)."""
        return (
            self.tip.last_compaction == tip.last_compaction
            and self.tip.pins == tip.pins
            and self.tip.seq <= tip.seq
        )


_MEMOS: dict[int, SizeMemo] = {}
"""The figures each session's log was last measured at, by the log's id; a log's memo is
dropped when the log is (a plain dict: the trigger check reads it on every turn)."""


def _remember(log: EventLog, memo: SizeMemo) -> None:
    key = id(log)
    if key not in _MEMOS:
        weakref.finalize(log, _MEMOS.pop, key, None)
    _MEMOS[key] = memo


def context_size(reader: SessionReader) -> ContextSize:
    """The context's token figures from stored running sums and the drops after the boundary."""
    return _measured(reader, reader.head())


def _measured(reader: SessionReader, head: SessionHead) -> ContextSize:
    coverage = reader.coverage()
    return ContextSize(head, coverage, dropped_tokens(reader, after=coverage.covers_through))


def current_size(state: Session) -> ContextSize:
    """The context's token figures now: what `context_size` gives in a fresh snapshot.

    The trigger check. It reads the session's tip (`StorageBackend.tip`), and while the tip
    shows the compaction event and the pins of the figures the state read last, those
    figures hold and only the head is new: no snapshot is read. Otherwise (a first check, a
    compaction or a pin since, a backend without tips, or a call inside a transaction) it
    reads a snapshot in full.

    Args:
        state: The session's state.
    """
    tip = state.backend.tip(state.session_id)
    memo = _MEMOS.get(id(state.log))
    if tip is not None and memo is not None:
        if memo.tip is tip or memo.tip == tip:
            return memo.size
        if memo.holds_for(tip):
            size = ContextSize(tip.head, memo.size.coverage, memo.size.dropped_tokens)
            _remember(state.log, SizeMemo(tip, size))
            return size
    with state.log.read() as reader:
        return _stored_size(state, reader, tip)


def _stored_size(state: Session, reader: SessionReader, tip: SessionTip | None) -> ContextSize:
    """`context_size(reader)`, reusing or renewing the state's memo when that is sound.

    Sound when `tip` was read outside any transaction just before `reader`'s snapshot opened
    and the snapshot's head is the tip's: the snapshot then holds committed data, and exactly
    what the tip saw.
    """
    head = reader.head()
    if tip is None or head.seq != tip.seq:
        return _measured(reader, head)
    memo = _MEMOS.get(id(state.log))
    if memo is not None and memo.holds_for(tip):
        size = ContextSize(head, memo.size.coverage, memo.size.dropped_tokens)
    else:
        size = _measured(reader, head)
    _remember(state.log, SizeMemo(tip, size))
    return size


def forget_size(state: Session) -> None:
    """Forget the figures remembered for a session: its next trigger check reads in full."""
    _MEMOS.pop(id(state.log), None)


def rendered_size(
    state: Session, reader: SessionReader, state_block: str | None = None
) -> ContextSize:
    """The context's token figures as rendered.

    `context_size` plus the state block's message and the compressed record's label, which
    the stored sums do not hold. The state block is counted without the values of
    `Secondary` fields and the parameters of closed actions, which a budget leaves out
    before anything else is shed.

    Args:
        state: The session's state (its token counter, scratchpad and ledger).
        reader: A read snapshot of the session.
        state_block: The state block so formatted, when the caller has it already
            (`read_state_block(..., secondary=False, closed_params=False)`).
    """
    return _rendered(state, reader, state_block, tip=None)


def _rendered(
    state: Session, reader: SessionReader, state_block: str | None, *, tip: SessionTip | None
) -> ContextSize:
    """`rendered_size`, through the state's memo when `tip` allows (see `_stored_size`)."""
    if state_block is None:
        state_block = read_state_block(state, reader, secondary=False, closed_params=False)
    size = _stored_size(state, reader, tip)
    return attrs.evolve(size, rendered_tokens=_rendered_tokens(state, size.coverage, state_block))


def split_point(
    reader: SessionReader, policy: CompactionPolicy, *, head: SessionHead, after: int
) -> int | None:
    """The boundary a compaction should move to, or None when nothing can be compacted.

    The highest safe split point past `after` that leaves at least `policy.tail_tokens`
    tokens and `policy.keep_groups` interaction groups verbatim.
    """
    if head.seq <= after:
        return None
    limit = head.seq
    # Token tail: the last seq whose running sum leaves keep_tokens after it.
    reach = reader.first_seq_reaching(head.cum_tokens - policy.tail_tokens + 1, head=head)
    if reach is not None:
        limit = min(limit, reach - 1)
    # Group tail: step back over keep_groups safe split points.
    for _ in range(policy.keep_groups):
        previous = reader.last_safe_seq(at_most=min(limit, head.seq - 1), at_least=after)
        if previous is None:
            return None
        limit = min(limit, previous)
    if policy.keep_groups:
        boundary: int | None = limit  # the last step back landed on a safe split point
    else:
        boundary = reader.last_safe_seq(at_most=limit, at_least=after + 1)
    return boundary if boundary is not None and boundary > after else None


def _rendered_tokens(state: Session, coverage: Coverage, state_block: str) -> int:
    """Tokens the renderer adds to the stored sums: the state block and the record's label."""
    label = 0
    if coverage.version:
        header = record_header(version=coverage.version, covers_through=coverage.covers_through)
        label = state.token_counter.count(header)
    return state_message_tokens(state_block, state.token_counter) + label


def _summary_budget(
    state: Session,
    policy: CompactionPolicy,
    size: ContextSize,
    *,
    boundary: int,
    covered: int,
    state_block: str,
) -> int:
    """The summary's share: the policy's, or less when the rest of the context leaves less.

    After the commit the context holds the state block, the record's label, pinned events,
    the summary and the tail after `boundary`; the summary is asked to fit what the budget
    leaves of that, but never less than a tenth of the budget (or the policy's share, if
    smaller). It is a target: the validator holds a candidate to the policy's share
    (`summary_tokens`) only, since the objective and the constraints must fit somewhere; the
    renderer excerpts the tail if it must. `covered` is what the compaction moves out of the
    tail (`_covered`).
    """
    tail = size.tail_tokens - covered
    parent = size.coverage
    label = state.token_counter.count(
        record_header(version=parent.version + 1, covers_through=boundary)
    )
    rest = state_message_tokens(state_block, state.token_counter) + label
    room = policy.budget - rest - parent.pinned_tokens - tail
    return max(min(policy.summary_budget, room), min(policy.summary_budget, policy.budget // 10))


def _covered(reader: SessionReader, size: ContextSize, boundary: int | None) -> int:
    """Tokens of the tail events through `boundary` still in view.

    What a compaction moves out of the tail: events a verbatim pass dropped are out already.
    """
    if boundary is None:
        return 0
    event = reader.event(boundary)
    through = (event.cum_tokens if event is not None else 0) - size.coverage.boundary_cum_tokens
    return through - (size.dropped_tokens - dropped_tokens(reader, after=boundary))


def _left(state: Session, reader: SessionReader, size: ContextSize, boundary: int | None) -> int:
    """The context's tokens once the events through `boundary` leave the tail.

    The summary is taken as unchanged; a first checkpoint adds the record's label.
    """
    if boundary is None:
        return size.total
    label = 0
    if size.coverage.version == 0:
        header = record_header(version=1, covers_through=boundary)
        label = MESSAGE_OVERHEAD + state.token_counter.count(header)
    return size.total - _covered(reader, size, boundary) + label


def _relaxed(policy: CompactionPolicy) -> CompactionPolicy:
    """The policy with the smallest verbatim tail: the last interaction group only."""
    return attrs.evolve(policy, keep_tokens=1, keep_groups=1)
