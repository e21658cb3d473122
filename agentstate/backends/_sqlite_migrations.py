"""The SQLite schema, as an append-only list of migrations.

Never edit a migration once released: add a new one. A database that has applied a migration
this list does not know was written by a newer agentstate and is refused on open.
"""

from __future__ import annotations

from collections.abc import Callable

from sqlite_utils import Database
from sqlite_utils.migrations import Migrations

from agentstate import _json
from agentstate._text import tokens
from agentstate.backends.search import padded
from agentstate.errors import StorageCorrupted
from agentstate.events import EventKind, search_text

__all__ = ["ERASED_SESSION", "MIGRATIONS", "MIGRATION_NAMES", "SEARCH_INDEX_BATCH"]

MIGRATIONS = Migrations("agentstate")
MIGRATION_NAMES: list[str] = []
"""Every migration this version knows, in order."""


def _migration(name: str) -> Callable[[Callable[[Database], None]], Callable[[Database], None]]:
    def register(function: Callable[[Database], None]) -> Callable[[Database], None]:
        MIGRATION_NAMES.append(name)
        return MIGRATIONS(name=name)(function)

    return register


def _run(db: Database, *statements: str) -> None:
    for statement in statements:
        db.execute(statement)


def _append_only(table: str) -> tuple[str, str]:
    return (
        f"CREATE TRIGGER {table}_no_update BEFORE UPDATE ON {table} "
        f"BEGIN SELECT RAISE(ABORT, 'agentstate: {table} are append-only'); END",
        f"CREATE TRIGGER {table}_no_delete BEFORE DELETE ON {table} "
        f"BEGIN SELECT RAISE(ABORT, 'agentstate: {table} are append-only'); END",
    )


@_migration("0001_initial")
def _initial(db: Database) -> None:
    _run(
        db,
        """CREATE TABLE sessions (
            session_id TEXT PRIMARY KEY,
            created_at TEXT NOT NULL
        )""",
        """CREATE TABLE events (
            id INTEGER PRIMARY KEY,
            session_id TEXT NOT NULL REFERENCES sessions (session_id),
            seq INTEGER NOT NULL,
            kind TEXT NOT NULL,
            content TEXT NOT NULL,
            created_at TEXT NOT NULL,
            tokens INTEGER NOT NULL,
            cum_tokens INTEGER NOT NULL,
            open_calls INTEGER NOT NULL,
            UNIQUE (session_id, seq)
        )""",
        *_append_only("events"),
        # Contentless: the text lives in events.content; the index holds only tokens.
        """CREATE VIRTUAL TABLE events_fts USING fts5(
            text, content='', tokenize='porter unicode61'
        )""",
        """CREATE TABLE tool_calls (
            session_id TEXT NOT NULL,
            call_id TEXT NOT NULL,
            name TEXT NOT NULL,
            call_seq INTEGER NOT NULL,
            result_seq INTEGER,
            PRIMARY KEY (session_id, call_id)
        ) WITHOUT ROWID""",
        "CREATE INDEX tool_calls_open ON tool_calls (session_id, call_seq) "
        "WHERE result_seq IS NULL",
        "CREATE TRIGGER tool_calls_answer_once BEFORE UPDATE ON tool_calls "
        "WHEN OLD.result_seq IS NOT NULL OR NEW.call_seq != OLD.call_seq "
        "BEGIN SELECT RAISE(ABORT, 'agentstate: a tool call is answered once'); END",
        "CREATE TRIGGER tool_calls_no_delete BEFORE DELETE ON tool_calls "
        "BEGIN SELECT RAISE(ABORT, 'agentstate: tool_calls are append-only'); END",
        """CREATE TABLE facts (
            session_id TEXT NOT NULL,
            key TEXT NOT NULL,
            event_seq INTEGER NOT NULL,
            value TEXT NOT NULL,
            source_seq INTEGER NOT NULL,
            PRIMARY KEY (session_id, key, event_seq)
        ) WITHOUT ROWID""",
        *_append_only("facts"),
        """CREATE TABLE actions (
            session_id TEXT NOT NULL,
            action_id TEXT NOT NULL,
            event_seq INTEGER NOT NULL,
            kind TEXT NOT NULL,
            params TEXT NOT NULL,
            digest TEXT NOT NULL,
            status TEXT NOT NULL,
            actor TEXT NOT NULL,
            source_seq INTEGER NOT NULL,
            PRIMARY KEY (session_id, action_id, event_seq)
        ) WITHOUT ROWID""",
        *_append_only("actions"),
        """CREATE TABLE checkpoints (
            session_id TEXT NOT NULL,
            version INTEGER NOT NULL,
            parent INTEGER NOT NULL,
            covers_through INTEGER NOT NULL,
            summary TEXT NOT NULL,
            schema_version INTEGER NOT NULL,
            summarizer TEXT NOT NULL,
            summarizer_version TEXT,
            created_at TEXT NOT NULL,
            token_count INTEGER NOT NULL,
            event_seq INTEGER NOT NULL,
            PRIMARY KEY (session_id, version)
        ) WITHOUT ROWID""",
        *_append_only("checkpoints"),
        """CREATE TABLE pins (
            session_id TEXT NOT NULL,
            target_seq INTEGER NOT NULL,
            event_seq INTEGER NOT NULL,
            PRIMARY KEY (session_id, target_seq)
        ) WITHOUT ROWID""",
        *_append_only("pins"),
    )


@_migration("0002_search_docs_and_vectors")
def _search_docs_and_vectors(db: Database) -> None:
    """Per-session ranking data beside the FTS index, and stored embeddings.

    FTS5 finds the events that hold a term, but its BM25 counts every session in the table;
    `search_docs` keeps each searchable event's tokens so that ranking uses the searched
    session alone (and the same code on every backend). The tokens are kept padded, each
    between its own spaces (`agentstate.backends.search.padded`), with that text's length, so a
    phrase is counted inside SQLite; each row also carries the session's
    running count of searchable events and of their tokens, so the statistics BM25 needs are
    one indexed read of the session's last row. The index is rebuilt with
    ``remove_diacritics 2``, which folds letters with several diacritics too (``ǻ`` -> ``a``),
    as `agentstate._text` does. Events written before this migration are indexed again from
    their stored content.
    """
    _run(
        db,
        "DROP TABLE events_fts",
        # Contentless: the text lives in events.content; the index holds only tokens.
        """CREATE VIRTUAL TABLE events_fts USING fts5(
            text, content='', tokenize='porter unicode61 remove_diacritics 2'
        )""",
        """CREATE TABLE search_docs (
            event_id INTEGER PRIMARY KEY REFERENCES events (id),
            session_id TEXT NOT NULL,
            seq INTEGER NOT NULL,
            kind TEXT NOT NULL,
            length INTEGER NOT NULL,
            tokens TEXT NOT NULL,
            chars INTEGER NOT NULL,
            docs_through INTEGER NOT NULL,
            tokens_through INTEGER NOT NULL,
            UNIQUE (session_id, seq)
        )""",
        *_append_only("search_docs"),
        """CREATE TABLE event_vectors (
            session_id TEXT NOT NULL,
            space TEXT NOT NULL,
            seq INTEGER NOT NULL,
            vector BLOB NOT NULL,
            PRIMARY KEY (session_id, space, seq)
        ) WITHOUT ROWID""",
        *_append_only("event_vectors"),
    )
    totals: dict[str, tuple[int, int]] = {}
    rows = db.execute(
        "SELECT id, session_id, seq, kind, content FROM events ORDER BY session_id, seq"
    )
    for event_id, session_id, seq, kind, content in rows.fetchall():
        text = search_text(EventKind(kind), _json.loads(content))  # type: ignore[arg-type]  # stored content is always an object
        if not text:
            continue
        db.execute("INSERT INTO events_fts (rowid, text) VALUES (?, ?)", (event_id, text))
        found = tokens(text)
        if found:
            docs, count = totals.get(session_id, (0, 0))
            totals[session_id] = docs + 1, count + len(found)
            text = padded(found)
            db.execute(
                "INSERT INTO search_docs (event_id, session_id, seq, kind, length, tokens, "
                "chars, docs_through, tokens_through) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (event_id, session_id, seq, kind, len(found), text, len(text), *totals[session_id]),
            )


@_migration("0003_compaction_events_index")
def _compaction_events_index(db: Database) -> None:
    """A partial index of compaction events, so the trigger finds drops without a scan.

    Every trigger check reads the compaction events past the boundary (verbatim drops are
    recorded there). They are few, but without an index the read scans the tail; a partial
    index costs nothing when other kinds are appended.
    """
    _run(
        db,
        "CREATE INDEX events_compaction ON events (session_id, seq) WHERE kind = 'compaction'",
    )


@_migration("0004_leaner_appends")
def _leaner_appends(db: Database) -> None:
    """Write fewer pages per append: search totals on the event row, two indexes dropped.

    A searchable append used to read the running totals from the session's last
    `search_docs` row and keep a second index on that table. The totals now ride on the
    event row (each event carries the session's counts through itself, searchable or not),
    so the head read that every append makes already returns them; `search_docs` is keyed
    by its event's row id alone (a search reaches it from the FTS5 rowid, a listing through
    the events' own index). Each append writes one statement and one index page fewer.

    The partial index of open tool calls goes too: every call and every result rewrote one
    of its pages, while it served only the listing of open calls, which callers make only
    when the head counts some open (a prompt refused for a pending call, an import) and
    which now reads the session's calls.
    """
    _run(
        db,
        "ALTER TABLE events ADD COLUMN docs_through INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE events ADD COLUMN tokens_through INTEGER NOT NULL DEFAULT 0",
        "DROP TRIGGER events_no_update",
        "UPDATE events SET (docs_through, tokens_through) = (SELECT d.docs_through, "
        "d.tokens_through FROM search_docs d WHERE d.session_id = events.session_id "
        "AND d.seq <= events.seq ORDER BY d.seq DESC LIMIT 1) "
        "WHERE EXISTS (SELECT 1 FROM search_docs d WHERE d.session_id = events.session_id "
        "AND d.seq <= events.seq)",
        _append_only("events")[0],
        """CREATE TABLE search_docs_by_event (
            event_id INTEGER PRIMARY KEY REFERENCES events (id),
            session_id TEXT NOT NULL,
            seq INTEGER NOT NULL,
            kind TEXT NOT NULL,
            length INTEGER NOT NULL,
            tokens TEXT NOT NULL,
            chars INTEGER NOT NULL
        )""",
        "INSERT INTO search_docs_by_event SELECT event_id, session_id, seq, kind, length, "
        "tokens, chars FROM search_docs",
        "DROP TABLE search_docs",
        "ALTER TABLE search_docs_by_event RENAME TO search_docs",
        *_append_only("search_docs"),
        "DROP INDEX tool_calls_open",
    )


@_migration("0005_action_states_by_number")
def _action_states_by_number(db: Database) -> None:
    """Key action states by the action's number, and keep its params on the first state only.

    Actions were keyed by their id's text, so ``act_1000`` sorted between ``act_100`` and
    ``act_101`` and each proposal split a page in the middle of the table; and every state
    repeated the action's kind, params and digest, so an approval or an execution widened
    the page it shared with the proposal. Keyed by the number, proposals append at the end
    and the later states, short rows, sit beside their first.
    """
    malformed = db.execute(
        "SELECT action_id FROM actions WHERE action_id NOT GLOB 'act_[1-9]*' "
        "OR 'act_' || CAST(substr(action_id, 5) AS INTEGER) != action_id LIMIT 1"
    ).fetchall()
    if malformed:
        msg = f"action id {malformed[0][0]!r} is not 'act_<n>'; the database cannot be upgraded"
        raise StorageCorrupted(msg)
    _run(
        db,
        """CREATE TABLE action_states (
            session_id TEXT NOT NULL,
            action_seq INTEGER NOT NULL,
            event_seq INTEGER NOT NULL,
            status TEXT NOT NULL,
            actor TEXT NOT NULL,
            source_seq INTEGER NOT NULL,
            kind TEXT,
            params TEXT,
            digest TEXT,
            PRIMARY KEY (session_id, action_seq, event_seq)
        ) WITHOUT ROWID""",
        "INSERT INTO action_states SELECT a.session_id, CAST(substr(a.action_id, 5) AS INTEGER), "
        "a.event_seq, a.status, a.actor, a.source_seq, "
        "CASE WHEN a.event_seq = span.first THEN a.kind END, "
        "CASE WHEN a.event_seq = span.first THEN a.params END, "
        "CASE WHEN a.event_seq = span.first THEN a.digest END "
        "FROM actions AS a JOIN (SELECT session_id, action_id, min(event_seq) AS first "
        "FROM actions GROUP BY session_id, action_id) AS span "
        "ON span.session_id = a.session_id AND span.action_id = a.action_id",
        "DROP TABLE actions",
        "ALTER TABLE action_states RENAME TO actions",
        *_append_only("actions"),
    )


ERASED_SESSION = ""
"""The session of the rows that keep an erased session's largest event row id.

Appends rely on event row ids growing by one from the table's largest (`SEARCH_INDEX_BATCH`
batches are counted in them), so an erasure that deletes the event with the largest id puts
an empty event of this session (an id no application can open) in its place.
"""

SEARCH_INDEX_BATCH = 64
"""Events reach the FTS5 index in batches: those with a row id up to the last multiple of this.

Part of the file format from migration 0006 on: the index holds exactly the `search_docs`
rows whose event's row id is at most ``max(events.id) // SEARCH_INDEX_BATCH *
SEARCH_INDEX_BATCH``, and a search reads the rest (fewer than this many events, across every
session) from `search_docs` directly. Changing it needs a migration that rebuilds the index.
"""


@_migration("0006_batched_search_index")
def _batched_search_index(db: Database) -> None:
    """Index the ranking rows' tokens in batches, so an append no longer writes an FTS5 row.

    The index held each event's text, tokenized by FTS5's Porter tokenizer, one row per
    append: the largest single cost of a durable append (about five pages per commit). It
    now holds the padded tokens `search_docs` already keeps, split by the ``ascii``
    tokenizer (spaces separate; every other character the tokens hold is part of a token),
    so it matches exactly the phrases the ranking counts. Rows are added in batches of
    `SEARCH_INDEX_BATCH` events, one FTS5 segment per batch.
    """
    _run(
        db,
        "DROP TABLE events_fts",
        # Contentless, and without per-row sizes: ranking reads `search_docs`, never FTS5's.
        """CREATE VIRTUAL TABLE events_fts USING fts5(
            tokens, content='', columnsize=0, tokenize='ascii'
        )""",
        "INSERT INTO events_fts (rowid, tokens) SELECT event_id, tokens FROM search_docs "
        f"WHERE event_id <= (SELECT coalesce(max(id), 0) FROM events) "
        f"/ {SEARCH_INDEX_BATCH} * {SEARCH_INDEX_BATCH}",
    )


def _granted(seq: str) -> str:
    """Whether a `rewrite_grants` row for the old row's session and `seq` exists."""
    return (
        "EXISTS (SELECT 1 FROM rewrite_grants g WHERE g.session_id = OLD.session_id "
        f"AND g.seq = {seq})"
    )


def _refusal(table: str) -> str:
    return f"BEGIN SELECT RAISE(ABORT, 'agentstate: {table} are append-only'); END"


def _guarded(
    table: str, *, kept: tuple[str, ...] | None, seq: str | None, erased: bool = True
) -> tuple[str, ...]:
    """Append-only triggers on `table` that a grant lifts, for the redaction path only.

    A grant is a `rewrite_grants` row that only a redaction or an erasure writes, and deletes
    again before its transaction commits. Under a grant ``(session, n)`` the rows recorded by
    event ``n`` (column `seq`) may be deleted, or updated with the `kept` columns unchanged
    (`kept` None: never updated); under ``(session, 0)`` (an erasure, when `erased`) any row
    of the session may be deleted. No grant outlives its transaction, so every other UPDATE
    or DELETE is refused as before.
    """
    deletable = [_granted("0")] if erased else []
    if seq is not None:
        deletable.append(_granted(f"OLD.{seq}"))
    may_delete = " OR ".join(deletable) or "0"
    if kept is None or seq is None:
        may_update = "0"
    else:
        same = " AND ".join(f"NEW.{column} IS OLD.{column}" for column in kept)
        may_update = f"{same} AND {_granted(f'OLD.{seq}')}"
    return (
        f"DROP TRIGGER IF EXISTS {table}_no_update",
        f"DROP TRIGGER IF EXISTS {table}_no_delete",
        f"CREATE TRIGGER {table}_no_update BEFORE UPDATE ON {table} "
        f"WHEN NOT ({may_update}) {_refusal(table)}",
        f"CREATE TRIGGER {table}_no_delete BEFORE DELETE ON {table} "
        f"WHEN NOT ({may_delete}) {_refusal(table)}",
    )


_EVENT_KEPT = (
    "id",
    "session_id",
    "seq",
    "kind",
    "created_at",
    "tokens",
    "cum_tokens",
    "open_calls",
)
"""What a redaction never changes of an event (its content and running search totals may)."""
_ACTION_KEPT = (
    "session_id",
    "action_seq",
    "event_seq",
    "status",
    "actor",
    "source_seq",
    "kind",
    "digest",
)
_CHECKPOINT_KEPT = (
    "session_id",
    "version",
    "parent",
    "covers_through",
    "schema_version",
    "summarizer",
    "summarizer_version",
    "created_at",
    "token_count",
    "event_seq",
)


@_migration("0007_redaction_and_erasure")
def _redaction_and_erasure(db: Database) -> None:
    """Let a redaction rewrite content and an erasure delete a session; nothing else may.

    The append-only triggers become conditional on a grant (`_guarded`): a row of
    `rewrite_grants` that the redaction or erasure inserts, uses and deletes inside its own
    transaction. An event's content and running search totals may change under a grant for
    its seq; its seq, kind, time and token figures never do. `tombstones` keeps what remains
    of an erased session; a `purges` row marks a committed redaction whose old pages may
    still be in the WAL, so that the next open checkpoints it if the process died first.
    """
    _run(
        db,
        """CREATE TABLE rewrite_grants (
            session_id TEXT NOT NULL,
            seq INTEGER NOT NULL,
            PRIMARY KEY (session_id, seq)
        ) WITHOUT ROWID""",
        """CREATE TABLE tombstones (
            id INTEGER PRIMARY KEY,
            session_digest TEXT NOT NULL,
            erased_at TEXT NOT NULL,
            erased_by TEXT NOT NULL,
            reason TEXT NOT NULL,
            events INTEGER NOT NULL
        )""",
        *_append_only("tombstones"),
        "CREATE TABLE purges (id INTEGER PRIMARY KEY)",
        # An event keeps everything but its content and the session's running search totals.
        *_guarded(
            "events",
            kept=(
                "id",
                "session_id",
                "seq",
                "kind",
                "created_at",
                "tokens",
                "cum_tokens",
                "open_calls",
            ),
            seq="seq",
        ),
        *_guarded("facts", kept=("session_id", "key", "event_seq", "source_seq"), seq="event_seq"),
        *_guarded(
            "actions",
            kept=(
                "session_id",
                "action_seq",
                "event_seq",
                "status",
                "actor",
                "source_seq",
                "kind",
                "digest",
            ),
            seq="event_seq",
        ),
        *_guarded(
            "checkpoints",
            kept=(
                "session_id",
                "version",
                "parent",
                "covers_through",
                "schema_version",
                "summarizer",
                "summarizer_version",
                "created_at",
                "token_count",
                "event_seq",
            ),
            seq="event_seq",
        ),
        *_guarded("search_docs", kept=None, seq="seq"),
        *_guarded("event_vectors", kept=None, seq="seq"),
        *_guarded("pins", kept=None, seq=None),
        "DROP TRIGGER tool_calls_no_delete",
        "CREATE TRIGGER tool_calls_no_delete BEFORE DELETE ON tool_calls "
        f"WHEN NOT {_granted('0')} {_refusal('tool_calls')}",
    )


@_migration("0008_external_ids")
def _external_ids(db: Database) -> None:
    """Keep each event's external id (a framework's message id), unique per session.

    Append-only like the log it indexes: a row is never updated, and deleted only by an
    erasure of its session (under the erasure's grant, see `_guarded`).
    """
    _run(
        db,
        """CREATE TABLE external_ids (
            session_id TEXT NOT NULL,
            external_id TEXT NOT NULL,
            seq INTEGER NOT NULL,
            digest TEXT NOT NULL,
            PRIMARY KEY (session_id, external_id)
        ) WITHOUT ROWID""",
        *_guarded("external_ids", kept=None, seq=None),
    )


@_migration("0009_opaque_events")
def _opaque_events(db: Database) -> None:
    """Mark the schema as holding ``opaque`` events (`agentstate.events.EventKind.OPAQUE`).

    Nothing changes in the tables: ``kind`` is free text with no constraint. The mark is for
    older versions: one that does not know the kind could not read such an event, so it
    refuses the file on open (a migration it does not know) instead of failing on a read.
    """
    del db  # no statement: the migration's record is the mark


@_migration("0010_retraction_events_index")
def _retraction_events_index(db: Database) -> None:
    """A partial index of retraction events, so a render finds them without a scan.

    Every context render reads the session's retraction events from its first event (what
    they took out of the context holds whatever the boundary). They are few, but without an
    index the read scans the whole session: 44 ms at 100,000 events. As for compaction
    events (0003), a partial index costs nothing when other kinds are appended.
    """
    _run(
        db,
        "CREATE INDEX events_retraction ON events (session_id, seq) WHERE kind = 'retraction'",
    )
