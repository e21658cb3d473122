"""The PostgreSQL schema, as an append-only list of migrations.

A migration's position in `MIGRATIONS` is its version (the first is version 1). The
``agentstate_migrations`` table records each applied one by version and name. Never edit or
reorder a migration once released: add a new one at the end. A schema that has applied a
version this list does not hold was migrated by a newer pyagentstate-postgres and is refused.

Every migration runs in one transaction with the others pending at the same open, under a
transaction-scoped advisory lock, so workers that start together migrate exactly once.
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs

__all__ = ["MIGRATIONS", "Migration"]


@attrs.frozen
class Migration:
    """One step of the schema: a name and the statements that make it."""

    name: str
    statements: tuple[str, ...]


def _append_only(table: str) -> tuple[str, ...]:
    return (
        f"CREATE TRIGGER {table}_append_only BEFORE UPDATE OR DELETE ON {table} "
        "FOR EACH ROW EXECUTE FUNCTION agentstate_refuse_change()",
        f"CREATE TRIGGER {table}_no_truncate BEFORE TRUNCATE ON {table} "
        "FOR EACH STATEMENT EXECUTE FUNCTION agentstate_refuse_change()",
    )


_INITIAL: Sequence[str] = (
    """CREATE FUNCTION agentstate_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        RAISE EXCEPTION 'agentstate: % is append-only (% refused)', TG_TABLE_NAME, TG_OP
            USING ERRCODE = 'restrict_violation';
    END $$""",
    # One row per session: the row every write transaction locks (FOR NO KEY UPDATE), and
    # the head of its log, updated in the same transaction as the events it counts.
    # search_docs and search_tokens: how many events are searchable and their tokens in all
    # (the statistics ranking normalizes by), kept as running totals.
    """CREATE TABLE sessions (
        session_id text COLLATE "C" PRIMARY KEY,
        created_at timestamptz,
        last_seq bigint NOT NULL DEFAULT 0,
        cum_tokens bigint NOT NULL DEFAULT 0,
        open_calls integer NOT NULL DEFAULT 0,
        search_docs bigint NOT NULL DEFAULT 0,
        search_tokens bigint NOT NULL DEFAULT 0
    )""",
    """CREATE TABLE events (
        session_id text COLLATE "C" NOT NULL REFERENCES sessions (session_id),
        seq bigint NOT NULL CHECK (seq > 0),
        kind text NOT NULL,
        content text NOT NULL,
        created_at timestamptz NOT NULL,
        tokens integer NOT NULL,
        cum_tokens bigint NOT NULL,
        open_calls integer NOT NULL,
        search_tokens text,
        search_length integer NOT NULL DEFAULT 0,
        search tsvector,
        search_partial boolean NOT NULL DEFAULT false,
        PRIMARY KEY (session_id, seq)
    )""",
    *_append_only("events"),
    # The distinct terms of search_tokens, for finding candidates (ranking counts in the
    # tokens); search_partial marks an event whose terms passed the tsvector's size limit.
    "CREATE INDEX events_search ON events USING gin (search)",
    "CREATE INDEX events_search_partial ON events (session_id) WHERE search_partial",
    "CREATE INDEX events_searchable ON events (session_id, seq) WHERE search_length > 0",
    # first_seq_reaching: running sums never decrease along seq, so one probe finds the seq.
    "CREATE INDEX events_cum_tokens ON events (session_id, cum_tokens, seq)",
    # last_safe_seq: only the events with no tool call open after them.
    "CREATE INDEX events_safe_split ON events (session_id, seq) WHERE open_calls = 0",
    """CREATE TABLE tool_calls (
        session_id text COLLATE "C" NOT NULL REFERENCES sessions (session_id),
        call_id text COLLATE "C" NOT NULL,
        name text NOT NULL,
        call_seq bigint NOT NULL,
        result_seq bigint,
        PRIMARY KEY (session_id, call_id)
    )""",
    "CREATE INDEX tool_calls_open ON tool_calls (session_id, call_seq) WHERE result_seq IS NULL",
    """CREATE FUNCTION agentstate_answer_once() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        IF OLD.result_seq IS NOT NULL OR NEW.call_seq <> OLD.call_seq
                OR NEW.name <> OLD.name THEN
            RAISE EXCEPTION 'agentstate: tool call % is answered once', OLD.call_id
                USING ERRCODE = 'restrict_violation';
        END IF;
        RETURN NEW;
    END $$""",
    "CREATE TRIGGER tool_calls_answer_once BEFORE UPDATE ON tool_calls "
    "FOR EACH ROW EXECUTE FUNCTION agentstate_answer_once()",
    "CREATE TRIGGER tool_calls_no_delete BEFORE DELETE ON tool_calls "
    "FOR EACH ROW EXECUTE FUNCTION agentstate_refuse_change()",
    "CREATE TRIGGER tool_calls_no_truncate BEFORE TRUNCATE ON tool_calls "
    "FOR EACH STATEMENT EXECUTE FUNCTION agentstate_refuse_change()",
    """CREATE TABLE facts (
        session_id text COLLATE "C" NOT NULL REFERENCES sessions (session_id),
        key text COLLATE "C" NOT NULL,
        event_seq bigint NOT NULL,
        value text NOT NULL,
        source_seq bigint NOT NULL,
        PRIMARY KEY (session_id, key, event_seq)
    )""",
    *_append_only("facts"),
    """CREATE TABLE actions (
        session_id text COLLATE "C" NOT NULL REFERENCES sessions (session_id),
        action_id text COLLATE "C" NOT NULL,
        event_seq bigint NOT NULL,
        kind text NOT NULL,
        params text NOT NULL,
        digest text NOT NULL,
        status text NOT NULL,
        actor text NOT NULL,
        source_seq bigint NOT NULL,
        PRIMARY KEY (session_id, action_id, event_seq)
    )""",
    *_append_only("actions"),
    """CREATE TABLE checkpoints (
        session_id text COLLATE "C" NOT NULL REFERENCES sessions (session_id),
        version integer NOT NULL CHECK (version > 0),
        parent integer NOT NULL CHECK (parent = version - 1),
        covers_through bigint NOT NULL,
        summary text NOT NULL,
        schema_version integer NOT NULL,
        summarizer text NOT NULL,
        summarizer_version text,
        created_at timestamptz NOT NULL,
        token_count integer NOT NULL,
        event_seq bigint NOT NULL,
        PRIMARY KEY (session_id, version)
    )""",
    *_append_only("checkpoints"),
    """CREATE TABLE pins (
        session_id text COLLATE "C" NOT NULL REFERENCES sessions (session_id),
        target_seq bigint NOT NULL,
        event_seq bigint NOT NULL,
        PRIMARY KEY (session_id, target_seq)
    )""",
    "CREATE INDEX pins_in_order ON pins (session_id, event_seq)",
    *_append_only("pins"),
    """CREATE TABLE event_vectors (
        session_id text COLLATE "C" NOT NULL,
        space text NOT NULL,
        seq bigint NOT NULL,
        vector bytea NOT NULL,
        PRIMARY KEY (session_id, space, seq),
        FOREIGN KEY (session_id, seq) REFERENCES events (session_id, seq)
    )""",
    *_append_only("event_vectors"),
)


def _guarded(table: str, seq_column: str, *rewritable: str) -> tuple[str, ...]:
    """Replace `table`'s append-only trigger by one that a redaction's grant lifts."""
    arguments = ", ".join(f"'{name}'" for name in (seq_column, *rewritable))
    return (
        f"DROP TRIGGER {table}_append_only ON {table}",
        f"CREATE TRIGGER {table}_guarded BEFORE UPDATE OR DELETE ON {table} "
        f"FOR EACH ROW EXECUTE FUNCTION agentstate_guard_change({arguments})",
    )


_REDACTION: Sequence[str] = (
    # A grant is a row only a redaction or an erasure inserts, and deletes again before its
    # transaction commits: (session, n) lets the rows recorded by event n have their
    # rewritable columns changed (nothing else) or be deleted; (session, 0) lets every row
    # of the session be deleted. No grant outlives its transaction, so every other UPDATE
    # or DELETE is refused as before (TRUNCATE always is).
    """CREATE TABLE rewrite_grants (
        session_id text COLLATE "C" NOT NULL,
        seq bigint NOT NULL,
        PRIMARY KEY (session_id, seq)
    )""",
    """CREATE FUNCTION agentstate_guard_change() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
        old_row jsonb := to_jsonb(OLD);
        rewritable text[] := TG_ARGV[1:TG_NARGS - 1];
        granted boolean;
    BEGIN
        SELECT EXISTS (
            SELECT 1 FROM rewrite_grants g WHERE g.session_id = OLD.session_id
            AND (g.seq = (old_row ->> TG_ARGV[0])::bigint OR (TG_OP = 'DELETE' AND g.seq = 0))
        ) INTO granted;
        IF granted AND TG_OP = 'DELETE' THEN
            RETURN OLD;
        END IF;
        IF granted AND cardinality(rewritable) > 0
                AND (to_jsonb(NEW) - rewritable) = (old_row - rewritable) THEN
            RETURN NEW;
        END IF;
        RAISE EXCEPTION 'agentstate: % is append-only (% refused)', TG_TABLE_NAME, TG_OP
            USING ERRCODE = 'restrict_violation';
    END $$""",
    *_guarded("events", "seq", "content", "search_tokens", "search_length", "search",
              "search_partial"),
    *_guarded("facts", "event_seq", "value"),
    *_guarded("actions", "event_seq", "params"),
    *_guarded("checkpoints", "event_seq", "summary"),
    *_guarded("pins", ""),  # deleted by an erasure only
    *_guarded("event_vectors", "seq"),
    "DROP TRIGGER tool_calls_no_delete ON tool_calls",
    "CREATE TRIGGER tool_calls_guarded BEFORE DELETE ON tool_calls "
    "FOR EACH ROW EXECUTE FUNCTION agentstate_guard_change('')",
    """CREATE TABLE tombstones (
        id bigserial PRIMARY KEY,
        session_digest text NOT NULL,
        erased_at timestamptz NOT NULL,
        erased_by text NOT NULL,
        reason text NOT NULL,
        events bigint NOT NULL
    )""",
    *_append_only("tombstones"),
)  # fmt: skip

_EXTERNAL_IDS: Sequence[str] = (
    # Each event's external id (a framework's message id), unique per session. Never
    # updated; deleted only by an erasure of the session (under its grant).
    """CREATE TABLE external_ids (
        session_id text COLLATE "C" NOT NULL,
        external_id text COLLATE "C" NOT NULL,
        seq bigint NOT NULL,
        digest text NOT NULL,
        PRIMARY KEY (session_id, external_id),
        FOREIGN KEY (session_id, seq) REFERENCES events (session_id, seq)
    )""",
    "CREATE TRIGGER external_ids_guarded BEFORE UPDATE OR DELETE ON external_ids "
    "FOR EACH ROW EXECUTE FUNCTION agentstate_guard_change('')",
    "CREATE TRIGGER external_ids_no_truncate BEFORE TRUNCATE ON external_ids "
    "FOR EACH STATEMENT EXECUTE FUNCTION agentstate_refuse_change()",
)

_KIND_INDEXES: Sequence[str] = (
    # Every trigger check reads the compaction events past the boundary, and every render
    # (and every search) the retraction events from the session's first event. Both kinds
    # are few, but with no index on them the read scans the session (14 ms at 100,000
    # events); a partial index costs nothing when other kinds are appended. SQLite has the
    # same two (its migrations 0003 and 0010).
    "CREATE INDEX events_compaction ON events (session_id, seq) WHERE kind = 'compaction'",
    "CREATE INDEX events_retraction ON events (session_id, seq) WHERE kind = 'retraction'",
)

MIGRATIONS: tuple[Migration, ...] = (
    Migration("0001_initial", tuple(_INITIAL)),
    Migration("0002_redaction_and_erasure", tuple(_REDACTION)),
    Migration("0003_external_ids", tuple(_EXTERNAL_IDS)),
    # ``kind`` is free text: the ``opaque`` kind needs no statement. The record marks the
    # schema so a version that cannot read such events refuses it instead of failing on a read.
    Migration("0004_opaque_events", ()),
    Migration("0005_compaction_and_retraction_indexes", tuple(_KIND_INDEXES)),
)
"""Every migration this version knows; position + 1 is the version."""
