"""The ``agentstate`` commands that forget: redact an event, erase a session, apply retention.

Each is one call of `agentstate.redaction` or `agentstate.erasure` on the database: a
redaction or an erasure is one transaction, and ``retain`` erases each expired session in a
transaction of its own. ``retain --dry-run`` lists what would be erased and writes nothing.
"""

from __future__ import annotations

import re
from datetime import timedelta

import click

from agentstate._cli_common import emit, json_option, open_database, open_session
from agentstate._clock import SystemClock, format_time
from agentstate._json import JSONValue
from agentstate.backends.rewrites import Tombstone
from agentstate.erasure import ExpiredSession, expired, retain
from agentstate.redaction import redaction_of
from agentstate.state import AgentState

__all__ = ["COMMANDS", "parse_age"]

_UNITS = {"s": 1, "m": 60, "h": 3600, "d": 86400, "w": 604800}
_AGE = re.compile(r"([1-9][0-9]{0,8})([smhdw])")


def parse_age(text: str) -> timedelta:
    """A retention age such as ``30d``, ``12h`` or ``2w`` (s, m, h, d, w), as a duration.

    Raises:
        click.BadParameter: Another shape.
    """
    match = _AGE.fullmatch(text.strip())
    if match is None:
        msg = f"{text!r} is not an age such as 30d, 12h or 2w (units: s, m, h, d, w)"
        raise click.BadParameter(msg)
    return timedelta(seconds=int(match[1]) * _UNITS[match[2]])


def _tombstone_json(tombstone: Tombstone) -> dict[str, JSONValue]:
    return {
        "session_digest": tombstone.session_digest,
        "erased_at": format_time(tombstone.erased_at),
        "by": tombstone.by,
        "reason": tombstone.reason,
        "events": tombstone.events,
    }


_by_option = click.option("--by", required=True, help="Who does it (an actor id, recorded).")
_reason_option = click.option(
    "--reason", required=True, help="Why (a request reference; recorded, so never the content)."
)


@click.command(name="redact")
@click.argument("database")
@click.argument("session_id")
@click.argument("ref")
@_by_option
@_reason_option
@click.option(
    "--path",
    "paths",
    multiple=True,
    help="A dotted path inside the content to redact (repeatable); default: all of it.",
)
@click.option(
    "--keep-derived",
    is_flag=True,
    help="Keep facts, ledger params and checkpoint items derived from the event.",
)
@json_option
def redact_command(
    database: str,
    session_id: str,
    ref: str,
    by: str,
    reason: str,
    paths: tuple[str, ...],
    keep_derived: bool,
    as_json: bool,
) -> None:
    """Replace the content of event REF with a redaction marker, keeping its place in the log."""
    with open_session(database, session_id) as state:
        event = state.redact(
            ref,
            by=by,
            reason=reason,
            paths=list(paths) if paths else None,
            derived="keep" if keep_derived else "redact",
        )
        purged = state.backend.purge()  # type: ignore[attr-defined]  # open_database opens SQLite
    redaction = redaction_of(event)
    if as_json:
        emit(
            {
                "redaction": redaction.ref,
                "target": redaction.target,
                "rewritten": list(redaction.rewritten),
                "checkpoints": list(redaction.checkpoints),
                "wal_purged": purged,
            }
        )
        return
    click.echo(
        f"{redaction.target} redacted by {redaction.ref} "
        f"(rewritten: {', '.join(redaction.rewritten)})"
    )
    if redaction.checkpoints:
        click.echo(f"checkpoints citing it: {', '.join(map(str, redaction.checkpoints))}")
    if not purged:
        click.echo("the WAL is still in use by another reader; it is purged at the next open")


@click.command(name="erase")
@click.argument("database")
@click.argument("session_id")
@_by_option
@_reason_option
@json_option
def erase_command(database: str, session_id: str, by: str, reason: str, as_json: bool) -> None:
    """Erase a whole session, leaving only a tombstone (id digest, when, who, why)."""
    with open_session(database, session_id) as state:
        tombstone = state.erase(by=by, reason=reason)
    if as_json:
        emit(_tombstone_json(tombstone))
        return
    click.echo(f"session erased ({tombstone.events} events); tombstone {tombstone.session_digest}")


def _expired_json(found: ExpiredSession) -> dict[str, JSONValue]:
    return {
        "session_id": found.session_id,
        "last_event_at": format_time(found.last_event_at),
        "events": found.events,
    }


@click.command(name="retain")
@click.argument("database")
@click.option(
    "--older-than",
    "age",
    required=True,
    help="Erase sessions whose last event is older than this (30d, 12h, 2w).",
)
@click.option("--dry-run", is_flag=True, help="List what would be erased; write nothing.")
@click.option(
    "--by", default="agentstate-retain", show_default=True, help="Recorded as the eraser."
)
@json_option
def retain_command(database: str, age: str, dry_run: bool, by: str, as_json: bool) -> None:
    """Erase every session past a retention age, each in its own transaction."""
    older_than = parse_age(age)
    with open_database(database) as backend:
        found = expired(backend, older_than=older_than, now=SystemClock().now())
        tombstones: list[Tombstone] = []
        if not dry_run:
            logs = [AgentState.open(backend, session_id=s.session_id).log for s in found]
            tombstones = retain(logs, by=by, reason=f"retention: older than {age}")
    if as_json:
        emit(
            {
                "dry_run": dry_run,
                "expired": [_expired_json(item) for item in found],
                "tombstones": [_tombstone_json(t) for t in tombstones],
            }
        )
        return
    verb = "would erase" if dry_run else "erased"
    if not found:
        click.echo(f"no session older than {age}")
    for item in found:
        click.echo(f"{verb} {item.session_id} (last event {format_time(item.last_event_at)})")


COMMANDS = [redact_command, erase_command, retain_command]
"""The commands this module adds to the ``agentstate`` group."""
