"""The ``agentstate`` command line: inspect any agentstate database, run the evals.

Every inspection command takes the database path and (most) a session id; it never creates a
database. Output is for people by default (tables, via rich) and JSON with ``--json`` (stdout
then holds only JSON). Errors exit with status 1 and a one-line message.

This module holds the command group, its entry point and the demo; the other commands are
defined by topic in `agentstate._cli_events` (the log), `agentstate._cli_state` (what is
built over it), `agentstate._cli_transfer` (export, import, copy) and `agentstate._cli_eval`,
and are all added to the group when this module is imported.
"""

from __future__ import annotations

import sys
from pathlib import Path

import click

import agentstate
from agentstate import _cli_eval, _cli_events, _cli_state, _cli_transfer
from agentstate._cli_common import fail, new_console
from agentstate._cli_events import describe as describe
from agentstate.errors import AgentStateError

__all__ = ["cli", "main"]


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
    *_cli_eval.COMMANDS,
):
    cli.add_command(_command)


def main(argv: list[str] | None = None) -> None:
    """Entry point of the ``agentstate`` console script."""
    cli.main(args=argv, prog_name="agentstate", standalone_mode=True)


if __name__ == "__main__":  # pragma: no cover
    main(sys.argv[1:])
