"""The ``agentstate`` command line."""

from __future__ import annotations

import click

import agentstate

__all__ = ["cli", "main"]


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(agentstate.__version__, "--version", "-V", prog_name="agentstate")
def cli() -> None:
    """Durable, typed state for long-running LLM agents."""


@cli.group(name="eval")
def eval_group() -> None:
    """Measure agentstate on recorded data (continuation fidelity, retrieval quality)."""


def main() -> None:
    """Entry point of the ``agentstate`` console script."""
    cli()
