"""The ``agentstate`` command line: inspect any agentstate database, run the evals.

Every inspection command takes the database path and (most) a session id; it never creates a
database. Output is for people by default (tables, via rich) and JSON with ``--json`` (stdout
then holds only JSON). Errors exit with status 1 and a one-line message.

This module holds the command group, its entry point and the demo; the other commands are
defined by topic in `agentstate._cli_events` (the log), `agentstate._cli_state` (what is
built over it), `agentstate._cli_transfer` (export, import, copy), `agentstate._cli_privacy`
(redact, erase, retain) and `agentstate._cli_eval`,
and are all added to the group when this module is imported.
"""

from __future__ import annotations

import sys
from importlib.metadata import entry_points
from pathlib import Path

import click

import agentstate
from agentstate import _cli_eval, _cli_events, _cli_privacy, _cli_state, _cli_transfer
from agentstate._cli_common import fail, new_console
from agentstate._cli_events import describe as describe
from agentstate.errors import AgentStateError

__all__ = ["PLUGIN_GROUP", "cli", "main"]


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(agentstate.__version__, "--version", "-V", prog_name="agentstate")
def cli() -> None:
    """Durable, typed state for long-running LLM agents."""


@cli.command()
@click.option(
    "--db",
    "path",
    type=click.Path(dir_okay=False, path_type=Path),
    default=Path("agentstate-demo.db"),
    show_default=True,
    help="Where to leave the demo's database (replaced if it exists).",
)
def demo(path: Path) -> None:
    """Run the offline demo: a support agent on ticket 9104, compacted as it goes."""
    from agentstate.demo import run_demo

    try:
        run_demo(path, console=new_console())
    except AgentStateError as exc:
        fail(str(exc))


for _command in (
    *_cli_events.COMMANDS,
    *_cli_state.COMMANDS,
    *_cli_transfer.COMMANDS,
    *_cli_privacy.COMMANDS,
    *_cli_eval.COMMANDS,
):
    cli.add_command(_command)

PLUGIN_GROUP = "agentstate.commands"
"""The entry point group an installed distribution adds ``agentstate`` commands through
(``pyagentstate-mcp`` adds ``agentstate mcp``)."""


def _add_plugins() -> None:
    """Add the commands installed distributions declare; a broken one is said, not fatal."""
    for entry in entry_points(group=PLUGIN_GROUP):
        if entry.name in cli.commands:
            continue
        try:
            command = entry.load()
        except Exception as exc:  # noqa: BLE001 - another distribution's code; the rest of the CLI must work
            click.echo(f"agentstate: command {entry.name!r} not loaded: {exc}", err=True)
            continue
        if isinstance(command, click.Command):
            cli.add_command(command, name=entry.name)


_add_plugins()


def main(argv: list[str] | None = None) -> None:
    """Entry point of the ``agentstate`` console script."""
    cli.main(args=argv, prog_name="agentstate", standalone_mode=True)


if __name__ == "__main__":  # pragma: no cover
    main(sys.argv[1:])
