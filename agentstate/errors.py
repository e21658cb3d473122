"""Every error agentstate raises on purpose.

All of them derive from `AgentStateError`; where the meaning matches a builtin, they also
derive from it (`ValueError` for bad input, `LookupError` for a missing thing), so code that
already catches builtins keeps working. Driver errors (sqlite3, pydantic, ...) never escape
bare: they are translated with ``raise ... from exc`` and keep the original as ``__cause__``.

```
AgentStateError
├── InvalidInput (ValueError)                bad arguments or content; nothing was written
│   ├── InvalidRef                           a ref of the wrong shape
│   ├── InvalidSessionId
│   ├── InvalidContent                       not JSON, too large, too deep, invalid unicode
│   ├── BrokenHistory                        an imported history tears tool exchanges
│   └── ScratchpadError                      unknown field, wrong type for a field
├── EvidenceNotFound (LookupError)           no such event in this session
├── SessionNotFound (LookupError)            opened with create=False, the session has no event
├── ToolCallError                            a tool result that answers no open call
├── ActionNotFound (LookupError)             no such action in this session
├── InvalidTransition                        an illegal ledger move (approving an executed action)
├── NotApproved                              an action is not approved (for these params)
├── NotAuthorized (PermissionError)          this actor may not approve (the model, or by policy)
├── ConflictError                            a concurrent writer got there first
│   ├── CheckpointConflict                   the parent checkpoint is no longer the latest
│   └── ExternalIdConflict                   an external id is stored with other content
├── PendingToolCalls                         a context was asked for while a call awaits its result
├── ContextBudgetExceeded                    what must be rendered does not fit the budget
├── SummaryRejected                          the validator rejected every candidate
├── CompactionFailed                         the summarizer failed (timeout, error, empty output)
├── EmbeddingFailed                          an embedder failed or returned malformed vectors
└── StorageError                             the store failed or refused (wraps driver errors)
    ├── SchemaVersionError                   the database was written by a newer agentstate
    ├── StorageCorrupted                     the file is not an agentstate database, or is damaged
    ├── StorageUnavailable                   locked past the busy timeout, disk full, read-only
    └── RedactionUnsupported                 the backend cannot rewrite or erase stored content
```
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from agentstate._problems import HistoryProblem

__all__ = [
    "ActionNotFound",
    "AgentStateError",
    "BrokenHistory",
    "CheckpointConflict",
    "CompactionFailed",
    "EmbeddingFailed",
    "ConflictError",
    "ContextBudgetExceeded",
    "EvidenceNotFound",
    "ExternalIdConflict",
    "InvalidContent",
    "InvalidInput",
    "InvalidRef",
    "InvalidSessionId",
    "InvalidTransition",
    "NotApproved",
    "NotAuthorized",
    "PendingToolCalls",
    "RedactionUnsupported",
    "SchemaVersionError",
    "ScratchpadError",
    "SessionNotFound",
    "StorageCorrupted",
    "StorageError",
    "StorageUnavailable",
    "SummaryRejected",
    "ToolCallError",
]


class AgentStateError(Exception):
    """Base class of every error agentstate raises on purpose."""


class InvalidInput(AgentStateError, ValueError):
    """An argument or a piece of content was rejected before anything was written."""


class InvalidRef(InvalidInput):
    """A ref does not have the shape ``ev_<seq>`` (or ``act_<n>`` for actions)."""

    def __init__(self, message: str, *, ref: object) -> None:
        super().__init__(message)
        self.ref = ref
        """The value that was offered as a ref."""


class InvalidSessionId(InvalidInput):
    """A session id is empty, too long, or holds control characters."""


class InvalidContent(InvalidInput):
    """Content is not JSON, is too large or too deeply nested, or holds invalid unicode."""


class BrokenHistory(InvalidInput):
    """A history offered for import has orphan, missing, duplicate or misplaced tool results.

    Nothing was imported. Import again with ``repair=True`` to repair it, each repair
    recorded as a visible system note.
    """

    def __init__(self, message: str, *, problems: Sequence[HistoryProblem]) -> None:
        super().__init__(message)
        self.problems = tuple(problems)
        """Every problem found, in the order of the messages."""


class ScratchpadError(InvalidInput):
    """A scratchpad write names an unknown field or a value of the wrong type."""

    def __init__(self, message: str, *, key: str) -> None:
        super().__init__(message)
        self.key = key
        """The scratchpad field involved."""


class EvidenceNotFound(AgentStateError, LookupError):
    """No event with this ref exists in this session."""

    def __init__(self, message: str, *, ref: str, session_id: str) -> None:
        super().__init__(message)
        self.ref = ref
        """The ref that was looked up."""
        self.session_id = session_id
        """The session it was looked up in."""


class SessionNotFound(AgentStateError, LookupError):
    """A session opened with ``create=False`` does not exist (it has no event yet)."""

    def __init__(self, message: str, *, session_id: str, existing: tuple[str, ...]) -> None:
        super().__init__(message)
        self.session_id = session_id
        """The session asked for."""
        self.existing = existing
        """Sessions that do exist (the first few, by id)."""


class ToolCallError(AgentStateError, ValueError):
    """A tool result answers no open tool call: the id is unknown or already answered."""

    def __init__(self, message: str, *, call_id: str) -> None:
        super().__init__(message)
        self.call_id = call_id
        """The tool call id the result named."""


class ActionNotFound(AgentStateError, LookupError):
    """No ledger action with this id exists in this session."""

    def __init__(self, message: str, *, action_id: str) -> None:
        super().__init__(message)
        self.action_id = action_id
        """The action id that was looked up."""


class InvalidTransition(AgentStateError, ValueError):
    """A ledger transition that the action's current status does not allow."""

    def __init__(self, message: str, *, action_id: str, status: str, transition: str) -> None:
        super().__init__(message)
        self.action_id = action_id
        """The action that was asked to move."""
        self.status = status
        """Its status when the move was refused."""
        self.transition = transition
        """The move that was refused (``approve``, ``execute``, ...)."""


class NotApproved(AgentStateError):
    """An action is not approved, or was approved for different parameters."""

    def __init__(self, message: str, *, action_id: str, status: str) -> None:
        super().__init__(message)
        self.action_id = action_id
        """The action that was checked."""
        self.status = status
        """Its status at the time of the check."""


class NotAuthorized(AgentStateError, PermissionError):
    """The actor may not make this ledger move: the model approving, or refused by the policy."""

    def __init__(self, message: str, *, action_id: str, actor: str) -> None:
        super().__init__(message)
        self.action_id = action_id
        """The action the actor tried to move."""
        self.actor = actor
        """The actor that was refused."""


class ConflictError(AgentStateError):
    """A write expected a version that a concurrent writer has already moved past."""

    def __init__(self, message: str, *, expected: int, actual: int) -> None:
        super().__init__(message)
        self.expected = expected
        """The version the writer expected to find."""
        self.actual = actual
        """The version it found."""


class CheckpointConflict(ConflictError):
    """A compaction's parent checkpoint is no longer the latest: another compaction won."""


class ExternalIdConflict(ConflictError):
    """An appended message's external id is stored already, with another kind or content.

    The same id with the same message is a repeat and writes nothing; with another message
    it is this error, and nothing of the append is written. `expected` and `actual` are both
    the seq of the event stored under the id.
    """

    def __init__(self, message: str, *, external_id: str, seq: int) -> None:
        super().__init__(message, expected=seq, actual=seq)
        self.external_id = external_id
        """The external id."""
        self.seq = seq
        """The seq of the event stored under it."""


class PendingToolCalls(AgentStateError):
    """A context was requested while tool calls still await their results."""

    def __init__(self, message: str, *, call_ids: Sequence[str]) -> None:
        super().__init__(message)
        self.call_ids = tuple(call_ids)
        """The ids of the calls still waiting."""


class ContextBudgetExceeded(AgentStateError):
    """What must be rendered (pinned events, the checkpoint, the state block) exceeds the budget."""

    def __init__(self, message: str, *, budget: int, required: int) -> None:
        super().__init__(message)
        self.budget = budget
        """The budget in tokens."""
        self.required = required
        """The tokens that could not be shed."""


class SummaryRejected(AgentStateError):
    """Every candidate summary was rejected by the validator; nothing was committed."""

    def __init__(self, message: str, *, findings: Sequence[Mapping[str, object]] = ()) -> None:
        super().__init__(message)
        self.findings = tuple(findings)
        """The findings of the last rejected candidate."""


class CompactionFailed(AgentStateError):
    """The summarizer failed (error, timeout, empty or malformed output); nothing was committed.

    A model-backed summarizer whose call got an answer (cut off, unparsable) passes what the
    call cost as `usage`; the compaction engine records it with the ``failed`` outcome.
    """

    def __init__(self, message: str, *, usage: Mapping[str, object] | None = None) -> None:
        super().__init__(message)
        self.usage: Mapping[str, object] | None = dict(usage) if usage is not None else None
        """Token counts of the failed call, as the API reported them (None: no answer)."""


class EmbeddingFailed(AgentStateError):
    """An embedder raised, or returned vectors of the wrong count, dimension or values.

    Nothing was stored; lexical search still works.
    """


class StorageError(AgentStateError):
    """The store failed or refused an operation; the operation left nothing behind."""


class SchemaVersionError(StorageError):
    """The database was written by a newer agentstate than this one."""

    def __init__(self, message: str, *, unknown_migrations: Sequence[str]) -> None:
        super().__init__(message)
        self.unknown_migrations = tuple(unknown_migrations)
        """Migrations applied to the database that this version does not know."""


class StorageCorrupted(StorageError):
    """The file is not an agentstate database, or it is damaged."""


class StorageUnavailable(StorageError):
    """The store is locked past the busy timeout, full, read-only, or failing I/O."""


class RedactionUnsupported(StorageError):
    """The backend cannot rewrite or erase stored content (it is no `ErasingBackend`)."""
