"""The checkpoint commit: a compaction event and its checkpoint in one conditional write.

The last step of generate, validate, then commit (`agentstate.compaction._run`). The write
re-checks, under the session's write lock, what the plan read without it: the boundary is
still a safe split point past the parent's, and the parent is still the latest checkpoint
(the backend's `put_checkpoint` raises `CheckpointConflict` when another compaction won).
"""

from __future__ import annotations

from agentstate._json import JSONObject
from agentstate.errors import StorageError
from agentstate.events import EventKind, EventSpec
from agentstate.log import EventLog
from agentstate.summarizers.base import Summarizer
from agentstate.summary import Checkpoint

__all__ = ["commit_checkpoint"]


def commit_checkpoint(
    log: EventLog,
    *,
    parent: Checkpoint | None,
    covers_through: int,
    summary: JSONObject,
    schema_version: int,
    summarizer: Summarizer,
    token_count: int,
    content: JSONObject,
) -> Checkpoint:
    """Append the compaction event and the checkpoint in one transaction, if still allowed.

    Args:
        log: The session's log.
        parent: The checkpoint the summary replaces (None for the first).
        covers_through: The new boundary.
        summary: The validated summary, as JSON.
        schema_version: Its schema's version.
        summarizer: Who wrote it.
        token_count: Its rendered size.
        content: The rest of the compaction event (outcome, attempt, findings, ...).

    Raises:
        CheckpointConflict: Another compaction committed from the same parent first.
        StorageError: The boundary is not a safe split point past the parent's.
    """
    expected = parent.version if parent is not None else 0
    floor = parent.covers_through if parent is not None else 0
    with log.write() as tx:
        boundary = tx.event(covers_through)
        if covers_through <= floor or boundary is None or boundary.open_calls != 0:
            msg = (
                f"ev_{covers_through} is not a safe split point past ev_{floor}; "
                "the boundary moves only forward, never into a tool exchange"
            )
            raise StorageError(msg)
        event_content: JSONObject = {
            **content,
            "version": expected + 1,
            "summary": summary,
            "schema_version": schema_version,
            "token_count": token_count,
        }
        [event] = log.append_in(tx, [EventSpec(EventKind.COMPACTION, event_content)])
        checkpoint = Checkpoint(
            version=expected + 1,
            parent=expected,
            covers_through=covers_through,
            summary=summary,
            schema_version=schema_version,
            summarizer=summarizer.name,
            summarizer_version=summarizer.version,
            created_at=event.created_at,
            token_count=token_count,
            event_seq=event.seq,
        )
        tx.put_checkpoint(checkpoint, expected_parent=expected)
    return checkpoint
